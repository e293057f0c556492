/**
 * Signs of a fake and honest grading (issue #28 items 5 and 6) on the real database: the product
 * page says where the item ships from and shows "check before you buy" only when the price is far
 * under the price guide of its model; counterfeit reports lead the moderation queue; a buyer's
 * review of a graded item confirms each component as described (refused with a translated 400
 * otherwise), and the seller page shows the share of sales confirmed, counting revealed reviews only.
 */

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { shipsFromCountry } from '~/accounts/locations'
import { invalidateBrowseCache } from '~/catalog/browse.server'
import type { TrustView } from '~/catalog/condition/trust'
import { listingTrust } from '~/catalog/condition/trust.server'
import { clubModelSlug } from '~/catalog/passport/club-model-keys'
import { listingGuide } from '~/catalog/price-guide/pricing-help.server'
import { listReports } from '~/moderation/console.server'
import { moveOrder } from '~/orders/order-transitions.server'
import { action as orderAction, loader as orderLoader } from '~/routes/orders.$id'
import ProductPage, { loader as productLoader } from '~/routes/product'
import { loader as sellerLoader } from '~/routes/seller'
import { addProductSpecs, createOrder, createProduct, createSeller } from '../../db/factories'
import {
  clubModels,
  orders,
  priceGuides,
  productSpecs,
  products,
  profiles,
  reports,
  reviews,
} from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { renderPage, textOf } from '../support/render-page'
import { formRequest, getRequest, runRoute } from '../support/routes'

describe('signs of a fake and honest grading', () => {
  const db = useTestDatabase()

  async function model(brand: string, name: string, clubType: 'putter' | 'driver') {
    const [row] = await db()
      .select()
      .from(clubModels)
      .where(eq(clubModels.slug, clubModelSlug(brand, name, clubType)))
    if (!row) throw new Error(`the catalogue has no ${brand} ${name}`)
    return row
  }

  async function guide(clubModelId: string, low: number, options: { estimate?: boolean } = {}) {
    await db()
      .insert(priceGuides)
      .values({
        clubModelId,
        condition: 'Good',
        low,
        typical: low + 5_000,
        high: low + 10_000,
        sampleSize: options.estimate ? 0 : 9,
        firstSaleAt: options.estimate ? null : new Date('2026-03-01T00:00:00Z'),
        lastSaleAt: options.estimate ? null : new Date('2026-11-01T00:00:00Z'),
        estimate: options.estimate ?? false,
        computedAt: new Date('2026-11-20T00:00:00Z'),
      })
  }

  /** A Scotty Cameron Newport 2 listed in `location` by a seller whose phone is Spanish. */
  async function putter(price: number, location: string | null, specs: { certificate?: boolean } = {}) {
    const newport = await model('Scotty Cameron', 'Newport 2', 'putter')
    const { user: seller } = await createSeller(db(), {
      profile: { name: 'Klaus', surname: 'Weber', areaCode: '+34' },
    })
    const product = await createProduct(db(), {
      sellerId: seller.id,
      name: 'Scotty Cameron Newport 2 Putter 34 in',
      brand: 'Scotty Cameron',
      subcategory: 'clubs',
      condition: 'Good',
      price,
      location,
    })
    await addProductSpecs(db(), product.id, {
      clubModelId: newport.id,
      clubType: 'putter',
      certificate: specs.certificate ?? false,
    })
    return { product, newport, seller }
  }

  async function page(id: string, locale: 'en' | 'es' = 'en') {
    // The sales and photos below are written straight to the database, past the app's cache
    // clearing: forget the shared product data as a listing edit or a sale would (decision 0067).
    invalidateBrowseCache()
    const path = `${locale === 'es' ? '/es' : ''}/product/${id}`
    const result = await runRoute<{ trust: TrustView }>(productLoader, getRequest(path), {
      params: { id },
    })
    expect(result.status).toBe(200)
    const html = renderPage(ProductPage, {
      pattern: '/product/:id',
      url: `/product/${id}`,
      locale,
      loaderData: result.data,
    })
    return {
      view: result.data.trust,
      trust: await listingTrust(id, shipsFromCountry, listingGuide(id)),
      text: textOf(html),
    }
  }

  describe('the product page', () => {
    it('says where it ships from: the known city first, else the seller’s country, in the page’s language', async () => {
      const munich = await putter(30_000, 'Munich')
      expect((await page(munich.product.id)).text).toContain('Ships from Germany')
      expect((await page(munich.product.id, 'es')).text).toContain('Se envía desde Alemania')

      // Bilbao is not a built-in city: the seller's +34 phone says Spain.
      const bilbao = await putter(30_000, 'Bilbao')
      expect((await page(bilbao.product.id)).trust.shipsFrom).toBe('ES')
      expect((await page(bilbao.product.id)).text).toContain('Ships from Spain')
    })

    it('shows "check before you buy" with the tells only under half the guide’s low', async () => {
      const { product, newport } = await putter(9_000, 'Munich')
      // No guide yet: nothing to compare with, no notice.
      expect((await page(product.id)).trust.check).toBeNull()

      await guide(newport.id, 20_000)
      const { trust, text } = await page(product.id)
      expect(trust.check).toMatchObject({ guideLow: 20_000, serialPhoto: false, certificate: false })
      expect(text).toContain('Check before you buy')
      expect(text).toContain('from 200,00 €, 9 sales')
      expect(text).toContain('Serial number: there is no photo of it.')
      expect(text).toContain('Certificate: the seller lists no Scotty Cameron certificate of authenticity.')
      expect(text).toContain('Ships from Germany. Fakes usually come from outside the EU')

      const es = await page(product.id, 'es')
      expect(es.text).toContain('Compruébalo antes de comprar')
      expect(es.text).toContain('Número de serie: no hay ninguna foto.')

      // A fair price: no notice.
      const fair = await putter(19_000, 'Munich')
      expect((await page(fair.product.id)).trust.check).toBeNull()
      expect((await page(fair.product.id)).text).not.toContain('Check before you buy')
    })

    it('reads the serial photo and the certificate from the listing, and labels an estimated guide', async () => {
      const { product, newport } = await putter(5_000, 'Rome', { certificate: true })
      await db().update(clubModels).set({ launchPrice: 45_000 }).where(eq(clubModels.id, newport.id))
      await guide(newport.id, 15_000, { estimate: true })
      await db()
        .update(products)
        .set({ images: ['products/a.webp', 'products/b.webp'], imageSlots: ['face', 'serial'] })
        .where(eq(products.id, product.id))
      const { trust, text } = await page(product.id)
      expect(trust.check).toMatchObject({ estimate: true, serialPhoto: true, certificate: true })
      expect(text).toContain('estimated from its launch price')
      expect(text).toContain('Serial number: the listing has a photo of it.')
      expect(text).toContain('the Scotty Cameron certificate of authenticity comes with it')
      expect(text).toContain('Ships from Italy.')
    })
  })

  describe('the moderation queue', () => {
    it('puts open counterfeit reports first, oldest first among them, and marks them', async () => {
      const { user: seller } = await createSeller(db())
      const product = await createProduct(db(), { sellerId: seller.id })
      const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9))
      const base = {
        subject: 'listing' as const,
        productId: product.id,
        reportedUserId: seller.id,
        reporterEmail: 'watcher@example.test',
        explanation: 'Please look at this listing, something is off.',
      }
      await db()
        .insert(reports)
        .values([
          { ...base, category: 'misleading', createdAt: at(1) },
          { ...base, category: 'counterfeit', createdAt: at(3) },
          { ...base, category: 'fraud', createdAt: at(2) },
          { ...base, category: 'counterfeit', createdAt: at(4) },
        ])
      const open = await listReports('open')
      expect(open.map((r) => [r.category, r.priority])).toEqual([
        ['counterfeit', true],
        ['counterfeit', true],
        ['misleading', false],
        ['fraud', false],
      ])
      expect(open[0]?.createdAt).toBe(at(3).toISOString())
    })
  })

  describe('as described, per graded component', () => {
    async function gradedSale(grades: { head: number; shaft: number; grip: number } | null) {
      const buyer = await createSignedInUser(db(), { name: 'Tomás Ibarra' })
      const seller = await createSignedInUser(db(), { name: 'Carmen Valverde' })
      await db()
        .update(profiles)
        .set({ name: 'Carmen', surname: 'Valverde' })
        .where(eq(profiles.id, seller.user.id))
      const product = await createProduct(db(), { sellerId: seller.user.id, status: 'sold', brand: 'Ping' })
      await addProductSpecs(db(), product.id, { clubType: 'driver' })
      if (grades) {
        await db()
          .update(productSpecs)
          .set({ gradeHead: grades.head, gradeShaft: grades.shaft, gradeGrip: grades.grip })
          .where(eq(productSpecs.productId, product.id))
      }
      const order = await createOrder(db(), {
        buyerId: buyer.user.id,
        sellerId: seller.user.id,
        productId: product.id,
        status: 'delivered',
      })
      expect((await moveOrder(buyer.user.id, order.id, { intent: 'accept' })).kind).toBe('done')
      return { buyer, seller, product, order }
    }

    const post = (orderId: string, cookie: string, fields: Record<string, string>) =>
      runRoute<{ ok: false; message: string }>(
        orderAction,
        formRequest(`/orders/${orderId}`, { intent: 'review', rating: '4', ...fields }, { cookie }),
        { params: { id: orderId } },
      )

    async function sellerPage(sellerId: string) {
      const result = await runRoute<{
        described: { confirmed: number; total: number; percent: number | null }
      }>(sellerLoader, getRequest(`/seller/${sellerId}`), { params: { id: sellerId } })
      return result.data.described
    }

    it('the buyer answers for every graded component, or gets a translated 400 and nothing is saved', async () => {
      const sale = await gradedSale({ head: 8, shaft: 9, grip: 6 })
      const orderPage = await runRoute<{ reviews: { graded: unknown[] } }>(
        orderLoader,
        getRequest(`/orders/${sale.order.id}`, { cookie: sale.buyer.cookie }),
        { params: { id: sale.order.id } },
      )
      expect(orderPage.data.reviews.graded).toEqual([
        { component: 'head', grade: 8 },
        { component: 'shaft', grade: 9 },
        { component: 'grip', grade: 6 },
      ])

      const partial = await post(sale.order.id, sale.buyer.cookie, { describedHead: 'yes' })
      expect(partial.status).toBe(400)
      expect(partial.data.message).toBe('Say for each graded part whether it was as described.')
      const es = await runRoute<{ message: string }>(
        orderAction,
        formRequest(
          `/es/orders/${sale.order.id}`,
          { intent: 'review', rating: '4' },
          { cookie: sale.buyer.cookie },
        ),
        { params: { id: sale.order.id } },
      )
      expect(es.data.message).toBe('Indica para cada parte graduada si era como se describía.')
      expect(await db().select().from(reviews)).toEqual([])

      const done = await post(sale.order.id, sale.buyer.cookie, {
        describedHead: 'yes',
        describedShaft: 'yes',
        describedGrip: 'no',
      })
      expect(done.status).toBe(302)
      const [row] = await db().select().from(reviews)
      expect(row).toMatchObject({ describedHead: true, describedShaft: true, describedGrip: false })

      // The seller's review of the buyer carries no answers, whatever is posted.
      await post(sale.order.id, sale.seller.cookie, { describedHead: 'no' })
      const sellers = await db().select().from(reviews).where(eq(reviews.authorRole, 'seller'))
      expect(sellers[0]).toMatchObject({ describedHead: null, describedShaft: null, describedGrip: null })
    })

    it('grades frozen at payment are what the buyer confirms, not a later edit', async () => {
      const sale = await gradedSale({ head: 8, shaft: 9, grip: 6 })
      await db()
        .update(orders)
        .set({
          listingSnapshot: {
            version: 1,
            takenAt: '2026-11-01T10:00:00.000Z',
            productId: sale.product.id,
            name: sale.product.name,
            brand: 'Ping',
            subcategory: 'clubs',
            condition: 'Good',
            description: '',
            price: sale.product.price,
            images: [],
            imageSlots: [],
            grades: { head: 7, shaft: 7, grip: 7 },
            specs: null,
            clubModel: null,
            location: 'Madrid',
          },
        })
        .where(eq(orders.id, sale.order.id))
      const orderPage = await runRoute<{ reviews: { graded: Array<{ grade: number }> } }>(
        orderLoader,
        getRequest(`/orders/${sale.order.id}`, { cookie: sale.buyer.cookie }),
        { params: { id: sale.order.id } },
      )
      expect(orderPage.data.reviews.graded.map((part) => part.grade)).toEqual([7, 7, 7])
    })

    it('an ungraded item asks nothing; the seller page counts revealed graded sales only', async () => {
      const ungraded = await gradedSale(null)
      expect((await post(ungraded.order.id, ungraded.buyer.cookie, {})).status).toBe(302)
      const [plain] = await db().select().from(reviews)
      expect(plain).toMatchObject({ describedHead: null, describedShaft: null, describedGrip: null })

      // Three graded sales by one seller: two confirmed, one not; one review still hidden.
      const first = await gradedSale({ head: 8, shaft: 8, grip: 8 })
      const sellerId = first.seller.user.id
      const more = async (answers: Record<string, string>, reveal: boolean) => {
        const buyer = await createSignedInUser(db())
        const product = await createProduct(db(), { sellerId, status: 'sold' })
        await addProductSpecs(db(), product.id, { clubType: 'driver' })
        await db()
          .update(productSpecs)
          .set({ gradeHead: 9, gradeShaft: 9, gradeGrip: 9 })
          .where(eq(productSpecs.productId, product.id))
        const order = await createOrder(db(), {
          buyerId: buyer.user.id,
          sellerId,
          productId: product.id,
          status: 'delivered',
        })
        await moveOrder(buyer.user.id, order.id, { intent: 'accept' })
        expect((await post(order.id, buyer.cookie, answers)).status).toBe(302)
        if (reveal) await post(order.id, first.seller.cookie, {})
      }
      const all = { describedHead: 'yes', describedShaft: 'yes', describedGrip: 'yes' }
      expect(await sellerPage(sellerId)).toEqual({ confirmed: 0, total: 0, percent: null })
      await post(first.order.id, first.buyer.cookie, all)
      await post(first.order.id, first.seller.cookie, {})
      await more({ ...all, describedHead: 'no' }, true)
      await more(all, true)
      await more({ ...all, describedGrip: 'no' }, false)
      expect(await sellerPage(sellerId)).toEqual({ confirmed: 2, total: 3, percent: 66 })
    })
  })
})
