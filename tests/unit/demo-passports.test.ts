/** The demo's passports (issue #27) as the seed stores them, with and without their catalogue model. */
import { describe, expect, it } from 'vitest'
import { DEMO_LISTINGS } from '../../db/demo-data'
import { DEMO_PASSPORTS, demoModelSlug, demoSpecs } from '../../db/demo-passports'

const listing = (name: string) => DEMO_LISTINGS.find((l) => l.name === name)!
const TSR2 = 'Titleist TSR2 Driver 10° Stiff'
const DARKSPEED = 'Cobra Darkspeed 3 Wood 15°'

describe('demo passports', () => {
  it('give every demo club one, with its club type and hand', () => {
    for (const club of DEMO_LISTINGS.filter((l) => l.subcategory === 'clubs')) {
      expect(DEMO_PASSPORTS[club.name]?.clubType, club.name).toBeTruthy()
      expect(DEMO_PASSPORTS[club.name]?.hand, club.name).toBeTruthy()
    }
  })

  it('name their catalogue model by the catalogue’s slug', () => {
    expect(demoModelSlug(listing(TSR2), DEMO_PASSPORTS[TSR2]!)).toBe('titleist-tsr2-driver')
    const junior = 'Wilson Staff Junior Set (ages 9-12)'
    expect(demoModelSlug(listing(junior), DEMO_PASSPORTS[junior]!)).toBeNull()
  })

  it('take the stock length and the release year of a model the catalogue holds', () => {
    const model = {
      id: '33333333-3333-4333-8333-333333333333',
      releaseYear: 2022,
      heads: [
        { loft: 9, lengthIn: 45.75 },
        { loft: 10, lengthIn: 45.75 },
      ],
    }
    expect(demoSpecs(listing(TSR2), DEMO_PASSPORTS[TSR2]!, model)).toMatchObject({
      clubModelId: model.id,
      modelYear: 2022,
      lengthIn: 45.75,
      loft: 10,
    })
    // A declared cut of half an inch is half an inch under stock.
    const fairway = { ...model, releaseYear: 2024, heads: [{ loft: 15, lengthIn: 43.5 }] }
    expect(demoSpecs(listing(DARKSPEED), DEMO_PASSPORTS[DARKSPEED]!, fairway)).toMatchObject({
      lengthIn: 43,
      modifications: [{ kind: 'shaft-cut', amount: 0.5, detail: null }],
    })
  })

  it('keep a model the catalogue lacks by its name, without a link', () => {
    const specs = demoSpecs(listing(DARKSPEED), DEMO_PASSPORTS[DARKSPEED]!, null)
    expect(specs).toMatchObject({ modelName: 'Cobra Darkspeed', flex: 'S' })
    expect(specs.clubModelId).toBeUndefined()
    expect(specs.lengthIn).toBeUndefined()
  })
})
