import { IdCard, Sparkles } from 'lucide-react'
import { useId } from 'react'
import { SPEC_FIELDS_BY_SUBCATEGORY } from '~/catalog/passport/passport'
import { isSubcategory, POPULAR_BRANDS } from '~/catalog/taxonomy'
import { useT } from '~/i18n/react'
import { cn } from '~/ui/cn'
import { Field, FieldError, Input, Label, Textarea } from '~/ui/field'
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from '../listing-form'
import { modelSuggestions, sizeOptions } from '../suggestions'
import { BrandCombobox } from './brand-combobox'
import { Chip, RadioChip } from './choice'
import { ClubPassport } from './club-passport'
import { GradesPanel } from './grades-panel'
import { ItemPassport } from './item-passport'
import { SplitSetToggle } from './split-set-toggle'
import type { StepProps } from './wizard-step'

/**
 * A text field with its "12/80" counter beside the label (SPEC §5: name and description have
 * counters). The counter describes the field ("12 of 80 characters used") without being part of
 * its name; it turns amber near the limit.
 */
function CountedField({
  label,
  max,
  value,
  error,
  children,
}: {
  label: string
  max: number
  value: string
  error: string | null
  children: (props: {
    id: string
    maxLength: number
    'aria-invalid'?: true
    'aria-describedby': string
  }) => React.ReactNode
}) {
  const t = useT()
  const id = useId()
  const count = value.length
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-3">
        <Label htmlFor={id} className="mb-0">
          {label}
        </Label>
        <span
          id={`${id}-counter`}
          className={cn(
            'text-xs tabular-nums',
            count >= max * 0.9 ? 'font-semibold text-amber-700' : 'text-slate-500',
          )}
        >
          <span aria-hidden="true">{t('wizard.details.counter', { count, max })}</span>
          <span className="sr-only">{t('wizard.details.counterLabel', { count, max })}</span>
        </span>
      </div>
      {children({
        id,
        maxLength: max,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [error ? `${id}-error` : null, `${id}-counter`].filter(Boolean).join(' '),
      })}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  )
}

/** Step 2: brand (suggestions, popular chips, models), name and description with counters, size. */
export function DetailsStep({ form, update, errors }: StepProps) {
  const t = useT()
  const models = modelSuggestions(form.brand)
  // Clubs: the player and the hand are asked apart in the passport (app/selling/club-size.ts).
  const clubs = form.subcategory === 'clubs'
  const sizes = clubs ? [] : sizeOptions(form.subcategory)

  return (
    <div className="space-y-7">
      <div>
        <Field
          label={t('wizard.details.brand')}
          hint={t('wizard.details.brandHint')}
          error={errors.brand ? t(errors.brand) : null}
          render={(props) => (
            <BrandCombobox value={form.brand} onChange={(brand) => update({ brand })} inputProps={props} />
          )}
        />
        <div className="mt-3">
          <p className="font-medium text-slate-500 text-xs uppercase tracking-wide">
            {t('wizard.details.popularBrands')}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {POPULAR_BRANDS.map((brand) => (
              <Chip key={brand} selected={form.brand === brand} onClick={() => update({ brand })}>
                {brand}
              </Chip>
            ))}
          </div>
        </div>
      </div>

      {models.length ? (
        <div className="rounded-xl border border-brand-100 bg-brand-50/60 p-4">
          <p className="flex items-center gap-2 font-semibold text-brand-900 text-sm">
            <Sparkles className="size-4" aria-hidden="true" />
            {t('wizard.details.models', { brand: form.brand.trim() })}
          </p>
          <p className="mt-0.5 text-brand-800 text-xs">{t('wizard.details.modelsHint')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {models.map((model) => {
              const name = `${form.brand.trim()} ${model}`.slice(0, MAX_NAME_LENGTH)
              return (
                <Chip key={model} selected={form.name === name} onClick={() => update({ name })}>
                  {model}
                </Chip>
              )
            })}
          </div>
        </div>
      ) : null}

      {clubs ? (
        <PassportPanel intro={t('passportWizard.clubsIntro')}>
          <ClubPassport form={form} update={update} errors={errors} />
          <SplitSetToggle form={form} update={update} />
        </PassportPanel>
      ) : null}

      <CountedField
        label={t('wizard.details.name')}
        max={MAX_NAME_LENGTH}
        value={form.name}
        error={errors.name ? t(errors.name) : null}
      >
        {(props) => (
          <Input
            {...props}
            name="name"
            value={form.name}
            placeholder={t('wizard.details.namePlaceholder')}
            onChange={(event) => update({ name: event.target.value })}
          />
        )}
      </CountedField>

      <CountedField
        label={t('wizard.details.description')}
        max={MAX_DESCRIPTION_LENGTH}
        value={form.description}
        error={errors.description ? t(errors.description) : null}
      >
        {(props) => (
          <Textarea
            {...props}
            name="description"
            rows={6}
            value={form.description}
            placeholder={t('wizard.details.descriptionPlaceholder')}
            onChange={(event) => update({ description: event.target.value })}
          />
        )}
      </CountedField>

      {clubs ? <GradesPanel form={form} update={update} errors={errors} /> : null}

      {sizes.length ? (
        <fieldset>
          <legend className="font-medium text-slate-700 text-sm">
            {t('wizard.details.size')}{' '}
            <span className="font-normal text-slate-500">({t('wizard.details.sizeOptional')})</span>
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            <RadioChip name="size" value="" checked={form.size === ''} onChange={() => update({ size: '' })}>
              {t('wizard.details.noSize')}
            </RadioChip>
            {sizes.map((size) => (
              <RadioChip
                key={size}
                name="size"
                value={size}
                checked={form.size === size}
                onChange={() => update({ size })}
              >
                {size}
              </RadioChip>
            ))}
          </div>
          {errors.size ? <p className="mt-1 text-red-600 text-sm">{t(errors.size)}</p> : null}
        </fieldset>
      ) : null}

      {!clubs && hasItemPassport(form.subcategory) ? (
        <PassportPanel intro={t('passportWizard.intro')}>
          <ItemPassport
            subcategory={form.subcategory}
            specs={form.specs}
            onChange={(specs) => update({ specs })}
            errors={errors}
          />
        </PassportPanel>
      ) : null}
    </div>
  )
}

const hasItemPassport = (subcategory: string) =>
  isSubcategory(subcategory) && SPEC_FIELDS_BY_SUBCATEGORY[subcategory].length > 0

/** The passport's part of the details step, under its own heading. */
function PassportPanel({ intro, children }: { intro: string; children: React.ReactNode }) {
  const t = useT()
  const id = useId()
  return (
    <section aria-labelledby={id} className="space-y-4 border-slate-200 border-t pt-6">
      <div>
        <h3 id={id} className="flex items-center gap-2 font-semibold text-lg text-slate-900">
          <IdCard className="size-5 text-brand-700" aria-hidden="true" />
          {t('passportWizard.title')}
        </h3>
        <p className="mt-0.5 text-slate-600 text-sm">{intro}</p>
      </div>
      {children}
    </section>
  )
}
