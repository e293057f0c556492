import { formatNumber } from '~/i18n/format'
import type { Locale } from '~/i18n/locales'
import { numberText } from '~/i18n/number-text'

/**
 * A member's rating (issue #16, replacing SPEC §9's fixed 4.5): the average of the revealed reviews
 * about them and how many there are, read from their user_ratings row; null before the first one
 * (the card says "New seller"). Never a random or fixed figure.
 */
export interface MemberRating {
  /** 1.0-5.0, one decimal. */
  average: number
  count: number
}

/** The rating of a user_ratings row (count and sum), or null without reviews. */
export function memberRating(
  count: number | null | undefined,
  sum: number | null | undefined,
): MemberRating | null {
  if (!count || count <= 0 || sum === null || sum === undefined) return null
  return { average: Math.round((sum / count) * 10) / 10, count }
}

/** The average with one decimal, "4.8" or "4,8". */
export function ratingAverageText(rating: MemberRating, locale: Locale) {
  return numberText(rating.average, locale, { min: 1, max: 1 })
}

/** "4.8 (12)" in the interface language ("4,8 (12)" in Spanish). */
export function ratingText(rating: MemberRating, locale: Locale) {
  return `${ratingAverageText(rating, locale)} (${formatNumber(rating.count, locale)})`
}

/** The name a seller is stored under when their profile is gone (SPEC §2 "Public seller page"). */
const UNKNOWN_SELLER_NAME = 'unknown seller'

/**
 * The seller's public name on a card: first name and surname initial ("Lucía F."). Null means the
 * seller has no usable name, and the card shows "Private Seller" with rating N/A and no link.
 */
export function sellerDisplayName(name: string | null | undefined, surname?: string | null) {
  const first = name?.trim()
  if (!first || first.toLowerCase() === UNKNOWN_SELLER_NAME) return null
  const initial = surname?.trim().charAt(0)
  return initial ? `${first} ${initial.toUpperCase()}.` : first
}
