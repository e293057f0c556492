import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale, parseLocale } from './locales'
import { isSharedPath, localeOfPath } from './paths'

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

/** The language the visitor chose with the switcher (the cookie), or undefined when none. */
export function chosenLocaleFromCookieHeader(cookieHeader: string | null): Locale | undefined {
  if (!cookieHeader) return undefined
  const chosen = cookieHeader
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)
  return chosen ? parseLocale(chosen.slice(1).join('=')) : undefined
}

/**
 * The language of a request: the address's for pages (`/es/…` is Spanish). The shared addresses
 * (resource routes, sign-out, the auth API) have no language of their own: a post from one of our
 * pages takes that page's language (Referer), anything else the cookie's.
 */
export function requestLocale(request: Request): Locale {
  const url = new URL(request.url)
  if (!isSharedPath(url.pathname)) return localeOfPath(url.pathname)
  const referer = request.headers.get('referer')
  if (referer) {
    try {
      const from = new URL(referer)
      if (from.host === url.host && !isSharedPath(from.pathname)) return localeOfPath(from.pathname)
    } catch {
      // Not a URL: fall back to the cookie.
    }
  }
  return localeFromCookieHeader(request.headers.get('cookie'))
}
