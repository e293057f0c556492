/**
 * The interface's numbers, euros and dates are written out without `Intl` (app/i18n/number-text.ts,
 * decision 0073): they must read exactly as `Intl` writes them for the same locales, which Node
 * has in full (ICU), over edge cases and a seeded spread of values.
 */
import { describe, expect, it, vi } from 'vitest'
import { COUNTRY_NAME_KEY } from '~/accounts/locations'
import { compareText } from '~/i18n/compare-text'
import { formatLongDate, formatMonthYear, formatNumber } from '~/i18n/format'
import { dictionaries } from '~/i18n/messages'
import { eurosText, longDateText, monthYearText, numberText } from '~/i18n/number-text'
import { formatEuros } from '~/ui/money'

const intlEuros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
const TAG = { en: 'en-GB', es: 'es-ES' } as const

/** A small deterministic generator (mulberry32): the same values on every run. */
function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const EDGE_CENTS = [
  0,
  1,
  5,
  9,
  10,
  99,
  100,
  101,
  999,
  1_000,
  9_999,
  10_000,
  12_345,
  99_999,
  100_000,
  123_456,
  999_999,
  1_000_000,
  9_999_999,
  100_000_000,
  123_456_789,
  -1,
  -99,
  -100,
  -12_345,
  -100_000_000,
  0.5,
  1.5,
  2.5,
  12_345.5,
  -0.5,
  1e17,
  Number.NaN,
]

describe('euros without Intl', () => {
  it('match the German currency format of Intl on edge cases and 5,000 seeded amounts', () => {
    const random = seeded(31)
    const cents = [...EDGE_CENTS]
    for (let i = 0; i < 5_000; i++) {
      const magnitude = 10 ** Math.floor(random() * 10)
      cents.push(Math.round(random() * magnitude) * (random() < 0.1 ? -1 : 1))
    }
    for (const amount of cents)
      expect([amount, eurosText(amount)]).toEqual([amount, intlEuros.format(amount / 100)])
    expect(formatEuros(123_450)).toBe('1.234,50\u00a0€')
  })
})

describe('counts and ratings without Intl', () => {
  it.each(['en', 'es'] as const)('match Intl in %s: whole numbers, one decimal, and ratings', (locale) => {
    const counts = new Intl.NumberFormat(TAG[locale], { maximumFractionDigits: 1 })
    const ratings = new Intl.NumberFormat(TAG[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    const random = seeded(locale === 'en' ? 7 : 8)
    const values = [
      0,
      1,
      12,
      123,
      999,
      1_000,
      1_234,
      9_999,
      10_000,
      12_345,
      123_456,
      1_234_567,
      1.05,
      1.15,
      1.25,
      4.45,
      4.95,
      9.96,
      99.95,
      0.04,
      -0.04,
      -1_234.5,
      1e20,
      Number.POSITIVE_INFINITY,
    ]
    for (let i = 0; i < 3_000; i++)
      values.push(Math.round(random() * 10 ** Math.floor(random() * 8) * 100) / 100)
    for (const value of values) {
      expect([value, numberText(value, locale)]).toEqual([value, counts.format(value)])
      expect([value, numberText(value, locale, { min: 1, max: 1 })]).toEqual([value, ratings.format(value)])
      expect(formatNumber(value, locale)).toBe(counts.format(value))
    }
    // The Spanish grouping starts at five digits (CLDR): 1234 but 12.345.
    expect(numberText(1_234, 'es')).toBe('1234')
    expect(numberText(12_345, 'es')).toBe('12.345')
    expect(numberText(1_234, 'en')).toBe('1,234')
  })
})

describe('dates without Intl', () => {
  it.each(['en', 'es'] as const)('match Intl in %s for every month and days of many years', (locale) => {
    const long = new Intl.DateTimeFormat(TAG[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    const monthYear = new Intl.DateTimeFormat(TAG[locale], {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    const random = seeded(locale === 'en' ? 11 : 12)
    const dates = [
      '2026-10-06',
      '2026-01-01T00:00:00.000Z',
      '2026-12-31T23:59:59.999Z',
      '2024-02-29T12:00:00Z',
    ]
    for (let i = 0; i < 2_000; i++)
      dates.push(new Date(Date.UTC(1990, 0, 1) + random() * 60 * 365 * 86_400_000).toISOString())
    for (const iso of dates) {
      expect([iso, longDateText(iso, locale)]).toEqual([iso, long.format(new Date(iso))])
      expect([iso, monthYearText(iso, locale)]).toEqual([iso, monthYear.format(new Date(iso))])
      expect(formatLongDate(iso, locale)).toBe(long.format(new Date(iso)))
      expect(formatMonthYear(iso, locale)).toBe(monthYear.format(new Date(iso)))
    }
    expect(longDateText('2026-10-06', 'es')).toBe('6 de octubre de 2026')
    expect(monthYearText('2026-10-06', 'en')).toBe('October 2026')
  })

  it('a text that is not a date is refused as Intl refuses it', () => {
    expect(() => longDateText('not a date', 'en')).toThrow(RangeError)
  })
})

describe('the cost it saves', () => {
  it('formats prices, counts, ratings and dates without creating an Intl formatter', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat')
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat')
    try {
      expect(formatEuros(12_000)).toBe('120,00\u00a0€')
      expect(formatNumber(1_234, 'en')).toBe('1,234')
      expect(numberText(4.8, 'es', { min: 1, max: 1 })).toBe('4,8')
      expect(formatLongDate('2026-11-27', 'es')).toBe('27 de noviembre de 2026')
      expect(formatMonthYear('2026-11-27', 'en')).toBe('November 2026')
      expect(numberFormat).not.toHaveBeenCalled()
      expect(dateFormat).not.toHaveBeenCalled()
    } finally {
      numberFormat.mockRestore()
      dateFormat.mockRestore()
    }
  })
})

describe('names in order without the collator', () => {
  it.each(['en', 'es'] as const)('orders the country names of %s as Intl.Collator does', (locale) => {
    const names = Object.values(COUNTRY_NAME_KEY).map((key) => dictionaries[locale][key] ?? key)
    expect(names.length).toBeGreaterThan(5)
    const collator = new Intl.Collator(TAG[locale])
    expect([...names].sort(compareText)).toEqual([...names].sort(collator.compare))
    expect(['Suiza', 'bélgica', 'Alemania', 'Austria'].sort(compareText)).toEqual([
      'Alemania',
      'Austria',
      'bélgica',
      'Suiza',
    ])
  })
})
