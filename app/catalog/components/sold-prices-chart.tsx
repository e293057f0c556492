import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { formatEuros } from '~/ui/money'
import type { ModelSalePoint } from '../price-guide/model-page'
import { CONDITION_KEY, CONDITIONS, type Condition } from '../taxonomy'

/** One colour and one mark per condition, so the chart reads without colour too. */
const MARK: Record<
  Condition,
  { colour: string; shape: 'circle' | 'square' | 'diamond' | 'triangle' | 'cross' }
> = {
  New: { colour: '#0f766e', shape: 'diamond' },
  'Like New': { colour: '#15803d', shape: 'circle' },
  Good: { colour: '#1d4ed8', shape: 'square' },
  Fair: { colour: '#b45309', shape: 'triangle' },
  Poor: { colour: '#b91c1c', shape: 'cross' },
}

const WIDTH = 640
const HEIGHT = 260
const PAD = { left: 56, right: 16, top: 16, bottom: 36 }

function Mark({ x, y, condition }: { x: number; y: number; condition: Condition }) {
  const { colour, shape } = MARK[condition]
  const r = 5
  switch (shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={r} fill={colour} />
    case 'square':
      return <rect x={x - r} y={y - r} width={r * 2} height={r * 2} fill={colour} />
    case 'diamond':
      return (
        <path d={`M${x} ${y - r - 1}L${x + r + 1} ${y}L${x} ${y + r + 1}L${x - r - 1} ${y}Z`} fill={colour} />
      )
    case 'triangle':
      return <path d={`M${x} ${y - r - 1}L${x + r + 1} ${y + r}L${x - r - 1} ${y + r}Z`} fill={colour} />
    case 'cross':
      return (
        <path
          d={`M${x - r} ${y - r}L${x + r} ${y + r}M${x + r} ${y - r}L${x - r} ${y + r}`}
          stroke={colour}
          strokeWidth={2.5}
        />
      )
  }
}

/** Round steps for the price axis: 1, 2 or 5 times a power of ten, in euros. */
function priceTicks(max: number): number[] {
  const euros = max / 100
  const rough = euros / 4
  const power = 10 ** Math.floor(Math.log10(Math.max(rough, 1)))
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? power * 10
  const ticks: number[] = []
  for (let value = 0; value <= euros + step * 0.01; value += step) ticks.push(value * 100)
  if ((ticks.at(-1) ?? 0) < max) ticks.push((ticks.at(-1) ?? 0) + step * 100)
  return ticks
}

/**
 * Sold prices over the last 12 months (issue #29 item 4): one mark per completed sale, its shape
 * and colour by condition, drawn as SVG on the server. The same sales follow as a table, for
 * screen readers and anyone who prefers numbers.
 */
export function SoldPricesChart({
  sales,
  window,
}: {
  sales: ModelSalePoint[]
  window: { from: string; to: string }
}) {
  const t = useT()
  const locale = useLocale()
  if (sales.length === 0) {
    return (
      <p className="rounded-xl bg-sand-50 px-4 py-3 text-slate-600" data-testid="sold-prices-empty">
        {t('priceGuide.chart.empty')}
      </p>
    )
  }
  const from = new Date(window.from).getTime()
  const to = new Date(window.to).getTime()
  const ticks = priceTicks(Math.max(...sales.map((sale) => sale.amount)))
  const top = ticks.at(-1) ?? 1
  const x = (iso: string) =>
    PAD.left + ((new Date(iso).getTime() - from) / Math.max(1, to - from)) * (WIDTH - PAD.left - PAD.right)
  const y = (cents: number) => HEIGHT - PAD.bottom - (cents / top) * (HEIGHT - PAD.top - PAD.bottom)
  const months = Array.from({ length: 5 }, (_, i) => new Date(from + ((to - from) * i) / 4))
  const monthLabel = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' })
  const present = CONDITIONS.filter((condition) => sales.some((sale) => sale.condition === condition))

  return (
    <figure data-testid="sold-prices-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby="sold-prices-title"
      >
        <title id="sold-prices-title">{t('priceGuide.chart.title', { count: sales.length })}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="#e2e8f0"
              strokeWidth={1}
            />
            <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" fontSize={12} fill="#475569">
              {formatEuros(tick)}
            </text>
          </g>
        ))}
        {months.map((date) => (
          <text
            key={date.toISOString()}
            x={x(date.toISOString())}
            y={HEIGHT - 12}
            textAnchor="middle"
            fontSize={12}
            fill="#475569"
          >
            {monthLabel.format(date)}
          </text>
        ))}
        {sales.map((sale, index) => (
          <Mark
            key={`${sale.soldAt}-${index}`}
            x={x(sale.soldAt)}
            y={y(sale.amount)}
            condition={sale.condition}
          />
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-600 text-sm" aria-hidden="true">
        {present.map((condition) => (
          <span key={condition} className="inline-flex items-center gap-1.5">
            <svg viewBox="-7 -7 14 14" className="size-3.5">
              <Mark x={0} y={0} condition={condition} />
            </svg>
            {t(CONDITION_KEY[condition])}
          </span>
        ))}
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 hover:underline">
          {t('priceGuide.chart.asTable')}
        </summary>
        <table className="mt-2 w-full text-left" data-testid="sold-prices-table">
          <caption className="sr-only">{t('priceGuide.chart.title', { count: sales.length })}</caption>
          <thead>
            <tr className="border-slate-200 border-b text-slate-500">
              <th scope="col" className="py-1.5 pr-3 font-medium">
                {t('priceGuide.chart.date')}
              </th>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                {t('priceGuide.chart.condition')}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {t('priceGuide.chart.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...sales].reverse().map((sale, index) => (
              <tr key={`${sale.soldAt}-${index}`} className="border-slate-100 border-b">
                <td className="py-1.5 pr-3">{formatLongDate(sale.soldAt, locale)}</td>
                <td className="py-1.5 pr-3">{t(CONDITION_KEY[sale.condition])}</td>
                <td className="py-1.5 text-right font-medium tabular-nums">{formatEuros(sale.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
