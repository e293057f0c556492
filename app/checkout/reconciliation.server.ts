/**
 * Payments against orders (the `checkout.reconcile` cron job): for every paid checkout, what was
 * charged must equal the orders it made plus what was given back, every refund must have been paid,
 * and every order must come from a paid checkout. Each run is a `reconciliation_runs` row listing
 * what it found; problems are also logged as errors. It changes nothing: a person decides.
 */
import { sql } from 'drizzle-orm'
import { db, rawQuery } from '~/platform/db.server'
import { log } from '~/platform/log.server'
import { reconciliationRuns } from '../../db/schema'

/** A refund or an order's refund may take this long before its absence is a problem. */
export const RECONCILE_GRACE_MS = 60 * 60 * 1000

export type ReconciliationProblem =
  | 'amounts-differ'
  | 'refunded-amount-differs'
  | 'refund-not-paid'
  | 'order-without-payment'

interface CheckoutTotalsRow {
  id: string
  amount_total: number
  amount_refunded: number
  live_orders: number
  refunds_total: number
  pending_refunds: number
  /** Cancelled orders of this checkout with no refund recorded yet, cancelled within the grace. */
  recent_unrefunded: number
}

export async function reconcilePayments(now: Date) {
  const graceStart = new Date(now.getTime() - RECONCILE_GRACE_MS).toISOString()
  const checkouts = await rawQuery<CheckoutTotalsRow>(
    db(),
    sql`select c.id, c.amount_total, c.amount_refunded,
               coalesce((select sum(o.total_amount) from orders o
                          where o.checkout_session_id = c.id and o.status <> 'cancelled'), 0)::int as live_orders,
               coalesce((select sum(r.amount) from refunds r where r.checkout_session_id = c.id), 0)::int as refunds_total,
               (select count(*) from refunds r where r.checkout_session_id = c.id and r.status = 'pending'
                   and r.created_at <= ${graceStart}::timestamptz)::int as pending_refunds,
               (select count(*) from orders o where o.checkout_session_id = c.id and o.status = 'cancelled'
                   and o.cancelled_at > ${graceStart}::timestamptz
                   and not exists (select 1 from refunds r where r.order_id = o.id))::int as recent_unrefunded
          from checkout_sessions c
         where c.status = 'completed' and c.completed_at <= ${now.toISOString()}::timestamptz`,
  )
  const problems: { checkoutId: string; problem: ReconciliationProblem }[] = []
  for (const row of checkouts) {
    if (row.recent_unrefunded === 0 && row.amount_total !== row.live_orders + row.refunds_total) {
      problems.push({ checkoutId: row.id, problem: 'amounts-differ' })
    }
    if (row.recent_unrefunded === 0 && row.amount_refunded !== row.refunds_total) {
      problems.push({ checkoutId: row.id, problem: 'refunded-amount-differs' })
    }
    if (row.pending_refunds > 0) problems.push({ checkoutId: row.id, problem: 'refund-not-paid' })
  }
  const unpaid = await rawQuery<{ checkout_session_id: string }>(
    db(),
    sql`select distinct o.checkout_session_id from orders o
          join checkout_sessions c on c.id = o.checkout_session_id
         where c.status <> 'completed'`,
  )
  for (const row of unpaid)
    problems.push({ checkoutId: row.checkout_session_id, problem: 'order-without-payment' })

  await db().insert(reconciliationRuns).values({ checkedAt: now, checkouts: checkouts.length, problems })
  for (const problem of problems) log.error('reconciliation.problem', problem)
  log.info('reconciliation.done', { checkouts: checkouts.length, problems: problems.length })
  return { checkouts: checkouts.length, problems }
}
