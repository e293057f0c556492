/**
 * What the buyer bought (issue #28): the listing as it was when the order was paid, frozen in
 * `orders.listing_snapshot`. Disputes compare the item against it, so a later edit of the listing
 * (new photos, other grades, a changed passport) changes nothing of the promise.
 */
import type { Specs } from '../passport/passport'
import type { Condition } from '../taxonomy'
import type { Grades } from './grades'
import type { ImageSlot } from './photo-slots'

export interface ListingSnapshot {
  version: 1
  /** ISO time the snapshot was taken (the payment). */
  takenAt: string
  productId: string
  name: string
  brand: string
  subcategory: string
  condition: Condition
  description: string
  /** Euro cents: the listing's price then. */
  price: number
  /** Storage keys, main photo first; kept in storage as long as the order exists. */
  images: string[]
  /** At the same positions as `images`: the slot each photo fills ('' for an extra). */
  imageSlots: ImageSlot[]
  /** The seller's grades, or null for an item that was not graded. */
  grades: Grades | null
  /** The passport, or null when none was given. */
  specs: Specs | null
  /** The catalogue model the passport named, for display. */
  clubModel: { slug: string; brand: string; model: string; releaseYear: number } | null
  location: string | null
}
