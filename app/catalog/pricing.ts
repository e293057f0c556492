/**
 * SPEC §9 "Discount percent": the drop from the original price, rounded to a whole percent, and
 * shown only when positive. Null means "show no discount" (no original price, or no drop).
 */
export function discountPercent(priceCents: number, originalPriceCents: number | null | undefined) {
  if (!originalPriceCents || originalPriceCents <= 0) return null
  const percent = Math.round(((originalPriceCents - priceCents) / originalPriceCents) * 100)
  return percent > 0 ? percent : null
}
