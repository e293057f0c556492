import { INTL_LOCALE, type Locale } from './locales'

const formatters = new Map<string, Intl.NumberFormat>()

/** A plain number (a count, a rating) in the interface language: 1,234 and 4.5, or 1234 and 4,5. */
export function formatNumber(value: number, locale: Locale) {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 1 })
    formatters.set(locale, formatter)
  }
  return formatter.format(value)
}
