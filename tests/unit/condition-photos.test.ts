/**
 * Issue #28 items 1 and 3: the guided photo slots per club type and subcategory, the serial slot of
 * the brands most often faked, and how the wizard's form carries the slot of each photo.
 */
import { describe, expect, it } from 'vitest'
import {
  CLUB_SLOT_PLANS,
  missingRequiredSlots,
  photoSlotsFor,
  SUBCATEGORY_SLOT_PLANS,
  slotHintKey,
  slotNameKey,
} from '~/catalog/condition/photo-slots'
import { cardKeyOf, detailKeyOf, storedSizesOf } from '~/catalog/image-keys'
import { EMPTY_SPECS_FORM } from '~/catalog/passport/passport'
import { isMessageKey, translator } from '~/i18n'
import {
  isStepComplete,
  keepPhotos,
  type ListingForm,
  listingSchema,
  photoSlotProblem,
  photoSlotsOfForm,
  toListingForm,
} from '~/selling/listing-form'
import { validate } from '~/ui/form'

const OWNER = '6a1f7a52-35a5-4b7e-9f0e-2e2f1c3d4b5a'
const photo = (n: number) => `products/${OWNER}/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.webp`

const required = (input: Parameters<typeof photoSlotsFor>[0]) =>
  photoSlotsFor(input)
    .filter((slot) => slot.required)
    .map((slot) => slot.slot)

/** A Cobra driver (a brand not on the counterfeit list) with its three required shots. */
const DRIVER: ListingForm = {
  category: 'golf',
  subcategory: 'clubs',
  name: 'Cobra LTDx Driver',
  brand: 'Cobra',
  description: 'Light marks on the crown, new grip.',
  size: "Men's",
  images: [1, 2, 3].map(photo),
  imageSlots: ['sole', 'face', 'crown'],
  condition: 'Good',
  price: 15_000,
  originalPrice: null,
  location: 'Madrid',
  shippingOptions: ['standard'],
  specs: { ...EMPTY_SPECS_FORM, clubType: 'driver', hand: 'right', player: 'mens' },
  grades: { head: 8, shaft: 9, grip: 7 },
}

describe('required photo slots per club type (issue #28)', () => {
  it('asks woods and hybrids for sole, face, crown, toe, shaft label and grip, the first three required', () => {
    for (const clubType of ['driver', 'fairway', 'hybrid', 'utility'] as const) {
      expect(photoSlotsFor({ subcategory: 'clubs', clubType, brand: 'Cobra' })).toEqual([
        { slot: 'sole', required: true },
        { slot: 'face', required: true },
        { slot: 'crown', required: true },
        { slot: 'toe', required: false },
        { slot: 'shaft-label', required: false },
        { slot: 'grip', required: false },
      ])
    }
  })

  it('asks iron sets for the spread, the 7-iron face and the soles; wedges for face and grooves and the sole; putters for face, top line and sole', () => {
    expect(required({ subcategory: 'clubs', clubType: 'iron-set', brand: 'Mizuno' })).toEqual([
      'set-spread',
      'face-7-iron',
      'soles',
    ])
    expect(required({ subcategory: 'clubs', clubType: 'wedge', brand: 'Cleveland' })).toEqual([
      'face-grooves',
      'sole',
    ])
    expect(required({ subcategory: 'clubs', clubType: 'putter', brand: 'Odyssey' })).toEqual([
      'face',
      'top-line',
      'sole',
    ])
    expect(photoSlotsFor({ subcategory: 'clubs', clubType: 'putter', brand: 'Odyssey' })[0]?.slot).toBe(
      'face',
    )
  })

  it('gives the other subcategories short lists of their own, and nothing before a subcategory is chosen', () => {
    expect(required({ subcategory: 'shoes' })).toEqual(['front', 'outsoles'])
    expect(required({ subcategory: 'bags-trolleys' })).toEqual(['front', 'back'])
    expect(required({ subcategory: 'electronics' })).toEqual(['screen', 'back'])
    expect(required({ subcategory: 'accessories' })).toEqual(['front'])
    expect(photoSlotsFor({ subcategory: '' })).toEqual([])
    expect(photoSlotsFor({ subcategory: 'rockets' })).toEqual([])
  })

  it('requires the serial number for Scotty Cameron, Titleist, TaylorMade, Callaway and Ping clubs, right after the type’s required shots', () => {
    for (const brand of [
      'Titleist',
      'Scotty Cameron',
      'TaylorMade',
      'Taylor Made',
      'Callaway',
      'PING',
      'Titleist Vokey',
    ]) {
      const slots = photoSlotsFor({ subcategory: 'clubs', clubType: 'driver', brand })
      expect(slots.slice(0, 4), brand).toEqual([
        { slot: 'sole', required: true },
        { slot: 'face', required: true },
        { slot: 'crown', required: true },
        { slot: 'serial', required: true },
      ])
    }
    for (const brand of ['Cobra', 'Mizuno', 'Srixon', '']) {
      expect(required({ subcategory: 'clubs', clubType: 'driver', brand }), brand).not.toContain('serial')
    }
    // A Titleist bag is not a club head: no serial.
    expect(required({ subcategory: 'bags-trolleys', brand: 'Titleist' })).not.toContain('serial')
  })

  it('never asks for more than the 8 photos of SPEC §5, and every slot has a name and a hint in both languages', () => {
    const plans = [...Object.values(CLUB_SLOT_PLANS), ...Object.values(SUBCATEGORY_SLOT_PLANS)]
    for (const plan of plans) {
      expect(plan.slots.length + 1).toBeLessThanOrEqual(8)
      expect(plan.required).toBeGreaterThanOrEqual(1)
      for (const slot of plan.slots) {
        expect(isMessageKey(slotNameKey(slot)), slot).toBe(true)
        expect(isMessageKey(slotHintKey(slot)), slot).toBe(true)
      }
    }
    expect(translator('es')(slotNameKey('serial'))).toBe('Número de serie')
    expect(translator('en')(slotNameKey('face-grooves'))).toBe('Face and grooves')
  })

  it('names the required slots a listing leaves empty', () => {
    const plan = photoSlotsFor({ subcategory: 'clubs', clubType: 'putter', brand: 'Scotty Cameron' })
    expect(missingRequiredSlots(plan, ['face', '', 'sole'])).toEqual(['top-line', 'serial'])
    expect(missingRequiredSlots(plan, ['face', 'top-line', 'sole', 'serial', ''])).toEqual([])
  })
})

describe('the wizard’s photo step with slots', () => {
  it('is complete only when every required slot holds a photo', () => {
    expect(isStepComplete(3, DRIVER)).toBe(true)
    expect(isStepComplete(3, { ...DRIVER, imageSlots: ['sole', 'face', ''] })).toBe(false)
    expect(isStepComplete(3, { ...DRIVER, imageSlots: [] })).toBe(false)
    // The same photos for a Titleist driver miss the serial number.
    expect(isStepComplete(3, { ...DRIVER, brand: 'Titleist' })).toBe(false)
    expect(photoSlotProblem({ ...DRIVER, brand: 'Titleist' })).toBe('conditionPhotos.error.serialMissing')
    expect(photoSlotProblem({ ...DRIVER, imageSlots: ['sole', 'sole', 'crown'] })).toBe(
      'conditionPhotos.error.slotTwice',
    )
    expect(photoSlotsOfForm({ ...DRIVER, specs: { ...DRIVER.specs, clubType: 'wedge' } })[0]?.slot).toBe(
      'face-grooves',
    )
  })

  it('publishes the slots beside the photos, an unknown or foreign slot counting as an extra photo', () => {
    const result = validate(listingSchema, {
      ...DRIVER,
      images: [1, 2, 3, 4, 5].map(photo),
      imageSlots: ['sole', 'face', 'crown', 'outsoles', 'rocket'],
    })
    expect(result.success && result.data.imageSlots).toEqual(['sole', 'face', 'crown', '', ''])
  })

  it('refuses a publish missing a required slot, with a translated message that sends the seller to step 3', () => {
    const result = validate(listingSchema, { ...DRIVER, brand: 'Ping', name: 'Ping G430 Max Driver' })
    expect(result).toEqual({ success: false, errors: { imageSlots: 'conditionPhotos.error.serialMissing' } })
    const missing = validate(listingSchema, { ...DRIVER, imageSlots: ['sole'] })
    expect(missing).toEqual({ success: false, errors: { imageSlots: 'conditionPhotos.error.missing' } })
    expect(translator('es')('conditionPhotos.error.missing')).toMatch(/obligatoria/)
  })

  it('keeps each photo’s slot in a draft: aligned, once per photo and once per slot', () => {
    expect(
      toListingForm({
        images: [photo(1), photo(2), photo(1), photo(3)],
        imageSlots: ['face', 'face', 'sole', 7],
      }),
    ).toMatchObject({ images: [photo(1), photo(2), photo(3)], imageSlots: ['face', '', ''] })
    expect(toListingForm({ images: [photo(1)] }).imageSlots).toEqual([''])
    const kept = keepPhotos(DRIVER, (key) => key !== photo(2))
    expect(kept).toMatchObject({ images: [photo(1), photo(3)], imageSlots: ['sole', 'crown'] })
  })
})

describe('stored sizes of a photo (issue #28 item 3)', () => {
  it('derives the card and detail keys, and deleting a photo names all three sizes', () => {
    const key = photo(1)
    expect(detailKeyOf(key)).toBe(key.replace(/\.webp$/, '.detail.webp'))
    expect(storedSizesOf(key)).toEqual([key, cardKeyOf(key), detailKeyOf(key)])
  })
})
