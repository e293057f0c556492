import { encodeProductImage, storeProductImage } from '../../app/catalog/product-images.server'
import type { Database } from '../../app/platform/db.server'
import { drawProductImage } from '../../db/demo-images'
import { createProduct, createSeller } from './factories'

/** The distinctive name of the listing whose seller has no name (tests/e2e/browse.spec.ts). */
export const PRIVATE_SELLER_LISTING = 'Vintage MacGregor Persimmon Driver'

/**
 * Rows the end-to-end journeys need besides the demo marketplace (which every journey may use).
 * Written before the server starts; keep each fixture small and say which spec uses it.
 */
export async function loadE2eFixtures(db: Database) {
  // browse.spec.ts: a seller whose profile has no name; the card shows Private Seller, no link.
  const { user } = await createSeller(db, {
    email: 'private.seller@e2e.fairway.test',
    profile: { name: null, surname: null },
  })
  const photo = await storeProductImage(await encodeProductImage(await drawProductImage('irons', 0)))
  await createProduct(db, {
    sellerId: user.id,
    name: PRIVATE_SELLER_LISTING,
    brand: 'MacGregor',
    subcategory: 'clubs',
    size: "Men's",
    price: 8_500,
    originalPrice: 12_000,
    images: [photo],
    description: 'A classic wooden driver from the eighties, restored and playable.',
  })
}
