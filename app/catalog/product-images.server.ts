import crypto from 'node:crypto'
import sharp, { type Metadata } from 'sharp'
import { concurrencyLimit } from '~/platform/concurrency'
import { storage } from '~/platform/storage.server'
import {
  cardKeyOf,
  detailKeyOf,
  PRODUCT_CARD_SIZE,
  PRODUCT_DETAIL_MAX_SIZE,
  PRODUCT_IMAGE_MAX_SIZE,
  productImageFolder,
  storedSizesOf,
} from './image-keys'
import { type ProductImageType, sniffImageType } from './image-type'

/**
 * Refuses images with more pixels than this before decoding them (decompression bombs). The wizard
 * resizes photos to 800x800 before sending them; this still takes a 12-megapixel phone photo sent
 * as it is, and keeps one decode to a fraction of a second (issue #10: 40-megapixel PNGs in
 * parallel starved page rendering).
 */
export const MAX_INPUT_PIXELS = 4096 * 3072

/**
 * Images decoded at once by this process, each on one libvips thread: uploads queue behind each
 * other instead of taking every core from page rendering.
 */
export const IMAGE_CONCURRENCY = 1
const imageWork = concurrencyLimit(IMAGE_CONCURRENCY)
sharp.concurrency(1)

/** Why an upload cannot become a product photo. */
export type ProductImageProblem = 'invalid-type' | 'too-many-pixels' | 'unreadable'

export class ProductImageError extends Error {
  override name = 'ProductImageError'
  constructor(readonly problem: ProductImageProblem) {
    super(`Product image refused: ${problem}`)
  }
}

const SHARP_FORMAT: Record<ProductImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/** One photo written out in its three sizes (app/catalog/image-keys.ts). */
export interface EncodedProductImage {
  full: Buffer
  card: Buffer
  detail: Buffer
}

/**
 * Checks an upload and writes it out again as WebP: the full size fits 800x800, the card
 * thumbnail fits PRODUCT_CARD_SIZE and the detail image fits PRODUCT_DETAIL_MAX_SIZE (issue #28:
 * sharp enough to judge wear when zoomed), aspect ratio kept, never enlarged, EXIF orientation
 * applied. Re-encoding drops
 * every piece of metadata (EXIF, GPS position, XMP, comments) because sharp only copies metadata
 * when asked to. Throws a ProductImageError for content that is not a JPEG, PNG or WebP image,
 * that has more than MAX_INPUT_PIXELS (read from the header, before anything is decoded), or that
 * does not decode.
 */
export function encodeProductImage(input: Buffer): Promise<EncodedProductImage> {
  return imageWork.run(() => encode(input))
}

/** Images being encoded and waiting (tests). */
export function imageWorkPending() {
  return imageWork.pending
}

async function encode(input: Buffer): Promise<EncodedProductImage> {
  const type = sniffImageType(input)
  if (!type) throw new ProductImageError('invalid-type')
  let header: Metadata
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw new ProductImageError('unreadable')
  }
  // The header must agree with the magic bytes, so no other decoder ever runs on the content.
  if (header.format !== SHARP_FORMAT[type]) throw new ProductImageError('invalid-type')
  if (!header.width || !header.height) throw new ProductImageError('unreadable')
  if (header.width * header.height > MAX_INPUT_PIXELS) throw new ProductImageError('too-many-pixels')

  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
  try {
    const [full, card, detail] = await Promise.all([
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
      source
        .clone()
        .resize(PRODUCT_DETAIL_MAX_SIZE, PRODUCT_DETAIL_MAX_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
    ])
    return { full, card, detail }
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new ProductImageError('too-many-pixels')
    throw new ProductImageError('unreadable')
  }
}

/** A new server-generated key for a photo (in the owner's folder when given). */
export function newProductImageKey(ownerId?: string) {
  return `${productImageFolder(ownerId)}${crypto.randomUUID()}.webp`
}

/**
 * Stores the three sizes under a new server-generated key (in the owner's folder when given) and
 * returns the key of the full image (written last: once it exists, the other sizes do too).
 */
export async function storeProductImage(
  encoded: EncodedProductImage,
  { ownerId, key = newProductImageKey(ownerId) }: { ownerId?: string; key?: string } = {},
): Promise<string> {
  await storage().put(cardKeyOf(key), encoded.card, 'image/webp')
  await storage().put(detailKeyOf(key), encoded.detail, 'image/webp')
  await storage().put(key, encoded.full, 'image/webp')
  return key
}

/** Removes every size of a stored photo. */
export async function deleteProductImage(key: string) {
  await Promise.all(storedSizesOf(key).map((each) => storage().delete(each)))
}
