import type { OrderDelivery } from './order-delivery'
/** An order as its buyer sees it (read by app/orders/buyer-orders.server.ts). */
export interface BuyerOrder {
  id: string
  /** Euro cents: what the buyer paid (item and shipping), what of it was the item, and shipping. */
  totalAmount: number
  itemAmount: number
  shippingAmount: number
  /** Euro cents given back to the buyer (paid or on its way). */
  refundedAmount: number
  status: string
  createdAt: string
  sellerId: string | null
  trackingNumber: string | null
  /** How it reaches the buyer: the method chosen at checkout and its price, the carrier once sent. */
  delivery: OrderDelivery
  /** Null when the listing was deleted since. */
  product: { id: string; name: string; brand: string; imageUrl: string | null } | null
}

/** The buyer dashboard's figures (SPEC §2 "Buyer dashboard"), from real rows, not sample values. */
export interface BuyerDashboardStats {
  totalOrders: number
  /** Euro cents: what the buyer paid for orders delivered or past delivery, less refunds (SPEC §7, issue #26). */
  totalSpent: number
  /** Orders paid or shipped but not yet delivered or cancelled. */
  inProgress: number
  /** What the cart badge shows: the listings in the cart. */
  cartItems: number
}

/** The most recent orders the buyer dashboard lists (SPEC §9). */
export const RECENT_ORDERS_SHOWN = 5

/** The short reference shown to people: the first 8 characters of the id, upper case. */
export function orderReference(orderId: string) {
  return orderId.slice(0, 8).toUpperCase()
}
