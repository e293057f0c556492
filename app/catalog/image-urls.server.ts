import { mediaUrl } from '~/platform/storage.server'
import { cardKeyOf, detailKeyOf } from './image-keys'

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

/**
 * The detail image the photo viewer zooms into (up to 2000 px, issue #28). A photo stored before
 * detail images existed has none: the viewer falls back to the full-size image when it fails.
 */
export function detailImageUrl(image: string | null | undefined) {
  if (!image) return null
  return mediaUrl(STORED_PHOTO.test(image) ? detailKeyOf(image) : image)
}
