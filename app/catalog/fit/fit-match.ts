/**
 * Does a listing fit this golfer (issue #30 item 2)? Hand must match; flex within one step; length
 * within ±0.5 in of the suggestion; lie within ±1°. "Close fit" when one value is just outside.
 * Pure and isomorphic: cards, the product page, browse's filter and alerts read the same rules
 * (the filter's SQL twin is fit-sql.server.ts; tests hold the two to the same answers).
 * docs/decisions/0061-fit-match-and-privacy.md gives the reasons.
 *
 * - A value the golfer's suggestion lacks is not judged (no point for it).
 * - Hand: the listing must state it and it must be the golfer's; never "close".
 * - Flex (not for putters): the listing must state it; one step of FLEXES (L A R S X TX) is a
 *   match, two steps are "close", more a miss.
 * - Length: against standardLengthIn(type, player) + the golfer's delta; 0.5 in a match, up to
 *   1 in "close". A listing that does not state it is "unknown" and does not count against it.
 * - Lie (LIE_FITTED_TYPES only): the listing's PING dot, or its degrees against the standard
 *   (a 7-iron's; a wedge's 64°), or "standard"; within 1° a match, up to 2° "close", "unknown"
 *   when not stated (as the length).
 * - Verdict: "fits" when the hand matches and no point is close or a miss; "close" when exactly one
 *   point is close and none a miss; "no" otherwise.
 */
import type { ClubType, Flex, Hand, LieLabel, Player } from '../passport/vocabulary'
import type { FitSuggestion } from './golfer-profile'
import { LIE_FITTED_TYPES, STANDARD_SEVEN_IRON_LIE_DEG, standardLengthIn } from './standards'

/** What a listing's passport says that fitting reads (null: not stated). */
export interface ListingFitSpecs {
  clubType: string | null
  hand: Hand | null
  flex: Flex | null
  lengthIn: number | null
  lie: number | null
  pingDot: string | null
  /** Whom the club is built for: a women's club's standard length is an inch shorter. */
  player?: Player | null
  /** A lie stated in words: only "standard" is read (upright and flat say no amount). */
  lieLabel?: LieLabel | null
}

export type FitVerdict = 'fits' | 'close' | 'no'

/** One point of the verdict, explained on the product page ("Left-handed: you play right-handed"). */
export interface FitPoint {
  spec: 'hand' | 'flex' | 'length' | 'lie'
  result: 'match' | 'close' | 'miss' | 'unknown'
}

export interface FitResult {
  verdict: FitVerdict
  points: FitPoint[]
}

/** Flexes softest first, as the "one step" counts them (FLEXES, repeated: this module stays tiny). */
export const FLEX_ORDER: readonly Flex[] = ['L', 'A', 'R', 'S', 'X', 'TX']

/** The tolerances of issue #30 and the "just outside" band of decision 0061. */
export const FIT_TOLERANCE = {
  /** Flex steps (FLEX_ORDER) that still fit, and that are close. */
  flexSteps: 1,
  flexStepsClose: 2,
  lengthIn: 0.5,
  lengthInClose: 1,
  lieDeg: 1,
  lieDegClose: 2,
} as const

/** Rounding room: lengths are stored to thousandths, dots in quarter degrees. */
const EPSILON = 1e-6

/** A wedge's standard lie (makers' sand and lob wedges are 64°, most within a degree). */
export const STANDARD_WEDGE_LIE_DEG = 64

/** PING's colour code in degrees against black (passport/vocabulary.ts PING_LIE_DOTS, kept small here). */
const PING_DOT_DEG: Record<string, number> = {
  maroon: 4.5,
  silver: 3.75,
  white: 3,
  green: 2.25,
  yellow: 1.5,
  blue: 0.75,
  black: 0,
  red: -0.75,
  orange: -1.5,
  purple: -2.25,
  brown: -3,
  gold: -3.75,
}

/** Match, close or miss by how far a value is from the target. */
function within(distance: number, match: number, close: number): FitPoint['result'] {
  if (distance <= match + EPSILON) return 'match'
  if (distance <= close + EPSILON) return 'close'
  return 'miss'
}

/** The standard lie this listing's stated degrees are read against. */
function standardLieOf(clubType: ClubType): number {
  return clubType === 'wedge' ? STANDARD_WEDGE_LIE_DEG : STANDARD_SEVEN_IRON_LIE_DEG
}

/** The listing's lie against standard, degrees upright positive; null when not stated. */
export function listingLieDelta(listing: ListingFitSpecs): number | null {
  if (listing.pingDot && Object.hasOwn(PING_DOT_DEG, listing.pingDot)) return PING_DOT_DEG[listing.pingDot]!
  if (listing.lie !== null && listing.clubType)
    return listing.lie - standardLieOf(listing.clubType as ClubType)
  if (listing.lieLabel === 'standard') return 0
  return null
}

/** The length this golfer wants in this listing's type; null when not fitted by length here. */
export function targetLengthIn(suggestion: FitSuggestion, listing: ListingFitSpecs): number | null {
  if (suggestion.lengthDeltaIn === null) return null
  const standard = standardLengthIn((listing.clubType as ClubType | null) ?? null, listing.player ?? null)
  return standard === null ? null : standard + suggestion.lengthDeltaIn
}

export function matchFit(suggestion: FitSuggestion, listing: ListingFitSpecs): FitResult {
  const points: FitPoint[] = []
  const clubType = (listing.clubType as ClubType | null) ?? null

  // Hand: always judged; a golfer without one, or a listing without one, cannot fit.
  points.push({
    spec: 'hand',
    result:
      suggestion.hand === null || listing.hand === null
        ? 'unknown'
        : suggestion.hand === listing.hand
          ? 'match'
          : 'miss',
  })

  if (suggestion.flex !== null && clubType !== 'putter') {
    const wanted = FLEX_ORDER.indexOf(suggestion.flex)
    const stated = listing.flex === null ? -1 : FLEX_ORDER.indexOf(listing.flex)
    points.push({
      spec: 'flex',
      result:
        stated === -1
          ? 'unknown'
          : within(Math.abs(stated - wanted), FIT_TOLERANCE.flexSteps, FIT_TOLERANCE.flexStepsClose),
    })
  }

  const target = targetLengthIn(suggestion, listing)
  if (target !== null) {
    points.push({
      spec: 'length',
      result:
        listing.lengthIn === null
          ? 'unknown'
          : within(Math.abs(listing.lengthIn - target), FIT_TOLERANCE.lengthIn, FIT_TOLERANCE.lengthInClose),
    })
  }

  if (suggestion.lieDeltaDeg !== null && clubType !== null && LIE_FITTED_TYPES.includes(clubType)) {
    const delta = listingLieDelta(listing)
    points.push({
      spec: 'lie',
      result:
        delta === null
          ? 'unknown'
          : within(Math.abs(delta - suggestion.lieDeltaDeg), FIT_TOLERANCE.lieDeg, FIT_TOLERANCE.lieDegClose),
    })
  }

  return { verdict: verdictOf(points), points }
}

/** The verdict of judged points (see the module's comment). */
function verdictOf(points: FitPoint[]): FitVerdict {
  const hand = points.find((point) => point.spec === 'hand')
  if (hand?.result !== 'match') return 'no'
  // A flex not stated cannot be said to fit: the most common mistake after the hand.
  if (points.some((point) => point.spec === 'flex' && point.result === 'unknown')) return 'no'
  if (points.some((point) => point.result === 'miss')) return 'no'
  const close = points.filter((point) => point.result === 'close').length
  return close === 0 ? 'fits' : close === 1 ? 'close' : 'no'
}
