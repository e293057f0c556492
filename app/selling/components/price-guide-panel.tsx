import { ChartNoAxesColumn } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import {
  guideOfCondition,
  type ModelPriceHelp,
  soldRecently,
  suggestedFloor,
} from '~/catalog/price-guide/pricing-help'
import { isUuid } from '~/catalog/product'
import { CONDITION_KEY } from '~/catalog/taxonomy'
import type { MessageKey } from '~/i18n'
import { useT } from '~/i18n/react'
import { Button } from '~/ui/button'
import { Field } from '~/ui/field'
import { Link } from '~/ui/link'
import { formatEuros } from '~/ui/money'
import { AmountInput } from './amount-input'
import { SalesChart } from './sales-chart'
import type { StepProps } from './wizard-step'

/**
 * The price guide beside the suggested price (issue #29 items 2 and 5): once the seller picked a
 * catalogue model, "Sold recently for 180–240 € (12 sales, last 6 months)" for the chosen
 * condition with a chart of past sales, and the automatic decline floor, pre-filled at the guide's
 * low value. The guide is fetched from /resources/price-help; the listing never depends on it.
 */
export function PriceGuidePanel({ form, update, errors }: StepProps) {
  const t = useT()
  const fetcher = useFetcher<{ help: ModelPriceHelp | null }>()
  const modelId = form.subcategory === 'clubs' ? form.specs.clubModelId : ''
  const wanted = isUuid(modelId) ? modelId : null
  const { load } = fetcher
  useEffect(() => {
    if (wanted) load(`/resources/price-help?model=${encodeURIComponent(wanted)}`)
  }, [wanted, load])
  const help = wanted && fetcher.data?.help?.model.id === wanted ? fetcher.data.help : null
  const guide = help ? guideOfCondition(help.guides, form.condition) : null

  return (
    <div className="space-y-6">
      {form.subcategory === 'clubs' ? (
        <section
          aria-labelledby="price-guide-title"
          className="rounded-xl border border-slate-200 bg-white p-4"
          data-testid="price-guide"
        >
          <h3 id="price-guide-title" className="flex items-center gap-2 font-semibold text-slate-900">
            <ChartNoAxesColumn className="size-5 text-brand-700" aria-hidden="true" />
            {t('pricingHelp.wizard.title')}
          </h3>
          {!wanted ? (
            <p className="mt-2 text-slate-600 text-sm">{t('pricingHelp.wizard.pickModel')}</p>
          ) : !help ? (
            <p className="mt-2 text-slate-600 text-sm" role="status">
              {fetcher.state !== 'idle' || fetcher.data === undefined
                ? t('pricingHelp.wizard.loading')
                : t('pricingHelp.wizard.loadError')}
            </p>
          ) : (
            <GuideFigures help={help} form={form} update={update} />
          )}
        </section>
      ) : null}
      <OfferFloorField
        form={form}
        update={update}
        errors={errors}
        prefill={suggestedFloor(guide, form.price)}
        hasGuide={Boolean(guide)}
      />
    </div>
  )
}

function GuideFigures({
  help,
  form,
  update,
}: {
  help: ModelPriceHelp
  form: StepProps['form']
  update: StepProps['update']
}) {
  const t = useT()
  const guide = guideOfCondition(help.guides, form.condition)
  const condition = t(CONDITION_KEY[form.condition])
  const line = guide ? soldRecently(guide, new Date()) : null
  return (
    <div className="mt-2">
      {guide && line ? (
        <>
          <p className="font-semibold text-lg text-slate-900" data-testid="sold-recently">
            {line.estimate
              ? t('pricingHelp.wizard.estimate', { low: formatEuros(line.low), high: formatEuros(line.high) })
              : t('pricingHelp.wizard.soldRecently', {
                  low: formatEuros(line.low),
                  high: formatEuros(line.high),
                  sales:
                    line.sales === 1
                      ? t('pricingHelp.wizard.sales.one')
                      : t('pricingHelp.wizard.sales.many', { count: line.sales }),
                  months:
                    (line.months ?? 12) === 1
                      ? t('pricingHelp.wizard.months.one')
                      : t('pricingHelp.wizard.months.many', { count: line.months ?? 12 }),
                })}
          </p>
          {line.estimate ? (
            <p className="mt-0.5 text-slate-600 text-sm">{t('pricingHelp.wizard.estimateNote')}</p>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <p className="text-slate-700 text-sm">
              {t('pricingHelp.wizard.typical', { condition, typical: formatEuros(guide.typical) })}
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={form.price === guide.typical}
              onClick={() => update({ price: guide.typical })}
            >
              {t('pricingHelp.wizard.useTypical', { typical: formatEuros(guide.typical) })}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-slate-600 text-sm">
          {t('pricingHelp.wizard.noGuide', { model: help.model.name, condition })}
        </p>
      )}
      <SalesChart model={help.model.name} sales={help.sales} band={guide} />
      <p className="mt-2 text-sm">
        <Link to={`/models/${help.model.slug}`} className="text-brand-700 underline hover:text-brand-800">
          {t('pricingHelp.chart.modelPage', { model: help.model.name })}
        </Link>
      </p>
    </div>
  )
}

/** The automatic decline floor: off unless ticked; ticking pre-fills the guide's low value. */
function OfferFloorField({
  form,
  update,
  errors,
  prefill,
  hasGuide,
}: StepProps & { prefill: number | null; hasGuide: boolean }) {
  const t = useT()
  const [on, setOn] = useState((form.offerFloor ?? null) !== null)
  const [problem, setProblem] = useState<MessageKey | null>(null)
  const shown = errors.offerFloor ?? problem
  // Without a guide the field starts at 80 % of the price, rounded to euros.
  const fallback = form.price > 0 ? Math.round((form.price * 0.8) / 100) * 100 : null
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <label className="flex items-center gap-3 font-medium text-slate-900">
        <input
          type="checkbox"
          checked={on}
          className="size-5 rounded border-slate-300 accent-brand-700"
          onChange={(event) => {
            setOn(event.target.checked)
            setProblem(null)
            update({ offerFloor: event.target.checked ? (prefill ?? fallback) : null })
          }}
        />
        {t('pricingHelp.floor.enable')}
      </label>
      {on ? (
        <div className="mt-3 max-w-xs">
          <Field
            label={t('pricingHelp.floor.label')}
            hint={hasGuide ? t('pricingHelp.floor.hint') : t('pricingHelp.floor.hintNoGuide')}
            error={shown ? t(shown) : null}
            render={(props) => (
              <AmountInput
                {...props}
                name="offerFloor"
                placeholder="0"
                cents={form.offerFloor ?? null}
                onChange={(cents) => {
                  update({ offerFloor: cents && cents > 0 ? cents : null })
                  setProblem(
                    cents && cents > 0
                      ? form.price > 0 && cents > form.price
                        ? 'pricingHelp.error.floorAbovePrice'
                        : null
                      : 'pricingHelp.error.floor',
                  )
                }}
              />
            )}
          />
        </div>
      ) : null}
    </div>
  )
}
