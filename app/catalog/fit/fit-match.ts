/**
 * Does a listing fit this golfer (issue #30 item 2)? Hand must match; flex within one step; length
 * within ±0.5 in of the suggestion; lie within ±1°. "Close fit" when one value is just outside.
 * Pure and isomorphic: cards, the product page, browse's filter and alerts read the same rules.
 */
import type { Flex, Hand } from '../passport/vocabulary'
import type { FitSuggestion } from './golfer-profile'

/** What a listing's passport says that fitting reads (null: not stated). */
export interface ListingFitSpecs {
  clubType: string | null
  hand: Hand | null
  flex: Flex | null
  lengthIn: number | null
  lie: number | null
  pingDot: string | null
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

export function matchFit(_suggestion: FitSuggestion, _listing: ListingFitSpecs): FitResult {
  // Filled in by the fit-match work (helper B).
  return { verdict: 'no', points: [] }
}
