/**
 * Money is integer euro cents everywhere; this is the one place it becomes text (SPEC §9: EUR,
 * German locale) and where typed amounts become cents again.
 */
const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })

export function formatEuros(cents: number) {
  return euros.format(cents / 100)
}

/** The largest amount a price field accepts: 1,000,000.00 (in cents). */
export const MAX_AMOUNT_CENTS = 100_000_000

/**
 * Cents from an amount as people type it: "249", "249.5", "249,50" (a dot or a comma before at
 * most two decimals; no thousands separators, no sign). Null for anything else, or for more than
 * MAX_AMOUNT_CENTS.
 */
export function parseAmount(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{0,2}))?$/.exec(text.trim())
  if (!match) return null
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return cents <= MAX_AMOUNT_CENTS ? cents : null
}

/** Cents as the plain text of an amount field ("249.5" → "249.50"; whole euros without decimals). */
export function amountText(cents: number | null | undefined) {
  if (cents === null || cents === undefined) return ''
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)
}
