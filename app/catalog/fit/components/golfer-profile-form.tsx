import type { MessageKey } from '~/i18n/index'
import { useT } from '~/i18n/react'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { cn } from '~/ui/cn'
import { Field, FieldError, inputClass } from '~/ui/field'
import { Form } from '~/ui/link'
import { FLEXES, GRIP_SIZES, HANDS, PING_DOTS } from '../../passport/vocabulary'
import type { GolferProfileField } from '../golfer-profile'
import type { GolferProfileErrors, GolferProfileFormValues } from '../golfer-profile-form'
import { DISTANCE_UNITS, SPEED_UNITS } from '../units'
import { usePingDotLabel } from './fit-estimate'

const selectClass = cn(inputClass, 'pr-8')
/** The input class without its full width, for a box and its unit side by side. */
const inlineClass = inputClass.replace('block w-full', 'block')

function Section({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 border-slate-100 border-t pt-5 first:border-t-0 first:pt-0">
      <legend className="font-semibold text-slate-900">{title}</legend>
      {hint ? <p className="-mt-2 text-slate-600 text-sm">{hint}</p> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

/**
 * The golfer profile form (issue #30 item 1): free text for measures with their unit ("1,78 m"),
 * lists for flex, grip and PING colour, the overrides last. The server validates (400 with the
 * values kept); the `name` of each control is in GOLFER_PROFILE_FIELDS.
 */
export function GolferProfileForm({
  values,
  errors,
  pending,
}: {
  values: GolferProfileFormValues
  errors: GolferProfileErrors
  pending: boolean
}) {
  const t = useT()
  const dotLabel = usePingDotLabel()
  const error = (field: GolferProfileField) => {
    const key = errors[field]
    return key ? t(key) : null
  }
  const text = (field: GolferProfileField, label: MessageKey, hint?: MessageKey, inputMode = 'decimal') => (
    <Field
      label={t(label)}
      hint={hint ? t(hint) : undefined}
      error={error(field)}
      render={(props) => (
        <input
          {...props}
          name={field}
          type="text"
          inputMode={inputMode as React.HTMLAttributes<HTMLInputElement>['inputMode']}
          autoComplete="off"
          defaultValue={values[field]}
          className={inputClass}
        />
      )}
    />
  )
  const select = (
    field: GolferProfileField,
    label: MessageKey,
    options: readonly string[],
    optionLabel: (value: string) => string,
    empty: MessageKey = 'golferProfile.option.none',
  ) => (
    <Field
      label={t(label)}
      error={error(field)}
      render={(props) => (
        <select {...props} name={field} defaultValue={values[field]} className={selectClass}>
          <option value="">{t(empty)}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    />
  )
  // A measure typed in the box, with the unit of a bare number chosen next to it.
  const measureWithUnit = (
    field: 'swingSpeed' | 'carry',
    unitField: 'swingSpeedUnit' | 'carryUnit',
    units: readonly string[],
    label: MessageKey,
    unitLabel: MessageKey,
    hint: MessageKey,
  ) => (
    <Field
      label={t(label)}
      hint={t(hint)}
      error={error(field)}
      render={(props) => (
        <div className="flex gap-2">
          <input
            {...props}
            name={field}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={values[field]}
            className={cn(inlineClass, 'min-w-0 flex-1')}
          />
          <select
            name={unitField}
            aria-label={t(unitLabel)}
            defaultValue={values[unitField]}
            className={cn(inlineClass, 'w-32 shrink-0 pr-8')}
          >
            {units.map((unit) => (
              <option key={unit} value={unit}>
                {t(`golferProfile.unit.${unit}` as MessageKey)}
              </option>
            ))}
          </select>
        </div>
      )}
    />
  )

  return (
    <Form method="post" noValidate className="space-y-6" aria-label={t('golferProfile.title')}>
      <input type="hidden" name="intent" value="save" />
      <Card className="space-y-6 p-5 sm:p-6">
        <Section title={t('golferProfile.section.body')}>
          <fieldset className="min-w-0 sm:col-span-2">
            <legend className="mb-1 block font-medium text-slate-700 text-sm">
              {t('golferProfile.field.hand')}
            </legend>
            <div className="flex flex-wrap gap-3">
              {HANDS.map((hand) => (
                <label
                  key={hand}
                  className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="hand"
                    value={hand}
                    defaultChecked={values.hand === hand}
                    className="size-5 accent-brand-700"
                    aria-invalid={errors.hand ? true : undefined}
                  />
                  {t(`passport.hand.${hand}` as MessageKey)}
                </label>
              ))}
            </div>
            <FieldError>{error('hand')}</FieldError>
          </fieldset>
          {text('height', 'golferProfile.field.height', 'golferProfile.hint.height')}
          {text('wristToFloor', 'golferProfile.field.wristToFloor', 'golferProfile.hint.wristToFloor')}
        </Section>

        <Section title={t('golferProfile.section.clubs')}>
          {measureWithUnit(
            'swingSpeed',
            'swingSpeedUnit',
            SPEED_UNITS,
            'golferProfile.field.swingSpeed',
            'golferProfile.field.swingSpeedUnit',
            'golferProfile.hint.swingSpeed',
          )}
          {measureWithUnit(
            'carry',
            'carryUnit',
            DISTANCE_UNITS,
            'golferProfile.field.carry',
            'golferProfile.field.carryUnit',
            'golferProfile.hint.carry',
          )}
          {select('currentFlex', 'golferProfile.field.currentFlex', FLEXES, (flex) =>
            t(`passport.flex.${flex}` as MessageKey),
          )}
          {text('lie', 'golferProfile.field.lie', 'golferProfile.hint.lie', 'text')}
          {select('pingDot', 'golferProfile.field.pingDot', PING_DOTS, (dot) => dotLabel(dot as never))}
          {select('gripSize', 'golferProfile.field.gripSize', GRIP_SIZES, (size) =>
            t(`passport.gripSize.${size}` as MessageKey),
          )}
          {text('handicap', 'golferProfile.field.handicap', 'golferProfile.hint.handicap', 'text')}
        </Section>

        <Section title={t('golferProfile.section.choices')} hint={t('golferProfile.section.choicesHint')}>
          {text('lengthOverride', 'golferProfile.field.lengthOverride', 'golferProfile.hint.lengthOverride')}
          {select(
            'flexOverride',
            'golferProfile.field.flexOverride',
            FLEXES,
            (flex) => t(`passport.flex.${flex}` as MessageKey),
            'golferProfile.option.estimate',
          )}
          {text('lieOverride', 'golferProfile.field.lieOverride', 'golferProfile.hint.lieOverride', 'text')}
        </Section>
      </Card>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
        {pending ? t('golferProfile.saving') : t('golferProfile.save')}
      </Button>
    </Form>
  )
}
