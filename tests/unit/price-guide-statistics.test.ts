import { describe, expect, it } from 'vitest'
import { priceVerdict } from '~/catalog/price-guide/guide'
import {
  adjustedAmount,
  backTest,
  guideFigures,
  launchEstimate,
  modelGuide,
  quantile,
  type Sale,
  withoutOutliers,
} from '~/catalog/price-guide/statistics'

const NOW = new Date('2026-11-01T12:00:00Z')
const DAY = 86_400_000
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY)
const sale = (euros: number, condition: Sale['condition'] = 'Good', days = 0): Sale => ({
  amount: euros * 100,
  condition,
  soldAt: daysAgo(days),
})
const G430 = { launchPrice: 59_900, releaseYear: 2023 }
const UNKNOWN_PRICE = { launchPrice: null, releaseYear: 2023 }

describe('price guide statistics', () => {
  it('reads percentiles between order statistics', () => {
    expect(quantile([100, 200, 300, 400, 500], 0.5)).toBe(300)
    expect(quantile([100, 200], 0.25)).toBe(125)
  })

  it('is robust to outliers: a 1 € sale and a 2,500 € typo change nothing of the typical price', () => {
    const clean = [210, 220, 225, 230, 240, 250].map((euros) => sale(euros))
    const withOutliers = [...clean, sale(1), sale(2_500)]
    const a = guideFigures(clean, G430, 'Good', NOW)
    const b = guideFigures(withOutliers, G430, 'Good', NOW)
    expect(a?.estimate).toBe(false)
    expect(b?.typical).toBe(a?.typical)
    expect(b?.low).toBeGreaterThan(150_00)
    expect(b?.high).toBeLessThan(300_00)
    // The two outliers are not in the sample the figures rest on.
    expect(b?.sampleSize).toBe(6)
    expect(withoutOutliers([100, 101, 99, 100, 5_000])).toEqual([100, 101, 99, 100])
  })

  it('adjusts for condition by the ratio of the spec’s condition factors', () => {
    // A Like New sale of 280 € reads as 240 € in Good (0.6 / 0.7) and 160 € in Fair.
    const likeNew = sale(280, 'Like New', 0)
    expect(adjustedAmount(likeNew, 'Good', NOW)).toBeCloseTo(24_000, 0)
    expect(adjustedAmount(likeNew, 'Fair', NOW)).toBeCloseTo(16_000, 0)
    const sales = [230, 240, 250, 235, 245].map((euros) => sale(euros))
    const guide = Object.fromEntries(modelGuide(sales, G430, NOW).map((g) => [g.condition, g]))
    expect(guide.Good?.typical).toBe(24_000)
    expect(guide['Like New']?.typical).toBe(28_000)
    expect(guide.Poor?.typical).toBe(8_000)
    for (const g of Object.values(guide)) expect(g.low <= g.typical && g.typical <= g.high).toBe(true)
  })

  it('adjusts for age: an older sale counts for less today', () => {
    const old = sale(250, 'Good', 365)
    expect(adjustedAmount(old, 'Good', NOW)).toBeLessThan(25_000 * 0.9)
    expect(adjustedAmount(sale(250, 'Good', 0), 'Good', NOW)).toBe(25_000)
  })

  it('keeps sales of the last 12 months only, with their date range and sample size', () => {
    const sales = [sale(240, 'Good', 20), sale(230, 'Good', 100), sale(250, 'Good', 200)]
    const tooOld = [sale(100, 'Good', 400), sale(100, 'Good', 500), sale(100, 'Good', 600)]
    const guide = guideFigures([...sales, ...tooOld], G430, 'Good', NOW)
    expect(guide?.sampleSize).toBe(3)
    expect(guide?.firstSaleAt).toEqual(daysAgo(200))
    expect(guide?.lastSaleAt).toEqual(daysAgo(20))
  })

  it('falls back to the launch price and age under 5 sales, labelled as an estimate', () => {
    const none = guideFigures([], G430, 'Good', NOW)
    const estimate = launchEstimate(G430, 'Good', NOW)
    expect(none).toMatchObject({ estimate: true, sampleSize: 0, firstSaleAt: null, lastSaleAt: null })
    // 599 € × 0.6 less 12 % a year for 3.8 years: about 220 €, ±20 %.
    expect(none?.typical).toBe(Math.round((estimate?.typical ?? 0) / 100) * 100)
    expect(none?.typical).toBeGreaterThan(200_00)
    expect(none?.typical).toBeLessThan(240_00)
    expect(none?.low).toBeLessThan(none?.typical ?? 0)
    expect(none?.high).toBeGreaterThan(none?.typical ?? 0)

    // Two sales at 300 € pull the estimate two fifths of the way towards them.
    const two = guideFigures([sale(300), sale(300)], G430, 'Good', NOW)
    expect(two?.estimate).toBe(true)
    expect(two?.sampleSize).toBe(2)
    const expected = 0.4 * 30_000 + 0.6 * (estimate?.typical ?? 0)
    expect(Math.abs((two?.typical ?? 0) - expected)).toBeLessThanOrEqual(50)

    // Without a launch price and under 5 sales there is nothing honest to say.
    expect(guideFigures([sale(300), sale(300)], UNKNOWN_PRICE, 'Good', NOW)).toBeNull()
    // From 5 sales on, the sales alone decide, launch price or not.
    const five = [220, 230, 240, 250, 260].map((euros) => sale(euros))
    expect(guideFigures(five, UNKNOWN_PRICE, 'Good', NOW)).toMatchObject({ estimate: false, typical: 24_000 })
  })

  it('never makes a band of zero width', () => {
    const same = Array.from({ length: 6 }, () => sale(200))
    const guide = guideFigures(same, UNKNOWN_PRICE, 'Good', NOW)
    expect(guide?.low).toBeLessThan(20_000)
    expect(guide?.high).toBeGreaterThan(20_000)
    expect(priceVerdict(17_000, guide!)).toBe('good')
    expect(priceVerdict(25_000, guide!)).toBe('above')
  })

  it('back-tests each sale against the guide made from the sales before it', () => {
    const sales = [240, 250, 230, 245, 235, 240, 500].map((euros, i) => sale(euros, 'Good', 100 - i * 10))
    const result = backTest([{ facts: UNKNOWN_PRICE, sales }])
    // The first five sales have no guide before them (no launch price); the sixth is inside, the 500 € one is not.
    expect(result).toMatchObject({ tested: 2, inside: 1, testedFromSales: 2, insideFromSales: 1, share: 0.5 })
  })
})
