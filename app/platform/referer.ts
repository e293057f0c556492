/**
 * The page of this site a request came from (its Referer), as a path with its query, or null when
 * the header is missing, is not a URL, or names another site. A header is the sender's to write:
 * reading one never throws (issue #26: a malformed Referer answered 500).
 */
export function sameSiteRefererPath(request: Request): string | null {
  const header = request.headers.get('referer')
  if (!header) return null
  let from: URL
  let own: URL
  try {
    from = new URL(header)
    own = new URL(request.url)
  } catch {
    return null
  }
  if (from.origin !== own.origin) return null
  // "//host/…" would leave the site when used as a redirect.
  if (/^\/[/\\]/.test(from.pathname)) return null
  return `${from.pathname}${from.search}`
}
