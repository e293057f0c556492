/**
 * The price guide's statistics (issue #29, docs/decisions/0055-price-guide.md): pure functions, no
 * database. From one catalogue model's completed sales of the last 12 months they make low /
 * typical / high per condition; under MIN_SALES_FOR_GUIDE sales they estimate from the model's
 * launch price and age and say so. The guide job (price-guide.server.ts) runs them; the ADR's
 * back-test (`backTest`) measures how often a sale fell inside low-high.
 */
import { SUGGESTED_PRICE_FACTOR } from '../pricing'
import { CONDITIONS, type Condition } from '../taxonomy'
import { GUIDE_WINDOW_MONTHS, MIN_SALES_FOR_GUIDE } from './guide'

export interface Sale {
  /** Euro cents paid for the item (offers included, shipping excluded). */
  amount: number
  condition: Condition
  soldAt: Date
}

export interface ModelFacts {
  /** Euro cents, the maker's EU launch price; null when unknown. */
  launchPrice: number | null
  releaseYear: number
}

export interface GuideFigures {
  low: number
  typical: number
  high: number
  sampleSize: number
  firstSaleAt: Date | null
  lastSaleAt: Date | null
  estimate: boolean
}

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000

/**
 * Condition: a sale in one condition is read as a sale in another by the ratio of SPEC §9's
 * suggested-price factors (New 0.8, Like New 0.7, Good 0.6, Fair 0.4, Poor 0.2), so every sale of
 * a model counts for every condition's guide.
 */
export const CONDITION_FACTOR: Record<Condition, number> = SUGGESTED_PRICE_FACTOR

/** Age: a used club loses this share of its value a year (sales are moved to today by it). */
export const YEARLY_DEPRECIATION = 0.12

/** The band: the 15th and 85th percentiles of the adjusted sales (70 % of sales inside, nominally). */
export const LOW_QUANTILE = 0.15
export const HIGH_QUANTILE = 0.85
/** The band is never narrower than ±8 % of the typical price (identical sales would give ±0). */
export const MIN_HALF_BAND = 0.08
/** The estimate's band around its typical price. */
export const ESTIMATE_HALF_BAND = 0.2
/** Outliers: further than this many robust standard deviations (1.4826 × MAD) from the median, in log price, */
export const OUTLIER_DEVIATIONS = 3
/** and more than 1.5 times above or below it: ordinary spread (a sale 8 % under the rest) always counts. */
export const OUTLIER_MIN_RATIO = 1.5

/** Whole euros, in cents. */
const euros = (cents: number) => Math.max(100, Math.round(cents / 100) * 100)

/** Linear interpolation between order statistics (type 7, as spreadsheets do). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('quantile of nothing')
  const position = (sorted.length - 1) * q
  const below = Math.floor(position)
  const above = Math.ceil(position)
  const a = sorted[below] as number
  const b = sorted[above] as number
  return a + (b - a) * (position - below)
}

export const median = (sorted: readonly number[]) => quantile(sorted, 0.5)

/** Drops values far from the median in log scale (a 1 € test sale, a typo of 2,500 € for 250 €). */
export function withoutOutliers(values: readonly number[]): number[] {
  if (values.length < 3) return [...values]
  const logs = values.map(Math.log)
  const centre = median([...logs].sort((a, b) => a - b))
  const mad = median(logs.map((x) => Math.abs(x - centre)).sort((a, b) => a - b))
  const limit = Math.max(OUTLIER_DEVIATIONS * 1.4826 * mad, Math.log(OUTLIER_MIN_RATIO))
  return values.filter((_, i) => Math.abs((logs[i] as number) - centre) <= limit)
}

/** The model's age in years at `at` (released at the start of its release year). */
export function modelAge(releaseYear: number, at: Date): number {
  return Math.max(0, (at.getTime() - Date.UTC(releaseYear, 0, 1)) / YEAR_MS)
}

/** A sale's price as if it had been a sale in `condition` made at `now`. */
export function adjustedAmount(sale: Sale, condition: Condition, now: Date): number {
  const years = Math.max(0, (now.getTime() - sale.soldAt.getTime()) / YEAR_MS)
  const conditionRatio = CONDITION_FACTOR[condition] / CONDITION_FACTOR[sale.condition]
  return sale.amount * conditionRatio * (1 - YEARLY_DEPRECIATION) ** years
}

/**
 * The fallback when fewer than 5 sales exist: the launch price times the condition's factor of
 * SPEC §9, less YEARLY_DEPRECIATION for each year since release, ±20 %. Null without a launch price.
 */
export function launchEstimate(model: ModelFacts, condition: Condition, now: Date) {
  if (!model.launchPrice) return null
  const typical =
    model.launchPrice *
    CONDITION_FACTOR[condition] *
    (1 - YEARLY_DEPRECIATION) ** modelAge(model.releaseYear, now)
  return {
    low: typical * (1 - ESTIMATE_HALF_BAND),
    typical,
    high: typical * (1 + ESTIMATE_HALF_BAND),
  }
}

/** The normal distribution's 85th percentile: ±1.036 σ holds 70 % of it. */
const Z_70 = 1.036

/**
 * Half the width, in log price, of a 70 % prediction interval for the next sale: the robust
 * spread of the sales (1.4826 × their median absolute deviation, in log price) widened by
 * √(1 + 1/n), since a few sales understate how far the next one may fall.
 */
export function predictionHalfWidth(sorted: readonly number[]): number {
  const logs = sorted.map(Math.log)
  const centre = median(logs)
  const sigma = 1.4826 * median(logs.map((x) => Math.abs(x - centre)).sort((a, b) => a - b))
  return Z_70 * sigma * Math.sqrt(1 + 1 / sorted.length)
}

/** Sales inside the guide's window (the last 12 months before `now`, none after it). */
export function salesInWindow(sales: readonly Sale[], now: Date): Sale[] {
  const from = new Date(now)
  from.setUTCMonth(from.getUTCMonth() - GUIDE_WINDOW_MONTHS)
  return sales.filter((sale) => sale.soldAt > from && sale.soldAt <= now)
}

function ordered(low: number, typical: number, high: number) {
  const t = euros(typical)
  return { low: Math.min(euros(low), t), typical: t, high: Math.max(euros(high), t) }
}

/**
 * One model's guide in one condition at `now`, or null when there is nothing to go on (fewer than
 * 5 sales and no launch price).
 *
 * - 5 sales or more: every sale of the window is moved to `condition` and to today, outliers are
 *   dropped, typical is the median; low and high are the 15th and 85th percentiles, widened to a
 *   70 % prediction interval for a few sales (predictionHalfWidth), and at least ±8 %.
 * - 1 to 4 sales and a launch price: the launch estimate and the sales' median are blended, each
 *   sale weighing a fifth; labelled an estimate.
 * - No sale and a launch price: the launch estimate.
 */
export function guideFigures(
  allSales: readonly Sale[],
  model: ModelFacts,
  condition: Condition,
  now: Date,
): GuideFigures | null {
  const sales = salesInWindow(allSales, now)
  const dates = sales.map((sale) => sale.soldAt.getTime())
  const firstSaleAt = dates.length ? new Date(Math.min(...dates)) : null
  const lastSaleAt = dates.length ? new Date(Math.max(...dates)) : null
  const adjusted = sales.map((sale) => adjustedAmount(sale, condition, now))

  if (sales.length >= MIN_SALES_FOR_GUIDE) {
    const kept = withoutOutliers(adjusted).sort((a, b) => a - b)
    const typical = median(kept)
    const spread = predictionHalfWidth(kept)
    const low = Math.min(
      quantile(kept, LOW_QUANTILE),
      typical * Math.exp(-spread),
      typical * (1 - MIN_HALF_BAND),
    )
    const high = Math.max(
      quantile(kept, HIGH_QUANTILE),
      typical * Math.exp(spread),
      typical * (1 + MIN_HALF_BAND),
    )
    return {
      ...ordered(low, typical, high),
      sampleSize: kept.length,
      firstSaleAt,
      lastSaleAt,
      estimate: false,
    }
  }

  const estimate = launchEstimate(model, condition, now)
  if (!estimate) return null
  if (sales.length === 0) {
    return {
      ...ordered(estimate.low, estimate.typical, estimate.high),
      sampleSize: 0,
      firstSaleAt: null,
      lastSaleAt: null,
      estimate: true,
    }
  }
  const weight = sales.length / MIN_SALES_FOR_GUIDE
  const salesMedian = median([...adjusted].sort((a, b) => a - b))
  const typical = weight * salesMedian + (1 - weight) * estimate.typical
  return {
    ...ordered(typical * (1 - ESTIMATE_HALF_BAND), typical, typical * (1 + ESTIMATE_HALF_BAND)),
    sampleSize: sales.length,
    firstSaleAt,
    lastSaleAt,
    estimate: true,
  }
}

/** Every condition's guide of one model (conditions with nothing to go on are left out). */
export function modelGuide(sales: readonly Sale[], model: ModelFacts, now: Date) {
  return CONDITIONS.flatMap((condition) => {
    const figures = guideFigures(sales, model, condition, now)
    return figures ? [{ condition, ...figures }] : []
  })
}

export interface BackTestResult {
  /** Sales for which a guide from the sales before them existed. */
  tested: number
  inside: number
  /** inside / tested (0 when nothing was tested). */
  share: number
  /** The same, counting only guides made from 5 sales or more (not estimates). */
  testedFromSales: number
  insideFromSales: number
  shareFromSales: number
}

/**
 * The ADR's accuracy measure: every sale is checked against the guide its model had just before it
 * (made from earlier sales only, as the job would have made it that day): was its price inside
 * low-high of its condition?
 */
export function backTest(
  models: ReadonlyArray<{ facts: ModelFacts; sales: readonly Sale[] }>,
): BackTestResult {
  let tested = 0
  let inside = 0
  let testedFromSales = 0
  let insideFromSales = 0
  for (const { facts, sales } of models) {
    const byDate = [...sales].sort((a, b) => a.soldAt.getTime() - b.soldAt.getTime())
    byDate.forEach((sale, index) => {
      const before = new Date(sale.soldAt.getTime() - 1)
      const guide = guideFigures(byDate.slice(0, index), facts, sale.condition, before)
      if (!guide) return
      const hit = sale.amount >= guide.low && sale.amount <= guide.high
      tested += 1
      if (hit) inside += 1
      if (!guide.estimate) {
        testedFromSales += 1
        if (hit) insideFromSales += 1
      }
    })
  }
  return {
    tested,
    inside,
    share: tested ? inside / tested : 0,
    testedFromSales,
    insideFromSales,
    shareFromSales: testedFromSales ? insideFromSales / testedFromSales : 0,
  }
}
