/**
 * Delivery methods (SPEC §3 "Shipping options", §9 costs; issue #26): which a buyer may choose, and
 * what each asks of the seller. Isomorphic and the one place of these rules: the checkout page and
 * its action, the order moves and the order views all read them
 * (docs/decisions/0045-delivery-methods-and-untracked-shipping.md).
 */
import { SHIPPING_OPTION_DETAILS, SHIPPING_OPTIONS, type ShippingOption } from './taxonomy'

/** Handed over in person: collection from the seller, or a meeting. No parcel, no tracking. */
export const IN_PERSON_OPTIONS = ['collection', 'meet'] as const satisfies readonly ShippingOption[]

export function isShippingOption(value: unknown): value is ShippingOption {
  return SHIPPING_OPTIONS.includes(value as ShippingOption)
}

/**
 * True for collection and meet. An order without a recorded method (made before issue #13) was
 * sent by post, as the order pages always said.
 */
export function isInPerson(option: string | null | undefined): boolean {
  return (IN_PERSON_OPTIONS as readonly string[]).includes(option ?? '')
}

/** Buyer and seller live in the same country: both known (ISO codes from their profiles) and equal. */
export function inSameCountry(
  buyerCountry: string | null | undefined,
  sellerCountry: string | null | undefined,
) {
  return Boolean(buyerCountry && sellerCountry && buyerCountry === sellerCountry)
}

/**
 * The methods a buyer may choose for one listing, in the spec's order: the ones its seller offers,
 * less collection and meet when the buyer lives in another country. A listing saved without any
 * option (before the wizard required one) is collected. May be empty: a listing only collected or
 * handed over, seen from abroad.
 */
export function deliveryOptionsFor(offered: readonly string[], sameCountry: boolean): ShippingOption[] {
  const listed = SHIPPING_OPTIONS.filter((option) => offered.includes(option))
  const options: ShippingOption[] = listed.length ? listed : ['collection']
  return sameCountry ? options : options.filter((option) => !isInPerson(option))
}

/** Euro cents of a delivery method (SPEC §9's table; the only source of a shipping amount). */
export function deliveryCost(option: ShippingOption) {
  return SHIPPING_OPTION_DETAILS[option].costCents
}

/** One listing of a checkout, as the delivery choice needs it. */
export interface DeliveryItem {
  productId: string
  sellerId: string
  /** The options the seller offered for it (products.shipping_options). */
  offered: readonly string[]
  /** ISO country of the seller's profile (null when unknown). */
  sellerCountry: string | null
}

/**
 * The buyer chooses one method per group. A group is a seller's listings in the checkout, with the
 * methods every one of them allows; when they share none (rare: different options per listing),
 * each of that seller's listings is a group of its own. `options` empty: nothing can reach this
 * buyer (collection only, from abroad) and the checkout is refused for it.
 */
export interface DeliveryGroup {
  /** The form field is `delivery.<key>` (deliveryFieldName). */
  key: string
  sellerId: string
  productIds: string[]
  options: ShippingOption[]
}

export function deliveryGroups(items: readonly DeliveryItem[], buyerCountry: string | null): DeliveryGroup[] {
  const bySeller = new Map<string, DeliveryItem[]>()
  for (const item of items) bySeller.set(item.sellerId, [...(bySeller.get(item.sellerId) ?? []), item])
  const groups: DeliveryGroup[] = []
  for (const [sellerId, sellerItems] of bySeller) {
    const optionsOf = (item: DeliveryItem) =>
      deliveryOptionsFor(item.offered, inSameCountry(buyerCountry, item.sellerCountry))
    const shared = sellerItems
      .map(optionsOf)
      .reduce((common, options) => common.filter((option) => options.includes(option)))
    if (shared.length || sellerItems.length === 1) {
      groups.push({
        key: sellerId,
        sellerId,
        productIds: sellerItems.map((item) => item.productId),
        options: shared,
      })
    } else {
      for (const item of sellerItems) {
        groups.push({
          key: `${sellerId}.${item.productId}`,
          sellerId,
          productIds: [item.productId],
          options: optionsOf(item),
        })
      }
    }
  }
  return groups
}

/** The form field that carries the delivery choice of one group. */
export const deliveryFieldName = (groupKey: string) => `delivery.${groupKey}`
export const DELIVERY_FIELD_PREFIX = 'delivery.'

export type DeliveryChoice =
  | { ok: true; byProduct: Map<string, ShippingOption> }
  | { ok: false; reason: 'missing' | 'not-offered' | 'not-deliverable'; groups: DeliveryGroup[] }

/**
 * Reads the buyer's choice for every group (`posted` maps group key to what the form sent). Nothing
 * is chosen for the buyer: a group without a choice is 'missing'; a method not allowed for it is
 * 'not-offered'; a group with no method at all is 'not-deliverable'. Checked in that order of
 * severity, so the message names what the buyer can fix.
 */
export function readDeliveryChoice(
  groups: readonly DeliveryGroup[],
  posted: Record<string, string | null | undefined>,
): DeliveryChoice {
  const undeliverable = groups.filter((group) => group.options.length === 0)
  if (undeliverable.length) return { ok: false, reason: 'not-deliverable', groups: undeliverable }
  const notOffered = groups.filter((group) => {
    const value = posted[group.key]
    return Boolean(value) && !group.options.some((option) => option === value)
  })
  if (notOffered.length) return { ok: false, reason: 'not-offered', groups: notOffered }
  const missing = groups.filter((group) => !posted[group.key])
  if (missing.length) return { ok: false, reason: 'missing', groups: missing }
  const byProduct = new Map<string, ShippingOption>()
  for (const group of groups) {
    const option = group.options.find((candidate) => candidate === posted[group.key]) as ShippingOption
    for (const productId of group.productIds) byProduct.set(productId, option)
  }
  return { ok: true, byProduct }
}
