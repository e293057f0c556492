import { Bell, Settings } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { data, type ShouldRevalidateFunction, useFetcher, useLoaderData } from 'react-router'
import { requireUser } from '~/accounts/guards.server'
import { formatLongDate } from '~/i18n/format'
import { pageMeta } from '~/i18n/meta'
import { useLocale, useT } from '~/i18n/react'
import { listNotifications, markAllRead } from '~/notifications/notifications.server'
import { Button } from '~/ui/button'
import { cn } from '~/ui/cn'
import { Container } from '~/ui/container'
import { Form, Link } from '~/ui/link'
import { formatEuros } from '~/ui/money'
import { NoticePanel } from '~/ui/notice-panel'
import type { Route } from './+types/notifications'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'notifications.title', description: 'notifications.metaDescription' })

/**
 * Login required. The user's notifications, newest first, each marked "New" when it had not been
 * seen. Opening the page changes nothing (a GET never does: a link on another site could send it);
 * the page then marks what it showed read with a POST (the bell's number goes), and without
 * JavaScript its "Mark all as read" button does the same.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request)
  return { items: await listNotifications(viewer.id) }
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireUser(request)
  const form = await request.formData().catch(() => new FormData())
  if (form.get('intent') !== 'read') return data({ ok: false }, { status: 400 })
  const upTo = new Date(String(form.get('upTo') ?? ''))
  await markAllRead(viewer.id, new Date(), Number.isNaN(upTo.getTime()) ? undefined : upTo)
  return { ok: true }
}

/** The automatic "seen" post keeps the list as it was shown (its "New" marks stay until the next visit). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'read' && formData.get('auto') === '1' ? false : defaultShouldRevalidate

/** Once hydrated, marks the notifications the page shows read, once. */
function useMarkShownRead(items: { read: boolean; createdAt: string }[]) {
  const fetcher = useFetcher()
  const newest = items[0]?.createdAt
  const unread = items.some((item) => !item.read)
  const sent = useRef<string | null>(null)
  useEffect(() => {
    if (!unread || !newest || sent.current === newest) return
    sent.current = newest
    fetcher.submit({ intent: 'read', upTo: newest, auto: '1' }, { method: 'post' })
  }, [unread, newest, fetcher.submit])
}

export default function NotificationsPage() {
  const { items } = useLoaderData<typeof loader>()
  const t = useT()
  const locale = useLocale()
  useMarkShownRead(items)
  return (
    <Container className="py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{t('notifications.title')}</h1>
          <p className="mt-2 text-slate-600">{t('notifications.subtitle')}</p>
        </div>
        {items.some((item) => !item.read) ? (
          <Form method="post">
            <input type="hidden" name="intent" value="read" />
            <input type="hidden" name="upTo" value={items[0]?.createdAt ?? ''} />
            <Button type="submit" variant="outline" size="sm">
              {t('notifications.markRead')}
            </Button>
          </Form>
        ) : null}
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
