/**
 * A dispute's evidence photos are private (issue #26): the buyer uploads them like listing photos
 * (public while they are only an unpublished upload under an unguessable key), and opening the
 * dispute moves them under `private/`, which /media never serves and the bucket must not publish
 * (docs/decisions/0047-abuse-and-robustness.md). The two parties and the
 * operators read them through /resources/dispute-photos/{dispute}/{n}, answered `private, no-store`.
 */
import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import { storedSizesOf } from '~/catalog/image-keys'
import { db, rawQuery } from '~/platform/db.server'
import { log } from '~/platform/log.server'
import { storage } from '~/platform/storage.server'

export const PRIVATE_DISPUTE_PHOTO_PREFIX = 'private/disputes/'

/** Copies of the buyer's uploads under private keys (in the order given), or null when one is gone. */
export async function copyPhotosToPrivate(keys: readonly string[]): Promise<string[] | null> {
  const copies: string[] = []
  for (const key of keys) {
    const body = await storage().get(key)
    if (!body) {
      await deletePhotos(copies)
      return null
    }
    const copy = `${PRIVATE_DISPUTE_PHOTO_PREFIX}${crypto.randomUUID()}.webp`
    await storage().put(copy, body, 'image/webp')
    copies.push(copy)
  }
  return copies
}

/** Deletes stored photos (and a listing-style upload's other sizes); a failure is only logged. */
export async function deletePhotos(keys: readonly string[], { withCards = false } = {}) {
  for (const key of keys) {
    for (const each of withCards ? storedSizesOf(key) : [key]) {
      await storage()
        .delete(each)
        .catch((error) => log.warn('disputes.photo_delete_failed', { key: each, error }))
    }
  }
}

/** The address a party or an operator loads photo `index` of a dispute from. */
export function disputePhotoUrl(disputeId: string, index: number) {
  return `/resources/dispute-photos/${disputeId}/${index}`
}

/**
 * Photo `index` of a dispute, when `viewer` is its buyer or seller or an operator; null for anyone
 * else, an unknown dispute or photo (the route answers 404 to all of them alike).
 */
export async function readDisputePhoto(
  viewer: { id: string; isOperator: boolean },
  disputeId: string,
  index: number,
): Promise<Buffer | null> {
  if (!Number.isSafeInteger(index) || index < 0) return null
  const [row] = await rawQuery<{ key: string | null }>(
    db(),
    sql`select photos[${index + 1}] as key from disputes
         where id = ${disputeId}
           and (${viewer.isOperator} or buyer_id = ${viewer.id} or seller_id = ${viewer.id})`,
  )
  if (!row?.key) return null
  return storage().get(row.key)
}
