import { Lightbulb, TrendingDown } from 'lucide-react'
import { useState } from 'react'
import { isGradedSubcategory } from '~/catalog/condition/grades-form'
import { discountPercent, suggestedPrice } from '~/catalog/pricing'
import { CONDITION_KEY, CONDITIONS, type Condition } from '~/catalog/taxonomy'
import type { MessageKey } from '~/i18n'
import { useT } from '~/i18n/react'
import { Button } from '~/ui/button'
import { Field } from '~/ui/field'
import { AMOUNT_PROBLEM_KEY, type AmountProblem, formatEuros } from '~/ui/money'
import { AmountInput } from './amount-input'
import { ChoiceCard } from './choice'
import { GradedCondition } from './grades-panel'
import { PriceGuidePanel } from './price-guide-panel'
import type { StepProps } from './wizard-step'

const CONDITION_HINT: Record<Condition, MessageKey> = {
  New: 'wizard.pricing.conditionHint.new',
  'Like New': 'wizard.pricing.conditionHint.likeNew',
  Good: 'wizard.pricing.conditionHint.good',
  Fair: 'wizard.pricing.conditionHint.fair',
  Poor: 'wizard.pricing.conditionHint.poor',
}

/** Step 4: the condition (default New), the original price with the suggested price, and the price. */
export function PricingStep({ form, update, errors }: StepProps) {
  const t = useT()
  // What was typed and is not an amount ("1.234" reads two ways), or a price of 0.
  const [priceProblem, setPriceProblem] = useState<MessageKey | null>(null)
  const [originalProblem, setOriginalProblem] = useState<MessageKey | null>(null)
  const [priceTyped, setPriceTyped] = useState<AmountProblem | null>(null)
  const [originalTyped, setOriginalTyped] = useState<AmountProblem | null>(null)
  const suggested = suggestedPrice(form.originalPrice, form.condition)
  const discount = discountPercent(form.price, form.originalPrice)
  // Why the typed text is not an amount says more than "greater than 0".
  const problemOf = (typed: AmountProblem | null, zero: MessageKey) =>
    typed ? AMOUNT_PROBLEM_KEY[typed] : zero
  const priceShown = errors.price ?? priceProblem
  const originalShown = errors.originalPrice ?? originalProblem
  const priceError = priceShown ? problemOf(priceTyped, priceShown) : null
  const originalError = originalShown ? problemOf(originalTyped, originalShown) : null

  return (
    <div className="space-y-8">
      {/* A club's condition follows from its grades (issue #28): not chosen here. */}
      {isGradedSubcategory(form.subcategory) ? <GradedCondition form={form} /> : null}
      <fieldset hidden={isGradedSubcategory(form.subcategory)}>
        <legend className="font-semibold text-slate-900">{t('wizard.pricing.condition')}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {CONDITIONS.map((condition) => (
            <ChoiceCard
              key={condition}
              type="radio"
              name="condition"
              value={condition}
              checked={form.condition === condition}
              onChange={() => update({ condition })}
              title={t(CONDITION_KEY[condition])}
              description={t(CONDITION_HINT[condition])}
            />
          ))}
        </div>
      </fieldset>

      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          label={t('wizard.pricing.originalPrice')}
          hint={t('wizard.pricing.originalPriceHint')}
          error={originalError ? t(originalError) : null}
          render={(props) => (
            <AmountInput
              {...props}
              name="originalPrice"
              placeholder="0"
              cents={form.originalPrice}
              onChange={(cents, problem) => {
                update({ originalPrice: cents && cents > 0 ? cents : null })
                setOriginalTyped(problem)
                setOriginalProblem(cents === 0 ? 'wizard.error.originalPrice' : null)
              }}
              onBlur={(event) =>
                setOriginalProblem(
                  event.target.value.trim() !== '' && !form.originalPrice
                    ? problemOf(originalTyped, 'wizard.error.originalPrice')
                    : null,
                )
              }
            />
          )}
        />
        <Field
          label={t('wizard.pricing.price')}
          hint={t('wizard.pricing.amountHint')}
          error={priceError ? t(priceError) : null}
          render={(props) => (
            <AmountInput
              {...props}
              name="price"
              placeholder="0"
              cents={form.price}
              onChange={(cents, problem) => {
                update({ price: cents ?? 0 })
                setPriceTyped(problem)
                if (cents) setPriceProblem(null)
              }}
              onBlur={() =>
                setPriceProblem(form.price <= 0 ? problemOf(priceTyped, 'wizard.error.price') : null)
              }
            />
          )}
        />
      </div>

      {suggested && form.originalPrice ? (
        <div className="flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50/70 p-4 sm:flex-row sm:items-center">
          <Lightbulb className="hidden size-6 shrink-0 text-brand-700 sm:block" aria-hidden="true" />
          <div className="flex-1">
            <p className="font-semibold text-brand-900">
              {t('wizard.pricing.suggested')}:{' '}
              <span data-testid="suggested-price">{formatEuros(suggested)}</span>
            </p>
            <p className="mt-0.5 text-brand-800 text-sm">
              {t('wizard.pricing.suggestedText', {
                condition: t(CONDITION_KEY[form.condition]),
                original: formatEuros(form.originalPrice),
              })}
            </p>
          </div>
          <Button
            variant="outline"
            disabled={form.price === suggested}
            onClick={() => {
              update({ price: suggested })
              setPriceTyped(null)
              setPriceProblem(null)
            }}
          >
            {t('wizard.pricing.useSuggested')}
          </Button>
        </div>
      ) : null}

      {discount ? (
        <p className="flex items-center gap-2 font-medium text-green-700">
          <TrendingDown className="size-5" aria-hidden="true" />
          {t('wizard.pricing.discount', { percent: discount })}
        </p>
      ) : null}

      <PriceGuidePanel form={form} update={update} errors={errors} />
    </div>
  )
}
