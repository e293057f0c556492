/** A listing as its product page shows it (read by app/catalog/product.server.ts). */

import type { ImageSlot } from './condition/photo-slots'
import type { MemberRating } from './seller-display'
import type { Condition, ShippingOption } from './taxonomy'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether a path segment can be an id at all (anything else is "not found" without a query). */
export function isUuid(value: string | undefined): value is string {
  return Boolean(value && UUID.test(value))
}

export interface ProductPhoto {
  /** Fits 800x800: the gallery's large image. */
  url: string
  /** The card-sized version: the gallery's thumbnails. */
  thumbUrl: string
  /** Up to 2000 px: what the photo viewer zooms into (issue #28; may be missing for old photos). */
  zoomUrl: string
  /** The guided slot the photo fills (app/catalog/condition/photo-slots.ts); '' for an extra photo. */
  slot: ImageSlot
}

export interface ProductSeller {
  id: string
  /** First name and surname initial; null for a seller without a usable name ("Unknown Seller"). */
  name: string | null
  /** For greeting them in a message. */
  firstName: string | null
  avatarUrl: string | null
  city: string | null
  /** ISO date: when the seller's profile was created (SPEC §3 profiles.created_at). */
  memberSince: string
  /** Whether they sell as a business or as a private person (null: not said yet). */
  kind: SellerKind | null
  /** Their rating from revealed reviews; null before the first ("New seller"). */
  rating: MemberRating | null
}

/** The seller kinds of app/accounts/user-types.ts, as the catalogue shows them. */
export type SellerKind = 'trader' | 'private'

export function sellerKindOf(value: string | null): SellerKind | null {
  return value === 'trader' || value === 'private' ? value : null
}

export interface ProductDetail {
  id: string
  name: string
  brand: string
  condition: Condition
  size: string | null
  /** Euro cents. */
  price: number
  /** Euro cents. */
  originalPrice: number | null
  photos: ProductPhoto[]
  category: string
  subcategory: string
  description: string
  location: string | null
  status: string
  shippingOptions: ShippingOption[]
  createdAt: string
  viewsCount: number
  sellerId: string | null
  /** Null when the seller's profile is missing (SPEC §8: "Unknown Seller"). */
  seller: ProductSeller | null
}
