/**
 * Standard men's steel/graphite lengths and the 7-iron's lie that the chart's deltas are taken
 * from (issue #30). A listing's stated length is compared with standard + the golfer's delta; a
 * set's length and lie are its 7-iron's (the passport asks for those). Women's clubs are an inch
 * shorter by makers' convention. Sources: docs/decisions/0060-golfer-profile-and-fitting-chart.md.
 */
import type { ClubType, Player } from '../passport/vocabulary'

const MENS_LENGTH_IN: Partial<Record<ClubType, number>> = {
  driver: 45.5,
  fairway: 43,
  hybrid: 40.5,
  utility: 39.5,
  iron: 37,
  'iron-set': 37,
  wedge: 35.5,
  putter: 34,
}

/** The standard length of this club type (null: not fitted by length, e.g. a complete set). */
export function standardLengthIn(clubType: ClubType | null, player: Player | null = null): number | null {
  const mens = clubType ? MENS_LENGTH_IN[clubType] : undefined
  if (mens === undefined) return null
  return player === 'womens' ? mens - 1 : mens
}

/** A 7-iron's standard lie, degrees (PING's black dot and most makers' current standard). */
export const STANDARD_SEVEN_IRON_LIE_DEG = 62.5

/** Club types whose lie is fitted (the irons and wedges; woods' lie is not fitted from static specs). */
export const LIE_FITTED_TYPES: readonly ClubType[] = ['iron', 'iron-set', 'wedge', 'complete-set']
