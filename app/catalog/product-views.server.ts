/**
 * Counting product views (SPEC §7 increment_product_views; failures are ignored). A popular page
 * would otherwise write the same row on every request: views are added up in memory and written
 * in one statement about once a second, and on shutdown. A crash loses at most that second's
 * views, which the spec's "failure is ignored" already allows.
 */
import { sql } from 'drizzle-orm'
import { isbot } from 'isbot'
import { db } from '~/platform/db.server'
import { env } from '~/platform/env.server'
import { log } from '~/platform/log.server'
import { beforeDatabaseCloses } from '~/platform/shutdown.server'
import {
  canBeVisit,
  recordVisit,
  VISIT_WINDOW_SECONDS,
  visitCookieHeader,
  visitCookieValue,
} from './product-visits'

export const VIEW_FLUSH_INTERVAL_MS = 1000

let pending = new Map<string, number>()
let timer: ReturnType<typeof setTimeout> | undefined

/**
 * The last counted view of each (product, client address), so that a client that drops the visit
 * cookie (a script) still counts once per product and visit window from one address (issue #10).
 * Bounded: the oldest entries go first.
 */
const recentVisitors = new Map<string, number>()
const MAX_REMEMBERED_VISITORS = 50_000

function firstVisitFrom(productId: string, address: string, now: number, windowMs: number) {
  const key = `${productId}|${address}`
  const seenAt = recentVisitors.get(key)
  if (seenAt !== undefined && now - seenAt < windowMs) return false
  recentVisitors.delete(key)
  recentVisitors.set(key, now)
  if (recentVisitors.size > MAX_REMEMBERED_VISITORS) {
    const oldest = recentVisitors.keys().next().value
    if (oldest !== undefined) recentVisitors.delete(oldest)
  }
  return true
}

/**
 * Counts one view of a product by the client at `address` (once per visit window from one
 * address); written to the database with the next flush. Answers whether it counted.
 */
export function countProductView(
  productId: string,
  address: string,
  { now = Date.now(), windowMs = VISIT_WINDOW_SECONDS * 1000 } = {},
) {
  if (!firstVisitFrom(productId, address, now, windowMs)) return false
  pending.set(productId, (pending.get(productId) ?? 0) + 1)
  if (!timer) {
    timer = setTimeout(() => void flushProductViews(), VIEW_FLUSH_INTERVAL_MS)
    timer.unref?.()
  }
  return true
}

/** Writes the views counted so far (one UPDATE for all products); never throws. */
export async function flushProductViews() {
  if (timer) clearTimeout(timer)
  timer = undefined
  if (pending.size === 0) return
  const batch = pending
  pending = new Map()
  const rows = sql.join(
    [...batch].map(([id, views]) => sql`(${id}::uuid, ${views}::int)`),
    sql`, `,
  )
  try {
    await db().execute(
      sql`update products set views_count = views_count + counted.views
          from (values ${rows}) as counted(id, views)
          where products.id = counted.id`,
    )
  } catch (error) {
    log.warn('product.views_not_counted', { error, products: batch.size })
  }
}

beforeDatabaseCloses(flushProductViews)

/**
 * A request for a product page as a possible visit: counts the view when it starts a new visit of
 * this browser (and address), and answers the visit cookie to send back (null when nothing
 * changed). Crawlers, prefetches and HEAD requests never count. The caller leaves out the
 * seller's own visits.
 */
export function countProductVisit(
  request: { method: string; headers: Headers },
  productId: string,
  clientIp: string,
  now = Date.now(),
): string | null {
  if (!canBeVisit(request) || isbot(request.headers.get('user-agent'))) return null
  const visit = recordVisit(visitCookieValue(request.headers.get('cookie')), productId, now)
  if (!visit.counted) return null
  // Also once per address: a client that drops the cookie does not count again.
  countProductView(productId, clientIp, { now })
  return visitCookieHeader(visit.value, { secure: env().publicUrl.startsWith('https://') })
}
