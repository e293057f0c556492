const BASE = 'http://same-site.invalid'

/** Backslashes and control characters are read as "/" or dropped by some browsers. */
function hasUnsafeCharacters(value: string) {
  return [...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
}

/**
 * A `redirectTo` value we may send the browser to: a path on this site ("/profile?tab=orders"),
 * never another origin ("//evil.example", "https://…", "/\\evil.example"), never an auth screen
 * (that would loop) and never the auth API. Anything else gives `fallback`.
 */
export function safeRedirectTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value === '') return fallback
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacters(value)) return fallback
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  if (['/auth', '/signup', '/forgot-password', '/reset-password'].includes(url.pathname)) return fallback
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/auth/')) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

/** The sign-in address that comes back to `path` afterwards. */
export function signInPath(path: string) {
  const target = safeRedirectTo(path, '')
  return target && target !== '/' ? `/auth?redirectTo=${encodeURIComponent(target)}` : '/auth'
}
