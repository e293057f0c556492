import type { Locale } from './locales'
import { longDateText, monthYearText, numberText } from './number-text'

/**
 * A plain number (a count, a rating) in the interface language: 1,234 and 4.5, or 1234 and 4,5.
 * Written out rather than by `Intl`, whose first use costs a phone a long task (./number-text.ts).
 */
export function formatNumber(value: number, locale: Locale) {
  return numberText(value, locale)
}

/**
 * A calendar date ("6 October 2026", "6 de octubre de 2026") in the interface language. UTC, so
 * the server and the browser render the same day whatever their time zones.
 */
export function formatLongDate(isoDate: string, locale: Locale) {
  return longDateText(isoDate, locale)
}

/** A month ("October 2026", "octubre de 2026"): member-since dates. UTC like formatLongDate. */
export function formatMonthYear(isoDate: string, locale: Locale) {
  return monthYearText(isoDate, locale)
}
