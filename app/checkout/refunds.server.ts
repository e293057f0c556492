/**
 * Refunds: money given back through the provider that took it. The decision is a `refunds` row
 * (pending) written in the transaction that makes it, with the `checkout.refund` job enqueued next
 * to it; the job calls the provider with an idempotency key per refund and marks the row succeeded
 * once. A refund that keeps failing ends as a dead job (`npm run jobs`) with its row still pending,
 * which the reconciliation reports.
 */
import { sql } from 'drizzle-orm'
import { recordLedgerEntries } from '~/ledger/ledger.server'
import { type DatabaseOrTransaction, db, rawQuery } from '~/platform/db.server'
import { enqueue } from '~/platform/jobs/queue.server'
import { log } from '~/platform/log.server'
import { paymentProviderNamed } from '~/platform/payments/index.server'
import type { PaymentProviderName } from '~/platform/payments/provider'

async function queueRefund(tx: DatabaseOrTransaction, refundId: string) {
  await enqueue(tx, 'checkout.refund', { refundId }, { dedupeKey: refundId })
}

/**
 * A cancelled order's amount goes back (the `checkout.refund-order` job the orders domain enqueues
 * when it cancels). Orders without a checkout, or whose checkout has no payment, have nothing to
 * refund; a second run finds the refund already recorded.
 */
export async function recordCancelledOrderRefund(orderId: string) {
  await db().transaction(async (tx) => {
    const [order] = await rawQuery<{ checkout_session_id: string; total_amount: number; status: string }>(
      tx,
      sql`select o.checkout_session_id, o.total_amount, o.status from orders o
            join checkout_sessions c on c.id = o.checkout_session_id
           where o.id = ${orderId} and o.status in ('cancelled', 'refunded') and c.amount_captured > 0`,
    )
    if (!order) return
    const [refund] = await rawQuery<{ id: string }>(
      tx,
      sql`insert into refunds (checkout_session_id, order_id, amount, reason)
          values (${order.checkout_session_id}, ${orderId}, ${order.total_amount}, ${order.status === 'refunded' ? 'order-refunded' : 'order-cancelled'})
          on conflict do nothing returning id`,
    )
    if (!refund) return
    await tx.execute(
      sql`update checkout_sessions set amount_refunded = amount_refunded + ${order.total_amount}, updated_at = now()
           where id = ${order.checkout_session_id}`,
    )
    await queueRefund(tx, refund.id)
  })
}

/**
 * Part of a delivered, disputed or paid order given back (a dispute's partial refund,
 * docs/decisions/0031-disputes.md), in the caller's transaction: recorded pending and paid by the
 * `checkout.refund` job. One refund per order (the unique index), so a repeat records nothing;
 * answers whether it was recorded.
 */
export async function recordPartialOrderRefund(tx: DatabaseOrTransaction, orderId: string, amount: number) {
  const [order] = await rawQuery<{ checkout_session_id: string }>(
    tx,
    sql`select o.checkout_session_id from orders o
          join checkout_sessions c on c.id = o.checkout_session_id
         where o.id = ${orderId} and c.amount_captured > 0`,
  )
  if (!order) return false
  const [refund] = await rawQuery<{ id: string }>(
    tx,
    sql`insert into refunds (checkout_session_id, order_id, amount, reason)
        values (${order.checkout_session_id}, ${orderId}, ${amount}, 'dispute-partial')
        on conflict do nothing returning id`,
  )
  if (!refund) return false
  await tx.execute(
    sql`update checkout_sessions set amount_refunded = amount_refunded + ${amount}, updated_at = now()
         where id = ${order.checkout_session_id}`,
  )
  await queueRefund(tx, refund.id)
  return true
}

/**
 * Pays one recorded refund (the `checkout.refund` job). The provider sees one idempotency key per
 * refund, so a retry after a lost answer is not a second refund; throwing leaves it pending for the
 * next attempt.
 */
export async function payRefund(refundId: string) {
  const [refund] = await rawQuery<{
    amount: number
    status: string
    provider: PaymentProviderName
    payment_reference: string | null
    checkout_session_id: string
    order_id: string | null
  }>(
    db(),
    sql`select r.amount, r.status, c.provider, c.payment_reference, r.checkout_session_id, r.order_id
          from refunds r join checkout_sessions c on c.id = r.checkout_session_id
         where r.id = ${refundId}`,
  )
  if (!refund || refund.status === 'succeeded') return
  if (!refund.payment_reference) throw new Error('The checkout has no payment to refund')
  const provider = paymentProviderNamed(refund.provider)
  if (!provider) throw new Error(`The payment provider ${refund.provider} is not configured`)
  const paid = await provider.refund(refund.payment_reference, refund.amount, `refund-${refundId}`)
  const marked = await db().transaction(async (tx) => {
    const [row] = await rawQuery<{ id: string }>(
      tx,
      sql`update refunds set status = 'succeeded', refunded_at = now(), provider_reference = ${paid.id}
           where id = ${refundId} and status = 'pending' returning id`,
    )
    // An order's refund is a ledger row (a missed item's was never charged in the first place).
    if (row && refund.order_id) {
      await recordLedgerEntries(tx, [
        {
          entryKey: `refund:${refundId}`,
          orderId: refund.order_id,
          checkoutSessionId: refund.checkout_session_id,
          kind: 'refund',
          amount: refund.amount,
          providerReference: paid.id,
        },
      ])
    }
    return row
  })
  if (marked) {
    log.info('checkout.refunded', {
      refundId,
      checkoutId: refund.checkout_session_id,
      amount: refund.amount,
    })
  }
}
