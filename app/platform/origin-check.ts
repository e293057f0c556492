/**
 * Cross-site request forgery guard: a request that changes state (POST, PUT, PATCH, DELETE) must
 * come from a page of this site. Browsers name the page's origin in the Origin header (or, when
 * they leave it out, in the Referer); a form on another site carries that site's origin.
 * server/app.ts applies this to every request before any route runs.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Server-to-server endpoints that prove who they are with a signature instead of a browser origin:
 * payment webhooks, and the one-click unsubscribe of the alert e-mails (RFC 8058: the mail provider
 * posts it, with a signed token in the address; app/alerts/unsubscribe.server.ts).
 */
export const ORIGIN_CHECK_EXEMPT_PREFIXES = [
  '/api/payments/webhooks/',
  '/unsubscribe',
  '/es/unsubscribe',
] as const

export interface OriginCheckInput {
  method: string
  /** Path of the request, e.g. "/auth". */
  path: string
  origin?: string | null
  referer?: string | null
  /** The request's own Host header and protocol ("http" | "https"). */
  host?: string | null
  protocol?: string | null
  /** PUBLIC_URL (or its default). */
  publicUrl: string
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}

export function isSameSiteRequest(input: OriginCheckInput): boolean {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return true
  if (ORIGIN_CHECK_EXEMPT_PREFIXES.some((prefix) => input.path.startsWith(prefix))) return true
  // "null" is what sandboxed frames and some redirects send: never ours.
  const source = input.origin ? originOf(input.origin) : input.referer ? originOf(input.referer) : null
  if (!source || source === 'null') return false
  const allowed = new Set<string>()
  const publicOrigin = originOf(input.publicUrl)
  if (publicOrigin) allowed.add(publicOrigin)
  if (input.host && input.protocol) {
    const own = originOf(`${input.protocol}://${input.host}`)
    if (own) allowed.add(own)
  }
  return allowed.has(source)
}
