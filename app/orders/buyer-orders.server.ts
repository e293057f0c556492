/**
 * A buyer's orders (SPEC §7 "orders select (id, total_amount, status, created_at, product_id,
 * seller_id, embedded product name, price, images, brand) where buyer_id matches, newest first"),
 * for the Orders tab of /profile and the buyer dashboard.
 */
import { sql } from 'drizzle-orm'
import { cardImageUrl } from '~/catalog/image-urls.server'
import { db, rawQuery } from '~/platform/db.server'
import type { BuyerDashboardStats, BuyerOrder } from './buyer-orders'

interface BuyerOrderRow {
  id: string
  total_amount: number
  status: string
  created_at: Date | string
  product_id: string | null
  seller_id: string | null
  tracking_number: string | null
  name: string | null
  brand: string | null
  price: number | null
  image: string | null
}

/** The most orders the Orders tab lists. */
export const BUYER_ORDERS_SHOWN = 100

export async function listBuyerOrders(buyerId: string, limit = BUYER_ORDERS_SHOWN): Promise<BuyerOrder[]> {
  const rows = await rawQuery<BuyerOrderRow>(
    db(),
    sql`select o.id, o.total_amount, o.status, o.created_at, o.product_id, o.seller_id, o.tracking_number,
               p.name, p.brand, p.price, p.images[1] as image
          from orders o
          left join products p on p.id = o.product_id
         where o.buyer_id = ${buyerId}
         order by o.created_at desc, o.id desc
         limit ${limit}`,
  )
  return rows.map((row) => ({
    id: row.id,
    totalAmount: row.total_amount,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    sellerId: row.seller_id,
    trackingNumber: row.tracking_number,
    product:
      row.product_id && row.name !== null
        ? {
            id: row.product_id,
            name: row.name,
            brand: row.brand ?? '',
            price: row.price ?? 0,
            imageUrl: cardImageUrl(row.image),
          }
        : null,
  }))
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
