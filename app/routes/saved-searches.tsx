import { BellRing, Search, Trash2 } from 'lucide-react'
import { data, redirect, useLoaderData } from 'react-router'
import { requireUser } from '~/accounts/guards.server'
import { signInPath } from '~/accounts/redirect-to'
import { getViewer } from '~/accounts/viewer.server'
import { ALERT_FREQUENCIES, isAlertFrequency } from '~/alerts/alert-kinds'
import { FitsOnlyToggle } from '~/alerts/components/fits-only-toggle'
import { GoodPriceToggle } from '~/alerts/components/good-price-toggle'
import { isSavedSearchIntent, parseSavedQuery } from '~/alerts/saved-searches'
import {
  deleteSavedSearch,
  listSavedSearches,
  saveSearch,
  setSearchFitsOnly,
  setSearchFrequency,
  setSearchGoodPriceOnly,
} from '~/alerts/saved-searches.server'
import { browseHref, SORT_LABEL_KEY } from '~/catalog/browse'
import { isUuid } from '~/catalog/product'
import { SUBCATEGORY_TITLE_KEY } from '~/catalog/taxonomy'
import { formatLongDate } from '~/i18n/format'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { localePath } from '~/i18n/paths'
import { useLocale, useT } from '~/i18n/react'
import { dataWithToast, redirectWithToast } from '~/platform/toast.server'
import { ButtonLink, buttonClass } from '~/ui/button'
import { Container } from '~/ui/container'
import { Form, Link } from '~/ui/link'
import { NoticePanel } from '~/ui/notice-panel'
import type { Route } from './+types/saved-searches'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'alerts.searches.title', description: 'alerts.searches.metaDescription' })

/** Login required: the user's saved searches, each with its alert frequency. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request)
  return { searches: await listSavedSearches(viewer.id) }
}

/**
 * `intent=save` (from /browse: the browse query string in `query`, and `frequency`), `delete` and
 * `frequency`, `good-price` and `fits-only` (of one saved search, by `id`; `goodPriceOnly=on` /
 * `fitsOnly=on` or absent). Saving goes back to the browse page it came from; a
 * visitor is sent to sign in and back to that page.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const intent = form.get('intent')
  const locale = requestLocale(request)
  const rawQuery = form.get('query')
  const browse = parseSavedQuery(typeof rawQuery === 'string' ? rawQuery : '')
  const browsePath = browseHref(browse)
  const viewer = await getViewer(request)
  if (!viewer)
    return redirect(localePath(signInPath(intent === 'save' ? browsePath : '/saved-searches'), locale))
  const frequency = form.get('frequency')
  const id = form.get('id')
  const fail = (status: number, title: 'alerts.searches.failed', description: 'alerts.searches.failedText') =>
    dataWithToast({ ok: false }, { type: 'error', title, description }, { status })
  if (!isSavedSearchIntent(intent)) return fail(400, 'alerts.searches.failed', 'alerts.searches.failedText')

  if (intent === 'save') {
    const outcome = await saveSearch(viewer.id, browse, isAlertFrequency(frequency) ? frequency : 'instant')
    if (outcome === 'empty')
      return redirectWithToast(localePath(browsePath, locale), {
        type: 'error',
        title: 'alerts.save.empty',
        description: 'alerts.save.emptyText',
      })
    if (outcome === 'too-many')
      return redirectWithToast(localePath(browsePath, locale), {
        type: 'error',
        title: 'alerts.save.tooMany',
        description: 'alerts.save.tooManyText',
      })
    return redirectWithToast(localePath(browsePath, locale), {
      type: 'success',
      title: outcome === 'saved' ? 'alerts.save.done' : 'alerts.save.updated',
      description: 'alerts.save.doneText',
    })
  }
  if (typeof id !== 'string' || !isUuid(id))
    return fail(404, 'alerts.searches.failed', 'alerts.searches.failedText')
  if (intent === 'delete') {
    if (!(await deleteSavedSearch(viewer.id, id)))
      return fail(404, 'alerts.searches.failed', 'alerts.searches.failedText')
    return dataWithToast({ ok: true }, { type: 'success', title: 'alerts.searches.deleted' })
  }
  if (intent === 'fits-only') {
    const on = form.get('fitsOnly') === 'on'
    if (!(await setSearchFitsOnly(viewer.id, id, on)))
      return fail(404, 'alerts.searches.failed', 'alerts.searches.failedText')
    return dataWithToast({ ok: true }, { type: 'success', title: 'fit.search.saved' })
  }
  if (intent === 'good-price') {
    const on = form.get('goodPriceOnly') === 'on'
    if (!(await setSearchGoodPriceOnly(viewer.id, id, on)))
      return fail(404, 'alerts.searches.failed', 'alerts.searches.failedText')
    return dataWithToast({ ok: true }, { type: 'success', title: 'pricingHelp.search.saved' })
  }
  if (!isAlertFrequency(frequency)) return fail(400, 'alerts.searches.failed', 'alerts.searches.failedText')
  if (!(await setSearchFrequency(viewer.id, id, frequency)))
    return fail(404, 'alerts.searches.failed', 'alerts.searches.failedText')
  return data({ ok: true })
}

export default function SavedSearchesPage() {
  const { searches } = useLoaderData<typeof loader>()
  const t = useT()
  const locale = useLocale()
  return (
    <Container className="py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{t('alerts.searches.title')}</h1>
          <p className="mt-2 text-slate-600">{t('alerts.searches.subtitle')}</p>
        </div>
        <Link to="/alert-preferences" className="text-brand-700 text-sm underline hover:text-brand-800">
          {t('alerts.unsubscribe.preferences')}
        </Link>
      </div>
      {/* Set completion (issue #30 item 4): the other kind of alert a golfer keeps. */}
      <p className="mt-4 text-slate-700 text-sm">
        {t('wanted.modelLinkText')}{' '}
        <Link to="/wanted" className="font-semibold text-brand-700 underline hover:text-brand-900">
          {t('wanted.modelLink')}
        </Link>
      </p>
      {searches.length === 0 ? (
        <NoticePanel
          icon={BellRing}
          headingLevel="h2"
          className="mt-8"
          title={t('alerts.searches.empty')}
          text={t('alerts.searches.emptyText')}
          actions={<ButtonLink to="/browse">{t('alerts.searches.browse')}</ButtonLink>}
        />
      ) : (
        <ul className="mt-6 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {searches.map((search) => {
            const name = search.q
              ? `“${search.q}”`
              : search.subcategory && search.subcategory in SUBCATEGORY_TITLE_KEY
                ? t(SUBCATEGORY_TITLE_KEY[search.subcategory as keyof typeof SUBCATEGORY_TITLE_KEY])
                : t('alerts.searches.all')
            const details = [
              search.q && search.subcategory && search.subcategory in SUBCATEGORY_TITLE_KEY
                ? t(SUBCATEGORY_TITLE_KEY[search.subcategory as keyof typeof SUBCATEGORY_TITLE_KEY])
                : null,
              search.filterCount === 1
                ? t('alerts.searches.oneFilter')
                : search.filterCount > 1
                  ? t('alerts.searches.filters', { count: search.filterCount })
                  : null,
              t(SORT_LABEL_KEY[search.sort as keyof typeof SORT_LABEL_KEY] ?? 'alerts.searches.all'),
              t('alerts.searches.savedOn', { date: formatLongDate(search.createdAt, locale) }),
            ].filter(Boolean)
            return (
              <li
                key={search.id}
                className="flex flex-wrap items-center gap-4 p-4"
                data-testid="saved-search"
              >
                <Search className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold text-slate-900">
                    <Link to={search.href} className="hover:text-brand-700 hover:underline">
                      {name}
                    </Link>
                  </h2>
                  <p className="mt-0.5 text-slate-500 text-sm">{details.join(' · ')}</p>
                </div>
                <Form method="post" className="flex items-center gap-2">
                  <input type="hidden" name="intent" value="frequency" />
                  <input type="hidden" name="id" value={search.id} />
                  <label className="sr-only" htmlFor={`frequency-${search.id}`}>
                    {t('alerts.save.frequencyLabel')}
                  </label>
                  <select
                    id={`frequency-${search.id}`}
                    name="frequency"
                    defaultValue={search.frequency}
                    className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
                  >
                    {ALERT_FREQUENCIES.map((value) => (
                      <option key={value} value={value}>
                        {t(`alerts.frequency.${value}`)}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className={buttonClass('outline', 'sm')}>
                    {t('alerts.searches.change')}
                  </button>
                </Form>
                <GoodPriceToggle id={search.id} on={search.goodPriceOnly} />
                <FitsOnlyToggle id={search.id} on={search.fitsOnly} />
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={search.id} />
                  <button
                    type="submit"
                    className={buttonClass('outline', 'sm')}
                    aria-label={t('alerts.searches.deleteNamed', { name })}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    {t('alerts.searches.delete')}
                  </button>
                </Form>
              </li>
            )
          })}
        </ul>
      )}
    </Container>
  )
}
