/**
 * The product page and the public seller page on the real database: not found, views counted once
 * per visit, what visitors see of a seller, and the seller statistics (SPEC §3 "Seller stats").
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ProductCardData } from '~/catalog/browse'
import type { ProductDetail } from '~/catalog/product'
import { flushProductViews } from '~/catalog/product-views.server'
import { getSellerProfile } from '~/catalog/seller-page.server'
import { loader as productLoader } from '~/routes/product'
import { loader as sellerLoader } from '~/routes/seller'
import { createProduct, createSeller, createUser } from '../../db/factories'
import { orders, products, profiles } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { getRequest, runRoute } from '../support/routes'

type ProductPage = {
  product: ProductDetail | null
  ownListing: boolean
  signedIn: boolean
  jsonLd: Record<string, unknown>
}

function productRequest(id: string, { cookie, userAgent }: { cookie?: string; userAgent?: string } = {}) {
  const headers: Record<string, string> = {}
  if (cookie) headers.cookie = cookie
  if (userAgent) headers['user-agent'] = userAgent
  return new Request(`http://localhost:3000/product/${id}`, { headers })
}

const visitCookie = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('fm_viewed='))

async function viewsOf(db: ReturnType<typeof useTestDatabase>, id: string) {
  await flushProductViews()
  const [row] = await db().select({ views: products.viewsCount }).from(products).where(eq(products.id, id))
  return row?.views
}

describe('the product page', () => {
  const db = useTestDatabase()

  it('answers 404 with no product for an unknown id and for something that is not an id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-product', "1' or 1=1 --"]) {
      const page = await runRoute<ProductPage>(productLoader, productRequest(id), { params: { id } })
      expect(page.status, id).toBe(404)
      expect(page.data.product).toBeNull()
    }
  })

  it('shows the listing, its photos and its seller; the seller’s e-mail to nobody (issue #15)', async () => {
    const { user: seller } = await createSeller(db(), {
      email: 'ana.seller@example.test',
      profile: { name: 'Ana', surname: 'García', city: 'Sevilla' },
    })
    const product = await createProduct(db(), {
      sellerId: seller.id,
      images: ['products/one.webp', 'products/two.webp'],
      status: 'sold',
    })
    const visitor = await runRoute<ProductPage>(productLoader, productRequest(product.id), {
      params: { id: product.id },
    })
    expect(visitor.status).toBe(200)
    expect(visitor.data.product).toMatchObject({
      id: product.id,
      status: 'sold',
      photos: [
        {
          url: '/media/products/one.webp',
          thumbUrl: '/media/products/one.card.webp',
          zoomUrl: '/media/products/one.detail.webp',
          slot: '',
        },
        { url: '/media/products/two.webp', thumbUrl: '/media/products/two.card.webp' },
      ],
      seller: { id: seller.id, name: 'Ana G.', firstName: 'Ana', city: 'Sevilla' },
    })
    expect(visitor.data.jsonLd).toMatchObject({
      '@type': 'Product',
      offers: { availability: 'https://schema.org/SoldOut', price: '249.00', priceCurrency: 'EUR' },
    })

    const { cookie } = await createSignedInUser(db())
    const buyer = await runRoute<ProductPage>(productLoader, productRequest(product.id, { cookie }), {
      params: { id: product.id },
    })
    // Issue #15: Contact Seller is a conversation; the seller's address is not in the page's data.
    expect(JSON.stringify(buyer.data)).not.toContain('ana.seller@example.test')
    expect(buyer.data).toMatchObject({ signedIn: true, ownListing: false })
  })

  it('shows Unknown Seller (no seller) when the profile is missing', async () => {
    const user = await createUser(db())
    const product = await createProduct(db(), { sellerId: user.id })
    const page = await runRoute<ProductPage>(productLoader, productRequest(product.id), {
      params: { id: product.id },
    })
    expect(page.data.product?.seller).toBeNull()
  })

  it('counts one view per visit: again only after 30 minutes, never the seller’s own or a crawler’s', async () => {
    const { user: seller, cookie: sellerCookie } = await createSignedInUser(db())
    const product = await createProduct(db(), { sellerId: seller.id, viewsCount: 0 })
    const params = { id: product.id }

    const first = await runRoute(productLoader, productRequest(product.id), { params })
    const cookie = visitCookie(first.headers)
    expect(cookie).toBeTruthy()
    expect(await viewsOf(db, product.id)).toBe(1)

    // The same browser again: not counted, no new cookie.
    const again = await runRoute(productLoader, productRequest(product.id, { cookie }), { params })
    expect(visitCookie(again.headers)).toBeUndefined()
    expect(await viewsOf(db, product.id)).toBe(1)

    // Another browser (on another connection), the seller, a crawler.
    await runRoute(productLoader, productRequest(product.id), { params, clientIp: '198.51.100.20' })
    await runRoute(productLoader, productRequest(product.id, { cookie: sellerCookie }), { params })
    await runRoute(
      productLoader,
      productRequest(product.id, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }),
      {
        params,
      },
    )
    expect(await viewsOf(db, product.id)).toBe(2)

    const own = await runRoute<ProductPage>(
      productLoader,
      productRequest(product.id, { cookie: sellerCookie }),
      { params },
    )
    expect(own.data.ownListing).toBe(true)
  })

  it('issue #10: requests that cannot be a visit never count; dropping the cookie counts once per address', async () => {
    const { user: seller } = await createSeller(db())
    const product = await createProduct(db(), { sellerId: seller.id, viewsCount: 0 })
    const params = { id: product.id }
    // A script that never keeps the cookie, from one address.
    for (let i = 0; i < 25; i++)
      await runRoute(productLoader, productRequest(product.id), { params, clientIp: '192.0.2.9' })
    expect(await viewsOf(db, product.id)).toBe(1)
    // Link prefetches and HEAD requests are not someone looking at the page.
    const prefetch = new Request(productRequest(product.id), { headers: { 'sec-purpose': 'prefetch' } })
    await runRoute(productLoader, prefetch, { params, clientIp: '192.0.2.10' })
    const head = new Request(productRequest(product.id), { method: 'HEAD' })
    await runRoute(productLoader, head, { params, clientIp: '192.0.2.11' })
    expect(await viewsOf(db, product.id)).toBe(1)
  })

  it('never fails the page when a view cannot be written', async () => {
    const { user: seller } = await createSeller(db())
    const product = await createProduct(db(), { sellerId: seller.id })
    const page = await runRoute(productLoader, productRequest(product.id), { params: { id: product.id } })
    expect(page.status).toBe(200)
    await db().delete(products).where(eq(products.id, product.id))
    await expect(flushProductViews()).resolves.toBeUndefined()
  })
})

describe('the public seller page', () => {
  const db = useTestDatabase()

  it('computes the seller statistics (SPEC §3) with aggregates', async () => {
    const memberSince = new Date('2025-03-14T10:00:00Z')
    const { user: seller } = await createSeller(db(), { createdAt: memberSince })
    await createProduct(db(), { sellerId: seller.id, viewsCount: 10 })
    await createProduct(db(), { sellerId: seller.id, viewsCount: 20 })
    const { user: buyer } = await createSeller(db())
    // The average sold price is what the items sold for (issue #26 item 6): the orders' item
    // amounts (shipping left out), not the listings' prices; a listing marked sold by hand, with no
    // order, has no known price, and an order cancelled in full was no sale.
    const sold = [
      { price: 12_000, paid: 10_000, shipping: 399 },
      { price: 15_001, paid: 15_001, shipping: 0 },
    ]
    for (const { price, paid, shipping } of sold) {
      const product = await createProduct(db(), { sellerId: seller.id, status: 'sold', price, viewsCount: 3 })
      await db()
        .insert(orders)
        .values({
          buyerId: buyer.id,
          sellerId: seller.id,
          productId: product.id,
          totalAmount: paid + shipping,
          shippingAmount: shipping,
          status: 'completed',
        })
    }
    await createProduct(db(), { sellerId: seller.id, status: 'sold', price: 90_000, viewsCount: 0 })
    const relisted = await createProduct(db(), { sellerId: seller.id, status: 'pending', viewsCount: 4 })
    await db().insert(orders).values({
      buyerId: buyer.id,
      sellerId: seller.id,
      productId: relisted.id,
      totalAmount: 80_000,
      status: 'cancelled',
    })
    const { user: other } = await createSeller(db())
    await createProduct(db(), { sellerId: other.id, status: 'sold', price: 99_900, viewsCount: 1000 })

    const found = await getSellerProfile(seller.id)
    expect(found?.stats).toEqual({
      totalListings: 6,
      activeListings: 2,
      soldListings: 3,
      totalViews: 40,
      avgSoldPrice: 12_501, // 125.005 € rounded to the cent
      memberSince: memberSince.toISOString(),
    })

    const { user: newcomer } = await createSeller(db())
    expect((await getSellerProfile(newcomer.id))?.stats).toMatchObject({
      totalListings: 0,
      totalViews: 0,
      avgSoldPrice: null,
    })
  })

  it('shows active and past listings on their tabs, and the e-mail to nobody (issue #15)', async () => {
    const { user: seller } = await createSeller(db(), {
      profile: { name: 'Jordi', surname: 'Puig', city: 'Barcelona' },
    })
    await createProduct(db(), { sellerId: seller.id, name: 'Active driver' })
    await createProduct(db(), { sellerId: seller.id, name: 'Sold putter', status: 'sold' })
    await createProduct(db(), { sellerId: seller.id, name: 'Pending bag', status: 'pending' })
    type SellerPage = {
      kind: string
      tab: string
      profile: { name: string; city: string }
      listings: ProductCardData[]
    }

    const active = await runRoute<SellerPage>(sellerLoader, getRequest(`/seller/${seller.id}`), {
      params: { id: seller.id },
    })
    expect(active.data).toMatchObject({
      kind: 'seller',
      tab: 'active',
      profile: { name: 'Jordi P.', city: 'Barcelona' },
    })
    expect(active.data.listings.map((card) => [card.name, card.status])).toEqual([
      ['Active driver', undefined],
    ])

    const { cookie } = await createSignedInUser(db())
    const past = await runRoute<SellerPage>(
      sellerLoader,
      getRequest(`/seller/${seller.id}?tab=past`, { cookie }),
      {
        params: { id: seller.id },
      },
    )
    // Issue #15: Contact Seller opens a conversation; the address is in no page data.
    expect(JSON.stringify(past.data)).not.toContain(seller.email)
    expect(past.data.listings.map((card) => [card.name, card.status]).sort()).toEqual([
      ['Pending bag', 'pending'],
      ['Sold putter', 'sold'],
    ])
  })

  it('answers No seller ID provided, Seller profile not found (404), and the private-seller page', async () => {
    const noId = await runRoute<{ kind: string }>(sellerLoader, getRequest('/seller'), { params: {} })
    expect(noId).toMatchObject({ status: 400, data: { kind: 'no-id' } })
    const id = '00000000-0000-4000-8000-000000000000'
    const missing = await runRoute<{ kind: string }>(sellerLoader, getRequest(`/seller/${id}`), {
      params: { id },
    })
    expect(missing).toMatchObject({ status: 404, data: { kind: 'not-found' } })
    // SPEC §2: /seller/account, /seller/product and /seller/register do not exist (the 404 page).
    for (const path of ['account', 'product', 'register']) {
      const page = await runRoute<{ kind: string }>(sellerLoader, getRequest(`/seller/${path}`), {
        params: { id: path },
      })
      expect(page, path).toMatchObject({ status: 404, data: { kind: 'unknown-page' } })
    }
    // A user without a profile row has no seller profile either.
    const bare = await createUser(db())
    expect(
      (await runRoute(sellerLoader, getRequest(`/seller/${bare.id}`), { params: { id: bare.id } })).status,
    ).toBe(404)

    const { user: unnamed } = await createSeller(db(), { profile: { name: null } })
    const { user: unknown } = await createSeller(db(), { profile: { name: 'Unknown Seller' } })
    for (const id of [unnamed.id, unknown.id]) {
      const page = await runRoute<{ kind: string }>(sellerLoader, getRequest(`/seller/${id}`), {
        params: { id },
      })
      expect(page.data.kind).toBe('private')
    }
    expect(await db().select().from(profiles).where(eq(profiles.id, unknown.id))).toHaveLength(1)
  })
})
