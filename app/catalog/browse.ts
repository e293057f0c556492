/**
 * Browse as the address bar sees it (SPEC §2 "Browse"): which query parameters exist, what they
 * may hold, and how a browse state becomes a shareable URL again. Isomorphic: the loader parses
 * with it, the page builds its links with it.
 */
import type { MessageKey } from '~/i18n'
import { amountText, parseAmount } from '~/ui/money'
import {
  CLUB_SIZE_HAND,
  CLUB_SIZE_PLAYER,
  CLUB_TYPES,
  type ClubType,
  FLEXES,
  type Flex,
  HANDS,
  type Hand,
  PLAYERS,
  type Player,
  SHAFT_MATERIALS,
  type ShaftMaterial,
} from './passport/facet-values'
import { searchTermOf } from './search-term'
import type { MemberRating } from './seller-display'
import {
  ACTIVE_CATEGORY,
  type Category,
  CONDITIONS,
  type Condition,
  isCategory,
  isSubcategory,
  type ShippingOption,
  SIZE_OPTIONS,
  type Subcategory,
} from './taxonomy'

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

export { MAX_SEARCH_LENGTH } from './search-term'

/** Listings per result page. */
/**
 * A count as shown: "1,000+" when it is a lower bound (the counts stop reading at a limit, decision
 * 0066). The sign reads the same in English and Spanish ("1.000+").
 */
export const shownCount = (formatted: string, atLeast: boolean) => (atLeast ? `${formatted}+` : formatted)

export const BROWSE_PAGE_SIZE = 24
/** SPEC §9: the grid shows ten skeleton cards while results load. */
export const BROWSE_SKELETON_CARDS = 10
/** The two shipping filters: local pickup is collection or meeting the seller, delivery is posting it. */
export const SHIPPING_FILTERS = ['pickup', 'delivery'] as const
export type ShippingFilter = (typeof SHIPPING_FILTERS)[number]
export const SHIPPING_FILTER_OPTIONS: Record<ShippingFilter, readonly ShippingOption[]> = {
  pickup: ['collection', 'meet'],
  delivery: ['standard', 'express'],
}

/** Conditions as they appear in the `condition` parameter. */
export const CONDITION_SLUG: Record<Condition, string> = {
  New: 'new',
  'Like New': 'like-new',
  Good: 'good',
  Fair: 'fair',
  Poor: 'poor',
}

/** At most this many values of one repeated parameter (brand, size, condition) are read. */
export const MAX_FILTER_VALUES = 20

/** The filters of docs/decisions/0023: each empty list or null means "any". */
export interface BrowseFilters {
  /** Euro cents, inclusive. */
  priceMin: number | null
  /** Euro cents, inclusive. */
  priceMax: number | null
  conditions: Condition[]
  /** Brand keys: the brand trimmed and in lower case ("scotty cameron"). */
  brands: string[]
  /** Sizes of SPEC §3 of the chosen subcategory (none without one). */
  sizes: string[]
  shipping: ShippingFilter[]
  /** The seller's country (ISO code, from the area code of their profile). */
  country: string | null
  /** The seller's city, in lower case. */
  city: string | null
  // The golf facets (docs/decisions/0052-golf-facets-and-golf-words.md): clubs' passports.
  clubTypes: ClubType[]
  /** The passport's hand, or for a listing without one the hand its SPEC size names. */
  hands: Hand[]
  /** The passport's player, or for a listing without one the player its SPEC size names. */
  players: Player[]
  flexes: Flex[]
  /** Degrees, inclusive, over single clubs' lofts. */
  loftMin: number | null
  loftMax: number | null
  shafts: ShaftMaterial[]
  /** Set make-ups as formatSetMakeup writes them ("4-PW", "5-PW + AW"). */
  sets: string[]
  /** Model years. */
  years: number[]
  /** Only clubs whose passport declares no modification. */
  unmodified: boolean
  /**
   * "Fits me" (issue #30, `fit=1`): only clubs that fit the viewer's golfer profile. Applied on the
   * server for a member with a profile only; without one the page invites them to add it.
   */
  fit: boolean
}

/** The golf facets' part of the filters, all "any". */
export const NO_GOLF_FILTERS = {
  clubTypes: [],
  hands: [],
  players: [],
  flexes: [],
  loftMin: null,
  loftMax: null,
  shafts: [],
  sets: [],
  years: [],
  unmodified: false,
  fit: false,
} satisfies Partial<BrowseFilters>

export const NO_FILTERS: BrowseFilters = {
  priceMin: null,
  priceMax: null,
  conditions: [],
  brands: [],
  sizes: [],
  shipping: [],
  country: null,
  city: null,
  ...NO_GOLF_FILTERS,
}

/**
 * The golf facets chosen from a fixed list, in the address's order (the loft range goes between
 * flex and shaft): their parameter, their field in the filters and counts, their values, the
 * passport messages that name them (`passport.clubType.driver` …) and their legend
 * (`browse.filter.clubType` …).
 */
export const GOLF_LIST_FACETS = [
  {
    param: 'club_type',
    field: 'clubTypes',
    values: CLUB_TYPES,
    label: 'passport.clubType',
    legend: 'clubType',
  },
  { param: 'hand', field: 'hands', values: HANDS, label: 'passport.hand', legend: 'hand' },
  { param: 'player', field: 'players', values: PLAYERS, label: 'passport.player', legend: 'player' },
  { param: 'flex', field: 'flexes', values: FLEXES, label: 'passport.flex', legend: 'flex' },
  {
    param: 'shaft',
    field: 'shafts',
    values: SHAFT_MATERIALS,
    label: 'passport.shaftMaterial',
    legend: 'shaft',
  },
] as const
export type GolfListFacet = (typeof GOLF_LIST_FACETS)[number]

/** Loft bounds a filter accepts, in degrees (a putter's 0° to a lob wedge's 66°). */
export const LOFT_FILTER_RANGE = [0, 66] as const
/** Model years a filter accepts. */
const YEAR_RANGE = [1950, 2100] as const

/**
 * Clubs' SPEC sizes mix hand and player (issue #27): for clubs the size filter is replaced by the
 * hand and player facets, and a listing without a passport is read through its size. Old links
 * with `size=Left-Handed` become `hand=left` (docs/spec-deviations.md). The maps live with the
 * facet values, where db/schema.ts reads them too (products.club_hand, decision 0070).
 */
export { CLUB_SIZE_HAND, CLUB_SIZE_PLAYER }

/** The sizes offered as a size filter in a subcategory: none for clubs (hand and player instead). */
export function filterSizes(subcategory: Subcategory | null): readonly string[] {
  return subcategory && subcategory !== 'clubs' ? SIZE_OPTIONS[subcategory] : []
}

/**
 * A loft bound as typed ("10,5", "10.5°", "9 º"), in degrees, or null. Deliberately small (this
 * module is in every page's first load): the wizard reads lofts with passport/numbers.ts.
 */
export function parseLoftBound(text: string): number | null {
  const match = text.trim().match(/^(\d{1,2}(?:[.,]\d{1,2})?)\s*[°º]?$/u)
  if (!match) return null
  const value = Number(match[1]!.replace(',', '.'))
  return value >= LOFT_FILTER_RANGE[0] && value <= LOFT_FILTER_RANGE[1] ? value : null
}

/** A loft bound as written in the address (a point) or for a reader of `locale` ("10,5" in Spanish). */
export const loftText = (degrees: number | null, locale = 'en') =>
  degrees === null ? '' : locale === 'es' ? String(degrees).replace('.', ',') : String(degrees)

/**
 * A set make-up as the filter writes it: "4-pw" -> "4-PW", "5-pw+aw" -> "5-PW + AW", or null when it
 * cannot be one. The server reads the clubs with parseSetMakeup (passport/golf-sql.server.ts); the
 * facet's values are formatSetMakeup's, which this spelling matches.
 */
export function setMakeupKey(text: string): string | null {
  const key = text.toUpperCase().replace(/\s+/g, '').replace(/\+/g, ' + ')
  return /^[0-9A-Z]{1,3}(?:-[0-9A-Z]{1,3})?(?: \+ [0-9A-Z]{1,3}(?:-[0-9A-Z]{1,3})?)*$/.test(key) &&
    key.length <= 40
    ? key
    : null
}

export interface BrowseQuery {
  /** The search term, trimmed; null when there is none. */
  q: string | null
  category: Category | null
  subcategory: Subcategory | null
  sort: SortOption
  page: number
  filters: BrowseFilters
}

/** A browse state for a link: other pages may leave the filters out (none). */
export type BrowseLink = Omit<BrowseQuery, 'filters'> & { filters?: BrowseFilters }

/** Newest first, unless the visitor searched: then the best matches first. */
export function defaultSort(q: string | null): SortOption {
  return q ? 'relevance' : 'date_desc'
}

function isSortOption(value: unknown): value is SortOption {
  return SORT_OPTIONS.includes(value as SortOption)
}

/**
 * A brand or city as a filter key: trimmed, in lower case (as the database computes it:
 * lower(btrim(…)) in browse.server.ts), at most 60 characters.
 */
export function filterKey(value: string): string {
  return value.trim().toLowerCase().slice(0, 60)
}

function distinctValues(values: string[], keep: (value: string) => boolean) {
  return [...new Set(values.filter(keep))].slice(0, MAX_FILTER_VALUES)
}

/** Reads the filters; values that mean nothing are dropped rather than failing. */
function parseFilters(params: URLSearchParams, subcategory: Subcategory | null): BrowseFilters {
  let priceMin = parseAmount(params.get('price_min') ?? '')
  let priceMax = parseAmount(params.get('price_max') ?? '')
  // A range typed the wrong way round means the same range.
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin]
  const conditionSlugs = params.getAll('condition')
  const sizes = filterSizes(subcategory)
  const country = (params.get('country') ?? '').toUpperCase()
  const city = filterKey(params.get('city') ?? '')
  return {
    priceMin,
    priceMax,
    conditions: CONDITIONS.filter((condition) => conditionSlugs.includes(CONDITION_SLUG[condition])),
    brands: distinctValues(params.getAll('brand').map(filterKey), Boolean).sort(),
    sizes: sizes.filter((size) => params.getAll('size').includes(size)),
    shipping: SHIPPING_FILTERS.filter((option) => params.getAll('shipping').includes(option)),
    country: /^[A-Z]{2}$/.test(country) ? country : null,
    city: city || null,
    ...parseGolfFilters(params, subcategory),
    fit: params.get('fit') === '1',
  }
}

/** The golf facets' parameters; for clubs, old size links become hand and player. */
function parseGolfFilters(params: URLSearchParams, subcategory: Subcategory | null) {
  const all = (name: string) => params.getAll(name)
  const oldSizes = subcategory === 'clubs' ? all('size') : []
  const typed: Record<string, string[]> = {
    hand: oldSizes.map((size) => CLUB_SIZE_HAND[size] ?? ''),
    player: oldSizes.map((size) => CLUB_SIZE_PLAYER[size] ?? ''),
  }
  const lists = Object.fromEntries(
    GOLF_LIST_FACETS.map(({ param, field, values }) => {
      const given = [...all(param), ...(typed[param] ?? [])]
      return [field, values.filter((value: string) => given.includes(value))]
    }),
  ) as Pick<BrowseFilters, GolfListFacet['field']>
  let loftMin = parseLoftBound(params.get('loft_min') ?? '')
  let loftMax = parseLoftBound(params.get('loft_max') ?? '')
  if (loftMin !== null && loftMax !== null && loftMin > loftMax) [loftMin, loftMax] = [loftMax, loftMin]
  const years = all('year')
    .filter((year) => /^\d{4}$/.test(year))
    .map(Number)
    .filter((year) => year >= YEAR_RANGE[0] && year <= YEAR_RANGE[1])
  return {
    ...lists,
    loftMin,
    loftMax,
    sets: distinctValues(
      all('set').map((set) => setMakeupKey(set) ?? ''),
      Boolean,
    ).sort(),
    years: [...new Set(years)].sort((a, b) => b - a).slice(0, MAX_FILTER_VALUES),
    unmodified: params.get('unmodified') === '1',
  }
}

/**
 * Reads a browse state from query parameters. Values that mean nothing (an unknown subcategory,
 * sort, page or filter value) fall back to the default instead of failing: a mistyped or old
 * shared link still shows listings.
 */
export function parseBrowseQuery(params: URLSearchParams): BrowseQuery {
  const q = searchTermOf(params)
  const category = params.get('category')
  const subcategory = params.get('subcategory')
  const sort = params.get('sort')
  const pageText = params.get('page') ?? ''
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1
  const validSubcategory = isSubcategory(subcategory) ? subcategory : null
  return {
    q,
    category: isCategory(category) ? category : null,
    subcategory: validSubcategory,
    sort: isSortOption(sort) ? sort : defaultSort(q),
    page: Math.max(page, 1),
    filters: parseFilters(params, validSubcategory),
  }
}

/** The query with another search term; relevance goes when the term does (nothing to rank). */
export function withTerm(query: BrowseQuery, q: string | null): BrowseQuery {
  const sort =
    query.sort === defaultSort(query.q) || (!q && query.sort === 'relevance') ? defaultSort(q) : query.sort
  return { ...query, q, sort, page: 1 }
}

/** The same browse state in another subcategory: sizes belong to one subcategory, so they go. */
export function withSubcategory<Q extends BrowseLink>(query: Q, subcategory: Subcategory | null): Q {
  const filters = query.filters && { ...query.filters, sizes: [] }
  return { ...query, subcategory, page: 1, ...(filters ? { filters } : {}) }
}

/**
 * A search or filters on golf (another sport has no listings: its empty state, whatever was
 * searched).
 */
export function isSearching(query: BrowseQuery): boolean {
  const golf = (query.category ?? ACTIVE_CATEGORY) === ACTIVE_CATEGORY
  return golf && (Boolean(query.q) || activeFilterCount(query.filters) > 0)
}

/** Whether the browse page offers "Save this search" (issue #16): when searching, and on a subcategory's page. */
export function offersSavedSearch(query: BrowseQuery): boolean {
  return isSearching(query) || Boolean(query.subcategory)
}

/** How many golf facet values are set (a loft range counts once; "Fits me" is one). */
export function golfFilterCount(filters: BrowseFilters): number {
  return (
    GOLF_LIST_FACETS.reduce((sum, { field }) => sum + filters[field].length, 0) +
    (filters.loftMin !== null || filters.loftMax !== null ? 1 : 0) +
    filters.sets.length +
    filters.years.length +
    (filters.unmodified ? 1 : 0) +
    (filters.fit ? 1 : 0)
  )
}

/** How many filters are set (a price or loft range counts once). */
export function activeFilterCount(filters: BrowseFilters): number {
  return (
    golfFilterCount(filters) +
    (filters.priceMin !== null || filters.priceMax !== null ? 1 : 0) +
    filters.conditions.length +
    filters.brands.length +
    filters.sizes.length +
    filters.shipping.length +
    (filters.country ? 1 : 0) +
    (filters.city ? 1 : 0)
  )
}

/** The filters as query parameters, in the fixed order of browseHref. */
export function filterSearchParams(filters: BrowseFilters, params = new URLSearchParams()) {
  if (filters.priceMin !== null) params.set('price_min', amountText(filters.priceMin))
  if (filters.priceMax !== null) params.set('price_max', amountText(filters.priceMax))
  for (const condition of CONDITIONS)
    if (filters.conditions.includes(condition)) params.append('condition', CONDITION_SLUG[condition])
  for (const brand of [...filters.brands].sort()) params.append('brand', brand)
  for (const size of filters.sizes) params.append('size', size)
  for (const { param, field } of GOLF_LIST_FACETS) {
    // The loft range goes between flex and shaft.
    if (param === 'shaft') {
      if (filters.loftMin !== null) params.set('loft_min', loftText(filters.loftMin))
      if (filters.loftMax !== null) params.set('loft_max', loftText(filters.loftMax))
    }
    for (const value of filters[field]) params.append(param, value)
  }
  for (const set of filters.sets) params.append('set', set)
  for (const year of filters.years) params.append('year', String(year))
  if (filters.unmodified) params.set('unmodified', '1')
  for (const option of SHIPPING_FILTERS)
    if (filters.shipping.includes(option)) params.append('shipping', option)
  if (filters.country) params.set('country', filters.country)
  if (filters.city) params.set('city', filters.city)
  if (filters.fit) params.set('fit', '1')
  return params
}

/**
 * The address of a browse state, in a fixed parameter order and without the defaults, so that one
 * result page has one URL (the canonical link and the result caches use it too).
 */
export function browseHref(query: BrowseLink, pathname = '/browse') {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.category) params.set('category', query.category)
  if (query.subcategory) params.set('subcategory', query.subcategory)
  if (query.filters) filterSearchParams(query.filters, params)
  if (query.sort !== defaultSort(query.q)) params.set('sort', query.sort)
  if (query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `${pathname}?${search}` : pathname
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
  /**
   * Null when the seller has no usable name: the card shows Private Seller and no link. The rating
   * is null before their first revealed review ("New seller").
   */
  seller: { id: string; name: string; rating: MemberRating | null } | null
  /** Set where listings of every status are shown (seller page, profile): the card shows a badge. */
  status?: string
  /** A club's type, hand and flex at a glance (issue #27; app/catalog/passport/card-specs.server.ts). */
  golf?: CardGolf | null
  /** The overall condition (a graded club's follows from its grades, issue #28). */
  condition?: Condition
  /** Fit for the golfer viewing (issue #30): only on pages rendered for them alone (decision 0061). */
  fit?: 'fits' | 'close' | null
}

/** What a club's card says of it; each part null when not known. */
export interface CardGolf {
  clubType: ClubType | null
  hand: Hand | null
  flex: Flex | null
}

/** Visible listings per subcategory and in total (what the category tiles show). */
export interface ListingCounts {
  total: number
  bySubcategory: Record<Subcategory, number>
}

/** One value of a filter with the number of listings it would show. */
export interface FacetValue {
  /** What goes into the address (a brand or city key, a size, a country code). */
  value: string
  /** How the listings spell it (brands and cities); for sizes and countries, the value. */
  label: string
  count: number
}

/**
 * The counts next to each filter value (docs/decisions/0023): visible listings that match the
 * search and every other filter, with this value chosen, so a number is what a click shows.
 */
export interface BrowseFacets {
  conditions: Record<Condition, number>
  /** The brands with the most listings (and every chosen one), most listings first. */
  brands: FacetValue[]
  /** The sizes of the chosen subcategory, in SPEC §3 order (none without a subcategory). */
  sizes: FacetValue[]
  shipping: Record<ShippingFilter, number>
  countries: FacetValue[]
  /** The cities with the most listings (and the chosen one), most listings first. */
  cities: FacetValue[]
  golf: GolfFacets
}

/** The golf facets' counts (clubs' passports, hand and player falling back to the size). */
export interface GolfFacets {
  clubTypes: Record<ClubType, number>
  hands: Record<Hand, number>
  players: Record<Player, number>
  flexes: Record<Flex, number>
  shafts: Record<ShaftMaterial, number>
  /** Set make-ups present ("4-PW"), most listings first. */
  sets: FacetValue[]
  /** Model years present, newest first. */
  years: FacetValue[]
  /** Clubs whose passport declares no modification. */
  unmodified: number
}

/** At most this many brands and cities are offered as filters (chosen ones are always kept). */
export const MAX_FACET_VALUES = 30

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
