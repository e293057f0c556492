/**
 * The hosted page of the built-in test provider (/payments/test/<session id>): what it shows, and
 * what Pay and Cancel do. Pay authorises a test payment, then both send the provider's signed
 * webhook through the same handler as Stripe's events, so the offline flow exercises the real
 * completion code (capture of what is still for sale). The page is only for the buyer whose
 * checkout it is: its address alone lets nobody pay or cancel someone else's checkout.
 */
import { sql } from 'drizzle-orm'
import { parseLocale } from '~/i18n/locales'
import { clock } from '~/platform/clock.server'
import { db, rawQuery } from '~/platform/db.server'
import { testPaymentProvider } from '~/platform/payments/index.server'
import type { CheckoutLine } from '../../db/schema'
import { returnPaths } from './checkout.server'
import { handlePaymentWebhook } from './payment-webhooks.server'

export interface TestPaymentPage {
  sessionId: string
  checkoutId: string
  open: boolean
  amountTotal: number
  lines: Pick<CheckoutLine, 'name' | 'brand' | 'price' | 'shippingAmount'>[]
  buyerEmail: string
  expiresAt: string
}

interface Row {
  id: string
  buyer_id: string
  status: string
  amount_total: number
  lines: CheckoutLine[]
  expires_at: Date | string
  email: string
  locale: string
}

/** The test checkout `sessionId` of `buyerId` (another buyer's is as unknown as a made-up one). */
async function findTestSession(sessionId: string, buyerId: string) {
  const [row] = await rawQuery<Row>(
    db(),
    sql`select c.id, c.buyer_id, c.status, c.amount_total, c.lines, c.expires_at, c.locale, u.email
          from checkout_sessions c join users u on u.id = c.buyer_id
         where c.provider = 'test' and c.provider_session_id = ${sessionId} and c.buyer_id = ${buyerId}`,
  )
  return row ?? null
}

export async function getTestPaymentPage(
  sessionId: string,
  buyerId: string,
  now = clock.now(),
): Promise<TestPaymentPage | null> {
  const row = await findTestSession(sessionId, buyerId)
  if (!row) return null
  const expiresAt = new Date(row.expires_at)
  return {
    sessionId,
    checkoutId: row.id,
    open: row.status === 'open' && expiresAt > now,
    amountTotal: row.amount_total,
    lines: row.lines.map(({ name, brand, price, shippingAmount }) => ({
      name,
      brand,
      price,
      shippingAmount: shippingAmount ?? 0,
    })),
    buyerEmail: row.email,
    expiresAt: expiresAt.toISOString(),
  }
}

/**
 * Pay or Cancel on the test page. Answers where the buyer goes next (the success or cancel URL
 * the checkout gave the provider), or null when the page is closed.
 */
export async function settleTestPayment(
  sessionId: string,
  buyerId: string,
  choice: 'pay' | 'cancel',
  now = clock.now(),
) {
  const row = await findTestSession(sessionId, buyerId)
  if (row?.status !== 'open' || new Date(row.expires_at) <= now) return null
  const provider = testPaymentProvider()
  const paymentIntent =
    choice === 'pay' ? await provider.authorise({ id: sessionId, amountTotal: row.amount_total }) : null
  const { rawBody, signature } = provider.buildWebhook(
    choice === 'pay' ? 'checkout.session.completed' : 'checkout.session.expired',
    { id: sessionId, checkoutId: row.id, amountTotal: row.amount_total, paymentIntent },
  )
  const reply = await handlePaymentWebhook('test', rawBody, signature)
  if (reply.status !== 200) throw new Error(`test webhook refused: ${reply.body.error}`)
  // The return addresses the checkout gave the provider (returnUrls), in the checkout's language.
  const back = returnPaths(row.id, parseLocale(row.locale) ?? 'en', encodeURIComponent(sessionId))
  return choice === 'pay' ? back.success : back.cancel
}
