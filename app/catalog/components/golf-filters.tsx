import type { MessageKey } from '~/i18n'
import { useLocale, useT } from '~/i18n/react'
import {
  type BrowseFilters,
  GOLF_LIST_FACETS,
  type GolfFacets,
  type GolfListFacet,
  loftText,
  parseLoftBound,
} from '../browse'
import { CheckboxGroup, type FilterOption, RangeFieldset } from './filter-fields'

/** What the loft fields accept: a number of degrees, a comma or point before its decimals, a degree sign. */
const LOFT_PATTERN = '\\s*\\d{1,2}(?:[.,]\\d{1,2})?\\s*[°º]?\\s*'

/**
 * The golf facets of browse (docs/decisions/0052-golf-facets-and-golf-words.md): club type, hand, player,
 * flex, loft range, shaft material, set make-up, model year and unmodified, inside the filter
 * panel's GET form (they work without JavaScript). Values no listing has are left out, unless
 * chosen, so the panel stays short on a phone.
 */
export function GolfFilters({
  filters,
  facets,
  formatCount,
}: {
  filters: BrowseFilters
  facets: GolfFacets
  formatCount: (n: number) => string
}) {
  const t = useT()
  const locale = useLocale()
  const list = (facet: GolfListFacet) => {
    const chosen: readonly string[] = filters[facet.field]
    const counts: Record<string, number> = facets[facet.field]
    return group(
      `browse.filter.${facet.legend}`,
      facet.param,
      facet.values.map((value) => ({
        value,
        label: t(`${facet.label}.${value}` as MessageKey),
        count: counts[value] ?? 0,
        checked: chosen.includes(value),
      })),
    )
  }
  /** A facet's checkboxes; values no listing has are left out unless chosen. */
  const group = (legend: MessageKey, name: string, options: FilterOption[]) => {
    const visible = options.filter((option) => option.count > 0 || option.checked)
    return visible.length > 0 ? (
      <CheckboxGroup key={name} legend={t(legend)} name={name} options={visible} formatCount={formatCount} />
    ) : null
  }

  return (
    <fieldset className="space-y-6 rounded-lg border border-slate-200 p-3" data-testid="golf-filters">
      <legend className="px-1 font-bold text-slate-900 text-sm">{t('browse.filter.golfHeading')}</legend>
      {GOLF_LIST_FACETS.slice(0, 4).map(list)}
      <RangeFieldset
        legend={t('browse.filter.loft')}
        apply={t('browse.filter.loftApply')}
        pattern={LOFT_PATTERN}
        problem={(text) => (parseLoftBound(text) === null ? t('browse.filter.loftProblem') : null)}
        fields={[
          {
            name: 'loft_min',
            label: t('browse.filter.loftMin'),
            placeholder: t('browse.filter.loftMinPlaceholder'),
            value: loftText(filters.loftMin, locale),
          },
          {
            name: 'loft_max',
            label: t('browse.filter.loftMax'),
            placeholder: t('browse.filter.loftMaxPlaceholder'),
            value: loftText(filters.loftMax, locale),
          },
        ]}
      />
      {GOLF_LIST_FACETS.slice(4).map(list)}
      {group(
        'browse.filter.set',
        'set',
        facets.sets.map((set) => ({ ...set, checked: filters.sets.includes(set.value) })),
      )}
      {group(
        'browse.filter.year',
        'year',
        facets.years.map((year) => ({ ...year, checked: filters.years.includes(Number(year.value)) })),
      )}
      {group('browse.filter.modifications', 'unmodified', [
        {
          value: '1',
          label: t('browse.filter.unmodified'),
          count: facets.unmodified,
          checked: filters.unmodified,
        },
      ])}
    </fieldset>
  )
}
