import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { BROWSE_PAGE_SIZE, type BrowseQuery, parseBrowseQuery } from '~/catalog/browse'
import { browseListings, getListingCounts, invalidateBrowseCache } from '~/catalog/browse.server'
import { SUBCATEGORIES } from '~/catalog/taxonomy'
import { isBrowseVisible } from '~/catalog/visibility'
import { rawQuery } from '~/platform/db.server'
import { loader as browseLoader } from '../../app/routes/browse'
import { loader as categoryLoader } from '../../app/routes/category'
import { createProduct, createSeller, createUser, type ProductInput } from '../../db/factories'
import { products } from '../../db/schema'
import { useTestDatabase } from '../support/db'

describe('browse on a real database', () => {
  const db = useTestDatabase()

  beforeEach(() => {
    // Every test writes its own listings: nothing may come from the previous test's cached pages.
    invalidateBrowseCache()
  })

  function query(overrides: Partial<BrowseQuery> = {}): BrowseQuery {
    return { ...parseBrowseQuery(new URLSearchParams()), ...overrides }
  }

  async function search(q: string, overrides: Partial<BrowseQuery> = {}) {
    invalidateBrowseCache()
    return browseListings({ ...parseBrowseQuery(new URLSearchParams({ q })), ...overrides })
  }

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

  async function seller() {
    const { user } = await createSeller(db(), { profile: { name: 'Lucía', surname: 'Fernández' } })
    return user.id
  }

  describe('browse visibility (SPEC §5)', () => {
    it('shows a listing only when every rule holds, in results and in the tile counts alike', async () => {
      const sellerId = await seller()
      const visible = await createProduct(db(), { sellerId, name: 'Visible Rulecheck Putter' })
      // One listing per rule, each breaking only that rule (the others come from buildProduct).
      const violations: Record<string, ProductInput> = {
        'status sold': { sellerId, status: 'sold' },
        'status pending': { sellerId, status: 'pending' },
        'status inactive': { sellerId, status: 'inactive' },
        'no seller': { sellerId: null },
        'category tennis': { sellerId, category: 'tennis' },
        'unknown subcategory': { sellerId, subcategory: 'balls' },
        'no image': { sellerId, images: [] },
        'empty name': { sellerId, name: '' },
        'blank name': { sellerId, name: '   ' },
        'empty brand': { sellerId, brand: '' },
        'blank brand': { sellerId, brand: ' \t' },
        'placeholder word': { sellerId, name: 'Rulecheck Placeholder Driver' },
        'demo word': { sellerId, name: 'DEMO Rulecheck Driver' },
        'test word': { sellerId, name: 'Rulecheck driver for testing' },
        'sample word': { sellerId, name: 'Rulecheck Sample Wedge' },
        'dummy word': { sellerId, name: 'Rulecheck dUmMy Bag' },
        'example word': { sellerId, name: 'Rulecheck Examples Set' },
      }
      const hidden = new Map<string, string>()
      for (const [rule, input] of Object.entries(violations)) {
        const product = await createProduct(db(), {
          description: `Rulecheck listing that breaks the rule: ${rule}.`,
          ...input,
        })
        hidden.set(product.id, rule)
      }

      const all = await browseListings(query())
      expect(all.items.map((item) => item.id)).toEqual([visible.id])
      expect(all.total).toBe(1)
      expect(all.counts.total).toBe(1)
      expect(all.counts.bySubcategory.clubs).toBe(1)
      expect(await getListingCounts()).toEqual(all.counts)

      // Every fixture mentions "Rulecheck" in its description: search finds only the visible one.
      const found = await search('rulecheck')
      expect(found.items.map((item) => item.id)).toEqual([visible.id])
      expect(found.counts.total).toBe(1)
      for (const subcategory of SUBCATEGORIES) {
        invalidateBrowseCache()
        const page = await browseListings(query({ subcategory }))
        for (const item of page.items)
          expect(hidden.get(item.id), `${subcategory}: ${item.name}`).toBeUndefined()
      }

      // The in-memory rule says the same as the database about every fixture.
      const rows = await db().select().from(products)
      for (const row of rows) {
        expect(isBrowseVisible(row), hidden.get(row.id) ?? 'visible').toBe(row.browseVisible)
      }
    })

    it('never shows a listing priced at 0 or below: the database refuses it, and the rule hides it anyway', async () => {
      const sellerId = await seller()
      await expect(createProduct(db(), { sellerId, price: 0 })).rejects.toThrow()
      // Without the check constraint (inside a transaction that is rolled back) the rule still hides it.
      const visibility = await db()
        .transaction(async (tx) => {
          await tx.execute(sql`alter table products drop constraint products_price_check`)
          const free = await createProduct(tx, { sellerId, price: 0 })
          const negative = await createProduct(tx, { sellerId, price: -500 })
          const rows = await rawQuery<{ id: string; browse_visible: boolean }>(
            tx,
            sql`select id, browse_visible from products where id in (${free.id}, ${negative.id})`,
          )
          throw Object.assign(new Error('rollback'), { rows })
        })
        .catch((error: Error & { rows?: unknown }) => error.rows)
      expect(visibility).toEqual([
        { id: expect.any(String), browse_visible: false },
        { id: expect.any(String), browse_visible: false },
      ])
    })

    it('follows a listing that stops being visible', async () => {
      const sellerId = await seller()
      const product = await createProduct(db(), { sellerId })
      expect((await browseListings(query())).total).toBe(1)
      await db().update(products).set({ status: 'sold' }).where(eq(products.id, product.id))
      invalidateBrowseCache()
      const after = await browseListings(query())
      expect(after.total).toBe(0)
      expect(after.items).toEqual([])
    })
  })

  describe('search (SPEC §5: case-insensitive substring of name, brand or description)', () => {
    it('finds "driver" in any letter case, in the name, the brand or the description, and nothing else', async () => {
      const sellerId = await seller()
      const inName = await createProduct(db(), {
        sellerId,
        name: 'Titleist TSR2 Driver 10°',
        description: 'Stiff shaft.',
      })
      const inBrand = await createProduct(db(), {
        sellerId,
        name: 'Carry Bag',
        brand: 'DRIVERLINE',
        description: 'Light.',
      })
      const inDescription = await createProduct(db(), {
        sellerId,
        name: 'Leather Headcover',
        brand: 'Titleist',
        description: 'Fits any modern dRiVeR head.',
      })
      await createProduct(db(), {
        sellerId,
        name: 'Odyssey Putter',
        brand: 'Odyssey',
        description: 'Face insert like new.',
      })
      await createProduct(db(), {
        sellerId,
        name: 'Drive Range Balls',
        brand: 'Srixon',
        description: 'Two dozen.',
      })

      const expected = [inName.id, inBrand.id, inDescription.id].sort()
      for (const term of ['driver', 'DRIVER', 'DrIvEr', '  driver  ']) {
        const result = await search(term)
        expect(result.items.map((item) => item.id).sort(), term).toEqual(expected)
        expect(result.total).toBe(3)
        expect(result.counts.bySubcategory.clubs).toBe(3)
      }
    })

    it('matches % _ and \\ literally, not as wildcards', async () => {
      const sellerId = await seller()
      const percent = await createProduct(db(), {
        sellerId,
        name: 'Rangefinder 100% accurate',
        description: 'x',
      })
      const underscore = await createProduct(db(), { sellerId, name: 'Glove size M_L', description: 'x' })
      const backslash = await createProduct(db(), { sellerId, name: 'Towel A\\B edition', description: 'x' })
      await createProduct(db(), { sellerId, name: 'Umbrella 68 inch', description: 'Mild' })

      expect((await search('%')).items.map((item) => item.id)).toEqual([percent.id])
      expect((await search('_')).items.map((item) => item.id)).toEqual([underscore.id])
      expect((await search('\\')).items.map((item) => item.id)).toEqual([backslash.id])
      expect((await search('M_L')).items.map((item) => item.id)).toEqual([underscore.id])
    })

    it('ranks a name match above a description-only match, even a newer one', async () => {
      const sellerId = await seller()
      const nameMatch = await createProduct(db(), {
        sellerId,
        name: 'Callaway Paradym Driver',
        description: 'Regular flex.',
        createdAt: minutesAgo(600),
      })
      const descriptionOnly = await createProduct(db(), {
        sellerId,
        name: 'Callaway Rogue Fairway',
        description: 'Hits almost like a driver.',
        createdAt: minutesAgo(1),
      })
      const closerName = await createProduct(db(), {
        sellerId,
        name: 'Driver',
        brand: 'Ping',
        description: 'Just the head.',
        createdAt: minutesAgo(900),
      })
      const relevance = await search('driver')
      expect(relevance.items.map((item) => item.id)).toEqual([
        closerName.id,
        nameMatch.id,
        descriptionOnly.id,
      ])
      // Relevance is not date order: newest first puts the description-only match on top.
      const newest = await search('driver', { sort: 'date_desc' })
      expect(newest.items.map((item) => item.id)).toEqual([descriptionOnly.id, nameMatch.id, closerName.id])
    })

    it('combines a search with a subcategory filter and counts each subcategory for the search', async () => {
      const sellerId = await seller()
      await createProduct(db(), { sellerId, name: 'Ping G430 Driver', subcategory: 'clubs' })
      await createProduct(db(), {
        sellerId,
        name: 'Ping Hoofer Stand Bag',
        subcategory: 'bags-trolleys',
        size: 'Stand',
      })
      await createProduct(db(), {
        sellerId,
        name: 'Titleist Pro V1',
        brand: 'Titleist',
        subcategory: 'accessories',
      })
      const result = await search('ping', { subcategory: 'bags-trolleys' })
      expect(result.items.map((item) => item.name)).toEqual(['Ping Hoofer Stand Bag'])
      expect(result.total).toBe(1)
      expect(result.counts.total).toBe(2)
      expect(result.counts.bySubcategory).toMatchObject({ clubs: 1, 'bags-trolleys': 1, accessories: 0 })
    })
  })

  describe('sorting and pagination', () => {
    async function catalogue(count: number, sellerId: string) {
      const created = []
      for (let i = 0; i < count; i++) {
        created.push(
          await createProduct(db(), {
            sellerId,
            name: `Listing ${String(i).padStart(2, '0')}`,
            // Prices out of step with age, and in pairs that share a price, to test the tie-break.
            price: Math.floor(((i * 7) % count) / 2) * 100 + 1000,
            createdAt: minutesAgo(count - i),
            subcategory: i % 3 === 0 ? 'shoes' : 'clubs',
            size: null,
          }),
        )
      }
      return created
    }

    async function allPages(base: Partial<BrowseQuery>) {
      const first = await browseListings(query({ ...base, page: 1 }))
      const items = [...first.items]
      for (let page = 2; page <= first.pageCount; page++) {
        items.push(...(await browseListings(query({ ...base, page }))).items)
      }
      return { first, items }
    }

    it('orders the grid by price ascending and descending, and by date both ways, across pages', async () => {
      const sellerId = await seller()
      const created = await catalogue(30, sellerId)
      const byId = new Map(created.map((product) => [product.id, product]))

      const ascending = await allPages({ sort: 'price_asc' })
      const prices = ascending.items.map((item) => item.price)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      expect(ascending.items).toHaveLength(30)
      expect(new Set(ascending.items.map((item) => item.id)).size).toBe(30)

      const descending = await allPages({ sort: 'price_desc' })
      expect(descending.items.map((item) => item.price)).toEqual([...prices].reverse())

      const oldest = await allPages({ sort: 'date_asc' })
      expect(oldest.items.map((item) => item.id)).toEqual(created.map((product) => product.id))
      const newest = await allPages({ sort: 'date_desc' })
      expect(newest.items.map((item) => item.id)).toEqual(created.map((product) => product.id).reverse())
      expect(byId.get(newest.items[0]!.id)!.name).toBe('Listing 29')
    })

    it('cuts pages at 24 listings and knows where the last page ends', async () => {
      const sellerId = await seller()
      await catalogue(BROWSE_PAGE_SIZE, sellerId)
      const exactlyOnePage = await browseListings(query())
      expect(exactlyOnePage).toMatchObject({ total: 24, pageCount: 1 })
      expect(exactlyOnePage.items).toHaveLength(24)

      await createProduct(db(), { sellerId, name: 'The twenty-fifth', createdAt: minutesAgo(1000) })
      invalidateBrowseCache()
      const first = await browseListings(query())
      expect(first).toMatchObject({ total: 25, pageCount: 2 })
      expect(first.items).toHaveLength(24)
      const second = await browseListings(query({ page: 2 }))
      expect(second.items.map((item) => item.name)).toEqual(['The twenty-fifth'])
    })

    it('sends a page past the end to the last page, keeping the other parameters', async () => {
      const sellerId = await seller()
      await catalogue(30, sellerId)
      const response = await browseLoader({
        request: new Request('http://localhost/browse?subcategory=clubs&sort=price_asc&page=9'),
        params: {},
        context: { cspNonce: '' },
      } as never).catch((thrown: unknown) => thrown)
      expect(response).toBeInstanceOf(Response)
      expect((response as Response).status).toBe(302)
      expect((response as Response).headers.get('Location')).toBe('/browse?subcategory=clubs&sort=price_asc')
    })

    it('counts per subcategory agree with the results of each subcategory', async () => {
      const sellerId = await seller()
      await catalogue(30, sellerId)
      const counts = await getListingCounts()
      expect(counts.total).toBe(30)
      for (const subcategory of SUBCATEGORIES) {
        const { items, total } = await allPages({ subcategory }).then((r) => ({
          items: r.items,
          total: r.first.total,
        }))
        expect(total, subcategory).toBe(counts.bySubcategory[subcategory])
        expect(items, subcategory).toHaveLength(counts.bySubcategory[subcategory])
      }
    })
  })

  describe('product cards', () => {
    it('carry the seller name, or no seller at all for a private seller', async () => {
      const named = await seller()
      const { user: nameless } = await createSeller(db(), { profile: { name: null, surname: null } })
      const { user: unknown } = await createSeller(db(), {
        profile: { name: 'Unknown Seller', surname: null },
      })
      const noProfile = await createUser(db())
      await createProduct(db(), { sellerId: named, name: 'Named', createdAt: minutesAgo(4) })
      await createProduct(db(), { sellerId: nameless.id, name: 'Nameless', createdAt: minutesAgo(3) })
      await createProduct(db(), { sellerId: unknown.id, name: 'Unknown', createdAt: minutesAgo(2) })
      await createProduct(db(), { sellerId: noProfile.id, name: 'No profile', createdAt: minutesAgo(1) })

      const { items } = await browseListings(query({ sort: 'date_asc' }))
      expect(items.map((item) => [item.name, item.seller])).toEqual([
        ['Named', { id: named, name: 'Lucía F.', rating: null }],
        ['Nameless', null],
        ['Unknown', null],
        ['No profile', null],
      ])
    })

    it('show the card thumbnail of the main photo and only what the card needs', async () => {
      const sellerId = await seller()
      await createProduct(db(), {
        sellerId,
        images: ['products/main.webp', 'products/second.webp'],
        price: 24_900,
        originalPrice: 54_900,
      })
      const { items } = await browseListings(query())
      expect(items[0]).toEqual({
        id: expect.any(String),
        name: 'Ping G430 Max Driver 10.5°',
        brand: 'Ping',
        price: 24_900,
        originalPrice: 54_900,
        imageUrl: '/media/products/main.card.webp',
        // The overall condition (issue #28).
        condition: 'Good',
        seller: { id: sellerId, name: 'Lucía F.', rating: null },
      })
    })
  })

  describe('categories', () => {
    it('has listings for golf only; other sports answer empty', async () => {
      const sellerId = await seller()
      await createProduct(db(), { sellerId })
      expect((await browseListings(query({ category: 'golf' }))).total).toBe(1)
      expect(await browseListings(query({ category: 'tennis' }))).toMatchObject({ total: 0, items: [] })
    })

    it('category pages: golf lists, a known sport is empty, an unknown one is a 404', async () => {
      const sellerId = await seller()
      await createProduct(db(), { sellerId })
      const call = (category: string) =>
        categoryLoader({
          request: new Request(`http://localhost/category/${category}`),
          params: { category },
          context: { cspNonce: '' },
        } as never) as Promise<{ data: { items: unknown[]; total: number }; init: ResponseInit | null }>
      const golf = await call('golf')
      expect(golf.data.items).toHaveLength(1)
      expect(golf.data.total).toBe(1)
      const tennis = await call('tennis')
      expect(tennis.data.items).toEqual([])
      expect(tennis.init?.status ?? 200).toBe(200)
      const unknown = await call('curling')
      expect(unknown.data.items).toEqual([])
      expect(unknown.init?.status).toBe(404)
    })
  })
})
