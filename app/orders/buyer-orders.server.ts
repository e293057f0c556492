/**
 * A buyer's orders (SPEC §7 "orders select (id, total_amount, status, created_at, product_id,
 * seller_id, embedded product name, price, images, brand) where buyer_id matches, newest first"),
 * for the Orders tab of /profile and the buyer dashboard.
 */
import { sql } from 'drizzle-orm'
import { db, rawQuery } from '~/platform/db.server'
import type { BuyerDashboardStats, BuyerOrder } from './buyer-orders'
import { orderBasics, readOrders } from './order-rows.server'

/** The most orders the Orders tab lists. */
export const BUYER_ORDERS_SHOWN = 100

export async function listBuyerOrders(buyerId: string, limit = BUYER_ORDERS_SHOWN): Promise<BuyerOrder[]> {
  const rows = await readOrders('buyer', buyerId, limit)
  return rows.map((row) => ({ ...orderBasics(row), sellerId: row.seller_id }))
}

/**
 * The buyer dashboard's figures in one query. Total spent follows SPEC §7: the total_amount of the
 * buyer's delivered orders (where it is not null), summed.
 */
export async function getBuyerDashboardStats(buyerId: string): Promise<BuyerDashboardStats> {
  const [row] = await rawQuery<{ orders: number; spent: number; in_progress: number; cart: number }>(
    db(),
    sql`select count(*)::int as orders,
               coalesce(sum(total_amount) filter (where status = 'delivered' and total_amount is not null), 0)::float8 as spent,
               (count(*) filter (where status in ('pending', 'confirmed', 'shipped')))::int as in_progress,
               (select count(*)::int from cart_items where user_id = ${buyerId}) as cart
          from orders where buyer_id = ${buyerId}`,
  )
  return {
    totalOrders: row?.orders ?? 0,
    totalSpent: row?.spent ?? 0,
    inProgress: row?.in_progress ?? 0,
    cartItems: row?.cart ?? 0,
  }
}
