import { useId } from 'react'
import { useT } from '~/i18n/react'
import { FieldError } from '~/ui/field'
import { RadioChip } from './choice'

export interface ChipOption {
  value: string
  label: React.ReactNode
}

/**
 * A labelled group of pill-shaped radio buttons (a passport choice: hand, flex, a stock loft).
 * Native radios: Tab reaches the group, arrow keys move the choice, and the error is announced.
 */
export function ChipGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  optional,
  hint,
}: {
  legend: string
  name: string
  options: ChipOption[]
  value: string
  onChange: (value: string) => void
  error?: string | null
  optional?: boolean
  hint?: React.ReactNode
}) {
  const t = useT()
  const id = useId()
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="font-medium text-slate-700 text-sm">
        {legend}
        {optional ? (
          <span className="font-normal text-slate-500"> ({t('passportWizard.optional')})</span>
        ) : null}
      </legend>
      {hint ? <p className="mt-0.5 text-slate-500 text-xs">{hint}</p> : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <RadioChip
            key={option.value}
            name={`${name}-${id}`}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          >
            {option.label}
          </RadioChip>
        ))}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  )
}
