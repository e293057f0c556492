/**
 * Checkout, payments and order creation on a real database (issue #6 "Must hold", issue #10
 * "Holds"): signed webhooks only, each event once, a unique item sold once, prices from the
 * database, nothing held by an unpaid checkout, the loser of a race never charged. The Stripe
 * provider runs through the real SDK against a local stand-in for its API.
 */
import { eq, sql } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MAX_CHECKOUT_ITEMS } from '~/checkout/checkout'
import { startCheckout } from '~/checkout/checkout.server'
import { handlePaymentWebhook } from '~/checkout/payment-webhooks.server'
import { getTestPaymentPage, settleTestPayment } from '~/checkout/test-payments.server'
import { moveOrder } from '~/orders/order-transitions.server'
import { advanceClock } from '~/platform/clock.server'
import { rawQuery } from '~/platform/db.server'
import { readOutbox } from '~/platform/email/mailer.server'
import { runDueJobs } from '~/platform/jobs/queue.server'
import { setPaymentProvidersForTests, testPaymentProvider } from '~/platform/payments/index.server'
import { createStripeProvider } from '~/platform/payments/stripe-provider.server'
import { signWebhookPayload } from '~/platform/payments/webhook-signature'
import { derivedSecret } from '~/platform/secrets.server'
import { action as webhookAction, loader as webhookLoader } from '~/routes/api.payments.webhooks'
import CheckoutPage, { action as checkoutAction, loader as checkoutLoader } from '~/routes/checkout'
import { action as cancelAction, loader as cancelLoader } from '~/routes/checkout.cancel'
import { loader as successLoader } from '~/routes/checkout.success'
import { action as testPageAction, loader as testPageLoader } from '~/routes/payments.test'
import { createProduct, createSeller } from '../../db/factories'
import { cartItems, checkoutSessions, orders, products, testPayments, users } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { deliveryChoicesFor, deliveryFieldsForCookie } from '../support/delivery'
import { renderPage, textOf } from '../support/render-page'
import { formRequest, getRequest, runRoute, TEST_ORIGIN } from '../support/routes'
import { type StripeStandIn, startStripeStandIn } from '../support/stripe-api-stand-in'

const ADDRESS = {
  fullName: 'Ana García',
  address: 'Calle Mayor 1, 3º B',
  city: 'Madrid',
  postalCode: '28013',
  country: 'Spain',
}
const STRIPE_WEBHOOK_SECRET = 'whsec_test_standin_secret'

describe('checkout and payments', () => {
  const db = useTestDatabase()

  async function listing(price: number, name = `Club ${price}`) {
    const { user: seller } = await createSeller(db())
    return createProduct(db(), { sellerId: seller.id, price, name })
  }

  async function buyerWith(...items: { id: string }[]) {
    const buyer = await createSignedInUser(db())
    for (const item of items)
      await db().insert(cartItems).values({ userId: buyer.user.id, productId: item.id })
    return buyer
  }

  /** The checkout form as the buyer sends it, with a delivery method chosen for every seller. */
  const checkout = async (cookie: string, fields: Record<string, string> = {}) =>
    runRoute<{ url?: string; error?: string; errors?: Record<string, string>; detail?: string }>(
      checkoutAction,
      formRequest(
        '/checkout',
        { ...ADDRESS, js: '1', ...(await deliveryFieldsForCookie(cookie)), ...fields },
        { cookie },
      ),
    )

  const sessionIdOf = (url: string) => url.split('/').pop() as string

  async function sessionsOf(buyerId: string) {
    return db().select().from(checkoutSessions).where(eq(checkoutSessions.buyerId, buyerId))
  }

  function webhookRequest(provider: string, body: string, signature: string | null) {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (signature) headers['stripe-signature'] = signature
    return new Request(`${TEST_ORIGIN}/api/payments/webhooks/${provider}`, { method: 'POST', body, headers })
  }

  /** The completed event the test provider's Pay button sends for a checkout (card authorised). */
  async function testCompletedEvent(providerSessionId: string) {
    const [session] = await db()
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.providerSessionId, providerSessionId))
    if (!session) throw new Error('no such session')
    const paymentIntent = await testPaymentProvider().authorise({
      id: providerSessionId,
      amountTotal: session.amountTotal,
    })
    return testPaymentProvider().buildWebhook('checkout.session.completed', {
      id: providerSessionId,
      checkoutId: session.id,
      amountTotal: session.amountTotal,
      paymentIntent,
    })
  }

  async function testPaymentOf(buyerId: string) {
    const [session] = await sessionsOf(buyerId)
    const [payment] = await db()
      .select()
      .from(testPayments)
      .where(eq(testPayments.providerSessionId, session?.providerSessionId ?? ''))
    return payment
  }

  const statusOf = async (productId: string) =>
    (await db().select().from(products).where(eq(products.id, productId)))[0]?.status

  describe('checkout with the built-in test provider', () => {
    it('buys two products of two sellers: one confirmed order each, products sold, cart emptied, card captured', async () => {
      const driver = await listing(24_900, 'Ping G430 Driver')
      const putter = await listing(13_050, 'Scotty Cameron Newport 2')
      const buyer = await buyerWith(driver, putter)

      const started = await checkout(buyer.cookie)
      expect(started.status).toBe(200)
      expect(started.data.url).toMatch(/^http:\/\/localhost:\d+\/payments\/test\/test_cs_/)
      const sessionId = sessionIdOf(started.data.url as string)
      const page = await getTestPaymentPage(sessionId, buyer.user.id)
      expect(page).toMatchObject({ open: true, amountTotal: 37_950, buyerEmail: buyer.user.email })
      // An open checkout holds nothing: both items are still for sale.
      expect([await statusOf(driver.id), await statusOf(putter.id)]).toEqual(['active', 'active'])

      expect(await settleTestPayment(sessionId, buyer.user.id, 'pay')).toBe(
        `/checkout/success?session_id=${sessionId}`,
      )
      // The capture is a job (ADR 0026): until it runs, the orders wait as pending and nothing is sent.
      const waiting = await db().select().from(orders).where(eq(orders.buyerId, buyer.user.id))
      expect(waiting.map((o) => o.status)).toEqual(['pending', 'pending'])
      expect(await readOutbox()).toEqual([])
      await runDueJobs()

      const made = await db().select().from(orders).where(eq(orders.buyerId, buyer.user.id))
      expect(made).toHaveLength(2)
      expect(made.map((o) => [o.productId, o.sellerId, o.totalAmount, o.status]).sort()).toEqual(
        [
          [driver.id, driver.sellerId, 24_900, 'confirmed'],
          [putter.id, putter.sellerId, 13_050, 'confirmed'],
        ].sort(),
      )
      expect(made[0]?.shippingAddress).toEqual(ADDRESS)
      const statuses = await db().select({ status: products.status }).from(products)
      expect(statuses.map((p) => p.status)).toEqual(['sold', 'sold'])
      expect(await db().select().from(cartItems).where(eq(cartItems.userId, buyer.user.id))).toHaveLength(0)
      expect((await getTestPaymentPage(sessionId, buyer.user.id))?.open).toBe(false)
      // The authorisation was captured in full, and the charge is recorded for later transfers.
      const payment = await testPaymentOf(buyer.user.id)
      expect(payment).toMatchObject({ status: 'succeeded', amountAuthorised: 37_950, amountCaptured: 37_950 })
      const [session] = await sessionsOf(buyer.user.id)
      expect(session).toMatchObject({
        status: 'completed',
        amountCaptured: 37_950,
        chargeId: payment?.chargeId,
        paymentReference: payment?.id,
      })
      expect(session?.chargeId).toMatch(/^ch_test_/)

      // The buyer's confirmation and each seller's sale notice with the delivery method (a free
      // collection here, so no address to post to: tests/integration/delivery.test.ts has a parcel):
      // queued with the confirmed orders, sent by the queue (once, however often it runs).
      await runDueJobs()
      const mails = await readOutbox()
      const to = (email: string) => mails.filter((mail) => mail.to === email)
      expect(to(buyer.user.email).map((m) => m.subject)).toEqual(['Your Fairway Market order is confirmed'])
      for (const item of [driver, putter]) {
        const [seller] = await db()
          .select()
          .from(users)
          .where(eq(users.id, item.sellerId as string))
        const [notice] = to(seller?.email as string)
        expect(notice?.subject).toBe('You sold an item on Fairway Market')
        expect(notice?.text).toContain(item.name)
        expect(notice?.text).toContain('Delivery: Collection (Free)')
        expect(notice?.text).not.toContain(ADDRESS.address)
      }

      const success = await runRoute<{ kind: string; outcome: { orders: unknown[]; status: string } }>(
        successLoader,
        getRequest(`/checkout/success?session_id=${sessionId}`, { cookie: buyer.cookie }),
      )
      expect(success.data.kind).toBe('outcome')
      expect(success.data.outcome.status).toBe('completed')
      expect(success.data.outcome.orders).toHaveLength(2)
      // Another account cannot read this checkout's outcome.
      const stranger = await createSignedInUser(db())
      const other = await runRoute<{ kind: string }>(
        successLoader,
        getRequest(`/checkout/success?session_id=${sessionId}`, { cookie: stranger.cookie }),
      )
      expect(other.data.kind).toBe('not-found')
    })

    it('answers each missing address field with the spec message and writes nothing', async () => {
      const item = await listing(5_000)
      const buyer = await buyerWith(item)
      for (const field of ['fullName', 'address', 'city', 'postalCode']) {
        const reply = await checkout(buyer.cookie, { [field]: '   ' })
        expect(reply.status).toBe(400)
        expect(reply.data.error).toBe('checkout.fillAllFields')
        expect(reply.data.errors?.[field]).toBe('checkout.fillAllFields')
      }
      expect(await sessionsOf(buyer.user.id)).toHaveLength(0)
    })

    it('defaults the country to the spec’s United States', async () => {
      const item = await listing(5_000)
      const buyer = await buyerWith(item)
      expect((await checkout(buyer.cookie, { country: '' })).status).toBe(200)
      const [session] = await sessionsOf(buyer.user.id)
      expect(session?.shippingAddress.country).toBe('United States')
    })

    it('refuses an empty cart, a sold item and the buyer’s own listing', async () => {
      const empty = await buyerWith()
      expect((await checkout(empty.cookie)).data.error).toBe('checkout.invalidOrderData')

      const sold = await listing(9_900, 'Already Sold Wedge')
      await db().update(products).set({ status: 'sold' }).where(eq(products.id, sold.id))
      const buyer = await buyerWith(sold)
      const reply = await checkout(buyer.cookie)
      expect(reply.status).toBe(409)
      expect(reply.data).toMatchObject({ error: 'checkout.itemsUnavailable', detail: 'Already Sold Wedge' })

      const own = await createProduct(db(), { sellerId: buyer.user.id, name: 'My Own Bag' })
      await db().delete(cartItems)
      await db().insert(cartItems).values({ userId: buyer.user.id, productId: own.id })
      expect((await checkout(buyer.cookie)).data.error).toBe('checkout.itemsUnavailable')
      expect(await sessionsOf(buyer.user.id)).toHaveLength(0)
    })

    it('takes at most 20 listings in one checkout, keeps one open checkout per buyer, and limits starts', async () => {
      const { user: seller } = await createSeller(db())
      const many = []
      for (let i = 0; i < MAX_CHECKOUT_ITEMS + 1; i++)
        many.push(await createProduct(db(), { sellerId: seller.id }))
      const hoarder = await buyerWith(...many)
      const refused = await checkout(hoarder.cookie)
      expect(refused.status).toBe(400)
      expect(refused.data.error).toBe('checkout.tooManyItems')

      const item = await listing(5_000)
      const buyer = await buyerWith(item)
      // Two tabs at once: the second start closes the first, whichever commits first.
      await Promise.all([checkout(buyer.cookie), checkout(buyer.cookie)])
      for (let i = 0; i < 8; i++) expect((await checkout(buyer.cookie)).status).toBe(200)
      const limited = await checkout(buyer.cookie)
      expect(limited.status).toBe(429)
      expect(limited.data.error).toBe('checkout.tooManyAttempts')
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
      const open = (await sessionsOf(buyer.user.id)).filter((s) => s.status === 'open')
      expect(open).toHaveLength(1)
    })

    it('issue #10: five accounts with 20 listings each in unpaid checkouts take nothing off sale', async () => {
      const { user: seller } = await createSeller(db())
      const catalogue = []
      for (let i = 0; i < 100; i++)
        catalogue.push(await createProduct(db(), { sellerId: seller.id, price: 1_000 + i }))
      const hoarders = []
      for (let a = 0; a < 5; a++) hoarders.push(await buyerWith(...catalogue.slice(a * 20, a * 20 + 20)))
      const started = await Promise.all(hoarders.map((hoarder) => checkout(hoarder.cookie)))
      expect(started.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])

      // Every listing is still for sale, and an honest buyer checks out and pays for any of them.
      expect(new Set(await Promise.all(catalogue.map((item) => statusOf(item.id))))).toEqual(
        new Set(['active']),
      )
      const wanted = [catalogue[0], catalogue[57], catalogue[99]] as { id: string }[]
      const honest = await buyerWith(...wanted)
      const reply = await checkout(honest.cookie)
      expect(reply.status).toBe(200)
      await settleTestPayment(sessionIdOf(reply.data.url as string), honest.user.id, 'pay')
      await runDueJobs()
      const made = await db().select().from(orders).where(eq(orders.buyerId, honest.user.id))
      expect(made.map((order) => order.status)).toEqual(['confirmed', 'confirmed', 'confirmed'])

      // A hoarder who pays now gets only what is left, and is charged only for that.
      const [first] = hoarders
      const [firstSession] = await sessionsOf(first?.user.id as string)
      await settleTestPayment(firstSession?.providerSessionId as string, first?.user.id as string, 'pay')
      await runDueJobs()
      const payment = await testPaymentOf(first?.user.id as string)
      const firstTwenty = catalogue.slice(0, 20).reduce((sum, item) => sum + item.price, 0)
      expect(payment?.amountAuthorised).toBe(firstTwenty)
      expect(payment?.amountCaptured).toBe(firstTwenty - (catalogue[0]?.price ?? 0))
      expect(await db().select().from(orders)).toHaveLength(3 + 19)
    })

    it('sends visitors to sign in, and shows them a prompt on the page', async () => {
      const reply = await runRoute(checkoutAction, formRequest('/checkout', ADDRESS))
      expect(reply.status).toBe(302)
      expect(reply.location).toMatch(/^\/auth\?redirectTo=/)
      const page = await runRoute<{ kind: string }>(checkoutLoader, getRequest('/checkout'))
      expect(page.data.kind).toBe('visitor')
    })

    it('ignores prices and totals forged in the request: the session charges the database’s prices', async () => {
      const item = await listing(31_000)
      const buyer = await buyerWith(item)
      const reply = await checkout(buyer.cookie, {
        price: '1',
        total: '1',
        amount_total: '1',
        'cartItems[0][price]': '1',
        cartItems: JSON.stringify([{ product_id: item.id, price: 1, quantity: 1 }]),
      })
      expect(reply.status).toBe(200)
      const [session] = await sessionsOf(buyer.user.id)
      expect(session?.amountTotal).toBe(31_000)
      expect(
        (await getTestPaymentPage(sessionIdOf(reply.data.url as string), buyer.user.id))?.amountTotal,
      ).toBe(31_000)
    })

    it('two buyers pay for one item: the first gets it, the second’s authorisation is cancelled uncharged', async () => {
      const item = await listing(7_500, 'Cobra King Wedge')
      const first = await buyerWith(item)
      const second = await buyerWith(item)
      const firstPage = sessionIdOf((await checkout(first.cookie)).data.url as string)
      // Nothing is held: the second buyer starts paying for the same item.
      const secondPage = sessionIdOf((await checkout(second.cookie)).data.url as string)

      await settleTestPayment(firstPage, first.user.id, 'pay')
      await settleTestPayment(secondPage, second.user.id, 'pay')
      await runDueJobs()
      const made = await db().select().from(orders)
      expect(made).toHaveLength(1)
      expect(made[0]?.buyerId).toBe(first.user.id)
      expect(await testPaymentOf(first.user.id)).toMatchObject({ status: 'succeeded', amountCaptured: 7_500 })
      expect(await testPaymentOf(second.user.id)).toMatchObject({ status: 'canceled', amountCaptured: 0 })
      const [lost] = await sessionsOf(second.user.id)
      expect(lost).toMatchObject({ status: 'completed', amountCaptured: 0, chargeId: null })
      // The loser keeps the item in the cart (it shows as sold there) and sees what happened.
      const success = await runRoute<{
        outcome: { missed: string[]; amountNotCharged: number; orders: unknown[] }
      }>(successLoader, getRequest(`/checkout/success?session_id=${secondPage}`, { cookie: second.cookie }))
      expect(success.data.outcome).toMatchObject({
        missed: ['Cobra King Wedge'],
        amountNotCharged: 7_500,
        orders: [],
      })
    })

    it('the test payment page acts only for the buyer whose checkout it is', async () => {
      const item = await listing(7_500)
      const buyer = await buyerWith(item)
      const sessionId = sessionIdOf((await checkout(buyer.cookie)).data.url as string)
      const stranger = await createSignedInUser(db())
      const pay = (cookie?: string) =>
        runRoute(testPageAction, formRequest(`/payments/test/${sessionId}`, { intent: 'pay' }, { cookie }), {
          params: { sessionId },
        })

      const visitorPage = await runRoute(testPageLoader, getRequest(`/payments/test/${sessionId}`), {
        params: { sessionId },
      })
      expect(visitorPage.status).toBe(302)
      expect(visitorPage.location).toMatch(/^\/auth\?redirectTo=/)
      const strangerPage = await runRoute(
        testPageLoader,
        getRequest(`/payments/test/${sessionId}`, { cookie: stranger.cookie }),
        { params: { sessionId } },
      )
      expect(strangerPage.status).toBe(404)
      expect((await pay()).status).toBe(302)
      expect((await pay(stranger.cookie)).status).toBe(409)
      expect(await db().select().from(orders)).toHaveLength(0)
      expect(await statusOf(item.id)).toBe('active')

      const paid = await pay(buyer.cookie)
      expect(paid.location).toBe(`/checkout/success?session_id=${sessionId}`)
      expect(await db().select().from(orders)).toHaveLength(1)
    })

    it('closes the checkout when the buyer cancels on the payment page or lands on /checkout/cancel', async () => {
      const item = await listing(7_500)
      const first = await buyerWith(item)
      const sessionId = sessionIdOf((await checkout(first.cookie)).data.url as string)
      const next = await settleTestPayment(sessionId, first.user.id, 'cancel')
      expect(next).toMatch(/^\/checkout\/cancel\?checkout=/)
      expect((await sessionsOf(first.user.id))[0]?.status).toBe('expired')

      const buyer = await buyerWith(item)
      await checkout(buyer.cookie)
      const [session] = await sessionsOf(buyer.user.id)
      const stranger = await createSignedInUser(db())
      const cancel = (cookie: string) =>
        runRoute(cancelAction, formRequest('/checkout/cancel', { checkout: session?.id ?? '' }, { cookie }))
      await cancel(stranger.cookie)
      expect((await sessionsOf(buyer.user.id))[0]?.status).toBe('open')
      // Landing on the page (a GET) changes nothing: it offers to close the checkout, and closes it
      // with a POST once hydrated.
      const landed = await runRoute<{ checkoutId: string | null }>(
        cancelLoader,
        getRequest(`/checkout/cancel?checkout=${session?.id}`, { cookie: buyer.cookie }),
      )
      expect(landed.data.checkoutId).toBe(session?.id)
      expect((await sessionsOf(buyer.user.id))[0]?.status).toBe('open')
      await cancel(buyer.cookie)
      expect((await sessionsOf(buyer.user.id))[0]?.status).toBe('cancelled')
      expect(await db().select().from(cartItems).where(eq(cartItems.userId, buyer.user.id))).toHaveLength(1)
    })

    it('a page whose time has run out cannot be paid', async () => {
      const item = await listing(7_500)
      const buyer = await buyerWith(item)
      const late = await startCheckout({
        buyer: { id: buyer.user.id, email: buyer.user.email },
        address: ADDRESS,
        deliveryChoices: await deliveryChoicesFor(buyer.user.id),
        locale: 'en',
        now: new Date(Date.now() - 60 * 60_000),
      })
      expect(late.ok).toBe(true)
      if (late.ok) expect(await settleTestPayment(sessionIdOf(late.url), buyer.user.id, 'pay')).toBeNull()
      expect(await db().select().from(testPayments)).toHaveLength(0)
    })

    it('replaces the buyer’s earlier open checkout when they start again', async () => {
      const item = await listing(7_500)
      const buyer = await buyerWith(item)
      const firstId = sessionIdOf((await checkout(buyer.cookie)).data.url as string)
      const again = await checkout(buyer.cookie)
      expect(again.status).toBe(200)
      expect((await getTestPaymentPage(firstId, buyer.user.id))?.open).toBe(false)
    })
  })

  describe('payment webhooks', () => {
    it('refuses a bad or stale signature with 400 and writes nothing', async () => {
      const item = await listing(12_000)
      const buyer = await buyerWith(item)
      const sessionId = sessionIdOf((await checkout(buyer.cookie)).data.url as string)
      const { rawBody, signature } = await testCompletedEvent(sessionId)
      const secret = derivedSecret('test-payment-webhooks')

      const attempts = [
        null,
        'garbage',
        signature.replace(/v1=[0-9a-f]{4}/, 'v1=0000'),
        signWebhookPayload(rawBody, 'another secret'),
        signWebhookPayload(rawBody, secret, Math.floor(Date.now() / 1000) - 10 * 60),
      ]
      for (const header of attempts) {
        const reply = await runRoute(webhookAction, webhookRequest('test', rawBody, header), {
          params: { provider: 'test' },
        })
        expect(reply.status).toBe(400)
      }
      // A valid signature over a different body is refused too.
      const tampered = rawBody.replace('"amount_total":12000', '"amount_total":1')
      expect(
        (
          await runRoute(webhookAction, webhookRequest('test', tampered, signature), {
            params: { provider: 'test' },
          })
        ).status,
      ).toBe(400)

      expect(await db().select().from(orders)).toHaveLength(0)
      expect(await rawQuery(db(), sql`select * from payment_events`)).toHaveLength(0)
      expect((await sessionsOf(buyer.user.id))[0]?.status).toBe('open')
      expect(await statusOf(item.id)).toBe('active')
    })

    it('creates the orders and captures once when the same event is delivered five times', async () => {
      const a = await listing(12_000)
      const b = await listing(8_000)
      const buyer = await buyerWith(a, b)
      const sessionId = sessionIdOf((await checkout(buyer.cookie)).data.url as string)
      const { rawBody, signature } = await testCompletedEvent(sessionId)
      const replies = await Promise.all(
        [1, 2, 3, 4, 5].map(() =>
          runRoute(webhookAction, webhookRequest('test', rawBody, signature), {
            params: { provider: 'test' },
          }),
        ),
      )
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200])
      // The webhook only records the event and queues the capture (ADR 0026); nothing is captured yet.
      const sixth = await handlePaymentWebhook('test', rawBody, signature)
      expect(sixth.body.outcome).toBe('capturing')
      expect((await testPaymentOf(buyer.user.id))?.amountCaptured).toBe(0)
      await runDueJobs()
      expect((await db().select().from(orders)).map((o) => o.status)).toEqual(['confirmed', 'confirmed'])
      expect(await testPaymentOf(buyer.user.id)).toMatchObject({
        status: 'succeeded',
        amountCaptured: 20_000,
      })
      // A different event for the same, already completed checkout changes nothing either.
      const again = await testCompletedEvent(sessionId)
      expect((await handlePaymentWebhook('test', again.rawBody, again.signature)).body.outcome).toBe(
        'duplicate',
      )
      expect(await db().select().from(orders)).toHaveLength(2)
    })

    it('an authorisation that can no longer be captured makes no order and puts the items back on sale', async () => {
      const item = await listing(12_000)
      const buyer = await buyerWith(item)
      const sessionId = sessionIdOf((await checkout(buyer.cookie)).data.url as string)
      const { rawBody, signature } = await testCompletedEvent(sessionId)
      // The authorisation lapsed before the event arrived.
      await db().update(testPayments).set({ status: 'canceled' })
      const reply = await handlePaymentWebhook('test', rawBody, signature)
      expect(reply.body.outcome).toBe('capturing')
      await runDueJobs()
      const [order] = await db().select().from(orders)
      expect(order?.status).toBe('cancelled')
      expect(await statusOf(item.id)).toBe('active')
      expect((await sessionsOf(buyer.user.id))[0]?.status).toBe('failed')
      expect(await db().select().from(cartItems).where(eq(cartItems.userId, buyer.user.id))).toHaveLength(1)
    })

    it('answers 404 for an unknown provider, 405 for GET, and ignores other event types', async () => {
      expect(
        (
          await runRoute(webhookAction, webhookRequest('paypal', '{}', 't=1,v1=0'), {
            params: { provider: 'paypal' },
          })
        ).status,
      ).toBe(404)
      expect((await runRoute(webhookLoader, getRequest('/api/payments/webhooks/test'))).status).toBe(405)
      const body = JSON.stringify({
        id: 'evt_other',
        type: 'charge.succeeded',
        data: { object: { id: 'ch_1' } },
      })
      const reply = await handlePaymentWebhook(
        'test',
        body,
        signWebhookPayload(body, derivedSecret('test-payment-webhooks')),
      )
      expect(reply).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } })
    })
  })

  describe('checkout with Stripe (SDK against a local API stand-in)', () => {
    let standIn: StripeStandIn
    const stripeSdk = new Stripe('sk_test_standin')

    beforeAll(async () => {
      standIn = await startStripeStandIn()
    })
    afterEach(() => {
      standIn.requests.length = 0
    })
    afterAll(async () => {
      setPaymentProvidersForTests({})
      await standIn.close()
    })

    function switchToStripe() {
      setPaymentProvidersForTests({
        stripe: createStripeProvider({
          secretKey: 'sk_test_standin',
          webhookSecret: STRIPE_WEBHOOK_SECRET,
          api: standIn.api,
        }),
      })
    }

    function stripeEvent(
      type: string,
      object: Record<string, unknown>,
      id = `evt_${Math.random().toString(36).slice(2)}`,
    ) {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        data: { object: { object: 'checkout.session', ...object } },
      })
      return {
        payload,
        header: stripeSdk.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }),
      }
    }

    /** What Stripe sends when the buyer finishes its page: the card authorised, nothing captured. */
    async function stripeCompleted(buyerId: string) {
      const [session] = await sessionsOf(buyerId)
      const intent = standIn.authorise(session?.amountTotal ?? 0)
      const event = stripeEvent('checkout.session.completed', {
        id: session?.providerSessionId,
        client_reference_id: session?.id,
        status: 'complete',
        payment_status: 'unpaid',
        payment_intent: intent.id,
        amount_total: session?.amountTotal,
      })
      return { ...event, intent, session }
    }

    it('creates a Checkout Session in EUR cents from the database that only authorises the card', async () => {
      switchToStripe()
      const item = await listing(45_500, 'Titleist T200 Irons 5-PW')
      const buyer = await buyerWith(item)
      const before = Math.floor(Date.now() / 1000)
      const reply = await checkout(buyer.cookie, { price: '100', total: '100' })
      expect(reply.status).toBe(200)
      expect(reply.data.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_standin_/)

      const create = standIn.requests.find((r) => r.path === '/v1/checkout/sessions')
      expect(create).toBeDefined()
      const form = create?.form as URLSearchParams
      const [session] = await sessionsOf(buyer.user.id)
      expect(form.get('mode')).toBe('payment')
      expect(form.get('payment_intent_data[capture_method]')).toBe('manual')
      expect(form.get('line_items[0][price_data][currency]')).toBe('eur')
      expect(form.get('line_items[0][price_data][unit_amount]')).toBe('45500')
      expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Titleist T200 Irons 5-PW')
      expect(form.get('line_items[0][quantity]')).toBe('1')
      expect(form.get('client_reference_id')).toBe(session?.id)
      expect(form.get('success_url')).toMatch(/\/checkout\/success\?session_id=\{CHECKOUT_SESSION_ID\}$/)
      expect(form.get('cancel_url')).toMatch(new RegExp(`/checkout/cancel\\?checkout=${session?.id}$`))
      const expiresAt = Number(form.get('expires_at'))
      expect(expiresAt - before).toBeGreaterThanOrEqual(30 * 60)
      expect(expiresAt - before).toBeLessThanOrEqual(33 * 60)
      expect(create?.headers['idempotency-key']).toBe(`checkout-${session?.id}`)
      expect(create?.headers.authorization).toBe('Bearer sk_test_standin')
      expect(session).toMatchObject({ provider: 'stripe', status: 'open', amountTotal: 45_500 })
    })

    it('reports Stripe’s error message when the session cannot be created', async () => {
      switchToStripe()
      const item = await listing(10_000)
      const buyer = await buyerWith(item)
      standIn.failNextCreate('Your account cannot currently make live charges.')
      const reply = await checkout(buyer.cookie)
      expect(reply.status).toBe(502)
      expect(reply.data).toMatchObject({
        error: 'checkout.errorCreating',
        detail: 'Your account cannot currently make live charges.',
      })
      expect((await sessionsOf(buyer.user.id))[0]?.status).toBe('failed')

      // Posted by the form itself (before the page's script runs), the checkout comes back with
      // the reason and a retry by the Pay button, as the script shows them (issue #31 item 6).
      standIn.failNextCreate('Your account cannot currently make live charges.')
      const posted = await checkout(buyer.cookie, { js: '' })
      expect(posted.status).toBe(502)
      const page = await runRoute(checkoutLoader, getRequest('/checkout', { cookie: buyer.cookie }))
      const html = renderPage(CheckoutPage, {
        pattern: '/checkout',
        url: '/checkout',
        locale: 'en',
        loaderData: page.data,
        actionData: posted.data,
      })
      expect(textOf(html)).toContain(
        'The payment could not start Your account cannot currently make live charges. Try again',
      )
      // A submit button of the form: it posts again without the script too.
      expect(html).toMatch(/<button type="submit"[^>]*>Try again<\/button>/)
      expect(html).toContain(`value="${ADDRESS.address}"`)
    })

    it('verifies Stripe-Signature with the SDK: completed captures and creates orders, a bad signature is refused', async () => {
      switchToStripe()
      const item = await listing(20_000)
      const buyer = await buyerWith(item)
      await checkout(buyer.cookie)
      const event = await stripeCompleted(buyer.user.id)
      const forged = await runRoute(
        webhookAction,
        webhookRequest('stripe', event.payload, event.header.replace(/v1=[0-9a-f]{4}/, 'v1=ffff')),
        { params: { provider: 'stripe' } },
      )
      expect(forged.status).toBe(400)
      expect(await db().select().from(orders)).toHaveLength(0)
      expect(event.intent.status).toBe('requires_capture')

      const ok = await runRoute(webhookAction, webhookRequest('stripe', event.payload, event.header), {
        params: { provider: 'stripe' },
      })
      expect(ok.status).toBe(200)
      expect(standIn.requests.some((r) => r.path.endsWith('/capture'))).toBe(false)
      await runDueJobs()
      const made = await db().select().from(orders)
      expect(made.map((order) => order.status)).toEqual(['confirmed'])
      const capture = standIn.requests.find(
        (r) => r.path === `/v1/payment_intents/${event.intent.id}/capture`,
      )
      expect(capture?.form.get('amount_to_capture')).toBe('20000')
      expect(capture?.headers['idempotency-key']).toBe(`capture-${event.session?.id}`)
      expect(event.intent).toMatchObject({ status: 'succeeded', amount_received: 20_000 })
      expect((await sessionsOf(buyer.user.id))[0]).toMatchObject({
        paymentReference: event.intent.id,
        chargeId: event.intent.latest_charge,
        amountCaptured: 20_000,
      })
    })

    it('captures only the items still free, releasing the rest of the authorisation', async () => {
      switchToStripe()
      const driver = await listing(30_000, 'Callaway Paradym Driver')
      const bag = await listing(12_000, 'Sun Mountain Stand Bag')
      const buyer = await buyerWith(driver, bag)
      await checkout(buyer.cookie)
      // The bag is bought by someone else while this buyer is on Stripe's page.
      await db().update(products).set({ status: 'sold' }).where(eq(products.id, bag.id))
      const event = await stripeCompleted(buyer.user.id)
      await handlePaymentWebhook('stripe', event.payload, event.header)
      await runDueJobs()
      expect(event.intent).toMatchObject({ status: 'succeeded', amount: 42_000, amount_received: 30_000 })
      const made = await db().select().from(orders).where(eq(orders.status, 'confirmed'))
      expect(made.map((order) => order.productId)).toEqual([driver.id])
      const success = await runRoute<{ outcome: { missed: string[]; amountNotCharged: number } }>(
        successLoader,
        getRequest(`/checkout/success?session_id=${event.session?.providerSessionId}`, {
          cookie: buyer.cookie,
        }),
      )
      expect(success.data.outcome).toMatchObject({
        missed: ['Sun Mountain Stand Bag'],
        amountNotCharged: 12_000,
      })
    })

    it('expires the session at Stripe when the buyer cancels, and records Stripe’s expired event', async () => {
      switchToStripe()
      const item = await listing(20_000)
      const buyer = await buyerWith(item)
      await checkout(buyer.cookie)
      const [session] = await sessionsOf(buyer.user.id)
      await runRoute(
        cancelAction,
        formRequest('/checkout/cancel', { checkout: session?.id ?? '' }, { cookie: buyer.cookie }),
      )
      await runDueJobs()
      expect(
        standIn.requests.some((r) => r.path === `/v1/checkout/sessions/${session?.providerSessionId}/expire`),
      ).toBe(true)

      const other = await buyerWith(item)
      await checkout(other.cookie)
      const [open] = await sessionsOf(other.user.id)
      const event = stripeEvent('checkout.session.expired', {
        id: open?.providerSessionId,
        client_reference_id: open?.id,
      })
      expect((await handlePaymentWebhook('stripe', event.payload, event.header)).body.outcome).toBe('expired')
      expect((await sessionsOf(other.user.id))[0]?.status).toBe('expired')
    })

    it('refunds a paid order at Stripe when it is cancelled before shipping', async () => {
      switchToStripe()
      const item = await listing(20_000)
      const buyer = await buyerWith(item)
      await checkout(buyer.cookie)
      const event = await stripeCompleted(buyer.user.id)
      await handlePaymentWebhook('stripe', event.payload, event.header)
      await runDueJobs()
      const [order] = await db().select().from(orders)
      const moved = await moveOrder(buyer.user.id, order?.id as string, { intent: 'cancel' })
      expect(moved.kind).toBe('done')
      // The refund is a job: recorded, then paid at Stripe once, under its own idempotency key.
      expect(standIn.requests.some((r) => r.path === '/v1/refunds')).toBe(false)
      await runDueJobs()
      await runDueJobs()
      const refunds = standIn.requests.filter((r) => r.path === '/v1/refunds')
      expect(refunds).toHaveLength(1)
      const [recorded] = await rawQuery<{ id: string; status: string; amount: number; order_id: string }>(
        db(),
        sql`select id, status, amount, order_id from refunds`,
      )
      expect(recorded).toMatchObject({ status: 'succeeded', amount: 20_000, order_id: order?.id })
      expect(refunds[0]?.form.get('payment_intent')).toBe(event.intent.id)
      expect(refunds[0]?.form.get('amount')).toBe('20000')
      expect(refunds[0]?.headers['idempotency-key']).toBe(`refund-${recorded?.id}`)
      expect(event.intent.amount_refunded).toBe(20_000)
      expect((await sessionsOf(buyer.user.id))[0]?.amountRefunded).toBe(20_000)
      expect(await statusOf(item.id)).toBe('active')
    })

    it('two payments completing at once for one product: one order, the other authorisation cancelled, never charged', async () => {
      switchToStripe()
      const item = await listing(50_000, 'Odyssey White Hot Putter')
      const first = await buyerWith(item)
      const second = await buyerWith(item)
      const starts = await Promise.all([checkout(first.cookie), checkout(second.cookie)])
      expect(starts.map((r) => r.status)).toEqual([200, 200])
      const events = [await stripeCompleted(first.user.id), await stripeCompleted(second.user.id)]
      const replies = await Promise.all(
        events.map((e) => handlePaymentWebhook('stripe', e.payload, e.header)),
      )
      expect(replies.map((r) => r.status)).toEqual([200, 200])
      await runDueJobs()

      const made = await db().select().from(orders).where(eq(orders.status, 'confirmed'))
      expect(made).toHaveLength(1)
      const winner = events.find((e) => e.session?.buyerId === made[0]?.buyerId)
      const loser = events.find((e) => e !== winner)
      expect(winner?.intent).toMatchObject({ status: 'succeeded', amount_received: 50_000 })
      expect(loser?.intent).toMatchObject({ status: 'canceled', amount_received: 0 })
      expect(standIn.requests.some((r) => r.path === '/v1/refunds')).toBe(false)
      const loserBuyer = loser?.session?.buyerId === first.user.id ? first : second
      const success = await runRoute<{ outcome: { missed: string[] } }>(
        successLoader,
        getRequest(`/checkout/success?session_id=${loser?.session?.providerSessionId}`, {
          cookie: loserBuyer.cookie,
        }),
      )
      expect(success.data.outcome.missed).toEqual(['Odyssey White Hot Putter'])
    })

    it('a completion retried after Stripe was unreachable captures once', async () => {
      switchToStripe()
      const item = await listing(20_000)
      const buyer = await buyerWith(item)
      await checkout(buyer.cookie)
      const event = await stripeCompleted(buyer.user.id)
      setPaymentProvidersForTests({
        stripe: createStripeProvider({
          secretKey: 'sk_test_standin',
          webhookSecret: STRIPE_WEBHOOK_SECRET,
          api: { host: '127.0.0.1', port: 9, protocol: 'http' },
        }),
      })
      expect((await handlePaymentWebhook('stripe', event.payload, event.header)).status).toBe(200)
      // The capture job fails and is retried later; the order waits.
      expect((await runDueJobs()).failed).toBe(1)
      expect((await sessionsOf(buyer.user.id))[0]?.status).toBe('capturing')
      expect((await db().select().from(orders))[0]?.status).toBe('pending')

      switchToStripe()
      // Stripe delivering the event again queues no second capture; the retried job captures.
      const redelivered = await handlePaymentWebhook('stripe', event.payload, event.header)
      expect(redelivered.body.outcome).toBe('capturing')
      advanceClock(60 * 60_000)
      expect((await runDueJobs()).failed).toBe(0)
      expect((await db().select().from(orders))[0]?.status).toBe('confirmed')
      expect(event.intent).toMatchObject({ status: 'succeeded', amount_received: 20_000 })
      expect(standIn.requests.filter((r) => r.path.endsWith('/capture'))).toHaveLength(1)
    })
  })
})
