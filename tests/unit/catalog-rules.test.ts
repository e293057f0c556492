import { describe, expect, it } from 'vitest'
import { discountPercent } from '~/catalog/pricing'
import { memberRating, ratingText, sellerDisplayName } from '~/catalog/seller-display'
import { isBrowseVisible, type VisibilityFields } from '~/catalog/visibility'

describe('discountPercent (SPEC §9)', () => {
  it('is the drop from the original price, rounded to a whole percent', () => {
    expect(discountPercent(24_900, 54_900)).toBe(55) // 54.64 %
    expect(discountPercent(18_900, 35_900)).toBe(47) // 47.35 %
    expect(discountPercent(7_500, 10_000)).toBe(25)
    expect(discountPercent(6_650, 10_000)).toBe(34) // 33.5 % rounds up
  })

  it('is shown only when positive', () => {
    expect(discountPercent(10_000, 10_000)).toBeNull()
    expect(discountPercent(12_000, 10_000)).toBeNull()
    expect(discountPercent(9_980, 10_000)).toBeNull() // 0.2 % rounds to 0
    expect(discountPercent(10_000, null)).toBeNull()
    expect(discountPercent(10_000, undefined)).toBeNull()
    expect(discountPercent(10_000, 0)).toBeNull()
  })
})

describe('sellerDisplayName', () => {
  it('shows the first name and the surname initial', () => {
    expect(sellerDisplayName('Lucía', 'Fernández')).toBe('Lucía F.')
    expect(sellerDisplayName('  Sanne ', 'de Vries')).toBe('Sanne D.')
    expect(sellerDisplayName('Erik', null)).toBe('Erik')
    expect(sellerDisplayName('Erik', '  ')).toBe('Erik')
  })

  it('has no name for a missing, blank or unknown seller (SPEC: Private Seller)', () => {
    expect(sellerDisplayName(null, 'Fernández')).toBeNull()
    expect(sellerDisplayName(undefined)).toBeNull()
    expect(sellerDisplayName('   ', null)).toBeNull()
    expect(sellerDisplayName('Unknown Seller', null)).toBeNull()
    expect(sellerDisplayName('unknown seller', 'X')).toBeNull()
  })

  it('rates a seller by their revealed reviews, "4.8 (12)", and not at all before the first (issue #16)', () => {
    expect(memberRating(0, 0)).toBeNull()
    expect(memberRating(null, null)).toBeNull()
    expect(memberRating(12, 58)).toEqual({ average: 4.8, count: 12 })
    expect(memberRating(3, 14)).toEqual({ average: 4.7, count: 3 })
    expect(ratingText({ average: 4.8, count: 12 }, 'en')).toBe('4.8 (12)')
    expect(ratingText({ average: 5, count: 1 }, 'en')).toBe('5.0 (1)')
    expect(ratingText({ average: 4.8, count: 1200 }, 'es')).toBe('4,8 (1200)')
  })
})

describe('isBrowseVisible (SPEC §5)', () => {
  const visible: VisibilityFields = {
    status: 'active',
    sellerId: 'seller-1',
    category: 'golf',
    subcategory: 'clubs',
    images: ['products/a.webp'],
    price: 100,
    name: 'Ping G430 Driver',
    brand: 'Ping',
  }

  it('accepts a listing that meets every rule', () => {
    expect(isBrowseVisible(visible)).toBe(true)
  })

  it.each([
    ['sold', { status: 'sold' }],
    ['pending', { status: 'pending' }],
    ['no seller', { sellerId: null }],
    ['another sport', { category: 'tennis' }],
    ['unknown subcategory', { subcategory: 'balls' }],
    ['no images', { images: [] }],
    ['free', { price: 0 }],
    ['negative price', { price: -1 }],
    ['empty name', { name: '' }],
    ['blank name', { name: ' \t ' }],
    ['empty brand', { brand: '' }],
    ['placeholder', { name: 'Placeholder item' }],
    ['demo', { name: 'Driver DEMO' }],
    ['test', { name: 'Latest putter' }],
    ['sample', { name: 'samples of balls' }],
    ['dummy', { name: 'Dummy' }],
    ['example', { name: 'An EXAMPLE bag' }],
  ])('refuses a listing with %s', (_rule, change) => {
    expect(isBrowseVisible({ ...visible, ...change })).toBe(false)
  })
})
