import { encodeProductImage, storeProductImage } from '../../app/catalog/product-images.server'
import type { Database } from '../../app/platform/db.server'
import { drawProductImage } from '../../db/demo-images'
import { createProduct, createSeller } from '../../db/factories'

/**
 * spanish-phone.spec.ts (issue #26 "Must hold"): per attempt and per variant (the whole order, and
 * the same order ending in a dispute), a Spanish seller in Madrid whose stored language is Spanish,
 * with one driver that ships by standard or express post or is collected.
 */
export const PHONE_PASSWORD = 'fairway-e2e-phone-2026'
export const PHONE_JOURNEYS = [0, 1, 2].map((attempt) =>
  (['completed', 'disputed'] as const).map((variant) => ({
    variant,
    seller: {
      email: `phone.${variant}.seller${attempt}@e2e.fairway.test`,
      name: 'Rocío',
      surname: 'Vega',
      city: 'Madrid',
    },
    listing: {
      // Not a Titleist: search.spec.ts expects the demo's Titleist TSR2 first for "titleist driver".
      name: `Mizuno ST-Z 230 Driver Móvil ${variant === 'completed' ? 'A' : 'B'}${attempt + 1}`,
      brand: 'Mizuno',
      price: 21_900,
    },
  })),
)

export async function loadPhoneFixtures(db: Database) {
  const photo = await storeProductImage(await encodeProductImage(await drawProductImage('driver', 2)))
  for (const journey of PHONE_JOURNEYS.flat()) {
    const { user } = await createSeller(db, {
      email: journey.seller.email,
      name: `${journey.seller.name} ${journey.seller.surname}`,
      password: PHONE_PASSWORD,
      profile: {
        name: journey.seller.name,
        surname: journey.seller.surname,
        city: journey.seller.city,
        email: journey.seller.email,
        areaCode: '+34',
        language: 'es',
      },
    })
    await createProduct(db, {
      sellerId: user.id,
      name: journey.listing.name,
      brand: journey.listing.brand,
      subcategory: 'clubs',
      size: 'Right-Handed',
      condition: 'Good',
      price: journey.listing.price,
      originalPrice: null,
      images: [photo],
      location: journey.seller.city,
      shippingOptions: ['standard', 'express', 'collection'],
    })
  }
}
