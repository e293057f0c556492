import { and, eq } from 'drizzle-orm'
import { encodeProductImage, storeProductImage } from '../../app/catalog/product-images.server'
import type { Database } from '../../app/platform/db.server'
import { drawProductImage } from '../../db/demo-images'
import { addProductGrades, addProductSpecs, createProduct, createSeller } from '../../db/factories'
import { clubModels } from '../../db/schema'

/**
 * wanted.spec.ts (issue #30 item 4), per attempt: a golfer who lost the 7-iron of their TaylorMade
 * P790 set, and a seller with a single stiff steel P790 7-iron (the catalogue's 7-iron loft) and an
 * 8-iron of the same model, which the golfer's request must not list.
 */
export const WANTED_PASSWORD = 'fairway-e2e-wanted-2026'
export const WANTED_JOURNEYS = [0, 1, 2].map((attempt) => ({
  golfer: { email: `wanted.golfer${attempt}@e2e.fairway.test`, name: 'Gloria Golfer' },
  seller: {
    email: `wanted.seller${attempt}@e2e.fairway.test`,
    name: 'Ramón',
    surname: 'Hierro',
    city: 'Sevilla',
  },
  seven: `TaylorMade P790 7-iron Wanted ${attempt + 1}`,
  eight: `TaylorMade P790 8-iron Wanted ${attempt + 1}`,
}))

export async function loadWantedFixtures(db: Database) {
  const [model] = await db
    .select({ id: clubModels.id })
    .from(clubModels)
    .where(
      and(
        eq(clubModels.brand, 'TaylorMade'),
        eq(clubModels.model, 'P790'),
        eq(clubModels.clubType, 'iron-set'),
      ),
    )
  if (!model) throw new Error('the catalogue has no TaylorMade P790 iron set')
  const photo = await storeProductImage(await encodeProductImage(await drawProductImage('irons', 1)))
  for (const journey of WANTED_JOURNEYS) {
    await createSeller(db, {
      email: journey.golfer.email,
      name: journey.golfer.name,
      password: WANTED_PASSWORD,
      profile: { name: 'Gloria', surname: 'Golfer', city: 'Madrid' },
    })
    const { user } = await createSeller(db, {
      email: journey.seller.email,
      name: `${journey.seller.name} ${journey.seller.surname}`,
      profile: { name: journey.seller.name, surname: journey.seller.surname, city: journey.seller.city },
    })
    for (const [name, loft] of [
      [journey.seven, 30.5],
      [journey.eight, 34.5],
    ] as const) {
      const product = await createProduct(db, {
        sellerId: user.id,
        name,
        brand: 'TaylorMade',
        subcategory: 'clubs',
        size: "Men's",
        condition: 'Good',
        price: 7_500,
        originalPrice: null,
        images: [photo],
        location: journey.seller.city,
        shippingOptions: ['standard'],
      })
      await addProductSpecs(db, product.id, {
        clubModelId: model.id,
        clubType: 'iron',
        hand: 'right',
        player: 'mens',
        loft,
        shaftMaterial: 'steel',
        flex: 'S',
      })
      await addProductGrades(db, product.id, { head: 8, shaft: 8, grip: 7 })
    }
  }
}
