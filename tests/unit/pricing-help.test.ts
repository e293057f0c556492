/**
 * Pricing help's pure rules (issue #29 items 2, 3 and 5): the "Sold recently for …" figures, the
 * chart's geometry, the buyer's warning, the seller's floor, and when a price suggestion is due.
 */
import { describe, expect, it } from 'vitest'
import {
  CHART_HEIGHT,
  CHART_PLOT,
  declinedByFloor,
  effectiveFloor,
  type GuideView,
  isBelowGuide,
  monthsOfSample,
  priceHintDue,
  priceVerdict,
  salesChart,
  soldRecently,
  suggestedFloor,
  suggestedPriceFromGuide,
  WIDE_CHART,
} from '~/catalog/price-guide/pricing-help'
import { toListingForm } from '~/selling/listing-form'

const NOW = new Date('2026-11-26T12:00:00Z')
const DAY = 86_400_000

const guide = (over: Partial<GuideView> = {}): GuideView => ({
  condition: 'Good',
  low: 18_000,
  typical: 21_000,
  high: 24_000,
  sampleSize: 12,
  firstSaleAt: '2026-06-01T00:00:00Z',
  lastSaleAt: '2026-11-20T00:00:00Z',
  estimate: false,
  ...over,
})

describe('the wizard’s line', () => {
  it('reads 180–240 € from 12 sales over the last 6 months', () => {
    expect(soldRecently(guide(), NOW)).toEqual({
      low: 18_000,
      high: 24_000,
      sales: 12,
      months: 6,
      estimate: false,
    })
  })

  it('counts the months back from now to the oldest sale, between 1 and 12', () => {
    expect(monthsOfSample(new Date(NOW.getTime() - 3 * DAY).toISOString(), NOW)).toBe(1)
    expect(monthsOfSample(new Date(NOW.getTime() - 31 * DAY).toISOString(), NOW)).toBe(2)
    expect(monthsOfSample('2025-01-01T00:00:00Z', NOW)).toBe(12)
    expect(monthsOfSample(null, NOW)).toBeNull()
  })

  it('says when the figures are an estimate', () => {
    expect(soldRecently(guide({ sampleSize: 2, estimate: true }), NOW).estimate).toBe(true)
  })
})

describe('the chart of past sales', () => {
  const sales = [
    { condition: 'Good' as const, amount: 19_000, soldAt: '2026-06-01T00:00:00Z' },
    { condition: 'Like New' as const, amount: 26_000, soldAt: '2026-09-01T00:00:00Z' },
    { condition: 'Good' as const, amount: 21_500, soldAt: '2026-11-20T00:00:00Z' },
  ]

  it('puts the oldest sale left, the newest right, dearer sales higher', () => {
    const chart = salesChart(sales, guide())
    const [first, second, third] = chart.points
    expect(first?.x).toBe(CHART_PLOT.left)
    expect(third?.x).toBe(CHART_PLOT.right)
    expect((first?.x ?? 0) < (second?.x ?? 0)).toBe(true)
    expect((second?.y ?? 0) < (third?.y ?? 0)).toBe(true)
    expect((third?.y ?? 0) < (first?.y ?? 0)).toBe(true)
    for (const point of chart.points) {
      expect(point.y).toBeGreaterThanOrEqual(0)
      expect(point.y).toBeLessThanOrEqual(CHART_PLOT.bottom)
    }
    expect(chart.conditions).toEqual(['Like New', 'Good'])
    expect(chart.from).toBe('2026-06-01T00:00:00.000Z')
  })

  it('spreads the sales over a given window instead (the model page), in the wide drawing', () => {
    const chart = salesChart(sales, null, {
      ...WIDE_CHART,
      window: { from: '2025-11-20T00:00:00Z', to: '2026-11-20T00:00:00Z' },
    })
    expect(chart.width).toBe(WIDE_CHART.width)
    expect(chart.points.at(-1)?.x).toBe(chart.plot.right)
    const first = chart.points[0]?.x ?? 0
    // June is about halfway through a window from November to November.
    expect(first).toBeGreaterThan(chart.plot.left + (chart.plot.right - chart.plot.left) * 0.45)
    expect(first).toBeLessThan(chart.plot.left + (chart.plot.right - chart.plot.left) * 0.6)
    expect(chart.from).toBe('2025-11-20T00:00:00.000Z')
  })

  it('draws round gridlines around every sale and the guide band', () => {
    const chart = salesChart(sales, guide())
    const amounts = chart.ticks.map((tick) => tick.amount)
    expect(amounts[0]).toBeLessThanOrEqual(18_000)
    expect(amounts.at(-1)).toBeGreaterThanOrEqual(26_000)
    for (const amount of amounts) expect(amount % 1_000).toBe(0)
    expect(chart.band).not.toBeNull()
    expect(chart.band?.height).toBeGreaterThan(0)
  })

  it('centres a single sale and draws nothing without sales or guide', () => {
    const one = salesChart([sales[0] as (typeof sales)[number]], null)
    expect(one.points[0]?.x).toBe((CHART_PLOT.left + CHART_PLOT.right) / 2)
    expect(one.points[0]?.y).toBeLessThan(CHART_HEIGHT)
    expect(salesChart([], null)).toMatchObject({
      points: [],
      ticks: [],
      band: null,
      conditions: [],
      from: null,
      to: null,
    })
  })
})

describe('offers', () => {
  it('warns a buyer whose offer is under the guide’s low value', () => {
    expect(isBelowGuide(17_999, guide())).toBe(true)
    expect(isBelowGuide(18_000, guide())).toBe(false)
    expect(isBelowGuide(null, guide())).toBe(false)
    expect(isBelowGuide(10_000, null)).toBe(false)
  })

  it('pre-fills the floor at the guide’s low value, never above the price', () => {
    expect(suggestedFloor(guide(), 20_000)).toBe(18_000)
    expect(suggestedFloor(guide(), 15_000)).toBe(15_000)
    expect(suggestedFloor(guide(), 0)).toBe(18_000)
    expect(suggestedFloor(null, 20_000)).toBeNull()
  })

  it('declines under the floor, capped at the asking price', () => {
    expect(declinedByFloor(16_999, 17_000, 20_000)).toBe(true)
    expect(declinedByFloor(17_000, 17_000, 20_000)).toBe(false)
    expect(declinedByFloor(10_000, null, 20_000)).toBe(false)
    // The price went under the floor since: an offer at the price stands.
    expect(effectiveFloor(18_000, 16_000)).toBe(16_000)
    expect(declinedByFloor(16_000, 18_000, 16_000)).toBe(false)
  })

  it('keeps the verdict of the foundation: good, fair, above', () => {
    expect(priceVerdict(19_500, guide())).toBe('good')
    expect(priceVerdict(22_000, guide())).toBe('fair')
    expect(priceVerdict(23_000, guide())).toBe('above')
  })
})

describe('the price suggestion e-mail', () => {
  const ago = (days: number) => new Date(NOW.getTime() - days * DAY)

  it('is due after 14 quiet days, then at most once in 30 days', () => {
    expect(priceHintDue(ago(13), null, NOW)).toBe(false)
    expect(priceHintDue(ago(14), null, NOW)).toBe(true)
    expect(priceHintDue(ago(40), ago(29), NOW)).toBe(false)
    expect(priceHintDue(ago(40), ago(30), NOW)).toBe(true)
  })

  it('proposes the typical price only to a listing asking more', () => {
    expect(suggestedPriceFromGuide(26_000, guide())).toBe(21_000)
    expect(suggestedPriceFromGuide(21_000, guide())).toBeNull()
  })
})

describe('the floor in a stored draft', () => {
  it('is kept when it is an amount, and none otherwise', () => {
    expect(toListingForm({ offerFloor: 18_000 }).offerFloor).toBe(18_000)
    expect(toListingForm({ offerFloor: -5 }).offerFloor).toBeNull()
    expect(toListingForm({}).offerFloor ?? null).toBeNull()
  })
})
