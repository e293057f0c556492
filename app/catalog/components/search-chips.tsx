import type { MessageKey, Translate } from '~/i18n'
import { useT } from '~/i18n/react'
import { CloseMark } from '~/ui/close-mark'
import { Link } from '~/ui/link'
import { formatEuros } from '~/ui/money'
import {
  type BrowseFacets,
  type BrowseFilters,
  type BrowseQuery,
  browseHref,
  GOLF_LIST_FACETS,
  NO_FILTERS,
  withTerm,
} from '../browse'
import { loftRangeLabel } from '../passport/golf-labels'
import type { GolfWordOffers } from '../passport/golf-query'
import { searchWords } from '../search-terms'
import { CONDITION_KEY } from '../taxonomy'
import { SHIPPING_FILTER_KEY } from './filter-panel'

export interface SearchChip {
  key: string
  label: string
  /** The same browse state without this word or filter. */
  href: string
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
  locale = 'en',
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
  chips.push(...golfFilterChips(query, t, locale))
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
  // "Fits me" (issue #30).
  if (filters.fit)
    chips.push({
      key: 'fit',
      label: t('fit.filter.label'),
      href: browseHref(withFilters(query, { fit: false })),
    })
  return chips
}

/** A chip per golf facet value (docs/decisions/0052-golf-facets-and-golf-words.md), each removable. */
function golfFilterChips(query: BrowseQuery, t: Translate, locale: string): SearchChip[] {
  const { filters } = query
  const chips: SearchChip[] = []
  const remove = (change: Partial<BrowseFilters>) => browseHref(withFilters(query, change))
  for (const facet of GOLF_LIST_FACETS) {
    const chosen: readonly string[] = filters[facet.field]
    for (const value of chosen)
      chips.push({
        key: `${facet.param}:${value}`,
        label: t(`${facet.label}.${value}` as MessageKey),
        href: remove({ [facet.field]: chosen.filter((other) => other !== value) }),
      })
  }
  const loft = loftRangeLabel(filters.loftMin, filters.loftMax, t, locale)
  if (loft) chips.push({ key: 'loft', label: loft, href: remove({ loftMin: null, loftMax: null }) })
  for (const set of filters.sets)
    chips.push({
      key: `set:${set}`,
      label: set,
      href: remove({ sets: filters.sets.filter((s) => s !== set) }),
    })
  for (const year of filters.years)
    chips.push({
      key: `year:${year}`,
      label: String(year),
      href: remove({ years: filters.years.filter((y) => y !== year) }),
    })
  if (filters.unmodified)
    chips.push({
      key: 'unmodified',
      label: t('browse.filter.unmodified'),
      href: remove({ unmodified: false }),
    })
  return chips
}

/**
 * The golf words the search understood ("Left-handed · Stiff (S) · Driver"): each matches its
 * facet value or the word as written; one click makes it a filter of the panel instead.
 */
export function GolfWords({ offers }: { offers: GolfWordOffers }) {
  const t = useT()
  return (
    <section
      aria-labelledby="golf-words-heading"
      className="rounded-lg bg-slate-50 p-3"
      data-testid="golf-words"
    >
      <h3 id="golf-words-heading" className="font-semibold text-slate-900 text-sm">
        {t('browse.filter.golfWords')}
      </h3>
      <p className="mt-1 text-slate-700 text-xs">{t('browse.filter.golfWordsHint')}</p>
      <ul className="mt-2 flex flex-wrap items-center gap-2">
        {offers.words.map((word) => (
          <li key={word.key}>
            {word.href ? (
              <Link
                to={word.href}
                preventScrollReset
                aria-label={t('browse.filter.useAsFilter', { label: word.label })}
                className="inline-flex h-8 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 font-medium text-slate-900 text-sm hover:border-brand-400 hover:bg-brand-50"
              >
                <span aria-hidden="true">+</span>
                {word.label}
              </Link>
            ) : (
              <span className="inline-flex h-8 items-center rounded-full border border-slate-200 bg-white px-3 text-slate-700 text-sm">
                {word.label}
              </span>
            )}
          </li>
        ))}
        {offers.allHref ? (
          <li>
            <Link
              to={offers.allHref}
              preventScrollReset
              className="inline-flex h-8 items-center px-2 font-semibold text-brand-700 text-sm hover:underline"
            >
              {t('browse.filter.useAllAsFilters')}
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
  )
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
              <CloseMark className="size-3.5" />
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
