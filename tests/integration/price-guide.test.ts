/**
 * The price guide on the real database (issue #29): completed orders in, guide out; an accepted
 * offer counts at its agreed price; refunded orders, orders under way and old orders do not count;
 * the job is scheduled and reads the injected clock.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PRICE_GUIDE_CRON } from '~/catalog/jobs.server'
import { priceGuideFor, priceGuidesOfModel } from '~/catalog/price-guide/guide-read.server'
import { rebuildPriceGuide } from '~/catalog/price-guide/price-guide.server'
import type { Condition } from '~/catalog/taxonomy'
import { refundOrder } from '~/orders/order-lifecycle.server'
import { enqueue, runDueJobs } from '~/platform/jobs/queue.server'
import {
  checkoutSessions,
  clubModels,
  conversations,
  modelSales,
  offers,
  orders,
  priceGuides,
  products,
  refunds,
} from '../../db/schema'
import { allJobs } from '../../server/jobs'
import { useTestDatabase } from '../support/db'
import {
  addProductSpecs,
  createOrder,
  createProduct,
  createSeller,
  createUser,
  TEST_SHIPPING_ADDRESS,
} from '../support/factories'

const NOW = new Date('2026-11-01T12:00:00Z')
const DAY = 86_400_000
const SHIPPING = 599

describe('price guide', () => {
  const db = useTestDatabase()

  async function world() {
    const [model] = await db().select().from(clubModels).where(eq(clubModels.slug, 'ping-g430-max-driver'))
    if (!model) throw new Error('The catalogue has no Ping G430 Max driver')
    const { user: seller } = await createSeller(db())
    const buyer = await createUser(db())
    /** A sold listing of the model and its order, `status` at `daysAgo`, the item paid `paid` cents. */
    async function sale(
      paid: number,
      options: {
        condition?: Condition
        daysAgo?: number
        status?: 'completed' | 'delivered' | 'confirmed'
        price?: number
      } = {},
    ) {
      const product = await createProduct(db(), {
        sellerId: seller.id,
        status: 'sold',
        condition: options.condition ?? 'Good',
        price: options.price ?? paid,
        // No stated new price: the fallback's launch price is the catalogue's unless a test sets one.
        originalPrice: null,
      })
      await addProductSpecs(db(), product.id, { clubModelId: model!.id, clubType: 'driver' })
      const order = await createOrder(db(), {
        buyerId: buyer.id,
        sellerId: seller.id,
        productId: product.id,
        totalAmount: paid + SHIPPING,
        shippingAmount: SHIPPING,
        shippingOption: 'standard',
        status: options.status ?? 'completed',
        createdAt: new Date(NOW.getTime() - (options.daysAgo ?? 10) * DAY),
      })
      return { product, order }
    }
    return { model, seller, buyer, sale }
  }

  it('makes a guide from the completed orders of the last 12 months', async () => {
    const { model, sale } = await world()
    for (const [euros, daysAgo] of [
      [230, 20],
      [240, 60],
      [245, 90],
      [250, 150],
      [235, 200],
      [260, 300],
    ] as const)
      await sale(euros * 100, { daysAgo })
    // Not sales: an order under way, one older than 12 months.
    await sale(99_00, { status: 'delivered' })
    await sale(99_00, { daysAgo: 400 })

    const result = await rebuildPriceGuide(db(), NOW)
    expect(result.sales).toBe(6)
    const rows = await db().select().from(modelSales)
    expect(rows.map((row) => row.amount).sort()).toEqual([23_000, 23_500, 24_000, 24_500, 25_000, 26_000])

    const good = await priceGuideFor(model.id, 'Good')
    expect(good).toMatchObject({ estimate: false, sampleSize: 6 })
    expect(good?.firstSaleAt).toEqual(new Date(NOW.getTime() - 300 * DAY))
    expect(good?.lastSaleAt).toEqual(new Date(NOW.getTime() - 20 * DAY))
    // Today's value of those sales: a little under their median (older sales lose 12 % a year).
    expect(good?.typical).toBeGreaterThan(22_000)
    expect(good?.typical).toBeLessThanOrEqual(24_000)
    expect(good!.low).toBeLessThan(good!.typical)
    expect(good!.high).toBeGreaterThan(good!.typical)

    // Every condition, adjusted by the spec's factors: Like New above Good above Fair.
    const all = await priceGuidesOfModel(model.id)
    const typical = Object.fromEntries(all.map((row) => [row.condition, row.typical]))
    expect(all).toHaveLength(5)
    expect(typical['Like New']).toBeGreaterThan(typical.Good ?? 0)
    expect(typical.Fair).toBeLessThan(typical.Good ?? 0)

    // A second run rewrites, it does not add.
    await rebuildPriceGuide(db(), NOW)
    expect(await db().select().from(modelSales)).toHaveLength(6)
    expect(await priceGuidesOfModel(model.id)).toHaveLength(5)
  })

  it('counts an accepted offer at its agreed price, not the listing’s', async () => {
    const { model, buyer, sale } = await world()
    for (const euros of [240, 240, 240, 240]) await sale(euros * 100, { daysAgo: 0 })
    // Listed at 300 €, an offer of 240 € accepted: checkout charged the offer (messages.test.ts).
    const { product } = await sale(24_000, { price: 30_000, daysAgo: 0 })
    const [conversation] = await db()
      .insert(conversations)
      .values({ productId: product.id, buyerId: buyer.id, sellerId: product.sellerId as string })
      .returning()
    await db().insert(offers).values({
      conversationId: conversation!.id,
      productId: product.id,
      buyerId: buyer.id,
      madeBy: 'buyer',
      amount: 24_000,
      status: 'accepted',
      expiresAt: NOW,
      acceptedAt: NOW,
    })
    await rebuildPriceGuide(db(), NOW)
    const [offered] = await db().select().from(modelSales).where(eq(modelSales.amount, 30_000))
    expect(offered).toBeUndefined()
    expect((await db().select().from(modelSales)).every((row) => row.amount === 24_000)).toBe(true)
    expect(await priceGuideFor(model.id, 'Good')).toMatchObject({ typical: 24_000, sampleSize: 5 })
  })

  it('leaves out refunded orders and partly refunded ones', async () => {
    const { model, buyer, sale } = await world()
    const kept = []
    for (const euros of [240, 245, 250, 255, 260]) kept.push(await sale(euros * 100, { daysAgo: 30 }))
    const refunded = await sale(50_00, { daysAgo: 30 })
    const partly = await sale(60_00, { daysAgo: 30 })
    await rebuildPriceGuide(db(), NOW)
    expect(await db().select().from(modelSales)).toHaveLength(7)

    // The operator refunds one order in full (the order lifecycle's own function) ...
    expect(await refundOrder(refunded.order.id, NOW)).toBe(true)
    expect((await db().select().from(orders).where(eq(orders.id, refunded.order.id)))[0]?.status).toBe(
      'refunded',
    )
    // ... and a dispute ends with part of another given back.
    const [session] = await db()
      .insert(checkoutSessions)
      .values({
        buyerId: buyer.id,
        provider: 'test',
        status: 'completed',
        lines: [],
        amountTotal: 60_00 + SHIPPING,
        shippingAddress: TEST_SHIPPING_ADDRESS,
        expiresAt: NOW,
      })
      .returning()
    await db().insert(refunds).values({
      checkoutSessionId: session!.id,
      orderId: partly.order.id,
      amount: 20_00,
      reason: 'dispute-partial',
    })

    await rebuildPriceGuide(db(), NOW)
    const rows = await db().select().from(modelSales)
    expect(rows.map((row) => row.orderId).sort()).toEqual(kept.map((k) => k.order.id).sort())
    expect(await priceGuideFor(model.id, 'Good')).toMatchObject({ sampleSize: 5, estimate: false })
  })

  it('says nothing for a model with too few sales and no launch price; a launch price gives an estimate', async () => {
    const { model, sale } = await world()
    await sale(240_00)
    await sale(250_00)
    await rebuildPriceGuide(db(), NOW)
    expect(model.launchPrice).toBeNull()
    expect(await priceGuidesOfModel(model.id)).toEqual([])

    await db().update(clubModels).set({ launchPrice: 59_900 }).where(eq(clubModels.id, model.id))
    try {
      await rebuildPriceGuide(db(), NOW)
      const good = await priceGuideFor(model.id, 'Good')
      expect(good).toMatchObject({ estimate: true, sampleSize: 2 })
    } finally {
      await db().update(clubModels).set({ launchPrice: null }).where(eq(clubModels.id, model.id))
    }
  })

  it('takes the "New:" price its sellers stated as the launch price where the catalogue cites none', async () => {
    const { model, sale } = await world()
    const { product } = await sale(240_00)
    await sale(250_00)
    await db().update(products).set({ originalPrice: 599_00 }).where(eq(products.id, product.id))
    await rebuildPriceGuide(db(), NOW)
    const good = await priceGuideFor(model.id, 'Good')
    expect(good).toMatchObject({ estimate: true, sampleSize: 2 })
    // Blended: between the two sales and the aged launch estimate, never a shop's new price.
    expect(good!.typical).toBeLessThan(599_00)
    expect(good!.low).toBeLessThan(good!.high)
  })

  it('is a scheduled job that rebuilds on its run', async () => {
    expect(allJobs['catalog.price-guide'].cron?.expression).toBe(PRICE_GUIDE_CRON)
    const { sale } = await world()
    for (const euros of [230, 240, 250, 260, 270]) await sale(euros * 100, { daysAgo: 1 })
    await enqueue(db(), 'catalog.price-guide', {})
    await runDueJobs()
    expect((await db().select().from(priceGuides)).length).toBeGreaterThanOrEqual(5)
  })
})
