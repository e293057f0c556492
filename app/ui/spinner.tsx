import { cn } from './cn'

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={cn(
          'size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700',
          className,
        )}
      />
      {label ? <span className="text-slate-600 text-sm">{label}</span> : null}
    </span>
  )
}
