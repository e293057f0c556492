import { CheckCircle2, Eye, Pencil } from 'lucide-react'
import { completeGrades, gradesSummary, isGradedSubcategory } from '~/catalog/condition/grades-form'
import { discountPercent } from '~/catalog/pricing'
import {
  CONDITION_KEY,
  isSubcategory,
  SHIPPING_OPTION_DETAILS,
  SUBCATEGORY_TITLE_KEY,
} from '~/catalog/taxonomy'
import { useT } from '~/i18n/react'
import { cn } from '~/ui/cn'
import { formatEuros } from '~/ui/money'
import { type ListingForm, STEP_TITLE_KEY, type StepNumber, WIZARD_STEPS } from '../listing-form'
import {
  expectedWeeklyViews,
  listingQualityScore,
  missedQualityRules,
  qualityLevelKey,
} from '../listing-quality'
import { PassportSummary } from './passport-summary'
import { useClubModels } from './use-club-models'
import type { PhotoTile } from './use-listing-photos'

/** Step 6: the listing quality score with its expected weekly views (SPEC §9), and everything entered. */
export function ReviewStep({
  form,
  tiles,
  onEdit,
}: {
  form: ListingForm
  tiles: PhotoTile[]
  onEdit: (step: StepNumber) => void
}) {
  const t = useT()
  const reviewGrades = isGradedSubcategory(form.subcategory) ? completeGrades(form.grades) : null
  const catalogue = useClubModels(form.subcategory === 'clubs' && form.specs.clubModelId ? form.brand : '')
  const model =
    catalogue.state === 'ready' ? catalogue.models.find((m) => m.id === form.specs.clubModelId) : undefined
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="lg:sticky lg:top-24 lg:order-2 lg:self-start">
        <QualityScore form={form} />
      </div>
      <div className="space-y-4 lg:order-1">
        <h3 className="sr-only">{t('wizard.review.listing')}</h3>
        <Section step={3} onEdit={onEdit}>
          <ul className="flex gap-2 overflow-x-auto pb-1">
            {tiles.map((tile, index) => (
              <li key={tile.id} className="relative size-20 shrink-0 overflow-hidden rounded-lg bg-sand-50">
                <img
                  src={tile.previewUrl}
                  alt={t('wizard.photos.photo', { n: index + 1 })}
                  className="size-full object-cover"
                />
                {index === 0 ? (
                  <span className="absolute inset-x-0 bottom-0 bg-brand-700/90 text-center font-semibold text-[0.65rem] text-white">
                    {t('wizard.photos.main')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
        <Section step={1} onEdit={onEdit}>
          <Facts
            rows={[
              [
                t('product.category'),
                isSubcategory(form.subcategory) ? t(SUBCATEGORY_TITLE_KEY[form.subcategory]) : '',
              ],
            ]}
          />
        </Section>
        <Section step={2} onEdit={onEdit}>
          <p className="font-semibold text-slate-900">{form.name}</p>
          <Facts
            rows={[
              [t('product.brand'), form.brand],
              [t('product.size'), form.size],
              [t('conditionGrades.review.grades'), reviewGrades ? gradesSummary(reviewGrades, t) : ''],
            ]}
          />
          <p className="mt-3 line-clamp-4 whitespace-pre-line text-slate-600 text-sm">{form.description}</p>
          <PassportSummary
            subcategory={form.subcategory}
            specs={form.specs}
            modelLabel={model ? `${model.brand} ${model.model}` : null}
          />
        </Section>
        <Section step={4} onEdit={onEdit}>
          <Facts
            rows={[
              [t('product.condition'), t(CONDITION_KEY[form.condition])],
              [t('wizard.pricing.price'), form.price > 0 ? formatEuros(form.price) : ''],
              [t('product.originalPrice'), form.originalPrice ? formatEuros(form.originalPrice) : ''],
            ]}
          />
          {discountPercent(form.price, form.originalPrice) ? (
            <p className="mt-2 font-medium text-green-700 text-sm">
              {t('wizard.pricing.discount', {
                percent: discountPercent(form.price, form.originalPrice) ?? 0,
              })}
            </p>
          ) : null}
        </Section>
        <Section step={5} onEdit={onEdit}>
          <Facts
            rows={[
              [t('product.location'), form.location],
              [
                t('wizard.review.shipping'),
                form.shippingOptions.map((option) => t(SHIPPING_OPTION_DETAILS[option].labelKey)).join(', '),
              ],
            ]}
          />
        </Section>
      </div>
    </div>
  )
}

function Section({
  step,
  onEdit,
  children,
}: {
  step: StepNumber
  onEdit: (step: StepNumber) => void
  children: React.ReactNode
}) {
  const t = useT()
  const title = t(STEP_TITLE_KEY[WIZARD_STEPS[step - 1]!])
  return (
    <section className="rounded-xl border border-slate-200 p-4">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h4 className="font-medium text-slate-500 text-xs uppercase tracking-wide">{title}</h4>
        <button
          type="button"
          onClick={() => onEdit(step)}
          aria-label={t('wizard.review.editStep', { step: title })}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold text-brand-700 text-sm hover:bg-brand-50"
        >
          <Pencil className="size-3.5" aria-hidden="true" />
          {t('wizard.review.edit')}
        </button>
      </div>
      {children}
    </section>
  )
}

function Facts({ rows }: { rows: Array<[string, string]> }) {
  const t = useT()
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className={cn('font-medium', value ? 'text-slate-900' : 'text-slate-500')}>
            {value || t('wizard.review.notSet')}
          </dd>
        </div>
      ))}
    </dl>
  )
}

const RING = 2 * Math.PI * 42

function QualityScore({ form }: { form: ListingForm }) {
  const t = useT()
  const score = listingQualityScore(form)
  const views = expectedWeeklyViews(score)
  const missed = missedQualityRules(form)
  const colour =
    score >= 80
      ? 'text-brand-600'
      : score >= 60
        ? 'text-lime-600'
        : score >= 40
          ? 'text-amber-500'
          : 'text-red-500'
  return (
    <section
      aria-labelledby="quality-title"
      className="rounded-2xl border border-slate-200 bg-gradient-to-b from-sand-50 to-white p-5"
    >
      <h3 id="quality-title" className="font-semibold text-slate-900">
        {t('wizard.review.quality')}
      </h3>
      <div className="mt-4 flex items-center gap-4">
        <div
          className="relative size-24 shrink-0"
          role="img"
          aria-label={t('wizard.review.scoreLabel', { score })}
        >
          <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
            <circle cx="50" cy="50" r="42" fill="none" strokeWidth="10" className="stroke-slate-200" />
            <circle
              cx="50"
              cy="50"
              r="42"
              fill="none"
              strokeWidth="10"
              strokeLinecap="round"
              stroke="currentColor"
              className={colour}
              strokeDasharray={`${(score / 100) * RING} ${RING}`}
            />
          </svg>
          <span
            className="absolute inset-0 grid place-items-center font-bold text-2xl text-slate-900 tabular-nums"
            aria-hidden="true"
          >
            {score}
          </span>
        </div>
        <div>
          <p className="font-semibold text-lg text-slate-900" data-testid="quality-score">
            {t('wizard.review.score', { score })} · {t(qualityLevelKey(score))}
          </p>
          <p className="mt-1 flex items-center gap-1.5 text-slate-600 text-sm">
            <Eye className="size-4 shrink-0" aria-hidden="true" />
            {t('wizard.review.expectedViews', { min: views.min, max: views.max })}
          </p>
        </div>
      </div>
      {missed.length ? (
        <div className="mt-5">
          <h4 className="font-medium text-slate-700 text-sm">{t('wizard.review.improve')}</h4>
          <ul className="mt-2 space-y-1.5 text-sm">
            {missed.map((rule) => (
              <li key={rule.id} className="flex items-center justify-between gap-3">
                <span className="text-slate-600">{t(rule.tipKey)}</span>
                <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 text-xs tabular-nums">
                  {t('wizard.review.points', { points: rule.points })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-5 flex items-center gap-2 font-medium text-brand-800 text-sm">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {t('wizard.review.perfect')}
        </p>
      )}
    </section>
  )
}
