/**
 * Payment webhooks (issue #6 "Payments" and "Orders"): both providers' signed events end here.
 *
 * - checkout completed: in one transaction, one confirmed order per product that is still free,
 *   those products marked sold, the buyer's cart emptied of them, the reservation released. An
 *   item someone else bought first is refunded instead.
 * - checkout expired: the checkout closes and its products are free again.
 *
 * Each event id is recorded in the same transaction as its effects, so a replayed event (the
 * providers deliver at least once) changes nothing, and a failure leaves no trace for the retry.
 */
import { sql } from 'drizzle-orm'
import { invalidateBrowseCache } from '~/catalog/browse.server'
import { invalidateMarketplaceStats } from '~/catalog/marketplace-stats.server'
import { sendOrderEmails } from '~/orders/order-emails.server'
import { db, rawQuery, type Transaction } from '~/platform/db.server'
import { log } from '~/platform/log.server'
import {
  type PaymentEvent,
  type PaymentProvider,
  type PaymentProviderName,
  paymentProviderNamed,
  WebhookSignatureError,
} from '~/platform/payments/index.server'
import type { CheckoutLine, ShippingAddress } from '../../db/schema'

export interface WebhookReply {
  status: 200 | 400 | 404
  body: { received: boolean; error?: string; outcome?: string }
}

export type CompletionOutcome =
  | { outcome: 'duplicate' }
  | { outcome: 'unknown-checkout' }
  | { outcome: 'completed'; checkoutId: string; orderIds: string[]; refunded: number }

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
}

/**
 * The checkout an event is about: by the provider's session id, which must match its provider.
 * `lock` takes its row lock; completion takes the product locks first (the order startCheckout
 * uses: products, then checkouts), so the two never wait on each other in a circle.
 */
async function findCheckout(
  tx: Transaction,
  provider: PaymentProviderName,
  sessionId: string,
  lock: boolean,
) {
  const [row] = await rawQuery<SessionRow>(
    tx,
    sql`select id, buyer_id, status, lines, shipping_address from checkout_sessions
         where provider_session_id = ${sessionId} and provider = ${provider}
         ${lock ? sql`for update` : sql``}`,
  )
  return row ?? null
}

export async function completeCheckout(
  provider: PaymentProvider,
  event: Extract<PaymentEvent, { type: 'checkout.completed' }>,
): Promise<CompletionOutcome> {
  const result = await db().transaction(
    async (tx): Promise<CompletionOutcome & { paymentReference?: string | null }> => {
      if (!(await firstDelivery(tx, provider.name, event, 'checkout.completed')))
        return { outcome: 'duplicate' }
      const found = await findCheckout(tx, provider.name, event.sessionId, false)
      if (!found) return { outcome: 'unknown-checkout' }

      const lines = [...found.lines].sort((x, y) => x.productId.localeCompare(y.productId))
      const productIds = lines.map((line) => sql`${line.productId}::uuid`)
      // Products in id order, as startCheckout takes them: two completions for one product queue.
      const products = await rawQuery<{ id: string; status: string; seller_id: string | null }>(
        tx,
        sql`select id, status, seller_id from products where id in (${sql.join(productIds, sql`, `)}) order by id for update`,
      )
      const session = await findCheckout(tx, provider.name, event.sessionId, true)
      if (!session) return { outcome: 'unknown-checkout' }
      if (session.status === 'completed') return { outcome: 'duplicate' }
      const heldByOthers = await rawQuery<{ product_id: string }>(
        tx,
        sql`select product_id from checkout_reservations
           where product_id in (${sql.join(productIds, sql`, `)})
             and checkout_session_id <> ${session.id} and expires_at > now()`,
      )
      const blocked = new Set(heldByOthers.map((row) => row.product_id))
      const current = new Map(products.map((product) => [product.id, product]))

      const orderIds: string[] = []
      let refunded = 0
      for (const line of lines) {
        const product = current.get(line.productId)
        const free = product?.status === 'active' && product.seller_id && !blocked.has(line.productId)
        const sold = free
          ? await rawQuery<{ id: string }>(
              tx,
              sql`update products set status = 'sold', updated_at = now()
                 where id = ${line.productId} and status = 'active' returning id`,
            )
          : []
        if (!sold.length || !product?.seller_id) {
          refunded += line.price
          log.warn('checkout.item_missed', { checkoutId: session.id, productId: line.productId })
          continue
        }
        const [order] = await rawQuery<{ id: string }>(
          tx,
          sql`insert into orders (buyer_id, seller_id, product_id, total_amount, status, checkout_session_id, shipping_address)
            values (${session.buyer_id}, ${product.seller_id}, ${line.productId}, ${line.price}, 'confirmed',
                    ${session.id}, ${JSON.stringify(session.shipping_address)}::jsonb)
         returning id`,
        )
        if (order) orderIds.push(order.id)
      }

      await tx.execute(sql`delete from checkout_reservations where checkout_session_id = ${session.id}`)
      await tx.execute(
        sql`delete from cart_items where user_id = ${session.buyer_id} and product_id in (${sql.join(productIds, sql`, `)})`,
      )
      await tx.execute(
        sql`update checkout_sessions
             set status = 'completed', completed_at = now(), updated_at = now(),
                 payment_reference = ${event.paymentReference}, amount_refunded = ${refunded}
           where id = ${session.id}`,
      )
      return {
        outcome: 'completed',
        checkoutId: session.id,
        orderIds,
        refunded,
        paymentReference: event.paymentReference,
      }
    },
  )

  if (result.outcome !== 'completed') {
    if (result.outcome === 'unknown-checkout')
      log.warn('checkout.unknown_session', { provider: provider.name })
    return result
  }
  log.info('checkout.completed', {
    checkoutId: result.checkoutId,
    orders: result.orderIds.length,
    refunded: result.refunded,
  })
  if (result.orderIds.length) {
    invalidateBrowseCache()
    invalidateMarketplaceStats()
    // Never throws: a mail that cannot be sent is logged, the orders stand.
    await sendOrderEmails(result.checkoutId)
  }
  if (result.refunded > 0) {
    if (result.paymentReference) {
      try {
        await provider.refund(result.paymentReference, result.refunded, `refund-missed-${result.checkoutId}`)
      } catch (error) {
        // The orders stand; the refund is retried by hand from the log (and the provider's dashboard).
        log.error('checkout.refund_failed', { checkoutId: result.checkoutId, amount: result.refunded, error })
      }
    } else {
      log.error('checkout.refund_without_payment', { checkoutId: result.checkoutId, amount: result.refunded })
    }
  }
  return {
    outcome: 'completed',
    checkoutId: result.checkoutId,
    orderIds: result.orderIds,
    refunded: result.refunded,
  }
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
    await tx.execute(sql`delete from checkout_reservations where checkout_session_id = ${session.id}`)
    log.info('checkout.expired', { checkoutId: session.id })
    return 'expired'
  })
}
