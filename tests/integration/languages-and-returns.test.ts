/**
 * Issue #26 items 1, 2 and 9 on the real database: a Spanish reader's order pages, e-mails and
 * payment return addresses stay Spanish (each e-mail in its recipient's stored language, whoever
 * caused it), the language switcher stores the choice, and signing up from an action comes back to
 * the item through profile completion and the confirmation e-mail.
 */
import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { settleTestPayment } from '~/checkout/test-payments.server'
import { openDispute } from '~/disputes/disputes.server'
import { translator } from '~/i18n'
import { openConversation, sendMessage } from '~/messages/conversations.server'
import { outboxDir, readOutbox } from '~/platform/email/mailer.server'
import { setPaymentProvidersForTests } from '~/platform/payments/index.server'
import { createStripeProvider } from '~/platform/payments/stripe-provider.server'
import { loader as rootLoader } from '~/root'
import { loader as authApi } from '~/routes/api.auth.$'
import { loader as emailVerifiedLoader } from '~/routes/auth.email-verified'
import { action as checkoutAction } from '~/routes/checkout'
import { action as completeAction, loader as completeLoader } from '~/routes/complete-profile'
import { action as forgotAction } from '~/routes/forgot-password'
import { action as orderAction } from '~/routes/orders.$id'
import { action as reportAction } from '~/routes/report'
import { action as localeAction } from '~/routes/resources.locale'
import { action as signUpAction, loader as signUpLoader } from '~/routes/signup'
import { createOrder, createProduct } from '../../db/factories'
import { cartItems, checkoutSessions, orders, profiles, users } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { deliveryFieldsFor } from '../support/delivery'
import { runQueuedWork } from '../support/jobs'
import { cookiesOf, formRequest, getRequest, runRoute, TEST_ORIGIN, toastOf } from '../support/routes'
import { type StripeStandIn, startStripeStandIn } from '../support/stripe-api-stand-in'

const PASSWORD = 'correct-horse-battery-7'

beforeEach(() => fs.rmSync(outboxDir(), { recursive: true, force: true }))

describe('a Spanish reader’s order pages', () => {
  const db = useTestDatabase()

  it('opens /orders/{id} in the chosen language without a redirect loop', async () => {
    const buyer = await createSignedInUser(db())
    const seller = await createSignedInUser(db())
    const product = await createProduct(db(), { sellerId: seller.user.id, status: 'sold' })
    const order = await createOrder(db(), {
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      productId: product.id,
    })

    // The English address with Spanish chosen: once to the Spanish one, which then stays.
    const english = await runRoute(
      rootLoader,
      getRequest(`/orders/${order.id}`, { cookie: `${buyer.cookie}; lang=es` }),
    )
    expect(english.status).toBe(302)
    expect(english.location).toBe(`/es/orders/${order.id}`)
    const spanish = await runRoute<{ locale: string }>(
      rootLoader,
      getRequest(`/es/orders/${order.id}?report=1`, { cookie: `${buyer.cookie}; lang=es` }),
    )
    expect(spanish.status).toBe(200)
    expect(spanish.data.locale).toBe('es')
    // And back to English when that is the choice.
    const back = await runRoute(rootLoader, getRequest(`/es/orders/${order.id}`, { cookie: 'lang=en' }))
    expect(back.location).toBe(`/orders/${order.id}`)
    // An address with one form for both languages is never redirected to itself.
    const shared = await runRoute(rootLoader, getRequest('/auth/email-verified', { cookie: 'lang=es' }))
    expect(shared.status).toBe(200)
  })

  it('answers the order page’s forms on /es/orders/{id} with a Spanish page and toast', async () => {
    const buyer = await createSignedInUser(db())
    const seller = await createSignedInUser(db())
    const product = await createProduct(db(), { sellerId: seller.user.id, status: 'sold' })
    const order = await createOrder(db(), {
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      productId: product.id,
      status: 'delivered',
    })
    await db()
      .update(orders)
      .set({ deliveredAt: new Date(), protectionEndsAt: new Date(Date.now() + 2 * 86_400_000) })
      .where(eq(orders.id, order.id))
    // Report a problem (the dispute form posts to the page itself, without redirectTo).
    const reported = await runRoute(
      orderAction,
      formRequest(
        `/es/orders/${order.id}`,
        { intent: 'dispute-open', reason: 'damaged', description: 'The head arrived cracked at the hosel.' },
        { cookie: buyer.cookie },
      ),
      { params: { id: order.id } },
    )
    expect(reported.status).toBe(302)
    expect(reported.location).toBe(`/es/orders/${order.id}`)
    // The seller disagrees, from the Spanish page too.
    const contested = await runRoute(
      orderAction,
      formRequest(
        `/es/orders/${order.id}`,
        { intent: 'dispute-contest', note: 'It left here in perfect condition.' },
        { cookie: seller.cookie },
      ),
      { params: { id: order.id } },
    )
    expect(contested.status).toBe(302)
    expect(contested.location).toBe(`/es/orders/${order.id}`)
    // A refusal is in Spanish.
    const refused = await runRoute<{ message: string }>(
      orderAction,
      formRequest(`/es/orders/${order.id}`, { intent: 'cancel' }, { cookie: buyer.cookie }),
      { params: { id: order.id } },
    )
    expect(refused.status).toBeGreaterThanOrEqual(400)
    const es = translator('es')
    expect([es('orders.error.conflict'), es('orders.error.forbidden')]).toContain(refused.data.message)
    expect(await toastOf(contested.headers)).toMatchObject({
      type: 'success',
      title: 'disputes.done.contest',
    })
  })
})

describe('e-mails in the recipient’s stored language', () => {
  const db = useTestDatabase()

  async function spanishBuyerEnglishSeller() {
    const buyer = await createSignedInUser(db(), { name: 'Lucía Fernández' })
    const seller = await createSignedInUser(db(), { name: 'Tom Baker' })
    await db().update(profiles).set({ language: 'es' }).where(eq(profiles.id, buyer.user.id))
    const product = await createProduct(db(), {
      sellerId: seller.user.id,
      status: 'sold',
      name: 'Ping G430 Driver',
    })
    const order = await createOrder(db(), {
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      productId: product.id,
    })
    return { buyer, seller, product, order }
  }

  async function deliver(orderId: string) {
    const protectionEndsAt = new Date(Date.now() + 2 * 86_400_000)
    await db()
      .update(orders)
      .set({ status: 'delivered', deliveredAt: new Date(), protectionEndsAt })
      .where(eq(orders.id, orderId))
  }

  const mailTo = async (email: string) => (await readOutbox()).filter((mail) => mail.to === email)

  it('writes each party’s mail in their own language, whoever acted and from whichever page', async () => {
    const { buyer, seller, product, order } = await spanishBuyerEnglishSeller()

    // The English-speaking seller ships from an English page: the buyer hears of it in Spanish,
    // with a link to the Spanish order page.
    const shipped = await runRoute(
      orderAction,
      formRequest(
        `/orders/${order.id}`,
        { intent: 'ship', carrier: 'correos', trackingNumber: 'PK123456789ES' },
        { cookie: seller.cookie },
      ),
      { params: { id: order.id } },
    )
    expect(shipped.status).toBe(302)
    await runQueuedWork()
    const [toBuyer] = await mailTo(buyer.user.email)
    expect(toBuyer?.html).toContain('<html lang="es">')
    expect(toBuyer?.subject).toMatch(/pedido/i)
    // Its links: the Spanish order page, and the carrier's own tracking page for the parcel.
    expect(toBuyer?.links).toEqual([
      'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=PK123456789ES',
      `${TEST_ORIGIN}/es/orders/${order.id}`,
    ])

    // The Spanish buyer reports a problem from a Spanish page: the seller's mail is English, the
    // buyer's Spanish, each linking to the order page in their language.
    await deliver(order.id)
    expect(
      (
        await openDispute(buyer.user.id, order.id, {
          reason: 'damaged',
          description: 'Cracked head on arrival.',
          photos: [],
        })
      ).kind,
    ).toBe('done')
    await runQueuedWork()
    const opened = (await readOutbox()).filter((mail) =>
      mail.links.some((link) => link.includes(`/orders/${order.id}`)),
    )
    const toSeller = opened.find((mail) => mail.to === seller.user.email)
    const toBuyerAgain = opened.find((mail) => mail.to === buyer.user.email && mail !== toBuyer)
    expect(toSeller?.html).toContain('<html lang="en">')
    expect(toSeller?.links).toContain(`${TEST_ORIGIN}/orders/${order.id}`)
    expect(toBuyerAgain?.html).toContain('<html lang="es">')
    expect(toBuyerAgain?.links).toContain(`${TEST_ORIGIN}/es/orders/${order.id}`)

    // A message from the Spanish buyer reaches the English seller in English, and the other way.
    fs.rmSync(outboxDir(), { recursive: true, force: true })
    const conversation = await openConversation({ id: buyer.user.id } as never, { productId: product.id })
    expect(conversation.ok).toBe(true)
    if (!conversation.ok) return
    expect(
      (await sendMessage(buyer.user.id, conversation.conversationId, { body: 'Hola, ¿sigue disponible?' }))
        .ok,
    ).toBe(true)
    await runQueuedWork()
    const [notice] = await mailTo(seller.user.email)
    expect(notice?.html).toContain('<html lang="en">')
    expect(notice?.links).toContain(`${TEST_ORIGIN}/messages/${conversation.conversationId}`)
  })

  it('stores the language a signed-in user switches to, and their next e-mails follow it', async () => {
    const { buyer, seller, order } = await spanishBuyerEnglishSeller()
    await db().update(profiles).set({ language: 'en' }).where(eq(profiles.id, buyer.user.id))

    const switched = await runRoute(
      localeAction,
      formRequest('/resources/locale', { locale: 'es', redirectTo: '/es/profile' }, { cookie: buyer.cookie }),
    )
    expect(switched.status).toBe(302)
    expect(switched.location).toBe('/es/profile')
    const [stored] = await db()
      .select({ language: profiles.language })
      .from(profiles)
      .where(eq(profiles.id, buyer.user.id))
    expect(stored?.language).toBe('es')
    // A visitor's switch stores nothing (and fails nothing).
    expect((await runRoute(localeAction, formRequest('/resources/locale', { locale: 'es' }))).status).toBe(
      200,
    )

    await runRoute(
      orderAction,
      formRequest(
        `/orders/${order.id}`,
        { intent: 'ship', carrier: 'correos', trackingNumber: 'PK123456789ES' },
        { cookie: seller.cookie },
      ),
      { params: { id: order.id } },
    )
    await runQueuedWork()
    const [mail] = await mailTo(buyer.user.email)
    expect(mail?.html).toContain('<html lang="es">')

    // Back to English: so are the e-mails (the password reset asked for from a Spanish page too).
    await runRoute(localeAction, formRequest('/resources/locale', { locale: 'en' }, { cookie: buyer.cookie }))
    fs.rmSync(outboxDir(), { recursive: true, force: true })
    await runRoute(forgotAction, formRequest('/es/forgot-password', { email: buyer.user.email }))
    await runQueuedWork()
    const [reset] = await mailTo(buyer.user.email)
    expect(reset?.subject).toBe('Reset your password')
    expect(reset?.links.find((link) => link.includes('reset-password'))).toMatch(
      new RegExp(`^${TEST_ORIGIN}/reset-password\\?token=`),
    )
  })
})

describe('report e-mails in the reporter’s stored language', () => {
  const db = useTestDatabase()

  it('acknowledges a signed-in member’s report in their stored language, whatever the page', async () => {
    const seller = await createSignedInUser(db())
    const product = await createProduct(db(), { sellerId: seller.user.id })
    const member = await createSignedInUser(db())
    await db().update(profiles).set({ language: 'es' }).where(eq(profiles.id, member.user.id))
    const sent = await runRoute(
      reportAction,
      formRequest(
        `/report/listing/${product.id}`,
        { category: 'misleading', explanation: 'The photos are of another club.', goodFaith: 'on' },
        { cookie: member.cookie },
      ),
      { params: { subject: 'listing', id: product.id }, clientIp: '198.51.100.77' },
    )
    expect(sent.status).toBe(200)
    await runQueuedWork()
    const [mail] = (await readOutbox()).filter((m) => m.to === member.user.email)
    expect(mail?.subject).toBe(translator('es')('report.mail.received.subject'))
  })
})

describe('signing up from an action comes back to the item', () => {
  const db = useTestDatabase()

  it('keeps redirectTo through sign-up, the confirmation e-mail and profile completion, in Spanish', async () => {
    const target = '/product/00000000-0000-4000-8000-000000000001'
    const page = await runRoute<{ redirectTo: string }>(
      signUpLoader,
      getRequest(`/es/signup?redirectTo=${encodeURIComponent(target)}`),
    )
    expect(page.data.redirectTo).toBe(target)

    const signedUp = await runRoute(
      signUpAction,
      formRequest(`/es/signup?redirectTo=${encodeURIComponent(target)}`, {
        intent: 'email',
        name: 'Lucía Pérez',
        email: 'lucia.return@example.test',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        redirectTo: page.data.redirectTo,
      }),
    )
    expect(signedUp.status).toBe(302)
    expect(signedUp.location).toBe(`/es/complete-profile?new=1&redirectTo=${encodeURIComponent(target)}`)
    const cookie = cookiesOf(signedUp.headers)

    // The confirmation link: checked by better-auth, then on to the item in Spanish.
    await runQueuedWork()
    const [mail] = await readOutbox()
    const link = new URL(mail?.links.find((l) => l.includes('/api/auth/verify-email')) ?? '')
    const verified = await runRoute(authApi, getRequest(`${link.pathname}${link.search}`))
    const landing = new URL(verified.location ?? '', TEST_ORIGIN)
    expect(landing.pathname).toBe('/auth/email-verified')
    const afterVerify = await runRoute(
      emailVerifiedLoader,
      getRequest(`${landing.pathname}${landing.search}`),
    )
    expect(afterVerify.location).toBe(`/es${target}`)

    // Profile completion knows the way on, and goes there.
    const completion = `/es/complete-profile?new=1&redirectTo=${encodeURIComponent(target)}`
    const form = await runRoute<{ redirectTo: string }>(completeLoader, getRequest(completion, { cookie }))
    expect(form.data.redirectTo).toBe(target)
    const completed = await runRoute(
      completeAction,
      formRequest(
        completion,
        {
          name: 'Lucía',
          surname: 'Pérez',
          areaCode: '+34',
          phoneNumber: '612 345 678',
          city: 'Sevilla',
          postalCode: '41001',
          userType: 'buyer',
          redirectTo: form.data.redirectTo,
        },
        { cookie },
      ),
    )
    expect(completed.status).toBe(302)
    expect(completed.location).toBe(`/es${target}`)
    const [user] = await db().select().from(users).where(eq(users.email, 'lucia.return@example.test'))
    const [profile] = await db()
      .select()
      .from(profiles)
      .where(eq(profiles.id, user?.id ?? ''))
    expect(profile?.language).toBe('es')
  })

  it('never follows a hostile return address: profile completion goes home instead', async () => {
    const { cookie } = await createSignedInUser(db(), { profile: 'none' })
    const signUpPage = await runRoute<{ redirectTo: string }>(
      signUpLoader,
      getRequest(`/signup?redirectTo=${encodeURIComponent('//evil.example/x')}`),
    )
    expect(signUpPage.data.redirectTo).toBe('/')
    const completed = await runRoute(
      completeAction,
      formRequest(
        '/complete-profile?new=1',
        {
          name: 'Ana',
          surname: 'García',
          areaCode: '+34',
          phoneNumber: '612 345 678',
          city: 'Madrid',
          postalCode: '28001',
          userType: 'buyer',
          redirectTo: '/\\evil.example',
        },
        { cookie },
      ),
    )
    expect(completed.location).toBe('/home')
    const verified = await runRoute(
      emailVerifiedLoader,
      getRequest(`/auth/email-verified?redirectTo=${encodeURIComponent('https://evil.example')}`),
    )
    expect(verified.location).toBe('/')
  })
})

describe('payment return addresses in the buyer’s language', () => {
  const db = useTestDatabase()
  const ADDRESS = {
    fullName: 'Lucía Fernández',
    address: 'Calle Sierpes 12',
    city: 'Sevilla',
    postalCode: '41004',
    country: 'Spain',
  }
  let standIn: StripeStandIn

  beforeAll(async () => {
    standIn = await startStripeStandIn()
  })
  afterAll(async () => {
    setPaymentProvidersForTests({})
    await standIn.close()
  })

  async function spanishCheckout() {
    const seller = await createSignedInUser(db())
    const item = await createProduct(db(), { sellerId: seller.user.id, price: 21_900 })
    const buyer = await createSignedInUser(db())
    await db().update(profiles).set({ language: 'es' }).where(eq(profiles.id, buyer.user.id))
    await db().insert(cartItems).values({ userId: buyer.user.id, productId: item.id })
    const reply = await runRoute<{ url: string }>(
      checkoutAction,
      formRequest(
        '/es/checkout',
        { ...ADDRESS, js: '1', ...(await deliveryFieldsFor(buyer.user.id)) },
        { cookie: buyer.cookie },
      ),
    )
    expect(reply.status).toBe(200)
    const [session] = await db()
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.buyerId, buyer.user.id))
    return { buyer, url: reply.data.url, session }
  }

  it('the test provider’s page, Pay and Cancel stay in Spanish', async () => {
    setPaymentProvidersForTests({})
    const paying = await spanishCheckout()
    expect(paying.url).toMatch(new RegExp(`^${TEST_ORIGIN}/es/payments/test/test_cs_`))
    const sessionId = paying.url.split('/').pop() as string
    const paid = await settleTestPayment(sessionId, paying.buyer.user.id, 'pay')
    expect(paid).toBe(`/es/checkout/success?session_id=${sessionId}`)

    const cancelling = await spanishCheckout()
    const cancelled = await settleTestPayment(
      cancelling.url.split('/').pop() as string,
      cancelling.buyer.user.id,
      'cancel',
    )
    expect(cancelled).toBe(`/es/checkout/cancel?checkout=${cancelling.session?.id}`)
  })

  it('Stripe gets Spanish success and cancel addresses', async () => {
    setPaymentProvidersForTests({
      stripe: createStripeProvider({
        secretKey: 'sk_test_standin',
        webhookSecret: 'whsec_test_standin_secret',
        api: standIn.api,
      }),
    })
    const { session } = await spanishCheckout()
    const create = standIn.requests.find((r) => r.path === '/v1/checkout/sessions')
    const form = create?.form as URLSearchParams
    expect(form.get('locale')).toBe('es')
    expect(form.get('success_url')).toBe(
      `${TEST_ORIGIN}/es/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    )
    expect(form.get('cancel_url')).toBe(`${TEST_ORIGIN}/es/checkout/cancel?checkout=${session?.id}`)
  })
})
