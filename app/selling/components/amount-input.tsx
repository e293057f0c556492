import { useEffect, useState } from 'react'
import { cn } from '~/ui/cn'
import { inputClass } from '~/ui/field'
import { amountText, parseAmount } from '~/ui/money'

/**
 * A euro amount field: typed as text ("249,50" or "249.50"), held by the form as cents. What the
 * user types stays as typed until it means another amount; `onChange` gets null for anything that
 * is not an amount.
 */
export function AmountInput({
  cents,
  onChange,
  className,
  ...props
}: {
  cents: number | null
  onChange: (cents: number | null) => void
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
          onChange(event.target.value.trim() ? parseAmount(event.target.value) : null)
        }}
        className={cn(inputClass, 'pl-8 tabular-nums', className)}
      />
    </div>
  )
}
