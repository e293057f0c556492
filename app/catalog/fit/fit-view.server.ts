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

/** Everything in the reader's language already, so that the page's component only lays it out. */
export interface ProductFitView {
  heading: string
  /** Null for an invitation. */
  verdict: 'fits' | 'close' | 'no' | null
  summary: string | null
  /** Each point: its sentence with its result in words ("… (does not match)"); app.css adds a mark. */
  lines: Array<{ spec: FitPoint['spec']; result: FitPoint['result']; text: string }>
  /** The invitation, or that the suggestion is an estimate; then the link to /profile/fit. */
  note: string
  link: string
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
  const heading = t('fit.product.heading')
  if (fit.kind === 'invite')
    return {
      heading,
      verdict: null,
      summary: null,
      lines: [],
      note: t('fit.product.invite'),
      link: t('fit.product.inviteLink'),
    }
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
    const result = t(`fit.result.${point.result}`).toLocaleLowerCase(INTL_LOCALE[locale])
    // "Not stated" is in the sentence already.
    return {
      spec: point.spec,
      result: point.result,
      text: point.result === 'unknown' ? text : `${text} (${result})`,
    }
  })
  return {
    heading,
    verdict: result.verdict,
    summary: t(`fit.product.${result.verdict}`),
    lines,
    note: t('fit.product.estimate'),
    link: t('fit.product.edit'),
  }
}
