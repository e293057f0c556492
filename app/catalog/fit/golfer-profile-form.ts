/**
 * The golfer profile form (issue #30 item 1): what was typed, read into a GolferProfile in the
 * stored units, or the translated error of each field that is not a value in range. Isomorphic:
 * the server's action decides (a 400 with the values kept); the page shows the same messages.
 */
import type { Locale } from '~/i18n/locales'
import {
  FLEXES,
  type Flex,
  GRIP_SIZES,
  type GripSize,
  HANDS,
  type Hand,
  PING_DOTS,
  PING_LIE_DOTS,
  type PingDot,
} from '../passport/vocabulary'
import { GOLFER_LIMITS, type GolferProfile, type GolferProfileField } from './golfer-profile'
import { STANDARD_SEVEN_IRON_LIE_DEG } from './standards'
import {
  DISTANCE_UNITS,
  type DistanceUnit,
  parseCarryM,
  parseClubLengthIn,
  parseDegrees,
  parseHandicap,
  parseHeightCm,
  parsePingDot,
  parseSpeedMph,
  parseWristToFloorCm,
  SPEED_UNITS,
  type SpeedUnit,
} from './units'

export type GolferProfileFormValues = Record<GolferProfileField, string>

/** The message keys of the form's errors (golferProfile messages). */
export type GolferProfileError =
  | 'golferProfile.error.hand'
  | 'golferProfile.error.height'
  | 'golferProfile.error.wristToFloor'
  | 'golferProfile.error.swingSpeed'
  | 'golferProfile.error.carry'
  | 'golferProfile.error.flex'
  | 'golferProfile.error.lie'
  | 'golferProfile.error.pingDot'
  | 'golferProfile.error.gripSize'
  | 'golferProfile.error.handicap'
  | 'golferProfile.error.lengthOverride'
  | 'golferProfile.error.lieOverride'

export type GolferProfileErrors = Partial<Record<GolferProfileField, GolferProfileError>>

export type GolferProfileParse =
  | { ok: true; profile: GolferProfile; values: GolferProfileFormValues }
  | { ok: false; errors: GolferProfileErrors; values: GolferProfileFormValues }

/** The unit a bare speed or distance is read in: what the reader's country uses. */
export function defaultUnits(locale: Locale): { speed: SpeedUnit; distance: DistanceUnit } {
  return locale === 'es' ? { speed: 'kmh', distance: 'm' } : { speed: 'mph', distance: 'yd' }
}

const text = (value: FormDataEntryValue | null | undefined) => (typeof value === 'string' ? value.trim() : '')

/** The form's text of each field (long inputs cut: nothing a human types is longer). */
export function golferProfileFormValues(
  form: FormData | URLSearchParams,
  locale: Locale,
): GolferProfileFormValues {
  const get = (name: GolferProfileField) => text(form.get(name)).slice(0, 40)
  const units = defaultUnits(locale)
  const speedUnit = get('swingSpeedUnit')
  const carryUnit = get('carryUnit')
  return {
    hand: get('hand'),
    height: get('height'),
    wristToFloor: get('wristToFloor'),
    swingSpeed: get('swingSpeed'),
    swingSpeedUnit: (SPEED_UNITS as readonly string[]).includes(speedUnit) ? speedUnit : units.speed,
    carry: get('carry'),
    carryUnit: (DISTANCE_UNITS as readonly string[]).includes(carryUnit) ? carryUnit : units.distance,
    currentFlex: get('currentFlex'),
    lie: get('lie'),
    pingDot: get('pingDot'),
    gripSize: get('gripSize'),
    handicap: get('handicap'),
    lengthOverride: get('lengthOverride'),
    flexOverride: get('flexOverride'),
    lieOverride: get('lieOverride'),
  }
}

const inRange = (value: number | null, { min, max }: { min: number; max: number }) =>
  value !== null && value >= min && value <= max

function oneOf<T extends string>(list: readonly T[], value: string): T | null {
  return (list as readonly string[]).includes(value) ? (value as T) : null
}

/** Reads the form into a profile; every field is optional, but what is given must be right. */
export function parseGolferProfileForm(form: FormData | URLSearchParams, locale: Locale): GolferProfileParse {
  const values = golferProfileFormValues(form, locale)
  const errors: GolferProfileErrors = {}

  function measure(
    field: GolferProfileField,
    parse: (input: string) => number | null,
    limits: { min: number; max: number },
    error: GolferProfileError,
  ): number | null {
    const input = values[field]
    if (!input) return null
    const value = parse(input)
    if (!inRange(value, limits)) {
      errors[field] = error
      return null
    }
    return value
  }

  function choice<T extends string>(
    field: GolferProfileField,
    list: readonly T[],
    error: GolferProfileError,
  ) {
    const input = values[field]
    if (!input) return null
    const value = oneOf(list, input)
    if (!value) errors[field] = error
    return value
  }

  const hand = choice<Hand>('hand', HANDS, 'golferProfile.error.hand')
  const heightCm = measure('height', parseHeightCm, GOLFER_LIMITS.heightCm, 'golferProfile.error.height')
  const wristToFloorCm = measure(
    'wristToFloor',
    parseWristToFloorCm,
    GOLFER_LIMITS.wristToFloorCm,
    'golferProfile.error.wristToFloor',
  )
  const swingSpeedMph = measure(
    'swingSpeed',
    (input) => parseSpeedMph(input, values.swingSpeedUnit as SpeedUnit),
    GOLFER_LIMITS.swingSpeedMph,
    'golferProfile.error.swingSpeed',
  )
  const carryM = measure(
    'carry',
    (input) => parseCarryM(input, values.carryUnit as DistanceUnit),
    GOLFER_LIMITS.carryM,
    'golferProfile.error.carry',
  )
  const currentFlex = choice<Flex>('currentFlex', FLEXES, 'golferProfile.error.flex')
  const flexOverride = choice<Flex>('flexOverride', FLEXES, 'golferProfile.error.flex')
  const gripSize = choice<GripSize>('gripSize', GRIP_SIZES, 'golferProfile.error.gripSize')
  let pingDot = choice<PingDot>('pingDot', PING_DOTS, 'golferProfile.error.pingDot')

  // The lie of the current irons: degrees, or a PING colour typed in the same box.
  let lieDeg: number | null = null
  if (values.lie) {
    const dot = parsePingDot(values.lie)
    if (dot && !pingDot) pingDot = dot
    else if (!dot) lieDeg = measure('lie', parseDegrees, GOLFER_LIMITS.lieDeg, 'golferProfile.error.lie')
  }
  const handicap = measure('handicap', parseHandicap, GOLFER_LIMITS.handicap, 'golferProfile.error.handicap')
  const lengthOverrideIn = measure(
    'lengthOverride',
    parseClubLengthIn,
    GOLFER_LIMITS.lengthIn,
    'golferProfile.error.lengthOverride',
  )
  // The chosen lie: degrees of a 7-iron, or a PING colour (standard 62.5° plus its step).
  const lieOverrideDeg = measure(
    'lieOverride',
    (input) => {
      const dot = parsePingDot(input)
      return dot ? lieOfDot(dot) : parseDegrees(input)
    },
    GOLFER_LIMITS.lieDeg,
    'golferProfile.error.lieOverride',
  )

  if (Object.keys(errors).length > 0) return { ok: false, errors, values }
  return {
    ok: true,
    values,
    profile: {
      hand,
      heightCm,
      wristToFloorCm,
      swingSpeedMph,
      carryM,
      currentFlex,
      lieDeg,
      pingDot,
      gripSize,
      handicap,
      lengthOverrideIn,
      flexOverride,
      lieOverrideDeg,
    },
  }
}

/** A 7-iron's lie in degrees for a PING colour dot. */
export function lieOfDot(dot: PingDot): number {
  return STANDARD_SEVEN_IRON_LIE_DEG + PING_LIE_DOTS[dot]
}

const KMH_PER_MPH = 1.609344
const M_PER_YD = 0.9144

function decimal(value: number, locale: Locale, digits = 1) {
  return new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value)
}

/** A saved profile as the form shows it (metric body sizes; speeds and distances in the reader's units). */
export function formValuesOfProfile(profile: GolferProfile | null, locale: Locale): GolferProfileFormValues {
  const units = defaultUnits(locale)
  const p = profile
  const speed =
    p?.swingSpeedMph == null
      ? ''
      : decimal(units.speed === 'mph' ? p.swingSpeedMph : p.swingSpeedMph * KMH_PER_MPH, locale, 0)
  const carry =
    p?.carryM == null ? '' : decimal(units.distance === 'm' ? p.carryM : p.carryM / M_PER_YD, locale, 0)
  return {
    hand: p?.hand ?? '',
    height: p?.heightCm == null ? '' : `${decimal(p.heightCm, locale)} cm`,
    wristToFloor: p?.wristToFloorCm == null ? '' : `${decimal(p.wristToFloorCm, locale)} cm`,
    swingSpeed: speed,
    swingSpeedUnit: units.speed,
    carry,
    carryUnit: units.distance,
    currentFlex: p?.currentFlex ?? '',
    lie: p?.lieDeg == null ? '' : `${decimal(p.lieDeg, locale, 2)}°`,
    pingDot: p?.pingDot ?? '',
    gripSize: p?.gripSize ?? '',
    handicap:
      p?.handicap == null
        ? ''
        : p.handicap < 0
          ? `+${decimal(-p.handicap, locale)}`
          : decimal(p.handicap, locale),
    lengthOverride: p?.lengthOverrideIn == null ? '' : `${decimal(p.lengthOverrideIn, locale, 2)} in`,
    flexOverride: p?.flexOverride ?? '',
    lieOverride: p?.lieOverrideDeg == null ? '' : `${decimal(p.lieOverrideDeg, locale, 2)}°`,
  }
}
