import { sql } from 'drizzle-orm'
import { db, rawQuery } from '~/platform/db.server'
import { activePaymentProvider } from '~/platform/payments/index.server'
import { getPayoutAccount } from './payout-accounts.server'
import type { PayoutAccountState, PayoutOrderLine, PayoutsView } from './payouts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Shipped orders are delivered at the latest 14 days later, then protected 2 more (issue #13). */
const SHIPPED_TO_RELEASE_MS = 16 * DAY_MS

/** The signed-in seller's payouts: account state, sums, and each paid order's money. */
export async function readPayouts(sellerId: string): Promise<PayoutsView> {
  const account = await getPayoutAccount(sellerId)
  const state: PayoutAccountState = !account
    ? 'none'
    : account.payoutsEnabled
      ? 'ready'
      : account.detailsSubmitted
        ? 'pending'
        : 'incomplete'
  const rows = await rawQuery<{
    id: string
    name: string | null
    status: string
    total_amount: number
    shipping_amount: number
    commission_amount: number
    shipped_at: Date | string | null
    protection_ends_at: Date | string | null
    transfer_status: string | null
    paid_at: Date | string | null
    partly_refunded: number
  }>(
    db(),
    sql`select o.id, p.name, o.status, o.total_amount, o.shipping_amount, o.commission_amount, o.shipped_at,
               o.protection_ends_at, t.status as transfer_status, t.paid_at,
               (select coalesce(sum(r.amount), 0) from refunds r
                 where r.order_id = o.id and r.reason = 'dispute-partial')::int as partly_refunded
          from orders o
          left join products p on p.id = o.product_id
          left join transfers t on t.order_id = o.id
         where o.seller_id = ${sellerId} and o.confirmed_at is not null and o.status <> 'cancelled'
         order by o.created_at desc, o.id desc
         limit 200`,
  )
  const orders = rows.map((row): PayoutOrderLine => {
    // A dispute's partial refund comes out of the seller's share (docs/decisions/0031-disputes.md).
    const net = row.total_amount - row.commission_amount - row.partly_refunded
    const payout: PayoutOrderLine['payout'] =
      row.status === 'refunded'
        ? 'refunded'
        : row.transfer_status === 'paid'
          ? 'paid'
          : row.transfer_status === 'reversed'
            ? 'reversed'
            : row.transfer_status === 'waiting'
              ? 'waiting'
              : 'held'
    const releaseDate =
      payout === 'paid' && row.paid_at
        ? new Date(row.paid_at).toISOString()
        : row.status === 'delivered' && row.protection_ends_at
          ? new Date(row.protection_ends_at).toISOString()
          : row.status === 'shipped' && row.shipped_at
            ? new Date(new Date(row.shipped_at).getTime() + SHIPPED_TO_RELEASE_MS).toISOString()
            : null
    return {
      orderId: row.id,
      productName: row.name,
      status: row.status,
      gross: row.total_amount - row.shipping_amount,
      shipping: row.shipping_amount,
      commission: row.commission_amount,
      net,
      payout,
      releaseDate,
    }
  })
  const sum = (kind: PayoutOrderLine['payout']) =>
    orders.filter((order) => order.payout === kind).reduce((total, order) => total + order.net, 0)
  return {
    account: state,
    testMode: activePaymentProvider().name === 'test',
    held: orders
      .filter((order) => order.payout === 'held' && order.status !== 'completed')
      .reduce((total, order) => total + order.net, 0),
    waiting: sum('waiting'),
    paidOut: sum('paid'),
    orders,
  }
}
