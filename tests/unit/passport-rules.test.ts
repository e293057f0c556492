import { describe, expect, it } from 'vitest'
import { formatGolfNumber, parseGolfNumber } from '~/catalog/passport/numbers'
import { EMPTY_SPECS_FORM, parseSpecs, type SpecsForm, specsToForm } from '~/catalog/passport/passport'
import { formatSetMakeup, parseClub, parseSetMakeup } from '~/catalog/passport/set-makeup'
import { PING_DOTS, PING_LIE_DOTS } from '~/catalog/passport/vocabulary'

const NOW = new Date('2026-11-26T12:00:00Z')
const club = (fields: Partial<SpecsForm>): SpecsForm => ({
  ...EMPTY_SPECS_FORM,
  clubType: 'driver',
  hand: 'right',
  ...fields,
})

describe('golf numbers', () => {
  it.each([
    ['10.5', 10.5],
    ['10,5', 10.5],
    ['10,5°', 10.5],
    ['10.5 °', 10.5],
    ['10.5 degrees', 10.5],
    ['10,5 grados', 10.5],
    ['45.75in', 45.75],
    ['45,75 pulgadas', 45.75],
    ['44 3/4"', 44.75],
    ['44¾', 44.75],
    ['-1.5', -1.5],
    ['+2', 2],
  ])('reads %s as %d', (typed, value) => {
    expect(parseGolfNumber(typed)).toBe(value)
  })

  it.each(['', 'ten', '10.5.1', '10,5,2', '1/0', '°'])('refuses %j', (typed) => {
    expect(parseGolfNumber(typed)).toBeNull()
  })

  it('writes numbers back in the reader’s language', () => {
    expect(formatGolfNumber(10.5, 'en')).toBe('10.5')
    expect(formatGolfNumber(10.5, 'es')).toBe('10,5')
    expect(formatGolfNumber(45, 'es')).toBe('45')
  })
})

describe('set make-up', () => {
  it.each([
    ['4-PW', ['4', '5', '6', '7', '8', '9', 'PW'], '4-PW'],
    ['5-PW + AW', ['5', '6', '7', '8', '9', 'PW', 'AW'], '5-PW + AW'],
    ['5-AW', ['5', '6', '7', '8', '9', 'PW', 'AW'], '5-PW + AW'],
    ['5-9, PW, GW, SW', ['5', '6', '7', '8', '9', 'PW', 'GW', 'SW'], '5-PW + GW + SW'],
    ['4 a PW y SW', ['4', '5', '6', '7', '8', '9', 'PW', 'SW'], '4-PW + SW'],
    [
      'D, 3W, 5H, 6-PW, SW, P',
      ['D', '3W', '5H', '6', '7', '8', '9', 'PW', 'SW', 'P'],
      'D + 3W + 5H + 6-PW + SW + P',
    ],
    ['pw, 9, 8, 7', ['7', '8', '9', 'PW'], '7-PW'],
  ])('reads %s', (typed, clubs, short) => {
    const parsed = parseSetMakeup(typed)
    expect(parsed).toEqual({ ok: true, clubs })
    expect(formatSetMakeup(clubs as never)).toBe(short)
  })

  it('names the part it cannot read', () => {
    expect(parseSetMakeup('4-PW + XW')).toEqual({ ok: false, part: 'XW' })
    expect(parseSetMakeup('PW-4')).toEqual({ ok: false, part: 'PW-4' })
  })

  it('reads clubs as people write them', () => {
    expect(parseClub('5-iron')).toBe('5')
    expect(parseClub('7 hierro')).toBe('7')
    expect(parseClub('Driver')).toBe('D')
    expect(parseClub('s.w.')).toBe('SW')
  })
})

describe('the PING colour code', () => {
  it('maps each dot to degrees against black, upright positive, in 0.75° steps', () => {
    expect(PING_LIE_DOTS.black).toBe(0)
    expect(PING_LIE_DOTS.blue).toBe(0.75)
    expect(PING_LIE_DOTS.maroon).toBe(4.5)
    expect(PING_LIE_DOTS.gold).toBe(-3.75)
    const sorted = PING_DOTS.map((dot) => PING_LIE_DOTS[dot])
    for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1]! - sorted[i]!).toBe(0.75)
  })

  it('is accepted as a lie and anything else is refused', () => {
    expect(parseSpecs('clubs', club({ pingDot: 'green' }), NOW)).toMatchObject({
      ok: true,
      specs: { pingDot: 'green' },
    })
    expect(parseSpecs('clubs', club({ pingDot: 'pink' }), NOW)).toEqual({
      ok: false,
      errors: { 'specs.pingDot': 'passport.error.choice' },
    })
  })
})

describe('passport validation', () => {
  it('needs a club type and a hand for a club', () => {
    expect(parseSpecs('clubs', EMPTY_SPECS_FORM, NOW)).toEqual({
      ok: false,
      errors: {
        'specs.clubType': 'passport.error.clubTypeRequired',
        'specs.hand': 'passport.error.handRequired',
      },
    })
  })

  it('stores a driver’s specs with comma decimals and units', () => {
    const result = parseSpecs(
      'clubs',
      club({
        loft: '10,5°',
        length: '45 3/4',
        lie: '58',
        flex: 'S',
        shaftMaterial: 'graphite',
        modelYear: '2023',
      }),
      NOW,
    )
    expect(result).toMatchObject({
      ok: true,
      specs: {
        clubType: 'driver',
        hand: 'right',
        loft: 10.5,
        lengthIn: 45.75,
        lie: 58,
        flex: 'S',
        modelYear: 2023,
      },
    })
  })

  it.each([
    [{ loft: '30' }, 'specs.loft', 'passport.error.loftRange'],
    [{ loft: 'ten' }, 'specs.loft', 'passport.error.number'],
    [{ lie: '90' }, 'specs.lie', 'passport.error.lieRange'],
    [{ length: '52' }, 'specs.length', 'passport.error.lengthRange'],
    [{ flex: 'stiffish' }, 'specs.flex', 'passport.error.choice'],
    [{ modelYear: '2028' }, 'specs.modelYear', 'passport.error.modelYear'],
    [{ modelYear: '1920' }, 'specs.modelYear', 'passport.error.modelYear'],
    [{ gripModel: 'x'.repeat(61) }, 'specs.gripModel', 'passport.error.textTooLong'],
    [{ clubModelId: 'not-an-id' }, 'specs.clubModelId', 'passport.error.model'],
  ])('refuses %j', (fields, field, message) => {
    expect(parseSpecs('clubs', club(fields), NOW)).toEqual({ ok: false, errors: { [field]: message } })
  })

  it('checks lofts by club type: 58° is a wedge, not a driver', () => {
    expect(
      parseSpecs('clubs', club({ clubType: 'wedge', loft: '58', bounce: '10', grind: 'M' }), NOW),
    ).toMatchObject({
      ok: true,
      specs: { loft: 58, bounce: 10, grind: 'M' },
    })
    expect(parseSpecs('clubs', club({ loft: '58' }), NOW)).toMatchObject({ ok: false })
  })

  it('keeps a set’s clubs and their lofts together', () => {
    const result = parseSpecs(
      'clubs',
      club({ clubType: 'iron-set', setMakeup: '5-PW', clubLofts: { '7': '30,5', PW: '45' } }),
      NOW,
    )
    expect(result).toMatchObject({
      ok: true,
      specs: {
        setClubs: ['5', '6', '7', '8', '9', 'PW'],
        setLofts: [null, null, 30.5, null, null, 45],
        loft: null,
      },
    })
    expect(parseSpecs('clubs', club({ clubType: 'iron-set', setMakeup: '4-QW' }), NOW)).toEqual({
      ok: false,
      errors: { 'specs.setMakeup': 'passport.error.setMakeup' },
    })
  })

  it('reads declared modifications and refuses impossible ones', () => {
    const ok = parseSpecs(
      'clubs',
      club({
        modifications: [
          { kind: 'shaft-replaced', amount: '', detail: ' Fujikura  Ventus Blue 6 S ' },
          { kind: 'loft-bent', amount: '-1', detail: '' },
          { kind: 'shaft-cut', amount: '0,5', detail: '' },
        ],
      }),
      NOW,
    )
    expect(ok).toMatchObject({
      ok: true,
      specs: {
        modifications: [
          { kind: 'shaft-replaced', amount: null, detail: 'Fujikura Ventus Blue 6 S' },
          { kind: 'loft-bent', amount: -1, detail: null },
          { kind: 'shaft-cut', amount: 0.5, detail: null },
        ],
      },
    })
    const bad = (kind: string, amount: string, detail = '') =>
      parseSpecs('clubs', club({ modifications: [{ kind, amount, detail }] }), NOW)
    expect(bad('shaft-replaced', '')).toEqual({
      ok: false,
      errors: { 'specs.modifications.0': 'passport.error.modificationDetail' },
    })
    expect(bad('loft-bent', '9')).toMatchObject({
      errors: { 'specs.modifications.0': 'passport.error.bendAmount' },
    })
    expect(bad('shaft-cut', '-1')).toMatchObject({
      errors: { 'specs.modifications.0': 'passport.error.lengthChange' },
    })
    expect(bad('painted', '')).toMatchObject({
      errors: { 'specs.modifications.0': 'passport.error.modificationKind' },
    })
  })

  it('ignores fields another subcategory asks for, and checks its own', () => {
    const shoes = parseSpecs(
      'shoes',
      { ...EMPTY_SPECS_FORM, loft: '80', shoeSize: '42,5', shoeSpikes: 'spikeless' },
      NOW,
    )
    expect(shoes).toMatchObject({
      ok: true,
      specs: { loft: null, shoeSizeEu: 42.5, shoeSpikes: 'spikeless' },
    })
    expect(parseSpecs('shoes', { ...EMPTY_SPECS_FORM, shoeSize: '42.3' }, NOW)).toMatchObject({ ok: false })
    expect(
      parseSpecs('bags-trolleys', { ...EMPTY_SPECS_FORM, bagDividers: '14', bagWeight: '2,1 kg' }, NOW),
    ).toMatchObject({ ok: true, specs: { bagDividers: 14, bagWeightKg: 2.1 } })
  })

  it('turns stored specs back into the same form', () => {
    const form = club({
      loft: '10.5',
      flex: 'S',
      modifications: [{ kind: 'regripped', amount: '', detail: 'Golf Pride MCC' }],
    })
    const parsed = parseSpecs('clubs', form, NOW)
    if (!parsed.ok) throw new Error('expected a valid passport')
    expect(parseSpecs('clubs', specsToForm(parsed.specs), NOW)).toEqual(parsed)
  })
})
