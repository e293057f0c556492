/**
 * Signs of a fake and honest grading (issue #28 items 5 and 6): where a listing ships from, when
 * the "check before you buy" notice shows and with which tells, which "as described" answers a
 * buyer's review keeps, the seller's share, and the moderation queue's priority categories.
 */
import { describe, expect, it } from 'vitest'
import { countryOfCity, shipsFromCountry } from '~/accounts/locations'
import { gradesOf } from '~/catalog/condition/grades'
import { asksForCertificate } from '~/catalog/condition/photo-slots'
import {
  checkBeforeYouBuy,
  describedAnswersFor,
  describedShare,
  isConfirmedAsDescribed,
} from '~/catalog/condition/trust'
import { isPriorityReport, REPORT_CATEGORIES } from '~/moderation/report-rules'
import { reviewFormSchema } from '~/reviews/reviews'

describe('ships from', () => {
  it('reads the country from a built-in city, whatever its case, accents or region after a comma', () => {
    expect(countryOfCity('Munich')).toBe('DE')
    expect(countryOfCity('  munich , Bavaria')).toBe('DE')
    expect(countryOfCity('SEVILLE')).toBe('ES')
    expect(countryOfCity('Lisbon')).toBe('PT')
    expect(countryOfCity('Bilbao')).toBeNull()
    expect(countryOfCity('')).toBeNull()
    expect(countryOfCity(null)).toBeNull()
  })

  it("falls back to the seller's country, and says nothing when neither is known", () => {
    expect(shipsFromCountry('Hamburg', 'ES')).toBe('DE')
    expect(shipsFromCountry('Bilbao', 'ES')).toBe('ES')
    expect(shipsFromCountry('Somewhere', null)).toBeNull()
    // Only the 27 countries of the list: nothing else is passed through.
    expect(shipsFromCountry(null, 'US')).toBeNull()
  })
})

describe('check before you buy', () => {
  const guide = { low: 20_000, estimate: false, sampleSize: 12 }
  const facts = { serialPhoto: false, certificate: null, shipsFrom: 'DE' as const }

  it('shows under half the guide low, and not at or above it', () => {
    expect(checkBeforeYouBuy({ price: 9_999, guide, ...facts })).toEqual({
      guideLow: 20_000,
      estimate: false,
      sampleSize: 12,
      serialPhoto: false,
      certificate: null,
      shipsFrom: 'DE',
    })
    expect(checkBeforeYouBuy({ price: 10_000, guide, ...facts })).toBeNull()
    expect(checkBeforeYouBuy({ price: 19_000, guide, ...facts })).toBeNull()
  })

  it('an estimated guide counts too; without a guide there is no notice', () => {
    expect(
      checkBeforeYouBuy({ price: 6_000, guide: { low: 30_000, estimate: true, sampleSize: 0 }, ...facts })
        ?.estimate,
    ).toBe(true)
    expect(checkBeforeYouBuy({ price: 100, guide: null, ...facts })).toBeNull()
  })

  it('asks about the certificate for Scotty Cameron putters only', () => {
    expect(asksForCertificate('Scotty Cameron', 'putter')).toBe(true)
    expect(asksForCertificate('Titleist Scotty Cameron', 'putter')).toBe(false)
    expect(asksForCertificate('Scotty Cameron', 'wedge')).toBe(false)
    expect(asksForCertificate('Odyssey', 'putter')).toBe(false)
  })
})

describe('as described, per graded component', () => {
  const grades = { head: 8, shaft: 9, grip: 6 } as const

  it('reads grades only when all three are given', () => {
    expect(gradesOf({ head: 8, shaft: 9, grip: 6 })).toEqual(grades)
    expect(gradesOf({ head: 8, shaft: null, grip: 6 })).toBeNull()
    expect(gradesOf({ head: 11, shaft: 9, grip: 6 })).toBeNull()
  })

  it('a graded item needs an answer per component; an ungraded one keeps none', () => {
    expect(describedAnswersFor(grades, { head: true, shaft: false, grip: true })).toEqual({
      kept: { head: true, shaft: false, grip: true },
      missing: [],
    })
    expect(describedAnswersFor(grades, { head: true })).toEqual({
      kept: { head: true },
      missing: ['shaft', 'grip'],
    })
    expect(describedAnswersFor(null, { head: false })).toEqual({ kept: {}, missing: [] })
  })

  it('a sale is confirmed only when every answer is yes; no answers do not count', () => {
    expect(isConfirmedAsDescribed([true, true, true])).toBe(true)
    expect(isConfirmedAsDescribed([true, false, true])).toBe(false)
    expect(isConfirmedAsDescribed([null, null, null])).toBeNull()
  })

  it('the share rounds down and is null without sales', () => {
    expect(describedShare(3, 4)).toEqual({ confirmed: 3, total: 4, percent: 75 })
    expect(describedShare(199, 200).percent).toBe(99)
    expect(describedShare(0, 0).percent).toBeNull()
  })

  it('the review form reads yes/no and leaves anything else unanswered', () => {
    const parsed = reviewFormSchema.parse({
      intent: 'review',
      rating: '4',
      describedHead: 'yes',
      describedShaft: 'no',
      describedGrip: 'maybe',
    })
    expect(parsed).toMatchObject({ describedHead: true, describedShaft: false, describedGrip: undefined })
  })
})

describe('moderation priority', () => {
  it('counterfeit reports, and only they, go first', () => {
    expect(REPORT_CATEGORIES.filter(isPriorityReport)).toEqual(['counterfeit'])
  })
})
