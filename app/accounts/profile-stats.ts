import type { MemberRating } from '~/catalog/seller-display'

/** A seller's listing counts as the profile's statistics block shows them. */
export interface ListingCounts {
  total: number
  active: number
  sold: number
}

/**
 * How a seller answers buyers (issue #15), measured from their conversations
 * (app/messages/response-stats.server.ts computes it).
 */
export interface ResponseFigures {
  /** Percent of conversations whose first buyer message the seller answered; null without any. */
  rate: number | null
  /** Median seconds from a buyer's first message to the seller's first answer; null before one. */
  typicalSeconds: number | null
}

export const NO_RESPONSE_FIGURES: ResponseFigures = { rate: null, typicalSeconds: null }

export interface ProfileStatistics extends ListingCounts {
  /** Percent of buyers' conversations answered (issue #15, measured); null before the first one. */
  responseRate: number | null
  /** Median seconds to the first answer; null before the first answer. */
  responseSeconds: number | null
  /** From the revealed reviews about the user (issue #16); null before the first. */
  rating: MemberRating | null
}

/**
 * SPEC §9 "Profile statistics", with no random figure left: the response rate and time are
 * measured from conversations (issue #15) and the rating is the user's real one from reviews
 * (issue #16), with or without listings (docs/spec-deviations.md).
 */
export function profileStatistics(
  counts: ListingCounts,
  rating: MemberRating | null,
  response: ResponseFigures = NO_RESPONSE_FIGURES,
): ProfileStatistics {
  return { ...counts, responseRate: response.rate, responseSeconds: response.typicalSeconds, rating }
}

/** A typical response time as a message key and value: minutes, hours or days, rounded up. */
export function responseTimeText(seconds: number): {
  key: 'messages.stats.withinMinutes' | 'messages.stats.withinHours' | 'messages.stats.withinDays'
  values: Record<string, number>
} {
  if (seconds < 3600)
    return { key: 'messages.stats.withinMinutes', values: { minutes: Math.max(1, Math.ceil(seconds / 60)) } }
  if (seconds < 86_400)
    return { key: 'messages.stats.withinHours', values: { hours: Math.ceil(seconds / 3600) } }
  return { key: 'messages.stats.withinDays', values: { days: Math.ceil(seconds / 86_400) } }
}
