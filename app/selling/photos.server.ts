/**
 * Listing photos arriving from the wizard (SPEC §5 "Images"): checked by their content, decoded and
 * re-encoded by the catalogue's image pipeline (no metadata, capped pixel count, card thumbnail),
 * and stored under a key in the uploader's folder.
 *
 * The server counts the photos itself (issue #10: the limit trusted the keys the browser sent):
 * every upload is a row of photo_uploads, and a user has at most 8 photos not yet part of a
 * listing. Publishing attaches them; removing one in the wizard discards it; the wizard shows the
 * user's unpublished photos again when it opens, so none is ever out of reach.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { consumeRateLimit } from '~/accounts/rate-limit.server'
import { cardKeyOf, isUploadedImageKeyOf } from '~/catalog/image-keys'
import {
  encodeProductImage,
  newProductImageKey,
  ProductImageError,
  storeProductImage,
} from '~/catalog/product-images.server'
import { clock } from '~/platform/clock.server'
import { type DatabaseOrTransaction, db } from '~/platform/db.server'
import { enqueue } from '~/platform/jobs/queue.server'
import { log } from '~/platform/log.server'
import { storage } from '~/platform/storage.server'
import { photoUploads, users } from '../../db/schema'
import { PHOTO_CLEANUP_GRACE_MS } from './jobs.server'
import { MAX_PHOTO_BYTES, MAX_PHOTOS, type PhotoProblem } from './photo-rules'

export class PhotoUploadError extends Error {
  override name = 'PhotoUploadError'
  constructor(
    readonly problem: PhotoProblem,
    readonly status: number,
  ) {
    super(`Photo refused: ${problem}`)
  }
}

export interface UploadedPhoto {
  key: string
  url: string
  cardUrl: string
}

const isOpen = (ownerId: string) =>
  and(eq(photoUploads.ownerId, ownerId), isNull(photoUploads.productId), isNull(photoUploads.discardedAt))

/** The user's photos not yet part of a listing, oldest first. */
export async function openPhotoKeys(ownerId: string) {
  const rows = await db()
    .select({ key: photoUploads.key })
    .from(photoUploads)
    .where(isOpen(ownerId))
    .orderBy(asc(photoUploads.createdAt), asc(photoUploads.key))
  return rows.map((row) => row.key)
}

/**
 * Takes one of the user's 8 places for unpublished photos, or refuses. The user's row lock makes
 * parallel uploads count one after the other.
 */
async function claimPhotoPlace(ownerId: string, key: string) {
  return db().transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update')
    const [open] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(photoUploads)
      .where(isOpen(ownerId))
    if ((open?.count ?? 0) >= MAX_PHOTOS) return false
    await tx.insert(photoUploads).values({ key, ownerId })
    return true
  })
}

/** Stores one photo of `userId`'s listing in progress; the 9th unpublished one is refused ('Photo Limit Reached'). */
export async function uploadListingPhoto(userId: string, file: Uint8Array): Promise<UploadedPhoto> {
  if (file.byteLength > MAX_PHOTO_BYTES) throw new PhotoUploadError('too-large', 413)
  const allowed = await consumeRateLimit('photoUploadsPerUser', userId)
  if (!allowed.allowed) throw new PhotoUploadError('rate-limited', 429)
  const key = newProductImageKey(userId)
  if (!(await claimPhotoPlace(userId, key))) throw new PhotoUploadError('limit', 400)

  try {
    const encoded = await encodeProductImage(Buffer.from(file.buffer, file.byteOffset, file.byteLength))
    await storeProductImage(encoded, { ownerId: userId, key })
  } catch (error) {
    await db().delete(photoUploads).where(eq(photoUploads.key, key))
    if (error instanceof ProductImageError) throw new PhotoUploadError(error.problem, 400)
    throw error
  }
  // A photo that no listing or draft takes up within the grace period is removed again.
  await enqueue(
    db(),
    'selling.photo-cleanup',
    { key, ownerId: userId },
    { startAfter: new Date(clock.now().getTime() + PHOTO_CLEANUP_GRACE_MS) },
  )
  log.info('listing.photo_uploaded', { userId, key, bytes: file.byteLength })
  return { key, url: storage().publicUrl(key), cardUrl: storage().publicUrl(cardKeyOf(key)) }
}

/**
 * The wizard removed a photo: it no longer counts. The stored files stay until the photo clean-up
 * job of the upload (selling.photo-cleanup, 24 h later) finds them unused and deletes them.
 */
export async function discardListingPhoto(userId: string, key: unknown) {
  if (!isUploadedImageKeyOf(key, userId)) return false
  const rows = await db()
    .update(photoUploads)
    .set({ discardedAt: new Date() })
    .where(and(eq(photoUploads.key, key), isOpen(userId)))
    .returning({ key: photoUploads.key })
  return rows.length > 0
}

/**
 * Publishing: the listing's photos are attached to it, and the user's other unpublished photos
 * (left out of this listing, the one wizard they had) are discarded.
 */
export async function attachListingPhotos(
  tx: DatabaseOrTransaction,
  userId: string,
  productId: string,
  keys: string[],
) {
  if (keys.length) {
    await tx
      .update(photoUploads)
      .set({ productId })
      .where(and(inArray(photoUploads.key, keys), isOpen(userId)))
  }
  await tx.update(photoUploads).set({ discardedAt: new Date() }).where(isOpen(userId))
}

/**
 * Editing a listing: the photos added to it join it (only the user's own unpublished ones). The
 * user's other unpublished photos stay: they may belong to the listing they are writing.
 */
export async function attachPhotosToListing(
  tx: DatabaseOrTransaction,
  userId: string,
  productId: string,
  keys: string[],
) {
  if (!keys.length) return
  await tx
    .update(photoUploads)
    .set({ productId })
    .where(and(inArray(photoUploads.key, keys), isOpen(userId)))
}
