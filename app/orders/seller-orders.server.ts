/**
 * A seller's orders (SPEC §7 "orders select by seller_id newest first", embedding the product's
 * name, price, images and brand), for the Orders tab of the seller dashboard.
 */
import { orderBasics, readOrders } from './order-rows.server'
import type { SellerOrder } from './seller-orders'

/** The most orders the tab lists. */
export const SELLER_ORDERS_SHOWN = 100

export async function listSellerOrders(
  sellerId: string,
  limit = SELLER_ORDERS_SHOWN,
): Promise<SellerOrder[]> {
  const rows = await readOrders('seller', sellerId, limit)
  return rows.map((row) => ({
    ...orderBasics(row),
    buyerId: row.buyer_id,
    shippingAddress: row.shipping_address,
  }))
}
