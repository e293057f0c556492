import type { Condition } from './taxonomy'

/**
 * SPEC §9 "Discount percent": the drop from the original price, rounded to a whole percent, and
 * shown only when positive. Null means "show no discount" (no original price, no drop, or no price
 * yet: the wizard's pricing step must not claim "100% below the original price" before one is
 * entered, issue #11 item 7).
 */
export function discountPercent(priceCents: number, originalPriceCents: number | null | undefined) {
  if (!originalPriceCents || originalPriceCents <= 0 || !(priceCents > 0)) return null
  const percent = Math.round(((originalPriceCents - priceCents) / originalPriceCents) * 100)
  return percent > 0 ? percent : null
}

/**
 * SPEC §9 "savings shown with 2 decimals": what the buyer saves against the original price, in
 * cents (formatEuros shows it with two decimals). Null when there is nothing saved.
 */
export function savingsAmount(priceCents: number, originalPriceCents: number | null | undefined) {
  if (!originalPriceCents || originalPriceCents <= priceCents) return null
  return originalPriceCents - priceCents
}

/** SPEC §9: the share of the original price a used item of each condition is suggested at. */
export const SUGGESTED_PRICE_FACTOR: Record<Condition, number> = {
  New: 0.8,
  'Like New': 0.7,
  Good: 0.6,
  Fair: 0.4,
  Poor: 0.2,
}

/**
 * SPEC §9 "Suggested price": the original price times the condition's factor, rounded to whole
 * euros (in cents). Null without an original price.
 */
export function suggestedPrice(originalPriceCents: number | null | undefined, condition: Condition) {
  if (!originalPriceCents || originalPriceCents <= 0) return null
  return Math.round((originalPriceCents * SUGGESTED_PRICE_FACTOR[condition]) / 100) * 100
}
