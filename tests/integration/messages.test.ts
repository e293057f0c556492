/**
 * Buyers and sellers talk (issue #15) on the real database: who may read and write a conversation,
 * that the seller's e-mail address reaches no buyer, e-mail notices (at most one per 15 minutes,
 * in the recipient's language, without addresses), blocking and reporting, offers with their
 * bounds, counters, expiries on the injected clock, the reservation and its price at checkout
 * (a forged price cannot undercut it), two accepts at once, and the listing selling.
 */
import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getViewer } from '~/accounts/viewer.server'
import { listCart } from '~/cart/cart.server'
import { getTestPaymentPage, settleTestPayment } from '~/checkout/test-payments.server'
import { answerOffer, makeOffer } from '~/messages/offers.server'
import { listNotifications, unreadCount } from '~/notifications/notifications.server'
import { advanceClock } from '~/platform/clock.server'
import { outboxDir, readOutbox } from '~/platform/email/mailer.server'
import { runDueJobs } from '~/platform/jobs/queue.server'
import { action as checkoutAction } from '~/routes/checkout'
import { action as messagesAction, loader as messagesLoader } from '~/routes/messages'
import { action as threadAction, loader as threadLoader } from '~/routes/messages.$id'
import { loader as orderLoader } from '~/routes/orders.$id'
import { loader as productLoader } from '~/routes/product'
import { loader as profileLoader } from '~/routes/profile'
import { loader as sellerLoader } from '~/routes/seller'
import { markListingSold } from '~/selling/listings.server'
import { createOrder, createProduct } from '../../db/factories'
import { cartItems, messages, offers, orders, products, profiles, reports } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { deliveryFieldsForCookie } from '../support/delivery'
import { formRequest, getRequest, runRoute } from '../support/routes'

const HOUR = 3_600_000
const ADDRESS = {
  fullName: 'Ana García',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  country: 'Spain',
}

describe('conversations and offers', () => {
  const db = useTestDatabase()

  beforeEach(() => fs.rmSync(outboxDir(), { recursive: true, force: true }))

  async function world(options: { price?: number; sellerLanguage?: string } = {}) {
    const seller = await createSignedInUser(db(), {
      name: 'Sergio Seller',
      email: `sergio.${Date.now()}@seller.test`,
    })
    await db()
      .update(profiles)
      .set({ name: 'Sergio', surname: 'Seller', language: options.sellerLanguage ?? 'en' })
      .where(eq(profiles.id, seller.user.id))
    const buyer = await createSignedInUser(db(), { name: 'Bea Buyer' })
    await db().update(profiles).set({ name: 'Bea', surname: 'Buyer' }).where(eq(profiles.id, buyer.user.id))
    const stranger = await createSignedInUser(db(), { name: 'Sam Stranger' })
    const product = await createProduct(db(), {
      sellerId: seller.user.id,
      name: 'Scotty Cameron Newport 2',
      price: options.price ?? 20_000,
      shippingOptions: ['standard'],
    })
    return { seller, buyer, stranger, product }
  }

  const open = async (cookie: string, fields: Record<string, string>) =>
    runRoute(messagesAction, formRequest('/messages', fields, { cookie }))

  async function conversationOf(cookie: string, productId: string) {
    const opened = await open(cookie, { productId })
    expect(opened.status).toBe(303)
    return (opened.location as string).split('/').pop() as string
  }

  const post = (id: string, cookie: string | undefined, fields: Record<string, string>) =>
    runRoute<{ ok: boolean; error?: string; errorKey?: string }>(
      threadAction,
      formRequest(`/messages/${id}`, fields, { cookie }),
      { params: { id } },
    )
  const load = (id: string, cookie?: string) =>
    runRoute<{
      thread: {
        messages: { body: string; from: string; kind: string; hasLink: boolean }[]
        offers: { id: string; status: string; amount: number; madeBy: string }[]
        canOffer: boolean
      } | null
    }>(threadLoader, getRequest(`/messages/${id}`, { cookie }), { params: { id } })

  describe('who may read and write', () => {
    it('only the two parties; visitors sign in first; the seller address is in nothing a buyer receives', async () => {
      const { seller, buyer, stranger, product } = await world()
      const id = await conversationOf(buyer.cookie, product.id)
      expect(await conversationOf(buyer.cookie, product.id)).toBe(id)

      // Visitor: sent to sign in, for the page and for writing.
      const visitorPage = await load(id)
      expect(visitorPage.status).toBe(302)
      expect(visitorPage.location).toContain('/auth?redirectTo=')
      expect((await post(id, undefined, { intent: 'send', body: 'hi' })).location).toContain('/auth')
      expect((await open('', { productId: product.id })).location).toContain('/auth')

      // Stranger: nothing there.
      expect((await load(id, stranger.cookie)).status).toBe(404)
      expect((await post(id, stranger.cookie, { intent: 'send', body: 'let me in' })).status).toBe(404)
      expect((await post(id, stranger.cookie, { intent: 'block' })).status).toBe(404)

      // Buyer and seller: both read and write.
      expect((await post(id, buyer.cookie, { intent: 'send', body: 'Is the grip original?' })).status).toBe(
        200,
      )
      expect((await post(id, seller.cookie, { intent: 'send', body: 'Yes, it is.' })).status).toBe(200)
      const asBuyer = await load(id, buyer.cookie)
      const asSeller = await load(id, seller.cookie)
      expect(asBuyer.data.thread?.messages.map((m) => [m.from, m.body])).toEqual([
        ['me', 'Is the grip original?'],
        ['them', 'Yes, it is.'],
      ])
      expect(asSeller.data.thread?.messages.map((m) => m.from)).toEqual(['them', 'me'])
      const written = await db().select().from(messages)
      expect(written).toHaveLength(2)

      // The seller cannot open a conversation about their own listing.
      expect((await open(seller.cookie, { productId: product.id })).location).not.toContain('/messages/')

      // Nothing a buyer receives carries the seller's address.
      const productPage = await runRoute(
        productLoader,
        getRequest(`/product/${product.id}`, { cookie: buyer.cookie }),
        {
          params: { id: product.id },
        },
      )
      const sellerPage = await runRoute(
        sellerLoader,
        getRequest(`/seller/${seller.user.id}`, { cookie: buyer.cookie }),
        {
          params: { id: seller.user.id },
        },
      )
      const list = await runRoute(messagesLoader, getRequest('/messages', { cookie: buyer.cookie }))
      for (const received of [productPage.data, sellerPage.data, list.data, asBuyer.data]) {
        expect(JSON.stringify(received)).not.toContain(seller.user.email)
      }
    })

    it('counts unread conversations for the navigation and clears them when read', async () => {
      const { seller, buyer, product } = await world()
      const id = await conversationOf(buyer.cookie, product.id)
      await post(id, buyer.cookie, { intent: 'send', body: 'Hello there' })
      const sellerViewer = async () => getViewer(getRequest('/', { cookie: seller.cookie }))
      expect((await sellerViewer())?.unreadMessages).toBe(1)
      expect((await getViewer(getRequest('/', { cookie: buyer.cookie })))?.unreadMessages).toBe(0)
      const list = await runRoute<{ conversations: { unread: boolean }[] }>(
        messagesLoader,
        getRequest('/messages', { cookie: seller.cookie }),
      )
      expect(list.data.conversations.map((c) => c.unread)).toEqual([true])
      // Opening it (a GET) changes nothing; the page then marks it read with a POST.
      await load(id, seller.cookie)
      expect((await sellerViewer())?.unreadMessages).toBe(1)
      expect((await post(id, seller.cookie, { intent: 'read' })).status).toBe(200)
      expect((await sellerViewer())?.unreadMessages).toBe(0)
    })

    it('keeps message text as it was written: HTML is text, links are flagged, 2,000 characters at most', async () => {
      const { buyer, product } = await world()
      const id = await conversationOf(buyer.cookie, product.id)
      const body = '<script>alert(1)</script><b>bold</b> pay me at https://evil.example/pay'
      expect((await post(id, buyer.cookie, { intent: 'send', body })).status).toBe(200)
      const page = await load(id, buyer.cookie)
      expect(page.data.thread?.messages[0]).toMatchObject({ body, hasLink: true })
      const tooLong = await post(id, buyer.cookie, { intent: 'send', body: 'x'.repeat(2001) })
      expect(tooLong.status).toBe(400)
      expect(tooLong.data.errorKey).toBe('messages.error.tooLong')
      expect((await post(id, buyer.cookie, { intent: 'send', body: '   ' })).status).toBe(400)
    })
  })

  it('opens conversations from the seller page and from an order (either party), in Spanish under /es', async () => {
    const { seller, buyer, stranger, product } = await world()
    const fromSellerPage = await runRoute(
      messagesAction,
      formRequest('/es/messages', { sellerId: seller.user.id }, { cookie: buyer.cookie }),
    )
    expect(fromSellerPage.location).toMatch(/^\/es\/messages\/[0-9a-f-]{36}$/)

    const order = await createOrder(db(), {
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      productId: product.id,
    })
    const orderPage = () =>
      runRoute<{ conversationId: string | null }>(
        orderLoader,
        getRequest(`/orders/${order.id}`, { cookie: buyer.cookie }),
        {
          params: { id: order.id },
        },
      )
    expect((await orderPage()).data.conversationId).toBeNull()
    // The seller opens the conversation with the order's buyer; the stranger cannot.
    expect((await open(stranger.cookie, { orderId: order.id })).location).not.toMatch(
      /\/messages\/[0-9a-f-]{36}$/,
    )
    const opened = await open(seller.cookie, { orderId: order.id })
    const id = (opened.location as string).split('/').pop()
    expect((await orderPage()).data.conversationId).toBe(id)
    expect(await conversationOf(buyer.cookie, product.id)).toBe(id)
  })

  it('limits how many messages one user sends in 15 minutes', async () => {
    const { buyer, product } = await world()
    const id = await conversationOf(buyer.cookie, product.id)
    for (let i = 0; i < 60; i++)
      expect((await post(id, buyer.cookie, { intent: 'send', body: `m${i}` })).status).toBe(200)
    const refused = await post(id, buyer.cookie, { intent: 'send', body: 'one more' })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBeTruthy()
    expect(await db().select().from(messages)).toHaveLength(60)
  })

  it('e-mails the other party at most once per conversation in 15 minutes, in their language, without addresses', async () => {
    const { seller, buyer, product } = await world({ sellerLanguage: 'es' })
    const id = await conversationOf(buyer.cookie, product.id)
    await post(id, buyer.cookie, { intent: 'send', body: 'First question' })
    await post(id, buyer.cookie, { intent: 'send', body: 'Second question' })
    await runDueJobs()
    let outbox = await readOutbox()
    expect(outbox).toHaveLength(1)
    const [notice] = outbox
    expect(notice?.to).toBe(seller.user.email)
    expect(notice?.subject).toBe('Nuevo mensaje sobre Scotty Cameron Newport 2')
    expect(notice?.text).toContain(`/es/messages/${id}`)
    for (const part of [notice?.text, notice?.html]) {
      expect(part).not.toContain(buyer.user.email)
      expect(part).not.toContain(seller.user.email)
      expect(part).not.toContain('First question')
    }
    advanceClock(16 * 60_000)
    await post(id, buyer.cookie, { intent: 'send', body: 'Third question' })
    await runDueJobs()
    outbox = await readOutbox()
    expect(outbox).toHaveLength(2)
  })

  it('blocks a user both ways and reports a message into the moderation queue', async () => {
    const { seller, buyer, stranger, product } = await world()
    const id = await conversationOf(buyer.cookie, product.id)
    await post(id, buyer.cookie, { intent: 'send', body: 'Pay me by bank transfer instead' })
    const [message] = await db().select().from(messages)

    // Only the other party's message can be reported, and only by a party.
    const report = {
      intent: 'report',
      category: 'fraud',
      explanation: 'Asks to pay outside.',
      goodFaith: 'on',
    }
    expect((await post(id, stranger.cookie, { ...report, messageId: message?.id ?? '' })).status).toBe(404)
    expect((await post(id, buyer.cookie, { ...report, messageId: message?.id ?? '' })).status).toBe(404)
    const reported = await post(id, seller.cookie, { ...report, messageId: message?.id ?? '' })
    expect(reported.status).toBe(302)
    const [row] = await db().select().from(reports)
    expect(row).toMatchObject({
      subject: 'user',
      reportedUserId: buyer.user.id,
      category: 'fraud',
      status: 'open',
    })
    expect(row?.explanation).toContain('Pay me by bank transfer instead')

    expect((await post(id, seller.cookie, { intent: 'block' })).status).toBe(200)
    const blocked = await post(id, buyer.cookie, { intent: 'send', body: 'Hello?' })
    expect(blocked.status).toBe(403)
    expect((await post(id, seller.cookie, { intent: 'send', body: 'Bye' })).status).toBe(403)
    expect((await post(id, buyer.cookie, { intent: 'offer', amount: '150' })).status).toBe(403)
    await post(id, seller.cookie, { intent: 'unblock' })
    expect((await post(id, buyer.cookie, { intent: 'send', body: 'Hello again' })).status).toBe(200)
  })

  describe('offers', () => {
    it('refuses offers below 50 % or above the price, and more than 3 in 24 hours', async () => {
      const { seller, buyer, product } = await world({ price: 20_000 })
      const id = await conversationOf(buyer.cookie, product.id)
      const low = await post(id, buyer.cookie, { intent: 'offer', amount: '99.99' })
      expect(low.status).toBe(400)
      expect(low.data.error).toBe('Offers below 50 % of the price are not accepted')
      expect((await post(id, buyer.cookie, { intent: 'offer', amount: '200.01' })).status).toBe(400)
      expect((await post(id, buyer.cookie, { intent: 'offer', amount: 'lots' })).status).toBe(400)
      // An amount that reads two ways is refused with its own message (issue #26 item 10).
      const ambiguous = await post(id, buyer.cookie, { intent: 'offer', amount: '150.000' })
      expect(ambiguous.status).toBe(400)
      expect(ambiguous.data.error).toBe(
        'An amount like 1.234 can be read two ways. Write it without the thousands separator (1234) or with the cents (1.234,00).',
      )
      // The seller cannot offer on their own listing.
      expect((await post(id, seller.cookie, { intent: 'offer', amount: '150' })).status).toBe(403)

      for (const amount of ['100', '110', '120']) {
        expect((await post(id, buyer.cookie, { intent: 'offer', amount })).status).toBe(200)
        // One open offer at a time: a second one waits for the answer.
        expect((await post(id, buyer.cookie, { intent: 'offer', amount: '130' })).status).toBe(409)
        const [open] = await db().select().from(offers).where(eq(offers.status, 'open'))
        expect((await post(id, seller.cookie, { intent: 'decline', offerId: open?.id ?? '' })).status).toBe(
          200,
        )
      }
      const fourth = await post(id, buyer.cookie, { intent: 'offer', amount: '130' })
      expect(fourth.status).toBe(429)
      advanceClock(24 * HOUR + 60_000)
      expect((await post(id, buyer.cookie, { intent: 'offer', amount: '130' })).status).toBe(200)
    })

    it('expires an open offer after 48 hours on the injected clock', async () => {
      const { seller, buyer, product } = await world()
      const id = await conversationOf(buyer.cookie, product.id)
      await post(id, buyer.cookie, { intent: 'offer', amount: '150' })
      const [offer] = await db().select().from(offers)
      advanceClock(47 * HOUR)
      await runDueJobs()
      expect((await db().select().from(offers))[0]?.status).toBe('open')
      advanceClock(HOUR + 1000)
      // Past the deadline it cannot be accepted, even before the job has run.
      expect((await post(id, seller.cookie, { intent: 'accept', offerId: offer?.id ?? '' })).status).toBe(409)
      await runDueJobs()
      expect((await db().select().from(offers))[0]?.status).toBe('expired')
      const page = await load(id, buyer.cookie)
      expect(page.data.thread?.messages.at(-1)).toMatchObject({
        from: 'system',
        body: 'messages.notice.offerExpired:15000',
      })
    })

    it('counter, accept: the listing is reserved at the agreed price, a forged price cannot undercut it, and it lapses after 24 hours', async () => {
      const { seller, buyer, stranger, product } = await world({ price: 20_000 })
      const id = await conversationOf(buyer.cookie, product.id)
      await post(id, buyer.cookie, { intent: 'offer', amount: '140' })
      const [offer] = await db().select().from(offers)
      // The buyer cannot answer their own offer; a counter must be above the offer.
      expect((await post(id, buyer.cookie, { intent: 'accept', offerId: offer?.id ?? '' })).status).toBe(403)
      expect(
        (await post(id, seller.cookie, { intent: 'counter', offerId: offer?.id ?? '', amount: '140' }))
          .status,
      ).toBe(400)
      expect(
        (await post(id, seller.cookie, { intent: 'counter', offerId: offer?.id ?? '', amount: '170' }))
          .status,
      ).toBe(200)
      const counter = (await db().select().from(offers)).find((o) => o.madeBy === 'seller')
      // The seller cannot accept their own counter; the stranger cannot touch it.
      expect((await post(id, seller.cookie, { intent: 'accept', offerId: counter?.id ?? '' })).status).toBe(
        403,
      )
      expect((await post(id, stranger.cookie, { intent: 'accept', offerId: counter?.id ?? '' })).status).toBe(
        404,
      )
      expect((await post(id, buyer.cookie, { intent: 'accept', offerId: counter?.id ?? '' })).status).toBe(
        200,
      )

      // The cart reads the agreed price; the stranger sees the listing reserved.
      expect((await listCart(buyer.user.id)).map((item) => item.price)).toEqual([17_000])
      const strangerPage = await runRoute<{ reservedForOther: boolean }>(
        productLoader,
        getRequest(`/product/${product.id}`, { cookie: stranger.cookie }),
        { params: { id: product.id } },
      )
      expect(strangerPage.data.reservedForOther).toBe(true)

      // A forged price in the checkout request changes nothing.
      const started = await runRoute<{ url?: string }>(
        checkoutAction,
        formRequest(
          '/checkout',
          {
            ...ADDRESS,
            js: '1',
            ...(await deliveryFieldsForCookie(buyer.cookie)),
            price: '1',
            amount: '1',
            [`price.${product.id}`]: '1',
          },
          { cookie: buyer.cookie },
        ),
      )
      expect(started.status).toBe(200)
      const sessionId = (started.data.url as string).split('/').pop() as string
      expect((await getTestPaymentPage(sessionId, buyer.user.id))?.amountTotal).toBe(17_000 + 399)

      // Nobody else can check out the reserved listing: in their cart it is 'reserved', not available.
      await db().insert(cartItems).values({ userId: stranger.user.id, productId: product.id })
      expect((await listCart(stranger.user.id)).map((item) => [item.price, item.status])).toEqual([
        [20_000, 'reserved'],
      ])
      const refused = await runRoute<{ error?: string }>(
        checkoutAction,
        formRequest('/checkout', { ...ADDRESS, js: '1' }, { cookie: stranger.cookie }),
      )
      expect(refused.status).toBe(409)
      expect(refused.data.error).toBe('checkout.itemsUnavailable')

      // After 24 hours unpaid the reservation lapses: the price is the listing's again.
      advanceClock(24 * HOUR + 1000)
      await runDueJobs()
      const accepted = (await db().select().from(offers)).find((o) => o.id === counter?.id)
      expect(accepted?.status).toBe('lapsed')
      expect((await listCart(buyer.user.id)).map((item) => item.price)).toEqual([20_000])
    })

    it('two accepts at the same moment end in exactly one reservation', async () => {
      const { seller, buyer, stranger, product } = await world({ price: 20_000 })
      const first = await conversationOf(buyer.cookie, product.id)
      const second = await conversationOf(stranger.cookie, product.id)
      await post(first, buyer.cookie, { intent: 'offer', amount: '150' })
      await post(second, stranger.cookie, { intent: 'offer', amount: '160' })
      const open = await db().select().from(offers)
      const results = await Promise.all(open.map((offer) => answerOffer(seller.user.id, offer.id, 'accept')))
      expect(results.filter((result) => result.ok)).toHaveLength(1)
      expect(results.filter((result) => !result.ok)).toMatchObject([
        { status: 409, error: 'messages.offer.reserved' },
      ])
      const accepted = await db().select().from(offers).where(eq(offers.status, 'accepted'))
      expect(accepted).toHaveLength(1)
      // The database itself refuses a second reservation, whatever code tries.
      const other = open.find((offer) => offer.id !== accepted[0]?.id)
      await expect(
        db()
          .update(offers)
          .set({ status: 'accepted' })
          .where(eq(offers.id, other?.id ?? '')),
      ).rejects.toThrow()
    })

    it('when the seller marks the listing sold, its open offers are declined with a notice', async () => {
      const { seller, buyer, product } = await world()
      const id = await conversationOf(buyer.cookie, product.id)
      await post(id, buyer.cookie, { intent: 'offer', amount: '150' })
      expect(await markListingSold(seller.user.id, product.id)).toBe(true)
      await runDueJobs()
      expect((await db().select().from(offers))[0]?.status).toBe('declined')
      const page = await load(id, buyer.cookie)
      expect(page.data.thread?.messages.at(-1)).toMatchObject({ body: 'messages.notice.listingSold:15000' })
      expect(page.data.thread?.canOffer).toBe(false)
    })

    it('when the listing sells, the other open offers are declined with a notice', async () => {
      const { seller, buyer, stranger, product } = await world({ price: 20_000 })
      const winner = await conversationOf(buyer.cookie, product.id)
      const loser = await conversationOf(stranger.cookie, product.id)
      await post(winner, buyer.cookie, { intent: 'offer', amount: '180' })
      await post(loser, stranger.cookie, { intent: 'offer', amount: '120' })
      const mine = (await db().select().from(offers)).find((o) => o.buyerId === buyer.user.id)
      expect((await answerOffer(seller.user.id, mine?.id ?? '', 'accept')).ok).toBe(true)
      // The other buyer cannot offer while it is reserved.
      expect((await makeOffer(stranger.user.id, loser, '130')).ok).toBe(false)

      const started = await runRoute<{ url?: string }>(
        checkoutAction,
        formRequest(
          '/checkout',
          { ...ADDRESS, js: '1', ...(await deliveryFieldsForCookie(buyer.cookie)) },
          { cookie: buyer.cookie },
        ),
      )
      const sessionId = (started.data.url as string).split('/').pop() as string
      await settleTestPayment(sessionId, buyer.user.id, 'pay')
      await runDueJobs()
      await runDueJobs()
      const [order] = await db().select().from(orders)
      expect(order).toMatchObject({ buyerId: buyer.user.id, totalAmount: 18_000 + 399, status: 'confirmed' })
      expect((await db().select().from(products))[0]?.status).toBe('sold')
      const after = await db().select().from(offers)
      expect(after.find((o) => o.buyerId === buyer.user.id)?.status).toBe('completed')
      expect(after.find((o) => o.buyerId === stranger.user.id)?.status).toBe('declined')
      const page = await load(loser, stranger.cookie)
      expect(page.data.thread?.messages.at(-1)).toMatchObject({
        from: 'system',
        body: 'messages.notice.listingSold:12000',
      })
    })
  })

  it('measures the seller response rate and typical response time from conversations (seller page and profile)', async () => {
    const { seller, buyer, stranger, product } = await world()
    const none = await runRoute<{ response: unknown }>(
      sellerLoader,
      getRequest(`/seller/${seller.user.id}`),
      {
        params: { id: seller.user.id },
      },
    )
    expect(none.data.response).toEqual({ rate: null, typicalSeconds: null })

    const answered = await conversationOf(buyer.cookie, product.id)
    const ignored = await conversationOf(stranger.cookie, product.id)
    await post(answered, buyer.cookie, { intent: 'send', body: 'Still available?' })
    await post(ignored, stranger.cookie, { intent: 'send', body: 'Any scratches?' })
    advanceClock(2 * HOUR)
    await post(answered, seller.cookie, { intent: 'send', body: 'Yes!' })

    const page = await runRoute<{ response: unknown }>(
      sellerLoader,
      getRequest(`/seller/${seller.user.id}`),
      {
        params: { id: seller.user.id },
      },
    )
    expect(page.data.response).toEqual({ rate: 50, typicalSeconds: 7200 })
    const profile = await runRoute<{
      stats: { responseRate: number | null; responseSeconds: number | null }
    }>(profileLoader, getRequest('/profile', { cookie: seller.cookie }))
    expect(profile.data.stats).toMatchObject({ responseRate: 50, responseSeconds: 7200 })
  })

  it('reaches the other party’s bell: a message (with its e-mail notice), every offer step', async () => {
    const { seller, buyer, product } = await world()
    const id = await conversationOf(buyer.cookie, product.id)
    expect((await post(id, buyer.cookie, { intent: 'send', body: 'Still available?' })).status).toBe(200)
    // A second message within the notice interval: no second e-mail, no second bell entry.
    expect((await post(id, buyer.cookie, { intent: 'send', body: 'Hello?' })).status).toBe(200)
    expect((await post(id, buyer.cookie, { intent: 'offer', amount: '150' })).status).toBe(200)
    const [open] = await db().select().from(offers).where(eq(offers.status, 'open'))
    expect(
      (await post(id, seller.cookie, { intent: 'counter', offerId: open?.id ?? '', amount: '180' })).status,
    ).toBe(200)

    const sellerBell = await listNotifications(seller.user.id)
    expect(sellerBell.map((n) => [n.kind, n.text.key, n.path])).toEqual([
      ['offer', 'notifications.text.offer.offer', `/messages/${id}`],
      ['message', 'notifications.text.message', `/messages/${id}`],
    ])
    expect(sellerBell[1]?.text.values).toEqual({ from: 'Bea B.' })
    const buyerBell = await listNotifications(buyer.user.id)
    expect(buyerBell.map((n) => [n.kind, n.text.key, n.text.values])).toEqual([
      ['offer', 'notifications.text.offer.counter', { name: 'Scotty Cameron Newport 2' }],
    ])
    expect(await unreadCount(seller.user.id)).toBe(2)
  })
})
