/**
 * What search engines and link previews read from a product page: schema.org Product data
 * (https://schema.org/Product) with an Offer in euros.
 */
import type { Translate } from '~/i18n'
import type { PassportView, UnitCode } from './passport/stock-comparison'
import type { ProductDetail } from './product'
import { type Condition, SHIPPING_OPTION_DETAILS, type ShippingOption } from './taxonomy'

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

/** Delivery times in business days (SPEC §9: standard 3-5, express 1-2). */
const TRANSIT_DAYS: Partial<Record<ShippingOption, [number, number]>> = { standard: [3, 5], express: [1, 2] }

/** The shipping options a seller offers as schema.org OfferShippingDetails (pickup has none). */
function shippingDetails(options: readonly ShippingOption[], countries: readonly string[]) {
  return options.flatMap((option) => {
    const days = TRANSIT_DAYS[option]
    if (!days) return []
    return [
      {
        '@type': 'OfferShippingDetails',
        shippingRate: {
          '@type': 'MonetaryAmount',
          value: schemaPrice(SHIPPING_OPTION_DETAILS[option].costCents),
          currency: 'EUR',
        },
        shippingDestination: countries.map((country) => ({
          '@type': 'DefinedRegion',
          addressCountry: country,
        })),
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 2, unitCode: 'DAY' },
          transitTime: {
            '@type': 'QuantitativeValue',
            minValue: days[0],
            maxValue: days[1],
            unitCode: 'DAY',
          },
        },
      },
    ]
  })
}

/**
 * The returns page (/returns): sellers are private people, so no change-of-mind returns; an item
 * not as described goes back by post within 7 days of delivery at the seller's cost.
 */
export const RETURN_WINDOW_DAYS = 7

function returnPolicy(countries: readonly string[], returnsUrl: string) {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: countries,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: RETURN_WINDOW_DAYS,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: 'https://schema.org/FreeReturn',
    merchantReturnLink: returnsUrl,
  }
}

export function productJsonLd(
  product: Pick<
    ProductDetail,
    'id' | 'name' | 'brand' | 'description' | 'condition' | 'price' | 'status' | 'photos' | 'shippingOptions'
  > & { seller: { id: string; name: string | null } | null },
  {
    url,
    publicUrl,
    sellerUrl,
    returnsUrl,
    countries,
    properties,
  }: {
    url: string
    publicUrl: string
    sellerUrl?: string
    returnsUrl: string
    countries: readonly string[]
    /** The passport's specs (issue #27); absent for a listing without one. */
    properties?: PropertyValue[]
  },
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
    additionalProperty: properties?.length ? properties : undefined,
    offers: {
      '@type': 'Offer',
      url,
      price: schemaPrice(product.price),
      priceCurrency: 'EUR',
      availability: availability(product.status),
      itemCondition: ITEM_CONDITION[product.condition],
      seller: product.seller?.name
        ? { '@type': 'Person', name: product.seller.name, url: sellerUrl }
        : { '@type': 'Person', name: 'Private Seller' },
      shippingDetails: shippingDetails(product.shippingOptions, countries),
      hasMerchantReturnPolicy: returnPolicy(countries, returnsUrl),
    },
  }
}

/** One spec as schema.org reads it (https://schema.org/PropertyValue). */
export interface PropertyValue {
  '@type': 'PropertyValue'
  name: string
  value: string | number
  /** UN/CEFACT: DD degrees, INH inches, KGM kilograms. */
  unitCode?: UnitCode
  /** How it compares with the stock model ("stock 45.25 in: −0.5 in"). */
  description?: string
}

/**
 * A passport as `additionalProperty` (issue #27): each row of the product page's Passport table
 * with its number and unit where it is one, and the declared modifications ("Unmodified" when none).
 */
export function passportProperties(view: PassportView, t: Translate): PropertyValue[] {
  const properties: PropertyValue[] = view.rows.map((row) => ({
    '@type': 'PropertyValue',
    name: row.label,
    value: row.property.value,
    ...(row.property.unitCode ? { unitCode: row.property.unitCode } : {}),
    ...(row.comparison ? { description: row.comparison } : {}),
  }))
  if (view.modifications) {
    properties.push({
      '@type': 'PropertyValue',
      name: t('passport.field.modifications'),
      value: view.modifications.length ? view.modifications.join('; ') : t('passport.unmodified'),
    })
  }
  return properties
}

/** A meta description of at most `max` characters, cut at a word. */
export function metaDescriptionOf(text: string, max = 160) {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`
}
