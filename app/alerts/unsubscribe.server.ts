/**
 * The one-click unsubscribe of the alert e-mails (RFC 8058): every alert e-mail links to
 * /unsubscribe with the user, the kind and a token, and carries the same address in its
 * `List-Unsubscribe` header with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. The token is
 * an HMAC of user and kind under a key derived from the app secret: it proves the address came
 * from us without a session, and cannot be made for another user or kind.
 */
import crypto from 'node:crypto'
import type { Locale } from '~/i18n'
import { absoluteLocaleUrl } from '~/i18n/paths'
import { env } from '~/platform/env.server'
import { derivedSecret } from '~/platform/secrets.server'
import { type AlertEmailKind, isAlertEmailKind } from './alert-kinds'

function sign(userId: string, kind: string) {
  return crypto.createHmac('sha256', derivedSecret('alert-unsubscribe')).update(`${userId}\n${kind}`).digest()
}

export function unsubscribeToken(userId: string, kind: AlertEmailKind): string {
  return sign(userId, kind).toString('base64url')
}

/** The unsubscribe address of one user and kind, in their language. */
export function unsubscribeUrl(userId: string, kind: AlertEmailKind, locale: Locale): string {
  const params = new URLSearchParams({ u: userId, k: kind, t: unsubscribeToken(userId, kind) })
  return absoluteLocaleUrl(env().publicUrl, `/unsubscribe?${params}`, locale)
}

/** The user and kind an unsubscribe address names, or null when its token is not ours. */
export function verifyUnsubscribe(params: URLSearchParams): { userId: string; kind: AlertEmailKind } | null {
  const userId = params.get('u') ?? ''
  const kind = params.get('k')
  const token = params.get('t') ?? ''
  if (!/^[0-9a-f-]{36}$/i.test(userId) || !isAlertEmailKind(kind) || !/^[\w-]{43}$/.test(token)) return null
  const given = Buffer.from(token, 'base64url')
  const expected = sign(userId, kind)
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null
  return { userId, kind }
}
