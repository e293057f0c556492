/**
 * Stripe Connect through the real SDK against the local stand-in (issue #13 "Must hold"): the
 * payout account (accounts.create, account_links), account.updated webhooks signature-checked and
 * idempotent, one transfer per order with source_transaction, transfer_group and an idempotency
 * key even when the API fails, and the reversal of a refunded order.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startCheckout } from '~/checkout/checkout.server'
import { captureCheckout, completeCheckout, handlePaymentWebhook } from '~/checkout/payment-webhooks.server'
import { reconcilePayments } from '~/checkout/reconciliation.server'
import { ledgerMismatch, readOrderMoney } from '~/ledger/ledger.server'
import { refundOrder } from '~/orders/order-lifecycle.server'
import { moveOrder } from '~/orders/order-transitions.server'
import { startPayoutOnboarding } from '~/payouts/payout-accounts.server'
import { advanceClock, clock } from '~/platform/clock.server'
import { rawQuery } from '~/platform/db.server'
import { runDueJobs } from '~/platform/jobs/queue.server'
import { setPaymentProvidersForTests } from '~/platform/payments/index.server'
import { createStripeProvider } from '~/platform/payments/stripe-provider.server'
import { signWebhookPayload } from '~/platform/payments/webhook-signature'
import { createProduct, createSeller } from '../../db/factories'
import { cartItems, checkoutSessions, orders, transfers } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { deliveryChoicesFor } from '../support/delivery'
import { type StripeStandIn, startStripeStandIn } from '../support/stripe-api-stand-in'

const SECRET = 'whsec_test_connect_secret'
const ADDRESS = { fullName: 'Ana', address: 'Calle 1', city: 'Madrid', postalCode: '28013', country: 'Spain' }

describe('Stripe Connect through the SDK', () => {
  const db = useTestDatabase()
  let standIn: StripeStandIn
  beforeAll(async () => {
    standIn = await startStripeStandIn()
  })
  afterEach(() => setPaymentProvidersForTests({}))
  afterAll(() => standIn.close())

  function switchToStripe() {
    const stripe = createStripeProvider({
      secretKey: 'sk_test_standin',
      webhookSecret: SECRET,
      api: standIn.api,
    })
    setPaymentProvidersForTests({ stripe })
    return stripe
  }

  const accountUpdated = (accountId: string, eventId: string) =>
    JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'account.updated',
      data: { object: { id: accountId, object: 'account', details_submitted: true, payouts_enabled: true } },
    })

  it('onboards a seller, refuses a forged account.updated, applies a signed one once, and pays each order once', async () => {
    const stripe = switchToStripe()
    const { user: seller } = await createSeller(db())
    const url = await startPayoutOnboarding({ id: seller.id, email: seller.email, country: 'ES' })
    expect(url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_standin_/)
    const accountRequest = standIn.requests.find((r) => r.path === '/v1/accounts')
    expect(accountRequest?.form.get('type')).toBe('express')
    expect(accountRequest?.form.get('capabilities[transfers][requested]')).toBe('true')
    const linkRequest = standIn.requests.find((r) => r.path === '/v1/account_links')
    expect(linkRequest?.form.get('type')).toBe('account_onboarding')
    // A second "Get paid" keeps the same account.
    await startPayoutOnboarding({ id: seller.id, email: seller.email, country: 'ES' })
    expect(standIn.accounts.size).toBe(1)
    const [accountId] = [...standIn.accounts.keys()]

    // A paid order with express shipping, captured through the SDK.
    const product = await createProduct(db(), {
      sellerId: seller.id,
      price: 30_000,
      shippingOptions: ['express'],
    })
    const buyer = await createSignedInUser(db())
    await db().insert(cartItems).values({ userId: buyer.user.id, productId: product.id })
    const started = await startCheckout({
      buyer: { id: buyer.user.id, email: buyer.user.email },
      address: ADDRESS,
      deliveryChoices: await deliveryChoicesFor(buyer.user.id, 'express'),
      locale: 'en',
    })
    if (!started.ok) throw new Error(started.error)
    const intent = standIn.authorise(30_699)
    await completeCheckout(stripe, {
      id: 'evt_completed',
      type: 'checkout.completed',
      sessionId: started.providerSessionId,
      checkoutId: started.checkoutId,
      paymentReference: intent.id,
      amountTotal: 30_699,
    })
    await captureCheckout(started.checkoutId)
    const [order] = await db().select().from(orders).where(eq(orders.productId, product.id))
    if (!order) throw new Error('no order')

    // Completed before the account is ready: the money waits.
    await moveOrder(seller.id, order.id, {
      intent: 'ship',
      trackingNumber: null,
      carrier: null,
      untracked: true,
    })
    await moveOrder(buyer.user.id, order.id, { intent: 'deliver' })
    await moveOrder(buyer.user.id, order.id, { intent: 'accept' })
    await runDueJobs()
    expect((await db().select().from(transfers))[0]?.status).toBe('waiting')

    // A forged event is refused; a signed one is applied once and releases the money.
    const body = accountUpdated(accountId as string, 'evt_account_1')
    const forged = await handlePaymentWebhook('stripe', body, signWebhookPayload(body, 'whsec_wrong'))
    expect(forged.status).toBe(400)
    standIn.failTransfers(4)
    const signed = await handlePaymentWebhook('stripe', body, signWebhookPayload(body, SECRET))
    expect(signed.body.outcome).toBe('ready')
    const replay = await handlePaymentWebhook('stripe', body, signWebhookPayload(body, SECRET))
    expect(replay.body.outcome).toBe('duplicate')
    // The API fails (the SDK's own retries and the job's): one transfer in the end.
    for (let i = 0; i < 4; i++) {
      await runDueJobs()
      advanceClock(60 * 60 * 1000)
    }
    await runDueJobs()
    expect(standIn.transfers.size).toBe(1)
    const [made] = [...standIn.transfers.values()]
    const [session] = await db().select().from(checkoutSessions)
    expect(made).toMatchObject({
      amount: 30_699 - 1_500,
      destination: accountId,
      source_transaction: session?.chargeId,
      transfer_group: session?.id,
    })
    const transferRequests = standIn.requests.filter((r) => r.path === '/v1/transfers')
    expect(new Set(transferRequests.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([`transfer-${order.id}`]),
    )
    expect((await db().select().from(transfers))[0]).toMatchObject({
      status: 'paid',
      providerReference: made?.id,
    })

    // The daily reconciliation reads Stripe's own records (the payment intent with its charge, the
    // transfer) and finds them as the ledger has them; a reversal made outside the marketplace shows.
    advanceClock(2 * 60 * 60 * 1000)
    expect((await reconcilePayments(clock.now())).problems).toEqual([])
    expect(standIn.requests.some((r) => r.method === 'GET' && r.path === `/v1/transfers/${made?.id}`)).toBe(
      true,
    )
    expect(
      standIn.requests.some((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${intent.id}`),
    ).toBe(true)
    if (made) made.reversed = 100
    expect((await reconcilePayments(clock.now())).problems).toEqual([
      expect.objectContaining({ orderId: order.id, problem: 'provider-differs' }),
    ])
    if (made) made.reversed = 0

    // Refunded after the transfer: the buyer gets everything back and the transfer is reversed.
    expect(await refundOrder(order.id)).toBe(true)
    await runDueJobs()
    expect(standIn.paymentIntents.get(intent.id)?.amount_refunded).toBe(30_699)
    expect(made?.reversed).toBe(30_699 - 1_500)
    for (const money of await readOrderMoney(db())) expect(ledgerMismatch(money)).toBeNull()
    const refs = await rawQuery<{ kind: string; provider_reference: string | null }>(
      db(),
      sql`select kind, provider_reference from ledger_entries where order_id = ${order.id} order by kind`,
    )
    expect(refs.find((r) => r.kind === 'transfer_reversal')?.provider_reference).toMatch(/^trr_standin_/)
    expect(refs.find((r) => r.kind === 'refund')?.provider_reference).toMatch(/^re_/)
  })
})
