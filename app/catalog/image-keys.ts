/**
 * Product photos are stored twice: the full image (fits 800x800) under `key`, and a card-sized
 * thumbnail under `cardKeyOf(key)`. Listings keep only the full keys.
 */
export const PRODUCT_IMAGE_MAX_SIZE = 800
export const PRODUCT_CARD_SIZE = 480

export function cardKeyOf(key: string) {
  return key.replace(/\.webp$/, '.card.webp')
}
