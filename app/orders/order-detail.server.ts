import { sql } from 'drizzle-orm'
import { cardImageUrl } from '~/catalog/image-urls.server'
import { orderRefundedSql, orderRefundOwedSql } from '~/ledger/ledger.server'
import { db, rawQuery } from '~/platform/db.server'
import type { OrderDetail } from './order-detail'

const isoOrNull = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

/** The order `orderId` if `userId` is its buyer or seller (anyone else: null, as for a missing one). */
export async function readOrderDetail(userId: string, orderId: string): Promise<OrderDetail | null> {
  const [row] = await rawQuery<{
    id: string
    status: string
    buyer_id: string | null
    total_amount: number
    shipping_amount: number
    shipping_option: string | null
    commission_amount: number
    refunded: number
    refund_owed: number
    tracking_number: string | null
    carrier: string | null
    product_id: string | null
    name: string | null
    brand: string | null
    image: string | null
    created_at: Date | string
    confirmed_at: Date | string | null
    ship_by: Date | string | null
    shipped_at: Date | string | null
    delivered_at: Date | string | null
    protection_ends_at: Date | string | null
    completed_at: Date | string | null
    problem_reported_at: Date | string | null
    cancelled_at: Date | string | null
    refunded_at: Date | string | null
  }>(
    db(),
    sql`select o.id, o.status, o.buyer_id, o.total_amount, o.shipping_amount, o.shipping_option, o.commission_amount,
               ${orderRefundedSql(sql`o.id`)} as refunded, ${orderRefundOwedSql(sql`o.id`)} as refund_owed,
               o.tracking_number, o.carrier, o.product_id, p.name, p.brand, p.images[1] as image, o.created_at,
               o.confirmed_at, o.ship_by, o.shipped_at, o.delivered_at, o.protection_ends_at, o.completed_at,
               o.problem_reported_at, o.cancelled_at, o.refunded_at
          from orders o left join products p on p.id = o.product_id
         where o.id = ${orderId} and (o.buyer_id = ${userId} or o.seller_id = ${userId})`,
  )
  if (!row) return null
  return {
    id: row.id,
    status: row.status,
    party: row.buyer_id === userId ? 'buyer' : 'seller',
    totalAmount: row.total_amount,
    shippingAmount: row.shipping_amount,
    shippingOption: row.shipping_option,
    commissionAmount: row.commission_amount,
    refundedAmount: row.refunded + row.refund_owed,
    refundPendingAmount: row.refund_owed,
    trackingNumber: row.tracking_number,
    carrier: row.carrier,
    product:
      row.product_id && row.name !== null
        ? { id: row.product_id, name: row.name, brand: row.brand ?? '', imageUrl: cardImageUrl(row.image) }
        : null,
    createdAt: new Date(row.created_at).toISOString(),
    confirmedAt: isoOrNull(row.confirmed_at),
    shipBy: isoOrNull(row.ship_by),
    shippedAt: isoOrNull(row.shipped_at),
    deliveredAt: isoOrNull(row.delivered_at),
    protectionEndsAt: isoOrNull(row.protection_ends_at),
    completedAt: isoOrNull(row.completed_at),
    problemReportedAt: isoOrNull(row.problem_reported_at),
    cancelledAt: isoOrNull(row.cancelled_at),
    refundedAt: isoOrNull(row.refunded_at),
  }
}
