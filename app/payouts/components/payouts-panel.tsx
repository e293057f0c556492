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
          // On a phone each order is a block of labelled figures (a six-column table does not fit 360 px,
          // and scrolling it sideways hid "You receive"); from sm up it is the table.
          <div className="mt-3 rounded-2xl border border-slate-200 bg-white sm:overflow-x-auto">
            <table className="w-full text-left text-sm max-sm:block">
              <thead className="bg-slate-50 text-slate-600 max-sm:sr-only">
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
              <tbody className="divide-y divide-slate-100 max-sm:block">
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
    <tr
      data-testid="payout-order"
      data-payout={order.payout}
      className="max-sm:block max-sm:px-4 max-sm:py-3"
    >
      <td className="px-4 py-2 max-sm:block max-sm:px-0 max-sm:pt-0 max-sm:font-medium">
        <Link to={`/orders/${order.orderId}`} className="text-brand-700 hover:underline">
          {order.productName ?? t('orders.productGone')}
        </Link>
      </td>
      <Figure label={t('payouts.col.gross')}>{formatEuros(order.gross)}</Figure>
      <Figure label={t('payouts.col.shipping')}>{formatEuros(order.shipping)}</Figure>
      <Figure label={t('payouts.col.commission')}>−{formatEuros(order.commission)}</Figure>
      <Figure label={t('payouts.col.net')} className="font-semibold" testId="payout-net">
        {formatEuros(order.net)}
      </Figure>
      <td className="px-4 py-2 max-sm:block max-sm:px-0 max-sm:pb-0 max-sm:text-slate-600">{release}</td>
    </tr>
  )
}

/** A figure of a payout row: a right-aligned cell, and on a phone a "label … amount" line. */
function Figure({
  label,
  className,
  testId,
  children,
}: {
  label: string
  className?: string
  testId?: string
  children: React.ReactNode
}) {
  return (
    <td
      className={`px-4 py-2 text-right tabular-nums max-sm:flex max-sm:justify-between max-sm:px-0 max-sm:py-0.5 ${className ?? ''}`}
    >
      {/* Read out too: a table shown as blocks may lose its headers in some screen readers. */}
      <span className="text-slate-600 sm:hidden">{label}</span>
      <span data-testid={testId}>{children}</span>
    </td>
  )
}
