/**
 * Pricing help (issue #29 items 2, 3 and 5; docs/decisions/0059-pricing-help.md): how the wizard,
 * the product page, offers and alerts put the price guide in front of people. Isomorphic and pure:
 * the shapes sent to the browser, the "Sold recently for …" line's figures, the chart's geometry,
 * and the rules (a buyer's offer under the guide, the seller's floor, when a price hint is due).
 */
import type { ChartMarkStyle } from '~/ui/scatter-chart'
import { CONDITIONS, type Condition } from '../taxonomy'
import { type PriceGuide, type PriceVerdict, priceVerdict } from './guide'

/** A guide as the browser gets it (dates as ISO text). */
export interface GuideView {
  condition: Condition
  /** Euro cents. */
  low: number
  typical: number
  high: number
  sampleSize: number
  firstSaleAt: string | null
  lastSaleAt: string | null
  estimate: boolean
}

/** One completed sale on the chart. */
export interface SalePoint {
  condition: Condition
  /** Euro cents paid for the item. */
  amount: number
  soldAt: string
}

/** What the wizard's pricing step shows for a catalogue model (the resource route's answer). */
export interface ModelPriceHelp {
  model: { id: string; slug: string; name: string }
  guides: GuideView[]
  sales: SalePoint[]
}

/** A listing's guide as the product page, the offer form and alerts read it. */
export interface ListingGuide {
  model: { slug: string; name: string }
  guide: GuideView
  verdict: PriceVerdict
}

export function guideView(guide: PriceGuide): GuideView {
  return {
    condition: guide.condition,
    low: guide.low,
    typical: guide.typical,
    high: guide.high,
    sampleSize: guide.sampleSize,
    firstSaleAt: guide.firstSaleAt?.toISOString() ?? null,
    lastSaleAt: guide.lastSaleAt?.toISOString() ?? null,
    estimate: guide.estimate,
  }
}

const DAY = 86_400_000
const MONTH_DAYS = 30.44

/**
 * The months the sample spans back from `now`, for "(12 sales, last 6 months)": from the oldest
 * sale counted, rounded up, at least 1 and at most the guide's 12-month window.
 */
export function monthsOfSample(firstSaleAt: string | null, now: Date): number | null {
  if (!firstSaleAt) return null
  const days = (now.getTime() - new Date(firstSaleAt).getTime()) / DAY
  return Math.min(12, Math.max(1, Math.ceil(days / MONTH_DAYS)))
}

/** The guide of one condition out of a model's guides. */
export function guideOfCondition(guides: readonly GuideView[], condition: Condition) {
  return guides.find((guide) => guide.condition === condition) ?? null
}

/**
 * The range the wizard says a model "sold recently for": low to high of the chosen condition's
 * guide. A guide resting on no sales is an estimate and says so.
 */
export function soldRecently(guide: GuideView, now: Date) {
  return {
    low: guide.low,
    high: guide.high,
    sales: guide.sampleSize,
    months: monthsOfSample(guide.firstSaleAt, now),
    estimate: guide.estimate,
  }
}

// ---------------------------------------------------------------------------------------------
// The chart of past sales by condition: a scatter of price over time, one colour per condition.

export const CHART_WIDTH = 320
export const CHART_HEIGHT = 160
const PAD = { left: 44, right: 8, top: 8, bottom: 22 }

/** The wider drawing of the model page (issue #29 item 4). */
export const WIDE_CHART = { width: 640, height: 260, pad: { left: 56, right: 16, top: 16, bottom: 36 } }

/** Each condition's mark on the charts (legend and points): a colour readable on white and a shape. */
export const CONDITION_MARK: Record<Condition, ChartMarkStyle> = {
  New: { colour: '#0f766e', shape: 'diamond' },
  'Like New': { colour: '#15803d', shape: 'circle' },
  Good: { colour: '#1d4ed8', shape: 'square' },
  Fair: { colour: '#b45309', shape: 'triangle' },
  Poor: { colour: '#b91c1c', shape: 'cross' },
}

export interface ChartGeometry {
  width: number
  height: number
  plot: { left: number; right: number; top: number; bottom: number }
  points: Array<SalePoint & { x: number; y: number }>
  /** Price gridlines (euro cents) with their height. */
  ticks: Array<{ amount: number; y: number }>
  /** The chosen condition's low–high band, when it has a guide. */
  band: { y: number; height: number } | null
  /** The conditions present, in the usual order (the legend). */
  conditions: Condition[]
  from: string | null
  to: string | null
}

export interface ChartOptions {
  width?: number
  height?: number
  pad?: { left: number; right: number; top: number; bottom: number }
  /** The time axis's ends (a sales window); the first and last sale when not given. */
  window?: { from: string; to: string }
}

/** Round gridline steps in euro cents: 10, 20, 50, 100 … euros. */
function niceStep(range: number) {
  const raw = range / 3
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1)))
  for (const factor of [1, 2, 5, 10]) if (factor * power >= raw) return factor * power
  return 10 * power
}

/**
 * Where each sale goes on a width × height drawing: time left to right (oldest to newest, or the
 * window's ends), price bottom to top, the axis from a round amount under the cheapest sale (or
 * the band) to one over the dearest. Pure, so the drawing is the same on the server and in the
 * browser. The wizard's small chart and the model page's wide one both read it.
 */
export function salesChart(
  sales: readonly SalePoint[],
  band: GuideView | null,
  options: ChartOptions = {},
): ChartGeometry {
  const width = options.width ?? CHART_WIDTH
  const height = options.height ?? CHART_HEIGHT
  const pad = options.pad ?? PAD
  const plot = { left: pad.left, right: width - pad.right, top: pad.top, bottom: height - pad.bottom }
  const amounts = [...sales.map((sale) => sale.amount), ...(band ? [band.low, band.high] : [])]
  const times = sales.map((sale) => new Date(sale.soldAt).getTime())
  if (amounts.length === 0) {
    return { width, height, plot, points: [], ticks: [], band: null, conditions: [], from: null, to: null }
  }
  const rawMin = Math.min(...amounts)
  const rawMax = Math.max(...amounts)
  const step = niceStep(Math.max(rawMax - rawMin, 1_000))
  const min = Math.max(0, Math.floor(rawMin / step) * step)
  const max = Math.max(Math.ceil(rawMax / step) * step, min + step)
  const first = options.window
    ? new Date(options.window.from).getTime()
    : times.length
      ? Math.min(...times)
      : 0
  const last = options.window ? new Date(options.window.to).getTime() : times.length ? Math.max(...times) : 0
  const plotWidth = plot.right - plot.left
  const plotHeight = plot.bottom - plot.top
  const yOf = (amount: number) => plot.top + plotHeight * (1 - (amount - min) / (max - min))
  const xOf = (time: number) =>
    last === first ? plot.left + plotWidth / 2 : plot.left + (plotWidth * (time - first)) / (last - first)
  const round = (n: number) => Math.round(n * 10) / 10
  const ticks: ChartGeometry['ticks'] = []
  for (let amount = min; amount <= max; amount += step) ticks.push({ amount, y: round(yOf(amount)) })
  const present = new Set(sales.map((sale) => sale.condition))
  return {
    width,
    height,
    plot,
    points: sales.map((sale, index) => ({
      ...sale,
      x: round(xOf(times[index] ?? first)),
      y: round(yOf(sale.amount)),
    })),
    ticks,
    band: band ? { y: round(yOf(band.high)), height: round(yOf(band.low) - yOf(band.high)) } : null,
    conditions: CONDITIONS.filter((condition) => present.has(condition)),
    from: times.length || options.window ? new Date(first).toISOString() : null,
    to: times.length || options.window ? new Date(last).toISOString() : null,
  }
}

export const CHART_PLOT = {
  left: PAD.left,
  right: CHART_WIDTH - PAD.right,
  bottom: CHART_HEIGHT - PAD.bottom,
}

// ---------------------------------------------------------------------------------------------
// Rules

export { priceVerdict }

/** A buyer's offer under the guide's low value gets a warning before it is sent. */
export function isBelowGuide(amount: number | null, guide: Pick<GuideView, 'low'> | null) {
  return amount !== null && guide !== null && amount > 0 && amount < guide.low
}

/**
 * The floor the wizard offers pre-filled: the guide's low value, but never above the asking price
 * (an offer at the full price is never declined).
 */
export function suggestedFloor(guide: Pick<GuideView, 'low'> | null, price: number) {
  if (!guide) return null
  return price > 0 ? Math.min(guide.low, price) : guide.low
}

/**
 * The floor that applies to an offer: the seller's, capped at the asking price (a price lowered
 * under the floor since must not decline an offer at that price).
 */
export function effectiveFloor(offerFloor: number | null, price: number) {
  return offerFloor === null ? null : Math.min(offerFloor, price)
}

/** Whether an offer of `amount` is declined automatically by the floor. */
export function declinedByFloor(amount: number, offerFloor: number | null, price: number) {
  const floor = effectiveFloor(offerFloor, price)
  return floor !== null && amount < floor
}

/** Days without activity before a listing gets a price suggestion e-mail. */
export const PRICE_HINT_QUIET_DAYS = 14
/** At most one price suggestion e-mail per listing in this many days. */
export const PRICE_HINT_INTERVAL_DAYS = 30

/**
 * Whether a listing's price suggestion is due at `now`: nothing happened on it (edit, message,
 * offer, favourite, cart) for 14 days, and no suggestion was sent in the last 30.
 */
export function priceHintDue(lastActivityAt: Date, hintSentAt: Date | null, now: Date) {
  if (now.getTime() - lastActivityAt.getTime() < PRICE_HINT_QUIET_DAYS * DAY) return false
  return hintSentAt === null || now.getTime() - hintSentAt.getTime() >= PRICE_HINT_INTERVAL_DAYS * DAY
}

/**
 * What the price suggestion proposes: the typical price when the listing asks more, otherwise
 * nothing (the price is in line; the e-mail then shows the guide only).
 */
export function suggestedPriceFromGuide(price: number, guide: Pick<GuideView, 'typical'>) {
  return price > guide.typical ? guide.typical : null
}
