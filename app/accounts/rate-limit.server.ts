import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import { type Database, db, rawQuery } from '~/platform/db.server'

/**
 * Abuse limits on signing in, signing up and password-reset requests. better-auth's own limiter only
 * runs for its HTTP endpoints, not for the `auth.api.*` calls our form actions make, so the domain
 * counts here: fixed windows in the `rate_limits` table (shared with better-auth, keys prefixed
 * "fairway:"), updated with one atomic upsert, so the limits hold across server processes.
 * Windows stay within better-auth's pruning horizon (RATE_LIMIT_MAX_WINDOW, 15 minutes).
 */
export interface RateLimitRule {
  /** Seconds. */
  window: number
  max: number
}

export const RATE_LIMITS = {
  /** Any sign-in attempt from one address. */
  signInPerIp: { window: 10 * 60, max: 60 },
  /**
   * Sign-in attempts for one account from one address (password guessing): counted before the
   * password is checked, so parallel guesses cannot overtake the count, and given back when the
   * password was right, so only failures use it up.
   */
  signInAttemptsPerAccountAddress: { window: 15 * 60, max: 5 },
  /**
   * Failed sign-ins for one account from every address. Past this the account is being guessed
   * from many addresses: each address then gets one attempt per window instead of five, which
   * slows the guessing to one per fresh address while the owner, from anywhere, still gets a try
   * (nobody can lock the owner out by failing on purpose).
   */
  signInFailuresPerAccount: { window: 15 * 60, max: 20 },
  signUpPerIp: { window: 10 * 60, max: 30 },
  resetRequestPerIp: { window: 15 * 60, max: 20 },
  /** Reset mails to one address (mail bombing). */
  resetRequestPerEmail: { window: 15 * 60, max: 3 },
  /** Listing photos one user uploads (app/selling/photos.server.ts): storage and CPU abuse. */
  photoUploadsPerUser: { window: 15 * 60, max: 120 },
  /** Checkouts one buyer starts (app/routes/checkout.tsx): each creates a payment page at the provider. */
  checkoutStartsPerUser: { window: 15 * 60, max: 10 },
  /** Listings one account publishes (app/selling/listings.server.ts): 40 in an hour is a busy seller. */
  listingPublishesPerUser: { window: 15 * 60, max: 10 },
  /** Reports (issue #14) sent from one address: enough for a real problem, not for flooding the queue. */
  reportsPerIp: { window: 15 * 60, max: 5 },
  /**
   * E-mails about reports (a visitor's confirmation link, a member's acknowledgement) to one
   * address, and from one reporter (account, or address for visitors): nobody is mail-bombed
   * through the report form (issue #26). Past either, the report is still taken, without a mail.
   */
  reportMailsPerRecipient: { window: 15 * 60, max: 2 },
  reportMailsPerReporter: { window: 15 * 60, max: 5 },
  /** Messages and offers one user writes (issue #15): a lively conversation, not a spam run. */
  messagesPerUser: { window: 15 * 60, max: 60 },
  /** New conversations one user starts (issue #15): writing to many sellers at once is spam. */
  conversationStartsPerUser: { window: 15 * 60, max: 20 },
} as const satisfies Record<string, RateLimitRule>

export type RateLimitName = keyof typeof RATE_LIMITS

export interface RateLimitDecision {
  allowed: boolean
  /** Requests counted in the current window, this one included (for consume). */
  count: number
  /** Seconds until the window resets (0 when allowed). */
  retryAfter: number
}

/** The stored key: the subject (an address or an e-mail) is hashed, so the table holds no personal data. */
export function rateLimitKey(name: RateLimitName, subject: string) {
  const digest = crypto.createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url')
  return `fairway:${name}:${digest.slice(0, 32)}`
}

/** Counts one request and says whether it is within the limit. */
export async function consumeRateLimit(
  name: RateLimitName,
  subject: string,
  { now = Date.now(), database = db() }: { now?: number; database?: Database } = {},
): Promise<RateLimitDecision> {
  const rule = RATE_LIMITS[name]
  const windowStartBefore = now - rule.window * 1000
  // `last_request` holds the start of the current window; an expired window restarts at 1.
  const [row] = await rawQuery<{ count: number; last_request: string | number }>(
    database,
    sql`insert into rate_limits (key, count, last_request) values (${rateLimitKey(name, subject)}, 1, ${now})
        on conflict (key) do update set
          count = case when rate_limits.last_request <= ${windowStartBefore} then 1 else rate_limits.count + 1 end,
          last_request = case when rate_limits.last_request <= ${windowStartBefore} then ${now} else rate_limits.last_request end
        returning count, last_request`,
  )
  if (!row) throw new Error('rate limit upsert returned nothing')
  return decide(rule, Number(row.count), Number(row.last_request), now)
}

/** Whether the limit is already used up, without counting this request (for failure counters). */
export async function peekRateLimit(
  name: RateLimitName,
  subject: string,
  { now = Date.now(), database = db() }: { now?: number; database?: Database } = {},
): Promise<RateLimitDecision> {
  const rule = RATE_LIMITS[name]
  const [row] = await rawQuery<{ count: number; last_request: string | number }>(
    database,
    sql`select count, last_request from rate_limits where key = ${rateLimitKey(name, subject)}`,
  )
  if (!row || Number(row.last_request) <= now - rule.window * 1000)
    return { allowed: true, retryAfter: 0, count: 0 }
  return { ...decide(rule, Number(row.count) + 1, Number(row.last_request), now), count: Number(row.count) }
}

/** Gives back one counted request (an attempt that turned out not to be abuse, e.g. the right password). */
export async function releaseRateLimit(
  name: RateLimitName,
  subject: string,
  { database = db() }: { database?: Database } = {},
) {
  await database.execute(
    sql`update rate_limits set count = greatest(count - 1, 0) where key = ${rateLimitKey(name, subject)}`,
  )
}

function decide(rule: RateLimitRule, count: number, windowStart: number, now: number): RateLimitDecision {
  if (count <= rule.max) return { allowed: true, retryAfter: 0, count }
  return {
    allowed: false,
    count,
    retryAfter: Math.max(1, Math.ceil((windowStart + rule.window * 1000 - now) / 1000)),
  }
}
