import { Clock, HandCoins, Landmark, Wallet } from 'lucide-react'
import { useNavigation } from 'react-router'
import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { Button } from '~/ui/button'
import { Form, Link } from '~/ui/link'
import { formatEuros } from '~/ui/money'
import { StatCard } from '~/ui/stat-card'
import type { PayoutOrderLine, PayoutsView } from '../payouts'

/**
 * The seller dashboard's Payouts tab (issue #13 item 6): the payout account and "Get paid", the
 * money held in protection, waiting for payout details and paid out, and each order's money.
 */
export function PayoutsPanel({ view }: { view: PayoutsView }) {
  const t = useT()
  const busy = useNavigation().state !== 'idle'
  const accountText = {
    none: t('payouts.account.none'),
    incomplete: t('payouts.account.incomplete'),
    pending: t('payouts.account.pending'),
    ready: t('payouts.account.ready'),
  }[view.account]
  const buttonLabel =
    view.account === 'none'
      ? t('payouts.connect')
      : view.account === 'ready'
        ? t('payouts.update')
        : t('payouts.continue')
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="payout-account"
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center"
        data-testid="payout-account"
        data-account-state={view.account}
      >
        <Landmark className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="flex-1">
          <h3 id="payout-account" className="font-semibold text-slate-900">
            {t('payouts.heading')}
          </h3>
          <p className="text-slate-600 text-sm">{accountText}</p>
          {view.testMode ? <p className="mt-1 text-amber-800 text-xs">{t('payouts.testNote')}</p> : null}
        </div>
        <Form method="post" action="/seller/payouts/onboard">
          <Button type="submit" disabled={busy} variant={view.account === 'ready' ? 'outline' : 'primary'}>
            {buttonLabel}
          </Button>
        </Form>
      </section>

      <dl className="grid gap-3 sm:grid-cols-3">
        <StatCard
          icon={Clock}
          label={t('payouts.held')}
          value={formatEuros(view.held)}
          hint={t('payouts.heldHint')}
        />
        <StatCard
          icon={Wallet}
          label={t('payouts.waiting')}
          value={formatEuros(view.waiting)}
          hint={t('payouts.waitingHint')}
        />
        <StatCard icon={HandCoins} label={t('payouts.paidOut')} value={formatEuros(view.paidOut)} />
      </dl>

      <section aria-labelledby="payout-orders">
        <h3 id="payout-orders" className="font-semibold text-slate-900">
          {t('payouts.orders')}
        </h3>
        {view.orders.length === 0 ? (
          <p className="mt-3 text-slate-600">{t('payouts.noOrders')}</p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-2xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">
                    {t('payouts.col.order')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">
                    {t('payouts.col.gross')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">
                    {t('payouts.col.shipping')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">
                    {t('payouts.col.commission')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">
                    {t('payouts.col.net')}
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    {t('payouts.col.release')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {view.orders.map((order) => (
                  <PayoutRow key={order.orderId} order={order} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  )
}

function PayoutRow({ order }: { order: PayoutOrderLine }) {
  const t = useT()
  const locale = useLocale()
  const date = order.releaseDate ? formatLongDate(order.releaseDate, locale) : ''
  const release =
    order.payout === 'paid'
      ? t('payouts.state.paid', { date })
      : order.payout === 'waiting'
        ? t('payouts.state.waiting')
        : order.payout === 'reversed'
          ? t('payouts.state.reversed')
          : order.payout === 'refunded'
            ? t('payouts.state.refunded')
            : order.releaseDate
              ? t('payouts.release.expected', { date })
              : order.status === 'completed'
                ? t('payouts.release.afterCompletion')
                : t('payouts.release.afterShipping')
  return (
    <tr data-testid="payout-order" data-payout={order.payout}>
      <td className="px-4 py-2">
        <Link to={`/orders/${order.orderId}`} className="text-brand-700 hover:underline">
          {order.productName ?? t('orders.productGone')}
        </Link>
      </td>
      <td className="px-4 py-2 text-right tabular-nums">{formatEuros(order.gross)}</td>
      <td className="px-4 py-2 text-right tabular-nums">{formatEuros(order.shipping)}</td>
      <td className="px-4 py-2 text-right tabular-nums">−{formatEuros(order.commission)}</td>
      <td className="px-4 py-2 text-right font-semibold tabular-nums" data-testid="payout-net">
        {formatEuros(order.net)}
      </td>
      <td className="px-4 py-2">{release}</td>
    </tr>
  )
}
