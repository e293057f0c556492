/**
 * The demo marketplace, written on first start into an empty database (SEED_DEMO=true):
 * eight sellers with complete profiles and avatars, eighty active listings across the seven
 * golf subcategories and a few sold ones (each with its order by another demo user), each with
 * locally drawn photos.
 */
import crypto from 'node:crypto'
import { inArray } from 'drizzle-orm'
import { deliveryCost, isInPerson } from '~/catalog/delivery'
import { rebuildPriceGuide } from '~/catalog/price-guide/price-guide.server'
import {
  type EncodedProductImage,
  encodeProductImage,
  storeProductImage,
} from '~/catalog/product-images.server'
import type { Database } from '~/platform/db.server'
import { storage } from '~/platform/storage.server'
import { DEMO_BUYER_ADDRESSES, DEMO_LISTINGS, DEMO_PASSWORD, DEMO_SELLERS } from './demo-data'
import { type DemoShape, drawAvatar, drawProductImage, shapeFor } from './demo-images'
import { DEMO_PASSPORTS, type DemoCatalogueModel, demoModelSlug, demoSpecs } from './demo-passports'
import { DEMO_GRADES, seedDemoSales } from './demo-sales'
import {
  addProductGrades,
  addProductSpecs,
  createOrder,
  createProduct,
  createSeller,
  seededRandom,
} from './factories'
import { clubModels } from './schema'

const DAY = 24 * 60 * 60 * 1000

/** The stages the demo's orders are at, in turn. */
const DEMO_ORDER_STATUSES = [
  'delivered',
  'shipped',
  'confirmed',
  'delivered',
  'shipped',
  'delivered',
] as const

export interface SeedOptions {
  now?: Date
  seed?: number
}

export async function seedDemoMarketplace(db: Database, options: SeedOptions = {}) {
  const now = options.now ?? new Date()
  const random = seededRandom(options.seed ?? 2026)

  // Pictures first: drawing and encoding is the slow part, and it needs no transaction.
  const encoded = new Map<string, EncodedProductImage>()
  async function photo(shape: DemoShape, variant: number) {
    const cacheKey = `${shape}:${variant}`
    let image = encoded.get(cacheKey)
    if (!image) {
      image = await encodeProductImage(await drawProductImage(shape, variant))
      encoded.set(cacheKey, image)
    }
    // Every listing owns its files, so deleting one listing's photos never touches another's.
    return storeProductImage(image)
  }

  const listingPhotos: string[][] = []
  for (const listing of DEMO_LISTINGS) {
    const count = random.int(1, 3)
    const first = random.int(0, 5)
    const keys: string[] = []
    const shape = shapeFor(listing.subcategory, listing.name)
    for (let i = 0; i < count; i++) keys.push(await photo(shape, first + i))
    listingPhotos.push(keys)
  }
  const avatars = new Map<string, string>()
  for (const seller of DEMO_SELLERS) {
    const key = `avatars/${crypto.randomUUID()}.webp`
    await storage().put(key, await drawAvatar(seller.colour), 'image/webp')
    avatars.set(seller.key, key)
  }

  return db.transaction(async (tx) => {
    // The catalogue models the demo clubs link to (issue #27); a missing one leaves its club
    // linked by name only.
    const slugs = DEMO_LISTINGS.flatMap((listing) => {
      const passport = DEMO_PASSPORTS[listing.name]
      const slug = passport && demoModelSlug(listing, passport)
      return slug ? [slug] : []
    })
    const catalogue = new Map<string, DemoCatalogueModel>(
      (
        await tx
          .select({
            slug: clubModels.slug,
            id: clubModels.id,
            releaseYear: clubModels.releaseYear,
            heads: clubModels.heads,
          })
          .from(clubModels)
          .where(inArray(clubModels.slug, slugs.length ? slugs : ['']))
      ).map(({ slug, ...model }) => [slug, model]),
    )

    const sellerIds = new Map<string, string>()
    for (const seller of DEMO_SELLERS) {
      const memberSince = new Date(now.getTime() - seller.memberDaysAgo * DAY)
      const { user } = await createSeller(tx, {
        email: seller.email,
        name: `${seller.name} ${seller.surname}`,
        password: DEMO_PASSWORD,
        emailVerified: true,
        createdAt: memberSince,
        profile: {
          name: seller.name,
          surname: seller.surname,
          email: seller.email,
          city: seller.city,
          postalCode: seller.postalCode,
          areaCode: seller.areaCode,
          phoneNumber: seller.phoneNumber,
          phone: `${seller.areaCode}${seller.phoneNumber}`,
          userType: seller.userType,
          sportsInterests: seller.interests,
          profilePicture: avatars.get(seller.key),
          createdAt: memberSince,
        },
      })
      sellerIds.set(seller.key, user.id)
    }

    let active = 0
    let sold = 0
    for (const [index, listing] of DEMO_LISTINGS.entries()) {
      const seller = DEMO_SELLERS.find((s) => s.key === listing.seller)
      const sellerId = sellerIds.get(listing.seller)
      if (!seller || !sellerId) throw new Error(`Unknown demo seller ${listing.seller}`)
      // Spread over the last 60 days so that date sorting shows something meaningful.
      const createdAt = new Date(now.getTime() - random.int(1, 60 * 24) * 60 * 60 * 1000)
      const product = await createProduct(tx, {
        sellerId,
        name: listing.name,
        brand: listing.brand,
        condition: listing.condition,
        size: listing.size ?? null,
        price: Math.round(listing.price * 100),
        originalPrice: listing.originalPrice ? Math.round(listing.originalPrice * 100) : null,
        images: listingPhotos[index],
        category: 'golf',
        subcategory: listing.subcategory,
        description: listing.description,
        location: seller.city,
        shippingOptions: listing.shipping,
        status: listing.sold ? 'sold' : 'active',
        viewsCount: random.int(3, 240),
        createdAt,
        updatedAt: createdAt,
      })
      const passport = DEMO_PASSPORTS[listing.name]
      if (passport) {
        const slug = demoModelSlug(listing, passport)
        await addProductSpecs(
          tx,
          product.id,
          demoSpecs(listing, passport, (slug && catalogue.get(slug)) || null),
        )
      }
      // Clubs are graded (issue #28): head, shaft and grip grades that give the stated condition.
      if (listing.subcategory === 'clubs')
        await addProductGrades(tx, product.id, DEMO_GRADES[listing.condition])
      if (listing.sold) {
        // Each sold listing was bought by another demo user, at some stage of delivery, so the
        // dashboards and order lists of the demo have something to show.
        const buyers = DEMO_SELLERS.filter((s) => DEMO_BUYER_ADDRESSES[s.key] && s.key !== seller.key)
        const buyer = buyers[sold % buyers.length]
        const buyerId = buyer && sellerIds.get(buyer.key)
        const shipTo = buyer && DEMO_BUYER_ADDRESSES[buyer.key]
        if (!buyer || !buyerId || !shipTo) throw new Error('No demo buyer for a sold listing')
        const status = DEMO_ORDER_STATUSES[sold % DEMO_ORDER_STATUSES.length] ?? 'delivered'
        // Sent by post as the buyer chose and paid for (issue #26: every order shows its method).
        const method = listing.shipping.find((option) => !isInPerson(option)) ?? 'standard'
        const shippingAmount = deliveryCost(method)
        const sent = status !== 'confirmed'
        await createOrder(tx, {
          buyerId,
          sellerId,
          productId: product.id,
          totalAmount: product.price + shippingAmount,
          shippingOption: method,
          shippingAmount,
          carrier: sent ? 'other' : null,
          status,
          shippingAddress: {
            fullName: `${buyer.name} ${buyer.surname}`,
            address: shipTo.address,
            city: buyer.city,
            postalCode: buyer.postalCode,
            country: shipTo.country,
          },
          trackingNumber: sent ? `FWDEMO${1001 + sold}` : null,
          createdAt: new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(1, 5) * DAY)),
        })
        sold++
      } else active++
    }
    // A year of sales of a few catalogue models (issue #29), then the price guide made from them.
    const history = await seedDemoSales(tx, {
      now,
      random,
      photo: (name, variant) => photo(shapeFor('clubs', name), variant),
    })
    await rebuildPriceGuide(tx, now)
    return {
      sellers: DEMO_SELLERS.length,
      activeListings: active,
      soldListings: sold,
      orders: sold,
      pastSales: history.completed,
      pastRefunds: history.refunded,
    }
  })
}
