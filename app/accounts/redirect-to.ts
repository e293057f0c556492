const BASE = 'http://same-site.invalid'

/** Longer than any path this site builds: a longer value is someone's experiment. */
const MAX_REDIRECT_LENGTH = 2048

/** Screens that would loop back to signing in (with or without a language prefix). */
const AUTH_SCREENS = ['/auth', '/signup', '/forgot-password', '/reset-password']

/**
 * Backslashes (read as "/" by browsers), control characters and whitespace (dropped by URL
 * parsers, so "/\t/evil.example" becomes "//evil.example"), and NUL.
 */
function hasUnsafeCharacters(value: string) {
  for (const char of value) {
    const code = char.charCodeAt(0)
    if (char === '\\' || code <= 0x20 || code === 0x7f || (code >= 0x80 && code <= 0x9f)) return true
    // Unicode whitespace and the replacement character of an invalid byte sequence.
    if (/\s/u.test(char) || char === '\uFFFD') return true
  }
  return false
}

/**
 * Percent-decoding until nothing changes ("%252F" → "%2F" → "/"), so that an encoded "/", "\" or
 * "." is judged as what some browser or proxy along the way may turn it into. Null when the value
 * is not valid percent-encoding or UTF-8.
 */
function fullyDecoded(value: string): string | null {
  let current = value
  for (let round = 0; round < 5; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return null
}

/** Whether `path` (already resolved) leaves this origin or is a scheme-relative address. */
function leavesSite(path: string) {
  return !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')
}

function isAuthScreen(pathname: string) {
  const path = pathname.replace(/^\/es(?=\/|$)/, '') || '/'
  return (
    AUTH_SCREENS.includes(path.replace(/\/+$/, '') || '/') ||
    path.startsWith('/api/') ||
    path.startsWith('/auth/')
  )
}

export interface RedirectOptions {
  /** The language switch may come back to the sign-in screens (it is not a sign-in redirect). */
  allowAuthScreens?: boolean
}

/**
 * The one place that decides where a redirect built from the request may go (every `redirectTo`,
 * `returnTo` and the language switch): a path on this site ("/profile?tab=orders"), judged after
 * full normalisation (percent-decoding, dot segments, backslashes, control characters), so that
 * "//evil.example", "/.//evil.example", "/%2e//evil.example", "/\\evil.example" and their encoded
 * forms all give `fallback`. By default never an auth screen (that would loop) or the auth API.
 */
export function safeRedirectTo(value: unknown, fallback = '/', options: RedirectOptions = {}): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_REDIRECT_LENGTH) return fallback
  if (leavesSite(value) || hasUnsafeCharacters(value)) return fallback
  const decoded = fullyDecoded(value)
  if (decoded === null || leavesSite(decoded) || hasUnsafeCharacters(decoded)) return fallback

  let url: URL
  let decodedUrl: URL
  try {
    url = new URL(value, BASE)
    decodedUrl = new URL(decoded, BASE)
  } catch {
    return fallback
  }
  // Dot segments resolved: "/./" + "/evil" and "/%2e//evil" leave a path starting with "//".
  for (const candidate of [url, decodedUrl]) {
    if (candidate.origin !== BASE || leavesSite(candidate.pathname)) return fallback
  }
  if (!options.allowAuthScreens && (isAuthScreen(url.pathname) || isAuthScreen(decodedUrl.pathname))) {
    return fallback
  }
  const target = `${url.pathname}${url.search}${url.hash}`
  return leavesSite(target) ? fallback : target
}

/**
 * `screen` (a site path, possibly with a query) with `redirectTo` added when it is a safe path of
 * this site other than the home page. Every hop of signing in or up passes the return address on
 * this way: sign-in <-> sign-up, sign-up -> profile completion, the confirmation e-mail's link, a
 * third-party sign-in's callbacks.
 */
export function withRedirectTo(screen: string, path: unknown) {
  const target = safeRedirectTo(path, '')
  if (!target || target === '/') return screen
  return `${screen}${screen.includes('?') ? '&' : '?'}redirectTo=${encodeURIComponent(target)}`
}

/** The sign-in address that comes back to `path` afterwards. */
export function signInPath(path: string) {
  return withRedirectTo('/auth', path)
}

/** The sign-up address that, through profile completion, comes back to `path` afterwards. */
export function signUpPath(path: string) {
  return withRedirectTo('/signup', path)
}
