/**
 * An order's delivery as every view shows it (issue #26: the method the buyer paid for appears
 * wherever the order does). Isomorphic.
 */
import { isInPerson, isShippingOption } from '~/catalog/delivery'
import { SHIPPING_OPTION_DETAILS } from '~/catalog/taxonomy'
import type { MessageKey } from '~/i18n'

export interface OrderDelivery {
  /** The method chosen at checkout (null on orders made before issue #13). */
  option: string | null
  /** Euro cents paid for it. */
  amount: number
  /** The carrier named when it was sent (app/orders/carriers.ts), null otherwise. */
  carrier: string | null
  /** Sent or handed over already. */
  shipped: boolean
}

/** The method's name: "Express shipping", "Collection"…; an order without one was "Shipping". */
export function deliveryLabelKey(option: string | null): MessageKey {
  return option && isShippingOption(option) ? SHIPPING_OPTION_DETAILS[option].labelKey : 'delivery.unknown'
}

/** The seller's step for this order: hand it over (collection, meet) or send it. */
export function isHandOver(option: string | null) {
  return isInPerson(option)
}
