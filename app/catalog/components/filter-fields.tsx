/**
 * The filter panel's controls: checkbox lists, each value labelled with the number of listings it
 * shows, and ranges of two decimal fields (price, loft).
 */
import { buttonClass } from '~/ui/button'
import { cn } from '~/ui/cn'
import { inputClass } from '~/ui/input-class'
import { useSyncedValue } from '~/ui/use-synced-value'

export interface FilterOption {
  value: string
  label: string
  count: number
  checked: boolean
}

export function CheckboxGroup({
  legend,
  name,
  options,
  formatCount,
  children,
}: {
  legend: string
  name: string
  options: FilterOption[]
  formatCount: (n: number) => string
  children?: React.ReactNode
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-slate-900 text-sm">{legend}</legend>
      <CheckboxList name={name} options={options} formatCount={formatCount} />
      {children}
    </fieldset>
  )
}

export function CheckboxList({
  name,
  options,
  formatCount,
}: {
  name: string
  options: FilterOption[]
  formatCount: (n: number) => string
}) {
  return (
    <ul className="space-y-1">
      {options.map((option) => {
        const id = `filter-${name}-${option.value.replace(/[^a-z0-9]+/gi, '-')}`
        return (
          <li key={option.value}>
            <label
              htmlFor={id}
              className="flex cursor-pointer items-center gap-2 py-1 text-slate-800 text-sm"
            >
              <input
                id={id}
                type="checkbox"
                name={name}
                value={option.value}
                checked={option.checked}
                // Applied by the form's change handler (FilterPanel); without JavaScript, by Apply.
                onChange={() => {}}
                className="size-4 shrink-0 rounded border-slate-400 accent-brand-700"
              />
              <span className="min-w-0 flex-1 truncate">{option.label}</span>
              <span className="text-slate-600 text-xs tabular-nums">({formatCount(option.count)})</span>
            </label>
          </li>
        )
      })}
    </ul>
  )
}

interface RangeField {
  name: string
  /** The field's accessible name ("Minimum price in euros"). */
  label: string
  placeholder: string
  value: string
}

/**
 * A range of two decimal fields with its Apply button (a submit of the panel's form): the browser
 * refuses what `pattern` does not allow, with `problem`'s reason once scripts run.
 */
export function RangeFieldset({
  legend,
  apply,
  fields,
  pattern,
  problem,
}: {
  legend: string
  apply: string
  fields: [RangeField, RangeField]
  pattern: string
  /** Why a typed value cannot be read, or null when it can. */
  problem: (text: string) => string | null
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-slate-900 text-sm">{legend}</legend>
      <div className="flex items-center gap-2">
        <DecimalField field={fields[0]} pattern={pattern} problem={problem} />
        <span aria-hidden="true" className="text-slate-600">
          –
        </span>
        <DecimalField field={fields[1]} pattern={pattern} problem={problem} />
      </div>
      <button type="submit" className={buttonClass('outline', 'sm', 'mt-2 w-full')}>
        {apply}
      </button>
    </fieldset>
  )
}

function DecimalField({
  field,
  pattern,
  problem,
}: {
  field: RangeField
  pattern: string
  problem: (text: string) => string | null
}) {
  const id = `filter-${field.name.replace('_', '-')}`
  const ref = useSyncedValue(field.value)
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {field.label}
      </label>
      <input
        ref={ref}
        id={id}
        name={field.name}
        inputMode="decimal"
        autoComplete="off"
        pattern={pattern}
        title={field.label}
        onInput={(event) => {
          const text = event.currentTarget.value
          event.currentTarget.setCustomValidity(text.trim() ? (problem(text) ?? '') : '')
        }}
        defaultValue={field.value}
        placeholder={field.placeholder}
        className={cn(inputClass, 'h-10 min-w-0 text-sm')}
      />
    </>
  )
}
