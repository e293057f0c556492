/**
 * The model page /models/<slug> (issue #29 item 4) on the real database: stock specs, the listings
 * on sale (only those browse shows), the sold prices as an SVG chart with a table, the guide with
 * its sample, Product JSON-LD with an AggregateOffer, Spanish, and 404 for an unknown model.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rebuildPriceGuide } from '~/catalog/price-guide/price-guide.server'
import ModelRoute, { loader as modelLoader } from '~/routes/model'
import { clubModels } from '../../db/schema'
import { useTestDatabase } from '../support/db'
import { addProductSpecs, createOrder, createProduct, createSeller, createUser } from '../support/factories'
import { renderPage, textOf } from '../support/render-page'
import { getRequest, runRoute } from '../support/routes'

const SLUG = 'ping-g430-max-driver'
const DAY = 86_400_000

interface ModelData {
  page: {
    listings: { id: string }[]
    offers: { count: number; low: number | null; high: number | null }
    guide: { condition: string; sampleSize: number; estimate: boolean }[]
    sales: unknown[]
  } | null
  jsonLd: Record<string, unknown> & { offers?: Record<string, unknown> }
}

describe('model page', () => {
  const db = useTestDatabase()

  async function world() {
    const [model] = await db().select().from(clubModels).where(eq(clubModels.slug, SLUG))
    const { user: seller } = await createSeller(db())
    const buyer = await createUser(db())
    const now = new Date()
    for (const [euros, days] of [
      [230, 10],
      [245, 40],
      [250, 90],
      [240, 120],
      [260, 200],
    ] as const) {
      const sold = await createProduct(db(), { sellerId: seller.id, status: 'sold', price: euros * 100 })
      await addProductSpecs(db(), sold.id, { clubModelId: model!.id, clubType: 'driver' })
      await createOrder(db(), {
        buyerId: buyer.id,
        sellerId: seller.id,
        productId: sold.id,
        totalAmount: euros * 100,
        status: 'completed',
        createdAt: new Date(now.getTime() - days * DAY),
      })
    }
    const onSale = []
    for (const euros of [199, 289]) {
      const listing = await createProduct(db(), {
        sellerId: seller.id,
        price: euros * 100,
        name: `G430 at ${euros}`,
      })
      await addProductSpecs(db(), listing.id, { clubModelId: model!.id, clubType: 'driver' })
      onSale.push(listing)
    }
    // Not on sale: an inactive listing of the model.
    const hidden = await createProduct(db(), { sellerId: seller.id, price: 100_00, status: 'inactive' })
    await addProductSpecs(db(), hidden.id, { clubModelId: model!.id, clubType: 'driver' })
    await rebuildPriceGuide(db(), now)
    return { onSale }
  }

  async function open(locale: 'en', slug = SLUG) {
    const path = `/models/${slug}`
    const result = await runRoute<ModelData>(modelLoader, getRequest(path), { params: { slug } })
    const html = renderPage(ModelRoute, {
      pattern: '/models/:slug',
      url: path,
      locale,
      loaderData: result.data,
    })
    return { result, html, text: textOf(html) }
  }

  it('shows the stock specs, the listings on sale, the sold prices and the guide', async () => {
    const { onSale } = await world()
    const { result, html, text } = await open('en')
    expect(result.status).toBe(200)
    const page = result.data.page!
    expect(page.listings.map((card) => card.id).sort()).toEqual(onSale.map((p) => p.id).sort())
    expect(page.offers).toEqual({ count: 2, low: 19_900, high: 28_900 })
    expect(page.sales).toHaveLength(5)
    expect(page.guide.find((row) => row.condition === 'Good')).toMatchObject({
      sampleSize: 5,
      estimate: false,
    })

    expect(text).toContain('Ping G430 Max Driver')
    expect(text).toContain('2 on sale now, from 199,00 € to 289,00 €.')
    // Stock specs from the catalogue, with their source.
    expect(text).toMatch(/Lofts 9° · 10\.5° · 12°/)
    expect(text).toContain('PING Alta CB Black 55')
    // The chart is an SVG image with a title, and the same sales as a table.
    expect(html).toMatch(/<svg[^>]*role="img"/)
    expect(html).toContain('5 sold prices over the last 12 months, by condition')
    expect(html).toContain('data-testid="sold-prices-table"')
    expect(text).toContain('5 sales')

    // Product JSON-LD with an AggregateOffer over the listings on sale.
    expect(result.data.jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Ping G430 Max',
      brand: { '@type': 'Brand', name: 'Ping' },
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'EUR',
        lowPrice: '199.00',
        highPrice: '289.00',
        offerCount: 2,
      },
    })
  })

  it('speaks Spanish under /es and answers 404 for a model the catalogue does not hold', async () => {
    await world()
    // The page's words in Spanish are checked in a browser (tests/e2e/model-page.spec.ts); here
    // the loader's: specs worked out in the reader's language, Spanish numbers.
    const es = await runRoute<ModelData & { page: { specs: { label: string; value: string }[] } }>(
      modelLoader,
      getRequest(`/es/models/${SLUG}`),
      { params: { slug: SLUG } },
    )
    expect(es.status).toBe(200)
    expect(es.data.page?.specs).toContainEqual({ label: 'Lofts', value: '9° · 10,5° · 12°' })
    expect(es.data.page?.specs[0]).toEqual({ label: 'Tipo de palo', value: 'Driver' })
    expect(es.data.jsonLd.url).toMatch(/\/es\/models\/ping-g430-max-driver$/)
    const missing = await open('en', 'no-such-model')
    expect(missing.result.status).toBe(404)
    expect(missing.text).toContain('Model not found')
    expect((await open('en', 'Robert%27);DROP')).result.status).toBe(404)
  })

  it('shows a model with no sales and nothing on sale without a guide, and without offers in its data', async () => {
    const { result, text } = await open('en', 'titleist-tsr2-driver')
    expect(result.status).toBe(200)
    expect(result.data.jsonLd.offers).toBeUndefined()
    expect(text).toContain('None on sale right now.')
    expect(text).toContain('No sales in the last 12 months.')
    expect(text).toContain('Not enough sales yet for a guide')
  })
})
