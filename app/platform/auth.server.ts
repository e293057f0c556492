import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError } from 'better-auth/api'
import { getCookies } from 'better-auth/cookies'
import { type GenericOAuthConfig, genericOAuth } from 'better-auth/plugins/generic-oauth'
import { eq } from 'drizzle-orm'
import type { Locale } from '~/i18n'
import { requestLocale } from '~/i18n/locale-cookie'
import { absoluteLocaleUrl } from '~/i18n/paths'
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema'
import { type Database, db } from './db.server'
import { sendMailLater } from './email/mail-queue.server'
import { storedLocale } from './email/recipient-locale.server'
import { accountMail } from './email/templates.server'
import { env } from './env.server'
import { log } from './log.server'
import { appSecret } from './secrets.server'

/**
 * better-auth: e-mail + password with a confirmation mail, password reset by a one-time link,
 * database sessions with sliding refresh, Google and any OpenID Connect provider when configured.
 * Domain code (app/accounts/) calls `auth().api.*` from the form actions; only the routes that a
 * browser must reach directly (OAuth callbacks, the e-mail confirmation link) are served over HTTP
 * by app/routes/api.auth.$.ts.
 */

export const AUTH_BASE_PATH = '/api/auth'
/** better-auth reads the client's address from this header, which only the server sets. */
export const CLIENT_IP_HEADER = 'x-fairway-client-ip'
/** The error code of a sign-in refused because the operator suspended the account. */
export const ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED'
export const SESSION_EXPIRES_IN = 60 * 60 * 24 * 14
/** A session used within its last 13 days is extended again to 14 (sliding expiry). */
export const SESSION_UPDATE_AGE = 60 * 60 * 24
export const RESET_TOKEN_EXPIRES_IN = 60 * 60
export const VERIFY_TOKEN_EXPIRES_IN = 60 * 60 * 24
/** Longest window of any rate-limit rule: rows younger than this are never pruned. */
export const RATE_LIMIT_MAX_WINDOW = 15 * 60

/** Providers a user can sign in with besides e-mail, in the order the buttons show. */
export interface SocialProvider {
  id: string
  name: string
  kind: 'google' | 'oidc'
}

export const OIDC_PROVIDER_ID = 'oidc'

export function socialProviders(): SocialProvider[] {
  const config = env()
  const providers: SocialProvider[] = []
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    providers.push({ id: 'google', name: 'Google', kind: 'google' })
  }
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID) {
    providers.push({ id: OIDC_PROVIDER_ID, name: config.OIDC_PROVIDER_NAME, kind: 'oidc' })
  }
  return providers
}

// The language of the request that triggers an e-mail, for calls that carry no Request.
const mailLocale = new AsyncLocalStorage<Locale>()

/** Runs `fn` so that e-mails better-auth sends meanwhile are written in `locale`. */
export function withMailLocale<T>(locale: Locale, fn: () => Promise<T>): Promise<T> {
  return mailLocale.run(locale, fn)
}

function localeOf(request?: Request): Locale {
  return mailLocale.getStore() ?? (request ? requestLocale(request) : 'en')
}

// Work better-auth defers until after the response (e-mails, pruning): queueing the reset mail in the
// background keeps "unknown e-mail" and "known e-mail" answers equally fast.
const background = new Set<Promise<unknown>>()

function runInBackground(task: Promise<unknown>) {
  const tracked: Promise<unknown> = task
    .catch((error) => log.error('auth.background_task_failed', { error }))
    .finally(() => background.delete(tracked))
  background.add(tracked)
}

/** Waits for e-mails to be queued and other deferred work (tests, graceful shutdown). */
export async function settleAuthBackgroundTasks() {
  while (background.size > 0) await Promise.allSettled([...background])
}

/** One key per one-time link: the same link is never mailed twice. */
function mailKey(kind: string, secret: string) {
  return `${kind}:${crypto.createHash('sha256').update(secret).digest('hex')}`
}

function authOptions(database: Database) {
  const config = env()
  const oidc: GenericOAuthConfig[] =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID
      ? [
          {
            providerId: OIDC_PROVIDER_ID,
            discoveryUrl: `${config.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
            clientId: config.OIDC_CLIENT_ID,
            clientSecret: config.OIDC_CLIENT_SECRET,
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
          },
        ]
      : []
  const secure = config.publicUrl.startsWith('https://')

  return {
    appName: 'Fairway Market',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: appSecret(),
    database: drizzleAdapter(database, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications, rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      // The confirmation mail does not block signing in (SPEC §5: sign-up then profile completion).
      requireEmailVerification: false,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_EXPIRES_IN,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async (
        { user, token }: { user: { id: string; email: string; name: string }; token: string },
        request?: Request,
      ) => {
        // Straight to our own screen; the token is single-use and expires (consumed by resetPassword).
        // In the account's stored language; the asking page's for an account without a profile.
        const locale = (await storedLocale(database, user.id)) ?? localeOf(request)
        const url = absoluteLocaleUrl(
          config.publicUrl,
          `/reset-password?token=${encodeURIComponent(token)}`,
          locale,
        )
        await sendMailLater(
          database,
          mailKey('reset-password', token),
          accountMail('reset-password', { to: user.email, name: user.name, url, locale }),
        )
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFY_TOKEN_EXPIRES_IN,
      sendVerificationEmail: async (
        { user, url }: { user: { email: string; name: string }; url: string },
        request?: Request,
      ) => {
        await sendMailLater(
          database,
          mailKey('verify-email', url),
          accountMail('verify-email', { to: user.email, name: user.name, url, locale: localeOf(request) }),
        )
      },
    },
    socialProviders:
      config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
        : {},
    plugins: [genericOAuth({ config: oidc })],
    session: { expiresIn: SESSION_EXPIRES_IN, updateAge: SESSION_UPDATE_AGE },
    databaseHooks: {
      session: {
        create: {
          // A suspended account (issue #14) gets no session, whichever way it signs in.
          before: async (session: { userId: string }) => {
            const [user] = await database
              .select({ suspendedAt: users.suspendedAt })
              .from(users)
              .where(eq(users.id, session.userId))
            if (user?.suspendedAt) {
              throw new APIError('FORBIDDEN', {
                code: ACCOUNT_SUSPENDED,
                message: 'This account is suspended',
              })
            }
          },
        },
      },
    },
    // Reset tokens are stored hashed: a copy of the database does not let anyone reset a password.
    verification: { storeIdentifier: 'hashed' as const },
    rateLimit: {
      enabled: true,
      storage: 'database' as const,
      // Also the pruning horizon of better-auth, so the domain's longer windows survive (rate-limit.server.ts).
      window: RATE_LIMIT_MAX_WINDOW,
      max: 300,
      // The e-mail endpoints are not served over HTTP (api.auth.$.ts); these hold if one ever is.
      customRules: {
        '/sign-in/*': { window: 60, max: 10 },
        '/sign-up/*': { window: 600, max: 10 },
        '/request-password-reset': { window: 600, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: 'fairway',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' },
      database: { generateId: 'uuid' as const },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      backgroundTasks: { handler: runInBackground },
    },
    logger: {
      level: 'warn' as const,
      log: (level: string, message: string, ...args: unknown[]) => {
        const write = level === 'error' ? log.error : level === 'warn' ? log.warn : log.debug
        write('auth.library', { message, details: args.length ? args : undefined })
      },
    },
    telemetry: { enabled: false },
  }
}

function createAuth(database: Database) {
  return betterAuth(authOptions(database))
}

export type Auth = ReturnType<typeof createAuth>

let current: { database: Database; auth: Auth } | undefined

/** The better-auth instance, created on first use for the current database. */
export function auth(): Auth {
  const database = db()
  if (current?.database !== database) current = { database, auth: createAuth(database) }
  return current.auth
}

/** Names of better-auth's cookies (the session cookie and the "do not remember me" marker). */
export function authCookieNames() {
  const cookies = getCookies({
    advanced: { cookiePrefix: 'fairway', useSecureCookies: env().publicUrl.startsWith('https://') },
  })
  return { sessionToken: cookies.sessionToken.name, dontRemember: cookies.dontRememberToken.name }
}
