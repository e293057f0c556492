/**
 * The browse queries (SPEC §2 "Browse", §5, §7): pages of visible listings with search, filters and
 * sorting, the counts next to every filter value, and the visible-listing counts per subcategory.
 * Visibility is the generated column products.browse_visible (db/schema.ts), so results and every
 * count apply exactly the same rule. The search rules are in search.server.ts (decision 0022), the
 * filters and their counts in browse-filters.server.ts (decision 0023).
 *
 * Results and counts are the same for every visitor, so this process reuses them for
 * BROWSE_CACHE_SECONDS (default 5): a new, changed or sold listing shows here at most that late
 * (pages for visitors who are not signed in are also reused, see server/app.ts).
 * docs/performance.md explains why and what it buys.
 */

import { type SQL, sql } from 'drizzle-orm'
import { createCache } from '~/platform/cache.server'
import { sharedCacheTopic } from '~/platform/cache-bus.server'
import { rawQuery, readDb } from '~/platform/db.server'
import { env } from '~/platform/env.server'
import { clearPageCaches } from '~/platform/page-cache.server'
import {
  activeFilterCount,
  BROWSE_PAGE_SIZE,
  type BrowseFacets,
  type BrowseLink,
  type BrowseQuery,
  browseHref,
  type ListingCounts,
  NO_FILTERS,
  type ProductCardData,
  type SortOption,
} from './browse'
import {
  and,
  countMatches,
  countPlan,
  emptyCounts,
  emptyFacets,
  type FacetResult,
  facetsFromGroups,
  filterConditions,
  loadFacets,
  needsProfile,
  needsSpecs,
  profileJoin,
} from './browse-filters.server'
import { currentBrowseIndex, markBrowseIndexStale } from './browse-index/browse-index.server'
import type { ListingIndex } from './browse-index/listing-index.server'
import { fitsSql } from './fit/fit-sql.server'
import type { FitSuggestion } from './fit/golfer-profile'
import { cardImageUrl } from './image-urls.server'
import { specsJoin } from './passport/golf-sql.server'
import { invalidateRelatedCache } from './related.server'
import {
  invalidateSearchCache,
  matchSearch,
  type ResolvedSearch,
  relevanceRank,
  resolveSearch,
  suggestSearch,
} from './search.server'
import { memberRating, sellerDisplayName } from './seller-display'
import { ACTIVE_CATEGORY, conditionOf, SUBCATEGORIES, type Subcategory } from './taxonomy'

export interface BrowseResult {
  items: ProductCardData[]
  /** Listings matching the search and filters, on all pages (at least this many when `totalAtLeast`). */
  total: number
  /** More listings match than were counted (decision 0066): the page shows "1,000+". */
  totalAtLeast: boolean
  /** The tiles' and filters' counts are lower bounds (some stopped at the count limit). */
  countsAtLeast: boolean
  pageCount: number
  /** Per subcategory for the current search and filters (ignoring the subcategory), for the tiles. */
  counts: ListingCounts
  facets: BrowseFacets
  /** When a search finds nothing: a close term that finds something ("did you mean"). */
  suggestion: string | null
  /**
   * "Fits me": the listings of this search and its other filters that fit the viewer (issue #30);
   * null without a fit suggestion (a visitor, a member without a golfer profile).
   */
  fitCount: number | null
}

function countsFrom(rows: Iterable<[string, number]>): ListingCounts {
  const counts = emptyCounts()
  for (const [subcategory, count] of rows) {
    counts.bySubcategory[subcategory as Subcategory] = count
    counts.total += count
  }
  return counts
}

const cacheTtlMs = () => env().BROWSE_CACHE_SECONDS * 1000
let countsCache: ReturnType<typeof createCache<ListingCounts>> | undefined
let facetsCache: ReturnType<typeof createCache<FacetResult>> | undefined
let broadFacetsCache: ReturnType<typeof createCache<FacetResult>> | undefined
let pagesCache: ReturnType<typeof createCache<ProductCardData[]>> | undefined
let suggestionsCache: ReturnType<typeof createCache<string | null>> | undefined
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
  suggestionsCache ??= createCache({ ttlMs: cacheTtlMs(), maxEntries: 1000 })
  return {
    counts: countsCache,
    facets: facetsCache,
    broadFacets: broadFacetsCache,
    pages: pagesCache,
    suggestions: suggestionsCache,
  }
}

/**
 * Visible listings per golf subcategory and in total, from one grouped query: the numbers of the
 * browse tiles, for any page that shows category counts (home, landing).
 */
export function getListingCounts(): Promise<ListingCounts> {
  return caches().counts.get('all', async () => {
    const rows = await rawQuery<{ subcategory: string; count: number }>(
      readDb(),
      sql`select subcategory, count(*)::int as count from products where browse_visible group by subcategory`,
    )
    return countsFrom(rows.map((row) => [row.subcategory, row.count]))
  })
}

/**
 * Forgets cached counts and result pages, and the pages built from them. Call after a write that
 * changes what browse shows (publish, price edit, mark sold, delete), once it is committed, so
 * this process shows it at once (signed-in visitors share the cached pages too, decision 0041)
 * and the other app instances on the database within a second (decision 0065).
 */
export const invalidateBrowseCache: () => void = sharedCacheTopic('browse', () => {
  clearPageCaches()
  caches().counts.clear()
  caches().facets.clear()
  caches().broadFacets.clear()
  caches().pages.clear()
  caches().suggestions.clear()
  markBrowseIndexStale()
  invalidateSearchCache()
  invalidateRelatedCache()
})

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

/**
 * The card columns of a page's rows (`page` holds their ids), with the seller's name and rating:
 * the rating is the seller's user_ratings row, read by primary key (issue #16), never aggregated
 * per card.
 */
export const CARD_COLUMNS = sql`c.id, c.name, c.brand, c.price, c.original_price, c.images[1] as image, c.seller_id, c.condition,
  s.name as seller_name, s.surname as seller_surname,
  sr.review_count as seller_review_count, sr.rating_sum as seller_rating_sum`
/** The seller's profile and rating of card `c`. */
export const CARD_SELLER_JOINS = sql`left join profiles s on s.id = c.seller_id
  left join user_ratings sr on sr.user_id = c.seller_id`
const CARD_JOINS = sql`join products c on c.id = page.id ${CARD_SELLER_JOINS}`

/** A listing card's columns as the card queries select them (browse, related rows). */
export interface CardRow {
  id: string
  name: string
  brand: string
  price: number
  original_price: number | null
  image: string | null
  seller_id: string | null
  condition: string
  seller_name: string | null
  seller_surname: string | null
  seller_review_count: number | null
  seller_rating_sum: number | null
}

export function toCard(row: CardRow): ProductCardData {
  const sellerName = sellerDisplayName(row.seller_name, row.seller_surname)
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    price: row.price,
    originalPrice: row.original_price,
    imageUrl: cardImageUrl(row.image),
    condition: conditionOf(row.condition),
    seller:
      row.seller_id && sellerName
        ? {
            id: row.seller_id,
            name: sellerName,
            rating: memberRating(row.seller_review_count, row.seller_rating_sum),
          }
        : null,
  }
}

/**
 * One result page. The inner query finds the page's ids: without a search term it walks one of
 * the partial browse indexes in the chosen order (filters checked on the way); with one, the
 * trigram index finds the matches, which are ranked when the order is relevance. Only the page's
 * rows are then read in full and joined to their sellers.
 */
async function loadPage(
  query: BrowseQuery,
  search: ResolvedSearch | null,
  fit: FitSuggestion | null = null,
): Promise<ProductCardData[]> {
  const relevance = search !== null && query.sort === 'relevance'
  const conditions = filterConditions(query, fit).map(([, condition]) => condition)
  if (search) conditions.push(matchSearch(search))
  const rows = await rawQuery<CardRow>(
    readDb(),
    sql`select ${CARD_COLUMNS}
        from (
          select p.id, p.price, p.created_at ${relevance && search ? sql`, ${relevanceRank(search)} as rank` : sql``}
          from products p ${profileJoin(needsProfile(query))} ${specsJoin(needsSpecs(query, fit))}
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
export async function browseListings(
  link: BrowseLink,
  options: {
    /** `filterCounts: false`: a page without filters (the category page) needs no counts per value. */
    filterCounts?: boolean
    /** The viewer's fit suggestion (issue #30): "Fits me" applies and is counted with it. */
    fit?: FitSuggestion | null
  } = {},
): Promise<BrowseResult> {
  const query = withFilters(link)
  if (query.category && query.category !== ACTIVE_CATEGORY) {
    return {
      items: [],
      total: 0,
      totalAtLeast: false,
      countsAtLeast: false,
      pageCount: 0,
      counts: emptyCounts(),
      facets: emptyFacets(),
      suggestion: null,
      fitCount: options.fit ? 0 : null,
    }
  }
  const search = query.q ? await resolveSearch(query.q) : null
  // A term of nothing but white space or marks matches like no term at all.
  const words = search && search.words.length > 0 ? search : null
  const fit = options.fit ?? null
  if (fit && query.filters.fit) return fittingListings(query, words, fit)
  const index = await currentBrowseIndex()
  const indexed = index ? await browseFromIndex(index, query, words) : null
  if (indexed) return { ...indexed, fitCount: fit ? await countFitting(query, words, fit) : null }
  // Without a search term or filter, the filter counts cover the whole catalogue: kept longer (the
  // grid's total and the tiles still come from the 5-second counts).
  const broad = !words && activeFilterCount(query.filters) === 0
  const noFacets = broad && options.filterCounts === false
  const [facets, items, counts] = await Promise.all([
    noFacets
      ? {
          total: 0,
          counts: emptyCounts(),
          facets: emptyFacets(),
          suggestion: null,
          totalAtLeast: false,
          countsAtLeast: false,
        }
      : (broad ? caches().broadFacets : caches().facets).get(facetKey(query), async () => {
          // Without a term or filter every listing is counted (cached a minute, decision 0023).
          const result = await loadFacets(query, words, null, broad ? null : env().BROWSE_COUNT_LIMIT)
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
  const totalAtLeast = !counts && facets.totalAtLeast
  return {
    items,
    total,
    totalAtLeast,
    countsAtLeast: !counts && facets.countsAtLeast,
    pageCount: pagesOf(total, totalAtLeast, query.page, items.length),
    counts: counts ?? facets.counts,
    facets: facets.facets,
    suggestion: facets.suggestion,
    fitCount: fit ? await countFitting(query, words, fit) : null,
  }
}

/**
 * Browse answered by the in-memory index (decision 0075): the matches, filters, exact counts and
 * the page's ids come from it; only the page's cards are read, by id. Null when the search has a
 * golf word the index leaves to SQL (a model name).
 */
async function browseFromIndex(
  index: ListingIndex,
  query: BrowseQuery,
  words: ResolvedSearch | null,
): Promise<Omit<BrowseResult, 'fitCount'> | null> {
  const matched = words ? index.matchSearch(words) : null
  if (words && !matched) return null
  const tests = index.filterTests(query)
  const plan = countPlan(tests.map((test) => test.name))
  const answer = index.answer({
    matched,
    tests,
    plan,
    sort: query.sort,
    search: words,
    offset: (query.page - 1) * BROWSE_PAGE_SIZE,
    pageSize: BROWSE_PAGE_SIZE,
  })
  const facets = facetsFromGroups(answer.groups ?? [], query, plan.columnOf)
  const [items, suggestion] = await Promise.all([
    cardsOf(answer.pageIds),
    answer.total === 0 && words
      ? caches().suggestions.get(facetKey(query), () =>
          suggestSearch(words, (replaced) => countMatches(query, replaced)),
        )
      : null,
  ])
  return {
    items,
    total: answer.total,
    totalAtLeast: false,
    countsAtLeast: false,
    pageCount: Math.ceil(answer.total / BROWSE_PAGE_SIZE),
    counts: facets.counts,
    facets: facets.facets,
    suggestion,
  }
}

/** The cards of `ids`, in that order (one still visible a moment ago may have just sold: left out). */
async function cardsOf(ids: string[]): Promise<ProductCardData[]> {
  if (ids.length === 0) return []
  const rows = await rawQuery<CardRow>(
    readDb(),
    sql`select ${CARD_COLUMNS}
        from unnest(${sql.param(ids)}::uuid[]) with ordinality as page(id, position)
          join products c on c.id = page.id and c.browse_visible
          ${CARD_SELLER_JOINS}
        order by page.position`,
  )
  return rows.map(toCard)
}

/**
 * The number of result pages; with a total that is only a lower bound (decision 0066), at least
 * one past this page while this page is full, so that "next" goes on past the counted listings.
 */
function pagesOf(total: number, atLeast: boolean, page: number, shown: number) {
  const counted = Math.ceil(total / BROWSE_PAGE_SIZE)
  if (!atLeast) return counted
  return Math.max(counted, shown === BROWSE_PAGE_SIZE ? page + 1 : page)
}

/**
 * Browse with "Fits me" on: results and counts depend on this golfer, so nothing is read from or
 * kept in the caches shared by every visitor (decision 0061). The filter's own count is the total.
 */
async function fittingListings(
  query: BrowseQuery,
  words: ResolvedSearch | null,
  fit: FitSuggestion,
): Promise<BrowseResult> {
  const [facets, items] = await Promise.all([loadFacets(query, words, fit), loadPage(query, words, fit)])
  return {
    items,
    total: facets.total,
    totalAtLeast: facets.totalAtLeast,
    countsAtLeast: facets.countsAtLeast,
    pageCount: pagesOf(facets.total, facets.totalAtLeast, query.page, items.length),
    counts: facets.counts,
    facets: facets.facets,
    suggestion: null,
    fitCount: facets.total,
  }
}

/** How many listings of this search and its filters fit this golfer (the "Fits me" count). */
async function countFitting(query: BrowseQuery, words: ResolvedSearch | null, fit: FitSuggestion) {
  const conditions = filterConditions(query).map(([, condition]) => condition)
  if (words) conditions.push(matchSearch(words))
  conditions.push(fitsSql(fit))
  const [row] = await rawQuery<{ count: number }>(
    readDb(),
    sql`select count(*)::int as count from products p ${profileJoin(needsProfile(query))} ${specsJoin(true)}
         where p.browse_visible and ${and(conditions)}`,
  )
  return row?.count ?? 0
}

/**
 * Which of `productIds` browse shows for `link` (on any of its pages): the same visibility column,
 * search words and filter conditions as the result pages, so that a saved-search alert names
 * exactly the listings /browse would show for that search (app/alerts). Another sport matches none.
 */
export async function listingsMatching(
  link: BrowseLink,
  productIds: readonly string[],
  /** The searcher's fit suggestion, for a fit-only search (its `fit` filter); none fits without one. */
  fit: FitSuggestion | null = null,
): Promise<string[]> {
  if (productIds.length === 0) return []
  const query = withFilters(link)
  if (query.category && query.category !== ACTIVE_CATEGORY) return []
  if (query.filters.fit && !fit) return []
  const resolved = query.q ? await resolveSearch(query.q) : null
  const search = resolved && resolved.words.length > 0 ? resolved : null
  const conditions = filterConditions(query, fit).map(([, condition]) => condition)
  if (search) conditions.push(matchSearch(search))
  const rows = await rawQuery<{ id: string }>(
    readDb(),
    sql`select p.id from products p ${profileJoin(needsProfile(query))} ${specsJoin(needsSpecs(query, fit))}
         where p.id = any(${sql.param([...productIds])}::uuid[]) and p.browse_visible and ${and(conditions)}`,
  )
  return rows.map((row) => row.id)
}
