/**
 * A buyer's orders (SPEC §7 "orders select (id, total_amount, status, created_at, product_id,
 * seller_id, embedded product name, price, images, brand) where buyer_id matches, newest first"),
 * for the Orders tab of /profile and the buyer dashboard.
 */
import { sql } from 'drizzle-orm'
import { orderRefundedSql, orderRefundOwedSql } from '~/ledger/ledger.server'
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
 * The buyer dashboard's figures in one query. Total spent follows SPEC §7 (the total_amount of the
 * buyer's delivered orders, summed), counting the orders past delivery too (completed, disputed,
 * refunded) and less what was refunded of them (issue #26 item 6).
 */
export async function getBuyerDashboardStats(buyerId: string): Promise<BuyerDashboardStats> {
  const [row] = await rawQuery<{ orders: number; spent: number; in_progress: number; cart: number }>(
    db(),
    sql`select count(*)::int as orders,
               coalesce(sum(o.total_amount - ${orderRefundedSql(sql`o.id`)} - ${orderRefundOwedSql(sql`o.id`)})
                 filter (where o.status in ('delivered', 'disputed', 'completed', 'refunded')), 0)::float8 as spent,
               (count(*) filter (where status in ('pending', 'confirmed', 'shipped')))::int as in_progress,
               (select count(*)::int from cart_items where user_id = ${buyerId}) as cart
          from orders o where o.buyer_id = ${buyerId}`,
  )
  return {
    totalOrders: row?.orders ?? 0,
    totalSpent: row?.spent ?? 0,
    inProgress: row?.in_progress ?? 0,
    cartItems: row?.cart ?? 0,
  }
}
