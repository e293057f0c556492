/** The product page's Passport (issue #27): each spec against the model's stock value, and its JSON-LD. */
import { describe, expect, it } from 'vitest'
import type { ClubModel } from '~/catalog/passport/club-model'
import { EMPTY_SPECS, type Specs } from '~/catalog/passport/passport'
import {
  compareWithStock,
  modificationText,
  type PassportView,
  passportView,
  pingDotText,
  signedNumber,
} from '~/catalog/passport/stock-comparison'
import { passportProperties, productJsonLd } from '~/catalog/product-seo'
import { translator } from '~/i18n'

const en = translator('en')
const es = translator('es')

const STEALTH: ClubModel = {
  id: '11111111-1111-4111-8111-111111111111',
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
  ...STEALTH,
  id: '22222222-2222-4222-8222-222222222222',
  model: 'P790',
  clubType: 'iron-set',
  heads: [
    { club: '4', loft: 21.5 },
    { club: '5', loft: 24.5 },
    { club: '6', loft: 27.5 },
    { club: '7', loft: 30.5 },
    { club: '8', loft: 35 },
    { club: '9', loft: 40 },
    { club: 'PW', loft: 45 },
  ],
  shafts: [{ model: 'True Temper Dynamic Gold 105', material: 'steel', flexes: ['S'] }],
  stockSet: ['4', '5', '6', '7', '8', '9', 'PW'],
  sourceTitle: 'TaylorMade P790 Irons: Specs',
}

const driver = (specs: Partial<Specs>): Specs => ({
  ...EMPTY_SPECS,
  clubModelId: STEALTH.id,
  clubType: 'driver',
  hand: 'right',
  ...specs,
})

const row = (view: PassportView, field: string) => view.rows.find((r) => r.field === field)

describe('differences from stock', () => {
  it('writes a signed difference with the real minus sign in the reader’s number format', () => {
    expect(signedNumber(-0.5, 'en')).toBe('−0.5')
    expect(signedNumber(0.75, 'es')).toBe('+0,75')
    expect(signedNumber(44.75 - 45.25, 'en')).toBe('−0.5')
    expect(signedNumber(0.1 + 0.2 - 0.3, 'en')).toBe('0')
  })

  it('says a length against one stock length with its sign and unit, in English and Spanish', () => {
    expect(compareWithStock(44.75, [45.25], 'inches', en, 'en')).toEqual({
      text: 'stock 45.25 in: −0.5 in',
      matches: false,
    })
    expect(compareWithStock(44.75, [45.25], 'inches', es, 'es')).toEqual({
      text: 'de serie 45,25 in: −0,5 in',
      matches: false,
    })
    expect(compareWithStock(45.75, [45.75], 'inches', en, 'en')).toEqual({ text: 'as stock', matches: true })
  })

  it('finds a loft among the lofts on offer, and otherwise measures from the nearest one', () => {
    expect(compareWithStock(10.5, [12, 9, 10.5], 'degrees', en, 'en')).toEqual({
      text: 'one of the stock options (9°, 10.5°, 12°)',
      matches: true,
    })
    expect(compareWithStock(10.5, [9, 10.5, 12], 'degrees', es, 'es').text).toBe(
      'una de las opciones de serie (9°, 10,5°, 12°)',
    )
    expect(compareWithStock(11, [9, 10.5, 12], 'degrees', en, 'en')).toEqual({
      text: 'stock 9°, 10.5°, 12°: +0.5° from 10.5°',
      matches: false,
    })
    expect(compareWithStock(11, [], 'degrees', en, 'en')).toEqual({ text: null, matches: null })
  })

  it('reads a PING colour dot as its lie against PING standard', () => {
    expect(pingDotText('green', en, 'en')).toBe('Green dot: 2.25° upright')
    expect(pingDotText('orange', es, 'es')).toBe('punto Naranja: 1,5° más plano (flat)')
    expect(pingDotText('black', en, 'en')).toBe('Black dot: standard lie')
  })

  it('says each declared modification in plain words', () => {
    expect(
      modificationText(
        { kind: 'shaft-replaced', amount: null, detail: 'Fujikura Ventus Blue 6 S' },
        en,
        'en',
      ),
    ).toBe('Shaft replaced: Fujikura Ventus Blue 6 S')
    expect(modificationText({ kind: 'loft-bent', amount: 1, detail: null }, en, 'en')).toBe(
      'Loft bent +1° (stronger)',
    )
    expect(modificationText({ kind: 'lie-bent', amount: -1.5, detail: null }, es, 'es')).toBe(
      'Lie doblado 1,5° más plano',
    )
    expect(modificationText({ kind: 'shaft-cut', amount: 0.5, detail: null }, en, 'en')).toBe(
      'Shaft cut 0.5 in',
    )
    expect(modificationText({ kind: 'regripped', amount: null, detail: 'Golf Pride MCC' }, es, 'es')).toBe(
      'Grip cambiado: Golf Pride MCC',
    )
  })
})

describe('the Passport of a listing', () => {
  it('compares a driver with its catalogue model and names the source', () => {
    const view = passportView(
      'clubs',
      driver({
        loft: 10.5,
        lengthIn: 45.25,
        lie: 57,
        shaftModel: 'Fujikura Ventus Blue 6',
        shaftMaterial: 'graphite',
        flex: 'S',
        modelYear: 2023,
        headcover: true,
        adjustmentTool: true,
        modifications: [
          { kind: 'shaft-replaced', amount: null, detail: 'Fujikura Ventus Blue 6 S' },
          { kind: 'shaft-cut', amount: 0.5, detail: null },
        ],
      }),
      STEALTH,
      en,
      'en',
    )
    expect(row(view, 'model')).toMatchObject({
      value: 'TaylorMade Stealth 2',
      source: { url: STEALTH.sourceUrl, title: 'TaylorMade Stealth 2 Driver: Specs' },
    })
    expect(row(view, 'clubType')?.value).toBe('Driver')
    expect(row(view, 'hand')?.value).toBe('Right-handed')
    expect(row(view, 'loft')).toMatchObject({
      value: '10.5°',
      matchesStock: true,
      property: { value: 10.5, unitCode: 'DD' },
    })
    expect(row(view, 'length')).toMatchObject({
      label: 'Length',
      value: '45.25 in',
      comparison: 'stock 45.75 in: −0.5 in',
      matchesStock: false,
      property: { value: 45.25, unitCode: 'INH' },
    })
    expect(row(view, 'lie')?.comparison).toBe('stock 56°: +1°')
    expect(row(view, 'shaftModel')?.comparison).toBe('replaced (stock Fujikura Ventus TR Red 5)')
    // The replacement shaft's flex is its own: not compared with the stock shaft's.
    expect(row(view, 'flex')).toMatchObject({ value: 'Stiff (S)', comparison: null })
    expect(row(view, 'modelYear')).toMatchObject({ value: '2023', matchesStock: true, comparison: null })
    expect(row(view, 'included')?.value).toBe('Headcover, Adjustment tool')
    expect(view.modifications).toEqual(['Shaft replaced: Fujikura Ventus Blue 6 S', 'Shaft cut 0.5 in'])
  })

  it('says the same in Spanish, with comma decimals', () => {
    const view = passportView('clubs', driver({ loft: 10.5, lengthIn: 44.75, flex: 'S' }), STEALTH, es, 'es')
    expect(row(view, 'loft')).toMatchObject({ label: 'Loft', value: '10,5°' })
    expect(row(view, 'length')).toMatchObject({
      label: 'Longitud',
      value: '44,75 in',
      comparison: 'de serie 45,75 in: −1 in',
    })
    expect(row(view, 'flex')?.value).toBe('Rígido (S)')
    expect(view.modifications).toEqual([])
  })

  it('keeps the stock shaft as stock, written shorter than the catalogue', () => {
    const view = passportView(
      'clubs',
      driver({ loft: 9, shaftModel: 'Ventus TR Red', flex: 'X' }),
      STEALTH,
      en,
      'en',
    )
    expect(row(view, 'shaftModel')).toMatchObject({ comparison: 'stock shaft', matchesStock: true })
    expect(row(view, 'flex')?.comparison).toBe('one of the stock options (R, S, X)')
    const senior = passportView(
      'clubs',
      driver({ shaftModel: 'Fujikura Ventus TR Red 5', flex: 'A' }),
      STEALTH,
      en,
      'en',
    )
    expect(row(senior, 'flex')).toMatchObject({
      value: 'Senior (A)',
      comparison: 'stock R, S, X',
      matchesStock: false,
    })
  })

  it('compares a set make-up and its per-club lofts club by club', () => {
    const view = passportView(
      'clubs',
      {
        ...EMPTY_SPECS,
        clubModelId: IRONS.id,
        clubType: 'iron-set',
        hand: 'left',
        setClubs: ['5', '6', '7', '8', '9', 'PW'],
        setLofts: [24.5, 27.5, 31.5, null, null, null],
      },
      IRONS,
      en,
      'en',
    )
    expect(row(view, 'setMakeup')).toMatchObject({
      value: '5-PW',
      comparison: 'stock set 4-PW',
      matchesStock: false,
    })
    expect(row(view, 'lofts')).toMatchObject({
      value: '5: 24.5°, 6: 27.5°, 7: 31.5°',
      comparison: '7: stock 30.5°: +1°',
    })
    expect(row(view, 'hand')?.value).toBe('Left-handed')
  })

  it('shows a model typed by hand as such, with no stock comparison', () => {
    const view = passportView(
      'clubs',
      {
        ...EMPTY_SPECS,
        modelName: 'Wilson Staff Junior',
        clubType: 'complete-set',
        hand: 'right',
        player: 'junior',
      },
      null,
      en,
      'en',
    )
    expect(row(view, 'model')?.value).toBe('Wilson Staff Junior (typed by the seller, not in our catalogue)')
    expect(row(view, 'model')?.source).toBeUndefined()
    expect(row(view, 'player')?.value).toBe('Junior')
    expect(view.rows.every((r) => r.comparison === null)).toBe(true)
  })

  it('gives other gear its few fields and no modifications', () => {
    const shoes = passportView(
      'shoes',
      { ...EMPTY_SPECS, shoeSizeEu: 42.5, shoeSpikes: 'spikeless' },
      null,
      es,
      'es',
    )
    expect(shoes.rows.map((r) => [r.label, r.value])).toEqual([
      ['Talla EU', 'EU 42,5'],
      ['Suela', 'Sin clavos'],
    ])
    expect(shoes.modifications).toBeNull()
    const bag = passportView(
      'bags-trolleys',
      { ...EMPTY_SPECS, bagDividers: 14, bagWeightKg: 2.1 },
      null,
      en,
      'en',
    )
    expect(bag.rows.map((r) => r.value)).toEqual(['14', '2.1 kg'])
    const laser = passportView(
      'electronics',
      { ...EMPTY_SPECS, electronicsType: 'rangefinder', slopeMode: true },
      null,
      en,
      'en',
    )
    expect(laser.rows.map((r) => `${r.label}: ${r.value}`)).toEqual([
      'Device: Rangefinder',
      'Slope mode: Yes',
    ])
  })
})

describe('the passport in the JSON-LD', () => {
  it('carries each spec as a PropertyValue with its unit code, and the modifications', () => {
    const view = passportView(
      'clubs',
      driver({
        loft: 10.5,
        lengthIn: 44.75,
        flex: 'S',
        modifications: [{ kind: 'lie-bent', amount: 1, detail: null }],
      }),
      STEALTH,
      en,
      'en',
    )
    const properties = passportProperties(view, en)
    expect(properties).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Loft',
      value: 10.5,
      unitCode: 'DD',
      description: 'one of the stock options (9°, 10.5°, 12°)',
    })
    expect(properties).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Length',
      value: 44.75,
      unitCode: 'INH',
      description: 'stock 45.75 in: −1 in',
    })
    expect(properties).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Flex',
      value: 'Stiff (S)',
      description: 'one of the stock options (R, S, X)',
    })
    expect(properties).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Modifications',
      value: 'Lie bent 1° upright',
    })

    const product = {
      id: 'p1',
      name: 'TaylorMade Stealth 2 Driver',
      brand: 'TaylorMade',
      description: '',
      condition: 'Good' as const,
      price: 24_900,
      status: 'active',
      photos: [],
      shippingOptions: [],
      seller: null,
    }
    const links = {
      url: 'https://x/product/p1',
      publicUrl: 'https://x',
      returnsUrl: 'https://x/returns',
      countries: ['ES'],
    }
    const data = productJsonLd(product, { ...links, properties })
    expect(data.additionalProperty).toBe(properties)
    expect(JSON.parse(JSON.stringify(productJsonLd(product, links)))).not.toHaveProperty('additionalProperty')
  })

  it('says "Unmodified" for a passport that declares no change, in the page’s language', () => {
    const view = passportView('clubs', driver({ loft: 9 }), STEALTH, es, 'es')
    expect(passportProperties(view, es).at(-1)).toEqual({
      '@type': 'PropertyValue',
      name: 'Modificaciones',
      value: 'Sin modificar',
    })
  })
})
