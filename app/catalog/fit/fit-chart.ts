/**
 * The fitting chart (issue #30 item 1): from height, wrist-to-floor and swing speed (or carry) to
 * a suggested length, flex and lie. An estimate; the chart and its sources are cited in
 * docs/decisions/0060-golfer-profile-and-fitting-chart.md. Every value can be overridden by the golfer.
 *
 * - Length: the height chart of Hireko's "Modern Guide to Clubfitting" (standard from 5'9" to 6'0",
 *   half an inch per 3 in of height) and the matching wrist-to-floor bands (standard 34-36 in,
 *   half an inch per 1.5 in); with both, their mean, as PING's colour code chart reads both.
 * - Lie: PING's colour code steps of 0.75°: one step per 2 in of height from 5'10½", and one step per
 *   inch the wrists hang higher (shorter arms: upright) or lower (longer arms: flat) than a standard
 *   build of that height (35 in at 5'10½", half an inch more per inch of height), clamped to PING's dots (maroon +4.5° to gold -3.75°).
 * - Flex: driver clubhead speed bands as makers and fitters publish them (L under 70 mph, A 70-80,
 *   R 80-95, S 95-110, X 110-120, TX from 120); a carry distance stands in at 2.3 yards per mph.
 * Without what a value needs, the golfer's current clubs (flex, lie) are taken, or nothing.
 */
import { type Flex, PING_DOTS, PING_LIE_DOTS, type PingDot } from '../passport/vocabulary'
import type { FitSuggestion, GolferProfile } from './golfer-profile'
import { STANDARD_SEVEN_IRON_LIE_DEG, standardLengthIn } from './standards'

const CM_PER_IN = 2.54
const M_PER_YD = 0.9144

/** The height the standard length is built for (5'10½": the middle of Hireko's 5'9"-6'0" band). */
export const STANDARD_HEIGHT_IN = 70.5
/** The wrist-to-floor the standard length is built for (the middle of the 34-36 in band). */
export const STANDARD_WRIST_TO_FLOOR_IN = 35
/** Length changes stop at ±2 in (the ends of both charts). */
export const MAX_LENGTH_DELTA_IN = 2
/** PING's colour code step, degrees. */
export const LIE_STEP_DEG = 0.75
/** Yards of driver carry per mph of clubhead speed (amateur average, see the ADR). */
export const CARRY_YD_PER_MPH = 2.3

/** Driver clubhead speed (mph) from which each flex starts, softest first. */
export const FLEX_FROM_MPH: ReadonlyArray<readonly [Flex, number]> = [
  ['L', 0],
  ['A', 70],
  ['R', 80],
  ['S', 95],
  ['X', 110],
  ['TX', 120],
]

/** Where each suggested value came from (the page explains it). */
export type FitSource = 'chart' | 'current' | 'override' | 'none'

/** The reasons the page shows next to each value, as message keys with their values. */
export interface FitReason {
  key:
    | 'golferProfile.reason.lengthBoth'
    | 'golferProfile.reason.lengthHeight'
    | 'golferProfile.reason.lengthWrist'
    | 'golferProfile.reason.flexSpeed'
    | 'golferProfile.reason.flexCarry'
    | 'golferProfile.reason.flexCurrent'
    | 'golferProfile.reason.lieChart'
    | 'golferProfile.reason.lieHeight'
    | 'golferProfile.reason.lieCurrent'
    | 'golferProfile.reason.override'
    | 'golferProfile.reason.missingLength'
    | 'golferProfile.reason.missingFlex'
    | 'golferProfile.reason.missingLie'
  values?: Record<string, string | number>
}

export interface FitValue<T> {
  /** What counts (the override when there is one). */
  value: T | null
  /** What the chart (or the current clubs) suggest, before any override. */
  estimate: T | null
  source: FitSource
  reasons: FitReason[]
}

export interface FitExplanation {
  lengthDeltaIn: FitValue<number>
  flex: FitValue<Flex>
  lieDeltaDeg: FitValue<number>
  /** The PING dot nearest the lie that counts (null without a lie). */
  pingDot: PingDot | null
  /** The driver clubhead speed the flex was read from (mph, measured or from carry). */
  speedMph: number | null
}

/** Rounds half away from zero, so a chart is symmetric around standard. */
const roundHalfOut = (value: number) => Math.sign(value) * Math.round(Math.abs(value))
const roundTo = (value: number, step: number) => roundHalfOut(value / step) * step
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
/** Avoid "-0" and floating noise in what is shown and compared. */
const tidy = (value: number) => Math.round(value * 100) / 100 + 0

/** Inches over (or under) standard length from height alone: half an inch per 3 in from 5'10½". */
export function lengthDeltaFromHeight(heightCm: number): number {
  const steps = roundHalfOut((heightCm / CM_PER_IN - STANDARD_HEIGHT_IN) / 3)
  return tidy(clamp(steps * 0.5, -MAX_LENGTH_DELTA_IN, MAX_LENGTH_DELTA_IN))
}

/** Inches over (or under) standard length from wrist-to-floor: half an inch per 1.5 in from 35 in. */
export function lengthDeltaFromWristToFloor(wristToFloorCm: number): number {
  const steps = roundHalfOut((wristToFloorCm / CM_PER_IN - STANDARD_WRIST_TO_FLOOR_IN) / 1.5)
  return tidy(clamp(steps * 0.5, -MAX_LENGTH_DELTA_IN, MAX_LENGTH_DELTA_IN))
}

const MOST_UPRIGHT = PING_LIE_DOTS.maroon
const FLATTEST = PING_LIE_DOTS.gold

/** Degrees from standard lie (upright positive), in PING's 0.75° steps; height alone when no wrist-to-floor. */
export function lieDeltaFromChart(heightCm: number, wristToFloorCm: number | null): number {
  const heightIn = heightCm / CM_PER_IN
  let steps = (heightIn - STANDARD_HEIGHT_IN) / 2
  // Wrists higher than a standard build of this height (shorter arms) want a more upright lie.
  if (wristToFloorCm !== null) {
    steps += wristToFloorCm / CM_PER_IN - STANDARD_WRIST_TO_FLOOR_IN - (heightIn - STANDARD_HEIGHT_IN) / 2
  }
  return tidy(clamp(roundHalfOut(steps) * LIE_STEP_DEG, FLATTEST, MOST_UPRIGHT))
}

/** The flex for a driver clubhead speed in mph. */
export function flexForSpeed(mph: number): Flex {
  let flex: Flex = 'L'
  for (const [candidate, from] of FLEX_FROM_MPH) if (mph >= from) flex = candidate
  return flex
}

/** Driver clubhead speed (mph) from a driver carry distance in metres. */
export function speedFromCarry(carryM: number): number {
  return tidy(carryM / M_PER_YD / CARRY_YD_PER_MPH)
}

/** The PING dot whose lie is nearest this many degrees from standard (null: none given). */
export function nearestPingDot(lieDeltaDeg: number | null): PingDot | null {
  if (lieDeltaDeg === null) return null
  let best: PingDot = 'black'
  for (const dot of PING_DOTS) {
    if (Math.abs(PING_LIE_DOTS[dot] - lieDeltaDeg) < Math.abs(PING_LIE_DOTS[best] - lieDeltaDeg)) best = dot
  }
  return best
}

/** The standard 7-iron the length override and the page's lengths are told against. */
export const SEVEN_IRON_STANDARD_IN = standardLengthIn('iron') ?? 37

const inches = (cm: number) => tidy(roundTo(cm / CM_PER_IN, 0.25))

function lengthOf(profile: GolferProfile): FitValue<number> {
  const { heightCm, wristToFloorCm } = profile
  let estimate: number | null = null
  const reasons: FitReason[] = []
  if (heightCm !== null && wristToFloorCm !== null) {
    const fromHeight = lengthDeltaFromHeight(heightCm)
    const fromWrist = lengthDeltaFromWristToFloor(wristToFloorCm)
    estimate = tidy(roundTo((fromHeight + fromWrist) / 2, 0.25))
    reasons.push({
      key: 'golferProfile.reason.lengthBoth',
      values: { height: inches(heightCm), wrist: inches(wristToFloorCm), fromHeight, fromWrist },
    })
  } else if (wristToFloorCm !== null) {
    estimate = lengthDeltaFromWristToFloor(wristToFloorCm)
    reasons.push({ key: 'golferProfile.reason.lengthWrist', values: { wrist: inches(wristToFloorCm) } })
  } else if (heightCm !== null) {
    estimate = lengthDeltaFromHeight(heightCm)
    reasons.push({ key: 'golferProfile.reason.lengthHeight', values: { height: inches(heightCm) } })
  } else {
    reasons.push({ key: 'golferProfile.reason.missingLength' })
  }
  if (profile.lengthOverrideIn !== null) {
    const value = tidy(profile.lengthOverrideIn - SEVEN_IRON_STANDARD_IN)
    return {
      value,
      estimate,
      source: 'override',
      reasons: [{ key: 'golferProfile.reason.override' }, ...reasons],
    }
  }
  return { value: estimate, estimate, source: estimate === null ? 'none' : 'chart', reasons }
}

function flexOf(profile: GolferProfile): { flex: FitValue<Flex>; speedMph: number | null } {
  let estimate: Flex | null = null
  let source: FitSource = 'none'
  let speedMph: number | null = null
  const reasons: FitReason[] = []
  if (profile.swingSpeedMph !== null) {
    speedMph = profile.swingSpeedMph
    estimate = flexForSpeed(speedMph)
    source = 'chart'
    reasons.push({ key: 'golferProfile.reason.flexSpeed', values: { mph: Math.round(speedMph) } })
  } else if (profile.carryM !== null) {
    speedMph = speedFromCarry(profile.carryM)
    estimate = flexForSpeed(speedMph)
    source = 'chart'
    reasons.push({
      key: 'golferProfile.reason.flexCarry',
      values: { carry: Math.round(profile.carryM), mph: Math.round(speedMph) },
    })
  } else if (profile.currentFlex !== null) {
    estimate = profile.currentFlex
    source = 'current'
    reasons.push({ key: 'golferProfile.reason.flexCurrent' })
  } else {
    reasons.push({ key: 'golferProfile.reason.missingFlex' })
  }
  if (profile.flexOverride !== null) {
    return {
      flex: {
        value: profile.flexOverride,
        estimate,
        source: 'override',
        reasons: [{ key: 'golferProfile.reason.override' }, ...reasons],
      },
      speedMph,
    }
  }
  return { flex: { value: estimate, estimate, source, reasons }, speedMph }
}

function lieOf(profile: GolferProfile): FitValue<number> {
  let estimate: number | null = null
  let source: FitSource = 'none'
  const reasons: FitReason[] = []
  if (profile.heightCm !== null) {
    estimate = lieDeltaFromChart(profile.heightCm, profile.wristToFloorCm)
    source = 'chart'
    reasons.push({
      key:
        profile.wristToFloorCm === null ? 'golferProfile.reason.lieHeight' : 'golferProfile.reason.lieChart',
    })
  } else if (profile.lieDeg !== null) {
    estimate = tidy(profile.lieDeg - STANDARD_SEVEN_IRON_LIE_DEG)
    source = 'current'
    reasons.push({ key: 'golferProfile.reason.lieCurrent' })
  } else if (profile.pingDot !== null) {
    estimate = PING_LIE_DOTS[profile.pingDot]
    source = 'current'
    reasons.push({ key: 'golferProfile.reason.lieCurrent' })
  } else {
    reasons.push({ key: 'golferProfile.reason.missingLie' })
  }
  if (profile.lieOverrideDeg !== null) {
    return {
      value: tidy(profile.lieOverrideDeg - STANDARD_SEVEN_IRON_LIE_DEG),
      estimate,
      source: 'override',
      reasons: [{ key: 'golferProfile.reason.override' }, ...reasons],
    }
  }
  return { value: estimate, estimate, source, reasons }
}

/** Every value of the suggestion with where it came from and why (the profile page shows it). */
export function explainFit(profile: GolferProfile): FitExplanation {
  const lengthDeltaIn = lengthOf(profile)
  const { flex, speedMph } = flexOf(profile)
  const lieDeltaDeg = lieOf(profile)
  return { lengthDeltaIn, flex, lieDeltaDeg, pingDot: nearestPingDot(lieDeltaDeg.value), speedMph }
}

/** The suggestion for this profile, with the golfer's overrides applied. */
export function suggestFit(profile: GolferProfile): FitSuggestion {
  const explained = explainFit(profile)
  return {
    hand: profile.hand,
    lengthDeltaIn: explained.lengthDeltaIn.value,
    flex: explained.flex.value,
    lieDeltaDeg: explained.lieDeltaDeg.value,
  }
}
