import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parseBrowseQuery } from '~/catalog/browse'
import { browseListings, invalidateBrowseCache } from '~/catalog/browse.server'
import { resetBrowseIndex } from '~/catalog/browse-index/browse-index.server'
import { SUBCATEGORIES, type Subcategory } from '~/catalog/taxonomy'
import { advanceClock, resetClock } from '~/platform/clock.server'
import { rawQuery } from '~/platform/db.server'
import { resetEnvForTests } from '~/platform/env.server'
import { enqueue, runDueJobs } from '~/platform/jobs/queue.server'
import { seedBenchListings } from '../../bench/seed-listings'
import { addProductSpecs, createProduct, createSeller } from '../../db/factories'
import { products, profiles } from '../../db/schema'
import { allJobs } from '../../server/jobs'
import { useTestDatabase } from '../support/db'

/**
 * Decision 0075 (issue #32): browse from the in-memory index answers exactly what the SQL answers
 * (results in order, totals, every count next to every filter value, "did you mean"), and it
 * follows every change PostgreSQL sees: a sale, a price, a passport, a seller's city.
 */
describe('the browse index on a real database', () => {
  const db = useTestDatabase({ truncateBeforeEach: false })
  const photos = Object.fromEntries(SUBCATEGORIES.map((s) => [s, ['products/fixture.webp']])) as Record<
    Subcategory,
    string[]
  >

  function indexOn(on: boolean) {
    process.env.BROWSE_INDEX = String(on)
    // Counts in SQL read every match: comparable with the index's exact ones.
    process.env.BROWSE_COUNT_LIMIT = '1000000'
    process.env.BROWSE_CACHE_SECONDS = '0'
    resetEnvForTests()
  }
  afterEach(() => {
    resetClock()
    delete process.env.BROWSE_INDEX
    delete process.env.BROWSE_COUNT_LIMIT
    delete process.env.BROWSE_CACHE_SECONDS
    resetEnvForTests()
  })

  async function both(search: string) {
    const query = parseBrowseQuery(new URLSearchParams(search))
    indexOn(false)
    invalidateBrowseCache()
    const fromSql = await browseListings(query)
    indexOn(true)
    invalidateBrowseCache()
    const fromIndex = await browseListings(query)
    return { fromSql, fromIndex }
  }

  beforeAll(async () => {
    await seedBenchListings(db(), { listings: 2500, photos })
    // Spellings the filters must fold together: a brand with spaces and capitals, a city likewise.
    const { user } = await createSeller(db(), { profile: { city: ' Sevilla ', areaCode: '+34' } })
    for (const [i, brand] of ['Ping', ' PING ', 'Ping'].entries()) {
      const product = await createProduct(db(), {
        sellerId: user.id,
        brand,
        name: `Ping G425 Hierros 4-PW ${i}`,
        price: 30_000 + i,
        shippingOptions: i === 0 ? ['meet'] : ['express'],
      })
      // The same set written in two orders is one set.
      await addProductSpecs(db(), product.id, {
        clubType: 'iron-set',
        setClubs: i === 0 ? ['4', '5', '6', '7', '8', '9', 'PW'] : ['PW', '9', '8', '7', '6', '5', '4'],
        hand: i === 2 ? 'left' : 'right',
        shaftMaterial: 'steel',
        modifications: [],
      })
    }
  }, 120_000)

  const QUERIES = [
    '',
    'sort=price_asc',
    'sort=date_asc&page=2',
    'subcategory=clubs',
    'subcategory=clubs&sort=price_desc&page=3',
    'q=driver',
    'q=titleist+driver',
    'q=calaway+drivr',
    'q=drivr',
    'q=driver+zurdo+rigido',
    'q=zurdo',
    'q=hierros+4-pw',
    'q=ping&sort=price_asc',
    'q=putter&page=2',
    'q=golf+shoes&sort=date_desc',
    'q=xyzzyq',
    'q=pign',
    'price_min=100&price_max=300',
    'subcategory=clubs&price_min=100&price_max=300&condition=new&condition=like-new&hand=right&shipping=pickup',
    'q=driver&subcategory=clubs&price_min=100&price_max=300&condition=new&condition=like-new&hand=right',
    'subcategory=clubs&club_type=driver&hand=left&flex=S&loft_min=9&loft_max=10.5',
    'q=titleist&club_type=iron-set&set=4-PW&shaft=steel&unmodified=1',
    'club_type=iron-set&set=4-PW',
    'brand=ping',
    'brand=ping&brand=titleist&condition=good',
    'city=sevilla',
    'country=ES&shipping=delivery',
    'hand=left',
    'player=womens&subcategory=clubs',
    'year=2023&year=2022',
    'subcategory=shoes&size=42',
    'unmodified=1&sort=price_asc',
    'q=driver&page=40',
  ]

  it.each(QUERIES)('answers %s as the SQL does', async (search) => {
    const { fromSql, fromIndex } = await both(search)
    expect(fromIndex.items.map((item) => item.id)).toEqual(fromSql.items.map((item) => item.id))
    expect(fromIndex.items).toEqual(fromSql.items)
    expect(fromIndex).toMatchObject({
      total: fromSql.total,
      totalAtLeast: false,
      countsAtLeast: false,
      pageCount: fromSql.pageCount,
      counts: fromSql.counts,
      suggestion: fromSql.suggestion,
    })
    const sortedFacets = (facets: typeof fromSql.facets) => ({
      ...facets,
      brands: [...facets.brands].sort((a, b) => a.value.localeCompare(b.value)),
      cities: [...facets.cities].sort((a, b) => a.value.localeCompare(b.value)),
    })
    expect(sortedFacets(fromIndex.facets)).toEqual(sortedFacets(fromSql.facets))
  })

  it('finds something for most of these queries (the comparison is not of empty pages)', async () => {
    indexOn(true)
    let found = 0
    for (const search of QUERIES) {
      if ((await browseListings(parseBrowseQuery(new URLSearchParams(search)))).total > 0) found += 1
    }
    expect(found).toBeGreaterThan(QUERIES.length - 5)
  })

  it('follows a sale, a new price, a passport and a seller moving city at once', async () => {
    indexOn(true)
    const browse = async (search: string) => {
      invalidateBrowseCache()
      return browseListings(parseBrowseQuery(new URLSearchParams(search)))
    }
    const { user } = await createSeller(db(), { profile: { city: 'Zaragoza', areaCode: '+34' } })
    const listing = await createProduct(db(), {
      sellerId: user.id,
      name: 'Quokkadriver Special',
      price: 11_100,
    })
    expect((await browse('q=quokkadriver')).items.map((item) => item.id)).toEqual([listing.id])

    await db().update(products).set({ price: 99_900 }).where(eq(products.id, listing.id))
    expect((await browse('q=quokkadriver&price_max=500')).total).toBe(0)
    expect((await browse('q=quokkadriver&price_min=900')).total).toBe(1)

    await addProductSpecs(db(), listing.id, { clubType: 'driver', flex: 'X' })
    expect((await browse('q=quokkadriver')).facets.golf.flexes.X).toBe(1)

    await db().update(profiles).set({ city: 'Huesca' }).where(eq(profiles.id, user.id))
    expect((await browse('q=quokkadriver&city=huesca')).total).toBe(1)
    expect((await browse('q=quokkadriver&city=zaragoza')).total).toBe(0)

    await db().update(products).set({ status: 'sold' }).where(eq(products.id, listing.id))
    expect((await browse('q=quokkadriver')).total).toBe(0)

    // Every change was written down for the other instances, by the triggers.
    const [row] = await rawQuery<{ count: number }>(
      db(),
      sql`select count(*)::int as count from listing_changes where product_id = ${listing.id}`,
    )
    expect(row!.count).toBeGreaterThanOrEqual(5)
  })

  it('sees a change made without telling it within a second', async () => {
    indexOn(true)
    const search = parseBrowseQuery(new URLSearchParams('q=wallabyputter'))
    expect((await browseListings(search)).total).toBe(0)
    const { user } = await createSeller(db())
    await createProduct(db(), { sellerId: user.id, name: 'Wallabyputter Blade', subcategory: 'clubs' })
    // No invalidateBrowseCache: the index looks for changes once it is a second old.
    advanceClock(1001)
    expect((await browseListings(search)).total).toBe(1)
  })

  it('prunes the changes older than an hour in a scheduled job', async () => {
    expect(allJobs['catalog.prune-listing-changes'].cron?.expression).toBe('*/10 * * * *')
    const count = async () =>
      (await rawQuery<{ count: number }>(db(), sql`select count(*)::int as count from listing_changes`))[0]!
        .count
    const before = await count()
    expect(before).toBeGreaterThan(2500)
    await enqueue(db(), 'catalog.prune-listing-changes', {})
    await runDueJobs()
    expect(await count()).toBe(before)
    advanceClock(61 * 60 * 1000)
    await enqueue(db(), 'catalog.prune-listing-changes', {})
    await runDueJobs()
    expect(await count()).toBe(0)
  })

  it('builds itself again after the tables were emptied and its state forgotten', async () => {
    indexOn(true)
    resetBrowseIndex()
    const first = await browseListings(parseBrowseQuery(new URLSearchParams('q=ping')))
    expect(first.total).toBeGreaterThan(0)
  })
})
