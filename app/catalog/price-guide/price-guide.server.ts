/**
 * Making the price guide (issue #29, docs/decisions/0055-price-guide.md). The scheduled job
 * `catalog.price-guide` runs `rebuildPriceGuide`: first model_sales from the completed orders of the
 * last 12 months, then price_guides from model_sales and the catalogue's launch prices. Both tables
 * are rewritten whole in one transaction each, so a run is safe to repeat and readers never see a
 * half-made guide.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, notExists, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { clock } from '~/platform/clock.server'
import { type DatabaseOrTransaction, db } from '~/platform/db.server'
import {
  clubModels,
  modelSales,
  orders,
  priceGuides,
  productSpecs,
  products,
  refunds,
} from '../../../db/schema'
import type { Condition } from '../taxonomy'
import { GUIDE_WINDOW_MONTHS } from './guide'
import { modelGuide, type Sale } from './statistics'

export function windowStart(now: Date) {
  const from = new Date(now)
  from.setUTCMonth(from.getUTCMonth() - GUIDE_WINDOW_MONTHS)
  return from
}

/**
 * model_sales, rewritten: one row per completed order of the window whose item is a catalogue
 * model. The amount is what the buyer paid for the item (the order's total less its shipping: an
 * accepted offer's agreed price, since checkout charges that); the model and the condition are the
 * ones frozen at payment (orders.listing_snapshot), else the listing's. Orders with any refund
 * (refunded, or partly refunded after a dispute) do not count: their price is not what the item
 * was worth.
 */
export async function rebuildModelSales(database: DatabaseOrTransaction, now: Date) {
  const snapshotModel = alias(clubModels, 'snapshot_model')
  const clubModelId = sql<string>`coalesce(${snapshotModel.id}, ${productSpecs.clubModelId})`
  return database.transaction(async (tx) => {
    await tx.delete(modelSales)
    const source = tx
      .select({
        orderId: orders.id,
        clubModelId: clubModelId.as('club_model_id'),
        condition:
          sql<Condition>`coalesce(${orders.listingSnapshot}->>'condition', ${products.condition})`.as(
            'condition',
          ),
        amount: sql<number>`${orders.totalAmount} - ${orders.shippingAmount}`.as('amount'),
        soldAt: orders.createdAt,
      })
      .from(orders)
      .leftJoin(products, eq(products.id, orders.productId))
      .leftJoin(productSpecs, eq(productSpecs.productId, orders.productId))
      .leftJoin(snapshotModel, eq(snapshotModel.slug, sql`${orders.listingSnapshot}->'clubModel'->>'slug'`))
      .where(
        and(
          eq(orders.status, 'completed'),
          gt(orders.createdAt, windowStart(now)),
          lte(orders.createdAt, now),
          sql`${clubModelId} is not null`,
          sql`${orders.totalAmount} > ${orders.shippingAmount}`,
          sql`coalesce(${orders.listingSnapshot}->>'condition', ${products.condition}) is not null`,
          notExists(tx.select({ one: sql`1` }).from(refunds).where(eq(refunds.orderId, orders.id))),
        ),
      )
    const inserted = await tx.insert(modelSales).select(source).returning({ orderId: modelSales.orderId })
    return inserted.length
  })
}

/**
 * price_guides, rewritten from model_sales: every model with a sale in the window or a launch
 * price gets a row per condition (statistics.ts decides the figures, or leaves a condition out).
 */
export async function rebuildPriceGuides(database: DatabaseOrTransaction, now: Date) {
  const sales = await database
    .select()
    .from(modelSales)
    .where(and(gt(modelSales.soldAt, windowStart(now)), lte(modelSales.soldAt, now)))
    .orderBy(asc(modelSales.clubModelId), asc(modelSales.soldAt))
  const salesByModel = new Map<string, Sale[]>()
  for (const sale of sales) {
    const list = salesByModel.get(sale.clubModelId) ?? []
    list.push({ amount: sale.amount, condition: sale.condition, soldAt: sale.soldAt })
    salesByModel.set(sale.clubModelId, list)
  }
  const soldModels = [...salesByModel.keys()]
  const statedNewPrices = await statedNewPricesOfModels(database)
  const known = [...new Set([...soldModels, ...statedNewPrices.keys()])]
  const models = await database
    .select({ id: clubModels.id, launchPrice: clubModels.launchPrice, releaseYear: clubModels.releaseYear })
    .from(clubModels)
    .where(
      known.length
        ? or(isNotNull(clubModels.launchPrice), inArray(clubModels.id, known))
        : isNotNull(clubModels.launchPrice),
    )
  const rows = models.flatMap((model) =>
    modelGuide(
      salesByModel.get(model.id) ?? [],
      // Without a cited launch price, the new price its sellers stated stands in for it.
      { ...model, launchPrice: model.launchPrice ?? statedNewPrices.get(model.id) ?? null },
      now,
    ).map((figures) => ({
      clubModelId: model.id,
      ...figures,
      computedAt: now,
    })),
  )
  await database.transaction(async (tx) => {
    await tx.delete(priceGuides)
    for (let start = 0; start < rows.length; start += 500) {
      await tx.insert(priceGuides).values(rows.slice(start, start + 500))
    }
  })
  return { models: models.length, guides: rows.length, estimates: rows.filter((row) => row.estimate).length }
}

/**
 * Per catalogue model, the median "New:" price (products.original_price, the new retail price)
 * its sellers stated on their listings: the fallback's launch price where the catalogue cites none.
 */
async function statedNewPricesOfModels(database: DatabaseOrTransaction) {
  const rows = await database
    .select({
      clubModelId: productSpecs.clubModelId,
      median: sql<number>`round(percentile_cont(0.5) within group (order by ${products.originalPrice}))::int`,
    })
    .from(productSpecs)
    .innerJoin(products, eq(products.id, productSpecs.productId))
    .where(and(isNotNull(productSpecs.clubModelId), isNotNull(products.originalPrice)))
    .groupBy(productSpecs.clubModelId)
  return new Map(
    rows.flatMap((row) => (row.clubModelId && row.median > 0 ? [[row.clubModelId, row.median]] : [])),
  )
}

/** The job's work: sales first, then the guide. */
export async function rebuildPriceGuide(database: DatabaseOrTransaction = db(), now = clock.now()) {
  const sales = await rebuildModelSales(database, now)
  const guide = await rebuildPriceGuides(database, now)
  return { sales, ...guide }
}

/**
 * A model's sales for the model page's chart: date, condition and price, oldest first; the newest
 * 500 when it sold more (the chart's recent end matters most).
 */
export async function salesOfModel(clubModelId: string, now = clock.now()) {
  const newestFirst = await db()
    .select({ amount: modelSales.amount, condition: modelSales.condition, soldAt: modelSales.soldAt })
    .from(modelSales)
    .where(
      and(
        eq(modelSales.clubModelId, clubModelId),
        gt(modelSales.soldAt, windowStart(now)),
        lte(modelSales.soldAt, now),
      ),
    )
    .orderBy(desc(modelSales.soldAt))
    .limit(500)
  return newestFirst.reverse()
}
