/**
 * The page of one catalogue model, /models/<club_models.slug> (issue #29 item 4): its stock specs,
 * the listings on sale now, its sold prices of the last 12 months and its guide. Four reads, each
 * along an index: the model by its slug, its listings' ids through product_specs_club_model_idx
 * (then only browse-visible ones, by primary key), its sales through model_sales_model_sold_idx, its guide by primary key.
 *
 * All of it is the same for every visitor: `sharedModelPage` keeps it per model and language for
 * BROWSE_CACHE_SECONDS and forgets it with the shared pages (decision 0071, as the product page's
 * shared part, decision 0067), so a sale, a publish, a price edit or a rebuilt guide shows here at
 * once on this instance and within a second on the others.
 */
import { asc, eq, sql } from 'drizzle-orm'
import { type Locale, type Translate, translator } from '~/i18n'
import { clock } from '~/platform/clock.server'
import { db, rawQuery } from '~/platform/db.server'
import { sharedPageDataCache } from '~/platform/page-cache.server'
import { clubModels } from '../../../db/schema'
import { CARD_COLUMNS, CARD_SELLER_JOINS, type CardRow, toCard } from '../browse.server'
import { cardSpecsOf } from '../passport/card-specs.server'
import type { ClubModelHead, ClubModelShaft } from '../passport/club-model'
import { CONDITIONS, type Condition } from '../taxonomy'
import { priceGuidesOfModel } from './guide-read.server'
import type { ModelPage } from './model-page'
import { salesOfModel, windowStart } from './price-guide.server'

/** Listings shown on the page, newest first (the count and price range cover them all). */
export const MODEL_PAGE_LISTINGS = 12

const degrees = (value: number, locale: string) =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)}°`
const inches = (value: number, locale: string) =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value)} in`

function distinct(values: Array<number | undefined>) {
  return [...new Set(values.filter((value): value is number => value !== undefined))].sort((a, b) => a - b)
}

/** The stock specs as rows of a definition list, in the reader's language. */
export function stockSpecRows(
  model: {
    clubType: string
    releaseYear: number
    heads: ClubModelHead[]
    shafts: ClubModelShaft[]
    stockSet: string[] | null
  },
  t: Translate,
  locale: string,
): ModelPage['specs'] {
  const rows: ModelPage['specs'] = [
    { label: t('priceGuide.spec.type'), value: t(`passport.clubType.${model.clubType}` as never) },
    { label: t('priceGuide.spec.released'), value: String(model.releaseYear) },
  ]
  const setClubs = model.heads.filter((head) => head.club)
  if (model.stockSet?.length) rows.push({ label: t('priceGuide.spec.set'), value: model.stockSet.join(' ') })
  if (setClubs.length > 0) {
    rows.push({
      label: t('priceGuide.spec.loftsByClub'),
      value: setClubs.map((head) => `${head.club} ${degrees(head.loft, locale)}`).join(' · '),
    })
  } else if (model.heads.length > 0) {
    rows.push({
      label: t('priceGuide.spec.lofts'),
      value: distinct(model.heads.map((head) => head.loft))
        .map((loft) => degrees(loft, locale))
        .join(' · '),
    })
  }
  const bounces = distinct(model.heads.map((head) => head.bounce))
  if (bounces.length)
    rows.push({
      label: t('priceGuide.spec.bounce'),
      value: bounces.map((b) => degrees(b, locale)).join(' · '),
    })
  const lies = distinct(model.heads.map((head) => head.lie))
  if (lies.length && setClubs.length === 0)
    rows.push({ label: t('priceGuide.spec.lie'), value: lies.map((l) => degrees(l, locale)).join(' · ') })
  const lengths = distinct(model.heads.map((head) => head.lengthIn))
  if (lengths.length && setClubs.length === 0)
    rows.push({
      label: t('priceGuide.spec.length'),
      value: lengths.map((l) => inches(l, locale)).join(' · '),
    })
  for (const shaft of model.shafts) {
    const material = t(`passport.shaftMaterial.${shaft.material}` as never)
    rows.push({
      label: t('priceGuide.spec.shaft'),
      value: `${shaft.model} (${material}${shaft.flexes.length ? `; ${shaft.flexes.join(', ')}` : ''})`,
    })
  }
  return rows
}

/** The page's data, or null for a slug the catalogue does not hold. */
export async function loadModelPage(slug: string, t: Translate, locale: string, now = clock.now()) {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null
  const [model] = await db()
    .select()
    .from(clubModels)
    .where(eq(clubModels.slug, slug))
    .orderBy(asc(clubModels.id))
  if (!model) return null

  // The model's listings by primary key (decision 0071): joined the usual way, the planner walked
  // every visible listing newest first looking for the model's (389,000 buffers, 200 ms at 100,000
  // listings); the model's own few hundred ids read about 3,000.
  const ofModel = sql`c.id = any(array(select ps.product_id from product_specs ps where ps.club_model_id = ${model.id}))
    and c.browse_visible`
  const [rows, offerRows, guides, sales] = await Promise.all([
    rawQuery<CardRow>(
      db(),
      sql`select ${CARD_COLUMNS}
            from products c ${CARD_SELLER_JOINS}
           where ${ofModel}
           order by c.created_at desc, c.id desc
           limit ${MODEL_PAGE_LISTINGS}`,
    ),
    rawQuery<{ count: number; low: number | null; high: number | null }>(
      db(),
      sql`select count(*)::int as count, min(c.price)::int as low, max(c.price)::int as high
            from products c
           where ${ofModel}`,
    ),
    priceGuidesOfModel(model.id),
    salesOfModel(model.id, now),
  ])
  const cards = rows.map(toCard)
  const golf = await cardSpecsOf(cards.map((card) => card.id))
  const order = (condition: Condition) => CONDITIONS.indexOf(condition)

  const page: ModelPage = {
    slug: model.slug,
    brand: model.brand,
    model: model.model,
    clubType: model.clubType,
    releaseYear: model.releaseYear,
    specs: stockSpecRows(model, t, locale),
    sourceUrl: model.sourceUrl,
    sourceTitle: model.sourceTitle,
    listings: cards.map((card) => ({ ...card, golf: golf.get(card.id) ?? null })),
    offers: offerRows[0] ?? { count: 0, low: null, high: null },
    guide: [...guides]
      .sort((a, b) => order(a.condition) - order(b.condition))
      .map((row) => ({
        condition: row.condition,
        low: row.low,
        typical: row.typical,
        high: row.high,
        sampleSize: row.sampleSize,
        firstSaleAt: row.firstSaleAt?.toISOString() ?? null,
        lastSaleAt: row.lastSaleAt?.toISOString() ?? null,
        estimate: row.estimate,
      })),
    sales: sales.map((sale) => ({
      soldAt: sale.soldAt.toISOString(),
      condition: sale.condition,
      amount: sale.amount,
    })),
    window: { from: windowStart(now).toISOString(), to: now.toISOString() },
  }
  return page
}

const sharedCache = sharedPageDataCache<ModelPage | null>()

/**
 * The model page's data in `locale`, or null for an unknown slug: one read per model and language
 * every BROWSE_CACHE_SECONDS at most (readers arriving meanwhile share it), instead of one per
 * request. Nothing in it is a member's own (their fit is put on the cards by the route).
 */
export function sharedModelPage(slug: string, locale: Locale): Promise<ModelPage | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return Promise.resolve(null)
  return sharedCache().get(`${slug}:${locale}`, () => loadModelPage(slug, translator(locale), locale))
}

/** Every catalogue model's slug and last change, for the sitemap. */
export async function sitemapModels() {
  return db()
    .select({ slug: clubModels.slug, updatedAt: clubModels.updatedAt })
    .from(clubModels)
    .orderBy(asc(clubModels.slug))
}
