/**
 * Money is integer euro cents everywhere; this is the one place it becomes text (SPEC §9: EUR,
 * German locale) and where typed amounts become cents again.
 */
import { eurosText } from '~/i18n/number-text'

/** "1.234,50 €", written out rather than by `Intl` (app/i18n/number-text.ts says why). */
export function formatEuros(cents: number) {
  return eurosText(cents)
}

/** The largest amount a price field accepts: 1,000,000.00 (in cents). */
export const MAX_AMOUNT_CENTS = 100_000_000

/** Why a typed amount was refused: not an amount, one that reads two ways, or over the maximum. */
export type AmountProblem = 'invalid' | 'ambiguous' | 'tooLarge'

/** The message that explains each refusal (app/i18n/messages/common.ts). */
export const AMOUNT_PROBLEM_KEY = {
  invalid: 'amount.invalid',
  ambiguous: 'amount.ambiguous',
  tooLarge: 'amount.tooLarge',
} as const satisfies Record<AmountProblem, string>

export type AmountReading = { ok: true; cents: number } | { ok: false; problem: AmountProblem }

const SIGN = /^€\s*|\s*€$/
/** A thousands separator between groups of exactly three digits (the first of one to three, not 0). */
const grouped = (separator: string) => new RegExp(`^[1-9]\\d{0,2}(?:${separator}\\d{3})+$`)
const GROUPED = { '.': grouped('\\.'), ',': grouped(','), ' ': grouped('[\\s\\u00a0\\u202f]') }

/**
 * Reads a euro amount as people type it, the one parser of every euro field on the client and the
 * server (issue #26). After trimming spaces and an optional "€" before or after the number:
 * - "1234", "1234,5", "1234,50", "1234.50", "1234," : whole euros, or a dot or a comma before at
 *   most two decimals;
 * - "1.234,50", "1,234.50", "1 234,50", "1.234.567": thousands separated by dots, commas or
 *   spaces in groups of three, with the other mark (or either, after spaces) before the decimals;
 * - refused as ambiguous: one dot or one comma followed by exactly three digits after one to three
 *   digits, the first not 0 ("1.234", "12,345", "999.000"): a thousands separator in the site's own format
 *   (1.234 = 1234 €), but a decimal point to an English reader; write "1234" or "1.234,00";
 * - refused as invalid: a sign, letters, exponents, more than two decimals ("0.123", "12345.678"),
 *   groups that are not of three ("1.23.4", "1,234,50"), both marks in the wrong order of groups;
 * - refused as too large: more than MAX_AMOUNT_CENTS.
 * Zero reads as 0: whether 0 is allowed is the caller's rule.
 */
export function readAmount(text: string): AmountReading {
  const trimmed = text.trim().replace(SIGN, '').trim()
  const invalid = { ok: false, problem: 'invalid' } as const
  if (!/^[\d.,\s\u00a0\u202f]+$/.test(trimmed) || !/^\d/.test(trimmed)) return invalid
  // The decimal mark is the last dot or comma followed by at most two digits and nothing else.
  const decimals = /[.,](\d{0,2})$/.exec(trimmed)
  let whole = decimals ? trimmed.slice(0, decimals.index) : trimmed
  const fraction = decimals?.[1] ?? ''
  if (!decimals && /^[1-9]\d{0,2}[.,]\d{3}$/.test(trimmed)) return { ok: false, problem: 'ambiguous' }
  if (!/^\d+$/.test(whole)) {
    const separators = new Set(whole.replace(/\d/g, '').replace(/[\s\u00a0\u202f]/g, ' '))
    const [separator] = separators
    // One kind of thousands separator, never the same mark as the decimals ("1,234,50").
    if (separators.size !== 1 || (decimals && trimmed[decimals.index] === separator)) return invalid
    if (!GROUPED[separator as keyof typeof GROUPED]?.test(whole)) return invalid
    whole = whole.replace(/[.,\s\u00a0\u202f]/g, '')
  }
  if (whole.replace(/^0+(?=\d)/, '').length > 9) return { ok: false, problem: 'tooLarge' }
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return cents <= MAX_AMOUNT_CENTS ? { ok: true, cents } : { ok: false, problem: 'tooLarge' }
}

/**
 * What readAmount accepts, less the maximum, as an `<input pattern>` (matched whole, with the `v`
 * flag): the browser refuses the rest before sending, also without scripts. tests/unit/amounts.test.ts
 * holds the two to the same table.
 */
export const AMOUNT_PATTERN = [
  '\\d+([.,]\\d{0,2})?',
  '[1-9]\\d{0,2}(\\.\\d{3})+,\\d{0,2}',
  '[1-9]\\d{0,2}(\\.\\d{3}){2,}',
  '[1-9]\\d{0,2}(,\\d{3})+\\.\\d{0,2}',
  '[1-9]\\d{0,2}(,\\d{3}){2,}',
  '[1-9]\\d{0,2}(\\s\\d{3})+([.,]\\d{0,2})?',
]
  .map((form) => `\\s*(€\\s*)?(${form})(\\s*€)?\\s*`)
  .join('|')

/** Cents from a typed amount (see readAmount), or null for anything it refuses. */
export function parseAmount(text: string): number | null {
  const reading = readAmount(text)
  return reading.ok ? reading.cents : null
}

/** Cents as the plain text of an amount field ("249.5" → "249.50"; whole euros without decimals). */
export function amountText(cents: number | null | undefined) {
  if (cents === null || cents === undefined) return ''
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)
}
