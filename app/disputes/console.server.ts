/**
 * The operator's view of disputes (issue #14 item 5): the list by filter, and one dispute with both
 * sides, the photos, the timeline and the order's ledger. Callers check the operator (requireAdmin).
 */
import { sql } from 'drizzle-orm'
import { DEFAULT_LOCALE, type Locale } from '~/i18n'
import { orderLedgerMismatch, readOrderLedger } from '~/ledger/ledger.server'
import { db, rawQuery } from '~/platform/db.server'
import type { DisputeReason, DisputeStatus } from './dispute-rules'
import { type DisputeFilter, FILTER_STATUSES } from './disputes'
import { readDisputeById } from './disputes.server'

export interface DisputeListRow {
  id: string
  orderId: string
  reason: DisputeReason
  status: DisputeStatus
  createdAt: string
  dueAt: string | null
  productName: string | null
  totalAmount: number
  buyerEmail: string | null
  sellerEmail: string | null
}

export async function listDisputes(filter: DisputeFilter) {
  const statuses = FILTER_STATUSES[filter]
  const rows = await rawQuery<{
    id: string
    order_id: string
    reason: DisputeReason
    status: DisputeStatus
    created_at: Date | string
    due_at: Date | string | null
    name: string | null
    total_amount: number
    buyer_email: string | null
    seller_email: string | null
  }>(
    db(),
    sql`select d.id, d.order_id, d.reason, d.status, d.created_at, d.due_at, p.name, o.total_amount,
               bu.email as buyer_email, su.email as seller_email
          from disputes d
          join orders o on o.id = d.order_id
          left join products p on p.id = o.product_id
          left join users bu on bu.id = d.buyer_id
          left join users su on su.id = d.seller_id
         where d.status in (${sql.join(
           statuses.map((status) => sql`${status}`),
           sql`, `,
         )})
         order by d.escalated_at nulls last, d.created_at
         limit 200`,
  )
  return rows.map(
    (row): DisputeListRow => ({
      id: row.id,
      orderId: row.order_id,
      reason: row.reason,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      dueAt: row.due_at ? new Date(row.due_at).toISOString() : null,
      productName: row.name,
      totalAmount: row.total_amount,
      buyerEmail: row.buyer_email,
      sellerEmail: row.seller_email,
    }),
  )
}

/** One dispute for the operator: the dispute, its order and both parties, the ledger. */
export async function disputeCase(disputeId: string, locale: Locale = DEFAULT_LOCALE) {
  const dispute = await readDisputeById(disputeId, locale)
  if (!dispute) return null
  const [order] = await rawQuery<{
    id: string
    status: string
    total_amount: number
    shipping_amount: number
    commission_amount: number
    name: string | null
    tracking_number: string | null
    buyer_id: string | null
    buyer_email: string | null
    seller_id: string | null
    seller_email: string | null
  }>(
    db(),
    sql`select o.id, o.status, o.total_amount, o.shipping_amount, o.commission_amount, p.name, o.tracking_number,
               o.buyer_id, bu.email as buyer_email, o.seller_id, su.email as seller_email
          from orders o
          left join products p on p.id = o.product_id
          left join users bu on bu.id = o.buyer_id
          left join users su on su.id = o.seller_id
         where o.id = ${dispute.orderId}`,
  )
  if (!order) return null
  return {
    dispute,
    order: {
      id: order.id,
      status: order.status,
      totalAmount: order.total_amount,
      shippingAmount: order.shipping_amount,
      commissionAmount: order.commission_amount,
      productName: order.name,
      trackingNumber: order.tracking_number,
      buyer: { id: order.buyer_id, email: order.buyer_email },
      seller: { id: order.seller_id, email: order.seller_email },
    },
    ledger: await readOrderLedger(db(), order.id),
    mismatch: await orderLedgerMismatch(db(), order.id),
  }
}

/** The dispute of an order, if any (the orders console links to it). */
export async function disputeIdOfOrder(orderId: string) {
  const [row] = await rawQuery<{ id: string }>(db(), sql`select id from disputes where order_id = ${orderId}`)
  return row?.id ?? null
}
