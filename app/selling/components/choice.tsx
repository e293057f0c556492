import { Check } from 'lucide-react'
import { cn } from '~/ui/cn'

/**
 * A radio button or checkbox drawn as a card: the native input stays in place (visually hidden),
 * so keyboard use (Tab, arrow keys in a radio group, Space) and forms work as usual.
 */
export function ChoiceCard({
  type,
  name,
  value,
  checked,
  disabled,
  onChange,
  title,
  description,
  aside,
  icon,
  className,
}: {
  type: 'radio' | 'checkbox'
  name: string
  value: string
  checked: boolean
  disabled?: boolean
  onChange: () => void
  title: React.ReactNode
  description?: React.ReactNode
  /** Shown at the end of the card (a price, a badge). */
  aside?: React.ReactNode
  icon?: React.ReactNode
  className?: string
}) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 transition',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
        checked ? 'border-brand-600 bg-brand-50/60 shadow-sm' : 'border-slate-200 hover:border-brand-300',
        disabled && 'cursor-not-allowed opacity-60 hover:border-slate-200',
        className,
      )}
    >
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="sr-only"
      />
      {icon ? (
        <span
          className="grid size-10 shrink-0 place-items-center rounded-lg bg-sand-100 text-xl"
          aria-hidden="true"
        >
          {icon}
        </span>
      ) : null}
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{title}</span>
        {description ? <span className="mt-0.5 block text-slate-600 text-sm">{description}</span> : null}
      </span>
      {aside ? <span className="shrink-0 self-center text-sm">{aside}</span> : null}
      <span
        aria-hidden="true"
        className={cn(
          'grid size-5 shrink-0 place-items-center self-center border-2 transition',
          type === 'radio' ? 'rounded-full' : 'rounded-md',
          checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white',
        )}
      >
        {checked ? <Check className="size-3.5" strokeWidth={3} /> : null}
      </span>
    </label>
  )
}

const chipClass = (selected: boolean | undefined) =>
  cn(
    'inline-flex items-center rounded-full border px-3.5 py-1.5 font-medium text-sm transition',
    selected
      ? 'border-brand-700 bg-brand-700 text-white shadow-sm'
      : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-800',
  )

/** A small pill-shaped button (popular brands, model suggestions); `selected` makes it a toggle. */
export function Chip({
  selected,
  onClick,
  children,
}: {
  selected?: boolean
  onClick: () => void
  children: React.ReactNode
}) {
  return (
    <button type="button" aria-pressed={selected} onClick={onClick} className={chipClass(selected)}>
      {children}
    </button>
  )
}

/** A pill-shaped native radio button (sizes). */
export function RadioChip({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string
  value: string
  checked: boolean
  onChange: () => void
  children: React.ReactNode
}) {
  return (
    <label
      className={cn(
        chipClass(checked),
        'cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="sr-only"
      />
      {children}
    </label>
  )
}
