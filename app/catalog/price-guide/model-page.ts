/**
 * What the model page (/models/<slug>, issue #29 item 4) shows: isomorphic types, filled by
 * model-page.server.ts and drawn by app/catalog/components/model-page-view.tsx.
 */
import type { ProductCardData } from '../browse'
import type { Condition } from '../taxonomy'

export interface ModelSpecRow {
  label: string
  value: string
}

export interface ModelGuideRow {
  condition: Condition
  low: number
  typical: number
  high: number
  sampleSize: number
  /** ISO dates, null for a pure estimate. */
  firstSaleAt: string | null
  lastSaleAt: string | null
  estimate: boolean
}

export interface ModelSalePoint {
  /** ISO date. */
  soldAt: string
  condition: Condition
  amount: number
}

export interface ModelPage {
  slug: string
  brand: string
  model: string
  clubType: string
  releaseYear: number
  specs: ModelSpecRow[]
  sourceUrl: string
  sourceTitle: string
  listings: ProductCardData[]
  /** Every visible listing of the model: how many, and their price range (the AggregateOffer). */
  offers: { count: number; low: number | null; high: number | null }
  guide: ModelGuideRow[]
  sales: ModelSalePoint[]
  /** The chart's time axis: the guide's window. */
  window: { from: string; to: string }
}

const schemaPrice = (cents: number) => (cents / 100).toFixed(2)

/**
 * The model as schema.org Product data (https://schema.org/Product): its brand and release year,
 * and the listings on sale now as one AggregateOffer (count and price range, in euros). A model
 * with nothing on sale has no offers.
 */
export function modelJsonLd(page: ModelPage, { url, description }: { url: string; description: string }) {
  const { count, low, high } = page.offers
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${page.brand} ${page.model}`,
    description,
    url,
    brand: { '@type': 'Brand', name: page.brand },
    releaseDate: String(page.releaseYear),
    offers:
      count > 0 && low !== null && high !== null
        ? {
            '@type': 'AggregateOffer',
            url,
            priceCurrency: 'EUR',
            lowPrice: schemaPrice(low),
            highPrice: schemaPrice(high),
            offerCount: count,
            availability: 'https://schema.org/InStock',
          }
        : undefined,
  }
}
