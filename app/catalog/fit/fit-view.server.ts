/**
 * The product page's "Does it fit you?" (issue #30 item 2) in the reader's language: each point
 * of the verdict as a sentence ("Left-handed: you play right-handed"), worked out here so that the
 * page ships no fitting rules. Only for the golfer viewing, on a page rendered for them alone.
 */
import type { Locale, Translate } from '~/i18n'
import { INTL_LOCALE } from '~/i18n'
import type { ProductFit } from './fit.server'
import type { FitPoint } from './fit-match'
import { listingLieDelta, targetLengthIn } from './fit-match'

export type ProductFitView =
  | { kind: 'invite' }
  | {
      kind: 'result'
      verdict: 'fits' | 'close' | 'no'
      lines: Array<{ spec: FitPoint['spec']; result: FitPoint['result']; text: string }>
    }

function decimal(value: number, locale: Locale) {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 }).format(value)
}

function lieText(delta: number, t: Translate, locale: Locale) {
  if (Math.abs(delta) < 0.01) return t('fit.lie.standard')
  const degrees = decimal(Math.abs(delta), locale)
  return t(delta > 0 ? 'fit.lie.upright' : 'fit.lie.flat', { degrees })
}

export function productFitView(fit: ProductFit | null, t: Translate, locale: Locale): ProductFitView | null {
  if (!fit) return null
  if (fit.kind === 'invite') return fit
  const { result, suggestion, listing } = fit
  const lines = result.points.map((point) => {
    const key = (suffix: string) => `fit.point.${point.spec}.${suffix}` as Parameters<Translate>[0]
    let text = ''
    if (point.spec === 'hand') {
      const yours = suggestion.hand
        ? t(`passport.hand.${suggestion.hand}`).toLocaleLowerCase(INTL_LOCALE[locale])
        : ''
      text = !suggestion.hand
        ? t('fit.point.hand.yoursUnknown')
        : !listing.hand
          ? t('fit.point.hand.unknown', { yours })
          : t('fit.point.hand', { listing: t(`passport.hand.${listing.hand}`), yours })
    } else if (point.spec === 'flex' && suggestion.flex) {
      const yours = t(`passport.flex.${suggestion.flex}`)
      text = listing.flex
        ? t(key(point.result), { listing: t(`passport.flex.${listing.flex}`), yours })
        : t(key('unknown'), { yours })
    } else if (point.spec === 'length') {
      const yours = decimal(targetLengthIn(suggestion, listing) ?? 0, locale)
      text = t(key(point.result), { listing: decimal(listing.lengthIn ?? 0, locale), yours })
    } else if (point.spec === 'lie') {
      const yours = lieText(suggestion.lieDeltaDeg ?? 0, t, locale)
      const stated = listingLieDelta(listing)
      text = t(key(point.result), { listing: stated === null ? '' : lieText(stated, t, locale), yours })
    }
    return { spec: point.spec, result: point.result, text }
  })
  return { kind: 'result', verdict: result.verdict, lines }
}
