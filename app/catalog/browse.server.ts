/**
 * The browse queries (SPEC §2 "Browse", §5, §7): pages of visible listings with search, filters and
 * sorting, the counts next to every filter value, and the visible-listing counts per subcategory.
 * Visibility is the generated column products.browse_visible (db/schema.ts), so results and every
 * count apply exactly the same rule. The search rules are in search.server.ts (decision 0022), the
 * filters and their counts here (decision 0023).
 *
 * Results and counts are the same for every visitor, so this process reuses them for
 * BROWSE_CACHE_SECONDS (default 5): a new, changed or sold listing shows here at most that late
 * (pages for visitors who are not signed in are also reused, see server/app.ts).
 * docs/performance.md explains why and what it buys.
 */
import { type SQL, sql } from 'drizzle-orm'
import { createCache } from '~/platform/cache.server'
import { db, rawQuery } from '~/platform/db.server'
import { env } from '~/platform/env.server'
import {
  activeFilterCount,
  BROWSE_PAGE_SIZE,
  type BrowseFacets,
  type BrowseFilters,
  type BrowseLink,
  type BrowseQuery,
  browseHref,
  type FacetValue,
  type ListingCounts,
  MAX_FACET_VALUES,
  NO_FILTERS,
  type ProductCardData,
  SHIPPING_FILTER_OPTIONS,
  type SortOption,
} from './browse'
import { cardImageUrl } from './image-urls.server'
import {
  invalidateSearchCache,
  matchAllWords,
  type ResolvedSearch,
  type ResolvedWord,
  relevanceRank,
  resolveSearch,
  suggestSearch,
} from './search.server'
import { sellerDisplayName } from './seller-display'
import {
  ACTIVE_CATEGORY,
  CONDITIONS,
  type Condition,
  SIZE_OPTIONS,
  SUBCATEGORIES,
  type Subcategory,
} from './taxonomy'

export interface BrowseResult {
  items: ProductCardData[]
  /** Listings matching the search and filters, on all pages. */
  total: number
  pageCount: number
  /** Per subcategory for the current search and filters (ignoring the subcategory), for the tiles. */
  counts: ListingCounts
  facets: BrowseFacets
  /** When a search finds nothing: a close term that finds something ("did you mean"). */
  suggestion: string | null
}

function emptyCounts(): ListingCounts {
  const bySubcategory = Object.fromEntries(SUBCATEGORIES.map((id) => [id, 0])) as Record<Subcategory, number>
  return { total: 0, bySubcategory }
}

function countsFrom(rows: Iterable<[string, number]>): ListingCounts {
  const counts = emptyCounts()
  for (const [subcategory, count] of rows) {
    counts.bySubcategory[subcategory as Subcategory] = count
    counts.total += count
  }
  return counts
}

function emptyFacets(): BrowseFacets {
  return {
    conditions: Object.fromEntries(CONDITIONS.map((condition) => [condition, 0])) as Record<
      Condition,
      number
    >,
    brands: [],
    sizes: [],
    shipping: { pickup: 0, delivery: 0 },
    countries: [],
    cities: [],
  }
}

/** What the counts of one search and set of filters are (whatever the sort and page). */
interface FacetResult {
  total: number
  counts: ListingCounts
  facets: BrowseFacets
  suggestion: string | null
}

const cacheTtlMs = () => env().BROWSE_CACHE_SECONDS * 1000
let countsCache: ReturnType<typeof createCache<ListingCounts>> | undefined
let facetsCache: ReturnType<typeof createCache<FacetResult>> | undefined
let broadFacetsCache: ReturnType<typeof createCache<FacetResult>> | undefined
let pagesCache: ReturnType<typeof createCache<ProductCardData[]>> | undefined
/**
 * How long the filter counts of browse without a search term or filter are kept: they count the
 * whole catalogue (a second at a million listings), and a count next to a filter a minute old
 * misleads nobody. Zero when the browse cache is off.
 */
const BROAD_FACETS_SECONDS = 60
function caches() {
  countsCache ??= createCache({ ttlMs: cacheTtlMs(), maxEntries: 1 })
  // About 5 KB per result page and 2-4 KB per set of counts: a few megabytes at most.
  facetsCache ??= createCache({ ttlMs: cacheTtlMs(), maxEntries: 1000 })
  broadFacetsCache ??= createCache({
    ttlMs: cacheTtlMs() > 0 ? Math.max(cacheTtlMs(), BROAD_FACETS_SECONDS * 1000) : 0,
    maxEntries: 1 + SUBCATEGORIES.length,
  })
  pagesCache ??= createCache({ ttlMs: cacheTtlMs(), maxEntries: 1000 })
  return { counts: countsCache, facets: facetsCache, broadFacets: broadFacetsCache, pages: pagesCache }
}

/**
 * Visible listings per golf subcategory and in total, from one grouped query: the numbers of the
 * browse tiles, for any page that shows category counts (home, landing).
 */
export function getListingCounts(): Promise<ListingCounts> {
  return caches().counts.get('all', async () => {
    const rows = await rawQuery<{ subcategory: string; count: number }>(
      db(),
      sql`select subcategory, count(*)::int as count from products where browse_visible group by subcategory`,
    )
    return countsFrom(rows.map((row) => [row.subcategory, row.count]))
  })
}

/**
 * Forgets cached counts and result pages. Call after a write that changes what browse shows
 * (publish, price edit, mark sold, delete), so this process shows it at once.
 */
export function invalidateBrowseCache() {
  caches().counts.clear()
  caches().facets.clear()
  caches().broadFacets.clear()
  caches().pages.clear()
  invalidateSearchCache()
}

// ---------------------------------------------------------------------------------------------
// Filters as SQL over a listing `p` and its seller's profile `pr`

type FilterName = 'subcategory' | 'price' | 'condition' | 'brand' | 'size' | 'shipping' | 'country' | 'city'

/** The filter keys of a listing's brand and its seller's city (filterKey in browse.ts). */
const BRAND_KEY = sql`lower(btrim(p.brand))`
const CITY_KEY = sql`lower(btrim(pr.city))`

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`

/** The active filters of a query, each as a condition on `p` and `pr`. */
function filterConditions(query: { subcategory: Subcategory | null; filters: BrowseFilters }) {
  const { filters } = query
  const conditions: Array<[FilterName, SQL]> = []
  if (query.subcategory) conditions.push(['subcategory', sql`p.subcategory = ${query.subcategory}`])
  if (filters.priceMin !== null || filters.priceMax !== null) {
    conditions.push([
      'price',
      sql`p.price between ${filters.priceMin ?? 0} and ${filters.priceMax ?? 2_147_483_647}`,
    ])
  }
  if (filters.conditions.length > 0)
    conditions.push(['condition', sql`p.condition = any(${textArray(filters.conditions)})`])
  if (filters.brands.length > 0)
    conditions.push(['brand', sql`${BRAND_KEY} = any(${textArray(filters.brands)})`])
  if (filters.sizes.length > 0) conditions.push(['size', sql`p.size = any(${textArray(filters.sizes)})`])
  if (filters.shipping.length > 0) {
    const options = filters.shipping.flatMap((option) => SHIPPING_FILTER_OPTIONS[option])
    conditions.push(['shipping', sql`p.shipping_options && ${textArray(options)}`])
  }
  if (filters.country) conditions.push(['country', sql`pr.country = ${filters.country}`])
  if (filters.city) conditions.push(['city', sql`${CITY_KEY} = ${filters.city}`])
  return conditions
}

const and = (parts: SQL[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `))
const needsProfile = (query: { filters: BrowseFilters }) =>
  Boolean(query.filters.country || query.filters.city)
const profileJoin = (join: boolean) => (join ? sql`left join profiles pr on pr.id = p.seller_id` : sql``)

// ---------------------------------------------------------------------------------------------
// Counts per filter value

/**
 * Each count ignores its own filter (and those that depend on it): the subcategory tiles ignore
 * the subcategory and size, the countries ignore country and city.
 */
const IGNORES: Record<
  'subcategory' | 'condition' | 'brand' | 'size' | 'shipping' | 'country' | 'city',
  FilterName[]
> = {
  subcategory: ['subcategory', 'size'],
  condition: ['condition'],
  brand: ['brand'],
  size: ['size'],
  shipping: ['shipping'],
  country: ['country', 'city'],
  city: ['city'],
}

/**
 * The facets counted per value: the columns each groups by (with a label column where spellings
 * vary) and its key as text.
 */
const FACET_GROUPS = [
  ['subcategory', sql`b.subcategory`, sql`b.subcategory`],
  ['condition', sql`b.condition`, sql`b.condition`],
  ['brand', sql`b.brand_key, b.brand`, sql`b.brand_key`],
  ['size', sql`b.size`, sql`b.size`],
  ['pickup', sql`b.pickup`, sql`b.pickup::text`],
  ['delivery', sql`b.delivery`, sql`b.delivery::text`],
  ['country', sql`b.country`, sql`b.country`],
  ['city', sql`b.city_key, b.city`, sql`b.city_key`],
] as const
type FacetName = (typeof FACET_GROUPS)[number][0]
const FACET_IGNORES: Record<FacetName | 'total', FilterName[]> = {
  ...IGNORES,
  pickup: IGNORES.shipping,
  delivery: IGNORES.shipping,
  total: [],
}

interface FacetRow {
  facet: FacetName | 'total'
  key: string | boolean | null
  label: string | null
  /** One count per distinct set of filters applied (see loadFacets). */
  counts: number[]
}

/**
 * The counts of every filter value and the total, in one pass over the listings that match the
 * search: each listing is counted once per grouping set (one per filter), under the filters that
 * count applies (all but its own). Listings that miss two or more filters count nowhere and are
 * left out before grouping.
 */
async function loadFacets(query: BrowseQuery, search: ResolvedSearch | null): Promise<FacetResult> {
  const active = filterConditions(query)
  const flag = (name: FilterName) => sql.raw(`b.f_${name}`)
  const flags = active.map(
    ([name, condition]) => sql`, coalesce(${condition}, false) as ${sql.raw(`f_${name}`)}`,
  )
  const misses = active.map(([, condition]) => sql`(not coalesce(${condition}, false))::int`)
  // One count per distinct list of applied filters: without filters, a single count(*).
  const countColumns: string[] = []
  const countSql: SQL[] = []
  const columnOf = {} as Record<FacetName | 'total', number>
  for (const facet of Object.keys(FACET_IGNORES) as Array<FacetName | 'total'>) {
    const applied = active.map(([name]) => name).filter((name) => !FACET_IGNORES[facet].includes(name))
    const id = applied.join(',')
    let column = countColumns.indexOf(id)
    if (column === -1) {
      column = countColumns.push(id) - 1
      countSql.push(
        applied.length === 0
          ? sql`count(*)::int`
          : sql`(count(*) filter (where ${sql.join(applied.map(flag), sql` and `)}))::int`,
      )
    }
    columnOf[facet] = column
  }
  const sizes = query.subcategory ? SIZE_OPTIONS[query.subcategory] : []
  const groups = FACET_GROUPS.filter(([facet]) => facet !== 'size' || sizes.length > 0)
  const facetName = sql.join(
    groups.map(([facet, columns]) => sql`when grouping(${columns}) = 0 then ${facet}`),
    sql` `,
  )

  const rows = await rawQuery<FacetRow>(
    db(),
    sql`select case ${facetName} else 'total' end as facet,
               coalesce(${sql.join(
                 groups.map(([, , key]) => key),
                 sql`, `,
               )}) as key,
               coalesce(b.brand, b.city) as label,
               array[${sql.join(countSql, sql`, `)}] as counts
        from (
          select p.subcategory, p.condition, ${BRAND_KEY} as brand_key, btrim(p.brand) as brand, p.size,
                 p.shipping_options && ${textArray(SHIPPING_FILTER_OPTIONS.pickup)} as pickup,
                 p.shipping_options && ${textArray(SHIPPING_FILTER_OPTIONS.delivery)} as delivery,
                 pr.country, ${CITY_KEY} as city_key, btrim(pr.city) as city
                 ${sql.join(flags, sql``)}
          from products p left join profiles pr on pr.id = p.seller_id
          where p.browse_visible and ${search ? matchAllWords(search.words) : sql`true`}
            ${misses.length > 1 ? sql`and ${sql.join(misses, sql` + `)} <= 1` : sql``}
        ) b
        group by grouping sets (${sql.join(
          groups.map(([, columns]) => sql`(${columns})`),
          sql`, `,
        )}, ())`,
  )
  return { ...facetsFrom(rows, query, columnOf), suggestion: null }
}

/** The `limit` values with the most listings, then any chosen value that did not make the list. */
function topValues(values: FacetValue[], chosen: string[]): FacetValue[] {
  const sorted = [...values].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
  const top = sorted.slice(0, MAX_FACET_VALUES)
  for (const value of chosen) {
    if (!top.some((entry) => entry.value === value)) {
      top.push(sorted.find((entry) => entry.value === value) ?? { value, label: value, count: 0 })
    }
  }
  return top
}

function facetsFrom(
  rows: FacetRow[],
  query: BrowseQuery,
  columnOf: Record<FacetName | 'total', number>,
): Omit<FacetResult, 'suggestion'> {
  const facets = emptyFacets()
  const counts = emptyCounts()
  let total = 0
  // Brands and cities come once per spelling: add them up under their key, named as most spell them.
  const spelled = {
    brand: new Map<string, FacetValue & { top: number }>(),
    city: new Map<string, FacetValue & { top: number }>(),
  }
  const bySize = new Map<string, number>()
  for (const row of rows) {
    const count = row.counts[columnOf[row.facet]] ?? 0
    const key = row.key === null ? null : String(row.key)
    if (row.facet === 'total') total = count
    else if (key === null || count === 0) continue
    else if (row.facet === 'subcategory' && key in counts.bySubcategory) {
      counts.bySubcategory[key as Subcategory] = count
      counts.total += count
    } else if (row.facet === 'condition' && key in facets.conditions)
      facets.conditions[key as Condition] = count
    else if (row.facet === 'brand' || row.facet === 'city') {
      const entry = spelled[row.facet].get(key)
      const label = row.label ?? key
      if (!entry) spelled[row.facet].set(key, { value: key, label, count, top: count })
      else {
        entry.count += count
        if (count > entry.top) Object.assign(entry, { label, top: count })
      }
    } else if (row.facet === 'size') bySize.set(key, count)
    else if ((row.facet === 'pickup' || row.facet === 'delivery') && key === 'true')
      facets.shipping[row.facet] = count
    else if (row.facet === 'country') facets.countries.push({ value: key, label: key, count })
  }
  const values = (map: Map<string, FacetValue & { top: number }>) =>
    [...map.values()].map(({ value, label, count }) => ({ value, label, count }))
  facets.brands = topValues(values(spelled.brand), query.filters.brands)
  facets.cities = topValues(values(spelled.city), query.filters.city ? [query.filters.city] : [])
  facets.countries = topValues(facets.countries, query.filters.country ? [query.filters.country] : [])
  const sizes = query.subcategory ? SIZE_OPTIONS[query.subcategory] : []
  facets.sizes = sizes.map((size) => ({ value: size, label: size, count: bySize.get(size) ?? 0 }))
  return { total, counts, facets }
}

/** Listings matching `words` under the query's filters: for trying a "did you mean" term. */
async function countMatches(query: BrowseQuery, words: ResolvedWord[]): Promise<number> {
  const conditions = filterConditions(query).map(([, condition]) => condition)
  const [row] = await rawQuery<{ count: number }>(
    db(),
    sql`select count(*)::int as count from products p ${profileJoin(needsProfile(query))}
        where p.browse_visible and ${matchAllWords(words)} and ${and(conditions)}`,
  )
  return row?.count ?? 0
}

// ---------------------------------------------------------------------------------------------
// Result pages

/**
 * ORDER BY of each sort option over `table`'s id, price and created_at, and the `rank` column.
 * Every order ends on the id, so pages never overlap or skip a listing when two tie.
 */
function orderBy(sort: SortOption, searching: boolean, table: 'p' | 'page'): SQL {
  const order = {
    price_asc: 't.price asc, t.id asc',
    price_desc: 't.price desc, t.id desc',
    date_asc: 't.created_at asc, t.id asc',
    date_desc: 't.created_at desc, t.id desc',
    // Without a search term there is nothing to be relevant to: newest first.
    relevance: searching ? 'rank desc, t.created_at desc, t.id desc' : 't.created_at desc, t.id desc',
  }[sort]
  return sql.raw(order.replaceAll('t.', `${table}.`))
}

/** The card columns of a page's rows (`page` holds their ids), with the seller's name. */
const CARD_COLUMNS = sql`c.id, c.name, c.brand, c.price, c.original_price, c.images[1] as image, c.seller_id,
  s.name as seller_name, s.surname as seller_surname`
const CARD_JOINS = sql`join products c on c.id = page.id left join profiles s on s.id = c.seller_id`

interface CardRow {
  id: string
  name: string
  brand: string
  price: number
  original_price: number | null
  image: string | null
  seller_id: string | null
  seller_name: string | null
  seller_surname: string | null
}

function toCard(row: CardRow): ProductCardData {
  const sellerName = sellerDisplayName(row.seller_name, row.seller_surname)
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    price: row.price,
    originalPrice: row.original_price,
    imageUrl: cardImageUrl(row.image),
    seller: row.seller_id && sellerName ? { id: row.seller_id, name: sellerName } : null,
  }
}

/**
 * One result page. The inner query finds the page's ids: without a search term it walks one of
 * the partial browse indexes in the chosen order (filters checked on the way); with one, the
 * trigram index finds the matches, which are ranked when the order is relevance. Only the page's
 * rows are then read in full and joined to their sellers.
 */
async function loadPage(query: BrowseQuery, search: ResolvedSearch | null): Promise<ProductCardData[]> {
  const relevance = search !== null && query.sort === 'relevance'
  const conditions = filterConditions(query).map(([, condition]) => condition)
  if (search) conditions.push(matchAllWords(search.words))
  const rows = await rawQuery<CardRow>(
    db(),
    sql`select ${CARD_COLUMNS}
        from (
          select p.id, p.price, p.created_at ${relevance && search ? sql`, ${relevanceRank(search)} as rank` : sql``}
          from products p ${profileJoin(needsProfile(query))}
          where p.browse_visible and ${and(conditions)}
          order by ${orderBy(query.sort, relevance, 'p')}
          limit ${BROWSE_PAGE_SIZE} offset ${(query.page - 1) * BROWSE_PAGE_SIZE}
        ) page
        ${CARD_JOINS}
        order by ${orderBy(query.sort, relevance, 'page')}`,
  )
  return rows.map(toCard)
}

// ---------------------------------------------------------------------------------------------

/** The key of a query's counts: its address without the sort and page. */
function facetKey(query: BrowseQuery) {
  return browseHref({ ...query, sort: 'relevance', page: 1 })
}

/** Fills in the filters a link-style query may leave out. */
function withFilters(query: BrowseLink): BrowseQuery {
  return { ...query, filters: query.filters ?? NO_FILTERS }
}

/**
 * Browse: the cards of one result page, the number of matches, the tile counts and the counts of
 * every filter value; for a search that finds nothing, a close term that does. Only golf has
 * listings (SPEC §1), so another sport answers empty without asking the database.
 */
export async function browseListings(link: BrowseLink): Promise<BrowseResult> {
  const query = withFilters(link)
  if (query.category && query.category !== ACTIVE_CATEGORY) {
    return {
      items: [],
      total: 0,
      pageCount: 0,
      counts: emptyCounts(),
      facets: emptyFacets(),
      suggestion: null,
    }
  }
  const search = query.q ? await resolveSearch(query.q) : null
  // A term of nothing but white space or marks matches like no term at all.
  const words = search && search.words.length > 0 ? search : null
  // Without a search term or filter, the filter counts cover the whole catalogue: kept longer (the
  // grid's total and the tiles still come from the 5-second counts).
  const broad = !words && activeFilterCount(query.filters) === 0
  const [facets, items, counts] = await Promise.all([
    (broad ? caches().broadFacets : caches().facets).get(facetKey(query), async () => {
      const result = await loadFacets(query, words)
      if (result.total > 0 || !words) return result
      return {
        ...result,
        suggestion: await suggestSearch(words, (replaced) => countMatches(query, replaced)),
      }
    }),
    caches().pages.get(browseHref(query), () => loadPage(query, words)),
    broad ? getListingCounts() : null,
  ])
  const total = counts
    ? query.subcategory
      ? counts.bySubcategory[query.subcategory]
      : counts.total
    : facets.total
  return {
    items,
    total,
    pageCount: Math.ceil(total / BROWSE_PAGE_SIZE),
    counts: counts ?? facets.counts,
    facets: facets.facets,
    suggestion: facets.suggestion,
  }
}
