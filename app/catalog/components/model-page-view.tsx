import { ChartScatter, ClipboardList, Scale, ShoppingBag } from 'lucide-react'
import { formatLongDate, formatNumber } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { Container } from '~/ui/container'
import { Link } from '~/ui/link'
import { formatEuros } from '~/ui/money'
import type { ModelGuideRow, ModelPage } from '../price-guide/model-page'
import { CONDITION_KEY } from '../taxonomy'
import { ProductGrid } from './product-grid'
import { SoldPricesChart } from './sold-prices-chart'

function GuideBasis({ row }: { row: ModelGuideRow }) {
  const t = useT()
  const locale = useLocale()
  if (row.sampleSize === 0) return <>{t('priceGuide.basis.launchOnly')}</>
  const sales =
    row.sampleSize === 1
      ? t('priceGuide.basis.oneSale')
      : t('priceGuide.basis.sales', { count: formatNumber(row.sampleSize, locale) })
  const range =
    row.firstSaleAt && row.lastSaleAt
      ? t('priceGuide.basis.range', {
          from: formatLongDate(row.firstSaleAt, locale),
          to: formatLongDate(row.lastSaleAt, locale),
        })
      : ''
  return <>{[sales, range].filter(Boolean).join(', ')}</>
}

/** The guide per condition: low, typical and high, what it rests on, and whether it is an estimate. */
function GuideTable({ rows }: { rows: ModelGuideRow[] }) {
  const t = useT()
  if (rows.length === 0) {
    return (
      <p className="rounded-xl bg-sand-50 px-4 py-3 text-slate-600" data-testid="model-guide-empty">
        {t('priceGuide.empty')}
      </p>
    )
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] text-left text-sm" data-testid="model-guide">
        <caption className="sr-only">{t('priceGuide.tableCaption')}</caption>
        <thead>
          <tr className="border-slate-200 border-b text-slate-500">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('priceGuide.column.condition')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t('priceGuide.column.range')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('priceGuide.column.typical')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.condition}
              className="border-slate-100 border-b align-top"
              data-condition={row.condition}
            >
              <th scope="row" className="py-2.5 pr-3 font-medium text-slate-900">
                {t(CONDITION_KEY[row.condition])}
                <span className="block font-normal text-slate-500 text-xs">
                  {row.estimate ? (
                    <span className="mr-1 rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">
                      {t('priceGuide.estimate')}
                    </span>
                  ) : null}
                  <GuideBasis row={row} />
                </span>
              </th>
              <td className="whitespace-nowrap py-2.5 pr-3 text-right tabular-nums">
                {t('priceGuide.range', { low: formatEuros(row.low), high: formatEuros(row.high) })}
              </td>
              <td className="whitespace-nowrap py-2.5 text-right font-semibold tabular-nums">
                {formatEuros(row.typical)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Section({
  id,
  icon,
  title,
  children,
}: {
  id: string
  icon: React.ReactNode
  title: string
  children: React.ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="flex items-center gap-2 font-semibold text-lg text-slate-900">
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** The model page (issue #29 item 4): server-rendered, with no script of its own beyond the cards'. */
export function ModelPageView({ page }: { page: ModelPage }) {
  const t = useT()
  const locale = useLocale()
  const name = `${page.brand} ${page.model}`
  const { count, low, high } = page.offers
  return (
    <Container className="py-6 sm:py-10">
      <nav aria-label={t('priceGuide.breadcrumbs')} className="text-slate-500 text-sm">
        <Link to="/browse?subcategory=clubs" className="hover:text-brand-700 hover:underline">
          {t('priceGuide.allClubs')}
        </Link>
      </nav>
      <header className="mt-3">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{page.brand}</p>
        <h1 className="mt-1 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
          {t('priceGuide.heading', { name, type: t(`passport.clubType.${page.clubType}` as never) })}
        </h1>
        <p className="mt-2 text-slate-600">
          {count > 0 && low !== null && high !== null
            ? t('priceGuide.onSaleSummary', {
                count: formatNumber(count, locale),
                low: formatEuros(low),
                high: formatEuros(high),
              })
            : t('priceGuide.noneOnSale')}
        </p>
      </header>

      {page.clubType === 'iron-set' || page.clubType === 'complete-set' ? (
        // Set completion (issue #30 item 4): static, fine on this shared page. Inline on purpose: a
        // component shared with another page becomes a chunk the bundler may merge into every page's first load.
        <p className="mt-4 text-slate-700 text-sm">
          {t('wanted.modelLinkText')}{' '}
          <Link
            to={`/wanted?model=${encodeURIComponent(page.slug)}`}
            className="font-semibold text-brand-700 underline hover:text-brand-900"
          >
            {t('wanted.modelLink')}
          </Link>
        </p>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Section
          id="model-guide"
          icon={<Scale className="size-5 text-brand-700" aria-hidden="true" />}
          title={t('priceGuide.guideTitle')}
        >
          <p className="mb-3 text-slate-600 text-sm">{t('priceGuide.guideIntro')}</p>
          <GuideTable rows={page.guide} />
        </Section>
        <Section
          id="model-sold"
          icon={<ChartScatter className="size-5 text-brand-700" aria-hidden="true" />}
          title={t('priceGuide.chartTitle')}
        >
          <SoldPricesChart sales={page.sales} window={page.window} />
        </Section>
      </div>

      <div className="mt-6">
        <Section
          id="model-listings"
          icon={<ShoppingBag className="size-5 text-brand-700" aria-hidden="true" />}
          title={t('priceGuide.listingsTitle', { count: formatNumber(count, locale) })}
        >
          {page.listings.length > 0 ? (
            <ProductGrid products={page.listings} />
          ) : (
            <p className="text-slate-600">{t('priceGuide.noneOnSale')}</p>
          )}
        </Section>
      </div>

      <div className="mt-6">
        <Section
          id="model-specs"
          icon={<ClipboardList className="size-5 text-brand-700" aria-hidden="true" />}
          title={t('priceGuide.specsTitle')}
        >
          <dl
            className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]"
            data-testid="model-specs"
          >
            {page.specs.map((row, index) => (
              <div key={`${row.label}-${index}`} className="contents">
                <dt className="font-medium text-slate-500">{row.label}</dt>
                <dd className="mb-2 break-words text-slate-900 sm:mb-0">{row.value}</dd>
              </div>
            ))}
          </dl>
          <a
            href={page.sourceUrl}
            rel="noopener noreferrer external"
            target="_blank"
            className="mt-4 inline-block text-brand-700 text-sm underline hover:text-brand-900"
          >
            {t('priceGuide.specsSource', { source: page.sourceTitle })}
          </a>
        </Section>
      </div>
    </Container>
  )
}
