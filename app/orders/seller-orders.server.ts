/**
 * A seller's orders (SPEC §7 "orders select by seller_id newest first", embedding the product's
 * name, price, images and brand), for the Orders tab of the seller dashboard.
 */
import { sql } from 'drizzle-orm'
import { cardImageUrl } from '~/catalog/image-urls.server'
import { db, rawQuery } from '~/platform/db.server'
import type { ShippingAddress } from '../../db/schema'
import type { SellerOrder } from './seller-orders'

interface OrderRow {
  id: string
  total_amount: number
  status: string
  created_at: Date | string
  buyer_id: string | null
  shipping_address: ShippingAddress | null
  tracking_number: string | null
  product_id: string | null
  name: string | null
  brand: string | null
  price: number | null
  image: string | null
}

/** The most orders the tab lists. */
export const SELLER_ORDERS_SHOWN = 100

export async function listSellerOrders(
  sellerId: string,
  limit = SELLER_ORDERS_SHOWN,
): Promise<SellerOrder[]> {
  const rows = await rawQuery<OrderRow>(
    db(),
    sql`select o.id, o.total_amount, o.status, o.created_at, o.buyer_id, o.product_id,
               o.shipping_address, o.tracking_number,
               p.name, p.brand, p.price, p.images[1] as image
          from orders o
          left join products p on p.id = o.product_id
         where o.seller_id = ${sellerId}
         order by o.created_at desc, o.id desc
         limit ${limit}`,
  )
  return rows.map((row) => ({
    id: row.id,
    totalAmount: row.total_amount,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    buyerId: row.buyer_id,
    shippingAddress: row.shipping_address,
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
