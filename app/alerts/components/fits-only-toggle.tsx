import { useT } from '~/i18n/react'
import { buttonClass } from '~/ui/button'
import { Form } from '~/ui/link'

/**
 * "Only clubs that fit me" on a saved search (issue #30 item 3): its alerts then name only
 * listings that fit the searcher's golfer profile. A small form of its own, like GoodPriceToggle.
 */
export function FitsOnlyToggle({ id, on }: { id: string; on: boolean }) {
  const t = useT()
  return (
    <Form method="post" className="flex items-center gap-2" data-testid="fits-only-toggle">
      <input type="hidden" name="intent" value="fits-only" />
      <input type="hidden" name="id" value={id} />
      <label className="flex items-center gap-2 text-slate-800 text-sm" title={t('fit.search.fitsOnlyHint')}>
        <input
          type="checkbox"
          name="fitsOnly"
          defaultChecked={on}
          className="size-4 rounded border-slate-300 accent-brand-700"
        />
        {t('fit.search.fitsOnly')}
      </label>
      <span className="sr-only">{t('fit.search.fitsOnlyHint')}</span>
      <button type="submit" className={buttonClass('outline', 'sm')}>
        {t('alerts.searches.change')}
      </button>
    </Form>
  )
}
