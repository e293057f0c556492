import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { formatEuros } from '~/ui/money'
import { LegendMark, ScatterChart } from '~/ui/scatter-chart'
import type { ModelSalePoint } from '../price-guide/model-page'
import { CONDITION_MARK, salesChart, WIDE_CHART } from '../price-guide/pricing-help'
import { CONDITION_KEY } from '../taxonomy'

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
  const chart = salesChart(sales, null, { ...WIDE_CHART, window })
  const from = new Date(window.from).getTime()
  const to = new Date(window.to).getTime()
  const span = chart.plot.right - chart.plot.left
  const monthLabel = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' })
  const months = Array.from({ length: 5 }, (_, i) => ({
    x: chart.plot.left + (span * i) / 4,
    label: monthLabel.format(new Date(from + ((to - from) * i) / 4)),
    anchor: 'middle' as const,
  }))

  return (
    <figure data-testid="sold-prices-chart">
      <ScatterChart
        width={chart.width}
        height={chart.height}
        plot={chart.plot}
        fontSize={12}
        markSize={5}
        title={t('priceGuide.chart.title', { count: sales.length })}
        band={null}
        ticks={chart.ticks.map((tick) => ({ y: tick.y, label: formatEuros(tick.amount) }))}
        xLabels={months}
        points={chart.points.map((point) => ({
          x: point.x,
          y: point.y,
          mark: CONDITION_MARK[point.condition],
        }))}
      />
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-600 text-sm" aria-hidden="true">
        {chart.conditions.map((condition) => (
          <span key={condition} className="inline-flex items-center gap-1.5">
            <LegendMark mark={CONDITION_MARK[condition]} />
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
