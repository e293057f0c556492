import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import { auth, authCookieNames, SESSION_EXPIRES_IN, SESSION_UPDATE_AGE } from '~/platform/auth.server'
import { db, rawQuery } from '~/platform/db.server'
import { log } from '~/platform/log.server'
import { oncePerRequest } from '~/platform/request-scope.server'
import { appSecret } from '~/platform/secrets.server'
import { mediaUrl } from '~/platform/storage.server'
import { isProfileComplete } from './completeness'
import type { Viewer } from './viewer'

/**
 * Who is signed in. Runs in the root loader on every request, so it is cheap: a request without
 * the session cookie never reaches the database, and a signed-in one costs a single query (session,
 * user, profile and cart count together). Only when the session is due for its sliding refresh
 * (once a day) does better-auth take over, extending it and re-setting the cookie.
 *
 * The cart count is of listings, not the sum of quantities: each listing is one unique item,
 * charged once whatever its quantity (app/cart/cart.ts cartSummary).
 */
export interface ViewerState {
  viewer: Viewer | null
  /** Set-Cookie values the response must carry (a refreshed or a cleared session cookie). */
  setCookies: string[]
}

const SIGNED_OUT: ViewerState = { viewer: null, setCookies: [] }

interface SessionRow {
  user_id: string
  expires_at: Date | string
  email: string
  name: string | null
  surname: string | null
  profile_email: string | null
  area_code: string | null
  phone_number: string | null
  user_type: string | null
  profile_picture: string | null
  cart_count: number
  unread_messages: number
  unread_notifications: number
  role: string
}

function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index === -1 || part.slice(0, index).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(index + 1).trim())
    } catch {
      return null
    }
  }
  return null
}

/** The session token of a signed cookie value ("token.signature"), or null when forged. */
export function verifiedSessionToken(value: string, secret = appSecret()): string | null {
  const dot = value.lastIndexOf('.')
  if (dot < 1) return null
  const token = value.slice(0, dot)
  const signature = Buffer.from(value.slice(dot + 1), 'base64')
  const expected = crypto.createHmac('sha256', secret).update(token).digest()
  return signature.length === expected.length && crypto.timingSafeEqual(signature, expected) ? token : null
}

function clearCookie(name: string) {
  const secure = name.startsWith('__Secure-') ? '; Secure' : ''
  return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`
}

function resolve(request: Request, now: number): Promise<ViewerState>
/** Without refreshing: null when the session is due for its refresh. */
function resolve(request: Request, now: number, refresh: false): Promise<ViewerState | null>
async function resolve(request: Request, now: number, refresh = true): Promise<ViewerState | null> {
  const header = request.headers.get('cookie')
  const names = authCookieNames()
  if (!header?.includes(names.sessionToken)) return SIGNED_OUT
  const value = readCookie(header, names.sessionToken)
  const token = value ? verifiedSessionToken(value) : null
  if (!token) return { viewer: null, setCookies: [clearCookie(names.sessionToken)] }

  const [row] = await rawQuery<SessionRow>(
    db(),
    sql`select s.user_id, s.expires_at, u.email, p.name, p.surname, p.email as profile_email, p.area_code,
               p.phone_number, p.user_type, p.profile_picture, u.role,
               (select count(*)::int from cart_items c where c.user_id = s.user_id) as cart_count,
               -- Conversations with a message the user has not read (issue #15, app/messages).
               (select count(*)::int from conversations m
                 where m.last_message_at is not null and m.last_message_sender_id is distinct from s.user_id
                   and ((m.buyer_id = s.user_id and (m.buyer_read_at is null or m.buyer_read_at < m.last_message_at))
                     or (m.seller_id = s.user_id and (m.seller_read_at is null or m.seller_read_at < m.last_message_at)))
               ) as unread_messages,
               (select count(*)::int from notifications n
                 where n.user_id = s.user_id and n.read_at is null) as unread_notifications
          from sessions s
          join users u on u.id = s.user_id
          left join profiles p on p.id = s.user_id
         where s.token = ${token} and u.suspended_at is null`,
  )
  const expiresAt = row ? new Date(row.expires_at).getTime() : 0
  if (!row || expiresAt <= now) return { viewer: null, setCookies: [clearCookie(names.sessionToken)] }

  const viewer: Viewer = {
    id: row.user_id,
    email: row.email,
    name: row.name,
    surname: row.surname,
    avatarUrl: mediaUrl(row.profile_picture),
    profileComplete: isProfileComplete({
      name: row.name,
      surname: row.surname,
      email: row.profile_email,
      areaCode: row.area_code,
      phoneNumber: row.phone_number,
      userType: row.user_type,
    }),
    cartCount: row.cart_count,
    unreadMessages: row.unread_messages,
    unreadNotifications: row.unread_notifications,
    admin: row.role === 'admin',
  }

  // Same rule as better-auth: refresh once the session is older than updateAge. Sessions of
  // "remember me" unticked keep their short life (better-auth marks them with a cookie).
  const refreshDue = expiresAt - SESSION_EXPIRES_IN * 1000 + SESSION_UPDATE_AGE * 1000 <= now
  if (refreshDue && !header.includes(names.dontRemember)) {
    if (!refresh) return null
    try {
      const { headers } = await auth().api.getSession({
        headers: request.headers,
        query: { disableCookieCache: true },
        returnHeaders: true,
      })
      return { viewer, setCookies: headers.getSetCookie() }
    } catch (error) {
      log.warn('auth.session_refresh_failed', { error })
    }
  }
  return { viewer, setCookies: [] }
}

// Loaders of one page request ask once between them: the root loader, a guard and the page's own
// loader each get a copy of the Request, so the answer is kept for the HTTP request (decision 0067),
// and per Request where there is no request scope (a loader called on its own).
// Only for reads: an action may change what the page shows after it, and it reads afresh.
const cache = new WeakMap<Request, Promise<ViewerState>>()

export function loadViewer(request: Request, now = Date.now()): Promise<ViewerState> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return resolve(request, now)
  return oncePerRequest(`viewer\u0000${request.headers.get('cookie') ?? ''}`, () => {
    let state = cache.get(request)
    if (!state) {
      state = resolve(request, now)
      cache.set(request, state)
    }
    return state
  })
}

/**
 * The signed-in user, for a page shared with visitors (docs/decisions/0041): null when nobody is
 * signed in, and also when the response would have to set a cookie (a session due for its refresh,
 * a stale cookie to clear), which only the full rendering does.
 */
export async function viewerWithoutCookieChanges(request: Request, now = Date.now()): Promise<Viewer | null> {
  const state = await resolve(request, now, false)
  return state && state.setCookies.length === 0 ? state.viewer : null
}

/** The signed-in user of this request, or null for a visitor. */
export async function getViewer(request: Request): Promise<Viewer | null> {
  return (await loadViewer(request)).viewer
}
