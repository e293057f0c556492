import { encodeProductImage, storeProductImage } from '../../app/catalog/product-images.server'
import type { Database } from '../../app/platform/db.server'
import { type DemoShape, drawProductImage } from '../../db/demo-images'
import {
  addProductGrades,
  addProductSpecs,
  createOrder,
  createProduct,
  createSeller,
} from '../../db/factories'
import { loadConditionTrustFixtures } from './e2e-condition-trust'
import { loadFitFixtures } from './fit-fixtures'
import { loadPricingFixtures } from './pricing-fixtures'

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

/** The buyer and seller of tests/e2e/orders.spec.ts, and the orders between them. */
export const E2E_ORDER_BUYER = {
  email: 'lucia.fernandez@e2e.fairway.test',
  password: 'fairway-e2e-buyer-2026',
  name: 'Lucía',
  surname: 'Fernández',
}
export const E2E_ORDER_SELLER = {
  email: 'jon.arrieta@e2e.fairway.test',
  password: 'fairway-e2e-order-seller-2026',
  name: 'Jon',
  surname: 'Arrieta',
}
/** Every fixture order costs the same, so a run can check the figures move by this amount. */
export const E2E_ORDER_AMOUNT = 18_500
/** Distinctive names of the ordered items: "E2E Order Wedge 1" … */
export const E2E_ORDER_ITEM = 'E2E Order Wedge'
/**
 * Confirmed orders: each run of orders.spec.ts ships and delivers the oldest one still confirmed, so
 * a retried run against the same server finds a fresh one (this many runs per server start).
 */
export const E2E_CONFIRMED_ORDERS = 4
export const E2E_ORDER_ADDRESS = {
  fullName: 'Lucía Fernández',
  address: 'Calle de Alcalá 42, 3º B',
  city: 'Madrid',
  postalCode: '28014',
  country: 'Spain',
}

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

/**
 * jobs.spec.ts: per attempt, one seller's listing that a new buyer starts paying for and abandons
 * (its checkout expires when the server clock is moved past the deadline).
 */
export const DEADLINE_JOURNEYS = [0, 1, 2].map((attempt) => ({
  email: `deadline.seller${attempt}@e2e.fairway.test`,
  name: 'Ingrid',
  surname: 'Holm',
  city: 'Göteborg',
  listing: { name: `Cobra LTDx Fairway Wood 3 ${attempt + 1}`, brand: 'Cobra', price: 17_900 },
}))

/**
 * trust.spec.ts: the operator, granted the role from the command line (`npm run admin -- grant`,
 * run by e2e-server.ts before the server starts), and per attempt a listing a visitor reports.
 */
export const E2E_OPERATOR = { email: 'operator@e2e.fairway.test', password: BUYING_PASSWORD }
export const REPORTED_JOURNEYS = [0, 1, 2].map((attempt) => ({
  email: `reported.seller${attempt}@e2e.fairway.test`,
  name: 'Rafael',
  surname: 'Copias',
  city: 'Valencia',
  listing: { name: `Titleist TSR3 Driver Replica ${attempt + 1}`, brand: 'Titleist', price: 9_900 },
}))

/**
 * money.spec.ts (issue #13): per attempt, a seller who ships and gets paid (no payout account yet)
 * and a seller who never ships. Both listings offer standard and express shipping.
 */
export const MONEY_JOURNEYS = [0, 1, 2].map((attempt) => ({
  paid: {
    email: `money.seller-paid${attempt}@e2e.fairway.test`,
    name: 'Marta',
    surname: 'Quintana',
    city: 'Sevilla',
    listing: {
      name: `Titleist Vokey SM9 Wedge 56 ${attempt + 1}`,
      brand: 'Titleist',
      price: 12_000,
      shippingOptions: ['standard', 'express'],
    },
  },
  neverShips: {
    email: `money.seller-late${attempt}@e2e.fairway.test`,
    name: 'Pieter',
    surname: 'Vos',
    city: 'Leiden',
    listing: {
      name: `Odyssey White Hot Putter 35 ${attempt + 1}`,
      brand: 'Odyssey',
      price: 9_500,
      shippingOptions: ['standard', 'express'],
    },
  },
}))

/**
 * reviews.spec.ts (issue #16): per attempt, a seller with a delivered order to a buyer (who completes
 * it) and a listing still on sale, whose card shows the seller's rating.
 */
export const REVIEW_JOURNEYS = [0, 1, 2].map((attempt) => ({
  seller: {
    email: `review.seller${attempt}@e2e.fairway.test`,
    name: 'Carmen',
    surname: 'Valverde',
    city: 'Málaga',
    listing: { name: `Mizuno JPX 923 Irons 5-PW ${attempt + 1}`, brand: 'Mizuno', price: 54_000 },
  },
  buyer: { email: `review.buyer${attempt}@e2e.fairway.test`, name: 'Tomás', surname: 'Ibarra' },
  sold: `Mizuno T22 Wedge 52 ${attempt + 1}`,
}))

/**
 * messages.spec.ts (issue #15): per attempt, a seller with one listing (200 €, standard shipping)
 * that two new buyers ask about and make offers on.
 */
export const MESSAGES_JOURNEYS = [0, 1, 2].map((attempt) => ({
  email: `messages.seller${attempt}@e2e.fairway.test`,
  name: 'Carmen',
  surname: 'Ortega',
  city: 'Málaga',
  listing: {
    name: `Mizuno JPX 923 Hot Metal Irons ${attempt + 1}`,
    brand: 'Mizuno',
    price: 20_000,
    shippingOptions: ['standard'],
  },
}))

/**
 * alerts.spec.ts (issue #16), per attempt: a buyer who saves the search "putter" and a favourite,
 * and a seller whose listing is that favourite and who publishes a putter in the wizard.
 */
export const ALERT_JOURNEYS = [0, 1, 2].map((attempt) => ({
  buyer: { email: `alerts.buyer${attempt}@e2e.fairway.test`, name: 'Beatriz', surname: 'Alonso' },
  seller: {
    email: `alerts.seller${attempt}@e2e.fairway.test`,
    name: 'Santiago',
    surname: 'Ruiz',
    city: 'Bilbao',
    listing: { name: `Cleveland RTX Favourite Wedge ${attempt + 1}`, brand: 'Cleveland', price: 8_000 },
  },
  putter: `Odyssey Alert Putter ${attempt + 1}`,
}))

/**
 * disputes.spec.ts (issue #14 item 2): per attempt, a seller whose buyer reports a problem. The item
 * costs 100 € with standard shipping (3.99 €); the seller offers 30 % of the item's price.
 */
export const DISPUTE_JOURNEYS = [0, 1, 2].map((attempt) => ({
  email: `dispute.seller${attempt}@e2e.fairway.test`,
  name: 'Diego',
  surname: 'Palos',
  city: 'Bilbao',
  listing: {
    name: `Cobra King Tec Hybrid 4 ${attempt + 1}`,
    brand: 'Cobra',
    price: 10_000,
    shippingOptions: ['standard', 'express'],
  },
}))

/**
 * languages.spec.ts (issue #26), per attempt: an English seller with a listing for sale (a new
 * Spanish visitor signs up from its Add to cart) and a shipped order to a buyer whose stored
 * language is Spanish.
 */
export const LANGUAGE_JOURNEYS = [0, 1, 2].map((attempt) => ({
  seller: {
    email: `language.seller${attempt}@e2e.fairway.test`,
    name: 'Oliver',
    surname: 'Grant',
    city: 'Madrid',
    listing: { name: `Callaway Apex Irons Idioma ${attempt + 1}`, brand: 'Callaway', price: 39_900 },
  },
  buyer: { email: `language.buyer${attempt}@e2e.fairway.test`, name: 'Lucía', surname: 'Serrano' },
  ordered: `Titleist Vokey Idioma ${attempt + 1}`,
}))

/**
 * delivery.spec.ts (issue #26): per attempt, a seller in Hamburg (+49) whose listing offers express
 * and collection (a Spanish buyer only gets express), and a seller in Madrid (+34) offering standard
 * and collection.
 */
export const DELIVERY_JOURNEYS = [0, 1, 2].map((attempt) => ({
  abroad: {
    email: `delivery.seller-de${attempt}@e2e.fairway.test`,
    name: 'Jonas',
    surname: 'Becker',
    city: 'Hamburg',
    areaCode: '+49',
    listing: {
      name: `Cleveland Launcher XL Halo Irons ${attempt + 1}`,
      brand: 'Cleveland',
      price: 45_000,
      shippingOptions: ['express', 'collection'],
    },
  },
  local: {
    email: `delivery.seller-es${attempt}@e2e.fairway.test`,
    name: 'Carmen',
    surname: 'Ruiz',
    city: 'Madrid',
    areaCode: '+34',
    listing: {
      name: `Ping Hoofer Stand Bag Red ${attempt + 1}`,
      brand: 'Ping',
      price: 9_000,
      shippingOptions: ['standard', 'collection'],
    },
  },
}))

/**
 * hydration.spec.ts (issue #26 items 7 and 8): per attempt and per test, a seller with one listing
 * that a new buyer adds to the cart before the page's scripts run, or while offline.
 */
export const HYDRATION_JOURNEYS = [0, 1, 2].flatMap((attempt) =>
  (['early', 'offline'] as const).map((kind) => ({
    kind,
    attempt,
    email: `hydration.${kind}${attempt}@e2e.fairway.test`,
    name: 'Ainhoa',
    surname: 'Zubiri',
    city: 'Pamplona',
    listing: {
      name: `E2E ${kind === 'early' ? 'Early Tap' : 'Offline'} Driver ${attempt + 1}`,
      brand: 'Titleist',
      price: 24_950,
    },
  })),
)

/** The active listing that tests/e2e/cart.spec.ts adds to a new buyer's cart (its own seller). */
export const CART_LISTING = 'Bushnell Tour V5 Shift Patriot Pack'

/**
 * Rows the end-to-end journeys need besides the demo marketplace (which every journey may use).
 * Written before the server starts; keep each fixture small and say which spec uses it.
 */
/**
 * product-page.spec.ts, per attempt: a seller with two photos on one listing (the photo viewer),
 * a second listing ("More from this seller") and one to edit; another seller's listing one cent
 * dearer in the same subcategory ("Similar items").
 */
export const PRODUCT_PAGE_PASSWORD = 'fairway-e2e-product-2026'
export const PRODUCT_PAGE_JOURNEYS = [0, 1, 2].map((attempt) => ({
  seller: { email: `product.seller${attempt}@e2e.fairway.test`, name: 'Nerea', surname: 'Goikoetxea' },
  viewed: { name: `E2E Viewer Hybrid ${attempt}`, price: 13_337 + attempt * 1_000 },
  sibling: { name: `E2E Sibling Wedge ${attempt}` },
  edited: { name: `E2E Editable Putter ${attempt}` },
  similar: { name: `E2E Similar Hybrid ${attempt}`, price: 13_338 + attempt * 1_000 },
}))

/** passport-wizard.spec.ts (issue #27): per test and attempt, a seller who lists a driver. */
export const PASSPORT_PASSWORD = 'fairway-e2e-passport-2026'
export const PASSPORT_JOURNEYS = [0, 1, 2].map((attempt) => ({
  seller: { email: `passport.seller${attempt}@e2e.fairway.test`, name: 'Lucía', surname: 'Zurdo' },
  typed: { email: `passport.typed${attempt}@e2e.fairway.test`, name: 'Marcos', surname: 'Mano' },
  listing: `TaylorMade Stealth 2 Lefty ${attempt + 1}`,
}))

/** condition-photos.spec.ts (issue #28): per attempt, a seller who lists a Ping driver. */
export const CONDITION_PHOTOS_PASSWORD = 'fairway-e2e-photos-2026'
export const CONDITION_PHOTOS_JOURNEYS = [0, 1, 2].map((attempt) => ({
  seller: { email: `photos.seller${attempt}@e2e.fairway.test`, name: 'Iker', surname: 'Fotógrafo' },
  listing: `Ping G430 Max Driver ${attempt + 1}`,
}))

/**
 * condition-disputes.spec.ts (issue #28 item 4), per attempt: a seller of a graded driver with its
 * guided photos (sole, face, crown, serial) whose buyer disputes the head after delivery.
 */
export const CONDITION_DISPUTE_JOURNEYS = [0, 1, 2].map((attempt) => ({
  email: `condition.dispute${attempt}@e2e.fairway.test`,
  name: 'Gonzalo',
  surname: 'Grados',
  city: 'Valencia',
  listing: {
    name: `Callaway Paradym Driver Graded ${attempt + 1}`,
    brand: 'Callaway',
    price: 18_000,
    grades: { head: 8, shaft: 9, grip: 6 } as const,
  },
}))

async function loadConditionDisputeFixtures(db: Database) {
  for (const [attempt, journey] of CONDITION_DISPUTE_JOURNEYS.entries()) {
    const { user } = await createSeller(db, {
      email: journey.email,
      name: `${journey.name} ${journey.surname}`,
      password: BUYING_PASSWORD,
      profile: { name: journey.name, surname: journey.surname, city: journey.city, email: journey.email },
    })
    const photo = async (shape: DemoShape, variant: number) =>
      storeProductImage(await encodeProductImage(await drawProductImage(shape, variant)))
    const product = await createProduct(db, {
      sellerId: user.id,
      name: journey.listing.name,
      brand: journey.listing.brand,
      subcategory: 'clubs',
      size: 'Right-Handed',
      condition: 'Good',
      price: journey.listing.price,
      originalPrice: null,
      images: [
        await photo('driver', attempt),
        await photo('driver', attempt + 3),
        await photo('driver', attempt + 6),
        await photo('driver', attempt + 9),
      ],
      imageSlots: ['sole', 'face', 'crown', 'serial'],
      location: journey.city,
      shippingOptions: ['standard'],
    })
    await addProductSpecs(db, product.id, { clubType: 'driver', hand: 'right', flex: 'S', loft: 10.5 })
    await addProductGrades(db, product.id, journey.listing.grades)
  }
}

export async function loadE2eFixtures(db: Database) {
  await loadConditionDisputeFixtures(db)
  // condition-trust.spec.ts (issue #28 items 5 and 6).
  await loadConditionTrustFixtures(db)
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

  /** A seller who signs in with BUYING_PASSWORD, and their one listing with a drawn photo. */
  async function sellerWithListing(
    seller: (typeof DEADLINE_JOURNEYS)[number] & {
      areaCode?: string
      listing: { shippingOptions?: string[] }
    },
    look: { subcategory: 'clubs' | 'bags-trolleys'; size: string; shape: DemoShape; variant: number },
  ) {
    const { user } = await createSeller(db, {
      email: seller.email,
      name: `${seller.name} ${seller.surname}`,
      password: BUYING_PASSWORD,
      profile: {
        name: seller.name,
        surname: seller.surname,
        city: seller.city,
        email: seller.email,
        ...(seller.areaCode ? { areaCode: seller.areaCode } : {}),
      },
    })
    await createProduct(db, {
      sellerId: user.id,
      name: seller.listing.name,
      brand: seller.listing.brand,
      subcategory: look.subcategory,
      size: look.size,
      condition: 'Good',
      price: seller.listing.price,
      originalPrice: null,
      images: [
        await storeProductImage(await encodeProductImage(await drawProductImage(look.shape, look.variant))),
      ],
      location: seller.city,
      ...(seller.listing.shippingOptions ? { shippingOptions: seller.listing.shippingOptions } : {}),
    })
    return user
  }

  // messages.spec.ts: one seller and listing per attempt.
  for (const [attempt, seller] of MESSAGES_JOURNEYS.entries()) {
    await sellerWithListing(seller, {
      subcategory: 'clubs',
      size: 'Right-Handed',
      shape: 'irons',
      variant: attempt + 2,
    })
  }
  // alerts.spec.ts: per attempt a buyer, and a seller with the listing the buyer saves.
  for (const [attempt, journey] of ALERT_JOURNEYS.entries()) {
    await createSeller(db, {
      email: journey.buyer.email,
      name: `${journey.buyer.name} ${journey.buyer.surname}`,
      password: BUYING_PASSWORD,
      profile: { name: journey.buyer.name, surname: journey.buyer.surname, email: journey.buyer.email },
    })
    await sellerWithListing(journey.seller, {
      subcategory: 'clubs',
      size: 'Right-Handed',
      shape: 'irons',
      variant: attempt + 2,
    })
  }
  // passport-wizard.spec.ts: sellers with nothing listed yet.
  for (const journey of PASSPORT_JOURNEYS) {
    for (const seller of [journey.seller, journey.typed]) {
      await createSeller(db, {
        email: seller.email,
        name: `${seller.name} ${seller.surname}`,
        password: PASSPORT_PASSWORD,
        profile: { name: seller.name, surname: seller.surname, email: seller.email, city: 'Sevilla' },
      })
    }
  }
  // buying.spec.ts: the sellers and listings of each attempt.
  for (const [attempt, journey] of BUYING_JOURNEYS.entries()) {
    for (const [index, seller] of journey.sellers.entries()) {
      await sellerWithListing(
        seller,
        index === 0
          ? { subcategory: 'clubs', size: 'Right-Handed', shape: 'irons', variant: attempt }
          : { subcategory: 'bags-trolleys', size: 'Cart', shape: 'bag', variant: attempt },
      )
    }
  }
  // trust.spec.ts: the operator's account (the role comes from the CLI) and one listing per attempt.
  await createSeller(db, {
    email: E2E_OPERATOR.email,
    name: 'Olga Operadora',
    password: E2E_OPERATOR.password,
    profile: { name: 'Olga', surname: 'Operadora', email: E2E_OPERATOR.email },
  })
  for (const [attempt, seller] of REPORTED_JOURNEYS.entries()) {
    await sellerWithListing(seller, {
      subcategory: 'clubs',
      size: 'Right-Handed',
      shape: 'irons',
      variant: attempt,
    })
  }
  // jobs.spec.ts: one listing per attempt.
  for (const [attempt, seller] of DEADLINE_JOURNEYS.entries()) {
    await sellerWithListing(seller, {
      subcategory: 'clubs',
      size: 'Right-Handed',
      shape: 'driver',
      variant: attempt,
    })
  }

  // product-page.spec.ts: four photos shared by every attempt's listings (shared photos are never deleted).
  const sharedPhoto = async (shape: DemoShape, variant: number) =>
    storeProductImage(await encodeProductImage(await drawProductImage(shape, variant)))
  const driverPhoto = await sharedPhoto('driver', 3)
  const ironsPhoto = await sharedPhoto('irons', 3)
  const putterPhoto = await sharedPhoto('putter', 3)
  const otherPutterPhoto = await sharedPhoto('putter', 4)
  for (const [attempt, journey] of PRODUCT_PAGE_JOURNEYS.entries()) {
    const { user: productSeller } = await createSeller(db, {
      email: journey.seller.email,
      name: `${journey.seller.name} ${journey.seller.surname}`,
      password: PRODUCT_PAGE_PASSWORD,
      profile: { name: journey.seller.name, surname: journey.seller.surname, email: journey.seller.email },
    })
    const day = (n: number) => new Date(Date.UTC(2026, 1, n, attempt))
    await createProduct(db, {
      sellerId: productSeller.id,
      name: journey.viewed.name,
      subcategory: 'clubs',
      price: journey.viewed.price,
      images: [driverPhoto, ironsPhoto],
      createdAt: day(1),
    })
    await createProduct(db, {
      sellerId: productSeller.id,
      name: journey.sibling.name,
      subcategory: 'clubs',
      images: [ironsPhoto],
      createdAt: day(2),
    })
    await createProduct(db, {
      sellerId: productSeller.id,
      name: journey.edited.name,
      brand: 'Odyssey',
      subcategory: 'clubs',
      price: 9_900,
      images: [putterPhoto, otherPutterPhoto],
      createdAt: day(3),
    })
    const { user: similarSeller } = await createSeller(db, {
      email: `product.similar${attempt}@e2e.fairway.test`,
      profile: { name: 'Óscar', surname: 'Lema' },
    })
    await createProduct(db, {
      sellerId: similarSeller.id,
      name: journey.similar.name,
      subcategory: 'clubs',
      price: journey.similar.price,
      images: [driverPhoto],
    })
  }

  // money.spec.ts: two sellers per attempt.
  for (const [attempt, journey] of MONEY_JOURNEYS.entries()) {
    await sellerWithListing(journey.paid, {
      subcategory: 'clubs',
      size: 'Right-Handed',
      shape: 'irons',
      variant: attempt + 5,
    })
    await sellerWithListing(journey.neverShips, {
      subcategory: 'clubs',
      size: 'Right-Handed',
      shape: 'putter',
      variant: attempt,
    })
  }

  // reviews.spec.ts: per attempt, a seller's listing on sale and a delivered order to a buyer.
  for (const [attempt, journey] of REVIEW_JOURNEYS.entries()) {
    const seller = await sellerWithListing(journey.seller, {
      subcategory: 'clubs',
      size: 'Right-Handed',
      shape: 'irons',
      variant: attempt + 1,
    })
    const { user: buyer } = await createSeller(db, {
      email: journey.buyer.email,
      name: `${journey.buyer.name} ${journey.buyer.surname}`,
      password: BUYING_PASSWORD,
      profile: { name: journey.buyer.name, surname: journey.buyer.surname, email: journey.buyer.email },
    })
    const sold = await createProduct(db, {
      sellerId: seller.id,
      name: journey.sold,
      brand: 'Mizuno',
      subcategory: 'clubs',
      size: 'Right-Handed',
      status: 'sold',
      price: 9_000,
    })
    await createOrder(db, {
      buyerId: buyer.id,
      sellerId: seller.id,
      productId: sold.id,
      totalAmount: 9_000,
      status: 'delivered',
    })
  }

  // disputes.spec.ts: per attempt, a seller whose buyer will report a problem.
  for (const [attempt, journey] of DISPUTE_JOURNEYS.entries()) {
    await sellerWithListing(journey, {
      subcategory: 'clubs',
      size: 'Right-Handed',
      shape: 'irons',
      variant: attempt + 8,
    })
  }
  for (const [attempt, journey] of DELIVERY_JOURNEYS.entries()) {
    await sellerWithListing(journey.abroad, {
      subcategory: 'clubs',
      size: 'Right-Handed',
      shape: 'irons',
      variant: attempt + 3,
    })
    await sellerWithListing(journey.local, {
      subcategory: 'bags-trolleys',
      size: 'Stand',
      shape: 'bag',
      variant: attempt + 3,
    })
  }

  // orders.spec.ts: a buyer (interested in clubs and all golf) with confirmed orders from one seller.
  const { user: orderBuyer } = await createSeller(db, {
    email: E2E_ORDER_BUYER.email,
    name: `${E2E_ORDER_BUYER.name} ${E2E_ORDER_BUYER.surname}`,
    password: E2E_ORDER_BUYER.password,
    profile: {
      name: E2E_ORDER_BUYER.name,
      surname: E2E_ORDER_BUYER.surname,
      email: E2E_ORDER_BUYER.email,
      userType: 'buyer',
      sportsInterests: ['clubs', 'all-golf'],
    },
  })
  const { user: orderSeller } = await createSeller(db, {
    email: E2E_ORDER_SELLER.email,
    name: `${E2E_ORDER_SELLER.name} ${E2E_ORDER_SELLER.surname}`,
    password: E2E_ORDER_SELLER.password,
    profile: {
      name: E2E_ORDER_SELLER.name,
      surname: E2E_ORDER_SELLER.surname,
      email: E2E_ORDER_SELLER.email,
    },
  })
  // hydration.spec.ts: one seller and listing per test and attempt.
  for (const [index, journey] of HYDRATION_JOURNEYS.entries()) {
    await sellerWithListing(journey, {
      subcategory: 'clubs',
      size: 'Right-Handed',
      shape: 'irons',
      variant: index % 4,
    })
  }

  const wedgePhoto = await storeProductImage(await encodeProductImage(await drawProductImage('irons', 2)))
  for (let n = 1; n <= E2E_CONFIRMED_ORDERS; n++) {
    const item = await createProduct(db, {
      sellerId: orderSeller.id,
      name: `${E2E_ORDER_ITEM} ${n}`,
      brand: 'Cleveland',
      subcategory: 'clubs',
      size: 'Right-Handed',
      status: 'sold',
      price: E2E_ORDER_AMOUNT,
      images: [wedgePhoto],
    })
    await createOrder(db, {
      buyerId: orderBuyer.id,
      sellerId: orderSeller.id,
      productId: item.id,
      totalAmount: E2E_ORDER_AMOUNT,
      shippingAddress: E2E_ORDER_ADDRESS,
      // Oldest first: n = 1 is the first one a run takes.
      createdAt: new Date(Date.UTC(2026, 0, n)),
    })
  }

  // languages.spec.ts: per attempt an English seller with a listing, and a shipped order of theirs
  // to a buyer whose stored language is Spanish.
  for (const [attempt, journey] of LANGUAGE_JOURNEYS.entries()) {
    const seller = await sellerWithListing(journey.seller, {
      subcategory: 'clubs',
      size: 'Right-Handed',
      shape: 'irons',
      variant: attempt + 1,
    })
    const { user: buyer } = await createSeller(db, {
      email: journey.buyer.email,
      name: `${journey.buyer.name} ${journey.buyer.surname}`,
      password: BUYING_PASSWORD,
      profile: {
        name: journey.buyer.name,
        surname: journey.buyer.surname,
        email: journey.buyer.email,
        language: 'es',
      },
    })
    const sold = await createProduct(db, {
      sellerId: seller.id,
      name: journey.ordered,
      brand: 'Titleist',
      subcategory: 'clubs',
      status: 'sold',
      price: 12_500,
      images: [wedgePhoto],
    })
    await createOrder(db, {
      buyerId: buyer.id,
      sellerId: seller.id,
      productId: sold.id,
      totalAmount: 12_500,
      status: 'shipped',
      trackingNumber: 'PK123456789ES',
      shippingAddress: E2E_ORDER_ADDRESS,
    })
  }
  // condition-photos.spec.ts: the sellers of the guided photo slots (issue #28).
  for (const journey of CONDITION_PHOTOS_JOURNEYS) {
    await createSeller(db, {
      email: journey.seller.email,
      name: `${journey.seller.name} ${journey.seller.surname}`,
      password: CONDITION_PHOTOS_PASSWORD,
      profile: {
        name: journey.seller.name,
        surname: journey.seller.surname,
        email: journey.seller.email,
        city: 'Bilbao',
      },
    })
  }

  // pricing-help.spec.ts (issue #29): a model's sales and guide, and each attempt's people.
  await loadPricingFixtures(db)

  // fit-match.spec.ts (issue #30): golfers with a golfer profile, and sellers of drivers.
  await loadFitFixtures(db)
}
