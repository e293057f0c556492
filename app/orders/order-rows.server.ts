/**
 * The one query behind both order lists (SPEC §7: orders of a buyer or of a seller, newest first,
 * embedding the product's name, images and brand). The amounts are the order's, as charged and
 * refunded (issue #26 item 6): the item's price is what the buyer paid for it (an accepted offer's
 * amount), never the listing's current price.
 */
import { sql } from 'drizzle-orm'
import { cardImageUrl } from '~/catalog/image-urls.server'
import { orderRefundedSql, orderRefundOwedSql } from '~/ledger/ledger.server'
import { db, rawQuery } from '~/platform/db.server'
import type { ShippingAddress } from '../../db/schema'

export interface OrderRow {
  id: string
  total_amount: number
  shipping_amount: number
  refunded: number
  refund_owed: number
  status: string
  created_at: Date | string
  buyer_id: string | null
  seller_id: string | null
  shipping_address: ShippingAddress | null
  tracking_number: string | null
  carrier: string | null
  shipping_option: string | null
  shipped_at: Date | string | null
  product_id: string | null
  name: string | null
  brand: string | null
  image: string | null
}

/** The orders where the user is the buyer or the seller, newest first. */
export function readOrders(party: 'buyer' | 'seller', userId: string, limit: number) {
  const column = party === 'buyer' ? sql`o.buyer_id` : sql`o.seller_id`
  return rawQuery<OrderRow>(
    db(),
    sql`select o.id, o.total_amount, o.shipping_amount, o.status, o.created_at, o.buyer_id, o.seller_id, o.product_id,
               o.shipping_address, o.tracking_number, o.carrier, o.shipping_option, o.shipped_at,
               ${orderRefundedSql(sql`o.id`)} as refunded, ${orderRefundOwedSql(sql`o.id`)} as refund_owed,
               p.name, p.brand, p.images[1] as image
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
    /** What the item was sold for: the total less its shipping. */
    itemAmount: row.total_amount - row.shipping_amount,
    shippingAmount: row.shipping_amount,
    /** Given back to the buyer, paid or on its way. */
    refundedAmount: row.refunded + row.refund_owed,
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
            imageUrl: cardImageUrl(row.image),
          }
        : null,
  }
}
