/**
 * Reviews and ratings (issue #16) on the real database: only a party of a completed order reviews,
 * once, within 14 days; a review is hidden from everyone but its author until both parties have
 * reviewed or 7 days have passed on the injected clock; the reviewed party replies once; revealed
 * reviews count in the subject's rating, which cards and pages read from one aggregate row.
 */
import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { browseListings, invalidateBrowseCache } from '~/catalog/browse.server'
import { getProductDetail } from '~/catalog/product.server'
import { getSellerProfile } from '~/catalog/seller-page.server'
import { moveOrder } from '~/orders/order-transitions.server'
import { advanceClock } from '~/platform/clock.server'
import { outboxDir, readOutbox } from '~/platform/email/mailer.server'
import { runDueJobs } from '~/platform/jobs/queue.server'
import { action as orderAction, loader as orderLoader } from '~/routes/orders.$id'
import { loader as profileLoader } from '~/routes/profile'
import { loader as sellerLoader } from '~/routes/seller'
import { createOrder, createProduct } from '../../db/factories'
import { profiles, reviews, userRatings } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { formRequest, getRequest, runRoute, toastOf } from '../support/routes'

const DAY = 24 * 60 * 60 * 1000

describe('reviews on the real database', () => {
  const db = useTestDatabase()

  beforeEach(() => fs.rmSync(outboxDir(), { recursive: true, force: true }))

  /** A buyer, a seller (profile in Spanish) and a stranger, all signed in, and a delivered order. */
  async function setUp() {
    const buyer = await createSignedInUser(db(), { name: 'Lucía Fernández' })
    const seller = await createSignedInUser(db(), { name: 'Marta Ríos' })
    const stranger = await createSignedInUser(db())
    await db()
      .update(profiles)
      .set({ name: 'Lucía', surname: 'Fernández' })
      .where(eq(profiles.id, buyer.user.id))
    await db()
      .update(profiles)
      .set({ name: 'Marta', surname: 'Ríos', language: 'es' })
      .where(eq(profiles.id, seller.user.id))
    const product = await createProduct(db(), { sellerId: seller.user.id, status: 'sold', price: 24_900 })
    const order = await createOrder(db(), {
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      productId: product.id,
      totalAmount: 24_900,
      status: 'delivered',
    })
    return { buyer, seller, stranger, product, order }
  }

  /** The buyer's "all good": the order completes on the injected clock. */
  async function complete(setup: Awaited<ReturnType<typeof setUp>>) {
    const outcome = await moveOrder(setup.buyer.user.id, setup.order.id, { intent: 'accept' })
    expect(outcome.kind).toBe('done')
  }

  const post = (orderId: string, fields: Record<string, string>, cookie?: string) =>
    runRoute<{ ok: false; message: string }>(
      orderAction,
      formRequest(`/orders/${orderId}`, fields, { cookie }),
      {
        params: { id: orderId },
      },
    )
  const review = (orderId: string, cookie: string, rating: number, comment = '') =>
    post(orderId, { intent: 'review', rating: String(rating), comment }, cookie)

  /** What /orders/{id} sends to `cookie`'s user, as the JSON the browser receives. */
  async function orderPageJson(orderId: string, cookie: string) {
    const result = await runRoute(orderLoader, getRequest(`/orders/${orderId}`, { cookie }), {
      params: { id: orderId },
    })
    expect(result.status).toBe(200)
    return JSON.stringify(result.data)
  }
  /** What the public page of `userId` sends (signed in as `cookie`, or a visitor). */
  async function publicPageJson(userId: string, cookie?: string) {
    const result = await runRoute(sellerLoader, getRequest(`/seller/${userId}`, { cookie }), {
      params: { id: userId },
    })
    expect(result.status).toBe(200)
    return JSON.stringify(result.data)
  }
  /** What /profile (its first tab) sends to `cookie`'s user. */
  async function profilePageJson(cookie: string) {
    const result = await runRoute(profileLoader, getRequest('/profile', { cookie }))
    expect(result.status).toBe(200)
    return JSON.stringify(result.data)
  }
  async function ratingOf(userId: string) {
    const [row] = await db().select().from(userRatings).where(eq(userRatings.userId, userId))
    return row ? { count: row.reviewCount, sum: row.ratingSum } : null
  }

  describe('who may review, when, and how often', () => {
    it('only a party of a completed order reviews, once, within 14 days', async () => {
      const setup = await setUp()
      const { buyer, seller, stranger, order } = setup

      // Delivered is not completed yet.
      const early = await review(order.id, buyer.cookie, 5)
      expect(early.status).toBe(409)
      expect(early.data.message).toBe('This order cannot be reviewed now.')

      await complete(setup)
      // A stranger cannot tell the order exists.
      expect((await review(order.id, stranger.cookie, 1, 'Never bought anything')).status).toBe(404)
      // Bad input: a translated 400, nothing saved.
      expect((await review(order.id, buyer.cookie, 6)).data.message).toBe('Choose from 1 to 5 stars.')
      expect((await review(order.id, buyer.cookie, 5, 'x'.repeat(1001))).status).toBe(400)
      expect(await db().select().from(reviews)).toEqual([])

      const done = await review(order.id, buyer.cookie, 5, '  Exactly as described, fast shipping.  ')
      expect(done.status).toBe(302)
      expect(done.location).toBe(`/orders/${order.id}`)
      expect(await toastOf(done.headers)).toMatchObject({ type: 'success', title: 'reviews.done.review' })

      const again = await review(order.id, buyer.cookie, 1, 'Changed my mind')
      expect(again.status).toBe(409)
      const rows = await db().select().from(reviews)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        authorId: buyer.user.id,
        subjectId: seller.user.id,
        authorRole: 'buyer',
        rating: 5,
        comment: 'Exactly as described, fast shipping.',
        revealedAt: null,
      })
    })

    it('the window closes 14 days after completion', async () => {
      const setup = await setUp()
      await complete(setup)
      advanceClock(14 * DAY + 60_000)
      const late = await review(setup.order.id, setup.seller.cookie, 4)
      expect(late.status).toBe(409)
      const page = await runRoute<{ reviews: { canReview: boolean; windowClosed: boolean } }>(
        orderLoader,
        getRequest(`/orders/${setup.order.id}`, { cookie: setup.seller.cookie }),
        { params: { id: setup.order.id } },
      )
      expect(page.data.reviews).toMatchObject({ canReview: false, windowClosed: true })
    })

    it('a completed order tells both parties by e-mail that a review is due, in their language', async () => {
      const setup = await setUp()
      await complete(setup)
      await runDueJobs()
      const mails = (await readOutbox()).filter(
        (mail) => mail.subject.includes('Valora') || mail.subject.includes('Review'),
      )
      expect(mails.map((mail) => mail.to).sort()).toEqual(
        [setup.buyer.user.email, setup.seller.user.email].sort(),
      )
      const toSeller = mails.find((mail) => mail.to === setup.seller.user.email)
      expect(toSeller?.subject).toMatch(/^¿Qué tal fue\? Valora tu pedido/)
      expect(toSeller?.links).toEqual([expect.stringMatching(new RegExp(`/orders/${setup.order.id}$`))])
      const toBuyer = mails.find((mail) => mail.to === setup.buyer.user.email)
      expect(toBuyer?.subject).toMatch(/^How did it go\? Review your order/)
    })
  })

  describe('hidden until both have reviewed, or 7 days', () => {
    it('a review is in nobody else’s page data until the second one is posted; then both are public', async () => {
      const setup = await setUp()
      const { buyer, seller, stranger, order } = setup
      await complete(setup)
      await review(order.id, buyer.cookie, 4, 'Secret words of the buyer')

      // The author sees it, marked hidden.
      expect(await orderPageJson(order.id, buyer.cookie)).toContain('Secret words of the buyer')
      // Nobody else does: the other party, a stranger, a visitor.
      expect(await orderPageJson(order.id, seller.cookie)).not.toContain('Secret words')
      expect(await publicPageJson(seller.user.id, stranger.cookie)).not.toContain('Secret words')
      expect(await publicPageJson(seller.user.id, seller.cookie)).not.toContain('Secret words')
      expect(await publicPageJson(seller.user.id)).not.toContain('Secret words')
      expect(await profilePageJson(seller.cookie)).not.toContain('Secret words')
      expect(await ratingOf(seller.user.id)).toBeNull()

      await review(order.id, seller.cookie, 5, 'Kind words of the seller')
      const sellerPage = await publicPageJson(seller.user.id)
      expect(sellerPage).toContain('Secret words of the buyer')
      expect(await publicPageJson(buyer.user.id)).toContain('Kind words of the seller')
      // A buyer's own profile lists what was said about them.
      expect(await profilePageJson(buyer.cookie)).toContain('Kind words of the seller')
      expect(await profilePageJson(seller.cookie)).toContain('Secret words of the buyer')
      expect(await orderPageJson(order.id, seller.cookie)).toContain('Secret words of the buyer')
      expect(await ratingOf(seller.user.id)).toEqual({ count: 1, sum: 4 })
      expect(await ratingOf(buyer.user.id)).toEqual({ count: 1, sum: 5 })
    })

    it('two parties reviewing at the same moment are both revealed, each counted once', async () => {
      const setup = await setUp()
      await complete(setup)
      const [a, b] = await Promise.all([
        review(setup.order.id, setup.buyer.cookie, 5, 'Same moment A'),
        review(setup.order.id, setup.seller.cookie, 3, 'Same moment B'),
      ])
      expect([a.status, b.status]).toEqual([302, 302])
      const rows = await db().select().from(reviews).where(eq(reviews.orderId, setup.order.id))
      expect(rows.map((row) => row.revealedAt !== null)).toEqual([true, true])
      expect(await ratingOf(setup.seller.user.id)).toEqual({ count: 1, sum: 5 })
      expect(await ratingOf(setup.buyer.user.id)).toEqual({ count: 1, sum: 3 })
    })

    it('a review nobody answers is revealed 7 days after it was written, by the clock', async () => {
      const setup = await setUp()
      const { buyer, seller, order } = setup
      await complete(setup)
      await review(order.id, buyer.cookie, 3, 'Slow but fine')

      advanceClock(7 * DAY - 60_000)
      await runDueJobs()
      expect(await publicPageJson(seller.user.id)).not.toContain('Slow but fine')
      expect(await ratingOf(seller.user.id)).toBeNull()

      advanceClock(2 * 60_000)
      await runDueJobs()
      expect(await publicPageJson(seller.user.id)).toContain('Slow but fine')
      expect(await ratingOf(seller.user.id)).toEqual({ count: 1, sum: 3 })
      // Running again counts nothing twice.
      await runDueJobs()
      expect(await ratingOf(seller.user.id)).toEqual({ count: 1, sum: 3 })
    })
  })

  describe('the reply', () => {
    it('the reviewed party replies once, publicly, and only to a revealed review about them', async () => {
      const setup = await setUp()
      const { buyer, seller, order } = setup
      await complete(setup)
      await review(order.id, buyer.cookie, 2, 'Scratches not in the photos')
      const [written] = await db().select().from(reviews)
      if (!written) throw new Error('no review')
      const reply = (cookie: string, text: string) =>
        post(order.id, { intent: 'reply', reviewId: written.id, reply: text }, cookie)

      // Hidden: not there to answer yet.
      expect((await reply(seller.cookie, 'Too early')).status).toBe(404)
      await review(order.id, seller.cookie, 5)
      // The author cannot answer their own review.
      expect((await reply(buyer.cookie, 'Me again')).status).toBe(404)
      expect((await reply(seller.cookie, '   ')).data.message).toBe('Write your reply first.')

      const replied = await reply(seller.cookie, 'They were in photo 3, but sorry!')
      expect(replied.status).toBe(302)
      expect(await toastOf(replied.headers)).toMatchObject({ title: 'reviews.done.reply' })
      expect((await reply(seller.cookie, 'Second thoughts')).status).toBe(409)
      const page = await publicPageJson(seller.user.id)
      expect(page).toContain('They were in photo 3, but sorry!')
      expect(page).not.toContain('Second thoughts')
    })
  })

  describe('ratings', () => {
    it('every card, the product’s seller card, the seller page and the profile show the real average and count', async () => {
      // Two completed orders of one seller, rated 5 and 4 by their buyers; the seller rates back.
      const first = await setUp()
      await complete(first)
      await review(first.order.id, first.buyer.cookie, 5)
      await review(first.order.id, first.seller.cookie, 5)
      const buyer2 = await createSignedInUser(db())
      const product2 = await createProduct(db(), { sellerId: first.seller.user.id, status: 'sold' })
      const order2 = await createOrder(db(), {
        buyerId: buyer2.user.id,
        sellerId: first.seller.user.id,
        productId: product2.id,
        status: 'delivered',
      })
      expect((await moveOrder(buyer2.user.id, order2.id, { intent: 'accept' })).kind).toBe('done')
      await review(order2.id, buyer2.cookie, 4)
      // Still hidden: counts for nothing yet.
      expect((await getSellerProfile(first.seller.user.id))?.profile.rating).toEqual({ average: 5, count: 1 })
      advanceClock(7 * DAY + 60_000)
      await runDueJobs()

      const expected = { average: 4.5, count: 2 }
      expect(await ratingOf(first.seller.user.id)).toEqual({ count: 2, sum: 9 })
      // A listing on sale, and one of a seller nobody has reviewed.
      const onSale = await createProduct(db(), {
        sellerId: first.seller.user.id,
        name: 'Rated Ping G430 Driver',
      })
      const newcomer = await createSignedInUser(db())
      await createProduct(db(), { sellerId: newcomer.user.id, name: 'Unrated Ping G425 Driver' })
      invalidateBrowseCache()

      const browse = await browseListings({
        q: 'ping driver',
        category: null,
        subcategory: null,
        sort: 'relevance',
        page: 1,
      })
      const card = (name: string) => browse.items.find((item) => item.name === name)
      expect(card('Rated Ping G430 Driver')?.seller?.rating).toEqual(expected)
      expect(card('Unrated Ping G425 Driver')?.seller).toMatchObject({ rating: null })
      expect((await getProductDetail(onSale.id))?.seller?.rating).toEqual(expected)
      expect((await getSellerProfile(first.seller.user.id))?.profile.rating).toEqual(expected)
      const page = await runRoute<{ stats: { rating: unknown } }>(
        profileLoader,
        getRequest('/profile', { cookie: first.seller.cookie }),
      )
      expect(page.data.stats.rating).toEqual(expected)
      // The buyer of the first order is rated by their seller too.
      expect((await getSellerProfile(first.buyer.user.id))?.profile.rating).toEqual({ average: 5, count: 1 })
    })
  })
})
