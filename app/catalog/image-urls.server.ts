import { mediaUrl } from '~/platform/storage.server'
import { cardKeyOf } from './image-keys'

/** A stored WebP photo has a card thumbnail next to it; anything else (a URL) is used as it is. */
const STORED_PHOTO = /^[a-z0-9][a-z0-9/._-]*\.webp$/

/** The card-sized thumbnail of a listing photo. */
export function cardImageUrl(image: string | null | undefined) {
  if (!image) return null
  return mediaUrl(STORED_PHOTO.test(image) ? cardKeyOf(image) : image)
}

/** The full-size listing photo (fits 800x800). */
export function fullImageUrl(image: string | null | undefined) {
  return mediaUrl(image)
}
