import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BROWSE_PAGE_SIZE, parseBrowseQuery } from '~/catalog/browse'
import { browseListings, invalidateBrowseCache } from '~/catalog/browse.server'
import { rawQuery } from '~/platform/db.server'
import { resetEnvForTests } from '~/platform/env.server'
import { addProductSpecs, createProduct, createSeller } from '../../db/factories'
import { products } from '../../db/schema'
import { useTestDatabase } from '../support/db'

/**
 * Decision 0066 (issue #32 item 1): the counts of a search or filter read each set of listings to
 * BROWSE_COUNT_LIMIT at most and say "at least" past it; below it they are exact. Passports carry
 * their listing's visibility (`listed`), kept by triggers, so golf words read only clubs on sale.
 */
describe('bounded browse counts on a real database', () => {
  const db = useTestDatabase()

  function withLimit(limit: number) {
    process.env.BROWSE_COUNT_LIMIT = String(limit)
    resetEnvForTests()
  }
  beforeEach(() => {
    // The SQL counts: the browse index (decision 0075) counts exactly (browse-index.test.ts).
    process.env.BROWSE_INDEX = 'false'
    resetEnvForTests()
    invalidateBrowseCache()
  })
  afterEach(() => {
    delete process.env.BROWSE_COUNT_LIMIT
    delete process.env.BROWSE_INDEX
    resetEnvForTests()
  })

  async function browse(search: string) {
    invalidateBrowseCache()
    return browseListings(parseBrowseQuery(new URLSearchParams(search)))
  }

  async function clubs(count: number, hand: 'left' | 'right', name = 'Boundcheck Driver') {
    const sellerId = (await createSeller(db())).user.id
    const ids: string[] = []
    for (let i = 0; i < count; i += 1) {
      const product = await createProduct(db(), {
        sellerId,
        name: `${name} ${hand} ${i}`,
        subcategory: 'clubs',
        price: 20_000 + i,
      })
      await addProductSpecs(db(), product.id, { clubType: 'driver', hand })
      ids.push(product.id)
    }
    return ids
  }

  it('counts exactly up to the limit and "at least the limit" past it; a sale and a new listing move it', async () => {
    const left = await clubs(4, 'left')
    withLimit(3)

    // A price bound is a filter: the counts are bounded (browse with nothing chosen counts everything).
    const capped = await browse('price_max=1000')
    expect(capped).toMatchObject({ total: 3, totalAtLeast: true, countsAtLeast: true })
    expect(capped.items).toHaveLength(4)
    const everything = await browse('')
    expect(everything).toMatchObject({ total: 4, totalAtLeast: false, countsAtLeast: false })

    // Sold: three left, exactly the limit, so exact again.
    await db().update(products).set({ status: 'sold' }).where(eq(products.id, left[0]!))
    const afterSale = await browse('price_max=1000')
    expect(afterSale).toMatchObject({ total: 3, totalAtLeast: false, countsAtLeast: false })
    expect(afterSale.counts.bySubcategory.clubs).toBe(3)
    expect(afterSale.facets.golf.hands.left).toBe(3)
    expect(afterSale.items.map((item) => item.id)).not.toContain(left[0])

    // A new listing takes it past the limit again.
    await clubs(1, 'left', 'Boundcheck Fresh')
    expect(await browse('price_max=1000')).toMatchObject({ total: 3, totalAtLeast: true })
  })

  it('a count that ignores its own filter is bounded apart from the total', async () => {
    await clubs(2, 'left')
    await clubs(3, 'right')

    const exact = await browse('hand=left')
    expect(exact).toMatchObject({ total: 2, totalAtLeast: false, countsAtLeast: false })
    // The hand counts ignore the hand filter: the right-handed clubs are counted too.
    expect(exact.facets.golf.hands).toMatchObject({ left: 2, right: 3 })
    expect(exact.facets.golf.clubTypes.driver).toBe(2)

    withLimit(2)
    const bounded = await browse('hand=left')
    // Two left-handed clubs: the total is exact; the three right-handed ones passed the limit.
    expect(bounded).toMatchObject({ total: 2, totalAtLeast: false, countsAtLeast: true })
    expect(bounded.facets.golf.hands.left).toBe(2)
    expect(bounded.facets.golf.hands.right).toBeGreaterThanOrEqual(2)
    expect(bounded.items).toHaveLength(2)
  })

  it('pages go on past the counted listings while a page is full', async () => {
    await clubs(BROWSE_PAGE_SIZE + 2, 'right')
    withLimit(3)
    const first = await browse('hand=right')
    expect(first).toMatchObject({ total: 3, totalAtLeast: true, pageCount: 2 })
    expect(first.items).toHaveLength(BROWSE_PAGE_SIZE)
    const second = await browse('hand=right&page=2')
    expect(second.items).toHaveLength(2)
    expect(second.pageCount).toBe(2)
    const ids = new Set([...first.items, ...second.items].map((item) => item.id))
    expect(ids.size).toBe(BROWSE_PAGE_SIZE + 2)
  })

  it("keeps each passport's listed flag equal to its listing's visibility, and golf words read only listed ones", async () => {
    const [onSale, toSell] = await clubs(2, 'left', 'Listedcheck')
    const sellerId = (await createSeller(db())).user.id
    const sold = await createProduct(db(), { sellerId, name: 'Listedcheck Old', status: 'sold' })
    await addProductSpecs(db(), sold.id, { clubType: 'driver', hand: 'left' })

    const listed = async () =>
      Object.fromEntries(
        (
          await rawQuery<{ product_id: string; listed: boolean }>(
            db(),
            sql`select product_id, listed from product_specs`,
          )
        ).map((row) => [row.product_id, row.listed]),
      )
    expect(await listed()).toEqual({ [onSale!]: true, [toSell!]: true, [sold.id]: false })

    await db().update(products).set({ status: 'sold' }).where(eq(products.id, toSell!))
    expect(await listed()).toEqual({ [onSale!]: true, [toSell!]: false, [sold.id]: false })
    // "zurdo" is the left hand's golf word (Spanish): only the club on sale has it.
    expect((await browse('q=zurdo')).items.map((item) => item.id)).toEqual([onSale])

    // Relisted: listed again, and found again.
    await db().update(products).set({ status: 'active' }).where(eq(products.id, toSell!))
    expect((await listed())[toSell!]).toBe(true)
    expect((await browse('q=zurdo')).items.map((item) => item.id).sort()).toEqual([onSale, toSell].sort())
  })
})
