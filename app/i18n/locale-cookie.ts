import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale, parseLocale } from './locales'

/** Reads the interface language from a Cookie header; English when absent or unknown. */
export function localeFromCookieHeader(cookieHeader: string | null): Locale {
  if (!cookieHeader) return DEFAULT_LOCALE
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== LOCALE_COOKIE) continue
    try {
      return parseLocale(decodeURIComponent(rest.join('='))) ?? DEFAULT_LOCALE
    } catch {
      // Not percent-encoding (a hand-made cookie): the default, like any unknown value.
      return DEFAULT_LOCALE
    }
  }
  return DEFAULT_LOCALE
}

export function localeCookieValue(locale: Locale) {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`
}
