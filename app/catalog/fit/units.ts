/**
 * A golfer's measurements as people type them, in either language (issue #30 item 1): heights like
 * "1,78 m", "178 cm", "5 ft 10 in", "5'10\"" or "5 pies 10"; lengths like "86 cm" or "34 in";
 * speeds like "95 mph" or "153 km/h"; distances like "230 m" or "250 yd"; lies in degrees or as a
 * PING colour ("azul", "blue dot"). Each parser answers the value in the stored unit, or null when
 * the text is not one; ranges are checked by the caller (golfer-profile-form.ts). Isomorphic.
 */
import { PING_DOTS, type PingDot } from '../passport/vocabulary'

const CM_PER_IN = 2.54
const KMH_PER_MPH = 1.609344
const M_PER_YD = 0.9144

/** A decimal with a comma or a point, optionally signed. */
const NUMBER = String.raw`[+\-−]?\d{1,4}(?:[.,]\d{1,3})?`

function toNumber(text: string): number {
  return Number(text.replace('−', '-').replace(',', '.'))
}

function normalise(input: string) {
  return input
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘′]/g, "'")
    .replace(/[”“″]/g, '"')
    .replace(/\s+/g, ' ')
}

const round = (value: number, decimals = 1) => Math.round(value * 10 ** decimals) / 10 ** decimals

const FEET = String.raw`(?:ft\.?|feet|foot|pies?|')`
const INCHES = String.raw`(?:in\.?|inch(?:es)?|pulgadas?|pulg\.?|"|'')`
const METRES = String.raw`(?:m|mt?s\.?|metros?|metres?|meters?)`
const CMS = String.raw`(?:cm\.?|centimetros?|centimetres?|centimeters?)`

/**
 * A length of a body in centimetres: metres, centimetres, feet and inches, or inches. A bare
 * number reads by its size: up to 3 as metres, from `bareCmFrom` as centimetres, else inches.
 */
function parseBodyLength(input: string, bareCmFrom: number): number | null {
  const text = normalise(input)
  if (!text) return null
  let match = text.match(
    new RegExp(`^(\\d{1,2})\\s*${FEET}\\s*(?:(\\d{1,2}(?:[.,]\\d{1,2})?)\\s*${INCHES}?)?$`),
  )
  if (match) {
    const feet = Number(match[1])
    const inches = match[2] ? toNumber(match[2]) : 0
    if (inches >= 12) return null
    return round((feet * 12 + inches) * CM_PER_IN)
  }
  match = text.match(new RegExp(`^(${NUMBER})\\s*(${METRES}|${CMS}|${INCHES})?$`))
  if (!match?.[1]) return null
  const value = toNumber(match[1])
  if (value <= 0) return null
  const unit = match[2] ?? ''
  if (new RegExp(`^${CMS}$`).test(unit)) return round(value)
  if (new RegExp(`^${METRES}$`).test(unit)) return round(value * 100)
  if (unit) return round(value * CM_PER_IN)
  if (value <= 3) return round(value * 100)
  if (value >= bareCmFrom) return round(value)
  return round(value * CM_PER_IN)
}

/** Height in cm: "1,78 m", "1.78", "178 cm", "178", "5 ft 10 in", "5'10", "70 in". */
export function parseHeightCm(input: string): number | null {
  return parseBodyLength(input, 100)
}

/** Wrist-to-floor in cm: "86 cm", "86", "0,86 m", "34 in", "34\"" (a bare number under 50 is inches). */
export function parseWristToFloorCm(input: string): number | null {
  return parseBodyLength(input, 50)
}

export const SPEED_UNITS = ['mph', 'kmh'] as const
export type SpeedUnit = (typeof SPEED_UNITS)[number]
export const DISTANCE_UNITS = ['m', 'yd'] as const
export type DistanceUnit = (typeof DISTANCE_UNITS)[number]

/** Driver swing speed in mph: "95 mph", "153 km/h", "153 kmh"; a bare number is in `unit`. */
export function parseSpeedMph(input: string, unit: SpeedUnit): number | null {
  const text = normalise(input)
  const match = text.match(new RegExp(`^(${NUMBER})\\s*(mph|millas/h|km/h|kmh|kph|km/hr?)?$`))
  if (!match?.[1]) return null
  const value = toNumber(match[1])
  if (value <= 0) return null
  const typed = match[2] ? (match[2] === 'mph' || match[2].startsWith('millas') ? 'mph' : 'kmh') : unit
  return round(typed === 'mph' ? value : value / KMH_PER_MPH)
}

/** Driver carry in metres: "230 m", "250 yd", "250 yards", "250 yardas"; a bare number is in `unit`. */
export function parseCarryM(input: string, unit: DistanceUnit): number | null {
  const text = normalise(input)
  const match = text.match(new RegExp(`^(${NUMBER})\\s*(${METRES}|yds?\\.?|yards?|yardas?)?$`))
  if (!match?.[1]) return null
  const value = toNumber(match[1])
  if (value <= 0) return null
  const typed = match[2] ? (/^y/.test(match[2]) ? 'yd' : 'm') : unit
  return round(typed === 'm' ? value : value * M_PER_YD)
}

/** PING's colours in both languages (and the "dot"/"punto" around them). */
const DOT_WORDS: Record<string, PingDot> = {
  granate: 'maroon',
  plata: 'silver',
  plateado: 'silver',
  blanco: 'white',
  verde: 'green',
  amarillo: 'yellow',
  azul: 'blue',
  negro: 'black',
  rojo: 'red',
  naranja: 'orange',
  morado: 'purple',
  purpura: 'purple',
  lila: 'purple',
  marron: 'brown',
  oro: 'gold',
  dorado: 'gold',
}

/** A PING colour dot from its name in English or Spanish ("blue", "blue dot", "punto azul"). */
export function parsePingDot(input: string): PingDot | null {
  const text = normalise(input)
    .replace(/\b(?:ping|dot|punto|color|colour|de)\b/g, '')
    .trim()
  if (!text) return null
  if ((PING_DOTS as readonly string[]).includes(text)) return text as PingDot
  return DOT_WORDS[text] ?? null
}

/** Degrees: "63", "63,5°", "63.5 grados". */
export function parseDegrees(input: string): number | null {
  const text = normalise(input)
  const match = text.match(new RegExp(`^(${NUMBER})\\s*(?:°|º|deg(?:rees?|s)?|grados?|gr\\.?)?$`))
  if (!match?.[1]) return null
  return round(toNumber(match[1]), 2)
}

/** A club length in inches: "37,5 in", "37.5\"", "95 cm"; a bare number over 50 is centimetres. */
export function parseClubLengthIn(input: string): number | null {
  const text = normalise(input)
  const match = text.match(new RegExp(`^(${NUMBER})\\s*(${CMS}|${INCHES})?$`))
  if (!match?.[1]) return null
  const value = toNumber(match[1])
  if (value <= 0) return null
  const cm = match[2] ? new RegExp(`^${CMS}$`).test(match[2]) : value > 50
  return round(cm ? value / CM_PER_IN : value, 2)
}

/** A handicap: "12,4", "54", "+2" (a plus handicap, stored below zero), "scratch"/"0". */
export function parseHandicap(input: string): number | null {
  const text = normalise(input)
  if (text === 'scratch') return 0
  const match = text.match(/^([+\-−]?)(\d{1,2}(?:[.,]\d)?)$/)
  if (!match?.[2]) return null
  const value = toNumber(match[2])
  return match[1] ? -value : value
}
