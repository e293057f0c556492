import crypto from 'node:crypto'
import sharp from 'sharp'
import { storage } from '~/platform/storage.server'
import { cardKeyOf, PRODUCT_CARD_SIZE, PRODUCT_IMAGE_MAX_SIZE } from './image-keys'

/** Refuses images with more pixels than this before decoding them (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000

/**
 * Decodes an image and writes it out again as WebP: the full size fits 800x800 and the card
 * thumbnail fits PRODUCT_CARD_SIZE, aspect ratio kept. Re-encoding drops every piece of metadata
 * (EXIF, GPS position, ICC comments) because sharp only copies metadata when asked to.
 */
export async function encodeProductImage(input: Buffer) {
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
  const [full, card] = await Promise.all([
    source
      .clone()
      .resize(PRODUCT_IMAGE_MAX_SIZE, PRODUCT_IMAGE_MAX_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer(),
    source
      .clone()
      .resize(PRODUCT_CARD_SIZE, PRODUCT_CARD_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 72 })
      .toBuffer(),
  ])
  return { full, card }
}

/** Stores both sizes under a new server-generated key and returns the key of the full image. */
export async function storeProductImage(encoded: { full: Buffer; card: Buffer }): Promise<string> {
  const key = `products/${crypto.randomUUID()}.webp`
  await storage().put(cardKeyOf(key), encoded.card, 'image/webp')
  await storage().put(key, encoded.full, 'image/webp')
  return key
}
