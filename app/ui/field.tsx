import { forwardRef, useId } from 'react'
import { cn } from './cn'

import { inputClass } from './input-class'

export { inputClass }

export const Input = forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(inputClass, className)} {...props} />
})

export const Textarea = forwardRef<HTMLTextAreaElement, React.TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function Textarea({ className, ...props }, ref) {
    return <textarea ref={ref} className={cn(inputClass, className)} {...props} />
  },
)

export function Label({ className, ...props }: React.LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor.
  return <label className={cn('mb-1 block font-medium text-slate-700 text-sm', className)} {...props} />
}

export function FieldError({ id, children }: { id?: string; children?: React.ReactNode }) {
  if (!children) return null
  return (
    <p id={id} role="alert" className="mt-1 text-red-600 text-sm">
      {children}
    </p>
  )
}

/**
 * A labelled input with its error message wired up for assistive technology.
 * `render` receives the props to spread on the control (id, aria-invalid, aria-describedby).
 */
export function Field({
  label,
  error,
  hint,
  className,
  render,
}: {
  label: React.ReactNode
  error?: string | null
  hint?: React.ReactNode
  className?: string
  render: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {render({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1 text-slate-500 text-xs">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
}
