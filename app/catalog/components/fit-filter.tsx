import { useT } from '~/i18n/react'
import { Link } from '~/ui/link'

/**
 * "Fits me" in browse's filter form (issue #30 item 3, `fit=1`), with the number of listings that
 * fit. A visitor or a member without a golfer profile gets only an invitation to add one: the
 * shared page carries no fitting data (decision 0061).
 */
export function FitFilter({
  count,
  checked,
  formatCount,
}: {
  /** Listings of this search that fit the viewer; null without a golfer profile. */
  count: number | null
  checked: boolean
  formatCount: (n: number) => string
}) {
  const t = useT()
  return (
    <fieldset data-testid="fit-filter">
      <legend className="mb-2 font-semibold text-slate-900 text-sm">{t('fit.filter.legend')}</legend>
      {count === null ? (
        <p className="text-slate-700 text-sm">
          {t('fit.filter.invite')}{' '}
          <Link to="/profile/fit" className="font-medium text-brand-700 underline hover:text-brand-800">
            {t('fit.filter.inviteLink')}
          </Link>
        </p>
      ) : (
        <label
          htmlFor="filter-fit"
          className="flex cursor-pointer items-center gap-2 py-1 text-slate-800 text-sm"
        >
          <input
            id="filter-fit"
            type="checkbox"
            name="fit"
            value="1"
            checked={checked}
            // Applied by the form's change handler (FilterPanel); without JavaScript, by Apply.
            onChange={() => {}}
            className="size-4 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          <span className="min-w-0 flex-1 truncate">{t('fit.filter.label')}</span>
          <span className="text-slate-600 text-xs tabular-nums">({formatCount(count)})</span>
        </label>
      )}
    </fieldset>
  )
}
