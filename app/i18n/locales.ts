export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
/** Cookie (server rendering) and localStorage key (the spec's "stored locally") holding the choice. */
export const LOCALE_COOKIE = 'lang'
export const LOCALE_STORAGE_KEY = 'lang'

export function parseLocale(value: unknown): Locale | undefined {
  return LOCALES.find((l) => l === value)
}

/** BCP 47 tags for Intl formatting of dates per interface language. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', es: 'es-ES' }
