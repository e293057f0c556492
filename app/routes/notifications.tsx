import { Bell, Settings } from 'lucide-react'
import { useLoaderData } from 'react-router'
import { requireUser } from '~/accounts/guards.server'
import { formatLongDate } from '~/i18n/format'
import { pageMeta } from '~/i18n/meta'
import { useLocale, useT } from '~/i18n/react'
import { listNotifications, markAllRead } from '~/notifications/notifications.server'
import { cn } from '~/ui/cn'
import { Container } from '~/ui/container'
import { Link } from '~/ui/link'
import { formatEuros } from '~/ui/money'
import { NoticePanel } from '~/ui/notice-panel'
import type { Route } from './+types/notifications'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'notifications.title', description: 'notifications.metaDescription' })

/**
 * Login required. The user's notifications, newest first, each marked "New" when it had not been
 * seen; opening the page marks them all read (the bell's number goes).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request)
  const items = await listNotifications(viewer.id)
  await markAllRead(viewer.id)
  return { items }
}

export default function NotificationsPage() {
  const { items } = useLoaderData<typeof loader>()
  const t = useT()
  const locale = useLocale()
  return (
    <Container className="py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{t('notifications.title')}</h1>
          <p className="mt-2 text-slate-600">{t('notifications.subtitle')}</p>
        </div>
        <Link
          to="/alert-preferences"
          className="inline-flex items-center gap-1.5 text-brand-700 text-sm underline hover:text-brand-800"
        >
          <Settings className="size-4" aria-hidden="true" />
          {t('notifications.preferences')}
        </Link>
      </div>
      {items.length === 0 ? (
        <NoticePanel
          icon={Bell}
          headingLevel="h2"
          className="mt-8"
          title={t('notifications.empty')}
          text={t('notifications.emptyText')}
        />
      ) : (
        <ul className="mt-6 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {items.map((item) => (
            <li
              key={item.id}
              className={cn('flex items-start gap-3 p-4', item.read ? null : 'bg-brand-50/60')}
              data-testid="notification"
              data-read={item.read ? 'true' : 'false'}
            >
              <span
                className={cn(
                  'mt-1.5 size-2 shrink-0 rounded-full',
                  item.read ? 'bg-transparent' : 'bg-brand-600',
                )}
                aria-hidden="true"
              />
              <div className="min-w-0 flex-1">
                <p className="text-slate-900">
                  {item.read ? null : (
                    <span className="mr-2 rounded bg-brand-700 px-1.5 py-0.5 font-semibold text-white text-xs">
                      {t('notifications.new')}
                    </span>
                  )}
                  <Link to={item.path} className="hover:text-brand-700 hover:underline">
                    {t(item.text.key, item.text.values)}
                  </Link>
                  {item.price !== null ? (
                    <span className="ml-2 font-semibold text-slate-700">{formatEuros(item.price)}</span>
                  ) : null}
                </p>
                <p className="mt-0.5 text-slate-500 text-sm">{formatLongDate(item.createdAt, locale)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Container>
  )
}
