import type { MemberRating } from '~/catalog/seller-display'

/** A seller's listing counts as the profile's statistics block shows them. */
export interface ListingCounts {
  total: number
  active: number
  sold: number
}

export interface ProfileStatistics extends ListingCounts {
  /** Percent, 80-99; null without listings. */
  responseRate: number | null
  /** From the revealed reviews about the user (issue #16); null before the first. */
  rating: MemberRating | null
}

/**
 * SPEC §9 "Profile statistics": a random response rate of 80-99 when the user has listings (copy,
 * not a measured value; `random` is injected so that tests are exact). The rating is the user's real
 * one (issue #16, docs/spec-deviations.md), with or without listings.
 */
export function profileStatistics(
  counts: ListingCounts,
  rating: MemberRating | null,
  random: () => number = Math.random,
): ProfileStatistics {
  if (counts.total === 0) return { ...counts, responseRate: null, rating }
  const responseRate = 80 + Math.min(19, Math.floor(random() * 20))
  return { ...counts, responseRate, rating }
}
