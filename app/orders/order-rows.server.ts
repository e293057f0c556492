/**
 * The one query behind both order lists (SPEC §7: orders of a buyer or of a seller, newest first,
 * embedding the product's name, price, images and brand).
 */
import { sql } from 'drizzle-orm'
import { cardImageUrl } from '~/catalog/image-urls.server'
import { db, rawQuery } from '~/platform/db.server'
import type { ShippingAddress } from '../../db/schema'

export interface OrderRow {
  id: string
  total_amount: number
  status: string
  created_at: Date | string
  buyer_id: string | null
  seller_id: string | null
  shipping_address: ShippingAddress | null
  tracking_number: string | null
  carrier: string | null
  shipping_option: string | null
  shipping_amount: number
  shipped_at: Date | string | null
  product_id: string | null
  name: string | null
  brand: string | null
  price: number | null
  image: string | null
}

/** The orders where the user is the buyer or the seller, newest first. */
export function readOrders(party: 'buyer' | 'seller', userId: string, limit: number) {
  const column = party === 'buyer' ? sql`o.buyer_id` : sql`o.seller_id`
  return rawQuery<OrderRow>(
    db(),
    sql`select o.id, o.total_amount, o.status, o.created_at, o.buyer_id, o.seller_id, o.product_id,
               o.shipping_address, o.tracking_number, o.carrier, o.shipping_option, o.shipping_amount, o.shipped_at,
               p.name, p.brand, p.price, p.images[1] as image
          from orders o
          left join products p on p.id = o.product_id
         where ${column} = ${userId}
         order by o.created_at desc, o.id desc
         limit ${limit}`,
  )
}

/** The fields both sides see. The product is null when the listing was deleted since. */
export function orderBasics(row: OrderRow) {
  return {
    id: row.id,
    totalAmount: row.total_amount,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    trackingNumber: row.tracking_number,
    delivery: {
      option: row.shipping_option,
      amount: row.shipping_amount,
      carrier: row.carrier,
      shipped: Boolean(row.shipped_at),
    },
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
  }
}
