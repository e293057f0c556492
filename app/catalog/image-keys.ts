/**
 * Product photos are stored in three sizes: the listing image (fits 800x800) under `key`, a
 * card-sized thumbnail under `cardKeyOf(key)`, and a detail image of up to 2000 px on the long side
 * under `detailKeyOf(key)` that the photo viewer zooms into (issue #28). Listings keep only the
 * listing image's keys; the other sizes are derived from them.
 */
export const PRODUCT_IMAGE_MAX_SIZE = 800
export const PRODUCT_CARD_SIZE = 480
export const PRODUCT_DETAIL_MAX_SIZE = 2000

export function cardKeyOf(key: string) {
  return key.replace(/\.webp$/, '.card.webp')
}

export function detailKeyOf(key: string) {
  return key.replace(/\.webp$/, '.detail.webp')
}

/** Every stored size of a photo: what deleting it must remove. */
export function storedSizesOf(key: string) {
  return [key, cardKeyOf(key), detailKeyOf(key)]
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
