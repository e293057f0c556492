/**
 * Browse as the address bar sees it (SPEC §2 "Browse"): which query parameters exist, what they
 * may hold, and how a browse state becomes a shareable URL again. Isomorphic: the loader parses
 * with it, the page builds its links with it.
 */
import type { MessageKey } from '~/i18n'
import { type Category, isCategory, isSubcategory, type Subcategory } from './taxonomy'

/** The five sort orders of SPEC §2, as they appear in the `sort` parameter. */
export const SORT_OPTIONS = ['relevance', 'price_asc', 'price_desc', 'date_asc', 'date_desc'] as const
export type SortOption = (typeof SORT_OPTIONS)[number]

export const SORT_LABEL_KEY: Record<SortOption, MessageKey> = {
  relevance: 'browse.sort.relevance',
  price_asc: 'browse.sort.priceAsc',
  price_desc: 'browse.sort.priceDesc',
  date_asc: 'browse.sort.dateAsc',
  date_desc: 'browse.sort.dateDesc',
}

/** Listings per result page. */
export const BROWSE_PAGE_SIZE = 24
/** SPEC §9: the grid shows ten skeleton cards while results load. */
export const BROWSE_SKELETON_CARDS = 10
/** Longer search terms are cut: nobody types more, and every character costs trigram work. */
export const MAX_SEARCH_LENGTH = 100

export interface BrowseQuery {
  /** The search term, trimmed; null when there is none. */
  q: string | null
  category: Category | null
  subcategory: Subcategory | null
  sort: SortOption
  page: number
}

/** Newest first, unless the visitor searched: then the best matches first. */
export function defaultSort(q: string | null): SortOption {
  return q ? 'relevance' : 'date_desc'
}

function isSortOption(value: unknown): value is SortOption {
  return SORT_OPTIONS.includes(value as SortOption)
}

/**
 * Reads a browse state from query parameters. Values that mean nothing (an unknown subcategory,
 * sort or page) fall back to the default instead of failing: a mistyped or old shared link still
 * shows listings.
 */
export function parseBrowseQuery(params: URLSearchParams): BrowseQuery {
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim() || null
  const category = params.get('category')
  const subcategory = params.get('subcategory')
  const sort = params.get('sort')
  const pageText = params.get('page') ?? ''
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1
  return {
    q,
    category: isCategory(category) ? category : null,
    subcategory: isSubcategory(subcategory) ? subcategory : null,
    sort: isSortOption(sort) ? sort : defaultSort(q),
    page: Math.max(page, 1),
  }
}

/**
 * The address of a browse state, in a fixed parameter order and without the defaults, so that one
 * result page has one URL (the canonical link uses it too).
 */
export function browseHref(query: BrowseQuery, pathname = '/browse') {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.category) params.set('category', query.category)
  if (query.subcategory) params.set('subcategory', query.subcategory)
  if (query.sort !== defaultSort(query.q)) params.set('sort', query.sort)
  if (query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `${pathname}?${search}` : pathname
}

/** Escapes LIKE's wildcards (`%`, `_`) and its escape character, so the term matches literally. */
export function escapeLikePattern(term: string) {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/** What a product card shows: only the fields it needs, so the page stays small. */
export interface ProductCardData {
  id: string
  name: string
  brand: string
  /** Euro cents. */
  price: number
  /** Euro cents. */
  originalPrice: number | null
  /** The card-sized thumbnail of the main photo. */
  imageUrl: string | null
  /** Null when the seller has no usable name: the card shows Private Seller and no link. */
  seller: { id: string; name: string } | null
  /** Set where listings of every status are shown (seller page, profile): the card shows a badge. */
  status?: string
}

/** Visible listings per subcategory and in total (what the category tiles show). */
export interface ListingCounts {
  total: number
  bySubcategory: Record<Subcategory, number>
}

/**
 * The page links to offer: the first and last page, the current one and its neighbours, with a
 * gap (null) where pages are left out. `pageLinks(6, 20)` is 1 … 5 6 7 … 20.
 */
export function pageLinks(page: number, pageCount: number): Array<number | null> {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount))
  // A gap that would hide a single page shows that page instead.
  if (shown.has(3) && pageCount >= 3) shown.add(2)
  if (shown.has(pageCount - 2) && pageCount >= 3) shown.add(pageCount - 1)
  const sorted = [...shown].sort((a, b) => a - b)
  const links: Array<number | null> = []
  for (const [index, n] of sorted.entries()) {
    if (index > 0 && n - sorted[index - 1]! > 1) links.push(null)
    links.push(n)
  }
  return links
}
