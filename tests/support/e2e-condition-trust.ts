/**
 * condition-trust.spec.ts (issue #28 items 5 and 6), per attempt: a German seller's suspiciously
 * cheap Scotty Cameron putter (the price guide of its model says 200 € at least), and a graded
 * driver the seller sold to a buyer, delivered, that the buyer completes and reviews.
 */
import { eq } from 'drizzle-orm'
import { clubModelSlug } from '../../app/catalog/passport/club-model-keys'
import { encodeProductImage, storeProductImage } from '../../app/catalog/product-images.server'
import type { Database } from '../../app/platform/db.server'
import { drawProductImage } from '../../db/demo-images'
import { addProductSpecs, createOrder, createProduct, createSeller } from '../../db/factories'
import { clubModels, priceGuides, productSpecs } from '../../db/schema'

export const CONDITION_TRUST_PASSWORD = 'fairway-e2e-trust-2026'
export const CONDITION_TRUST_JOURNEYS = [0, 1, 2].map((attempt) => ({
  seller: {
    email: `trust.seller${attempt}@e2e.fairway.test`,
    name: 'Jürgen',
    surname: 'Hartmann',
    city: 'Munich',
  },
  buyer: { email: `trust.buyer${attempt}@e2e.fairway.test`, name: 'Inés', surname: 'Quiroga' },
  cheap: { name: `Scotty Cameron Newport 2 Bargain ${attempt + 1}`, price: 6_500 },
  graded: { name: `Ping G430 Max Graded Driver ${attempt + 1}`, price: 21_000 },
}))

export async function loadConditionTrustFixtures(db: Database) {
  const [newport] = await db
    .select({ id: clubModels.id })
    .from(clubModels)
    .where(eq(clubModels.slug, clubModelSlug('Scotty Cameron', 'Newport 2', 'putter')))
  if (!newport) throw new Error('the catalogue has no Scotty Cameron Newport 2')
  await db
    .insert(priceGuides)
    .values({
      clubModelId: newport.id,
      condition: 'Good',
      low: 20_000,
      typical: 24_000,
      high: 29_000,
      sampleSize: 7,
      firstSaleAt: new Date('2026-02-01T00:00:00Z'),
      lastSaleAt: new Date('2026-11-01T00:00:00Z'),
      estimate: false,
      computedAt: new Date('2026-11-20T00:00:00Z'),
    })
    .onConflictDoNothing()
  const putterPhoto = await storeProductImage(await encodeProductImage(await drawProductImage('putter', 3)))
  const driverPhoto = await storeProductImage(await encodeProductImage(await drawProductImage('driver', 1)))

  for (const journey of CONDITION_TRUST_JOURNEYS) {
    const { user: seller } = await createSeller(db, {
      email: journey.seller.email,
      name: `${journey.seller.name} ${journey.seller.surname}`,
      password: CONDITION_TRUST_PASSWORD,
      profile: {
        name: journey.seller.name,
        surname: journey.seller.surname,
        city: journey.seller.city,
        email: journey.seller.email,
        areaCode: '+49',
      },
    })
    const cheap = await createProduct(db, {
      sellerId: seller.id,
      name: journey.cheap.name,
      brand: 'Scotty Cameron',
      subcategory: 'clubs',
      condition: 'Good',
      price: journey.cheap.price,
      originalPrice: null,
      images: [putterPhoto],
      location: journey.seller.city,
    })
    await addProductSpecs(db, cheap.id, { clubModelId: newport.id, clubType: 'putter', hand: 'right' })

    const { user: buyer } = await createSeller(db, {
      email: journey.buyer.email,
      name: `${journey.buyer.name} ${journey.buyer.surname}`,
      password: CONDITION_TRUST_PASSWORD,
      profile: { name: journey.buyer.name, surname: journey.buyer.surname, email: journey.buyer.email },
    })
    const graded = await createProduct(db, {
      sellerId: seller.id,
      name: journey.graded.name,
      brand: 'Ping',
      subcategory: 'clubs',
      condition: 'Good',
      status: 'sold',
      price: journey.graded.price,
      originalPrice: null,
      images: [driverPhoto],
      location: journey.seller.city,
    })
    await addProductSpecs(db, graded.id, { clubType: 'driver', hand: 'right' })
    await db
      .update(productSpecs)
      .set({ gradeHead: 8, gradeShaft: 9, gradeGrip: 6 })
      .where(eq(productSpecs.productId, graded.id))
    await createOrder(db, {
      buyerId: buyer.id,
      sellerId: seller.id,
      productId: graded.id,
      totalAmount: journey.graded.price,
      status: 'delivered',
    })
  }
}
