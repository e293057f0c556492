import { DEFAULT_LOCALE, type Locale } from './locales'

/**
 * Every page has one address per language: English at the root (`/browse`), Spanish under `/es`
 * (`/es/browse`). This module is the one place that knows it: links, form actions, redirects and
 * e-mail links all go through `localePath` (docs/decisions/0025-language-addresses-and-seo.md).
 */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', es: '/es' }

/**
 * Addresses that are not pages and so have one address for both languages: resource routes, the
 * auth API, media, the documents for machines and the operator console (shown in the language the
 * operator chose, the cookie). Never a page (a route of `pages` in app/routes.ts): a page listed
 * here would have no Spanish address, and the root loader's redirect to the chosen language would
 * send a Spanish reader back to the same address for ever (issue #26: `/orders/{id}` was listed
 * here from the time it was a resource route).
 */
const SHARED_PATHS = [
  /^\/admin(\/|$)/,
  /^\/api\//,
  /^\/resources\//,
  /^\/auth\/(sign-out|email-verified)$/,
  /^\/media\//,
  /^\/(robots\.txt|sitemap\.xml|manifest\.webmanifest|favicon\.svg|healthz)$/,
  /^\/sitemaps\//,
  /^\/assets\//,
  /^\/(apple-touch-icon|og-default|icon-192|icon-512)\.png$/,
]

export function isSharedPath(pathname: string) {
  return SHARED_PATHS.some((pattern) => pattern.test(pathname))
}

/** The language an address is in: Spanish under `/es` (also the `/es.data` of client requests). */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/es' || pathname === '/es/' || pathname === '/es.data' || pathname.startsWith('/es/')
    ? 'es'
    : DEFAULT_LOCALE
}

/** The address without its language prefix: `/es/browse` -> `/browse`, `/es` -> `/`. */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === DEFAULT_LOCALE) return pathname
  const rest = pathname.slice(3)
  return rest === '' || rest === '.data' ? '/' : rest
}

/**
 * `path` (a site path with optional query and hash, in either language) as the address of the same
 * page in `locale`. Anything that is not a site path (an absolute URL, `#hash`, a relative path)
 * and the shared addresses come back unchanged.
 */
export function localePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path
  const cut = path.search(/[?#]/)
  const pathname = cut === -1 ? path : path.slice(0, cut)
  const tail = cut === -1 ? '' : path.slice(cut)
  const bare = stripLocale(pathname)
  if (isSharedPath(bare)) return path
  const prefix = LOCALE_PREFIX[locale]
  if (!prefix) return `${bare}${tail}`
  return `${bare === '/' ? prefix : `${prefix}${bare}`}${tail}`
}

/** The addresses of one page in every language (for hreflang and the language switcher). */
export function alternatePaths(path: string): Record<Locale, string> {
  return { en: localePath(path, 'en'), es: localePath(path, 'es') }
}

/** An absolute address of `path` in `locale` on the public origin (canonical, sitemap, e-mails). */
export function absoluteLocaleUrl(publicUrl: string, path: string, locale: Locale) {
  return `${publicUrl.replace(/\/+$/, '')}${localePath(path, locale)}`
}
