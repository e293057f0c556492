import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { startCheckout } from '~/checkout/checkout.server'
import { handlePaymentWebhook } from '~/checkout/payment-webhooks.server'
import { settleTestPayment } from '~/checkout/test-payments.server'
import { moveOrder } from '~/orders/order-transitions.server'
import { startPayoutOnboarding } from '~/payouts/payout-accounts.server'
import { rawQuery } from '~/platform/db.server'
import { runDueJobs } from '~/platform/jobs/queue.server'
import { setPaymentProvidersForTests, testPaymentProvider } from '~/platform/payments/index.server'
import { action as ordersAction } from '~/routes/admin.orders'
import { createProduct, createSeller } from '../../db/factories'
import { auditLog, cartItems, orders, refunds } from '../../db/schema'
import { runAdminCommand } from '../../server/admin-cli'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { formRequest, runRoute } from '../support/routes'

const ADDRESS = { fullName: 'Ana García', address: 'Calle Mayor 1', city: 'Madrid', postalCode: '28013', country: 'Spain' }

describe('abuse', () => {
  const db = useTestDatabase()
  afterEach(() => setPaymentProvidersForTests({}))

  async function connect(sellerId: string, email: string) {
    await startPayoutOnboarding({ id: sellerId, email, country: 'ES' })
    const [account] = await rawQuery<{ account_id: string }>(db(), sql`select account_id from payout_accounts where user_id = ${sellerId}`)
    const { rawBody, signature } = testPaymentProvider().buildAccountWebhook(account?.account_id as string)
    await handlePaymentWebhook('test', rawBody, signature)
    await runDueJobs()
  }

  async function deliveredOrder() {
    const { user: seller } = await createSeller(db())
    await connect(seller.id, seller.email)
    const product = await createProduct(db(), { sellerId: seller.id, price: 20_000, shippingOptions: ['standard', 'express'] })
    const buyer = await createSignedInUser(db())
    await db().insert(cartItems).values({ userId: buyer.user.id, productId: product.id })
    const started = await startCheckout({ buyer: { id: buyer.user.id, email: buyer.user.email }, address: ADDRESS, shippingChoices: { [product.id]: 'express' }, locale: 'en' })
    if (!started.ok) throw new Error(started.error)
    await settleTestPayment(started.providerSessionId, buyer.user.id, 'pay')
    await runDueJobs()
    const [order] = await db().select().from(orders).where(eq(orders.productId, product.id))
    if (!order) throw new Error('no order')
    expect((await moveOrder(seller.id, order.id, { intent: 'ship', trackingNumber: '0033', carrier: 'correos' })).kind).toBe('done')
    expect((await moveOrder(buyer.user.id, order.id, { intent: 'deliver' })).kind).toBe('done')
    await runDueJobs()
    return { seller, buyer, order }
  }

  it('repro', async () => {
    const { buyer, order } = await deliveredOrder()
    expect((await moveOrder(buyer.user.id, order.id, { intent: 'accept' })).kind).toBe('done')
    await runDueJobs()
    const admin = await createSignedInUser(db(), { name: 'Olga Operator' })
    expect(await runAdminCommand(['grant', admin.user.email], db(), () => {})).toBe(0)
    const replies = await Promise.all(Array.from({ length: 10 }, () => runRoute(ordersAction, formRequest('/admin/orders', { orderId: order.id, outcome: 'partial-refund', amount: '10', reason: 'Late claim: cracked grip.' }, { cookie: admin.cookie }))))
    console.log(replies.map((r) => r.status))
    await runDueJobs(); await runDueJobs()
    console.log((await db().select().from(auditLog)).length, (await db().select().from(refunds)).length)
  })
})
