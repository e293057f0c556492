import type { SpecsForm } from '~/catalog/passport/passport'
import {
  BALL_GRADES,
  CLOTHING_FITS,
  ELECTRONICS_TYPES,
  SHOE_SPIKES,
  SHOE_WIDTHS,
  TROLLEY_BATTERIES,
} from '~/catalog/passport/vocabulary'
import { useT } from '~/i18n/react'
import { Field, Input } from '~/ui/field'
import type { FieldErrors } from '~/ui/form'
import { ChipGroup } from './chip-group'

/**
 * The few passport fields buyers of other golf items filter by (issue #27 item 1): shoes, clothing,
 * bags and trolleys, electronics, balls. Every one is optional.
 */
export function ItemPassport({
  subcategory,
  specs,
  onChange,
  errors,
}: {
  subcategory: string
  specs: SpecsForm
  onChange: (specs: SpecsForm) => void
  errors: FieldErrors
}) {
  const t = useT()
  const patch = (change: Partial<SpecsForm>) => onChange({ ...specs, ...change })
  const error = (field: keyof SpecsForm) => (errors[`specs.${field}`] ? t(errors[`specs.${field}`]!) : null)
  const text = (
    field: 'shoeSize' | 'bagDividers' | 'bagWeight' | 'ballModel' | 'ballQuantity',
    label: string,
    numeric = true,
  ) => (
    <Field
      label={label}
      error={error(field)}
      render={(props) => (
        <Input
          {...props}
          inputMode={numeric ? 'decimal' : undefined}
          maxLength={60}
          className={numeric ? 'max-w-40' : undefined}
          value={specs[field]}
          onChange={(event) => patch({ [field]: event.target.value })}
        />
      )}
    />
  )
  const chips = <F extends keyof SpecsForm>(
    field: F,
    legend: string,
    values: readonly string[],
    prefix: string,
  ) => (
    <ChipGroup
      legend={legend}
      name={field}
      optional
      value={String(specs[field] ?? '')}
      onChange={(value) => patch({ [field]: value })}
      error={error(field)}
      // biome-ignore lint/suspicious/noExplicitAny: the message keys are `${prefix}.${value}` by construction.
      options={values.map((value) => ({ value, label: t(`${prefix}.${value}` as any) }))}
    />
  )
  const flag = (field: 'slopeMode', label: string) => (
    <label className="inline-flex items-center gap-2 text-slate-800 text-sm">
      <input
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-brand-700"
        checked={specs[field]}
        onChange={(event) => patch({ [field]: event.target.checked })}
      />
      {label}
    </label>
  )

  if (subcategory === 'shoes') {
    return (
      <div className="space-y-5">
        {text('shoeSize', t('passport.field.shoeSize'))}
        {chips('shoeSpikes', t('passport.field.shoeSpikes'), SHOE_SPIKES, 'passport.shoeSpikes')}
        {chips('shoeWidth', t('passport.field.shoeWidth'), SHOE_WIDTHS, 'passport.shoeWidth')}
      </div>
    )
  }
  if (subcategory === 'clothing-apparel') {
    return chips('clothingFit', t('passport.field.clothingFit'), CLOTHING_FITS, 'passport.clothingFit')
  }
  if (subcategory === 'bags-trolleys') {
    return (
      <div className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {text('bagDividers', t('passport.field.bagDividers'))}
          {text('bagWeight', t('passport.field.bagWeight'))}
        </div>
        {chips(
          'trolleyBattery',
          t('passport.field.trolleyBattery'),
          TROLLEY_BATTERIES,
          'passport.trolleyBattery',
        )}
      </div>
    )
  }
  if (subcategory === 'electronics') {
    return (
      <div className="space-y-5">
        {chips(
          'electronicsType',
          t('passport.field.electronicsType'),
          ELECTRONICS_TYPES,
          'passport.electronicsType',
        )}
        {flag('slopeMode', t('passport.field.slopeMode'))}
      </div>
    )
  }
  if (subcategory === 'accessories') {
    return (
      <div className="space-y-5">
        {text('ballModel', t('passport.field.ballModel'), false)}
        {text('ballQuantity', t('passport.field.ballQuantity'))}
        {chips('ballGrade', t('passport.field.ballGrade'), BALL_GRADES, 'passport.ballGrade')}
      </div>
    )
  }
  return null
}
