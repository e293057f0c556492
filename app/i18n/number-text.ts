/**
 * Numbers, euros and dates as text without `Intl` (issue #31's blocking time, decision 0073).
 *
 * The first `Intl.NumberFormat` a page creates loads the browser's locale data: 120-180 ms of one
 * task on a phone (Chromium at 4x CPU slowdown), then 15-60 ms more for the first
 * `Intl.DateTimeFormat`. Every page formats a price or a count while it hydrates, so that cost sat
 * in its longest task. The formats the interface uses are few and fixed (SPEC §9's euros in the
 * German format; counts, ratings and dates in British English and Spanish), so they are written
 * out here, the same on the server and in the browser. `tests/unit/number-text.test.ts` holds
 * them equal to `Intl`'s output for these locales.
 */
import { INTL_LOCALE, type Locale } from './locales'

interface NumberStyle {
  group: string
  decimal: string
  /** CLDR's minimum grouping digits: Spanish groups only from five digits (1234, 12.345). */
  minimumGroupingDigits: number
}

const STYLES = {
  en: { group: ',', decimal: '.', minimumGroupingDigits: 1 },
  es: { group: '.', decimal: ',', minimumGroupingDigits: 2 },
  euros: { group: '.', decimal: ',', minimumGroupingDigits: 1 },
} as const satisfies Record<Locale | 'euros', NumberStyle>

/**
 * Larger numbers are left to `Intl`: well below 1e21 (where JavaScript writes an exponent) and
 * 2^53 (where a number's shortest text stops being its digits).
 */
const PLAIN_LIMIT = 1e15

function groupedDigits(digits: string, style: NumberStyle) {
  if (digits.length < 3 + style.minimumGroupingDigits) return digits
  let out = ''
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3)
    out = start > 0 ? `${style.group}${digits.slice(start, end)}${out}` : `${digits.slice(start, end)}${out}`
  }
  return out
}

/**
 * The digits of `abs` (not negative, below PLAIN_LIMIT) rounded to `maxFraction` decimals, half
 * away from zero, on the shortest decimal that reads back as the number ("1.15", not the binary
 * 1.149999…): that is what `Intl` (ICU) rounds, so 1.15 shows as 1.2 and 0.015 € as 0,02 €.
 */
function roundedDigits(abs: number, maxFraction: number): [whole: string, fraction: string] {
  const shortest = String(abs)
  // Only numbers below 1e-6 are written with an exponent here: they round to zero.
  if (shortest.includes('e')) return ['0', '0'.repeat(maxFraction)]
  const [whole = '0', fraction = ''] = shortest.split('.')
  if (fraction.length <= maxFraction) return [whole, fraction.padEnd(maxFraction, '0')]
  const kept = whole + fraction.slice(0, maxFraction)
  let digits = kept
  if ((fraction[maxFraction] ?? '0') >= '5') {
    // Adds one in the last kept place, carrying leftwards ("0.995" to two places: 099 -> 100).
    const chars = kept.split('')
    let at = chars.length - 1
    while (at >= 0 && chars[at] === '9') chars[at--] = '0'
    if (at >= 0) chars[at] = String(Number(chars[at]) + 1)
    else chars.unshift('1')
    digits = chars.join('')
  }
  const wholeLength = digits.length - maxFraction
  return [digits.slice(0, wholeLength).replace(/^0+(?=\d)/, ''), digits.slice(wholeLength)]
}

/** `value` with at least `minFraction` and at most `maxFraction` decimals, rounded as `Intl` does. */
function decimalText(value: number, style: NumberStyle, minFraction: number, maxFraction: number) {
  const negative = value < 0 || Object.is(value, -0)
  const [whole, fraction] = roundedDigits(Math.abs(value), maxFraction)
  let shownFraction = fraction
  while (shownFraction.length > minFraction && shownFraction.endsWith('0'))
    shownFraction = shownFraction.slice(0, -1)
  const number = groupedDigits(whole, style) + (shownFraction ? `${style.decimal}${shownFraction}` : '')
  return negative ? `-${number}` : number
}

const plain = (value: number) => Number.isFinite(value) && Math.abs(value) < PLAIN_LIMIT

let intlEuros: Intl.NumberFormat | undefined

/** Euro cents as SPEC §9 writes them: "1.234,50 €" (German format, a no-break space before €). */
export function eurosText(cents: number) {
  const euros = cents / 100
  if (!plain(euros)) {
    intlEuros ??= new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
    return intlEuros.format(euros)
  }
  return `${decimalText(euros, STYLES.euros, 2, 2)}\u00a0€`
}

/** A count or a rating in the interface language: 1,234 and 4.5, or 1234, 12.345 and 4,5. */
export function numberText(value: number, locale: Locale, fraction: { min?: number; max?: number } = {}) {
  const min = fraction.min ?? 0
  const max = fraction.max ?? 1
  if (!plain(value))
    return new Intl.NumberFormat(INTL_LOCALE[locale], {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    }).format(value)
  return decimalText(value, STYLES[locale], min, max)
}

const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
}

/** The UTC calendar day of an ISO date, or null for text that is not a date. */
function utcParts(isoDate: string) {
  const date = new Date(isoDate)
  const time = date.getTime()
  if (Number.isNaN(time)) return null
  return { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() }
}

/** "6 October 2026" or "6 de octubre de 2026" (UTC: the server and the browser show the same day). */
export function longDateText(isoDate: string, locale: Locale) {
  const parts = utcParts(isoDate)
  if (!parts || parts.year < 1000 || parts.year > 9999) return invalidDate(isoDate, locale, true)
  const month = MONTHS[locale][parts.month]
  return locale === 'es' ? `${parts.day} de ${month} de ${parts.year}` : `${parts.day} ${month} ${parts.year}`
}

/** "October 2026" or "octubre de 2026" (UTC). */
export function monthYearText(isoDate: string, locale: Locale) {
  const parts = utcParts(isoDate)
  if (!parts || parts.year < 1000 || parts.year > 9999) return invalidDate(isoDate, locale, false)
  const month = MONTHS[locale][parts.month]
  return locale === 'es' ? `${month} de ${parts.year}` : `${month} ${parts.year}`
}

/** What `Intl` says of a date outside four-digit years or not a date at all (it throws for the latter). */
function invalidDate(isoDate: string, locale: Locale, withDay: boolean) {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    ...(withDay ? { day: 'numeric' } : {}),
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(isoDate))
}
