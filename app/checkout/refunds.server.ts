import { sql } from 'drizzle-orm'
import { db, rawQuery } from '~/platform/db.server'
import { log } from '~/platform/log.server'
import { paymentProviderNamed } from '~/platform/payments/index.server'
import type { PaymentProviderName } from '~/platform/payments/provider'

/**
 * Gives a cancelled order's amount back through the provider that took the payment (an order
 * cancelled before shipping was paid for). Orders without a checkout (made before checkouts were
 * recorded) have nothing to refund. A failure is logged for a person to finish by hand: the
 * cancellation itself stands.
 */
export async function refundCancelledOrder(order: {
  id: string
  checkoutSessionId: string | null
  totalAmount: number
}) {
  if (!order.checkoutSessionId) return
  const [session] = await rawQuery<{ provider: PaymentProviderName; payment_reference: string | null }>(
    db(),
    sql`select provider, payment_reference from checkout_sessions where id = ${order.checkoutSessionId}`,
  )
  if (!session?.payment_reference) return
  const provider = paymentProviderNamed(session.provider)
  if (!provider) {
    log.error('order.refund_no_provider', { orderId: order.id, provider: session.provider })
    return
  }
  try {
    await provider.refund(session.payment_reference, order.totalAmount, `refund-order-${order.id}`)
    await db().execute(
      sql`update checkout_sessions set amount_refunded = amount_refunded + ${order.totalAmount}, updated_at = now()
           where id = ${order.checkoutSessionId}`,
    )
    log.info('order.refunded', { orderId: order.id, amount: order.totalAmount })
  } catch (error) {
    log.error('order.refund_failed', { orderId: order.id, amount: order.totalAmount, error })
  }
}
