/**
 * Reading the price guide for pricing help (issue #29 items 2, 3 and 5): a model's guides and
 * recent sales for the wizard's chart, and one listing's guide and verdict for the product page,
 * the offer form and saved-search alerts. The figures come from the guide job's tables
 * (guide-read.server.ts, model_sales); nothing here computes a guide.
 */
import { and, desc, eq, gte } from 'drizzle-orm'
import { clock } from '~/platform/clock.server'
import { db } from '~/platform/db.server'
import { clubModels, modelSales, productSpecs, products } from '../../../db/schema'
import { isUuid } from '../product'
import { priceVerdict } from './guide'
import { priceGuideFor, priceGuidesOfModel } from './guide-read.server'
import { windowStart } from './price-guide.server'
import { guideView, type ListingGuide, type ModelPriceHelp } from './pricing-help'

/** At most this many sales on the wizard's chart (the newest). */
export const CHART_SALES = 120

/** A catalogue model's guides and recent sales; null for an unknown model. */
export async function modelPriceHelp(clubModelId: string, now = clock.now()): Promise<ModelPriceHelp | null> {
  if (!isUuid(clubModelId)) return null
  const [model] = await db()
    .select({ id: clubModels.id, slug: clubModels.slug, brand: clubModels.brand, model: clubModels.model })
    .from(clubModels)
    .where(eq(clubModels.id, clubModelId))
  if (!model) return null
  const since = windowStart(now)
  const [guides, sales] = await Promise.all([
    priceGuidesOfModel(model.id),
    db()
      .select({ condition: modelSales.condition, amount: modelSales.amount, soldAt: modelSales.soldAt })
      .from(modelSales)
      .where(and(eq(modelSales.clubModelId, model.id), gte(modelSales.soldAt, since)))
      .orderBy(desc(modelSales.soldAt))
      .limit(CHART_SALES),
  ])
  return {
    model: { id: model.id, slug: model.slug, name: `${model.brand} ${model.model}` },
    guides: guides.map(guideView),
    sales: sales
      .reverse()
      .map((sale) => ({ condition: sale.condition, amount: sale.amount, soldAt: sale.soldAt.toISOString() })),
  }
}

/**
 * The guide of a listing's catalogue model in the listing's condition, with its verdict on the
 * listing's price; null when the listing names no catalogue model or the model has no guide yet.
 */
export async function listingGuide(productId: string): Promise<ListingGuide | null> {
  if (!isUuid(productId)) return null
  const [row] = await db()
    .select({
      price: products.price,
      condition: products.condition,
      clubModelId: clubModels.id,
      slug: clubModels.slug,
      brand: clubModels.brand,
      model: clubModels.model,
    })
    .from(products)
    .innerJoin(productSpecs, eq(productSpecs.productId, products.id))
    .innerJoin(clubModels, eq(clubModels.id, productSpecs.clubModelId))
    .where(eq(products.id, productId))
  if (!row) return null
  const guide = await priceGuideFor(row.clubModelId, row.condition)
  if (!guide) return null
  return {
    model: { slug: row.slug, name: `${row.brand} ${row.model}` },
    guide: guideView(guide),
    verdict: priceVerdict(row.price, guide),
  }
}
