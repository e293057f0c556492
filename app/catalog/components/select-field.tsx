import { useEffect, useRef, useState } from 'react'
import { cn } from '~/ui/cn'
import { inputClass } from '~/ui/input-class'

/** How long a keyboard choice waits for the next key before it applies. */
export const KEYBOARD_SETTLE_MS = 700

/**
 * A native select of browse that applies a choice without a submit button. A choice made with the
 * pointer (or a phone's picker) applies at once; one made with the arrow keys or by typing waits
 * until the keys have rested for KEYBOARD_SETTLE_MS, Enter is pressed or focus leaves, so walking
 * through the options does not load a result page per key press. Inside a GET form it also works
 * without JavaScript (the form's Apply button sends it).
 */
export function SelectField({
  id,
  name,
  label,
  value,
  options,
  onChange,
  compact = true,
}: {
  id: string
  name: string
  label: string
  value: string
  options: Array<{ value: string; label: string }>
  onChange: (value: string) => void
  /** The label inside the field's top edge (browse's toolbar); otherwise above it. */
  compact?: boolean
}) {
  const [current, setCurrent] = useState(value)
  const keyboard = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // A new value from the address (a link, Back) replaces what the select shows.
  useEffect(() => setCurrent(value), [value])
  useEffect(() => () => clearTimeout(timer.current), [])

  const commit = (next: string) => {
    clearTimeout(timer.current)
    timer.current = undefined
    if (next !== value) onChange(next)
  }

  return (
    <div className="relative">
      <label
        htmlFor={id}
        className={
          compact
            ? 'pointer-events-none absolute top-1.5 left-3 z-10 font-semibold text-[0.65rem] text-slate-600 uppercase tracking-wide'
            : 'mb-1 block font-medium text-slate-700 text-sm'
        }
      >
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={current}
          onPointerDown={() => {
            keyboard.current = false
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              commit(event.currentTarget.value)
            } else if (event.key !== 'Tab') {
              keyboard.current = true
            }
          }}
          onChange={(event) => {
            const next = event.target.value
            setCurrent(next)
            if (!keyboard.current) return commit(next)
            clearTimeout(timer.current)
            timer.current = setTimeout(() => commit(next), KEYBOARD_SETTLE_MS)
          }}
          onBlur={(event) => {
            if (timer.current) commit(event.currentTarget.value)
          }}
          className={cn(
            inputClass,
            'h-11 appearance-none pr-9 text-sm leading-tight',
            compact ? 'pt-4 pb-0.5' : 'py-2',
          )}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        >
          <path
            d="M5 7.5l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </div>
    </div>
  )
}
