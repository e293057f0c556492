import type { ShippingAddress } from '../../db/schema'
import type { OrderDelivery } from './order-delivery'

/** An order as its seller sees it (read by app/orders/seller-orders.server.ts). */
export interface SellerOrder {
  id: string
  /** Euro cents: what the buyer paid (item and shipping), what of it was the item, and shipping. */
  totalAmount: number
  itemAmount: number
  shippingAmount: number
  /** Euro cents given back to the buyer (paid or on its way). */
  refundedAmount: number
  status: string
  createdAt: string
  buyerId: string | null
  /** Where to send it (null for orders made before checkouts recorded an address). */
  shippingAddress: ShippingAddress | null
  trackingNumber: string | null
  /** How it reaches the buyer: the method chosen at checkout and its price, the carrier once sent. */
  delivery: OrderDelivery
  /** Null when the listing was deleted since. */
  product: { id: string; name: string; brand: string; imageUrl: string | null } | null
}
