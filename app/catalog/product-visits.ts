/**
 * "One view per visit" (SPEC §7 increment_product_views): the browser keeps the products it has
 * viewed in the last 30 minutes in a cookie, and a page view counts only when the product is not
 * in it. The cookie is sent to /product pages only, so it never reaches (or disturbs the caching
 * of) any other page.
 */
export const VISIT_COOKIE = 'fm_viewed'
export const VISIT_WINDOW_SECONDS = 30 * 60
/** The most products remembered (oldest dropped first): keeps the cookie under about 1 KB. */
export const MAX_REMEMBERED_VISITS = 20

const ENTRY = /^([0-9a-f-]{36})_([0-9a-z]{1,10})$/

/** The cookie's value from a Cookie header ('' when absent). */
export function visitCookieValue(cookieHeader: string | null) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === VISIT_COOKIE) return rest.join('=')
  }
  return ''
}

/**
 * Whether viewing `productId` at `now` (ms) starts a new visit, and the cookie value to send back.
 * Entries are `<id>_<seconds since 1970, base 36>` joined by dots; unreadable ones are dropped.
 */
export function recordVisit(cookieValue: string, productId: string, now: number) {
  const nowSeconds = Math.floor(now / 1000)
  const recent = new Map<string, number>()
  for (const entry of cookieValue.split('.')) {
    const match = ENTRY.exec(entry)
    if (!match) continue
    const seenAt = Number.parseInt(match[2]!, 36)
    if (nowSeconds - seenAt < VISIT_WINDOW_SECONDS && seenAt <= nowSeconds) recent.set(match[1]!, seenAt)
  }
  const id = productId.toLowerCase()
  const counted = !recent.has(id)
  // A new visit starts the 30 minutes; views within them do not extend it.
  if (counted) recent.set(id, nowSeconds)
  const kept = [...recent.entries()].sort((a, b) => b[1] - a[1]).slice(0, MAX_REMEMBERED_VISITS)
  return { counted, value: kept.map(([key, seenAt]) => `${key}_${seenAt.toString(36)}`).join('.') }
}

export function visitCookieHeader(value: string, { secure }: { secure: boolean }) {
  return `${VISIT_COOKIE}=${value}; Path=/product; Max-Age=${VISIT_WINDOW_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * Whether a request can be a person looking at the page (issue #10: views were inflated by
 * requests that are not visits): a GET (not HEAD) that is not a link prefetch or prerender.
 * Crawlers are told apart by the caller (isbot), and repeated requests from one address count
 * once (product-views.server.ts).
 */
export function canBeVisit(request: { method: string; headers: Headers }) {
  if (request.method !== 'GET') return false
  const purpose = ['sec-purpose', 'purpose', 'x-moz'].map((name) => request.headers.get(name) ?? '').join(' ')
  return !/prefetch|prerender/i.test(purpose)
}
