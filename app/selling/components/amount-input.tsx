import { useEffect, useState } from 'react'
import { cn } from '~/ui/cn'
import { inputClass } from '~/ui/field'
import { type AmountProblem, amountText, parseAmount, readAmount } from '~/ui/money'

/**
 * A euro amount field: typed as text ("249,50", "1.234,50", "1234.50": see readAmount), held by
 * the form as cents. What the user types stays as typed until it means another amount; `onChange`
 * gets null for anything that is not an amount, with the reason (null for an empty field).
 */
export function AmountInput({
  cents,
  onChange,
  className,
  ...props
}: {
  cents: number | null
  onChange: (cents: number | null, problem: AmountProblem | null) => void
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>) {
  const [text, setText] = useState(() => amountText(cents || null))
  // A change from outside (the suggested price) replaces the text.
  useEffect(() => {
    setText((typed) => ((parseAmount(typed) ?? 0) === (cents ?? 0) ? typed : amountText(cents || null)))
  }, [cents])
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 left-3 grid place-items-center font-medium text-slate-500">
        €
      </span>
      <input
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          const reading = event.target.value.trim() ? readAmount(event.target.value) : null
          onChange(reading?.ok ? reading.cents : null, reading && !reading.ok ? reading.problem : null)
        }}
        className={cn(inputClass, 'pl-8 tabular-nums', className)}
      />
    </div>
  )
}
