import { Form, Link, useLoaderData } from 'react-router'
import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { orderTimeline, searchOrders } from '~/moderation/console.server'
import { requireAdmin } from '~/moderation/operators.server'
import { Button } from '~/ui/button'
import { inputClass } from '~/ui/field'
import { formatEuros } from '~/ui/money'
import type { Route } from './+types/admin.orders'

/** Orders by reference (#1A2B3C4D as buyers and sellers see it), each with its timeline. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const ref = (new URL(request.url).searchParams.get('ref') ?? '').trim().slice(0, 40)
  const orders = ref ? await searchOrders(ref) : []
  const withTimeline = await Promise.all(
    orders.map(async (order) => ({ ...order, timeline: (await orderTimeline(order.id)) ?? [] })),
  )
  return { ref, orders: withTimeline }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  return new Response(null, { status: 405 })
}

const EVENT_KEY = {
  ordered: 'admin.orders.event.ordered',
  paid: 'admin.orders.event.paid',
  shipped: 'admin.orders.event.shipped',
  delivered: 'admin.orders.event.delivered',
  cancelled: 'admin.orders.event.cancelled',
  refund: 'admin.orders.event.refund',
  refunded: 'admin.orders.event.refunded',
} as const

export default function AdminOrders() {
  const { ref, orders } = useLoaderData<typeof loader>()
  const t = useT()
  const locale = useLocale()
  return (
    <section aria-labelledby="admin-orders">
      <h1 id="admin-orders" className="font-bold text-2xl text-slate-900">
        {t('admin.orders.title')}
      </h1>
      <Form method="get" role="search" className="mt-4 flex max-w-lg gap-2">
        <label htmlFor="admin-order-search" className="sr-only">
          {t('admin.orders.search')}
        </label>
        <input
          id="admin-order-search"
          name="ref"
          type="search"
          defaultValue={ref}
          placeholder={t('admin.orders.searchPlaceholder')}
          className={inputClass}
        />
        <Button type="submit">{t('admin.search')}</Button>
      </Form>
      {!ref ? (
        <p className="mt-6 text-slate-600">{t('admin.orders.hint')}</p>
      ) : orders.length === 0 ? (
        <p className="mt-6 text-slate-600">{t('admin.orders.none', { ref })}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {orders.map((order) => (
            <li key={order.id} className="rounded-xl border border-slate-200 bg-white p-5">
              <h2 className="font-semibold text-lg">
                {t('admin.orders.heading', {
                  reference: order.id.slice(0, 8).toUpperCase(),
                  amount: formatEuros(order.totalAmount),
                })}
              </h2>
              <p className="mt-1 text-slate-600 text-sm">
                {order.productName ?? '—'} · {order.status} · {t('admin.orders.buyer')}{' '}
                {order.buyerEmail ?? '—'} · {t('admin.orders.seller')} {order.sellerEmail ?? '—'}
              </p>
              <p className="mt-1 font-mono text-slate-400 text-xs">{order.id}</p>
              <ol className="mt-3 space-y-1 border-slate-200 border-l-2 pl-4 text-sm">
                {order.timeline.map((event) => (
                  <li key={`${event.event}-${event.at}`}>
                    <span className="text-slate-500">{formatLongDate(event.at, locale)}</span> ·{' '}
                    {t(EVENT_KEY[event.event], {
                      detail:
                        event.event === 'refund' || event.event === 'refunded'
                          ? formatEuros(Number(event.detail))
                          : (event.detail ?? ''),
                    })}
                  </li>
                ))}
              </ol>
              <p className="mt-3 text-slate-500 text-xs">{t('admin.orders.ledgerLater')}</p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6 text-sm">
        <Link to="/admin/users" className="text-brand-700 underline">
          {t('admin.orders.byUser')}
        </Link>
      </p>
    </section>
  )
}
