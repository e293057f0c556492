/** How the golf facets and golf words read (issue #27): labels from the passport messages. */
import type { Translate } from '~/i18n'
import { loftText } from '../browse'
import type { GolfFacet } from './golf-query'

/** A golf word's facet value as a reader sees it: "Left-handed", "Stiff (S)", "Loft 10.5°". */
export function golfFacetLabel(facet: GolfFacet, t: Translate, locale: string): string {
  switch (facet.kind) {
    case 'clubType':
      return facet.values.map((type) => t(`passport.clubType.${type}`)).join(' / ')
    case 'hand':
      return t(`passport.hand.${facet.value}`)
    case 'player':
      return t(`passport.player.${facet.value}`)
    case 'flex':
      return t(`passport.flex.${facet.value}`)
    case 'loft':
      return t('browse.filter.loftExact', { value: loftText(facet.value, locale) })
    case 'shaft':
      return t(`passport.shaftMaterial.${facet.value}`)
    case 'set':
      return facet.value
    case 'model':
      return t('browse.filter.model', { model: facet.value.toUpperCase() })
  }
}

/** The loft range of the filters as a chip reads it, or null without one. */
export function loftRangeLabel(
  min: number | null,
  max: number | null,
  t: Translate,
  locale: string,
): string | null {
  const text = (value: number) => loftText(value, locale)
  if (min !== null && max !== null)
    return min === max
      ? t('browse.filter.loftExact', { value: text(min) })
      : t('browse.filter.loftRange', { min: text(min), max: text(max) })
  if (min !== null) return t('browse.filter.loftFrom', { min: text(min) })
  if (max !== null) return t('browse.filter.loftTo', { max: text(max) })
  return null
}
