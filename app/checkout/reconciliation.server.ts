/**
 * Payments against orders (the `checkout.reconcile` cron job): for every paid checkout, what was
 * charged must equal the orders it made plus what was given back, every refund must have been paid,
 * and every order must come from a paid checkout. Each run is a `reconciliation_runs` row listing
 * what it found; problems are also logged as errors. It changes nothing: a person decides.
 */
import { sql } from 'drizzle-orm'
import { ledgerMismatch, readOrderMoney } from '~/ledger/ledger.server'
import { db, rawQuery } from '~/platform/db.server'
import { sendMailLater } from '~/platform/email/mail-queue.server'
import { escapeHtml } from '~/platform/email/templates.server'
import { env } from '~/platform/env.server'
import { log } from '~/platform/log.server'
import { paymentProviderNamed } from '~/platform/payments/index.server'
import { reconciliationRuns } from '../../db/schema'

/** A refund or an order's refund may take this long before its absence is a problem. */
export const RECONCILE_GRACE_MS = 60 * 60 * 1000

export type ReconciliationProblem =
  | 'amounts-differ'
  | 'refunded-amount-differs'
  | 'refund-not-paid'
  | 'order-without-payment'
  /** The ledger of an order does not add up (issue #13): charged ≠ refunded + transferred + commission + held. */
  | 'ledger-mismatch'
  /** The provider's own record of a payment or transfer differs from the ledger. */
  | 'provider-differs'
  /** The provider could not be asked (not configured any more, or its API failed): checked next run. */
  | 'provider-unreadable'

interface CheckoutTotalsRow {
  id: string
  amount_total: number
  amount_refunded: number
  live_orders: number
  refunds_total: number
  gone_refunds: number
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
               -- Refunds of money no live order accounts for (missed items, cancelled orders): a
               -- refunded or partly refunded order still counts its whole total among live_orders.
               coalesce((select sum(r.amount) from refunds r left join orders ro on ro.id = r.order_id
                          where r.checkout_session_id = c.id
                            and (r.order_id is null or ro.status = 'cancelled')), 0)::int as gone_refunds,
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
    if (row.recent_unrefunded === 0 && row.amount_total !== row.live_orders + row.gone_refunds) {
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

  // The ledger, order by order; an order that moved within the grace may still have a job to run.
  const moneyProblems: {
    checkoutId?: string
    orderId: string
    problem: ReconciliationProblem
    detail: string
  }[] = []
  const settled = new Set(
    (
      await rawQuery<{ id: string }>(
        db(),
        sql`select id from orders where updated_at <= ${graceStart}::timestamptz and confirmed_at is not null`,
      )
    ).map((row) => row.id),
  )
  for (const order of await readOrderMoney(db())) {
    if (!settled.has(order.orderId)) continue
    const mismatch = ledgerMismatch(order)
    if (mismatch) moneyProblems.push({ orderId: order.orderId, problem: 'ledger-mismatch', detail: mismatch })
  }
  moneyProblems.push(...(await compareWithProvider(now)))
  const allProblems = [
    ...problems,
    ...moneyProblems.map(({ orderId, ...rest }) => (orderId ? { orderId, ...rest } : rest)),
  ]

  const [run] = await db()
    .insert(reconciliationRuns)
    .values({ checkedAt: now, checkouts: checkouts.length, problems: allProblems })
    .returning({ id: reconciliationRuns.id })
  for (const problem of allProblems) log.error('reconciliation.problem', problem)
  if (allProblems.length && run) await mailOperator(run.id, now, allProblems)
  log.info('reconciliation.done', { checkouts: checkouts.length, problems: allProblems.length })
  return { checkouts: checkouts.length, problems: allProblems }
}

/** How far back the provider's records are read again each day (older money does not move). */
export const PROVIDER_LOOKBACK_DAYS = 60

interface ProviderCheckRow {
  kind: 'payment' | 'transfer'
  checkout_id: string | null
  order_id: string | null
  provider: 'stripe' | 'test'
  reference: string
  /** What the ledger says: charged and refunded, or transferred and reversed (cents). */
  ledger_amount: number
  ledger_back: number
}

/**
 * The provider's own records against the ledger (issue #13): for each paid checkout of the last
 * PROVIDER_LOOKBACK_DAYS, what the provider captured and refunded; for each transfer, what it sent
 * and took back. Read through the provider's API (Stripe's payment intents and transfers, the test
 * provider's tables), never from our own copy of it. Movements within the grace may still have a
 * job to run and are left for the next run.
 */
async function compareWithProvider(now: Date) {
  const graceStart = new Date(now.getTime() - RECONCILE_GRACE_MS).toISOString()
  const since = new Date(now.getTime() - PROVIDER_LOOKBACK_DAYS * 86_400_000).toISOString()
  const rows = await rawQuery<ProviderCheckRow>(
    db(),
    sql`select 'payment' as kind, c.id as checkout_id, null as order_id, c.provider, c.payment_reference as reference,
               coalesce((select sum(l.amount) from ledger_entries l where l.checkout_session_id = c.id
                          and l.kind in ('charge', 'shipping')), 0)::int as ledger_amount,
               coalesce((select sum(l.amount) from ledger_entries l where l.checkout_session_id = c.id
                          and l.kind = 'refund'), 0)::int as ledger_back
          from checkout_sessions c
         where c.status = 'completed' and c.payment_reference is not null
           and c.completed_at between ${since}::timestamptz and ${graceStart}::timestamptz
           and exists (select 1 from ledger_entries l where l.checkout_session_id = c.id)
           and not exists (select 1 from refunds r where r.checkout_session_id = c.id and r.status = 'pending')
           and not exists (select 1 from ledger_entries l where l.checkout_session_id = c.id
                            and l.created_at > ${graceStart}::timestamptz)
        union all
        select 'transfer', null, t.order_id, t.provider, t.provider_reference,
               coalesce((select sum(l.amount) from ledger_entries l where l.order_id = t.order_id
                          and l.kind = 'transfer'), 0)::int,
               coalesce((select sum(l.amount) from ledger_entries l where l.order_id = t.order_id
                          and l.kind = 'transfer_reversal'), 0)::int
          from transfers t
         where t.provider_reference is not null
           and t.paid_at between ${since}::timestamptz and ${graceStart}::timestamptz
           and not exists (select 1 from ledger_entries l where l.order_id = t.order_id
                            and l.created_at > ${graceStart}::timestamptz)`,
  )
  const problems: { checkoutId?: string; orderId: string; problem: ReconciliationProblem; detail: string }[] =
    []
  for (const row of rows) {
    const where = { ...(row.checkout_id ? { checkoutId: row.checkout_id } : {}), orderId: row.order_id ?? '' }
    const provider = paymentProviderNamed(row.provider)
    if (!provider) {
      problems.push({ ...where, problem: 'provider-unreadable', detail: `${row.provider} is not configured` })
      continue
    }
    try {
      if (row.kind === 'payment') {
        const record = await provider.readPayment(row.reference)
        if (record.captured !== row.ledger_amount || record.refunded !== row.ledger_back)
          problems.push({
            ...where,
            problem: 'provider-differs',
            detail: `provider captured ${record.captured}, refunded ${record.refunded}; ledger charged ${row.ledger_amount}, refunded ${row.ledger_back}`,
          })
      } else {
        const record = await provider.readTransfer(row.reference)
        if (record.amount !== row.ledger_amount || record.reversed !== row.ledger_back)
          problems.push({
            ...where,
            problem: 'provider-differs',
            detail: `provider transfer ${row.reference} sent ${record.amount}, reversed ${record.reversed}; ledger transferred ${row.ledger_amount}, reversed ${row.ledger_back}`,
          })
      }
    } catch (error) {
      log.warn('reconciliation.provider_unreadable', { reference: row.reference, error })
      problems.push({
        ...where,
        problem: 'provider-unreadable',
        detail: `${row.reference}: ${String(error)}`,
      })
    }
  }
  return problems
}

/** The operator hears about every run that found something (one e-mail per run). */
async function mailOperator(
  runId: string,
  now: Date,
  problems: { checkoutId?: string; orderId?: string; problem: string; detail?: string }[],
) {
  const lines = problems.map(
    (p) =>
      `${p.problem}: ${p.orderId ? `order ${p.orderId}` : `checkout ${p.checkoutId}`}${p.detail ? ` (${p.detail})` : ''}`,
  )
  const subject = `Reconciliation found ${problems.length} problem${problems.length === 1 ? '' : 's'}`
  const intro = `The payments reconciliation of ${now.toISOString()} (run ${runId}) found:`
  await sendMailLater(db(), `reconciliation:${runId}`, {
    to: env().OPERATOR_EMAIL,
    subject,
    text: [intro, '', ...lines.map((line) => `- ${line}`)].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
  })
}
