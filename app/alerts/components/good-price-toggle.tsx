import { BadgeCheck } from 'lucide-react'
import { useT } from '~/i18n/react'
import { buttonClass } from '~/ui/button'
import { Form } from '~/ui/link'

/**
 * "Good price only" on a saved search (issue #29 item 5): its alerts then name only listings the
 * price guide calls a good price. A small form of its own, so it works before the page hydrates.
 */
export function GoodPriceToggle({ id, on }: { id: string; on: boolean }) {
  const t = useT()
  return (
    <Form method="post" className="flex items-center gap-2" data-testid="good-price-toggle">
      <input type="hidden" name="intent" value="good-price" />
      <input type="hidden" name="id" value={id} />
      <label
        className="flex items-center gap-2 text-slate-800 text-sm"
        title={t('pricingHelp.search.goodPriceHint')}
      >
        <input
          type="checkbox"
          name="goodPriceOnly"
          defaultChecked={on}
          className="size-4 rounded border-slate-300 accent-brand-700"
        />
        <BadgeCheck className="size-4 text-green-700" aria-hidden="true" />
        {t('pricingHelp.search.goodPriceOnly')}
      </label>
      <span className="sr-only">{t('pricingHelp.search.goodPriceHint')}</span>
      <button type="submit" className={buttonClass('outline', 'sm')}>
        {t('alerts.searches.change')}
      </button>
    </Form>
  )
}
