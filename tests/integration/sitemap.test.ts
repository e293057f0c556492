/**
 * /sitemap.xml and its files on the real database: only listings browse shows, both languages,
 * lastmod, the split into files of at most N addresses (N injected small here), and the routes.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loader as robotsLoader } from '~/routes/robots'
import { loader as sitemapLoader } from '~/routes/sitemap'
import { sitemapFile, sitemapIndex } from '~/seo/sitemap.server'
import { createProduct, createSeller } from '../../db/factories'
import { products } from '../../db/schema'
import { useTestDatabase } from '../support/db'
import { getRequest, runRoute } from '../support/routes'

const ORIGIN = 'https://fairway.test'
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')

describe('the sitemap', () => {
  const db = useTestDatabase()

  async function listings() {
    const { user } = await createSeller(db(), { email: 'sitemap.seller@test.fairway' })
    const visible = []
    for (let n = 0; n < 5; n++) {
      visible.push(
        await createProduct(db(), {
          sellerId: user.id,
          name: `Sitemap Driver ${n}`,
          updatedAt: new Date(`2026-10-0${n + 1}T12:00:00Z`),
        }),
      )
    }
    const sold = await createProduct(db(), { sellerId: user.id, name: 'Sold Iron', status: 'sold' })
    const pending = await createProduct(db(), { sellerId: user.id, name: 'Pending Wedge', status: 'pending' })
    const noPhoto = await createProduct(db(), { sellerId: user.id, name: 'No Photo Putter', images: [] })
    return { visible, hidden: [sold, pending, noPhoto] }
  }

  it('lists only visible listings, each in English and Spanish with its lastmod', async () => {
    const { visible, hidden } = await listings()
    const xml = await sitemapFile(ORIGIN, 'products-1.xml')
    expect(xml).not.toBeNull()
    const addresses = locs(xml ?? '')
    expect(addresses).toHaveLength(visible.length * 2)
    for (const listing of visible) {
      expect(addresses).toContain(`${ORIGIN}/product/${listing.id}`)
      expect(addresses).toContain(`${ORIGIN}/es/product/${listing.id}`)
    }
    for (const listing of hidden) expect(xml).not.toContain(listing.id)
    expect(xml).toContain('<lastmod>2026-10-03</lastmod>')
    expect(xml).toContain(`hreflang="es" href="${ORIGIN}/es/product/${visible[0]?.id}"`)
  })

  it('splits the listings into files of at most the limit, each address in exactly one file', async () => {
    const { visible } = await listings()
    // 4 addresses per file = 2 listings (each in two languages): 5 listings need 3 files.
    const index = await sitemapIndex(ORIGIN, 4)
    expect(locs(index)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/news.xml`,
      `${ORIGIN}/sitemaps/models.xml`,
      `${ORIGIN}/sitemaps/products-1.xml`,
      `${ORIGIN}/sitemaps/products-2.xml`,
      `${ORIGIN}/sitemaps/products-3.xml`,
    ])
    expect(index).toContain('<lastmod>2026-10-05</lastmod>')
    const seen: string[] = []
    for (const name of ['products-1.xml', 'products-2.xml', 'products-3.xml']) {
      const file = locs((await sitemapFile(ORIGIN, name, 4)) ?? '')
      expect(file.length).toBeLessThanOrEqual(4)
      seen.push(...file)
    }
    expect(new Set(seen).size).toBe(visible.length * 2)
    expect(await sitemapFile(ORIGIN, 'products-4.xml', 4)).toBeNull()
    expect(await sitemapFile(ORIGIN, 'products-0.xml', 4)).toBeNull()
    expect(await sitemapFile(ORIGIN, 'secrets.xml', 4)).toBeNull()
  })

  it('lists the pages, categories and news in both languages', async () => {
    const { visible } = await listings()
    const pages = locs((await sitemapFile(ORIGIN, 'pages.xml')) ?? '')
    for (const path of [
      '',
      '/browse',
      '/browse?subcategory=clubs',
      '/category/golf',
      '/news',
      '/faq',
      '/privacy',
    ]) {
      expect(pages).toContain(`${ORIGIN}${path || '/'}`)
      expect(pages).toContain(`${ORIGIN}/es${path}`)
    }
    // A listing changed last: the browse pages' lastmod follows it.
    await db()
      .update(products)
      .set({ updatedAt: new Date('2026-11-20T08:00:00Z') })
      .where(eq(products.id, visible[0]?.id ?? ''))
    expect(await sitemapFile(ORIGIN, 'pages.xml')).toContain('<lastmod>2026-11-20</lastmod>')
    const news = await sitemapFile(ORIGIN, 'news.xml')
    expect(news).toContain(
      `${ORIGIN}/es/news/tiger-woods-masters-comeback</loc><lastmod>2026-10-06</lastmod>`,
    )
  })

  it('lists every catalogue model page in both languages (issue #29)', async () => {
    const models = locs((await sitemapFile(ORIGIN, 'models.xml')) ?? '')
    expect(models).toContain(`${ORIGIN}/models/ping-g430-max-driver`)
    expect(models).toContain(`${ORIGIN}/es/models/ping-g430-max-driver`)
    expect(models.every((loc) => /\/models\/[a-z0-9-]+$/.test(loc))).toBe(true)
  })

  it('answers as XML at /sitemap.xml and /sitemaps/…, 404 for an unknown file; robots.txt points to it', async () => {
    await listings()
    const index = await runRoute(sitemapLoader, getRequest('/sitemap.xml'))
    expect(index.status).toBe(200)
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/)
    const missing = await runRoute(sitemapLoader, getRequest('/sitemaps/nope.xml'), {
      params: { file: 'nope.xml' },
    })
    expect(missing.status).toBe(404)
    const robots = await runRoute(robotsLoader, getRequest('/robots.txt'))
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/)
  })
})
