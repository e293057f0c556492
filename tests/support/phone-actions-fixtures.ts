import { encodeProductImage, storeProductImage } from '../../app/catalog/product-images.server'
import type { Database } from '../../app/platform/db.server'
import { drawProductImage } from '../../db/demo-images'
import { createProduct, createSeller } from '../../db/factories'

/**
 * phone-actions.spec.ts (issue #31): per attempt, a seller with one driver (a known id, so the spec
 * opens its page directly) and a buyer, both new (no unread messages or notifications before).
 */
export const ACTIONS_PASSWORD = 'fairway-e2e-actions-2026'
export const ACTIONS_JOURNEYS = [0, 1, 2].map((attempt) => ({
  seller: { email: `actions.seller${attempt}@e2e.fairway.test`, name: 'Marta', surname: 'Ruiz' },
  buyer: { email: `actions.buyer${attempt}@e2e.fairway.test`, name: 'Diego', surname: 'López' },
  listing: {
    id: `3131a000-0000-4000-8000-00000000000${attempt}`,
    name: `Cobra LTDx Driver Tab ${attempt + 1}`,
    price: 24_000,
  },
}))

export async function loadPhoneActionsFixtures(db: Database) {
  const photo = await storeProductImage(await encodeProductImage(await drawProductImage('driver', 3)))
  for (const journey of ACTIONS_JOURNEYS) {
    const { user } = await createSeller(db, {
      email: journey.seller.email,
      name: `${journey.seller.name} ${journey.seller.surname}`,
      password: ACTIONS_PASSWORD,
      profile: { ...journey.seller, email: journey.seller.email, city: 'Valencia' },
    })
    await createSeller(db, {
      email: journey.buyer.email,
      name: `${journey.buyer.name} ${journey.buyer.surname}`,
      password: ACTIONS_PASSWORD,
      profile: { ...journey.buyer, email: journey.buyer.email, userType: 'buyer' },
    })
    await createProduct(db, {
      id: journey.listing.id,
      sellerId: user.id,
      name: journey.listing.name,
      brand: 'Cobra',
      subcategory: 'clubs',
      condition: 'Good',
      price: journey.listing.price,
      originalPrice: null,
      images: [photo],
      location: 'Valencia',
      shippingOptions: ['standard'],
    })
  }
}
