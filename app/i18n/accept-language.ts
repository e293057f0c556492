import { LOCALES, type Locale } from './locales'

/**
 * The interface language a browser asks for first in its Accept-Language header (issue #31), or
 * null when it names none of ours. "es-ES,es;q=0.9,en;q=0.8" is Spanish, "en-GB,es;q=0.5" English,
 * "fr-FR,fr;q=0.9" neither; a range with q=0 is refused, `*` counts for nobody.
 */
export function acceptedLocale(header: string | null | undefined): Locale | null {
  if (!header) return null
  let best: { locale: Locale; q: number; order: number } | null = null
  for (const [order, range] of header.split(',').entries()) {
    const [tag = '', ...params] = range.trim().split(';')
    const language = tag.trim().toLowerCase().split('-')[0]
    const locale = LOCALES.find((l) => l === language)
    if (!locale) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!Number.isFinite(q) || q <= 0) continue
    if (!best || q > best.q || (q === best.q && order < best.order)) best = { locale, q, order }
  }
  return best?.locale ?? null
}
