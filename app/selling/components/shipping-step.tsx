import { SHIPPING_OPTION_DETAILS, SHIPPING_OPTIONS } from '~/catalog/taxonomy'
import { useT } from '~/i18n/react'
import { Field, FieldError, Input } from '~/ui/field'
import { formatEuros } from '~/ui/money'
import { MAX_LOCATION_LENGTH } from '../listing-form'
import { ChoiceCard } from './choice'
import type { StepProps } from './wizard-step'

/** Step 5: where the item is, and how it can reach the buyer (costs in euros, as charged at checkout: issue #13). */
export function ShippingStep({ form, update, errors }: StepProps) {
  const t = useT()
  return (
    <div className="space-y-8">
      <Field
        label={t('wizard.shipping.location')}
        hint={t('wizard.shipping.locationHint')}
        error={errors.location ? t(errors.location) : null}
        render={(props) => (
          <Input
            {...props}
            name="location"
            autoComplete="address-level2"
            maxLength={MAX_LOCATION_LENGTH}
            value={form.location}
            placeholder={t('wizard.shipping.locationPlaceholder')}
            onChange={(event) => update({ location: event.target.value })}
          />
        )}
      />

      <fieldset>
        <legend className="font-semibold text-slate-900">{t('wizard.shipping.options')}</legend>
        <p className="mt-1 text-slate-600 text-sm">{t('wizard.shipping.optionsHint')}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {SHIPPING_OPTIONS.map((option) => {
            const details = SHIPPING_OPTION_DETAILS[option]
            const checked = form.shippingOptions.includes(option)
            return (
              <ChoiceCard
                key={option}
                type="checkbox"
                name="shippingOptions"
                value={option}
                checked={checked}
                onChange={() =>
                  update({
                    shippingOptions: checked
                      ? form.shippingOptions.filter((chosen) => chosen !== option)
                      : SHIPPING_OPTIONS.filter((o) => o === option || form.shippingOptions.includes(o)),
                  })
                }
                title={t(details.labelKey)}
                description={t(details.timeKey)}
                aside={
                  <span className="font-semibold text-slate-900">
                    {details.costCents ? formatEuros(details.costCents) : t('catalog.free')}
                  </span>
                }
              />
            )
          })}
        </div>
        <FieldError>{errors.shippingOptions ? t(errors.shippingOptions) : null}</FieldError>
      </fieldset>
    </div>
  )
}
