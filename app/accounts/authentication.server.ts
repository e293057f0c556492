import { isAPIError } from 'better-auth/api'
import type { Locale, MessageKey, MessageValues } from '~/i18n'
import { requestLocale } from '~/i18n/locale-cookie'
import { localePath } from '~/i18n/paths'
import {
  ACCOUNT_SUSPENDED,
  auth,
  CLIENT_IP_HEADER,
  OIDC_PROVIDER_ID,
  socialProviders,
  withMailLocale,
} from '~/platform/auth.server'
import { log } from '~/platform/log.server'
import { checkPasswordStrength } from './password-strength.server'
import {
  consumeRateLimit,
  peekRateLimit,
  type RateLimitDecision,
  releaseRateLimit,
} from './rate-limit.server'
import { withRedirectTo } from './redirect-to'

/**
 * Signing up, in and out, and resetting a password: better-auth's server API behind the spec's
 * messages (SPEC §8) and the abuse limits of rate-limit.server.ts. Route actions call these and
 * forward `setCookies` on their response.
 */

/** What a failed call shows: a title and a description (dictionary keys), and its HTTP status. */
export interface AuthFailure {
  status: number
  title: MessageKey
  description?: MessageKey
  /** A server message without a dictionary key (SPEC §8: 'Signup Failed' + the server's message). */
  descriptionText?: string
  values?: MessageValues
  /** Seconds, for a 429's Retry-After header. */
  retryAfter?: number
}

export type AuthOutcome = { ok: true; setCookies: string[] } | { ok: false; failure: AuthFailure }

/** Who is asking: the request's cookies, the client's address and language. */
export interface Caller {
  request: Request
  clientIp: string
  locale: Locale
}

export function callerOf(request: Request, clientIp: string): Caller {
  return { request, clientIp, locale: requestLocale(request) }
}

/** The third-party providers configured on this server (their buttons show on /auth and /signup). */
export function signInProviders() {
  return socialProviders()
}

/** Headers for better-auth: the caller's cookies and user agent, and the address our server saw. */
function authHeaders({ request, clientIp }: Caller) {
  const headers = new Headers()
  for (const name of ['cookie', 'user-agent']) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  headers.set(CLIENT_IP_HEADER, clientIp)
  return headers
}

function tooManyAttempts(decision: RateLimitDecision): AuthFailure {
  return {
    status: 429,
    title: 'auth.tooManyAttempts',
    description: 'auth.tooManyAttemptsDescription',
    values: { minutes: Math.max(1, Math.ceil(decision.retryAfter / 60)) },
    retryAfter: decision.retryAfter,
  }
}

/** SPEC §5 weak_password: the reason, in the reader's language. Null when the password is strong enough. */
function weakPassword(password: string, userInputs: string[]): AuthFailure | null {
  const verdict = checkPasswordStrength(password, userInputs)
  if (verdict.strong) return null
  return { status: 400, title: 'password.weakTitle', description: verdict.warning }
}

function unexpected(event: string, error: unknown): AuthFailure {
  log.error(event, { error })
  return { status: 500, title: 'auth.somethingWentWrong' }
}

export async function signUpWithEmail(
  input: { name: string; email: string; password: string },
  caller: Caller,
  /** Where the new user was going: the confirmation link comes back there too. */
  redirectTo = '/',
): Promise<AuthOutcome> {
  const limit = await consumeRateLimit('signUpPerIp', caller.clientIp)
  if (!limit.allowed) return { ok: false, failure: tooManyAttempts(limit) }
  const weak = weakPassword(input.password, [input.name, input.email])
  if (weak) return { ok: false, failure: weak }
  try {
    const { headers, response } = await withMailLocale(caller.locale, () =>
      auth().api.signUpEmail({
        body: {
          name: input.name,
          email: input.email,
          password: input.password,
          // A shared address (no language of its own): the return address carries the language.
          callbackURL: withRedirectTo('/auth/email-verified', localePath(redirectTo, caller.locale)),
        },
        headers: authHeaders(caller),
        returnHeaders: true,
      }),
    )
    log.info('auth.signed_up', { userId: response.user.id })
    return { ok: true, setCookies: headers.getSetCookie() }
  } catch (error) {
    if (!isAPIError(error)) return { ok: false, failure: unexpected('auth.sign_up_failed', error) }
    if (
      error.body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' ||
      error.body?.code === 'USER_ALREADY_EXISTS'
    ) {
      return {
        ok: false,
        failure: { status: 409, title: 'auth.accountExists', description: 'auth.accountExistsDescription' },
      }
    }
    return {
      ok: false,
      failure: {
        status: Math.min(error.statusCode, 500),
        title: 'auth.signUpFailed',
        descriptionText: error.message,
      },
    }
  }
}

export async function signInWithEmail(
  input: { email: string; password: string; rememberMe: boolean },
  caller: Caller,
): Promise<AuthOutcome> {
  const perIp = await consumeRateLimit('signInPerIp', caller.clientIp)
  if (!perIp.allowed) return { ok: false, failure: tooManyAttempts(perIp) }
  // Counted before the password is checked (one atomic upsert), so 40 guesses sent at once get at
  // most five verdicts; given back below when the password is right.
  const pair = `${input.email}\n${caller.clientIp}`
  const attempt = await consumeRateLimit('signInAttemptsPerAccountAddress', pair)
  if (!attempt.allowed) return { ok: false, failure: tooManyAttempts(attempt) }
  const account = await peekRateLimit('signInFailuresPerAccount', input.email)
  if (!account.allowed && attempt.count > 1) {
    // Guessed from many addresses: one attempt per address until the window passes.
    return { ok: false, failure: tooManyAttempts(account) }
  }
  try {
    const { headers } = await auth().api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
      headers: authHeaders(caller),
      returnHeaders: true,
    })
    await releaseRateLimit('signInAttemptsPerAccountAddress', pair)
    return { ok: true, setCookies: headers.getSetCookie() }
  } catch (error) {
    if (!isAPIError(error)) return { ok: false, failure: unexpected('auth.sign_in_failed', error) }
    if (error.body?.code === ACCOUNT_SUSPENDED) {
      await releaseRateLimit('signInAttemptsPerAccountAddress', pair)
      return {
        ok: false,
        failure: { status: 403, title: 'auth.suspended', description: 'auth.suspendedDescription' },
      }
    }
    if (error.body?.code === 'INVALID_EMAIL_OR_PASSWORD') {
      await consumeRateLimit('signInFailuresPerAccount', input.email)
      return {
        ok: false,
        failure: {
          status: 401,
          title: 'auth.invalidCredentials',
          description: 'auth.invalidCredentialsDescription',
        },
      }
    }
    return {
      ok: false,
      failure: {
        status: Math.min(error.statusCode, 500),
        title: 'auth.signInError',
        descriptionText: error.message,
      },
    }
  }
}

/** Ends the session on the server (the row is deleted, so the old cookie is refused from now on). */
export async function signOut(caller: Caller): Promise<string[]> {
  try {
    const { headers } = await auth().api.signOut({ headers: authHeaders(caller), returnHeaders: true })
    return headers.getSetCookie()
  } catch (error) {
    // No session to end: the cookies are cleared all the same by the caller's redirect.
    if (!isAPIError(error)) log.error('auth.sign_out_failed', { error })
    return []
  }
}

/**
 * Sends a reset link when the account exists. The answer is the same either way (no account
 * enumeration); the e-mail goes out in the background so that the timing is the same too.
 */
export async function requestPasswordReset(email: string, caller: Caller): Promise<AuthOutcome> {
  for (const decision of [
    await consumeRateLimit('resetRequestPerIp', caller.clientIp),
    await consumeRateLimit('resetRequestPerEmail', email),
  ]) {
    if (!decision.allowed) return { ok: false, failure: tooManyAttempts(decision) }
  }
  try {
    await withMailLocale(caller.locale, () =>
      auth().api.requestPasswordReset({ body: { email }, headers: authHeaders(caller) }),
    )
    return { ok: true, setCookies: [] }
  } catch (error) {
    log.error('auth.reset_request_failed', { error })
    return { ok: false, failure: { status: 500, title: 'auth.forgot.failed' } }
  }
}

/** Sets a new password with a reset link's token; the token works once (better-auth consumes it). */
export async function resetPassword(token: string, password: string, caller: Caller): Promise<AuthOutcome> {
  const weak = weakPassword(password, [])
  if (weak) return { ok: false, failure: weak }
  try {
    await auth().api.resetPassword({ body: { token, newPassword: password }, headers: authHeaders(caller) })
    return { ok: true, setCookies: [] }
  } catch (error) {
    if (!isAPIError(error)) return { ok: false, failure: unexpected('auth.reset_failed', error) }
    return {
      ok: false,
      failure: { status: 400, title: 'auth.reset.failed', description: 'auth.reset.invalidLink' },
    }
  }
}

/** Starts a third-party sign-in: the provider's address to send the browser to, with state cookies. */
export async function startSocialSignIn(
  providerId: string,
  redirectTo: string,
  caller: Caller,
): Promise<{ ok: true; url: string; setCookies: string[] } | { ok: false; failure: AuthFailure }> {
  const provider = socialProviders().find((p) => p.id === providerId)
  if (!provider)
    return { ok: false, failure: { status: 400, title: 'auth.signInError', descriptionText: providerId } }
  const limit = await consumeRateLimit('signInPerIp', caller.clientIp)
  if (!limit.allowed) return { ok: false, failure: tooManyAttempts(limit) }
  const urls = {
    callbackURL: localePath(redirectTo, caller.locale),
    // A new account has no profile yet: straight to completing it (the new-signup flag), then on.
    newUserCallbackURL: localePath(withRedirectTo('/complete-profile?new=1', redirectTo), caller.locale),
    errorCallbackURL: localePath(withRedirectTo('/auth', redirectTo), caller.locale),
    disableRedirect: true,
  }
  try {
    const { headers, response } =
      provider.id === OIDC_PROVIDER_ID
        ? await auth().api.signInWithOAuth2({
            body: { providerId: OIDC_PROVIDER_ID, ...urls },
            headers: authHeaders(caller),
            returnHeaders: true,
          })
        : await auth().api.signInSocial({
            body: { provider: 'google', ...urls },
            headers: authHeaders(caller),
            returnHeaders: true,
          })
    if (!response.url) throw new Error('the provider returned no authorization URL')
    return { ok: true, url: response.url, setCookies: headers.getSetCookie() }
  } catch (error) {
    log.error('auth.social_sign_in_failed', { error, provider: provider.id })
    return {
      ok: false,
      failure: { status: 502, title: 'auth.signInError', description: 'auth.somethingWentWrong' },
    }
  }
}
