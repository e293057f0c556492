/**
 * The one-click unsubscribe of the alert e-mails (RFC 8058): every alert e-mail links to
 * /unsubscribe with the user, the kind and a token, and carries the same address in its
 * `List-Unsubscribe` header with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. The token is
 * an HMAC of user, kind and the version of the user's preferences under a key derived from the app
 * secret: it proves the address came from us without a session, cannot be made for another user or
 * kind, and is bound to the preferences it was sent under (a link older than a later change does
 * nothing; issue #26). Links sent before versions existed carry none and count as version 0.
 */
import crypto from 'node:crypto'
import type { Locale } from '~/i18n'
import { absoluteLocaleUrl } from '~/i18n/paths'
import { env } from '~/platform/env.server'
import { derivedSecret } from '~/platform/secrets.server'
import { type AlertEmailKind, isAlertEmailKind } from './alert-kinds'

function sign(userId: string, kind: string, version: number | null) {
  const subject = version === null ? `${userId}\n${kind}` : `${userId}\n${kind}\n${version}`
  return crypto.createHmac('sha256', derivedSecret('alert-unsubscribe')).update(subject).digest()
}

export function unsubscribeToken(userId: string, kind: AlertEmailKind, version: number): string {
  return sign(userId, kind, version).toString('base64url')
}

/** The unsubscribe address of one user and kind under preferences `version`, in their language. */
export function unsubscribeUrl(
  userId: string,
  kind: AlertEmailKind,
  version: number,
  locale: Locale,
): string {
  const params = new URLSearchParams({
    u: userId,
    k: kind,
    v: String(version),
    t: unsubscribeToken(userId, kind, version),
  })
  return absoluteLocaleUrl(env().publicUrl, `/unsubscribe?${params}`, locale)
}

/** The user, kind and preferences version an unsubscribe address names, or null when its token is not ours. */
export function verifyUnsubscribe(
  params: URLSearchParams,
): { userId: string; kind: AlertEmailKind; version: number } | null {
  const userId = params.get('u') ?? ''
  const kind = params.get('k')
  const token = params.get('t') ?? ''
  const versionParam = params.get('v')
  if (!/^[0-9a-f-]{36}$/i.test(userId) || !isAlertEmailKind(kind) || !/^[\w-]{43}$/.test(token)) return null
  if (versionParam !== null && !/^\d{1,9}$/.test(versionParam)) return null
  const version = versionParam === null ? null : Number(versionParam)
  const given = Buffer.from(token, 'base64url')
  const expected = sign(userId, kind, version)
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null
  return { userId, kind, version: version ?? 0 }
}
