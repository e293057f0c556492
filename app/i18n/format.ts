import { INTL_LOCALE, type Locale } from './locales'

const numberFormatters = new Map<string, Intl.NumberFormat>()

/** A plain number (a count, a rating) in the interface language: 1,234 and 4.5, or 1234 and 4,5. */
export function formatNumber(value: number, locale: Locale) {
  let formatter = numberFormatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 1 })
    numberFormatters.set(locale, formatter)
  }
  return formatter.format(value)
}

const dateFormatters = new Map<Locale, Intl.DateTimeFormat>()

/**
 * A calendar date ("6 October 2026", "6 de octubre de 2026") in the interface language. UTC, so
 * the server and the browser render the same day whatever their time zones.
 */
export function formatLongDate(isoDate: string, locale: Locale) {
  let formatter = dateFormatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    dateFormatters.set(locale, formatter)
  }
  return formatter.format(new Date(isoDate))
}

const monthYearFormatters = new Map<Locale, Intl.DateTimeFormat>()

/** A month ("October 2026", "octubre de 2026"): member-since dates. UTC like formatLongDate. */
export function formatMonthYear(isoDate: string, locale: Locale) {
  let formatter = monthYearFormatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    monthYearFormatters.set(locale, formatter)
  }
  return formatter.format(new Date(isoDate))
}
