import { Form, Link, useActionData, useLoaderData } from 'react-router'
import { LedgerTable } from '~/disputes/components/ledger-table'
import { OperatorDecisionForm } from '~/disputes/components/operator-decision-form'
import { disputeIdOfOrder } from '~/disputes/console.server'
import { type OperatorReply, operatorDecisionFromForm } from '~/disputes/operator-action.server'
import { formatLongDate } from '~/i18n/format'
import { requestLocale } from '~/i18n/locale-cookie'
import { useLocale, useT } from '~/i18n/react'
import { orderLedgerMismatch, readOrderLedger } from '~/ledger/ledger.server'
import { orderTimeline, searchOrders } from '~/moderation/console.server'
import { requireAdmin } from '~/moderation/operators.server'
import { OrderDeliveryInfo } from '~/orders/components/order-delivery'
import { db } from '~/platform/db.server'
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
    orders.map(async (order) => ({
      ...order,
      timeline: (await orderTimeline(order.id)) ?? [],
      ledger: await readOrderLedger(db(), order.id),
      mismatch: await orderLedgerMismatch(db(), order.id),
      disputeId: await disputeIdOfOrder(order.id),
    })),
  )
  return { ref, orders: withTimeline }
}

/** A completed order refunded by the operator, in full or in part (docs/decisions/0031-disputes.md). */
export async function action({ request }: Route.ActionArgs) {
  const operator = await requireAdmin(request)
  const form = await request.formData()
  const orderId = form.get('orderId')
  return operatorDecisionFromForm(
    operator,
    'order',
    typeof orderId === 'string' ? orderId : '',
    form,
    requestLocale(request),
  )
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
  const reply = useActionData<typeof action>() as OperatorReply | undefined
  const t = useT()
  const locale = useLocale()
  return (
    <section aria-labelledby="admin-orders">
      <h1 id="admin-orders" className="font-bold text-2xl text-slate-900">
        {t('admin.orders.title')}
      </h1>
      <Form
        method="get"
        role="search"
        aria-label={t('admin.orders.search')}
        className="mt-4 flex max-w-lg gap-2"
      >
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
              <OrderDeliveryInfo
                className="mt-1"
                delivery={order.delivery}
                trackingNumber={order.delivery.trackingNumber}
              />
              <p className="mt-1 font-mono text-slate-600 text-xs">{order.id}</p>
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
              {order.disputeId ? (
                <p className="mt-3 text-sm">
                  <Link to={`/admin/disputes/${order.disputeId}`} className="text-brand-700 underline">
                    {t('disputes.admin.open')}
                  </Link>
                </p>
              ) : null}
              <h3 className="mt-4 font-medium text-sm">{t('disputes.admin.ledger')}</h3>
              <LedgerTable ledger={order.ledger} />
              <p className="mt-1 text-sm">
                {t('disputes.admin.invariant', { state: order.mismatch ?? t('disputes.admin.invariantOk') })}
              </p>
              {order.status === 'completed' ? (
                <details className="mt-4">
                  <summary className="cursor-pointer font-medium text-sm">
                    {t('disputes.admin.refundTitle')}
                  </summary>
                  <div className="mt-3">
                    <OperatorDecisionForm
                      outcomes={['full-refund', 'partial-refund']}
                      hidden={{ orderId: order.id }}
                      error={reply?.about === order.id ? (reply.error ?? null) : null}
                      submitLabel={t('disputes.admin.refundSubmit')}
                    />
                  </div>
                </details>
              ) : null}
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
