/**
 * Paying sellers (issue #13 item 3; docs/decisions/0029-seller-payouts-with-stripe-connect.md):
 * Stripe Connect's "separate charges and transfers". A completed order's seller gets one transfer
 * of price + shipping − commission, tied to the buyer's charge (`source_transaction`) and checkout
 * (`transfer_group`), with the idempotency key `transfer-<order>`.
 *
 * Exactly one transfer per order: the `transfers` row is unique per order and moves
 * waiting → pending → paid with conditional writes; the job is deduplicated by order; the provider
 * sees one idempotency key per order, so a retry after a lost answer or two runs at once are one
 * transfer. A seller without a ready payout account has the row 'waiting' until the account is ready.
 */
import { sql } from 'drizzle-orm'
import { recordLedgerEntries } from '~/ledger/ledger.server'
import { db, rawQuery, type Transaction } from '~/platform/db.server'
import { enqueue } from '~/platform/jobs/queue.server'
import { log } from '~/platform/log.server'
import { paymentProviderNamed } from '~/platform/payments/index.server'
import type { PaymentProviderName } from '~/platform/payments/provider'

interface TransferPlan {
  amount: number
  commission: number
  provider: PaymentProviderName
  destination: string
  chargeId: string | null
  checkoutId: string
}

export type TransferOutcome = 'paid' | 'waiting' | 'not-due' | 'already-paid'

/** The `payouts.transfer` job: pays a completed order's seller, or leaves the money waiting. */
export async function payTransfer(orderId: string): Promise<TransferOutcome> {
  const decided = await db().transaction(async (tx) => {
    // Locked first on its own, so that the refunds counted below include one committed while this
    // waited for the lock (an operator's refund locks the order too).
    await tx.execute(sql`select id from orders where id = ${orderId} for update`)
    const [order] = await rawQuery<{
      seller_id: string | null
      status: string
      total_amount: number
      commission_amount: number
      checkout_id: string
      provider: PaymentProviderName
      charge_id: string | null
      account_id: string | null
      account_provider: string | null
      payouts_enabled: boolean | null
      partly_refunded: number
    }>(
      tx,
      sql`select o.seller_id, o.status, o.total_amount, o.commission_amount, c.id as checkout_id, c.provider,
                 c.charge_id, pa.account_id, pa.provider as account_provider, pa.payouts_enabled,
                 (select coalesce(sum(r.amount), 0) from refunds r
                   where r.order_id = o.id and r.reason = 'dispute-partial')::int as partly_refunded
            from orders o
            join checkout_sessions c on c.id = o.checkout_session_id
            left join payout_accounts pa on pa.user_id = o.seller_id
           where o.id = ${orderId}`,
    )
    if (order?.status !== 'completed') return { outcome: 'not-due' as const }
    // A partial refund of a dispute comes out of the seller's share (docs/decisions/0031-disputes.md).
    const amount = order.total_amount - order.commission_amount - order.partly_refunded
    const ready = Boolean(
      order.payouts_enabled && order.account_id && order.account_provider === order.provider,
    )
    // One row per order: made 'waiting' or 'pending'; a waiting one becomes pending once ready.
    const [row] = await rawQuery<{ status: string; destination: string | null }>(
      tx,
      sql`insert into transfers (order_id, seller_id, amount, status, provider, destination)
          values (${orderId}, ${order.seller_id}, ${amount}, ${ready ? 'pending' : 'waiting'}, ${order.provider},
                  ${ready ? order.account_id : null})
          on conflict (order_id) do update
             set status = case when transfers.status = 'waiting' and excluded.status = 'pending' then 'pending'
                               else transfers.status end,
                 destination = case when transfers.status = 'waiting' then excluded.destination
                                    else transfers.destination end
          returning status, destination`,
    )
    if (row?.status === 'waiting') return { outcome: 'waiting' as const }
    if (row?.status !== 'pending' || !row.destination) return { outcome: 'already-paid' as const }
    return {
      outcome: 'pay' as const,
      plan: {
        amount,
        commission: order.commission_amount,
        provider: order.provider,
        destination: row.destination,
        chargeId: order.charge_id,
        checkoutId: order.checkout_id,
      } satisfies TransferPlan,
    }
  })
  if (decided.outcome !== 'pay') {
    if (decided.outcome === 'waiting') log.info('payouts.waiting_for_account', { orderId })
    return decided.outcome
  }
  const { plan } = decided
  const provider = paymentProviderNamed(plan.provider)
  if (!provider) throw new Error(`The payment provider ${plan.provider} is not configured`)
  // Throws when the provider cannot be reached: the job retries with the same key.
  const made = await provider.createTransfer({
    amount: plan.amount,
    destination: plan.destination,
    sourceTransaction: plan.chargeId,
    transferGroup: plan.checkoutId,
    idempotencyKey: `transfer-${orderId}`,
    metadata: { order_id: orderId },
  })
  const paid = await db().transaction(async (tx) => {
    const [row] = await rawQuery<{ id: string }>(
      tx,
      sql`update transfers set status = 'paid', provider_reference = ${made.id}, paid_at = now()
           where order_id = ${orderId} and status = 'pending' returning id`,
    )
    if (!row) return false
    await recordLedgerEntries(tx, [
      {
        entryKey: `transfer:${orderId}`,
        orderId,
        checkoutSessionId: plan.checkoutId,
        kind: 'transfer',
        amount: plan.amount,
        providerReference: made.id,
      },
      {
        entryKey: `commission:${orderId}`,
        orderId,
        checkoutSessionId: plan.checkoutId,
        kind: 'commission',
        amount: plan.commission,
        providerReference: null,
      },
    ])
    return true
  })
  if (paid) log.info('payouts.transferred', { orderId, amount: plan.amount, transfer: made.id })
  return paid ? 'paid' : 'already-paid'
}

/** A seller's payout account became ready: every transfer waiting for it is queued. */
export async function releaseWaitingTransfers(sellerId: string) {
  return db().transaction(async (tx) => {
    const waiting = await rawQuery<{ order_id: string }>(
      tx,
      sql`select t.order_id from transfers t
            join payout_accounts pa on pa.user_id = t.seller_id and pa.payouts_enabled
           where t.seller_id = ${sellerId} and t.status = 'waiting'`,
    )
    for (const { order_id } of waiting) {
      await enqueue(
        tx,
        'payouts.transfer',
        { orderId: order_id },
        { dedupeKey: `transfer-release-${order_id}` },
      )
    }
    return waiting.length
  })
}

/** The sweep: sellers whose account is ready but who still have money waiting (a lost job). */
export async function releaseAllWaitingTransfers() {
  const sellers = await rawQuery<{ seller_id: string }>(
    db(),
    sql`select distinct t.seller_id from transfers t
          join payout_accounts pa on pa.user_id = t.seller_id and pa.payouts_enabled
         where t.status = 'waiting'`,
  )
  for (const { seller_id } of sellers) await releaseWaitingTransfers(seller_id)
  return sellers.length
}

/**
 * A refunded order whose seller was paid (the `payouts.reverse-transfer` job): the transfer is
 * taken back and the commission given back with it, so the order's money is all refunded.
 */
export async function reverseOrderTransfer(orderId: string) {
  const [transfer] = await rawQuery<{
    amount: number
    provider: PaymentProviderName
    provider_reference: string | null
    commission_amount: number
    checkout_session_id: string | null
  }>(
    db(),
    sql`select t.amount - t.reversed_amount as amount, t.provider, t.provider_reference, o.commission_amount,
               o.checkout_session_id
          from transfers t join orders o on o.id = t.order_id
         where t.order_id = ${orderId} and t.status = 'paid' and o.status = 'refunded'`,
  )
  if (!transfer?.provider_reference) return false
  const provider = paymentProviderNamed(transfer.provider)
  if (!provider) throw new Error(`The payment provider ${transfer.provider} is not configured`)
  const reversal = await provider.reverseTransfer(
    transfer.provider_reference,
    transfer.amount,
    `reversal-${orderId}`,
  )
  return db().transaction(async (tx) => {
    const [row] = await rawQuery<{ id: string }>(
      tx,
      sql`update transfers set status = 'reversed', reversal_reference = ${reversal.id}, reversed_at = now()
           where order_id = ${orderId} and status = 'paid' returning id`,
    )
    if (!row) return false
    await recordLedgerEntries(tx, [
      {
        entryKey: `transfer-reversal:${orderId}`,
        orderId,
        checkoutSessionId: transfer.checkout_session_id,
        kind: 'transfer_reversal',
        amount: transfer.amount,
        providerReference: reversal.id,
      },
      {
        entryKey: `commission-return:${orderId}`,
        orderId,
        checkoutSessionId: transfer.checkout_session_id,
        kind: 'commission',
        amount: -transfer.commission_amount,
        providerReference: null,
      },
    ])
    log.info('payouts.transfer_reversed', { orderId, reversal: reversal.id })
    return true
  })
}

/**
 * A partial refund of an order whose seller was already paid (docs/decisions/0031-disputes.md):
 * exactly `amount` of the transfer is taken back (idempotency key `reversal-partial-<order>`), and
 * in the transaction that records the reversal `thenInSameTransaction` records the buyer's refund,
 * so the ledger never shows the money gone from the seller and not owed to the buyer. Returns false
 * when there is nothing to reverse (not paid, or already reversed in part).
 */
export async function reversePartOfTransfer(
  orderId: string,
  amount: number,
  thenInSameTransaction: (tx: Transaction) => Promise<void>,
) {
  const [transfer] = await rawQuery<{
    amount: number
    provider: PaymentProviderName
    provider_reference: string | null
    checkout_session_id: string | null
  }>(
    db(),
    sql`select t.amount, t.provider, t.provider_reference, o.checkout_session_id
          from transfers t join orders o on o.id = t.order_id
         where t.order_id = ${orderId} and t.status = 'paid' and t.reversed_amount = 0`,
  )
  if (!transfer?.provider_reference) return false
  if (amount <= 0 || amount >= transfer.amount)
    throw new Error('A partial reversal must be less than the transfer')
  const provider = paymentProviderNamed(transfer.provider)
  if (!provider) throw new Error(`The payment provider ${transfer.provider} is not configured`)
  const reversal = await provider.reverseTransfer(
    transfer.provider_reference,
    amount,
    `reversal-partial-${orderId}`,
  )
  return db().transaction(async (tx) => {
    const [row] = await rawQuery<{ id: string }>(
      tx,
      sql`update transfers set reversed_amount = ${amount}, partial_reversal_reference = ${reversal.id}
           where order_id = ${orderId} and status = 'paid' and reversed_amount = 0 returning id`,
    )
    if (!row) return false
    await recordLedgerEntries(tx, [
      {
        entryKey: `transfer-reversal-partial:${orderId}`,
        orderId,
        checkoutSessionId: transfer.checkout_session_id,
        kind: 'transfer_reversal',
        amount,
        providerReference: reversal.id,
      },
    ])
    await thenInSameTransaction(tx)
    log.info('payouts.transfer_partly_reversed', { orderId, amount, reversal: reversal.id })
    return true
  })
}
