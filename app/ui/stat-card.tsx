/** One figure of a dashboard (a `<dt>`/`<dd>` pair: put it inside a `<dl>`). */
export function StatCard({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' | 'false' }>
  label: string
  value: string
  hint?: string
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="flex items-center justify-between gap-2 font-medium text-slate-600 text-sm">
        {label}
        <span className="grid size-9 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </dt>
      <dd className="mt-2 font-bold text-2xl text-slate-900 tabular-nums tracking-tight sm:text-3xl">
        {value}
      </dd>
      {hint ? <dd className="mt-1 text-slate-500 text-xs">{hint}</dd> : null}
    </div>
  )
}
