import { signInPath } from '~/accounts/redirect-to'
import { useViewer } from '~/accounts/use-viewer'
import { type BrowseQuery, browseHref } from '~/catalog/browse'
import { useT } from '~/i18n/react'
import { buttonClass } from '~/ui/button'
import { Icon } from '~/ui/icon'
import { Form, Link } from '~/ui/link'
import { ALERT_FREQUENCIES } from '../alert-kinds'
import { savedQueryOf } from '../saved-searches'

/**
 * "Save this search" on /browse (issue #16 item 4): keeps the query, filters and sort of the page
 * with the alert frequency chosen next to it. A visitor is sent to sign in and back to this search.
 */
/** One per page; a fixed id, because signed-in visitors get this form rendered on its own (server/shared-pages.tsx). */
const FREQUENCY_ID = 'save-search-frequency'

export function SaveSearchForm({ query }: { query: BrowseQuery }) {
  const t = useT()
  const viewer = useViewer()
  if (!viewer) {
    return (
      <Link to={signInPath(browseHref({ ...query, page: 1 }))} className={buttonClass('outline', 'sm')}>
        <Icon name="bell-plus" className="size-4" />
        {t('alerts.save.button')}
      </Link>
    )
  }
  return (
    <Form method="post" action="/saved-searches" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="query" value={savedQueryOf(query)} />
      <label htmlFor={FREQUENCY_ID} className="sr-only">
        {t('alerts.save.frequencyLabel')}
      </label>
      <select
        id={FREQUENCY_ID}
        name="frequency"
        defaultValue="instant"
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
      >
        {ALERT_FREQUENCIES.map((value) => (
          <option key={value} value={value}>
            {t(`alerts.frequency.${value}`)}
          </option>
        ))}
      </select>
      <button type="submit" className={buttonClass('outline', 'sm')}>
        <Icon name="bell-plus" className="size-4" />
        {t('alerts.save.button')}
      </button>
    </Form>
  )
}
