import type { PriceVerdict } from '~/catalog/price-guide/guide'
import type { ListingGuide } from '~/catalog/price-guide/pricing-help'
import { CONDITION_KEY } from '~/catalog/taxonomy'
import type { MessageKey } from '~/i18n'
import { useT } from '~/i18n/react'
import { cn } from '~/ui/cn'
import { Link } from '~/ui/link'
import { formatEuros } from '~/ui/money'

// No icon per verdict: the product page's first-load script is at its budget (js-budget.test.ts).
const VERDICT: Record<PriceVerdict, { key: MessageKey; className: string }> = {
  good: { key: 'pricingHelp.badge.good', className: 'bg-green-100 text-green-900' },
  fair: { key: 'pricingHelp.badge.fair', className: 'bg-sky-100 text-sky-900' },
  above: { key: 'pricingHelp.badge.above', className: 'bg-amber-100 text-amber-900' },
}

/**
 * The product page's price (issue #29 item 3): the price, the original price as what the item
 * costs new ("New: 599 €", not a struck-through shop discount), and, when the listing's model has
 * a guide, a good / fair / above badge with the range, the sample it rests on and the model page.
 */
export function ProductPrice({
  price,
  originalPrice,
  guide,
}: {
  price: number
  originalPrice: number | null
  guide: ListingGuide | null
}) {
  const t = useT()
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <data value={price} className="font-bold text-4xl text-slate-900 tracking-tight">
          {formatEuros(price)}
        </data>
        {originalPrice ? (
          <span
            className="text-base text-slate-600"
            data-testid="new-price"
            title={t('pricingHelp.newPriceLabel')}
          >
            {t('pricingHelp.newPrice', { price: formatEuros(originalPrice) })}
          </span>
        ) : null}
      </p>
      {guide ? <GuideBadge guide={guide} /> : null}
    </div>
  )
}

function GuideBadge({ guide }: { guide: ListingGuide }) {
  const t = useT()
  const verdict = VERDICT[guide.verdict]
  const { low, high, sampleSize, estimate, condition } = guide.guide
  return (
    <div
      className="mt-3 rounded-xl bg-sand-50 px-4 py-3"
      data-testid="price-verdict"
      data-verdict={guide.verdict}
    >
      <p className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold text-sm',
            verdict.className,
          )}
        >
          {t(verdict.key)}
        </span>
        <span className="text-slate-700 text-sm">
          {t('pricingHelp.badge.range', {
            low: formatEuros(low),
            high: formatEuros(high),
            condition: t(CONDITION_KEY[condition]),
          })}
        </span>
      </p>
      <p className="mt-1 text-slate-600 text-sm">
        <span data-testid="price-sample">
          {estimate
            ? t('pricingHelp.badge.estimate')
            : t('pricingHelp.badge.sample', {
                sales:
                  sampleSize === 1
                    ? t('pricingHelp.wizard.sales.one')
                    : t('pricingHelp.wizard.sales.many', { count: sampleSize }),
              })}
        </span>
        {' · '}
        <Link to={`/models/${guide.model.slug}`} className="text-brand-700 underline hover:text-brand-800">
          {t('pricingHelp.badge.modelLink', { model: guide.model.name })}
        </Link>
      </p>
    </div>
  )
}
