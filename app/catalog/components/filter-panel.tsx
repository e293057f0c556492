import { lazy, Suspense, useRef } from 'react'
import type { MessageKey } from '~/i18n'
import { compareText } from '~/i18n/compare-text'
import { formatNumber } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { buttonClass } from '~/ui/button'
import { CloseMark } from '~/ui/close-mark'
import { Icon } from '~/ui/icon'
import { Form, useNavigate } from '~/ui/link'
import { AMOUNT_PATTERN, AMOUNT_PROBLEM_KEY, amountText, readAmount } from '~/ui/money'
import {
  activeFilterCount,
  type BrowseFacets,
  type BrowseQuery,
  browseHref,
  CONDITION_SLUG,
  defaultSort,
  type FacetValue,
  parseBrowseQuery,
  SHIPPING_FILTERS,
  type ShippingFilter,
  shownCount,
} from '../browse'
import { CONDITION_KEY, CONDITIONS } from '../taxonomy'
import { CheckboxGroup, CheckboxList, RangeFieldset } from './filter-fields'
import { FitFilter } from './fit-filter'
import { SelectField } from './select-field'

/**
 * The golf facets load with their own chunk (browse's first load is at its JavaScript budget):
 * the server renders them in place and React hydrates them once the chunk is in, so they work
 * without JavaScript and a tap before that is a plain form submission.
 */
const GolfFilters = lazy(() => import('./golf-filters').then((module) => ({ default: module.GolfFilters })))

/** Brands shown before "More brands". */
const BRANDS_SHOWN = 8

export const SHIPPING_FILTER_KEY: Record<ShippingFilter, MessageKey> = {
  pickup: 'search.filters.pickup',
  delivery: 'search.filters.delivery',
}

/** The filter sheet's id: the phone's "Filters" button opens it (issue #31, docs/decisions/0064). */
export const FILTER_SHEET_ID = 'browse-filters'

/**
 * An invoker of the filter sheet (`commandfor`/`command`, Chromium 135, Firefox 144, Safari 26.2):
 * the browser opens or closes the dialog without any script, so the sheet works before hydration.
 */
const invoker = (command: 'show-modal' | 'close') =>
  ({ commandfor: FILTER_SHEET_ID, command }) as Record<string, string>

/** "Filters (2)" on phones: opens the filter sheet. Hidden on wide screens, where the panel is a sidebar. */
export function FilterSheetButton({ query, className }: { query: BrowseQuery; className?: string }) {
  const t = useT()
  const chosen = activeFilterCount(query.filters)
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={buttonClass('outline', 'md', `lg:hidden ${className ?? ''}`)}
      {...invoker('show-modal')}
    >
      <Icon name="sliders-horizontal" className="size-4" />
      {chosen > 0 ? t('search.filters.toggleCount', { count: chosen }) : t('search.filters.toggle')}
    </button>
  )
}

/**
 * The filters of browse (docs/decisions/0023) with the number of listings behind each value: a GET
 * form, so that without JavaScript they apply with its button. With JavaScript a checkbox applies
 * at once, a price with Enter or its button, a select when it settles (see SelectField). On phones
 * the panel is a sheet (a modal <dialog>) that FilterSheetButton opens, with "Show 24 results" at
 * its foot (issue #31); on wide screens the same element is a sidebar (app.css, `.filter-sheet`).
 */
export function FilterPanel({
  query,
  facets,
  countryName,
  showGolf,
  fitCount = null,
  total,
  totalAtLeast = false,
  countsAtLeast = false,
}: {
  query: BrowseQuery
  facets: BrowseFacets
  /** "Fits me" listings for the golfer viewing (issue #30); null: invite them to add a profile. */
  fitCount?: number | null
  /** The results of the loaded filters, on the sheet's button; left out while the next ones load. */
  total?: number
  /** The total and the counts are lower bounds (decision 0066): shown as "1,000+". */
  totalAtLeast?: boolean
  countsAtLeast?: boolean
  /** Whether the golf facets apply: on clubs, or with no subcategory when clubs are among the results. */
  showGolf: boolean
  /** The country's name in the interface language (the route knows the names). */
  countryName: (code: string) => string
}) {
  const t = useT()
  const locale = useLocale()
  const navigate = useNavigate()
  const form = useRef<HTMLFormElement>(null)
  const { filters } = query
  const count = (n: number) => shownCount(formatNumber(n, locale), countsAtLeast && n > 0)

  /** Applies the form as it is now, after `change` (a select's new value). */
  const apply = (change?: (params: URLSearchParams) => void) => {
    if (!form.current) return
    if (!form.current.reportValidity()) return
    const entries = [...new FormData(form.current).entries()].map(([name, value]) => [name, String(value)])
    const params = new URLSearchParams(entries)
    change?.(params)
    navigate(browseHref({ ...parseBrowseQuery(params), page: 1 }), { preventScrollReset: true })
  }

  const brands = facets.brands.map((brand) => ({
    value: brand.value,
    label: brand.label,
    count: brand.count,
    checked: filters.brands.includes(brand.value),
  }))
  const shownBrands = brands.filter((brand, index) => index < BRANDS_SHOWN || brand.checked)
  const moreBrands = brands.filter((brand, index) => index >= BRANDS_SHOWN && !brand.checked)
  const optionLabel = (value: FacetValue, label = value.label) =>
    t('search.filters.optionCount', { label, count: count(value.count) })

  return (
    <dialog id={FILTER_SHEET_ID} className="filter-sheet" aria-labelledby="filter-sheet-title" closedby="any">
      <div className="filter-sheet-head">
        <h2 id="filter-sheet-title">{t('search.filters.heading')}</h2>
        <button
          type="button"
          className="filter-sheet-close"
          aria-label={t('phoneBrowse.closeFilters')}
          {...invoker('close')}
        >
          <CloseMark className="size-5" />
        </button>
      </div>
      <Form
        ref={form}
        method="get"
        action="/browse"
        className="filter-sheet-body space-y-6"
        onSubmit={(event) => {
          event.preventDefault()
          apply()
        }}
        onChange={(event) => {
          if (event.target instanceof HTMLInputElement && event.target.type === 'checkbox') apply()
        }}
      >
        {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
        {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
        {query.subcategory ? <input type="hidden" name="subcategory" value={query.subcategory} /> : null}
        {query.sort !== defaultSort(query.q) ? <input type="hidden" name="sort" value={query.sort} /> : null}

        {showGolf ? <FitFilter count={fitCount} checked={filters.fit} formatCount={count} /> : null}
        {showGolf ? (
          <Suspense fallback={null}>
            <GolfFilters filters={filters} facets={facets.golf} formatCount={count} />
          </Suspense>
        ) : null}

        <RangeFieldset
          legend={t('search.filters.price')}
          apply={t('search.filters.priceApply')}
          pattern={AMOUNT_PATTERN}
          problem={(text) => {
            const reading = readAmount(text)
            return reading.ok ? null : t(AMOUNT_PROBLEM_KEY[reading.problem])
          }}
          fields={[
            {
              name: 'price_min',
              label: t('search.filters.priceMin'),
              placeholder: t('search.filters.priceMinPlaceholder'),
              value: amountText(filters.priceMin),
            },
            {
              name: 'price_max',
              label: t('search.filters.priceMax'),
              placeholder: t('search.filters.priceMaxPlaceholder'),
              value: amountText(filters.priceMax),
            },
          ]}
        />

        <CheckboxGroup
          legend={t('search.filters.condition')}
          name="condition"
          options={CONDITIONS.map((condition) => ({
            value: CONDITION_SLUG[condition],
            label: t(CONDITION_KEY[condition]),
            count: facets.conditions[condition],
            checked: filters.conditions.includes(condition),
          }))}
          formatCount={count}
        />

        {facets.sizes.length > 0 ? (
          <CheckboxGroup
            legend={t('search.filters.size')}
            name="size"
            options={facets.sizes.map((size) => ({ ...size, checked: filters.sizes.includes(size.value) }))}
            formatCount={count}
          />
        ) : null}

        {brands.length > 0 ? (
          <CheckboxGroup
            legend={t('search.filters.brand')}
            name="brand"
            options={shownBrands}
            formatCount={count}
          >
            {moreBrands.length > 0 ? (
              <details className="mt-2">
                <summary className="cursor-pointer font-medium text-brand-700 text-sm hover:underline">
                  {t('search.filters.moreBrands')}
                </summary>
                <CheckboxList name="brand" options={moreBrands} formatCount={count} />
              </details>
            ) : null}
          </CheckboxGroup>
        ) : null}

        <CheckboxGroup
          legend={t('search.filters.shipping')}
          name="shipping"
          options={SHIPPING_FILTERS.map((option) => ({
            value: option,
            label: t(SHIPPING_FILTER_KEY[option]),
            count: facets.shipping[option],
            checked: filters.shipping.includes(option),
          }))}
          formatCount={count}
        />

        <fieldset className="space-y-3">
          <legend className="mb-2 font-semibold text-slate-900 text-sm">
            {t('search.filters.location')}
          </legend>
          <SelectField
            id="filter-country"
            name="country"
            label={t('search.filters.country')}
            compact={false}
            value={filters.country ?? ''}
            onChange={(value) =>
              apply((params) => {
                params.set('country', value)
                params.delete('city')
              })
            }
            options={[
              { value: '', label: t('search.filters.anyCountry') },
              ...[...facets.countries]
                .map((country) => ({ ...country, label: countryName(country.value) }))
                .sort((a, b) => compareText(a.label, b.label))
                .map((country) => ({ value: country.value, label: optionLabel(country, country.label) })),
            ]}
          />
          <SelectField
            id="filter-city"
            name="city"
            label={t('search.filters.city')}
            compact={false}
            value={filters.city ?? ''}
            onChange={(value) => apply((params) => params.set('city', value))}
            options={[
              { value: '', label: t('search.filters.anyCity') },
              ...facets.cities.map((city) => ({ value: city.value, label: optionLabel(city) })),
            ]}
          />
        </fieldset>

        <noscript>
          <button type="submit" className={buttonClass('primary', 'md', 'w-full')}>
            {t('search.filters.apply')}
          </button>
        </noscript>
      </Form>
      {/* Phones: the number of results of the filters as they stand (each applies at once, or with
          "Apply filters" without JavaScript); it closes the sheet onto them. */}
      <div className="filter-sheet-foot">
        <button type="button" className={buttonClass('primary', 'lg', 'w-full')} {...invoker('close')}>
          {total === undefined
            ? t('phoneBrowse.showResultsPending')
            : t('phoneBrowse.showResults', { count: shownCount(formatNumber(total, locale), totalAtLeast) })}
        </button>
      </div>
    </dialog>
  )
}
