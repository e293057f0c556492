import { parseSetMakeup } from '~/catalog/passport/set-makeup'
import { useT } from '~/i18n/react'
import type { ListingForm } from '../listing-form'

/**
 * "List each club separately" (issue #30 item 4): an iron set of two clubs or more can be published
 * as one listing per club, so a golfer missing one club finds it. Shown on the details step under
 * the set's passport; the price on the pricing step is then each club's.
 */
export function SplitSetToggle({
  form,
  update,
}: {
  form: ListingForm
  update: (change: Partial<ListingForm>) => void
}) {
  const t = useT()
  if (form.specs.clubType !== 'iron-set') return null
  const parsed = parseSetMakeup(form.specs.setMakeup)
  if (!parsed.ok || parsed.clubs.length < 2) return null
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium text-slate-900">
        <input
          type="checkbox"
          checked={form.splitSet === true}
          onChange={(event) => update({ splitSet: event.target.checked })}
          aria-describedby="split-set-hint"
          className="size-5 accent-brand-700"
        />
        {t('wanted.split.label')}
      </label>
      <p id="split-set-hint" className="mt-1 text-slate-600 text-sm">
        {t('wanted.split.hint', { clubs: parsed.clubs.join(', ') })}
      </p>
    </div>
  )
}
