import { INTL_LOCALE, type Locale } from './locales'

const formatters = new Map<Locale, Intl.DateTimeFormat>()

/**
 * A calendar date ("6 October 2026", "6 de octubre de 2026") in the interface language. UTC, so
 * the server and the browser render the same day whatever their time zones.
 */
export function formatLongDate(isoDate: string, locale: Locale) {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    formatters.set(locale, formatter)
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
