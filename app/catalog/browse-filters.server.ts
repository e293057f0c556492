/**
 * The browse filters as SQL (docs/decisions/0023-browse-filters-and-counts.md), and the counts next
 * to every filter value: which listings a filter keeps, over a listing `p` and its seller's profile
 * `pr`, shared by the counts, the result pages (browse.server.ts) and "did you mean" counts.
 */
import { type SQL, sql } from 'drizzle-orm'
import { rawQuery, readDb } from '~/platform/db.server'
import { env } from '~/platform/env.server'
import {
  type BrowseFacets,
  type BrowseFilters,
  type BrowseQuery,
  type FacetValue,
  filterKey,
  filterSizes,
  type GolfFacets,
  type ListingCounts,
  MAX_FACET_VALUES,
  SHIPPING_FILTER_OPTIONS,
} from './browse'
import { fitsSql } from './fit/fit-sql.server'
import type { FitSuggestion } from './fit/golfer-profile'
import { HAND, PLAYER, setCondition, specsJoin, textArray, UNMODIFIED } from './passport/golf-sql.server'
import { isSetClub } from './passport/passport'
import { formatSetMakeup } from './passport/set-makeup'
import { CLUB_TYPES, FLEXES, HANDS, PLAYERS, SHAFT_MATERIALS } from './passport/vocabulary'
import { matchAllWords, matchSearch, type ResolvedSearch, type ResolvedWord } from './search.server'
import { CONDITIONS, type Condition, SUBCATEGORIES, type Subcategory } from './taxonomy'

export function emptyCounts(): ListingCounts {
  const bySubcategory = Object.fromEntries(SUBCATEGORIES.map((id) => [id, 0])) as Record<Subcategory, number>
  return { total: 0, bySubcategory }
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>

export function emptyGolfFacets(): GolfFacets {
  return {
    clubTypes: zeros(CLUB_TYPES),
    hands: zeros(HANDS),
    players: zeros(PLAYERS),
    flexes: zeros(FLEXES),
    shafts: zeros(SHAFT_MATERIALS),
    sets: [],
    years: [],
    unmodified: 0,
  }
}

export function emptyFacets(): BrowseFacets {
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
    golf: emptyGolfFacets(),
  }
}

/** What the counts of one search and set of filters are (whatever the sort and page). */
export interface FacetResult {
  total: number
  counts: ListingCounts
  facets: BrowseFacets
  suggestion: string | null
  /** More listings match than the count limit: `total` is the limit and means "at least". */
  totalAtLeast: boolean
  /** Some counts stopped at the count limit: every count is shown as "at least". */
  countsAtLeast: boolean
}

// ---------------------------------------------------------------------------------------------
// Filters as SQL over a listing `p` and its seller's profile `pr`

type FilterName =
  | 'subcategory'
  | 'price'
  | 'condition'
  | 'brand'
  | 'size'
  | 'shipping'
  | 'country'
  | 'city'
  | GolfFilterName
/** The golf facets (docs/decisions/0052-golf-facets-and-golf-words.md), over the listing's copy of its passport's. */
type GolfFilterName =
  | 'clubType'
  | 'hand'
  | 'player'
  | 'flex'
  | 'loft'
  | 'shaft'
  | 'set'
  | 'year'
  | 'unmodified'
  | 'fit'

/** The filter keys of a listing's brand and its seller's city (filterKey in browse.ts). */
const BRAND_KEY = sql`lower(btrim(p.brand))`
const CITY_KEY = sql`lower(btrim(pr.city))`

/**
 * The active filters of a query, each as a condition on `p` and `pr`. "Fits me" applies with the
 * viewer's suggestion only (`fit`); without one it is left out (the page invites them instead).
 */
export function filterConditions(
  query: { subcategory: Subcategory | null; filters: BrowseFilters },
  fit: FitSuggestion | null = null,
) {
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
  conditions.push(...golfFilterConditions(filters))
  if (filters.fit && fit) conditions.push(['fit', fitsSql(fit)])
  return conditions
}

/** The golf facets' conditions: each over the passport's facets copied onto `p` (decision 0070). */
function golfFilterConditions(filters: BrowseFilters): Array<[FilterName, SQL]> {
  const conditions: Array<[FilterName, SQL]> = []
  if (filters.clubTypes.length > 0)
    conditions.push(['clubType', sql`p.spec_club_type = any(${textArray(filters.clubTypes)})`])
  if (filters.hands.length > 0) conditions.push(['hand', sql`${HAND} = any(${textArray(filters.hands)})`])
  if (filters.players.length > 0)
    conditions.push(['player', sql`${PLAYER} = any(${textArray(filters.players)})`])
  if (filters.flexes.length > 0)
    conditions.push(['flex', sql`p.spec_flex = any(${textArray(filters.flexes)})`])
  if (filters.loftMin !== null || filters.loftMax !== null) {
    conditions.push(['loft', sql`p.spec_loft between ${filters.loftMin ?? 0} and ${filters.loftMax ?? 90}`])
  }
  if (filters.shafts.length > 0)
    conditions.push(['shaft', sql`p.spec_shaft = any(${textArray(filters.shafts)})`])
  if (filters.sets.length > 0) conditions.push(['set', setCondition(filters.sets)])
  if (filters.years.length > 0) {
    const years = sql.join(
      filters.years.map((year) => sql`${year}`),
      sql`, `,
    )
    conditions.push(['year', sql`p.spec_model_year in (${years})`])
  }
  if (filters.unmodified) conditions.push(['unmodified', UNMODIFIED])
  return conditions
}

/**
 * Whether the conditions read listings' passports: only "Fits me" with a suggestion does (product_specs
 * `ps` is joined then); the golf facets are read from their copies on products (decision 0070).
 */
export const needsSpecs = (query: { filters: BrowseFilters }, fit: FitSuggestion | null) =>
  Boolean(query.filters.fit && fit)

export const and = (parts: SQL[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `))
export const needsProfile = (query: { filters: BrowseFilters }) =>
  Boolean(query.filters.country || query.filters.city)
export const profileJoin = (join: boolean) =>
  join ? sql`left join profiles pr on pr.id = p.seller_id` : sql``

// ---------------------------------------------------------------------------------------------
// Counts per filter value

/**
 * Each count ignores its own filter (and those that depend on it): the subcategory tiles ignore
 * the subcategory and size, the countries ignore country and city.
 */
const IGNORES: Record<
  'subcategory' | 'condition' | 'brand' | 'size' | 'shipping' | 'country' | 'city' | GolfCounted,
  FilterName[]
> = {
  subcategory: ['subcategory', 'size'],
  condition: ['condition'],
  brand: ['brand'],
  size: ['size'],
  shipping: ['shipping'],
  country: ['country', 'city'],
  city: ['city'],
  clubType: ['clubType'],
  hand: ['hand'],
  player: ['player'],
  flex: ['flex'],
  shaft: ['shaft'],
  set: ['set'],
  year: ['year'],
  unmodified: ['unmodified'],
}
/** The golf facets with counts (the loft is a range, like the price; "Fits me" is counted apart). */
type GolfCounted = Exclude<GolfFilterName, 'loft' | 'fit'>

/** What each count reads: the listings matching every filter and those missing only a filter it ignores. */
type Counted =
  | 'subcategory'
  | 'size'
  | 'condition'
  | 'brand'
  | 'shipping'
  | 'country'
  | 'city'
  | GolfCounted
  | 'total'
const COUNT_IGNORES: Record<Counted, FilterName[]> = { ...IGNORES, total: [] }
/** The filters some count ignores: only for these are the listings that miss them read. */
const IGNORABLE = new Set<FilterName>(Object.values(IGNORES).flat())

/**
 * The grouping sets: facets that vary together share one, which keeps the hash tables few. Brands
 * and cities are grouped as spelt (no function per listing) and added up per filter key here.
 */
const GROUPING_SETS = {
  subcategorySize: sql`(b.subcategory, b.size)`,
  condition: sql`(b.condition)`,
  brand: sql`(b.brand)`,
  shipping: sql`(b.pickup, b.delivery)`,
  location: sql`(b.country, b.city)`,
  // The golf facets in three small groups: few combinations each (the tallies add them up).
  clubTypeFlex: sql`(b.club_type, b.flex)`,
  handPlayer: sql`(b.hand, b.player)`,
  passportRest: sql`(b.shaft, b.unmodified, b.model_year, b.set_clubs)`,
  // The rows read of each set (below): whether the set reached the limit.
  subset: sql`(b.subset)`,
  total: sql`()`,
} as const
type GroupingSet = keyof typeof GROUPING_SETS

interface FacetRow extends FacetColumns {
  grouping_set: GroupingSet
  subset: string | null
  /** One count per distinct list of sets read (see loadFacets), then the group's rows. */
  counts: number[]
}

/** The values of one count group's row (null where the group does not set them). */
export interface FacetColumns {
  subcategory: string | null
  size: string | null
  condition: string | null
  brand: string | null
  pickup: boolean | null
  delivery: boolean | null
  country: string | null
  city: string | null
  club_type: string | null
  flex: string | null
  hand: string | null
  player: string | null
  shaft: string | null
  unmodified: boolean | null
  model_year: number | null
  set_clubs: string[] | null
}

/** Whether count `counted` reads the listings missing only filter `name` (it ignores that filter). */
const IGNORES_OF = (counted: Counted, name: string) => COUNT_IGNORES[counted].includes(name as FilterName)

/**
 * The columns of a search's matches that the counts' sets read (rowsOf, filterConditions): with the
 * passport's facets on products, a set of a search filters these rows and joins no table but the
 * seller's profile. Joining them back to products by id let the planner loop over every match for
 * each listing of an underestimated filter (a set's "4-PW": 8.8 s, docs/performance.md).
 */
const MATCHED_COLUMNS = sql.raw(
  [
    'id',
    'browse_visible',
    'subcategory',
    'size',
    'condition',
    'brand',
    'price',
    'seller_id',
    'shipping_options',
    'spec_club_type',
    'spec_hand',
    'spec_player',
    'spec_flex',
    'spec_loft',
    'spec_shaft',
    'spec_set_clubs',
    'spec_model_year',
    'spec_modifications',
    'club_hand',
    'club_player',
  ]
    .map((column) => `p.${column}`)
    .join(', '),
)

/** The set of listings matching every filter; the others are named after the one filter they miss. */
const ALL = 'all'

/**
 * Which sets of listings each count reads (loadFacets, and the browse index's counts): set 0
 * matches every filter, set i the listings missing only `subsets[i - 1]` (a filter some count
 * ignores); one column per distinct list of sets, and the column of each count.
 */
export function countPlan(activeFilters: readonly string[]) {
  const subsets = activeFilters.filter((name) => IGNORABLE.has(name as FilterName))
  const names = [ALL, ...subsets]
  const columnIds: string[] = []
  const columns: number[][] = []
  const columnOf = {} as Record<Counted, number>
  for (const counted of Object.keys(COUNT_IGNORES) as Counted[]) {
    const read = names.flatMap((name, index) => (name === ALL || IGNORES_OF(counted, name) ? [index] : []))
    const id = read.join(',')
    let column = columnIds.indexOf(id)
    if (column === -1) {
      column = columnIds.push(id) - 1
      columns.push(read)
    }
    columnOf[counted] = column
  }
  return { subsets, columns, columnOf }
}

/** The counts of the browse index's groups (browse-index/listing-index.server.ts), as loadFacets makes them. */
export function facetsFromGroups(
  groups: ReadonlyArray<{ group: string; columns: Partial<FacetColumns>; counts: number[] }>,
  query: BrowseQuery,
  columnOf: ReturnType<typeof countPlan>['columnOf'],
): FacetResult {
  const empty: FacetColumns & { subset: null } = {
    subset: null,
    subcategory: null,
    size: null,
    condition: null,
    brand: null,
    pickup: null,
    delivery: null,
    country: null,
    city: null,
    club_type: null,
    flex: null,
    hand: null,
    player: null,
    shaft: null,
    unmodified: null,
    model_year: null,
    set_clubs: null,
  }
  const rows: FacetRow[] = groups.map((group) => ({
    ...empty,
    ...group.columns,
    grouping_set: group.group as GroupingSet,
    counts: group.counts,
  }))
  return { ...facetsFrom(rows, query, columnOf), totalAtLeast: false, countsAtLeast: false, suggestion: null }
}

/**
 * The counts of every filter value and the total, in one grouped pass over a few sets of listings
 * that match the search: those matching every filter (the total, and most counts), and for each
 * active filter that a count ignores, those missing only that filter (a count applies all filters
 * but its own). Each set is read to `limit` + 1 listings at most (BROWSE_COUNT_LIMIT, decision
 * 0066): a set past it makes its counts lower bounds ("1,000+"), so no request reads every match.
 * `limit` null: every listing is counted (browse without a search term or filter, cached).
 */
export async function loadFacets(
  query: BrowseQuery,
  search: ResolvedSearch | null,
  fit: FitSuggestion | null = null,
  limit: number | null = env().BROWSE_COUNT_LIMIT,
): Promise<FacetResult> {
  const active = filterConditions(query, fit)
  const plan = countPlan(active.map(([name]) => name))
  const subsets: Array<[string, SQL]> = [[ALL, and(active.map(([, condition]) => condition))]]
  for (const [name, condition] of active) {
    if (!IGNORABLE.has(name)) continue
    const others = active.filter(([other]) => other !== name).map(([, other]) => other)
    subsets.push([name, and([...others, sql`not coalesce(${condition}, false)`])])
  }
  // One column per distinct list of sets read: without filters, a single count(*).
  const columns = plan.columns.map((read) =>
    read.length === subsets.length
      ? sql`count(*)::int`
      : sql`(count(*) filter (where b.subset in (${sql.join(
          read.map((index) => sql`${subsets[index]![0]}`),
          sql`, `,
        )})))::int`,
  )
  const columnOf = plan.columnOf
  const sets = Object.entries(GROUPING_SETS) as Array<[GroupingSet, SQL]>
  const setName = sql.join(
    sets
      .filter(([name]) => name !== 'total')
      .map(([name, columns]) => sql`when grouping${columns} = 0 then ${name}`),
    sql` `,
  )
  const rowsOf = ([name, where]: [string, SQL]) =>
    sql`(select ${name}::text as subset, p.subcategory, p.size, p.condition, p.brand,
                p.shipping_options && ${textArray(SHIPPING_FILTER_OPTIONS.pickup)} as pickup,
                p.shipping_options && ${textArray(SHIPPING_FILTER_OPTIONS.delivery)} as delivery,
                pr.country, pr.city,
                p.spec_club_type as club_type, p.spec_flex as flex, ${HAND} as hand, ${PLAYER} as player,
                p.spec_shaft as shaft, ${UNMODIFIED} as unmodified, p.spec_model_year as model_year,
                p.spec_set_clubs as set_clubs
         from ${search ? sql`matched p` : sql`products p`}
           left join profiles pr on pr.id = p.seller_id ${specsJoin(needsSpecs(query, fit))}
         where p.browse_visible and ${where}
         ${limit === null ? sql`` : sql`limit ${limit + 1}`})`

  // A search's matches are found once for all the sets (its words can be several id lists), with
  // the columns the sets read: each set filters those rows, not products again (decision 0070).
  const statement = sql`${search ? sql`with matched as materialized (select ${MATCHED_COLUMNS} from products p where p.browse_visible and ${matchSearch(search)}) ` : sql``}
        select case ${setName} else 'total' end as grouping_set, b.subset,
               b.subcategory, b.size, b.condition, b.brand, b.pickup, b.delivery, b.country, b.city,
               b.club_type, b.flex, b.hand, b.player, b.shaft, b.unmodified, b.model_year, b.set_clubs,
               array[${sql.join(columns, sql`, `)}, count(*)::int] as counts
        from (${sql.join(subsets.map(rowsOf), sql` union all `)}) b
        group by grouping sets (${sql.join(
          sets.map(([, columns]) => columns),
          sql`, `,
        )})`
  const rows = await rawQuery<FacetRow>(readDb(), statement)
  const capped = new Set(
    rows
      .filter((row) => row.grouping_set === 'subset' && limit !== null && (row.counts.at(-1) ?? 0) > limit)
      .map((row) => row.subset),
  )
  const result = facetsFrom(rows, query, columnOf)
  const totalAtLeast = limit !== null && capped.has(ALL)
  return {
    ...result,
    total: totalAtLeast && limit !== null ? limit : result.total,
    totalAtLeast,
    countsAtLeast: capped.size > 0,
    suggestion: null,
  }
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

/** Adds up counts per value; for brands and cities per filter key, named as most listings spell it. */
class Tally {
  private readonly values = new Map<string, FacetValue & { top: number }>()
  add(value: string, label: string, count: number) {
    if (!value || count === 0) return
    const entry = this.values.get(value)
    if (!entry) this.values.set(value, { value, label, count, top: count })
    else {
      entry.count += count
      if (count > entry.top) Object.assign(entry, { label, top: count })
    }
  }
  get(value: string) {
    return this.values.get(value)?.count ?? 0
  }
  list(): FacetValue[] {
    return [...this.values.values()].map(({ value, label, count }) => ({ value, label, count }))
  }
}

function facetsFrom(
  rows: FacetRow[],
  query: BrowseQuery,
  columnOf: Record<Counted, number>,
): Pick<FacetResult, 'total' | 'counts' | 'facets'> {
  const facets = emptyFacets()
  const counts = emptyCounts()
  let total = 0
  const tally = {
    subcategory: new Tally(),
    size: new Tally(),
    brand: new Tally(),
    country: new Tally(),
    city: new Tally(),
    set: new Tally(),
    year: new Tally(),
  }
  const golf = facets.golf
  for (const row of rows) {
    const count = (counted: Counted) => row.counts[columnOf[counted]] ?? 0
    if (row.grouping_set === 'total') total = count('total')
    else if (row.grouping_set === 'subcategorySize') {
      if (row.subcategory) tally.subcategory.add(row.subcategory, row.subcategory, count('subcategory'))
      if (row.size) tally.size.add(row.size, row.size, count('size'))
    } else if (row.grouping_set === 'condition' && row.condition && row.condition in facets.conditions)
      facets.conditions[row.condition as Condition] = count('condition')
    else if (row.grouping_set === 'brand' && row.brand)
      tally.brand.add(filterKey(row.brand), row.brand.trim(), count('brand'))
    else if (row.grouping_set === 'shipping') {
      if (row.pickup) facets.shipping.pickup += count('shipping')
      if (row.delivery) facets.shipping.delivery += count('shipping')
    } else if (row.grouping_set === 'location') {
      if (row.country) tally.country.add(row.country, row.country, count('country'))
      if (row.city) tally.city.add(filterKey(row.city), row.city.trim(), count('city'))
    } else if (row.grouping_set === 'clubTypeFlex') {
      if (row.club_type && row.club_type in golf.clubTypes)
        golf.clubTypes[row.club_type as keyof GolfFacets['clubTypes']] += count('clubType')
      if (row.flex && row.flex in golf.flexes)
        golf.flexes[row.flex as keyof GolfFacets['flexes']] += count('flex')
    } else if (row.grouping_set === 'handPlayer') {
      if (row.hand && row.hand in golf.hands)
        golf.hands[row.hand as keyof GolfFacets['hands']] += count('hand')
      if (row.player && row.player in golf.players)
        golf.players[row.player as keyof GolfFacets['players']] += count('player')
    } else if (row.grouping_set === 'passportRest') {
      if (row.shaft && row.shaft in golf.shafts)
        golf.shafts[row.shaft as keyof GolfFacets['shafts']] += count('shaft')
      if (row.unmodified) golf.unmodified += count('unmodified')
      if (row.model_year) tally.year.add(String(row.model_year), String(row.model_year), count('year'))
      const clubs = row.set_clubs?.filter(isSetClub) ?? []
      if (clubs.length >= 2) {
        const set = formatSetMakeup(clubs)
        tally.set.add(set, set, count('set'))
      }
    }
  }
  golf.sets = topValues(tally.set.list(), query.filters.sets)
  golf.years = topValues(tally.year.list(), query.filters.years.map(String)).sort(
    (a, b) => Number(b.value) - Number(a.value),
  )
  for (const subcategory of SUBCATEGORIES) {
    counts.bySubcategory[subcategory] = tally.subcategory.get(subcategory)
    counts.total += counts.bySubcategory[subcategory]
  }
  facets.brands = topValues(tally.brand.list(), query.filters.brands)
  facets.cities = topValues(tally.city.list(), query.filters.city ? [query.filters.city] : [])
  facets.countries = topValues(tally.country.list(), query.filters.country ? [query.filters.country] : [])
  const sizes = filterSizes(query.subcategory)
  facets.sizes = sizes.map((size) => ({ value: size, label: size, count: tally.size.get(size) }))
  return { total, counts, facets }
}

/** Listings matching `words` under the query's filters: for trying a "did you mean" term. */
export async function countMatches(
  query: BrowseQuery,
  words: ResolvedWord[],
  fit: FitSuggestion | null = null,
): Promise<number> {
  const conditions = filterConditions(query, fit).map(([, condition]) => condition)
  const [row] = await rawQuery<{ count: number }>(
    readDb(),
    sql`select count(*)::int as count from products p ${profileJoin(needsProfile(query))}
          ${specsJoin(needsSpecs(query, fit))}
        where p.browse_visible and ${matchAllWords(words)} and ${and(conditions)}`,
  )
  return row?.count ?? 0
}
