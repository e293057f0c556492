/**
 * Product photos are stored twice: the full image (fits 800x800) under `key`, and a card-sized
 * thumbnail under `cardKeyOf(key)`. Listings keep only the full keys.
 */
export const PRODUCT_IMAGE_MAX_SIZE = 800
export const PRODUCT_CARD_SIZE = 480

export function cardKeyOf(key: string) {
  return key.replace(/\.webp$/, '.card.webp')
}

/**
 * The folder of one seller's uploaded photos. An upload's key names its owner, so publishing can
 * refuse a key the seller did not upload. (Demo photos live directly under products/.)
 */
export function productImageFolder(ownerId?: string) {
  return ownerId ? `products/${ownerId}/` : 'products/'
}

const UPLOADED_KEY =
  /^products\/([0-9a-f-]{36})\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/

/** Whether `key` has the form of a photo uploaded by `ownerId`: products/<owner>/<uuid>.webp. */
export function isUploadedImageKeyOf(key: unknown, ownerId: string): key is string {
  return typeof key === 'string' && UPLOADED_KEY.exec(key)?.[1] === ownerId.toLowerCase()
}
