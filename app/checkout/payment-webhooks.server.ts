/**
 * Payment webhooks (issue #6 "Payments" and "Orders", issue #10 "Holds"): both providers' signed
 * events end here (docs/decisions/0020-checkout-authorise-then-capture.md).
 *
 * - checkout completed (the card is authorised, nothing taken yet): in one transaction, a pending
 *   order per product that is still free and those products marked sold; then the payment is
 *   captured for exactly those items (the rest of the authorisation is released, or all of it is
 *   cancelled when nothing was free), and the orders are confirmed. An item someone else bought
 *   first is therefore never charged. A capture the provider refuses cancels the orders again.
 * - checkout expired: the checkout closes.
 *
 * The first transaction records the event id, makes the pending orders, moves the checkout to
 * 'capturing' and enqueues the capture (`checkout.capture`): the webhook answers at once, and the
 * provider calls and e-mails are jobs (docs/decisions/0026-job-queue-and-outbox.md). A retried event
 * finds the checkout 'capturing' (the capture job is deduplicated) or completed, and changes nothing.
 */
import { sql } from 'drizzle-orm'
import { invalidateBrowseCache } from '~/catalog/browse.server'
import { freezeListingSnapshots } from '~/catalog/condition/listing-snapshot.server'
import { invalidateMarketplaceStats } from '~/catalog/marketplace-stats.server'
import { recordLedgerEntries } from '~/ledger/ledger.server'
import { applyAccountUpdate } from '~/payouts/payout-accounts.server'
import { clock } from '~/platform/clock.server'
import { db, rawQuery, type Transaction } from '~/platform/db.server'
import { enqueue } from '~/platform/jobs/queue.server'
import { log } from '~/platform/log.server'
import {
  type PaymentEvent,
  PaymentNotCapturableError,
  type PaymentProvider,
  type PaymentProviderName,
  paymentProviderNamed,
  WebhookSignatureError,
} from '~/platform/payments/index.server'
import type { CheckoutLine, ShippingAddress } from '../../db/schema'
import { commissionOf, lineTotal } from './checkout'

export interface WebhookReply {
  status: 200 | 400 | 404
  body: { received: boolean; error?: string; outcome?: string }
}

export type CompletionOutcome =
  | { outcome: 'duplicate' }
  | { outcome: 'unknown-checkout' }
  /** The orders are made; the capture job takes the money (captureCheckout). */
  | { outcome: 'capturing'; checkoutId: string; orderIds: string[] }
  | { outcome: 'completed'; checkoutId: string; orderIds: string[] }
  /** The authorisation could not be captured: no order, nothing charged. */
  | { outcome: 'declined'; checkoutId: string }

export async function handlePaymentWebhook(
  providerName: string,
  rawBody: string,
  signature: string | null,
): Promise<WebhookReply> {
  const provider =
    providerName === 'stripe' || providerName === 'test' ? paymentProviderNamed(providerName) : null
  if (!provider) return { status: 404, body: { received: false, error: 'Unknown payment provider' } }
  let event: PaymentEvent
  try {
    event = provider.parseWebhook(rawBody, signature)
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      log.warn('payments.webhook_refused', { provider: provider.name, reason: error.message })
      return { status: 400, body: { received: false, error: 'Invalid signature' } }
    }
    throw error
  }
  if (event.type === 'checkout.completed') {
    const result = await completeCheckout(provider, event)
    return { status: 200, body: { received: true, outcome: result.outcome } }
  }
  if (event.type === 'account.updated') {
    const outcome = await applyAccountUpdate(provider.name, event)
    return { status: 200, body: { received: true, outcome } }
  }
  if (event.type === 'checkout.expired') {
    const outcome = await expireCheckout(provider.name, event)
    return { status: 200, body: { received: true, outcome } }
  }
  return { status: 200, body: { received: true, outcome: 'ignored' } }
}

/** Records the event; false when it was handled before. */
async function firstDelivery(
  tx: Transaction,
  provider: PaymentProviderName,
  event: PaymentEvent,
  type: string,
) {
  const rows = await rawQuery<{ id: string }>(
    tx,
    sql`insert into payment_events (id, provider, type) values (${`${provider}:${event.id}`}, ${provider}, ${type})
        on conflict (id) do nothing returning id`,
  )
  return rows.length > 0
}

interface SessionRow {
  id: string
  buyer_id: string
  status: string
  lines: CheckoutLine[]
  shipping_address: ShippingAddress
  payment_reference: string | null
}

/**
 * The checkout an event is about: by the provider's session id, which must match its provider.
 * `lock` takes its row lock; completion takes the product locks first (products, then checkouts),
 * so two completions never wait on each other in a circle.
 */
async function findCheckout(
  tx: Transaction,
  provider: PaymentProviderName,
  sessionId: string,
  lock: boolean,
) {
  const [row] = await rawQuery<SessionRow>(
    tx,
    sql`select id, buyer_id, status, lines, shipping_address, payment_reference from checkout_sessions
         where provider_session_id = ${sessionId} and provider = ${provider}
         ${lock ? sql`for update` : sql``}`,
  )
  return row ?? null
}

/** What the first transaction leaves to do: capture `amount` of the payment for `orderIds`. */
interface CapturePlan {
  outcome: 'capture'
  checkoutId: string
  paymentReference: string | null
  orderIds: string[]
  amount: number
}

/** Orders made for a checkout that wait for its capture, and what they cost. */
async function pendingOrdersOf(tx: Transaction, checkoutId: string) {
  const rows = await rawQuery<{ id: string; total_amount: number }>(
    tx,
    sql`select id, total_amount from orders where checkout_session_id = ${checkoutId} and status = 'pending' order by id`,
  )
  return { orderIds: rows.map((row) => row.id), amount: rows.reduce((sum, row) => sum + row.total_amount, 0) }
}

/**
 * Step one, in one transaction: a pending order for each line whose product is still for sale
 * (`UPDATE … WHERE status = 'active'`; the partial unique index allows one live order per
 * product), the event recorded, the checkout 'capturing'.
 */
async function makePendingOrders(
  provider: PaymentProvider,
  event: Extract<PaymentEvent, { type: 'checkout.completed' }>,
): Promise<CapturePlan | { outcome: 'duplicate' | 'unknown-checkout' }> {
  return db().transaction(async (tx) => {
    const found = await findCheckout(tx, provider.name, event.sessionId, false)
    if (!found) return { outcome: 'unknown-checkout' }
    if (found.status === 'completed' || found.status === 'failed') return { outcome: 'duplicate' }

    const lines = [...found.lines].sort((x, y) => x.productId.localeCompare(y.productId))
    const productIds = lines.map((line) => sql`${line.productId}::uuid`)
    // Products in id order: two completions for one product queue, and the first one wins.
    const products = await rawQuery<{ id: string; status: string; seller_id: string | null }>(
      tx,
      sql`select id, status, seller_id from products where id in (${sql.join(productIds, sql`, `)}) order by id for update`,
    )
    const session = await findCheckout(tx, provider.name, event.sessionId, true)
    if (!session) return { outcome: 'unknown-checkout' }
    if (session.status === 'completed' || session.status === 'failed') return { outcome: 'duplicate' }
    if (session.status === 'capturing') {
      // A retried event after the orders were made: the capture job is already queued (or done).
      await queueCapture(tx, session.id)
      return {
        outcome: 'capture',
        checkoutId: session.id,
        paymentReference: session.payment_reference,
        ...(await pendingOrdersOf(tx, session.id)),
      }
    }
    await tx.execute(
      sql`insert into payment_events (id, provider, type) values (${`${provider.name}:${event.id}`}, ${provider.name}, 'checkout.completed')
          on conflict (id) do nothing`,
    )

    const current = new Map(products.map((product) => [product.id, product]))
    for (const line of lines) {
      const product = current.get(line.productId)
      // A listing reserved for another buyer after an accepted offer (issue #15) is not free.
      const [reserved] = await rawQuery<{ buyer_id: string }>(
        tx,
        sql`select buyer_id from offers where product_id = ${line.productId} and status = 'accepted'
             and reserved_until > ${clock.now().toISOString()}::timestamptz and buyer_id <> ${session.buyer_id}`,
      )
      const free =
        product?.status === 'active' &&
        product.seller_id &&
        product.seller_id !== session.buyer_id &&
        !reserved
      const sold = free
        ? await rawQuery<{ id: string }>(
            tx,
            sql`update products set status = 'sold', updated_at = now()
                 where id = ${line.productId} and status = 'active' returning id`,
          )
        : []
      if (!sold.length || !product?.seller_id) {
        log.info('checkout.item_missed', { checkoutId: session.id, productId: line.productId })
        continue
      }
      // Those who saved it hear, with similar listings (app/alerts, issue #16).
      await enqueue(tx, 'alerts.listing-sold', { productId: line.productId })
      // What the buyer pays for this order is read from the checkout's lines (made from the database).
      await tx.execute(
        sql`insert into orders (buyer_id, seller_id, product_id, total_amount, shipping_amount, shipping_option,
                                commission_amount, status, checkout_session_id, shipping_address)
            values (${session.buyer_id}, ${product.seller_id}, ${line.productId}, ${lineTotal(line)},
                    ${line.shippingAmount ?? 0}, ${line.shippingOption ?? null}, ${commissionOf(line.price)}, 'pending',
                    ${session.id}, ${JSON.stringify(session.shipping_address)}::jsonb)`,
      )
    }
    await tx.execute(
      sql`update checkout_sessions set status = 'capturing', payment_reference = ${event.paymentReference}, updated_at = now()
           where id = ${session.id}`,
    )
    await queueCapture(tx, session.id)
    return {
      outcome: 'capture',
      checkoutId: session.id,
      paymentReference: event.paymentReference,
      ...(await pendingOrdersOf(tx, session.id)),
    }
  })
}

function queueCapture(tx: Transaction, checkoutId: string) {
  return enqueue(tx, 'checkout.capture', { checkoutId }, { dedupeKey: `capture-${checkoutId}` })
}

type Settlement =
  | { kind: 'captured'; chargeId: string | null; amountCaptured: number }
  | { kind: 'released' }
  | { kind: 'declined'; reason: string }

/** Step two, at the provider: take the money for the orders made, release the rest. */
async function settlePayment(provider: PaymentProvider, plan: CapturePlan): Promise<Settlement> {
  if (!plan.paymentReference) return { kind: 'declined', reason: 'no payment to capture' }
  try {
    if (plan.amount === 0) {
      await provider.cancelPayment(plan.paymentReference, `cancel-${plan.checkoutId}`)
      return { kind: 'released' }
    }
    const captured = await provider.capturePayment(
      plan.paymentReference,
      plan.amount,
      `capture-${plan.checkoutId}`,
    )
    return { kind: 'captured', ...captured }
  } catch (error) {
    if (error instanceof PaymentNotCapturableError) return { kind: 'declined', reason: error.message }
    // Anything else (the provider unreachable) is thrown: the capture job tries again with back-off.
    throw error
  }
}

/** Step three: the orders confirmed (or, when the capture was refused, cancelled and relisted). */
async function finishCheckout(plan: CapturePlan, settlement: Settlement) {
  await db().transaction(async (tx) => {
    if (settlement.kind === 'declined') {
      const cancelled = await rawQuery<{ product_id: string }>(
        tx,
        sql`update orders set status = 'cancelled', cancelled_at = now(), updated_at = now()
             where checkout_session_id = ${plan.checkoutId} and status = 'pending' returning product_id`,
      )
      if (cancelled.length) {
        await tx.execute(
          sql`update products set status = 'active', updated_at = now()
               where status = 'sold' and id in (${sql.join(
                 cancelled.map((row) => sql`${row.product_id}::uuid`),
                 sql`, `,
               )})`,
        )
      }
      await tx.execute(
        sql`update checkout_sessions set status = 'failed', updated_at = now()
             where id = ${plan.checkoutId} and status = 'capturing'`,
      )
      return
    }
    const captured = settlement.kind === 'captured' ? settlement : { chargeId: null, amountCaptured: 0 }
    const confirmed = await rawQuery<{
      id: string
      product_id: string
      buyer_id: string
      total_amount: number
      shipping_amount: number
    }>(
      tx,
      sql`update orders set status = 'confirmed', updated_at = now()
           where checkout_session_id = ${plan.checkoutId} and status = 'pending'
       returning id, product_id, buyer_id, total_amount, shipping_amount`,
    )
    if (confirmed.length) {
      // The money taken, per order, in the ledger; then each order's deadlines (ship within 5 days).
      await recordLedgerEntries(
        tx,
        confirmed.flatMap((order) => [
          {
            entryKey: `charge:${order.id}`,
            orderId: order.id,
            checkoutSessionId: plan.checkoutId,
            kind: 'charge' as const,
            amount: order.total_amount - order.shipping_amount,
            providerReference: captured.chargeId,
          },
          {
            entryKey: `shipping:${order.id}`,
            orderId: order.id,
            checkoutSessionId: plan.checkoutId,
            kind: 'shipping' as const,
            amount: order.shipping_amount,
            providerReference: captured.chargeId,
          },
        ]),
      )
      // Their deadlines (ship within 5 days) are the orders domain's: a job queued in this transaction.
      await tx.execute(
        sql`update orders set confirmed_at = ${clock.now().toISOString()}::timestamptz
             where checkout_session_id = ${plan.checkoutId} and status = 'confirmed' and confirmed_at is null`,
      )
      // What each buyer bought, frozen as it is now (issue #28): disputes compare against it.
      await freezeListingSnapshots(
        tx,
        confirmed.map((order) => order.id),
        clock.now(),
      )
      await enqueue(tx, 'orders.schedule-deadlines', { checkoutId: plan.checkoutId })
      await enqueue(tx, 'orders.checkout-mails', { checkoutId: plan.checkoutId })
      // Each listing sold: its other offers are declined with a notice (issue #15, app/messages).
      for (const order of confirmed)
        await enqueue(tx, 'messages.listing-sold', { productId: order.product_id })
      await tx.execute(
        sql`delete from cart_items where user_id = ${confirmed[0]?.buyer_id ?? null} and product_id in (${sql.join(
          confirmed.map((row) => sql`${row.product_id}::uuid`),
          sql`, `,
        )})`,
      )
    }
    await tx.execute(
      sql`update checkout_sessions
             set status = 'completed', completed_at = now(), updated_at = now(),
                 charge_id = ${captured.chargeId}, amount_captured = ${captured.amountCaptured}
           where id = ${plan.checkoutId} and status = 'capturing'`,
    )
  })
}

export async function completeCheckout(
  provider: PaymentProvider,
  event: Extract<PaymentEvent, { type: 'checkout.completed' }>,
): Promise<CompletionOutcome> {
  const plan = await makePendingOrders(provider, event)
  if (plan.outcome !== 'capture') {
    if (plan.outcome === 'unknown-checkout') log.warn('checkout.unknown_session', { provider: provider.name })
    return plan
  }
  // Products were marked sold in that transaction.
  if (plan.orderIds.length) invalidateBrowseCache()
  log.info('checkout.authorised', { checkoutId: plan.checkoutId, orders: plan.orderIds.length })
  return { outcome: 'capturing', checkoutId: plan.checkoutId, orderIds: plan.orderIds }
}

/**
 * Steps two and three (the `checkout.capture` job): capture at the provider what the pending orders
 * cost (or cancel the authorisation when nothing was free), then confirm the orders and queue their
 * e-mails, or cancel them when the provider refused. A provider that cannot be reached throws, and
 * the job retries with back-off; a checkout no longer 'capturing' changes nothing.
 */
export async function captureCheckout(checkoutId: string): Promise<CompletionOutcome> {
  const plan = await db().transaction(async (tx) => {
    const [session] = await rawQuery<{
      status: string
      provider: PaymentProviderName
      payment_reference: string | null
    }>(tx, sql`select status, provider, payment_reference from checkout_sessions where id = ${checkoutId}`)
    if (session?.status !== 'capturing') return null
    return {
      provider: session.provider,
      outcome: 'capture' as const,
      checkoutId,
      paymentReference: session.payment_reference,
      ...(await pendingOrdersOf(tx, checkoutId)),
    }
  })
  if (!plan) return { outcome: 'duplicate' }
  const provider = paymentProviderNamed(plan.provider)
  if (!provider) throw new Error(`The payment provider ${plan.provider} is not configured`)
  const settlement = await settlePayment(provider, plan)
  await finishCheckout(plan, settlement)
  if (settlement.kind === 'declined') {
    log.warn('checkout.capture_refused', { checkoutId, reason: settlement.reason })
    invalidateBrowseCache()
    return { outcome: 'declined', checkoutId }
  }
  log.info('checkout.completed', {
    checkoutId,
    orders: plan.orderIds.length,
    captured: settlement.kind === 'captured' ? settlement.amountCaptured : 0,
  })
  if (plan.orderIds.length) invalidateMarketplaceStats()
  return { outcome: 'completed', checkoutId, orderIds: plan.orderIds }
}

export async function expireCheckout(
  provider: PaymentProviderName,
  event: Extract<PaymentEvent, { type: 'checkout.expired' }>,
): Promise<'duplicate' | 'unknown-checkout' | 'expired' | 'already-closed'> {
  return db().transaction(async (tx) => {
    if (!(await firstDelivery(tx, provider, event, 'checkout.expired'))) return 'duplicate'
    const session = await findCheckout(tx, provider, event.sessionId, true)
    if (!session) return 'unknown-checkout'
    if (session.status !== 'open' && session.status !== 'creating') return 'already-closed'
    await tx.execute(
      sql`update checkout_sessions set status = 'expired', updated_at = now() where id = ${session.id}`,
    )
    log.info('checkout.expired', { checkoutId: session.id })
    return 'expired'
  })
}
