/**
 * The passport values browse filters by (issue #27): a module of its own so that browse's and the
 * product card's bundles carry these few lists, not the whole vocabulary (vocabulary.ts re-exports
 * them for everything else).
 */

/** Club types, as a golfer sorts a bag (the facet "club type"). */
export const CLUB_TYPES = [
  'driver',
  'fairway',
  'hybrid',
  'utility',
  'iron-set',
  'iron',
  'wedge',
  'putter',
  'complete-set',
] as const
export type ClubType = (typeof CLUB_TYPES)[number]

export const HANDS = ['right', 'left'] as const
export type Hand = (typeof HANDS)[number]

/** Who the club is built for; kept apart from the hand (SPEC's clubs "size" mixed the two). */
export const PLAYERS = ['mens', 'womens', 'junior'] as const
export type Player = (typeof PLAYERS)[number]

/** Shaft flexes as makers label them, softest first. A is the senior flex. */
export const FLEXES = ['L', 'A', 'R', 'S', 'X', 'TX'] as const
export type Flex = (typeof FLEXES)[number]

export const SHAFT_MATERIALS = ['steel', 'graphite'] as const
export type ShaftMaterial = (typeof SHAFT_MATERIALS)[number]

/**
 * Clubs' SPEC sizes that name a hand or a player (issue #27): a club without a passport's value is
 * read through its size (browse's hand and player facets, products.club_hand and club_player).
 */
export const CLUB_SIZE_HAND: Record<string, Hand> = { 'Left-Handed': 'left', 'Right-Handed': 'right' }
export const CLUB_SIZE_PLAYER: Record<string, Player> = {
  "Men's": 'mens',
  "Women's": 'womens',
  Junior: 'junior',
}
