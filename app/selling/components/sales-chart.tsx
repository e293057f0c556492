import {
  CONDITION_MARK,
  type GuideView,
  type SalePoint,
  salesChart,
} from '~/catalog/price-guide/pricing-help'
import { CONDITION_KEY } from '~/catalog/taxonomy'
import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { formatEuros } from '~/ui/money'
import { LegendMark, ScatterChart } from '~/ui/scatter-chart'

/**
 * Past sales of a catalogue model (issue #29 item 2): a small scatter of price over time, one mark
 * per condition, with the chosen condition's guide range as a band. The drawing is hidden from
 * screen readers; the same sales are in a table for them.
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
      <ScatterChart
        width={chart.width}
        height={chart.height}
        plot={chart.plot}
        fontSize={9}
        markSize={3.5}
        className="mt-2 h-auto w-full max-w-md"
        band={chart.band ? { ...chart.band, colour: '#dcfce7' } : null}
        ticks={chart.ticks.map((tick) => ({ y: tick.y, label: formatEuros(tick.amount) }))}
        xLabels={
          chart.from && chart.to
            ? [
                { x: chart.plot.left, label: formatLongDate(chart.from, locale), anchor: 'start' },
                { x: chart.plot.right, label: formatLongDate(chart.to, locale), anchor: 'end' },
              ]
            : []
        }
        points={chart.points.map((point) => ({
          x: point.x,
          y: point.y,
          mark: CONDITION_MARK[point.condition],
        }))}
      />
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-xs" aria-hidden="true">
        {chart.conditions.map((condition) => (
          <li key={condition} className="inline-flex items-center gap-1.5">
            <LegendMark mark={CONDITION_MARK[condition]} />
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
