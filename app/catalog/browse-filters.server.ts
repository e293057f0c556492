/**
 * The browse filters as SQL (docs/decisions/0023-browse-filters-and-counts.md), and the counts next
 * to every filter value: which listings a filter keeps, over a listing `p` and its seller's profile
 * `pr`, shared by the counts, the result pages (browse.server.ts) and "did you mean" counts.
 */
import { type SQL, sql } from 'drizzle-orm'
import { db, rawQuery } from '~/platform/db.server'
import {
  type BrowseFacets,
  type BrowseFilters,
  type BrowseQuery,
  type FacetValue,
  type ListingCounts,
  MAX_FACET_VALUES,
  SHIPPING_FILTER_OPTIONS,
} from './browse'
import { matchAllWords, type ResolvedSearch, type ResolvedWord } from './search.server'
import { CONDITIONS, type Condition, SIZE_OPTIONS, SUBCATEGORIES, type Subcategory } from './taxonomy'

export function emptyCounts(): ListingCounts {
  const bySubcategory = Object.fromEntries(SUBCATEGORIES.map((id) => [id, 0])) as Record<Subcategory, number>
  return { total: 0, bySubcategory }
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
  }
}

/** What the counts of one search and set of filters are (whatever the sort and page). */
export interface FacetResult {
  total: number
  counts: ListingCounts
  facets: BrowseFacets
  suggestion: string | null
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
export function filterConditions(query: { subcategory: Subcategory | null; filters: BrowseFilters }) {
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
export async function loadFacets(query: BrowseQuery, search: ResolvedSearch | null): Promise<FacetResult> {
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
export async function countMatches(query: BrowseQuery, words: ResolvedWord[]): Promise<number> {
  const conditions = filterConditions(query).map(([, condition]) => condition)
  const [row] = await rawQuery<{ count: number }>(
    db(),
    sql`select count(*)::int as count from products p ${profileJoin(needsProfile(query))}
        where p.browse_visible and ${matchAllWords(words)} and ${and(conditions)}`,
  )
  return row?.count ?? 0
}
