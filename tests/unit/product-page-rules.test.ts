import { describe, expect, it } from 'vitest'
import { sniffImageType } from '~/catalog/image-type'
import { absoluteUrl, metaDescriptionOf, productJsonLd } from '~/catalog/product-seo'
import { productStatusLabelKey, productStatusTone } from '~/catalog/product-status'
import {
  MAX_REMEMBERED_VISITS,
  recordVisit,
  VISIT_WINDOW_SECONDS,
  visitCookieHeader,
  visitCookieValue,
} from '~/catalog/product-visits'
import type { ShippingOption } from '~/catalog/taxonomy'
import { orderStatusBadge } from '~/orders/order-status'

const A = '11111111-1111-4111-8111-111111111111'
const B = '22222222-2222-4222-8222-222222222222'
const NOW = Date.UTC(2026, 10, 21, 10, 0, 0)

describe('one view per visit', () => {
  it('counts the first view and not the next ones within 30 minutes', () => {
    const first = recordVisit('', A, NOW)
    expect(first.counted).toBe(true)
    const again = recordVisit(first.value, A, NOW + 29 * 60 * 1000)
    expect(again.counted).toBe(false)
    const other = recordVisit(again.value, B, NOW + 60_000)
    expect(other.counted).toBe(true)
    expect(recordVisit(other.value, A, NOW + 60_000).counted).toBe(false)
  })

  it('counts again once the 30 minutes are over (a view inside them does not extend them)', () => {
    const first = recordVisit('', A, NOW)
    const inside = recordVisit(first.value, A, NOW + 20 * 60 * 1000)
    expect(recordVisit(inside.value, A, NOW + VISIT_WINDOW_SECONDS * 1000).counted).toBe(true)
  })

  it('remembers at most 20 products and ignores what it cannot read', () => {
    let value = 'garbage.<script>.x_y'
    for (let i = 0; i < 25; i++) {
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`
      value = recordVisit(value, id, NOW + i * 1000).value
    }
    expect(value.split('.')).toHaveLength(MAX_REMEMBERED_VISITS)
    expect(value).not.toContain('garbage')
    // The oldest were dropped, the newest kept.
    expect(value).toContain('000000000024_')
    expect(value).not.toContain('000000000000_')
  })

  it('reads the cookie from a Cookie header and scopes it to product pages', () => {
    expect(visitCookieValue(`lang=es; fm_viewed=${A}_abc; toast=x`)).toBe(`${A}_abc`)
    expect(visitCookieValue(null)).toBe('')
    const header = visitCookieHeader(`${A}_abc`, { secure: true })
    expect(header).toContain('Path=/product;')
    expect(header).toContain('Max-Age=1800')
    expect(header).toContain('HttpOnly')
    expect(header).toContain('Secure')
  })
})

describe('search engine data of a product', () => {
  const product = {
    id: A,
    name: 'Ping G430 Max Driver',
    brand: 'Ping',
    description: 'Well kept.',
    condition: 'Good' as const,
    price: 24_900,
    status: 'active',
    photos: [
      {
        url: '/media/products/a.webp',
        thumbUrl: '/media/products/a.card.webp',
        zoomUrl: '/media/products/a.detail.webp',
        slot: '' as const,
      },
    ],
    shippingOptions: ['standard', 'collection'] as ShippingOption[],
    seller: { id: 'seller-1', name: 'Ana G.' },
  }
  const links = { returnsUrl: 'https://fairway.test/returns', countries: ['ES', 'DE'] }

  it('is a schema.org Product with an Offer in euros', () => {
    const data = productJsonLd(product, {
      url: `https://fairway.test/product/${A}`,
      publicUrl: 'https://fairway.test',
      sellerUrl: 'https://fairway.test/seller/seller-1',
      ...links,
    })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ping G430 Max Driver',
      brand: { '@type': 'Brand', name: 'Ping' },
      image: ['https://fairway.test/media/products/a.webp'],
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        price: '249.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    })
    const sold = productJsonLd(
      { ...product, status: 'sold', condition: 'New' },
      { url: '', publicUrl: '', ...links },
    )
    expect(sold.offers.availability).toBe('https://schema.org/SoldOut')
    expect(sold.itemCondition).toBe('https://schema.org/NewCondition')
  })

  it('names the seller, the shipping options with their rates and times, and the returns policy', () => {
    const data = productJsonLd(product, {
      url: 'https://fairway.test/es/product/x',
      publicUrl: 'https://fairway.test',
      sellerUrl: 'https://fairway.test/es/seller/seller-1',
      ...links,
    })
    expect(data.offers.seller).toEqual({
      '@type': 'Person',
      name: 'Ana G.',
      url: 'https://fairway.test/es/seller/seller-1',
    })
    // Collection has no delivery: only standard shipping is described.
    expect(data.offers.shippingDetails).toHaveLength(1)
    expect(data.offers.shippingDetails[0]).toMatchObject({
      '@type': 'OfferShippingDetails',
      shippingRate: { value: '3.99', currency: 'EUR' },
      shippingDestination: [
        { '@type': 'DefinedRegion', addressCountry: 'ES' },
        { '@type': 'DefinedRegion', addressCountry: 'DE' },
      ],
      deliveryTime: { transitTime: { minValue: 3, maxValue: 5, unitCode: 'DAY' } },
    })
    expect(data.offers.hasMerchantReturnPolicy).toMatchObject({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: ['ES', 'DE'],
      merchantReturnDays: 7,
      returnMethod: 'https://schema.org/ReturnByMail',
      merchantReturnLink: 'https://fairway.test/returns',
    })
    const anonymous = productJsonLd({ ...product, seller: null }, { url: '', publicUrl: '', ...links })
    expect(anonymous.offers.seller).toEqual({ '@type': 'Person', name: 'Private Seller' })
  })

  it('makes photo addresses absolute and descriptions short', () => {
    expect(absoluteUrl('/media/x.webp', 'https://fairway.test/')).toBe('https://fairway.test/media/x.webp')
    expect(absoluteUrl('https://cdn.test/x.webp', 'https://fairway.test')).toBe('https://cdn.test/x.webp')
    const long = `${'word '.repeat(60)}end`
    const short = metaDescriptionOf(long)
    expect(short.length).toBeLessThanOrEqual(160)
    expect(short.endsWith('…')).toBe(true)
    expect(metaDescriptionOf('  Two\n\nlines  ')).toBe('Two lines')
  })
})

describe('status badges (SPEC §4, §3)', () => {
  it('colours listings green active, blue sold, amber pending, grey otherwise', () => {
    expect(productStatusTone('active')).toBe('green')
    expect(productStatusTone('sold')).toBe('blue')
    expect(productStatusTone('pending')).toBe('amber')
    expect(productStatusTone('inactive')).toBe('grey')
    expect(productStatusTone('archived')).toBe('grey')
    expect(productStatusLabelKey('sold')).toBe('product.status.sold')
    expect(productStatusLabelKey('archived')).toBeNull()
  })

  it('shows an unknown order status neutral', () => {
    expect(orderStatusBadge('delivered')).toEqual({ tone: 'green', label: 'orders.status.delivered' })
    expect(orderStatusBadge('on-hold')).toEqual({ tone: 'grey', label: null })
  })
})

describe('recognising an image by its content', () => {
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg')
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png')
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp')
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull()
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull()
    expect(sniffImageType(Buffer.from('hello, I am a text file'))).toBeNull()
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull()
  })
})
