/**
 * The checkout's rules (SPEC §2 "Checkout", §5, §9), shared by the page and the action.
 * Every message is a dictionary key whose English text is the spec's own.
 */
import { z } from 'zod'
import { key } from '~/ui/form'

/** SPEC §3 "Shipping address": the country field's default, kept as the spec states it. */
export const DEFAULT_COUNTRY = 'United States'

/**
 * SPEC §9: the marketplace's commission, 5 % of each item's price (issue #13: of the price, not of the
 * shipping). Never charged on top: it is kept from the seller's transfer.
 */
export const COMMISSION_RATE = 0.05

/** How long a payment page stays open (issue #6). It holds no product (decision 0020). */
export const CHECKOUT_SESSION_MINUTES = 30

/**
 * Stripe refuses an expiry less than 30 minutes after it creates the session; our clock and the
 * request's travel time would make "exactly 30 minutes" land just under, so both the page and the
 * checkout's own record end this much later.
 */
export const CHECKOUT_EXPIRY_MARGIN_SECONDS = 120

/**
 * The most listings in one checkout: one payment page and one capture stay a size a person buys
 * at once.
 */
export const MAX_CHECKOUT_ITEMS = 20

export const SHIPPING_FIELDS = ['fullName', 'address', 'city', 'postalCode', 'country'] as const
export type ShippingField = (typeof SHIPPING_FIELDS)[number]

const MAX_FIELD_LENGTH = 200
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const required = () =>
  z.preprocess(
    text,
    z.string().min(1, key('checkout.fillAllFields')).max(MAX_FIELD_LENGTH, key('checkout.fieldTooLong')),
  )

/** SPEC §5 "Checkout": fullName, address, city and postalCode are all required. */
export const shippingAddressSchema = z.object({
  fullName: required(),
  address: required(),
  city: required(),
  postalCode: z.preprocess(
    text,
    z.string().min(1, key('checkout.fillAllFields')).max(20, key('checkout.fieldTooLong')),
  ),
  country: z.preprocess(
    (value) => text(value) || DEFAULT_COUNTRY,
    z.string().max(MAX_FIELD_LENGTH, key('checkout.fieldTooLong')),
  ),
})

export type ShippingAddressInput = z.output<typeof shippingAddressSchema>

/** The commission line of the summary, in cents. */
export function commissionOf(totalCents: number) {
  return Math.round(totalCents * COMMISSION_RATE)
}

/** Euro cents one checkout line costs: the item and its shipping. */
export function lineTotal(line: { price: number; shippingAmount?: number }) {
  return line.price + (line.shippingAmount ?? 0)
}
