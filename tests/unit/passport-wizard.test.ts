/**
 * The listing wizard's passport (issue #27): the form carries it, a stored draft reads it
 * defensively, step 2 for clubs needs the club type and the hand, the publish schema refuses a bad
 * passport on step 2, and picking a catalogue model prefills its stock specs and declares changes.
 */
import { describe, expect, it } from 'vitest'
import type { ClubModel } from '~/catalog/passport/club-model'
import { EMPTY_SPECS_FORM, type SpecsForm } from '~/catalog/passport/passport'
import { handOfSize, PLAYER_SIZE, playerOfSize } from '~/selling/club-size'
import {
  EMPTY_LISTING_FORM,
  firstIncompleteStep,
  isStepComplete,
  type ListingForm,
  listingSchema,
  stepOfErrors,
  toListingForm,
} from '~/selling/listing-form'
import {
  declareAgainstStock,
  leaveCatalogue,
  prefillFromModel,
  stockSpecsOf,
} from '~/selling/passport-prefill'
import { validate } from '~/ui/form'

const OWNER = '6a1f7a52-35a5-4b7e-9f0e-2e2f1c3d4b5a'
const photo = (n: number) => `products/${OWNER}/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.webp`

const DRIVER: SpecsForm = {
  ...EMPTY_SPECS_FORM,
  clubType: 'driver',
  hand: 'left',
  player: 'mens',
  loft: '10,5',
}

const FORM: ListingForm = {
  category: 'golf',
  subcategory: 'clubs',
  name: 'TaylorMade Stealth 2 Driver',
  brand: 'TaylorMade',
  description: 'Left-handed Stealth 2, 10.5°, stiff Ventus.',
  size: "Men's",
  // A TaylorMade driver: sole, face, crown and the serial number are required (issue #28).
  images: [1, 2, 3, 4].map(photo),
  imageSlots: ['sole', 'face', 'crown', 'serial'],
  condition: 'Good',
  price: 25_000,
  originalPrice: null,
  location: 'Sevilla',
  shippingOptions: ['standard'],
  specs: DRIVER,
  grades: { head: 8, shaft: 8, grip: 7 },
}

/** The TaylorMade Stealth 2 driver as db/club-models/taylormade.ts describes it. */
const STEALTH_2: ClubModel = {
  id: '0b7d6f8e-3d5c-4a51-9a55-6b1c8f3e2a10',
  brand: 'TaylorMade',
  model: 'Stealth 2',
  clubType: 'driver',
  releaseYear: 2023,
  heads: [
    { loft: 9, lie: 56, lengthIn: 45.75 },
    { loft: 10.5, lie: 56, lengthIn: 45.75 },
    { loft: 12, lie: 56, lengthIn: 45.75 },
  ],
  shafts: [{ model: 'Fujikura Ventus TR Red 5', material: 'graphite', flexes: ['R', 'S', 'X'] }],
  stockSet: null,
  sourceUrl: 'https://www.taylormadegolf.com/Stealth-2-Driver/DW-TA015.html',
  sourceTitle: 'TaylorMade Stealth 2 Driver: Specs',
  confidence: 'medium',
}

const IRONS: ClubModel = {
  ...STEALTH_2,
  id: '1b7d6f8e-3d5c-4a51-9a55-6b1c8f3e2a11',
  model: 'Test Irons',
  clubType: 'iron-set',
  heads: [
    { club: '5', loft: 23 },
    { club: '6', loft: 26 },
    { club: 'PW', loft: 43 },
  ],
  shafts: [
    { model: 'KBS Max MT 85', material: 'steel', flexes: ['R', 'S'] },
    { model: 'Fujikura Ventus Red', material: 'graphite', flexes: ['A', 'R'] },
  ],
  stockSet: ['5', '6', 'PW'],
}

describe('the listing form carries the passport', () => {
  it('starts empty and reads a stored draft defensively: what does not fit falls back, nothing throws', () => {
    expect(EMPTY_LISTING_FORM.specs).toEqual(EMPTY_SPECS_FORM)
    expect(toListingForm({}).specs).toEqual(EMPTY_SPECS_FORM)
    expect(toListingForm({ specs: 'garbage' }).specs).toEqual(EMPTY_SPECS_FORM)
    const form = toListingForm({
      ...FORM,
      specs: {
        ...DRIVER,
        flex: 42,
        headcover: 'yes',
        clubLofts: { '7': '30', '8': 31 },
        modifications: [{ kind: 'shaft-replaced', detail: 'Fujikura Ventus Blue 6 S' }, 'broken', null],
        extra: 'ignored',
      },
    })
    expect(form.specs).toEqual({
      ...DRIVER,
      flex: '',
      headcover: false,
      clubLofts: {},
      modifications: [
        { kind: 'shaft-replaced', amount: '', detail: 'Fujikura Ventus Blue 6 S' },
        { kind: '', amount: '', detail: '' },
        { kind: '', amount: '', detail: '' },
      ],
    })
    // A draft without a passport (saved before issue #27) still opens.
    const { specs: _specs, ...before } = FORM
    expect(toListingForm(before)).toEqual({ ...FORM, specs: EMPTY_SPECS_FORM })
  })
})

describe('step 2 for clubs', () => {
  it('needs the club type and the hand, and only for clubs', () => {
    expect(isStepComplete(2, FORM)).toBe(true)
    const noType = { ...FORM, specs: { ...DRIVER, clubType: '' } }
    const noHand = { ...FORM, specs: { ...DRIVER, hand: ' ' } }
    expect(isStepComplete(2, noType)).toBe(false)
    expect(isStepComplete(2, noHand)).toBe(false)
    expect(firstIncompleteStep(noHand)).toBe(2)
    expect(isStepComplete(2, { ...FORM, subcategory: 'shoes', size: '', specs: EMPTY_SPECS_FORM })).toBe(true)
  })
})

describe('the publish schema validates the passport', () => {
  it('stores the validated specs, with comma decimals, and a club’s size is its player', () => {
    const result = validate(listingSchema, { ...FORM, size: 'Left-Handed' })
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(result.data.specs).toMatchObject({ clubType: 'driver', hand: 'left', player: 'mens', loft: 10.5 })
    expect(result.data.size).toBe("Men's")
    const noPlayer = validate(listingSchema, { ...FORM, specs: { ...DRIVER, player: '' } })
    expect(noPlayer.success && noPlayer.data.size).toBeNull()
  })

  it('refuses a bad passport with errors keyed specs.<field>, which send the seller to step 2', () => {
    const result = validate(listingSchema, {
      ...FORM,
      specs: {
        ...DRIVER,
        loft: '80',
        flex: 'Wobbly',
        modifications: [{ kind: 'shaft-replaced', amount: '', detail: '' }],
      },
    })
    expect(result).toEqual({
      success: false,
      errors: {
        'specs.loft': 'passport.error.loftRange',
        'specs.flex': 'passport.error.choice',
        'specs.modifications.0': 'passport.error.modificationDetail',
      },
    })
    if (!result.success) expect(stepOfErrors(result.errors)).toBe(2)
    expect(
      validate(listingSchema, {
        ...FORM,
        specs: { ...DRIVER, clubType: 'iron-set', setMakeup: '5-banana' },
      }),
    ).toEqual({ success: false, errors: { 'specs.setMakeup': 'passport.error.setMakeup' } })
    expect(validate(listingSchema, { ...FORM, specs: { ...DRIVER, hand: '' } })).toEqual({
      success: false,
      errors: { 'specs.hand': 'passport.error.handRequired' },
    })
    expect(stepOfErrors({ 'specs.loft': 'passport.error.loftRange', price: 'wizard.error.price' })).toBe(2)
  })
})

describe('clubs size: player and hand apart (docs/spec-deviations.md)', () => {
  it('writes the player as SPEC’s size and reads an old hand size as the hand', () => {
    expect(PLAYER_SIZE).toEqual({ mens: "Men's", womens: "Women's", junior: 'Junior' })
    expect(playerOfSize("Women's")).toBe('womens')
    expect(playerOfSize('Left-Handed')).toBeNull()
    expect(handOfSize('Left-Handed')).toBe('left')
    expect(handOfSize('Right-Handed')).toBe('right')
    expect(handOfSize("Men's")).toBeNull()
  })
})

describe('prefilling from the catalogue', () => {
  const seller: SpecsForm = { ...EMPTY_SPECS_FORM, hand: 'left', gripModel: 'Golf Pride MCC' }

  it('fills a driver’s known specs and leaves the loft and flex to choose among the stock ones', () => {
    const specs = prefillFromModel(STEALTH_2, seller)
    expect(specs).toMatchObject({
      clubModelId: STEALTH_2.id,
      clubType: 'driver',
      modelYear: '2023',
      loft: '',
      lie: '56',
      length: '45.75',
      shaftModel: 'Fujikura Ventus TR Red 5',
      shaftMaterial: 'graphite',
      flex: '',
      hand: 'left',
      gripModel: 'Golf Pride MCC',
    })
    expect(stockSpecsOf(STEALTH_2, specs).lofts).toEqual([9, 10.5, 12])
  })

  it('fills a set’s stock make-up and per-club lofts', () => {
    const specs = prefillFromModel(IRONS, seller)
    expect(specs).toMatchObject({
      clubType: 'iron-set',
      setMakeup: '5 + 6 + PW',
      clubLofts: { '5': '23', '6': '26', PW: '43' },
      shaftModel: '',
      loft: '',
    })
  })

  it('declares a change against stock and withdraws it when the spec is stock again', () => {
    const stock = { ...prefillFromModel(STEALTH_2, seller), loft: '10.5' }
    expect(declareAgainstStock(stock, STEALTH_2, 'loft').modifications).toEqual([])
    // 8.5° is the 9° head bent 0.5° stronger (a lower loft is a positive, stronger bend).
    expect(declareAgainstStock({ ...stock, loft: '8,5' }, STEALTH_2, 'loft').modifications).toEqual([
      { kind: 'loft-bent', amount: '0.5', detail: '' },
    ])
    expect(declareAgainstStock({ ...stock, lie: '58' }, STEALTH_2, 'lie').modifications).toEqual([
      { kind: 'lie-bent', amount: '2', detail: '' },
    ])
    expect(declareAgainstStock({ ...stock, length: '44.75' }, STEALTH_2, 'length').modifications).toEqual([
      { kind: 'shaft-cut', amount: '1', detail: '' },
    ])
    const replaced = declareAgainstStock(
      { ...stock, shaftModel: 'Fujikura Ventus Blue 6', flex: 'S' },
      STEALTH_2,
      'shaft',
    )
    expect(replaced.modifications).toEqual([
      { kind: 'shaft-replaced', amount: '', detail: 'Fujikura Ventus Blue 6 S' },
    ])
    expect(
      declareAgainstStock({ ...replaced, shaftModel: 'Fujikura Ventus TR Red 5' }, STEALTH_2, 'shaft')
        .modifications,
    ).toEqual([])
    // Leaving the catalogue keeps what the seller said and drops the model's values.
    expect(leaveCatalogue(replaced)).toEqual({
      ...EMPTY_SPECS_FORM,
      hand: 'left',
      gripModel: 'Golf Pride MCC',
    })
  })
})
