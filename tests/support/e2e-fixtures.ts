import { encodeProductImage, storeProductImage } from '../../app/catalog/product-images.server'
import type { Database } from '../../app/platform/db.server'
import { drawProductImage } from '../../db/demo-images'
import { createProduct, createSeller } from './factories'

/** The distinctive name of the listing whose seller has no name (tests/e2e/browse.spec.ts). */
export const PRIVATE_SELLER_LISTING = 'Vintage MacGregor Persimmon Driver'

/** The seller of tests/e2e/selling.spec.ts, with a pending listing (not in browse) to delete. */
export const E2E_SELLER = {
  email: 'marta.rios@e2e.fairway.test',
  password: 'fairway-e2e-seller-2026',
  name: 'Marta',
  surname: 'Ríos',
  city: 'Valencia',
}
export const PENDING_LISTING = 'Ping Anser 2 Putter 34 in'

/**
 * buying.spec.ts: per attempt (a retried run must not meet the first attempt's sold items and
 * revenue), two sellers with one listing each. The buyer is a new account per attempt.
 */
export const BUYING_PASSWORD = 'fairway-e2e-buying-2026'
export const BUYING_JOURNEYS = [0, 1, 2].map((attempt) => ({
  sellers: [
    {
      email: `buying.seller-a${attempt}@e2e.fairway.test`,
      name: 'Iñaki',
      surname: 'Etxeberria',
      city: 'Bilbao',
      listing: { name: `Srixon ZX7 Mk II Irons 4-PW Set ${attempt + 1}`, brand: 'Srixon', price: 61_500 },
    },
    {
      email: `buying.seller-b${attempt}@e2e.fairway.test`,
      name: 'Sofie',
      surname: 'Jansen',
      city: 'Utrecht',
      listing: {
        name: `Sun Mountain C-130 Cart Bag Navy ${attempt + 1}`,
        brand: 'Sun Mountain',
        price: 14_990,
      },
    },
  ],
}))

/** The active listing that tests/e2e/cart.spec.ts adds to a new buyer's cart (its own seller). */
export const CART_LISTING = 'Bushnell Tour V5 Shift Patriot Pack'

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

  // selling.spec.ts: the seller who lists an item, and a pending listing of theirs to delete.
  const { user: seller } = await createSeller(db, {
    email: E2E_SELLER.email,
    name: `${E2E_SELLER.name} ${E2E_SELLER.surname}`,
    password: E2E_SELLER.password,
    profile: {
      name: E2E_SELLER.name,
      surname: E2E_SELLER.surname,
      city: E2E_SELLER.city,
      email: E2E_SELLER.email,
    },
  })
  await createProduct(db, {
    sellerId: seller.id,
    name: PENDING_LISTING,
    brand: 'Ping',
    subcategory: 'clubs',
    size: 'Right-Handed',
    status: 'pending',
    price: 6_000,
    originalPrice: null,
    images: [await storeProductImage(await encodeProductImage(await drawProductImage('putter', 1)))],
    location: E2E_SELLER.city,
  })

  // cart.spec.ts: an active listing of a seller no other spec uses; buyers there are new accounts.
  const { user: cartSeller } = await createSeller(db, {
    email: 'cart.seller@e2e.fairway.test',
    profile: { name: 'Jordi', surname: 'Vidal', city: 'Barcelona', email: 'cart.seller@e2e.fairway.test' },
  })
  await createProduct(db, {
    sellerId: cartSeller.id,
    name: CART_LISTING,
    brand: 'Bushnell',
    subcategory: 'electronics',
    condition: 'Like New',
    size: null,
    price: 21_950,
    originalPrice: 32_900,
    images: [await storeProductImage(await encodeProductImage(await drawProductImage('rangefinder', 2)))],
    description: 'Slope switch, magnetic mount and case. Battery replaced this season.',
    location: 'Barcelona',
  })

  // buying.spec.ts: the sellers and listings of each attempt.
  for (const [attempt, journey] of BUYING_JOURNEYS.entries()) {
    for (const [index, seller] of journey.sellers.entries()) {
      const { user } = await createSeller(db, {
        email: seller.email,
        name: `${seller.name} ${seller.surname}`,
        password: BUYING_PASSWORD,
        profile: { name: seller.name, surname: seller.surname, city: seller.city, email: seller.email },
      })
      await createProduct(db, {
        sellerId: user.id,
        name: seller.listing.name,
        brand: seller.listing.brand,
        subcategory: index === 0 ? 'clubs' : 'bags-trolleys',
        size: index === 0 ? 'Right-Handed' : 'Cart',
        condition: 'Good',
        price: seller.listing.price,
        originalPrice: null,
        images: [
          await storeProductImage(
            await encodeProductImage(await drawProductImage(index === 0 ? 'irons' : 'bag', attempt)),
          ),
        ],
        location: seller.city,
      })
    }
  }
}
