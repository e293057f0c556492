/**
 * The selling domain's jobs (docs/decisions/0026-job-queue-and-outbox.md): removing listing photos
 * that no listing or draft uses.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { deleteProductImage } from '~/catalog/product-images.server'
import { clock } from '~/platform/clock.server'
import { db, rawQuery } from '~/platform/db.server'
import { defineJobs } from '~/platform/jobs/registry'
import { log } from '~/platform/log.server'
import { photoUploads } from '../../db/schema'

declare module '~/platform/jobs/registry' {
  interface JobPayloads {
    /**
     * One stored photo of `ownerId`, checked after the upload's grace period (or at once when its
     * listing was deleted): removed unless a listing or the owner's draft uses it.
     */
    'selling.photo-cleanup': { key: string; ownerId: string }
  }
}

/** How long an uploaded photo may wait for the listing or draft that uses it. */
export const PHOTO_CLEANUP_GRACE_MS = 24 * 60 * 60 * 1000

/**
 * True when a listing, the owner's draft, a dispute (its evidence) or an order's frozen listing
 * (issue #28: what the buyer bought, kept as long as the order exists) still names the photo.
 */
async function photoInUse(key: string, ownerId: string) {
  const [row] = await rawQuery<{ used: boolean }>(
    db(),
    sql`select exists (select 1 from products where images @> array[${key}::text])
            or exists (select 1 from photo_uploads where key = ${key} and product_id is not null)
            or exists (select 1 from product_drafts where user_id = ${ownerId} and strpos(draft_data, ${key}) > 0)
            or exists (select 1 from disputes where ${key} = any(photos))
            or exists (select 1 from orders
                        where listing_snapshot->'images' @> jsonb_build_array(${key}::text))
            as used`,
  )
  return Boolean(row?.used)
}

export const sellingJobs = defineJobs({
  'selling.photo-cleanup': {
    handler: async ({ key, ownerId }) => {
      if (await photoInUse(key, ownerId)) return
      // The upload stops counting as one of the owner's unpublished photos (photos.server.ts).
      await db()
        .update(photoUploads)
        .set({ discardedAt: clock.now() })
        .where(
          and(eq(photoUploads.key, key), isNull(photoUploads.productId), isNull(photoUploads.discardedAt)),
        )
      await deleteProductImage(key)
      log.info('listing.photo_removed', { key })
    },
  },
})
