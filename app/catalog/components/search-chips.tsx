import { X } from 'lucide-react'
import type { Translate } from '~/i18n'
import { useT } from '~/i18n/react'
import { Link } from '~/ui/link'
import { formatEuros } from '~/ui/money'
import {
  type BrowseFacets,
  type BrowseFilters,
  type BrowseQuery,
  browseHref,
  defaultSort,
  NO_FILTERS,
} from '../browse'
import { searchWords } from '../search-terms'
import { CONDITION_KEY } from '../taxonomy'
import { SHIPPING_FILTER_KEY } from './filter-panel'

export interface SearchChip {
  key: string
  label: string
  /** The same browse state without this word or filter. */
  href: string
}

/** The query with another search term; relevance goes when the term does (nothing to rank). */
function withTerm(query: BrowseQuery, q: string | null): BrowseQuery {
  const sort =
    query.sort === defaultSort(query.q) || (!q && query.sort === 'relevance') ? defaultSort(q) : query.sort
  return { ...query, q, sort, page: 1 }
}

function withFilters(query: BrowseQuery, change: Partial<BrowseFilters>): BrowseQuery {
  return { ...query, page: 1, filters: { ...query.filters, ...change } }
}

/** Every word of the search and every filter value, each with the address that removes it. */
export function searchChips(
  query: BrowseQuery,
  facets: BrowseFacets,
  t: Translate,
  countryName: (code: string) => string,
): SearchChip[] {
  const chips: SearchChip[] = []
  const { filters } = query
  const words = query.q ? searchWords(query.q) : []
  for (const word of words) {
    const rest = words.filter((other) => other !== word).map((other) => other.text)
    chips.push({
      key: `q:${word.text}`,
      label: t('search.active.word', { word: word.text }),
      href: browseHref(withTerm(query, rest.join(' ') || null)),
    })
  }
  if (filters.priceMin !== null || filters.priceMax !== null) {
    const min = filters.priceMin === null ? '' : formatEuros(filters.priceMin)
    const max = filters.priceMax === null ? '' : formatEuros(filters.priceMax)
    chips.push({
      key: 'price',
      label:
        min && max
          ? t('search.active.priceRange', { min, max })
          : min
            ? t('search.active.priceFrom', { min })
            : t('search.active.priceTo', { max }),
      href: browseHref(withFilters(query, { priceMin: null, priceMax: null })),
    })
  }
  for (const condition of filters.conditions) {
    chips.push({
      key: `condition:${condition}`,
      label: t(CONDITION_KEY[condition]),
      href: browseHref(withFilters(query, { conditions: filters.conditions.filter((c) => c !== condition) })),
    })
  }
  for (const size of filters.sizes) {
    chips.push({
      key: `size:${size}`,
      label: size,
      href: browseHref(withFilters(query, { sizes: filters.sizes.filter((s) => s !== size) })),
    })
  }
  for (const brand of filters.brands) {
    chips.push({
      key: `brand:${brand}`,
      label: facets.brands.find((entry) => entry.value === brand)?.label ?? brand,
      href: browseHref(withFilters(query, { brands: filters.brands.filter((b) => b !== brand) })),
    })
  }
  for (const option of filters.shipping) {
    chips.push({
      key: `shipping:${option}`,
      label: t(SHIPPING_FILTER_KEY[option]),
      href: browseHref(withFilters(query, { shipping: filters.shipping.filter((s) => s !== option) })),
    })
  }
  if (filters.country) {
    chips.push({
      key: 'country',
      label: countryName(filters.country),
      href: browseHref(withFilters(query, { country: null, city: null })),
    })
  }
  if (filters.city) {
    chips.push({
      key: 'city',
      label: facets.cities.find((entry) => entry.value === filters.city)?.label ?? filters.city,
      href: browseHref(withFilters(query, { city: null })),
    })
  }
  return chips
}

/** The browse state without any search term or filter (the subcategory and a chosen sort stay). */
export function clearedHref(query: BrowseQuery) {
  return browseHref({ ...withTerm(query, null), filters: NO_FILTERS })
}

/** The words and filters in force, each removable, and "Clear all". */
export function SearchChips({
  chips,
  clearAllHref,
  label,
}: {
  chips: SearchChip[]
  clearAllHref: string | null
  label: string
}) {
  const t = useT()
  if (chips.length === 0) return null
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              preventScrollReset
              aria-label={t('search.active.remove', { label: chip.label })}
              className="inline-flex h-8 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pr-2 pl-3 font-medium text-brand-900 text-sm hover:border-brand-400 hover:bg-brand-100"
            >
              {chip.label}
              <X className="size-3.5" aria-hidden="true" />
            </Link>
          </li>
        ))}
        {clearAllHref ? (
          <li>
            <Link
              to={clearAllHref}
              preventScrollReset
              className="inline-flex h-8 items-center px-2 font-semibold text-brand-700 text-sm hover:underline"
            >
              {t('search.active.clearAll')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
