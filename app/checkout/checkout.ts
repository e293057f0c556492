/**
 * The checkout's rules (SPEC §2 "Checkout", §5, §9), shared by the page and the action.
 * Every message is a dictionary key whose English text is the spec's own.
 */
import { z } from 'zod'
import { SHIPPING_OPTION_DETAILS, SHIPPING_OPTIONS, type ShippingOption } from '~/catalog/taxonomy'
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

/**
 * The shipping options a buyer may pick for a listing: the ones its seller offered, in the spec's
 * order. A listing saved without any (before the wizard required one) is collected from the seller.
 */
export function offeredShippingOptions(offered: readonly string[]): ShippingOption[] {
  const options = SHIPPING_OPTIONS.filter((option) => offered.includes(option))
  return options.length ? options : ['collection']
}

/** Euro cents of a shipping option (SPEC §9's table; the only source of a shipping amount). */
export function shippingCost(option: ShippingOption) {
  return SHIPPING_OPTION_DETAILS[option].costCents
}

/** The option selected until the buyer picks another: the cheapest the seller offers. */
export function defaultShippingOption(offered: readonly string[]): ShippingOption {
  const options = offeredShippingOptions(offered)
  return options.reduce((best, option) => (shippingCost(option) < shippingCost(best) ? option : best))
}

/**
 * The buyer's choice for one listing: what they posted when the seller offers it, the default when
 * they posted nothing, and null (refused) for an option the seller does not offer.
 */
export function chosenShippingOption(
  offered: readonly string[],
  posted: string | null | undefined,
): ShippingOption | null {
  if (!posted) return defaultShippingOption(offered)
  return offeredShippingOptions(offered).find((option) => option === posted) ?? null
}

/** The form field that carries the shipping choice of one listing. */
export const shippingFieldName = (productId: string) => `shipping.${productId}`

/** Euro cents one checkout line costs: the item and its shipping. */
export function lineTotal(line: { price: number; shippingAmount?: number }) {
  return line.price + (line.shippingAmount ?? 0)
}
