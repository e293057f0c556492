/**
 * Listing photos arriving from the wizard (SPEC §5 "Images"): checked by their content, decoded and
 * re-encoded by the catalogue's image pipeline (no metadata, capped pixel count, card thumbnail),
 * and stored under a key in the uploader's folder.
 */
import { consumeRateLimit } from '~/accounts/rate-limit.server'
import { cardKeyOf, isUploadedImageKeyOf } from '~/catalog/image-keys'
import { encodeProductImage, ProductImageError, storeProductImage } from '~/catalog/product-images.server'
import { log } from '~/platform/log.server'
import { storage } from '~/platform/storage.server'
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

/**
 * Stores one photo of `userId`'s listing. `heldKeys` are the photos the listing already has (the
 * wizard sends them): with 8 of this user's photos held, a 9th is refused ('Photo Limit Reached').
 * Publishing checks the limit again on the keys it is given, so a client that leaves keys out only
 * stores photos it can never use; the upload rate limit bounds that.
 */
export async function uploadListingPhoto(
  userId: string,
  file: Uint8Array,
  heldKeys: readonly string[],
): Promise<UploadedPhoto> {
  if (file.byteLength > MAX_PHOTO_BYTES) throw new PhotoUploadError('too-large', 413)
  const held = new Set(heldKeys.filter((key) => isUploadedImageKeyOf(key, userId)))
  if (held.size >= MAX_PHOTOS) throw new PhotoUploadError('limit', 400)
  const allowed = await consumeRateLimit('photoUploadsPerUser', userId)
  if (!allowed.allowed) throw new PhotoUploadError('rate-limited', 429)

  let encoded: Awaited<ReturnType<typeof encodeProductImage>>
  try {
    encoded = await encodeProductImage(Buffer.from(file.buffer, file.byteOffset, file.byteLength))
  } catch (error) {
    if (error instanceof ProductImageError) throw new PhotoUploadError(error.problem, 400)
    throw error
  }
  const key = await storeProductImage(encoded, { ownerId: userId })
  log.info('listing.photo_uploaded', { userId, key, bytes: file.byteLength })
  return { key, url: storage().publicUrl(key), cardUrl: storage().publicUrl(cardKeyOf(key)) }
}
