/**
 * The cart's isomorphic part (SPEC §2 and §4 "Cart", §5 "Cart"): what a cart line looks like on
 * the page, and the summary rule. Server code is in cart.server.ts.
 */
import type { Condition } from '~/catalog/taxonomy'

/** One cart line, with the product it names as the database has it now. */
export interface CartItem {
  id: string
  productId: string
  quantity: number
  name: string
  brand: string
  condition: Condition
  size: string | null
  /** Euro cents, read from the product row (never from the browser). */
  price: number
  /** The card-sized photo, or null ("No Image Available"). */
  imageUrl: string | null
  status: string
  sellerId: string | null
  /** The shipping options its seller offers (the buyer picks one at checkout). */
  shippingOptions: string[]
}

/** What adding a product to the cart came to (the route turns each into the spec's toast). */
export type AddOutcome = 'added' | 'already' | 'own' | 'unavailable' | 'not-found'

/**
 * Whether a line can be bought: only an active listing whose seller still exists (the same two
 * conditions under which browse shows it and checkout can name a seller).
 */
export function isAvailable(item: Pick<CartItem, 'status' | 'sellerId'>): boolean {
  return item.status === 'active' && item.sellerId !== null
}

export interface CartSummary {
  /** Listings in the cart (each a unique item, whatever its quantity). */
  itemCount: number
  /** Euro cents: each available listing's price once (docs/spec-deviations.md "Cart"). */
  subtotal: number
  /** Lines that cannot be bought; checkout waits until they are removed. */
  unavailableCount: number
}

/**
 * The summary rule. A listing is one second-hand item, so it is charged once even when the
 * quantity buttons (which the spec keeps) have raised its quantity above 1. Unavailable lines are
 * counted but not charged. Shipping is free in the cart (SPEC §2), so the total is the subtotal.
 */
export function cartSummary(items: readonly Pick<CartItem, 'price' | 'status' | 'sellerId'>[]): CartSummary {
  let subtotal = 0
  let unavailableCount = 0
  for (const item of items) {
    if (isAvailable(item)) subtotal += item.price
    else unavailableCount += 1
  }
  return { itemCount: items.length, subtotal, unavailableCount }
}

/** Whether the Checkout button may be used: something to buy and nothing unavailable in the way. */
export function canCheckout(summary: CartSummary): boolean {
  return summary.itemCount > 0 && summary.unavailableCount === 0
}

/** A line whose quantity was raised shows "One of a kind: you will be charged for one". */
export function chargedOnceHint(item: Pick<CartItem, 'quantity'>): boolean {
  return item.quantity > 1
}

/**
 * The most of one listing in a cart: a used item is one of a kind (issue #31; SPEC §9 said "no
 * maximum", docs/spec-deviations.md "Cart quantity").
 */
export const MAX_CART_QUANTITY = 1

/** The quantity after the − or + button (steps of 1, at most MAX_CART_QUANTITY; 0 removes the line). */
export function steppedQuantity(quantity: number, step: 1 | -1): number {
  return Math.min(quantity + step, MAX_CART_QUANTITY)
}

/**
 * A quantity typed into a form: a whole number within PostgreSQL's integer range, else null
 * (garbage is refused with 400, never stored). 0 and negatives are valid: they remove the line.
 */
export function parseQuantity(value: unknown): number | null {
  if (typeof value !== 'string' || !/^-?\d{1,10}$/.test(value.trim())) return null
  const quantity = Number(value.trim())
  return Math.abs(quantity) <= 2_147_483_647 ? quantity : null
}
