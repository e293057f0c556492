import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cardKeyOf } from '~/catalog/image-keys'
import { SUBCATEGORIES } from '~/catalog/taxonomy'
import { isDatabaseEmpty } from '~/platform/db.server'
import { storage } from '~/platform/storage.server'
import { orders, products, profiles, users } from '../../db/schema'
import { seedDemoMarketplace } from '../../db/seed'
import { useTestDatabase } from '../support/db'

describe('demo seed', () => {
  const db = useTestDatabase({ truncateBeforeEach: false })

  it('fills an empty database with a believable marketplace', async () => {
    expect(await isDatabaseEmpty(db())).toBe(true)
    const summary = await seedDemoMarketplace(db(), { now: new Date('2026-11-01T10:00:00Z') })
    expect(summary.sellers).toBe(8)
    expect(summary.activeListings).toBeGreaterThanOrEqual(75)
    expect(summary.soldListings).toBeGreaterThan(0)
    expect(await isDatabaseEmpty(db())).toBe(false)

    // Each sold listing has one order, by another demo user, for its price plus the postal method
    // the buyer paid for, shipped to them.
    const sold = await db().select().from(products).where(eq(products.status, 'sold'))
    const demoOrders = await db().select().from(orders)
    expect(demoOrders).toHaveLength(sold.length)
    for (const listing of sold) {
      const order = demoOrders.find((o) => o.productId === listing.id)
      expect(order).toMatchObject({ sellerId: listing.sellerId })
      expect(['standard', 'express']).toContain(order?.shippingOption)
      expect(order?.shippingAmount).toBeGreaterThan(0)
      expect(order?.totalAmount).toBe(listing.price + (order?.shippingAmount ?? 0))
      expect(order?.buyerId).not.toBe(listing.sellerId)
      expect(order?.shippingAddress?.address).toBeTruthy()
    }
    expect(new Set(demoOrders.map((o) => o.status))).toEqual(new Set(['confirmed', 'shipped', 'delivered']))

    const sellerProfiles = await db().select().from(profiles)
    expect(sellerProfiles).toHaveLength(8)
    expect(new Set(sellerProfiles.map((p) => p.city)).size).toBeGreaterThanOrEqual(6)
    for (const p of sellerProfiles) {
      expect([p.name, p.surname, p.email, p.areaCode, p.phoneNumber, p.userType].every(Boolean)).toBe(true)
    }

    const bySubcategory = await db()
      .select({ subcategory: products.subcategory, count: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.status, 'active'))
      .groupBy(products.subcategory)
    expect(bySubcategory.map((r) => r.subcategory).sort()).toEqual([...SUBCATEGORIES].sort())

    const all = await db().select().from(products)
    for (const product of all) {
      expect(product.price).toBeGreaterThan(0)
      expect(product.images.length).toBeGreaterThan(0)
      if (product.originalPrice) expect(product.originalPrice).toBeGreaterThan(product.price)
    }
  })

  it('stores real WebP photos in both sizes', async () => {
    const [product] = await db().select().from(products).limit(1)
    const key = product!.images[0]!
    const full = await storage().get(key)
    const card = await storage().get(cardKeyOf(key))
    expect(full).not.toBeNull()
    expect(card).not.toBeNull()
    const meta = await sharp(full!).metadata()
    expect(meta.format).toBe('webp')
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(800)
    expect((await sharp(card!).metadata()).width).toBeLessThan(meta.width!)
  })

  it('lets the demo sellers sign in: their password is stored only as a hash', async () => {
    const rows = await db().execute(
      sql`select a.password from accounts a join ${users} u on u.id = a.user_id`,
    )
    const passwords = (rows as unknown as { rows: Array<{ password: string }> }).rows
    expect(passwords).toHaveLength(8)
    for (const { password } of passwords) {
      expect(password).not.toContain('fairway-demo')
      expect(password.length).toBeGreaterThan(40)
    }
  })
})
