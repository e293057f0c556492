/**
 * Calling route loaders and actions directly in integration tests, the way React Router would:
 * a Request in, and out a uniform view of what came back (data, a redirect or a thrown response).
 */
export interface RouteResult<T = unknown> {
  status: number
  headers: Headers
  /** Where a redirect goes (null otherwise). */
  location: string | null
  data: T
}

export const TEST_ORIGIN = 'http://localhost:3000'

type RouteFunction = (args: never) => unknown

export async function runRoute<T = unknown>(
  fn: RouteFunction,
  request: Request,
  { clientIp = '203.0.113.10', params = {} }: { clientIp?: string; params?: Record<string, string> } = {},
): Promise<RouteResult<T>> {
  let result: unknown
  try {
    result = await (fn as (args: unknown) => unknown)({
      request,
      params,
      context: { cspNonce: '', clientIp },
    })
  } catch (thrown) {
    result = thrown
  }
  if (result instanceof Response) {
    return {
      status: result.status,
      headers: result.headers,
      location: result.headers.get('Location'),
      data: undefined as T,
    }
  }
  if (result && typeof result === 'object' && (result as { type?: string }).type === 'DataWithResponseInit') {
    const { data, init } = result as { data: T; init?: ResponseInit | null }
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), location: null, data }
  }
  return { status: 200, headers: new Headers(), location: null, data: result as T }
}

/** A GET request, optionally signed in (`cookie` from createSignedInUser). */
export function getRequest(path: string, { cookie }: { cookie?: string } = {}) {
  return new Request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { cookie } : {} })
}

/** A form POST as the browser sends it. Repeated fields: pass an array. */
export function formRequest(
  path: string,
  fields: Record<string, string | string[]>,
  { cookie }: { cookie?: string } = {},
) {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item)
  }
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    origin: TEST_ORIGIN,
  }
  if (cookie) headers.cookie = cookie
  return new Request(`${TEST_ORIGIN}${path}`, { method: 'POST', body, headers })
}

/** The session cookie among a response's Set-Cookie headers, as a Cookie header value. */
export function cookiesOf(headers: Headers) {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

/** The flash toast a response sets (title and description keys), or null. */
export async function toastOf(headers: Headers) {
  const { readToast } = await import('~/platform/toast.server')
  const cookie = headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('toast='))
  if (!cookie) return null
  return (await readToast(new Request(TEST_ORIGIN, { headers: { cookie } }))).toast
}
