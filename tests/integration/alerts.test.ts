/**
 * Reasons to come back (issue #16 items 3–5) on the real database: favourites and their counts,
 * in-product notifications and their read state, saved searches and the alert e-mails (once per new
 * matching listing, never for a listing the user cannot see, never after unsubscribing, the daily
 * digest on the injected clock) and the unsubscribe token.
 */
import fs from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getViewer } from '~/accounts/viewer.server'
import { nextDigestAt } from '~/alerts/alerts.server'
import { unsubscribeToken } from '~/alerts/unsubscribe.server'
import { EMPTY_SPECS } from '~/catalog/passport/passport'
import { notify } from '~/notifications/notifications.server'
import { queueOrderShippedMail } from '~/orders/order-emails.server'
import { advanceClock, clock, resetClock } from '~/platform/clock.server'
import { rawQuery } from '~/platform/db.server'
import { outboxDir, readOutbox } from '~/platform/email/mailer.server'
import { enqueue, runDueJobs } from '~/platform/jobs/queue.server'
import { action as preferencesAction, loader as preferencesLoader } from '~/routes/alert-preferences'
import { action as favouritesAction, loader as favouritesLoader } from '~/routes/favourites'
import { action as notificationsAction, loader as notificationsLoader } from '~/routes/notifications'
import { loader as productLoader } from '~/routes/product'
import { action as savedSearchesAction, loader as savedSearchesLoader } from '~/routes/saved-searches'
import { action as unsubscribeAction, loader as unsubscribeLoader } from '~/routes/unsubscribe'
import { listDashboardListings } from '~/selling/dashboard.server'
import { markListingSold, publishListing, updateListingPrice } from '~/selling/listings.server'
import { uploadListingPhoto } from '~/selling/photos.server'
import { createOrder, createProduct } from '../../db/factories'
import { notifications, products, profiles, users } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { photoPng } from '../support/images'
import { formRequest, getRequest, runRoute } from '../support/routes'

describe('favourites, alerts and notifications', () => {
  const db = useTestDatabase()

  beforeEach(() => fs.rmSync(outboxDir(), { recursive: true, force: true }))

  async function sellerWithListing(input: { name?: string; price?: number } = {}) {
    const seller = await createSignedInUser(db(), { name: 'Sergio Seller' })
    const product = await createProduct(db(), {
      sellerId: seller.user.id,
      name: input.name ?? 'Odyssey White Hot Putter',
      brand: 'Odyssey',
      price: input.price ?? 12_000,
    })
    return { seller, product }
  }

  const heart = (productId: string, intent: 'add' | 'remove', cookie?: string) =>
    runRoute<{ ok: boolean }>(
      favouritesAction,
      formRequest('/favourites', { intent, productId, returnTo: `/product/${productId}` }, { cookie }),
    )

  describe('favourites', () => {
    it('saves for real, counts the people who saved, and lists current price and status', async () => {
      const { seller, product } = await sellerWithListing()
      const ana = await createSignedInUser(db(), { name: 'Ana Buyer' })
      const ben = await createSignedInUser(db(), { name: 'Ben Buyer' })

      expect((await heart(product.id, 'add', ana.cookie)).status).toBe(200)
      expect((await heart(product.id, 'add', ana.cookie)).status).toBe(200)
      expect((await heart(product.id, 'add', ben.cookie)).status).toBe(200)

      const page = await runRoute<{ favourite: { saved: boolean; count: number } }>(
        productLoader,
        getRequest(`/product/${product.id}`, { cookie: ana.cookie }),
        { params: { id: product.id } },
      )
      expect(page.data.favourite).toEqual({ saved: true, count: 2 })
      const visitor = await runRoute<{ favourite: { saved: boolean; count: number } }>(
        productLoader,
        getRequest(`/product/${product.id}`),
        { params: { id: product.id } },
      )
      expect(visitor.data.favourite).toEqual({ saved: false, count: 2 })

      const [row] = await listDashboardListings(seller.user.id)
      expect(row?.favouritesCount).toBe(2)

      await db().update(products).set({ price: 9_000, status: 'sold' }).where(eq(products.id, product.id))
      const list = await runRoute<{
        favourites: { id: string; price: number; status: string; available: boolean }[]
      }>(favouritesLoader, getRequest('/favourites', { cookie: ana.cookie }))
      expect(list.data.favourites).toMatchObject([
        { id: product.id, price: 9_000, status: 'sold', available: false },
      ])

      expect((await heart(product.id, 'remove', ana.cookie)).status).toBe(200)
      const after = await runRoute<{ favourites: unknown[] }>(
        favouritesLoader,
        getRequest('/favourites', { cookie: ana.cookie }),
      )
      expect(after.data.favourites).toEqual([])
      expect((await listDashboardListings(seller.user.id))[0]?.favouritesCount).toBe(1)
    })

    it('refuses one’s own listing and a listing not on sale, and sends visitors to sign in and back', async () => {
      const { seller, product } = await sellerWithListing()
      expect((await heart(product.id, 'add', seller.cookie)).status).toBe(400)
      const sold = await createProduct(db(), { sellerId: seller.user.id, status: 'sold' })
      const ana = await createSignedInUser(db(), { name: 'Ana Buyer' })
      expect((await heart(sold.id, 'add', ana.cookie)).status).toBe(400)
      expect((await heart('not-a-uuid', 'add', ana.cookie)).status).toBe(400)

      const visitor = await heart(product.id, 'add')
      expect(visitor.status).toBe(302)
      expect(visitor.location).toBe(`/auth?redirectTo=${encodeURIComponent(`/product/${product.id}`)}`)
      const list = await runRoute(favouritesLoader, getRequest('/favourites'))
      expect(list.location).toBe(`/auth?redirectTo=${encodeURIComponent('/favourites')}`)
    })
  })

  describe('notifications', () => {
    type Listed = {
      items: { kind: string; read: boolean; path: string; text: { key: string }; createdAt: string }[]
    }

    it('counts unread in the bell, lists the events and marks them read once opened', async () => {
      const { seller, product } = await sellerWithListing()
      const ana = await createSignedInUser(db(), { name: 'Ana Buyer' })
      const order = await createOrder(db(), {
        buyerId: ana.user.id,
        sellerId: seller.user.id,
        productId: product.id,
        status: 'shipped',
      })
      // The order step, from where its e-mail is queued; a repeated step notifies once.
      await db().transaction((tx) => queueOrderShippedMail(tx, order.id))
      await db().transaction((tx) => queueOrderShippedMail(tx, order.id))
      await notify(db(), ana.user.id, 'alert', {
        alert: 'price-drop',
        name: product.name,
        price: 9_000,
        path: `/product/${product.id}`,
      })
      expect((await getViewer(getRequest('/', { cookie: ana.cookie })))?.unreadNotifications).toBe(2)
      expect((await getViewer(getRequest('/', { cookie: seller.cookie })))?.unreadNotifications).toBe(0)

      const opened = await runRoute<Listed>(
        notificationsLoader,
        getRequest('/notifications', { cookie: ana.cookie }),
      )
      expect(opened.data.items).toMatchObject([
        {
          kind: 'alert',
          read: false,
          path: `/product/${product.id}`,
          text: { key: 'notifications.text.alert.price-drop' },
        },
        {
          kind: 'order-step',
          read: false,
          path: `/orders/${order.id}`,
          text: { key: 'notifications.text.order.shipped' },
        },
      ])
      // Opening the page (a GET) changes nothing; the page marks what it showed read with a POST.
      expect((await getViewer(getRequest('/', { cookie: ana.cookie })))?.unreadNotifications).toBe(2)
      const seen = await runRoute(
        notificationsAction,
        formRequest(
          '/notifications',
          { intent: 'read', upTo: opened.data.items[0]?.createdAt ?? '' },
          { cookie: ana.cookie },
        ),
      )
      expect(seen.status).toBe(200)
      expect((await getViewer(getRequest('/', { cookie: ana.cookie })))?.unreadNotifications).toBe(0)
      const again = await runRoute<Listed>(
        notificationsLoader,
        getRequest('/notifications', { cookie: ana.cookie }),
      )
      expect(again.data.items.map((item) => item.read)).toEqual([true, true])

      // Someone else's notifications are never listed.
      const other = await runRoute<Listed>(
        notificationsLoader,
        getRequest('/notifications', { cookie: seller.cookie }),
      )
      expect(other.data.items).toEqual([])
    })
  })

  describe('saved searches and alerts', () => {
    afterEach(() => resetClock())

    const save = (cookie: string, query: string, frequency: 'instant' | 'daily' = 'instant') =>
      runRoute(
        savedSearchesAction,
        formRequest('/saved-searches', { intent: 'save', query, frequency }, { cookie }),
      )

    /** Publishes through the wizard's own function, with a real uploaded photo. */
    async function publish(sellerId: string, input: { name: string; price?: number; brand?: string }) {
      const { key } = await uploadListingPhoto(sellerId, await photoPng(640, 480))
      return publishListing(sellerId, {
        category: 'golf',
        subcategory: 'clubs',
        name: input.name,
        brand: input.brand ?? 'Odyssey',
        description: 'Kept indoors, new grip last season.',
        size: "Men's",
        images: [key],
        condition: 'Good',
        price: input.price ?? 12_000,
        originalPrice: null,
        location: 'Madrid',
        shippingOptions: ['standard'],
        // The passport says what the name says (a golf word finds a listing by its passport too).
        specs: {
          ...EMPTY_SPECS,
          clubType: /driver/i.test(input.name) ? 'driver' : 'putter',
          hand: 'right',
          player: 'mens',
        },
      } as Parameters<typeof publishListing>[1])
    }

    const mailsTo = async (email: string) => (await readOutbox()).filter((mail) => mail.to === email)

    it('keeps query, filters and sort; lists and deletes them; refuses a search of everything', async () => {
      const ana = await createSignedInUser(db(), { name: 'Ana Buyer' })
      const saved = await save(ana.cookie, 'q=putter&price_max=150&condition=good&sort=price_asc')
      expect(saved.status).toBe(302)
      expect(saved.location).toBe('/browse?q=putter&price_max=150&condition=good&sort=price_asc')
      expect((await save(ana.cookie, '')).location).toBe('/browse')
      const visitor = await runRoute(
        savedSearchesAction,
        formRequest('/saved-searches', { intent: 'save', query: 'q=putter', frequency: 'instant' }),
      )
      expect(visitor.location).toBe(`/auth?redirectTo=${encodeURIComponent('/browse?q=putter')}`)

      type Listed = { searches: { id: string; href: string; q: string; filterCount: number; sort: string }[] }
      const list = await runRoute<Listed>(
        savedSearchesLoader,
        getRequest('/saved-searches', { cookie: ana.cookie }),
      )
      expect(list.data.searches).toMatchObject([
        {
          href: '/browse?q=putter&price_max=150&condition=good&sort=price_asc',
          q: 'putter',
          filterCount: 2,
          sort: 'price_asc',
        },
      ])
      const id = list.data.searches[0]?.id ?? ''
      const ben = await createSignedInUser(db(), { name: 'Ben Buyer' })
      const foreign = await runRoute(
        savedSearchesAction,
        formRequest('/saved-searches', { intent: 'delete', id }, { cookie: ben.cookie }),
      )
      expect(foreign.status).toBe(404)
      const deleted = await runRoute(
        savedSearchesAction,
        formRequest('/saved-searches', { intent: 'delete', id }, { cookie: ana.cookie }),
      )
      expect(deleted.status).toBe(200)
      const after = await runRoute<Listed>(
        savedSearchesLoader,
        getRequest('/saved-searches', { cookie: ana.cookie }),
      )
      expect(after.data.searches).toEqual([])
    })

    it('alerts once per new matching listing, by e-mail with unsubscribe headers and in the product', async () => {
      const ana = await createSignedInUser(db(), { name: 'Ana Buyer' })
      const seller = await createSignedInUser(db(), { name: 'Sergio Seller' })
      await save(ana.cookie, 'q=putter')
      await save(ana.cookie, 'q=odyssey+putter')
      // The seller's own search never alerts about their own listing.
      await save(seller.cookie, 'q=putter')

      const putter = await publish(seller.user.id, { name: 'Odyssey Two-Ball Putter' })
      await publish(seller.user.id, { name: 'Ping G430 Driver', brand: 'Ping' })
      await runDueJobs()
      // The same listing announced again (a retried job): nothing more.
      await enqueue(db(), 'alerts.listing-published', { productId: putter })
      await runDueJobs()

      const mails = await mailsTo(ana.user.email)
      expect(mails).toHaveLength(1)
      expect(mails[0]?.subject).toBe('New for your saved search: Odyssey Two-Ball Putter')
      expect(mails[0]?.text).toContain(`/product/${putter}`)
      expect(mails[0]?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
      expect(mails[0]?.headers['List-Unsubscribe']).toMatch(
        /^<http.+\/unsubscribe\?u=.+&k=saved-search&v=0&t=.+>$/,
      )
      expect(await mailsTo(seller.user.email)).toHaveLength(0)
      const rows = await db().select().from(notifications).where(eq(notifications.userId, ana.user.id))
      expect(rows).toMatchObject([
        { kind: 'alert', data: { alert: 'saved-search', path: `/product/${putter}` } },
      ])
    })

    it('never alerts about a listing the user cannot see on /browse', async () => {
      const ana = await createSignedInUser(db(), { name: 'Ana Buyer' })
      const { seller } = await sellerWithListing({ name: 'Unrelated Driver' })
      await save(ana.cookie, 'q=putter&price_max=150')
      const hidden = [
        await createProduct(db(), { sellerId: seller.user.id, name: 'Sold Odyssey Putter', status: 'sold' }),
        await createProduct(db(), {
          sellerId: seller.user.id,
          name: 'Removed Odyssey Putter',
          status: 'inactive',
          moderationHold: 'removed',
        }),
        await createProduct(db(), {
          sellerId: seller.user.id,
          name: 'Odyssey Putter without photos',
          images: [],
        }),
        await createProduct(db(), { sellerId: seller.user.id, name: 'Test Odyssey Putter' }),
        // Visible, but not under the saved search's price filter.
        await createProduct(db(), { sellerId: seller.user.id, name: 'Dear Odyssey Putter', price: 20_000 }),
      ]
      // Published, then sold before the alert job ran.
      const sold = await publish(seller.user.id, { name: 'Quickly Sold Putter' })
      await markListingSold(seller.user.id, sold)
      for (const product of hidden) await enqueue(db(), 'alerts.listing-published', { productId: product.id })
      await runDueJobs()
      expect(await mailsTo(ana.user.email)).toHaveLength(0)
      expect(
        await db().select().from(notifications).where(eq(notifications.userId, ana.user.id)),
      ).toHaveLength(0)
    })

    it('sends the daily digest on the injected clock, without listings that went away', async () => {
      const ana = await createSignedInUser(db(), { name: 'Ana Buyer' })
      const seller = await createSignedInUser(db(), { name: 'Sergio Seller' })
      await save(ana.cookie, 'q=putter', 'daily')
      const first = await publish(seller.user.id, { name: 'Odyssey Two-Ball Putter' })
      const second = await publish(seller.user.id, {
        name: 'Scotty Cameron Newport Putter',
        brand: 'Titleist',
      })
      const gone = await publish(seller.user.id, { name: 'Ping Anser Putter', brand: 'Ping' })
      await runDueJobs()
      await markListingSold(seller.user.id, gone)
      await runDueJobs()
      expect(await mailsTo(ana.user.email)).toHaveLength(0)

      // Not before the digest hour...
      const due = nextDigestAt(clock.now())
      advanceClock(due.getTime() - clock.now().getTime() - 60_000)
      await runDueJobs()
      expect(await mailsTo(ana.user.email)).toHaveLength(0)
      // ...then once.
      advanceClock(2 * 60_000)
      await runDueJobs()
      advanceClock(24 * 60 * 60_000)
      await runDueJobs()
      const mails = await mailsTo(ana.user.email)
      expect(mails).toHaveLength(1)
      expect(mails[0]?.subject).toBe('Your daily digest: 2 new listings')
      expect(mails[0]?.text).toContain(`/product/${first}`)
      expect(mails[0]?.text).toContain(`/product/${second}`)
      expect(mails[0]?.text).not.toContain(`/product/${gone}`)
      expect(mails[0]?.headers['List-Unsubscribe']).toContain('k=saved-search')
    })

    it('mails price drops and sold favourites (with similar listings), each kind until unsubscribed', async () => {
      const { seller, product } = await sellerWithListing({ name: 'Odyssey White Hot Putter', price: 12_000 })
      const similar = await createProduct(db(), {
        sellerId: (await createSignedInUser(db(), { name: 'Other Seller' })).user.id,
        name: 'Similar Putter',
        price: 11_500,
      })
      const ana = await createSignedInUser(db(), { name: 'Ana Buyer' })
      await heart(product.id, 'add', ana.cookie)

      await updateListingPrice(seller.user.id, product.id, 13_000) // dearer: nothing
      await updateListingPrice(seller.user.id, product.id, 10_000)
      await runDueJobs()
      let mails = await mailsTo(ana.user.email)
      expect(mails.map((mail) => mail.subject)).toEqual(['Price drop: Odyssey White Hot Putter'])
      expect(mails[0]?.text).toContain('now 100,00')
      const unsubscribe = mails[0]?.headers['List-Unsubscribe']?.slice(1, -1) ?? ''
      expect(unsubscribe).toContain('k=price-drop')

      // The one-click POST of RFC 8058: no session, no origin, just the signed address.
      const oneClick = await runRoute<{ state: string }>(
        unsubscribeAction,
        new Request(unsubscribe, {
          method: 'POST',
          body: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      )
      expect(oneClick.data.state).toBe('done')
      await updateListingPrice(seller.user.id, product.id, 9_000)
      await runDueJobs()
      mails = await mailsTo(ana.user.email)
      expect(mails).toHaveLength(1)

      // Other kinds still arrive: the favourite sells.
      await markListingSold(seller.user.id, product.id)
      await runDueJobs()
      mails = await mailsTo(ana.user.email)
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        'Price drop: Odyssey White Hot Putter',
        'Sold: Odyssey White Hot Putter',
      ])
      const soldMail = mails.find((mail) => mail.subject.startsWith('Sold'))
      expect(soldMail?.text).toContain(`/product/${similar.id}`)

      type Prefs = { kinds: { kind: string; enabled: boolean }[] }
      const prefs = await runRoute<Prefs>(
        preferencesLoader,
        getRequest('/alert-preferences', { cookie: ana.cookie }),
      )
      expect(prefs.data.kinds).toEqual([
        { kind: 'saved-search', enabled: true },
        { kind: 'price-drop', enabled: false },
        { kind: 'favourite-sold', enabled: true },
        { kind: 'price-hint', enabled: true },
        { kind: 'wanted', enabled: true },
      ])
    })

    it('stops new-listing e-mails once switched off in the preferences', async () => {
      const ana = await createSignedInUser(db(), { name: 'Ana Buyer' })
      const seller = await createSignedInUser(db(), { name: 'Sergio Seller' })
      await save(ana.cookie, 'q=putter')
      await runRoute(
        preferencesAction,
        formRequest('/alert-preferences', { kind: ['price-drop', 'favourite-sold'] }, { cookie: ana.cookie }),
      )
      await publish(seller.user.id, { name: 'Odyssey Two-Ball Putter' })
      await runDueJobs()
      expect(await mailsTo(ana.user.email)).toHaveLength(0)
    })

    it('writes in the recipient’s language, with the Spanish unsubscribe address', async () => {
      const ana = await createSignedInUser(db(), { name: 'Ana Compradora' })
      await db().update(profiles).set({ language: 'es' }).where(eq(profiles.id, ana.user.id))
      const seller = await createSignedInUser(db(), { name: 'Sergio Seller' })
      await save(ana.cookie, 'q=putter')
      await publish(seller.user.id, { name: 'Odyssey Two-Ball Putter' })
      await runDueJobs()
      const [mail] = await mailsTo(ana.user.email)
      expect(mail?.subject).toBe('Novedad para tu búsqueda guardada: Odyssey Two-Ball Putter')
      expect(mail?.headers['List-Unsubscribe']).toMatch(/^<http[^>]+\/es\/unsubscribe\?/)
      expect(mail?.text).toContain('Darse de baja de estos correos')
    })

    it('refuses an unsubscribe token made for another user or kind, and a GET changes nothing', async () => {
      const ana = await createSignedInUser(db(), { name: 'Ana Buyer' })
      const ben = await createSignedInUser(db(), { name: 'Ben Buyer' })
      const token = unsubscribeToken(ana.user.id, 'price-drop', 0)
      const post = (query: string) =>
        runRoute<{ state: string }>(
          unsubscribeAction,
          new Request(`http://localhost:3000/unsubscribe?${query}`, { method: 'POST', body: '' }),
        )
      for (const query of [
        `u=${ben.user.id}&k=price-drop&v=0&t=${token}`,
        `u=${ana.user.id}&k=price-drop&v=1&t=${token}`,
        `u=${ana.user.id}&k=saved-search&t=${token}`,
        `u=${ana.user.id}&k=price-drop&t=${token.slice(0, -2)}AA`,
        `u=${ana.user.id}&k=price-drop`,
        `u=${ana.user.id}&k=everything&t=${token}`,
      ]) {
        const result = await post(query)
        expect(result.status, query).toBe(400)
        expect(result.data.state).toBe('invalid')
      }
      const valid = `u=${ana.user.id}&k=price-drop&v=0&t=${token}`
      const asked = await runRoute<{ state: string }>(unsubscribeLoader, getRequest(`/unsubscribe?${valid}`))
      expect(asked.data.state).toBe('ask')
      const [count] = await rawQuery<{ n: number }>(
        db(),
        sql`select count(*)::int as n from email_preferences`,
      )
      expect(count?.n).toBe(0)
      expect((await post(valid)).data.state).toBe('done')
      // An account that is gone: nothing to change.
      await db().delete(users).where(eq(users.id, ben.user.id))
      expect(
        (await post(`u=${ben.user.id}&k=price-drop&v=0&t=${unsubscribeToken(ben.user.id, 'price-drop', 0)}`))
          .status,
      ).toBe(400)
    })
  })
})
