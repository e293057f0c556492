import { ACTIVE_CATEGORY, isSubcategory, PLACEHOLDER_NAME_WORDS } from './taxonomy'

/** The fields of a listing that decide whether browse shows it. */
export interface VisibilityFields {
  status: string
  sellerId: string | null
  category: string
  subcategory: string
  images: readonly string[]
  price: number
  name: string
  brand: string
}

const PLACEHOLDER_PATTERN = new RegExp(PLACEHOLDER_NAME_WORDS.join('|'), 'i')
const HAS_TEXT = /[^\s]/

/**
 * SPEC §5 "Browse visibility" for a listing held in memory. The database computes the same rule
 * into products.browse_visible (db/schema.ts), which is what browse, search and counts filter on.
 */
export function isBrowseVisible(listing: VisibilityFields): boolean {
  return (
    listing.status === 'active' &&
    listing.sellerId !== null &&
    listing.category === ACTIVE_CATEGORY &&
    isSubcategory(listing.subcategory) &&
    listing.images.length > 0 &&
    listing.price > 0 &&
    HAS_TEXT.test(listing.name) &&
    HAS_TEXT.test(listing.brand) &&
    !PLACEHOLDER_PATTERN.test(listing.name)
  )
}
