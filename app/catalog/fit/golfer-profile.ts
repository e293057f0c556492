/**
 * A golfer's own fitting data (issue #30): what they tell about themselves and their clubs, and
 * what they chose to override of the suggestion. Isomorphic: the profile form, the server's
 * validation, the fit rules and the data export read it. Private: never shown to anyone else and
 * never rendered into a shared or cached page (docs/decisions/0060-golfer-profile-and-fitting-chart.md).
 */
import type { Flex, GripSize, Hand, PingDot } from '../passport/vocabulary'

/** Bounds the server accepts (a human's, in the stored units). */
export const GOLFER_LIMITS = {
  heightCm: { min: 120, max: 220 },
  wristToFloorCm: { min: 60, max: 110 },
  swingSpeedMph: { min: 40, max: 150 },
  carryM: { min: 50, max: 350 },
  lieDeg: { min: 50, max: 80 },
  handicap: { min: -10, max: 54 },
  lengthIn: { min: 30, max: 48 },
} as const

/** What the golfer entered; every field is optional (the suggestion uses what is there). */
export interface GolferProfile {
  hand: Hand | null
  heightCm: number | null
  wristToFloorCm: number | null
  /** Driver swing speed; when absent the driver carry distance stands in. */
  swingSpeedMph: number | null
  carryM: number | null
  currentFlex: Flex | null
  /** The lie of their current irons, in degrees or as a PING colour dot. */
  lieDeg: number | null
  pingDot: PingDot | null
  gripSize: GripSize | null
  handicap: number | null
  /** The golfer's own choices over the suggestion (null: take the suggestion). */
  lengthOverrideIn: number | null
  flexOverride: Flex | null
  lieOverrideDeg: number | null
}

/**
 * What the chart suggests (fit-chart.ts), an estimate: a length change from standard for irons, a
 * flex and a lie relative to standard. Null where the profile lacks what the chart needs.
 */
export interface FitSuggestion {
  hand: Hand | null
  /** Inches added to (or taken from) a standard length; irons and woods alike. */
  lengthDeltaIn: number | null
  flex: Flex | null
  /** Degrees against standard lie, upright positive (PING's black dot is 0). */
  lieDeltaDeg: number | null
}

/**
 * The profile form's field names, stable: the form, the server's parser, tests and other helpers
 * read them (`name` attributes of the inputs at /profile/fit). Units are chosen in `<field>Unit`.
 */
export const GOLFER_PROFILE_FIELDS = [
  'hand',
  'height',
  'wristToFloor',
  'swingSpeed',
  'carry',
  'currentFlex',
  'lie',
  'gripSize',
  'handicap',
  'lengthOverride',
  'flexOverride',
  'lieOverride',
] as const
export type GolferProfileField = (typeof GOLFER_PROFILE_FIELDS)[number]

/** The empty profile (nothing told yet). */
export const EMPTY_GOLFER_PROFILE: GolferProfile = {
  hand: null,
  heightCm: null,
  wristToFloorCm: null,
  swingSpeedMph: null,
  carryM: null,
  currentFlex: null,
  lieDeg: null,
  pingDot: null,
  gripSize: null,
  handicap: null,
  lengthOverrideIn: null,
  flexOverride: null,
  lieOverrideDeg: null,
}
