/**
 * Counting product views (SPEC §7 increment_product_views; failures are ignored). A popular page
 * would otherwise write the same row on every request: views are added up in memory and written
 * in one statement about once a second, and on shutdown. A crash loses at most that second's
 * views, which the spec's "failure is ignored" already allows.
 */
import { sql } from 'drizzle-orm'
import { db } from '~/platform/db.server'
import { beforeDatabaseCloses } from '~/platform/lifecycle.server'
import { log } from '~/platform/log.server'

export const VIEW_FLUSH_INTERVAL_MS = 1000

let pending = new Map<string, number>()
let timer: ReturnType<typeof setTimeout> | undefined

/** Counts one view of a product; written to the database with the next flush. */
export function countProductView(productId: string) {
  pending.set(productId, (pending.get(productId) ?? 0) + 1)
  if (!timer) {
    timer = setTimeout(() => void flushProductViews(), VIEW_FLUSH_INTERVAL_MS)
    timer.unref?.()
  }
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
