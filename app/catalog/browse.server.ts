/**
 * The browse queries (SPEC §2 "Browse", §5, §7): pages of visible listings with search, filters and
 * sorting, and the visible-listing counts per subcategory. Visibility is the generated column
 * products.browse_visible (db/schema.ts), so results and counts apply exactly the same rule.
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
  BROWSE_PAGE_SIZE,
  type BrowseQuery,
  browseHref,
  escapeLikePattern,
  type ListingCounts,
  type ProductCardData,
  type SortOption,
} from './browse'
import { cardImageUrl } from './image-urls.server'
import { sellerDisplayName } from './seller-display'
import { ACTIVE_CATEGORY, SUBCATEGORIES, type Subcategory } from './taxonomy'

export interface BrowseResult {
  items: ProductCardData[]
  /** Listings matching the search and filters, on all pages. */
  total: number
  pageCount: number
  /** Per subcategory for the current search term (ignoring the subcategory filter), for the tiles. */
  counts: ListingCounts
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

const cacheTtlMs = () => env().BROWSE_CACHE_SECONDS * 1000
let countsCache: ReturnType<typeof createCache<ListingCounts>> | undefined
let resultsCache: ReturnType<typeof createCache<BrowseResult>> | undefined
function caches() {
  countsCache ??= createCache({ ttlMs: cacheTtlMs(), maxEntries: 1 })
  // About 5 KB per result page: at most a few megabytes.
  resultsCache ??= createCache({ ttlMs: cacheTtlMs(), maxEntries: 1000 })
  return { counts: countsCache, results: resultsCache }
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
  caches().results.clear()
}

/**
 * ORDER BY of each sort option over the columns id, price, created_at and rank (of `table`, when
 * given). Every order ends on the id, so pages never overlap or skip a listing when two tie.
 */
function orderBy(sort: SortOption, searching: boolean, table?: 'page'): SQL {
  const order = {
    price_asc: 'price asc, id asc',
    price_desc: 'price desc, id desc',
    date_asc: 'created_at asc, id asc',
    date_desc: 'created_at desc, id desc',
    // Without a search term there is nothing to be relevant to: newest first.
    relevance: searching ? 'rank desc, created_at desc, id desc' : 'created_at desc, id desc',
  }[sort]
  return sql.raw(table ? order.replace(/(^|, )/g, `$1${table}.`) : order)
}

/**
 * Relevance of a match (SPEC §2 sort "relevance"): listings whose name or brand contains the term
 * come before description-only matches; within each group, the closer the name or brand is to the
 * term as a whole (trigram similarity), the higher. Ties go to the newest listing.
 */
function rankExpression(term: string, pattern: string): SQL {
  return sql`(case when name ilike ${pattern} or brand ilike ${pattern} then 1 else 0 end)
    + greatest(similarity(name, ${term}), similarity(brand, ${term}))`
}

/** The card columns of a page's rows (`page` holds their ids), with the seller's name. */
const CARD_COLUMNS = sql`p.id, p.name, p.brand, p.price, p.original_price, p.images[1] as image, p.seller_id,
  pr.name as seller_name, pr.surname as seller_surname`
const CARD_JOINS = sql`join products p on p.id = page.id left join profiles pr on pr.id = p.seller_id`

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
 * A page without a search term. The inner query walks one of the partial browse indexes (index
 * only, so deep pages stay cheap); only the page's rows are then read and joined to their sellers.
 */
async function listingsPage(query: BrowseQuery): Promise<ProductCardData[]> {
  const rows = await rawQuery<CardRow>(
    db(),
    sql`select ${CARD_COLUMNS}
        from (
          select id, price, created_at from products
          where browse_visible ${query.subcategory ? sql`and subcategory = ${query.subcategory}` : sql``}
          order by ${orderBy(query.sort, false)}
          limit ${BROWSE_PAGE_SIZE} offset ${(query.page - 1) * BROWSE_PAGE_SIZE}
        ) page
        ${CARD_JOINS}
        order by ${orderBy(query.sort, false, 'page')}`,
  )
  return rows.map(toCard)
}

/**
 * A search (SPEC §5: a case-insensitive substring of the name, the brand or the description) in
 * one statement: the matches are found once, through the trigram GIN indexes that answer ILIKE
 * with the term between wildcards, and give both the counts per subcategory and the page.
 */
async function searchPage(query: BrowseQuery & { q: string }): Promise<BrowseResult> {
  const pattern = `%${escapeLikePattern(query.q)}%`
  const rank = query.sort === 'relevance' ? rankExpression(query.q, pattern) : sql`0`
  const rows = await rawQuery<Partial<CardRow> & { counts: Record<string, number> }>(
    db(),
    sql`with matches as materialized (
          select id, subcategory, price, created_at, ${rank} as rank from products
          where browse_visible
            and (name ilike ${pattern} or brand ilike ${pattern} or description ilike ${pattern})
        ),
        facets as (
          select coalesce(json_object_agg(subcategory, count), '{}') as counts
          from (select subcategory, count(*)::int as count from matches group by subcategory) grouped
        ),
        page as (
          select * from matches
          ${query.subcategory ? sql`where subcategory = ${query.subcategory}` : sql``}
          order by ${orderBy(query.sort, true)}
          limit ${BROWSE_PAGE_SIZE} offset ${(query.page - 1) * BROWSE_PAGE_SIZE}
        )
        select facets.counts, ${CARD_COLUMNS}
        from facets left join (page ${CARD_JOINS}) on true
        order by ${orderBy(query.sort, true, 'page')}`,
  )
  const counts = countsFrom(Object.entries(rows[0]?.counts ?? {}))
  const items = rows.filter((row) => row.id).map((row) => toCard(row as CardRow))
  return withTotals(query, items, counts)
}

function withTotals(query: BrowseQuery, items: ProductCardData[], counts: ListingCounts): BrowseResult {
  const total = query.subcategory ? counts.bySubcategory[query.subcategory] : counts.total
  return { items, total, pageCount: Math.ceil(total / BROWSE_PAGE_SIZE), counts }
}

/**
 * Browse: the cards of one result page, the number of matches and the tile counts. Only golf has
 * listings (SPEC §1), so another sport answers empty without asking the database.
 */
export function browseListings(query: BrowseQuery): Promise<BrowseResult> {
  if (query.category && query.category !== ACTIVE_CATEGORY) {
    return Promise.resolve({ items: [], total: 0, pageCount: 0, counts: emptyCounts() })
  }
  return caches().results.get(browseHref(query), async () => {
    if (query.q) return searchPage({ ...query, q: query.q })
    const [counts, items] = await Promise.all([getListingCounts(), listingsPage(query)])
    return withTotals(query, items, counts)
  })
}
