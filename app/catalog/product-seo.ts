/**
 * What search engines and link previews read from a product page: schema.org Product data
 * (https://schema.org/Product) with an Offer in euros.
 */
import type { ProductDetail } from './product'
import type { Condition } from './taxonomy'

/** A root-relative address (a local photo) made absolute on the site's public origin. */
export function absoluteUrl(url: string, publicUrl: string) {
  return /^https?:\/\//.test(url)
    ? url
    : `${publicUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`
}

const ITEM_CONDITION: Record<Condition, string> = {
  New: 'https://schema.org/NewCondition',
  'Like New': 'https://schema.org/UsedCondition',
  Good: 'https://schema.org/UsedCondition',
  Fair: 'https://schema.org/UsedCondition',
  Poor: 'https://schema.org/DamagedCondition',
}

function availability(status: string) {
  if (status === 'active') return 'https://schema.org/InStock'
  if (status === 'sold') return 'https://schema.org/SoldOut'
  return 'https://schema.org/OutOfStock'
}

/** Prices in cents as schema.org wants them: "249.00". */
const schemaPrice = (cents: number) => (cents / 100).toFixed(2)

export function productJsonLd(
  product: Pick<
    ProductDetail,
    'id' | 'name' | 'brand' | 'description' | 'condition' | 'price' | 'status' | 'photos'
  >,
  { url, publicUrl }: { url: string; publicUrl: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || undefined,
    sku: product.id,
    image: product.photos.map((photo) => absoluteUrl(photo.url, publicUrl)),
    brand: { '@type': 'Brand', name: product.brand },
    itemCondition: ITEM_CONDITION[product.condition],
    offers: {
      '@type': 'Offer',
      url,
      price: schemaPrice(product.price),
      priceCurrency: 'EUR',
      availability: availability(product.status),
      itemCondition: ITEM_CONDITION[product.condition],
    },
  }
}

/** A meta description of at most `max` characters, cut at a word. */
export function metaDescriptionOf(text: string, max = 160) {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`
}
