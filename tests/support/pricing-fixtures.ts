import { eq } from 'drizzle-orm'
import { clubModelSlug } from '../../app/catalog/passport/club-model-keys'
import { encodeProductImage, storeProductImage } from '../../app/catalog/product-images.server'
import type { Database } from '../../app/platform/db.server'
import { drawProductImage } from '../../db/demo-images'
import {
  addProductSpecs,
  createModelSale,
  createOrder,
  createPriceGuide,
  createProduct,
  createSeller,
} from '../../db/factories'
import { clubModels } from '../../db/schema'

/**
 * pricing-help.spec.ts (issue #29): the Ping G430 Max driver's sales and guide in Good condition
 * (12 sales of 180–240 € over the last 6 months), and per attempt a seller who prices one in the
 * wizard, a listing of one at a good price with an offer floor, and its buyer.
 */
export const PRICING_PASSWORD = 'fairway-e2e-pricing-2026'
export const PRICING_MODEL_SLUG = clubModelSlug('Ping', 'G430 Max', 'driver')
/** Euro cents: the guide's figures the fixtures write. */
export const PRICING_GUIDE = { low: 18_000, typical: 21_000, high: 24_000 }
export const PRICING_JOURNEYS = [0, 1, 2].map((attempt) => ({
  wizardSeller: { email: `pricing.wizard${attempt}@e2e.fairway.test`, name: 'Paula', surname: 'Precio' },
  seller: { email: `pricing.seller${attempt}@e2e.fairway.test`, name: 'Íñigo', surname: 'Suelo' },
  buyer: { email: `pricing.buyer${attempt}@e2e.fairway.test`, name: 'Berta', surname: 'Oferta' },
  listing: {
    name: `Ping G430 Max Driver Fairway Price ${attempt + 1}`,
    price: 18_500,
    originalPrice: 59_900,
    offerFloor: 17_000,
  },
}))

const DAY = 86_400_000
/** The sales behind the guide: amounts (euros) and how many days ago, spread over 6 months. */
const SALES: Array<[number, number]> = [
  [180, 160],
  [205, 150],
  [215, 130],
  [195, 120],
  [240, 100],
  [210, 90],
  [200, 75],
  [225, 60],
  [210, 45],
  [190, 30],
  [230, 20],
  [212, 8],
]

export async function loadPricingFixtures(db: Database) {
  const [model] = await db.select().from(clubModels).where(eq(clubModels.slug, PRICING_MODEL_SLUG))
  if (!model) throw new Error(`the catalogue has no ${PRICING_MODEL_SLUG}`)
  const photo = await storeProductImage(await encodeProductImage(await drawProductImage('driver', 5)))
  const now = Date.now()

  const { user: pastSeller } = await createSeller(db, {
    email: 'pricing.past-seller@e2e.fairway.test',
    profile: { name: 'Pablo', surname: 'Pasado' },
  })
  const { user: pastBuyer } = await createSeller(db, {
    email: 'pricing.past-buyer@e2e.fairway.test',
    profile: { name: 'Pilar', surname: 'Pasada' },
  })
  for (const [index, [euros, daysAgo]] of SALES.entries()) {
    const soldAt = new Date(now - daysAgo * DAY)
    const sold = await createProduct(db, {
      sellerId: pastSeller.id,
      name: `Ping G430 Max Driver sold ${index + 1}`,
      brand: 'Ping',
      subcategory: 'clubs',
      condition: 'Good',
      status: 'sold',
      price: euros * 100,
      images: [photo],
      createdAt: soldAt,
    })
    await addProductSpecs(db, sold.id, { clubModelId: model.id, clubType: 'driver', hand: 'right' })
    const order = await createOrder(db, {
      buyerId: pastBuyer.id,
      sellerId: pastSeller.id,
      productId: sold.id,
      totalAmount: euros * 100,
      status: 'completed',
      createdAt: soldAt,
    })
    await createModelSale(db, {
      orderId: order.id,
      clubModelId: model.id,
      condition: 'Good',
      amount: euros * 100,
      soldAt,
    })
  }
  await createPriceGuide(db, {
    clubModelId: model.id,
    condition: 'Good',
    ...PRICING_GUIDE,
    sampleSize: SALES.length,
    firstSaleAt: new Date(now - 160 * DAY),
    lastSaleAt: new Date(now - 8 * DAY),
  })

  for (const journey of PRICING_JOURNEYS) {
    for (const person of [journey.wizardSeller, journey.buyer]) {
      await createSeller(db, {
        email: person.email,
        name: `${person.name} ${person.surname}`,
        password: PRICING_PASSWORD,
        profile: { name: person.name, surname: person.surname, email: person.email, city: 'Bilbao' },
      })
    }
    const { user: seller } = await createSeller(db, {
      email: journey.seller.email,
      name: `${journey.seller.name} ${journey.seller.surname}`,
      password: PRICING_PASSWORD,
      profile: {
        name: journey.seller.name,
        surname: journey.seller.surname,
        email: journey.seller.email,
        city: 'Bilbao',
      },
    })
    const listing = await createProduct(db, {
      sellerId: seller.id,
      name: journey.listing.name,
      brand: 'Ping',
      subcategory: 'clubs',
      condition: 'Good',
      price: journey.listing.price,
      originalPrice: journey.listing.originalPrice,
      offerFloor: journey.listing.offerFloor,
      images: [photo],
      location: 'Bilbao',
    })
    await addProductSpecs(db, listing.id, { clubModelId: model.id, clubType: 'driver', hand: 'right' })
  }
}
