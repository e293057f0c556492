/**
 * The euro price guide (issue #29): what a catalogue model sold for on Fairway, per condition.
 * Isomorphic: the shape the wizard, the product page, offers, alerts and the model page read, and
 * the rules that compare a price with it. The figures are made by the guide job
 * (price-guide.server.ts); docs/decisions/0055-price-guide.md describes the method.
 */
import type { Condition } from '../taxonomy'

/** Fewer completed sales than this and the guide falls back to an estimate from the launch price. */
export const MIN_SALES_FOR_GUIDE = 5
/** Sales older than this many months do not count. */
export const GUIDE_WINDOW_MONTHS = 12

export interface PriceGuide {
  clubModelId: string
  condition: Condition
  /** Euro cents. */
  low: number
  typical: number
  high: number
  /** Completed sales the figures rest on (0 for a pure estimate). */
  sampleSize: number
  firstSaleAt: Date | null
  lastSaleAt: Date | null
  /** True when the figures come from the launch price and age (fewer than 5 sales). */
  estimate: boolean
  computedAt: Date
}

export type PriceVerdict = 'good' | 'fair' | 'above'

/**
 * The product page's badge: a good price up to halfway between low and typical, fair up to halfway
 * between typical and high, above the typical price beyond.
 */
export function priceVerdict(
  price: number,
  guide: Pick<PriceGuide, 'low' | 'typical' | 'high'>,
): PriceVerdict {
  if (price <= (guide.low + guide.typical) / 2) return 'good'
  if (price <= (guide.typical + guide.high) / 2) return 'fair'
  return 'above'
}

/**
 * A price so far under the guide that the item may be fake or the listing a scam (issue #28 "signs
 * of a fake"): under half the guide's low value. Estimates count too: a 60 € "Scotty Cameron" is
 * suspicious whatever the sample.
 */
export const SUSPICIOUS_SHARE_OF_LOW = 0.5

export function isSuspiciouslyCheap(price: number, guide: Pick<PriceGuide, 'low'>) {
  return price < guide.low * SUSPICIOUS_SHARE_OF_LOW
}
