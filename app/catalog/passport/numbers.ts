/**
 * Golf numbers as people type them (issue #27): "10.5", "10,5°", "10.5 degrees", "10,5 grados",
 * "44.75in", "44 3/4\"", "44¾". Isomorphic: the wizard shows what the server will store.
 */

const FRACTIONS: Record<string, number> = {
  '¼': 0.25,
  '½': 0.5,
  '¾': 0.75,
  '⅛': 0.125,
  '⅜': 0.375,
  '⅝': 0.625,
  '⅞': 0.875,
}

/** Units a number may carry; they are dropped (the field says which unit it is). */
const UNIT_WORDS =
  /(?:°|º|degrees?|degs?|grados?|gr\.?|inch(?:es)?|in\.?|pulgadas?|pulg\.?|"|''|”|kg|kilos?|kilogramos?|kilograms?)$/u

/**
 * A decimal number from what was typed: comma or point as the decimal mark, an optional sign,
 * a unit after it, a fraction (¾ or "3/4") after a whole number. Null when it is not one number.
 */
export function parseGolfNumber(input: string): number | null {
  let text = input.trim().toLowerCase().replace(/\s+/g, ' ')
  if (!text) return null
  // Units may be repeated with a space ("10.5 °") or stuck on ("10.5°"): strip until none is left.
  for (let i = 0; i < 3; i++) text = text.replace(UNIT_WORDS, '').trim()
  let fraction = 0
  const unicode = text.match(/[¼½¾⅛⅜⅝⅞]$/u)
  if (unicode) {
    fraction = FRACTIONS[unicode[0]] ?? 0
    text = text.slice(0, -1).trim()
    if (!text) return fraction
  } else {
    const typed = text.match(/(?:^|[\s-])(\d{1,2})\/(\d{1,2})$/)
    if (typed && typed.index !== undefined) {
      const denominator = Number(typed[2])
      if (!denominator) return null
      fraction = Number(typed[1]) / denominator
      text = text.slice(0, typed.index).trim()
    }
  }
  if (!/^[+\-−]?\d{1,4}(?:[.,]\d{1,3})?$/.test(text)) return null
  const negative = /^[-−]/.test(text)
  const value = Number(text.replace(/^[+\-−]/, '').replace(',', '.')) + fraction
  return Number.isFinite(value) ? (negative ? -value : value) : null
}

/** A whole number ("14", "14 dividers" is not: fields say what they count). */
export function parseWholeNumber(input: string): number | null {
  const text = input.trim()
  return /^\d{1,6}$/.test(text) ? Number(text) : null
}

/** A number rounded to `step` (lofts to tenths, lengths to eighths of an inch stay as typed). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}

/** How a number is written back for a locale: "10.5" or "10,5" (no trailing zeros). */
export function formatGolfNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
    maximumFractionDigits: 3,
    useGrouping: false,
  }).format(value)
}
