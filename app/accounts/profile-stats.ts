/** A seller's listing counts as the profile's statistics block shows them. */
export interface ListingCounts {
  total: number
  active: number
  sold: number
}

export interface ProfileStatistics extends ListingCounts {
  /** Percent, 80-99; null without listings. */
  responseRate: number | null
  /** 4.0-5.0 with one decimal; null without listings. */
  rating: number | null
}

/**
 * SPEC §9 "Profile statistics": a random response rate of 80-99 and a random rating of 4-5 when the
 * user has listings (copy, not measured values). `random` is injected so that tests are exact.
 */
export function profileStatistics(
  counts: ListingCounts,
  random: () => number = Math.random,
): ProfileStatistics {
  if (counts.total === 0) return { ...counts, responseRate: null, rating: null }
  const responseRate = 80 + Math.min(19, Math.floor(random() * 20))
  const rating = Math.min(50, 40 + Math.round(random() * 10)) / 10
  return { ...counts, responseRate, rating }
}
