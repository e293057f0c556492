import {
  CHART_HEIGHT,
  CHART_PLOT,
  CHART_WIDTH,
  CONDITION_COLOUR,
  type GuideView,
  type SalePoint,
  salesChart,
} from '~/catalog/price-guide/pricing-help'
import { CONDITION_KEY } from '~/catalog/taxonomy'
import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { formatEuros } from '~/ui/money'

/**
 * Past sales of a catalogue model (issue #29 item 2): a small SVG scatter of price over time, one
 * colour per condition, with the chosen condition's guide range as a band. The drawing is hidden
 * from screen readers; the same sales are in a table for them.
 */
export function SalesChart({
  model,
  sales,
  band,
}: {
  model: string
  sales: SalePoint[]
  band: GuideView | null
}) {
  const t = useT()
  const locale = useLocale()
  if (sales.length === 0) {
    return <p className="text-slate-600 text-sm">{t('pricingHelp.chart.noSales')}</p>
  }
  const chart = salesChart(sales, band)
  return (
    <figure className="mt-3" data-testid="sales-chart">
      <figcaption className="font-medium text-slate-800 text-sm">
        {t('pricingHelp.chart.title', { model })}
      </figcaption>
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        className="mt-2 h-auto w-full max-w-md"
        aria-hidden="true"
        focusable="false"
      >
        {chart.band ? (
          <rect
            x={CHART_PLOT.left}
            width={CHART_PLOT.right - CHART_PLOT.left}
            y={chart.band.y}
            height={Math.max(chart.band.height, 1)}
            fill="#dcfce7"
          />
        ) : null}
        {chart.ticks.map((tick) => (
          <g key={tick.amount}>
            <line x1={CHART_PLOT.left} x2={CHART_PLOT.right} y1={tick.y} y2={tick.y} stroke="#e2e8f0" />
            <text x={CHART_PLOT.left - 4} y={tick.y + 3} textAnchor="end" fontSize="9" fill="#475569">
              {formatEuros(tick.amount)}
            </text>
          </g>
        ))}
        {chart.from && chart.to ? (
          <>
            <text x={CHART_PLOT.left} y={CHART_HEIGHT - 6} fontSize="9" fill="#475569">
              {formatLongDate(chart.from, locale)}
            </text>
            <text x={CHART_PLOT.right} y={CHART_HEIGHT - 6} textAnchor="end" fontSize="9" fill="#475569">
              {formatLongDate(chart.to, locale)}
            </text>
          </>
        ) : null}
        {chart.points.map((point, index) => (
          <circle
            key={index}
            cx={point.x}
            cy={point.y}
            r="3.5"
            fill={CONDITION_COLOUR[point.condition]}
            fillOpacity="0.85"
          />
        ))}
      </svg>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-xs" aria-hidden="true">
        {chart.conditions.map((condition) => (
          <li key={condition} className="inline-flex items-center gap-1.5">
            <span
              className="inline-block size-2.5 rounded-full"
              style={{ background: CONDITION_COLOUR[condition] }}
            />
            {t(CONDITION_KEY[condition])}
          </li>
        ))}
        {band ? (
          <li className="inline-flex items-center gap-1.5">
            <span className="inline-block h-2.5 w-4 bg-green-100" />
            {t('pricingHelp.chart.band', { condition: t(CONDITION_KEY[band.condition]) })}
          </li>
        ) : null}
      </ul>
      {/* The wrapper hides it: a table box itself ignores overflow and would widen the page. */}
      <div className="sr-only">
        <table data-testid="sales-table">
          <caption>{t('pricingHelp.chart.caption', { model })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pricingHelp.chart.date')}</th>
              <th scope="col">{t('pricingHelp.chart.condition')}</th>
              <th scope="col">{t('pricingHelp.chart.price')}</th>
            </tr>
          </thead>
          <tbody>
            {sales.map((sale, index) => (
              <tr key={index}>
                <td>{formatLongDate(sale.soldAt, locale)}</td>
                <td>{t(CONDITION_KEY[sale.condition])}</td>
                <td>{formatEuros(sale.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
