import { describe, expect, it } from 'vitest'
import { isUploadedImageKeyOf } from '~/catalog/image-keys'
import { EMPTY_SPECS_FORM } from '~/catalog/passport/passport'
import { discountPercent, SUGGESTED_PRICE_FACTOR, savingsAmount, suggestedPrice } from '~/catalog/pricing'
import { BRANDS, CONDITIONS, MODEL_SUGGESTIONS, SUBCATEGORIES } from '~/catalog/taxonomy'
import { isListingIntent, parseNewPrice } from '~/selling/listing-actions'
import {
  EMPTY_LISTING_FORM,
  firstIncompleteStep,
  isStepComplete,
  type ListingForm,
  listingSchema,
  type StepNumber,
  toListingForm,
} from '~/selling/listing-form'
import {
  expectedWeeklyViews,
  listingQualityScore,
  missedQualityRules,
  QUALITY_RULES,
} from '~/selling/listing-quality'
import { fitWithin, MAX_PHOTOS, photosThatFit } from '~/selling/photo-rules'
import { brandSuggestions, modelSuggestions, sizeOptions } from '~/selling/suggestions'
import { validate } from '~/ui/form'
import { amountText, formatEuros, parseAmount } from '~/ui/money'

const OWNER = '6a1f7a52-35a5-4b7e-9f0e-2e2f1c3d4b5a'
const photo = (n: number) => `products/${OWNER}/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.webp`

/** A listing that passes every step and earns every quality point. */
const COMPLETE: ListingForm = {
  category: 'golf',
  subcategory: 'clubs',
  name: 'Titleist TSR2 Driver 10°',
  brand: 'Titleist',
  description: 'Lightly used driver with a stiff shaft; comes with its headcover and the wrench.',
  size: "Men's",
  images: [1, 2, 3, 4, 5].map(photo),
  imageSlots: ['sole', 'face', 'crown', 'serial', 'toe'],
  condition: 'Like New',
  price: 38_400,
  originalPrice: 54_900,
  location: 'Madrid',
  shippingOptions: ['standard', 'collection'],
  specs: { ...EMPTY_SPECS_FORM, clubType: 'driver', hand: 'right', player: 'mens' },
  grades: { head: 9, shaft: 9, grip: 9 },
}

describe('listing quality score (SPEC §9 point table)', () => {
  it('gives 100 for a listing with everything, and the table adds up to 100', () => {
    expect(QUALITY_RULES.reduce((sum, rule) => sum + rule.points, 0)).toBe(100)
    expect(listingQualityScore(COMPLETE)).toBe(100)
    expect(missedQualityRules(COMPLETE)).toEqual([])
  })

  it('gives a new, empty form only the 10 points of its default condition', () => {
    expect(listingQualityScore(EMPTY_LISTING_FORM)).toBe(10)
  })

  it.each<[string, Partial<ListingForm>, number]>([
    ['4 photos: 1+ and 3+ but not 5+', { images: [1, 2, 3, 4].map(photo) }, 10],
    ['2 photos: 1+ only', { images: [1, 2].map(photo) }, 20],
    ['no photo', { images: [] }, 30],
    ['a name of 9 characters', { name: 'Ping G430' }, 10],
    ['a name of 10 characters after trimming', { name: '  Ping G430X  ' }, 0],
    ['no brand', { brand: ' ' }, 5],
    ['a description of 49 characters', { description: 'x'.repeat(49) }, 10],
    ['a description of exactly 50 characters', { description: 'x'.repeat(50) }, 0],
    ['no subcategory', { subcategory: '' }, 10],
    ['no size', { size: '' }, 5],
    ['no price', { price: 0 }, 5],
    ['no original price', { originalPrice: null }, 5],
    ['no location', { location: '' }, 5],
    ['one shipping option', { shippingOptions: ['meet'] }, 5],
  ])('loses the right points for %s', (_, change, lost) => {
    expect(listingQualityScore({ ...COMPLETE, ...change })).toBe(100 - lost)
  })

  it('lists what would raise the score, most points first', () => {
    const missed = missedQualityRules({ ...COMPLETE, images: [photo(1)], location: '' })
    expect(missed.map((rule) => [rule.id, rule.points])).toEqual([
      ['photos3', 10],
      ['photos5', 10],
      ['location', 5],
    ])
  })
})

describe('expected views per week (SPEC §9)', () => {
  it.each([
    [100, 50, 100],
    [80, 50, 100],
    [79, 25, 50],
    [60, 25, 50],
    [59, 10, 25],
    [40, 10, 25],
    [39, 5, 15],
    [0, 5, 15],
  ])('score %i gives %i-%i', (score, min, max) => {
    expect(expectedWeeklyViews(score)).toEqual({ min, max })
  })
})

describe('suggested price (SPEC §9: New 0.8, Like New 0.7, Good 0.6, Fair 0.4, Poor 0.2, rounded)', () => {
  it('has the spec’s factors', () => {
    expect(SUGGESTED_PRICE_FACTOR).toEqual({ New: 0.8, 'Like New': 0.7, Good: 0.6, Fair: 0.4, Poor: 0.2 })
  })

  it.each([
    ['New', 43_900], // 439.20 €
    ['Like New', 38_400], // 384.30 €
    ['Good', 32_900], // 329.40 €
    ['Fair', 22_000], // 219.60 €
    ['Poor', 11_000], // 109.80 €
  ] as const)('of 549 € in %s condition is %i cents', (condition, cents) => {
    expect(suggestedPrice(54_900, condition)).toBe(cents)
  })

  it('rounds to whole euros, halves up', () => {
    expect(suggestedPrice(1_250, 'Poor')).toBe(300) // 2.50 € → 3 €
    expect(suggestedPrice(9_999, 'New')).toBe(8_000) // 79.99 €
  })

  it('needs an original price', () => {
    for (const condition of CONDITIONS) {
      expect(suggestedPrice(null, condition)).toBeNull()
      expect(suggestedPrice(0, condition)).toBeNull()
    }
  })
})

describe('discount and savings (SPEC §9)', () => {
  it('shows the rounded discount percent only when positive', () => {
    expect(discountPercent(38_400, 54_900)).toBe(30)
    expect(discountPercent(54_900, 54_900)).toBeNull()
    // Issue #11 item 7: no price entered yet is not "100 % below the original price".
    expect(discountPercent(0, 54_900)).toBeNull()
    expect(discountPercent(1, 54_900)).toBe(100)
  })

  it('saves the difference to the original price, shown with 2 decimals', () => {
    expect(savingsAmount(38_400, 54_900)).toBe(16_500)
    expect(formatEuros(savingsAmount(24_950, 30_000) ?? 0)).toBe('50,50\u00a0€')
    expect(formatEuros(savingsAmount(10_000, 30_000) ?? 0)).toBe('200,00\u00a0€')
    expect(savingsAmount(30_000, 30_000)).toBeNull()
    expect(savingsAmount(31_000, 30_000)).toBeNull()
    expect(savingsAmount(30_000, null)).toBeNull()
  })

  it('shows shipping costs in euros, the wizard too (issue #13, docs/spec-deviations.md)', () => {
    expect(formatEuros(399)).toBe('3,99\u00a0€')
    expect(formatEuros(699)).toBe('6,99\u00a0€')
  })
})

describe('size options by subcategory (SPEC §3)', () => {
  it('offers each subcategory’s sizes, and none where there are none', () => {
    expect(sizeOptions('clubs')).toEqual(["Men's", "Women's", 'Junior', 'Left-Handed', 'Right-Handed'])
    expect(sizeOptions('bags-trolleys')).toEqual([
      'Cart',
      'Stand',
      'Travel',
      'Staff',
      'Push Trolley',
      'Electric Trolley',
    ])
    expect(sizeOptions('clothing-apparel')).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'])
    expect(sizeOptions('shoes')).toEqual(['6', '7', '8', '9', '10', '11', '12', '13', '14'])
    for (const none of ['accessories', 'electronics', 'training-aids', '', 'tennis']) {
      expect(sizeOptions(none)).toEqual([])
    }
    expect(SUBCATEGORIES).toHaveLength(7)
  })
})

describe('brand and model suggestions (SPEC §9: 28 brands, 10 shown; 6 brands with models, 4 shown)', () => {
  it('offers at most 10 brands containing the text, those starting with it first', () => {
    expect(BRANDS).toHaveLength(28)
    expect(brandSuggestions('co')).toEqual(['Cobra', 'Scotty Cameron', 'ECCO'])
    expect(brandSuggestions('PING')).toEqual(['Ping'])
    expect(brandSuggestions('a').length).toBe(10)
    expect(brandSuggestions('  ')).toEqual([])
    expect(brandSuggestions('Zzz Golf')).toEqual([])
  })

  it('offers four models for each of the six brands, whatever the letter case', () => {
    expect(Object.keys(MODEL_SUGGESTIONS)).toHaveLength(6)
    for (const brand of Object.keys(MODEL_SUGGESTIONS)) expect(modelSuggestions(brand)).toHaveLength(4)
    expect(modelSuggestions(' titleist ')).toEqual([
      'TSR2 Driver',
      'T100 Irons',
      'Vokey SM10 Wedge',
      'Pro V1 Balls',
    ])
    expect(modelSuggestions('Wilson')).toEqual([])
  })
})

describe('wizard step completion (SPEC §5)', () => {
  const steps: StepNumber[] = [1, 2, 3, 4, 5, 6]

  it('holds for every step of a complete listing', () => {
    for (const step of steps) expect(isStepComplete(step, COMPLETE)).toBe(true)
    expect(firstIncompleteStep(COMPLETE)).toBe(6)
  })

  it.each<[StepNumber, Partial<ListingForm>]>([
    [1, { subcategory: '' }],
    [1, { subcategory: 'tennis-rackets' }],
    [1, { category: 'tennis' }],
    [2, { name: '   ' }],
    [2, { brand: '' }],
    [2, { description: '' }],
    [3, { images: [] }],
    [4, { price: 0 }],
    [4, { price: -100 }],
    [5, { location: ' ' }],
    [5, { shippingOptions: [] }],
  ])('step %i fails for %o', (step, change) => {
    const form = { ...COMPLETE, ...change }
    expect(isStepComplete(step, form)).toBe(false)
    expect(firstIncompleteStep(form)).toBe(step)
  })

  it('never blocks the review step', () => {
    expect(isStepComplete(6, EMPTY_LISTING_FORM)).toBe(true)
    expect(firstIncompleteStep(EMPTY_LISTING_FORM)).toBe(1)
  })
})

describe('the publish schema', () => {
  it('keeps name 80 and description 500 characters', () => {
    expect(validate(listingSchema, { ...COMPLETE, name: 'x'.repeat(80) }).success).toBe(true)
    expect(validate(listingSchema, { ...COMPLETE, name: 'x'.repeat(81) })).toEqual({
      success: false,
      errors: { name: 'wizard.error.nameTooLong' },
    })
    expect(validate(listingSchema, { ...COMPLETE, description: 'x'.repeat(501) })).toEqual({
      success: false,
      errors: { description: 'wizard.error.descriptionTooLong' },
    })
  })

  it('accepts only a size of the subcategory, a free-text brand, and at most 8 photos', () => {
    expect(validate(listingSchema, { ...COMPLETE, size: 'XL' })).toEqual({
      success: false,
      errors: { size: 'wizard.error.size' },
    })
    expect(validate(listingSchema, { ...COMPLETE, brand: 'Grandpa’s Garage Clubs' }).success).toBe(true)
    const nine = Array.from({ length: MAX_PHOTOS + 1 }, (_, i) => photo(i))
    expect(validate(listingSchema, { ...COMPLETE, images: nine })).toMatchObject({
      errors: { images: 'wizard.error.tooManyPhotos' },
    })
    expect(validate(listingSchema, { ...COMPLETE, images: [photo(1), photo(1)] })).toMatchObject({
      errors: { images: 'wizard.error.photoKey' },
    })
  })

  it('trims texts, stores no size as null and each shipping option once', () => {
    const result = validate(listingSchema, {
      ...COMPLETE,
      name: '  Ping G430  ',
      subcategory: 'accessories',
      imageSlots: ['front', '', 'detail', '', ''],
      size: '',
      shippingOptions: ['meet', 'meet'],
    })
    expect(result.success && result.data).toMatchObject({
      name: 'Ping G430',
      size: null,
      shippingOptions: ['meet'],
    })
  })

  it('refuses prices that are not whole positive cents', () => {
    expect(validate(listingSchema, { ...COMPLETE, price: 12.5 })).toMatchObject({
      errors: { price: 'wizard.error.price' },
    })
    expect(validate(listingSchema, { ...COMPLETE, originalPrice: 0 })).toMatchObject({
      errors: { originalPrice: 'wizard.error.originalPrice' },
    })
    expect(validate(listingSchema, { ...COMPLETE, price: 100_000_001 })).toMatchObject({
      errors: { price: 'wizard.error.priceTooHigh' },
    })
  })
})

describe('reading a stored draft', () => {
  it('makes a usable form of anything', () => {
    expect(toListingForm(null)).toEqual(EMPTY_LISTING_FORM)
    expect(toListingForm('garbage')).toEqual(EMPTY_LISTING_FORM)
    const form = toListingForm({
      subcategory: 'rockets',
      name: 'n'.repeat(200),
      condition: 'Mint',
      price: 'cheap',
      shippingOptions: ['standard', 'standard'],
      images: [photo(1), photo(1), photo(2)],
      extra: 'ignored',
    })
    expect(form).toEqual({
      ...EMPTY_LISTING_FORM,
      name: 'n'.repeat(80),
      shippingOptions: ['standard'],
      images: [photo(1), photo(2)],
      imageSlots: ['', ''],
    })
  })
})

describe('photo rules (SPEC §5)', () => {
  it('fits at most 8 photos and drops the rest', () => {
    expect(photosThatFit(0, 3)).toBe(3)
    expect(photosThatFit(6, 5)).toBe(2)
    expect(photosThatFit(8, 1)).toBe(0)
  })

  it('resizes in the browser to fit 2000x2000 (issue #28: the detail image) keeping the aspect ratio, never enlarging', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2000, height: 1500 })
    expect(fitWithin(3000, 4000)).toEqual({ width: 1500, height: 2000 })
    expect(fitWithin(8000, 2000)).toEqual({ width: 2000, height: 500 })
    expect(fitWithin(1600, 1200)).toEqual({ width: 1600, height: 1200 })
    expect(fitWithin(1600, 1200, 800)).toEqual({ width: 800, height: 600 })
  })

  it('knows an upload key by its owner', () => {
    expect(isUploadedImageKeyOf(photo(1), OWNER)).toBe(true)
    expect(isUploadedImageKeyOf(photo(1), OWNER.toUpperCase())).toBe(true)
    expect(isUploadedImageKeyOf(photo(1), '00000000-0000-4000-8000-000000000000')).toBe(false)
    expect(isUploadedImageKeyOf(`products/${OWNER}/../x.webp`, OWNER)).toBe(false)
    expect(isUploadedImageKeyOf('products/fixture.webp', OWNER)).toBe(false)
    expect(isUploadedImageKeyOf(`products/${OWNER}/abc.webp`, OWNER)).toBe(false)
    expect(isUploadedImageKeyOf(42, OWNER)).toBe(false)
  })
})

describe('amounts typed by sellers', () => {
  it('reads euros with a dot or a comma into cents', () => {
    expect(parseAmount('249')).toBe(24_900)
    expect(parseAmount(' 249,5 ')).toBe(24_950)
    expect(parseAmount('249.05')).toBe(24_905)
    expect(parseAmount('0')).toBe(0)
    expect(parseAmount('1.249,99')).toBe(124_999)
    for (const bad of ['', '-5', '12.345', 'abc', '1e3', '10000000']) expect(parseAmount(bad)).toBeNull()
    expect(amountText(24_950)).toBe('249.50')
    expect(amountText(24_900)).toBe('249')
    expect(amountText(null)).toBe('')
  })

  it('accepts a new price only above 0 (SPEC §5 "Price edit")', () => {
    expect(parseNewPrice('0.01')).toBe(1)
    expect(parseNewPrice('199.99')).toBe(19_999)
    expect(parseNewPrice('0')).toBeNull()
    expect(parseNewPrice('-3')).toBeNull()
    expect(parseNewPrice(null)).toBeNull()
    expect(isListingIntent('mark-sold')).toBe(true)
    expect(isListingIntent('drop-table')).toBe(false)
  })
})
