import { encodeProductImage, storeProductImage } from '../../app/catalog/product-images.server'
import type { Database } from '../../app/platform/db.server'
import { drawProductImage } from '../../db/demo-images'
import { addProductSpecs, createProduct, createSeller } from '../../db/factories'

/**
 * golf-search.spec.ts (issue #27 "Must hold"): per attempt, a seller with three drivers that have
 * passports: left-handed stiff at 10.5°, left-handed stiff at 12°, right-handed stiff at 10.5°.
 * Their names say none of it, so only the passport can find them by hand, flex and loft.
 */
export const GOLF_SEARCH_DRIVERS = [0, 1, 2].map((attempt) => ({
  seller: {
    email: `golf.search.seller${attempt}@e2e.fairway.test`,
    name: 'Ainhoa',
    surname: 'Goikoetxea',
    city: 'San Sebastián',
  },
  leftLow: { name: `Srixon ZX5 Mk II Pasaporte A${attempt + 1}`, loft: 10.5, hand: 'left' as const },
  leftHigh: { name: `Srixon ZX5 Mk II Pasaporte B${attempt + 1}`, loft: 12, hand: 'left' as const },
  right: { name: `Srixon ZX5 Mk II Pasaporte C${attempt + 1}`, loft: 10.5, hand: 'right' as const },
}))

export async function loadGolfSearchFixtures(db: Database) {
  const photo = await storeProductImage(await encodeProductImage(await drawProductImage('driver', 5)))
  for (const attempt of GOLF_SEARCH_DRIVERS) {
    const { user } = await createSeller(db, {
      email: attempt.seller.email,
      name: `${attempt.seller.name} ${attempt.seller.surname}`,
      profile: {
        name: attempt.seller.name,
        surname: attempt.seller.surname,
        city: attempt.seller.city,
        email: attempt.seller.email,
        areaCode: '+34',
        language: 'es',
      },
    })
    for (const driver of [attempt.leftLow, attempt.leftHigh, attempt.right]) {
      const product = await createProduct(db, {
        sellerId: user.id,
        name: driver.name,
        brand: 'Srixon',
        subcategory: 'clubs',
        size: "Men's",
        condition: 'Like New',
        price: 22_900,
        originalPrice: null,
        images: [photo],
        description: 'Poco uso, con funda.',
        location: attempt.seller.city,
        shippingOptions: ['standard', 'collection'],
      })
      await addProductSpecs(db, product.id, {
        clubType: 'driver',
        hand: driver.hand,
        player: 'mens',
        loft: driver.loft,
        flex: 'S',
        shaftMaterial: 'graphite',
        shaftModel: 'Project X HZRDUS Smoke',
        modelYear: 2021,
      })
    }
  }
}
