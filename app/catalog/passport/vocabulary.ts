/**
 * The golf passport's vocabulary (issue #27, docs/decisions/0049-golf-passport.md): what a club
 * and the other subcategories' items are described by, as stored values. Isomorphic: the wizard,
 * the server's validation, the database's checks, search and the product page all read it.
 *
 * Stored values are short, stable ids; what a reader sees comes from the `passport.*` messages.
 */
import type { ClubType } from './facet-values'

export {
  CLUB_SIZE_HAND,
  CLUB_SIZE_PLAYER,
  CLUB_TYPES,
  type ClubType,
  FLEXES,
  type Flex,
  HANDS,
  type Hand,
  PLAYERS,
  type Player,
  SHAFT_MATERIALS,
  type ShaftMaterial,
} from './facet-values'

/** Club types sold as several clubs: their lofts are per club and they have a set make-up. */
export const SET_CLUB_TYPES: readonly ClubType[] = ['iron-set', 'complete-set']
export function isSetClubType(type: ClubType | null | undefined): boolean {
  return Boolean(type && SET_CLUB_TYPES.includes(type))
}

export const GRIP_SIZES = ['undersize', 'standard', 'midsize', 'jumbo'] as const
export type GripSize = (typeof GRIP_SIZES)[number]

/** A lie given in words rather than degrees. */
export const LIE_LABELS = ['standard', 'upright', 'flat'] as const
export type LieLabel = (typeof LIE_LABELS)[number]

export const PUTTER_HEADS = ['blade', 'mallet'] as const
export type PutterHead = (typeof PUTTER_HEADS)[number]

/**
 * PING's colour code: each dot is a lie angle against PING's standard (black), in degrees, upright
 * positive. From PING's colour code chart (0.75° steps); docs/decisions/0049-golf-passport.md cites it.
 */
export const PING_LIE_DOTS = {
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
} as const
export type PingDot = keyof typeof PING_LIE_DOTS
/** The dots from most upright to flattest (a literal, not Object.keys: bundles can drop it unused). */
export const PING_DOTS: readonly PingDot[] = [
  'maroon',
  'silver',
  'white',
  'green',
  'yellow',
  'blue',
  'black',
  'red',
  'orange',
  'purple',
  'brown',
  'gold',
]

/**
 * The clubs a set may hold, in the order a bag is read: woods, hybrids, irons, wedges, putter.
 * AW, GW and UW are the same slot (the gap wedge) under different makers' names.
 */
export const SET_CLUBS = [
  'D',
  '3W',
  '4W',
  '5W',
  '7W',
  '9W',
  '2H',
  '3H',
  '4H',
  '5H',
  '6H',
  '7H',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  'PW',
  'AW',
  'GW',
  'UW',
  'SW',
  'LW',
  'P',
] as const
export type SetClub = (typeof SET_CLUBS)[number]

/** Declared changes from how the club left the maker (issue #27 "Modifications, declared"). */
export const MODIFICATION_KINDS = [
  'loft-bent',
  'lie-bent',
  'shaft-cut',
  'shaft-extended',
  'shaft-tipped',
  'shaft-replaced',
  'regripped',
  'weights-changed',
  'head-refinished',
] as const
export type ModificationKind = (typeof MODIFICATION_KINDS)[number]

/**
 * What each modification records: a signed amount in degrees (bends: + stronger/upright), an
 * amount in inches, or a text (the new shaft, the grip, the weights).
 */
export const MODIFICATION_AMOUNT: Record<ModificationKind, 'degrees' | 'inches' | null> = {
  'loft-bent': 'degrees',
  'lie-bent': 'degrees',
  'shaft-cut': 'inches',
  'shaft-extended': 'inches',
  'shaft-tipped': 'inches',
  'shaft-replaced': null,
  regripped: null,
  'weights-changed': null,
  'head-refinished': null,
}
/** Modifications that must say what (the new shaft's model): the others may. */
export const MODIFICATION_NEEDS_DETAIL: readonly ModificationKind[] = ['shaft-replaced']

// Other subcategories: the few fields their buyers filter by.
export const SHOE_SPIKES = ['spiked', 'spikeless'] as const
export const SHOE_WIDTHS = ['narrow', 'regular', 'wide'] as const
export const CLOTHING_FITS = ['slim', 'regular', 'relaxed'] as const
/** A bag's type and a trolley's kind are the listing's size (SPEC §3 bags-trolleys sizes). */
export const TROLLEY_BATTERIES = ['lithium', 'lead-acid', 'none'] as const
export const ELECTRONICS_TYPES = ['rangefinder', 'gps-watch', 'gps-handheld', 'launch-monitor'] as const
export const BALL_GRADES = ['new', 'mint', 'grade-a', 'grade-b', 'practice'] as const

export type ShoeSpikes = (typeof SHOE_SPIKES)[number]
export type ShoeWidth = (typeof SHOE_WIDTHS)[number]
export type ClothingFit = (typeof CLOTHING_FITS)[number]
export type TrolleyBattery = (typeof TROLLEY_BATTERIES)[number]
export type ElectronicsType = (typeof ELECTRONICS_TYPES)[number]
export type BallGrade = (typeof BALL_GRADES)[number]

/** How sure the catalogue is of a model's figures (club_models.confidence). */
export const CATALOGUE_CONFIDENCES = ['high', 'medium', 'low'] as const
export type CatalogueConfidence = (typeof CATALOGUE_CONFIDENCES)[number]

/** The ranges the server accepts, per club type where golf differs (degrees and inches). */
export const LOFT_RANGE: Record<ClubType, readonly [number, number]> = {
  driver: [5, 16],
  fairway: [12, 26],
  hybrid: [14, 34],
  utility: [14, 30],
  'iron-set': [14, 64],
  iron: [14, 50],
  wedge: [42, 66],
  putter: [0, 8],
  'complete-set': [0, 66],
}
export const LIE_RANGE = [40, 80] as const
export const LENGTH_RANGE_IN = [24, 48] as const
export const BOUNCE_RANGE = [0, 22] as const
/** A bend beyond this many degrees is not a bend a shop makes. */
export const MAX_BEND_DEGREES = 6
/** A shaft cut or extended by more than this many inches is a different club. */
export const MAX_LENGTH_CHANGE_IN = 4
export const MODEL_YEAR_MIN = 1960
export const SHOE_SIZE_RANGE_EU = [30, 52] as const
export const BAG_DIVIDERS_RANGE = [1, 20] as const
export const BAG_WEIGHT_RANGE_KG = [0.5, 15] as const
export const BALL_QUANTITY_RANGE = [1, 1000] as const
export const MAX_SPEC_TEXT = 60
