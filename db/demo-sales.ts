/**
 * The demo's sale history (issue #29): a year of completed orders of a few catalogue models, so the
 * price guide has sales to rest on from the first start and the ADR's back-test has something to
 * measure (docs/decisions/0055-price-guide.md).
 *
 * These are made-up demo sales, like the demo listings: each model's "going rate" below is a
 * plausible used price in Good condition today, not a market figure. Every sale is drawn from it:
 * its condition, its date in the last 12 months, the spec's condition factor, 12 % a year of
 * depreciation, some noise, now and then an accepted offer a little under the asking price, and a
 * few refunded orders (which the guide must leave out). The seller and buyer are two past members
 * who do not sign in, so the demo sellers' dashboards stay as they were.
 */
import { inArray } from 'drizzle-orm'
import type { Grades } from '~/catalog/condition/grades'
import { deliveryCost } from '~/catalog/delivery'
import { SUGGESTED_PRICE_FACTOR } from '~/catalog/pricing'
import type { Condition } from '~/catalog/taxonomy'
import type { DatabaseOrTransaction } from '~/platform/db.server'
import {
  addProductGrades,
  addProductSpecs,
  createOrder,
  createProduct,
  createSeller,
  createUser,
  type seededRandom,
} from './factories'
import { clubModels, orders } from './schema'

/** A demo club's grades for its condition (overall = min(head, shaft, grip + 2), decision 0054). */
export const DEMO_GRADES: Record<Condition, Grades> = {
  New: { head: 10, shaft: 10, grip: 10 },
  'Like New': { head: 9, shaft: 10, grip: 8 },
  Good: { head: 8, shaft: 9, grip: 6 },
  Fair: { head: 6, shaft: 7, grip: 5 },
  Poor: { head: 4, shaft: 6, grip: 4 },
}

const DAY = 24 * 60 * 60 * 1000

export interface DemoSaleModel {
  /** The catalogue row (club_models.slug). */
  slug: string
  brand: string
  /** What the sold listings were called. */
  name: string
  clubType: 'driver' | 'iron-set' | 'putter'
  /** Euros: a used one in Good condition today. */
  goingRate: number
  /** Completed sales in the last 12 months (refunded ones come on top). */
  sales: number
}

export const DEMO_SALE_MODELS: readonly DemoSaleModel[] = [
  {
    slug: 'ping-g430-max-driver',
    brand: 'Ping',
    name: 'Ping G430 Max Driver',
    clubType: 'driver',
    goingRate: 245,
    sales: 16,
  },
  {
    slug: 'titleist-tsr2-driver',
    brand: 'Titleist',
    name: 'Titleist TSR2 Driver',
    clubType: 'driver',
    goingRate: 265,
    sales: 12,
  },
  {
    slug: 'taylormade-p790-iron-set',
    brand: 'TaylorMade',
    name: 'TaylorMade P790 Irons',
    clubType: 'iron-set',
    goingRate: 640,
    sales: 9,
  },
  {
    slug: 'scotty-cameron-newport-2-putter',
    brand: 'Scotty Cameron',
    name: 'Scotty Cameron Newport 2 Putter',
    clubType: 'putter',
    goingRate: 235,
    sales: 10,
  },
  {
    slug: 'callaway-paradym-x-driver',
    brand: 'Callaway',
    name: 'Callaway Paradym X Driver',
    clubType: 'driver',
    goingRate: 215,
    sales: 7,
  },
  {
    slug: 'taylormade-stealth-2-driver',
    brand: 'TaylorMade',
    name: 'TaylorMade Stealth 2 Driver',
    clubType: 'driver',
    goingRate: 195,
    sales: 3,
  },
]

/** How often each condition sells: mostly Good and Like New. */
const CONDITION_MIX: Condition[] = [
  'New',
  'Like New',
  'Like New',
  'Like New',
  'Good',
  'Good',
  'Good',
  'Good',
  'Good',
  'Fair',
  'Fair',
  'Poor',
]

/** Every fifth sale went through an offer accepted at about 92 % of the asking price. */
const OFFER_EVERY = 5
/** Every seventh order was refunded after a problem: it must not count. */
const REFUND_EVERY = 7

type Random = ReturnType<typeof seededRandom>

/** A standard normal draw (Box-Muller) from the seeded generator. */
function normal(random: Random) {
  const u = Math.max(random.next(), 1e-9)
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next())
}

export interface DemoSalesInput {
  now: Date
  random: Random
  /** A stored photo for a sold listing (the seed's drawn pictures). */
  photo: (name: string, variant: number) => Promise<string>
}

/** Writes the history; answers how many completed and refunded orders it made. */
export async function seedDemoSales(tx: DatabaseOrTransaction, { now, random, photo }: DemoSalesInput) {
  const models = new Map(
    (
      await tx
        .select({ slug: clubModels.slug, id: clubModels.id })
        .from(clubModels)
        .where(
          inArray(
            clubModels.slug,
            DEMO_SALE_MODELS.map((model) => model.slug),
          ),
        )
    ).map((row) => [row.slug, row.id]),
  )
  const memberSince = new Date(now.getTime() - 900 * DAY)
  const { user: seller } = await createSeller(tx, {
    email: 'past.seller@demo.fairway.market',
    name: 'Marta Vidal',
    createdAt: memberSince,
    profile: {
      name: 'Marta',
      surname: 'Vidal',
      city: 'Valencia',
      postalCode: '46001',
      createdAt: memberSince,
    },
  })
  const buyer = await createUser(tx, {
    email: 'past.buyer@demo.fairway.market',
    name: 'Tomás Ruiz',
    createdAt: memberSince,
  })

  let completed = 0
  let refunded = 0
  for (const model of DEMO_SALE_MODELS) {
    const clubModelId = models.get(model.slug)
    if (!clubModelId) continue
    const count = model.sales + Math.floor(model.sales / REFUND_EVERY)
    for (let i = 0; i < count; i++) {
      const isRefunded = (i + 1) % REFUND_EVERY === 0
      const daysAgo = random.int(4, 355)
      const soldAt = new Date(now.getTime() - daysAgo * DAY - random.int(0, 23) * 3_600_000)
      const condition = random.pick(CONDITION_MIX)
      const byOffer = i % OFFER_EVERY === OFFER_EVERY - 1
      const euros =
        model.goingRate *
        (SUGGESTED_PRICE_FACTOR[condition] / SUGGESTED_PRICE_FACTOR.Good) *
        1.12 ** (daysAgo / 365) *
        Math.exp(0.1 * normal(random)) *
        (byOffer ? 0.92 : 1)
      const paid = Math.max(5, Math.round(euros)) * 100
      const product = await createProduct(tx, {
        sellerId: seller.id,
        name: model.name,
        brand: model.brand,
        condition,
        price: paid,
        originalPrice: null,
        images: [await photo(model.name, i)],
        subcategory: 'clubs',
        description: `${model.name}, ${condition.toLowerCase()}.`,
        location: 'Valencia',
        shippingOptions: ['standard'],
        status: 'sold',
        createdAt: new Date(soldAt.getTime() - random.int(2, 30) * DAY),
        updatedAt: soldAt,
      })
      await addProductSpecs(tx, product.id, { clubModelId, clubType: model.clubType, hand: 'right' })
      await addProductGrades(tx, product.id, DEMO_GRADES[condition])
      const order = await createOrder(tx, {
        buyerId: buyer.id,
        sellerId: seller.id,
        productId: product.id,
        totalAmount: paid + deliveryCost('standard'),
        shippingOption: 'standard',
        shippingAmount: deliveryCost('standard'),
        carrier: 'other',
        trackingNumber: `FWPAST${1000 + completed + refunded}`,
        status: isRefunded ? 'refunded' : 'completed',
        createdAt: soldAt,
      })
      const closedAt = new Date(Math.min(now.getTime(), soldAt.getTime() + 9 * DAY))
      await tx
        .update(orders)
        .set(
          isRefunded
            ? { refundedAt: closedAt, deliveredAt: closedAt, updatedAt: closedAt }
            : { completedAt: closedAt, deliveredAt: closedAt, updatedAt: closedAt },
        )
        .where(inArray(orders.id, [order.id]))
      if (isRefunded) refunded++
      else completed++
    }
  }
  return { completed, refunded }
}
