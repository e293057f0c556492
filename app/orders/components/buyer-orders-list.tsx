import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { Link } from '~/ui/link'
import { formatEuros } from '~/ui/money'
import type { BuyerOrder } from '../buyer-orders'
import { OrderActions } from './order-actions'
import { OrderDeliveryInfo } from './order-delivery'
import { OrderItemHeading } from './order-item-heading'

/**
 * The buyer's orders newest first (the Orders tab of /profile): photo, item name (to its page),
 * brand, the price it was bought at, the total (and what was refunded), date, status, reference,
 * the delivery method and its price, the tracking once shipped, and the moves
 * the buyer may make (mark delivered, cancel). `compact` leaves out the moves (buyer dashboard).
 */
export function BuyerOrdersList({
  orders,
  label,
  compact = false,
}: {
  orders: BuyerOrder[]
  label: string
  compact?: boolean
}) {
  return (
    <ul className="space-y-3" aria-label={label}>
      {orders.map((order) => (
        <BuyerOrderRow key={order.id} order={order} compact={compact} />
      ))}
    </ul>
  )
}

function BuyerOrderRow({ order, compact }: { order: BuyerOrder; compact: boolean }) {
  const t = useT()
  const locale = useLocale()
  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
      data-testid="buyer-order"
      data-order-status={order.status}
    >
      <OrderItemHeading
        order={order}
        details={[
          order.product?.brand,
          t('orders.itemPrice', { amount: formatEuros(order.itemAmount) }),
          t('orders.placedOn', { date: formatLongDate(order.createdAt, locale) }),
        ]}
      >
        <OrderDeliveryInfo className="mt-1" delivery={order.delivery} trackingNumber={order.trackingNumber} />
      </OrderItemHeading>
      <div className="flex flex-col gap-3 sm:items-end">
        <p className="font-bold text-lg text-slate-900 tabular-nums">
          {t('orders.total', { amount: formatEuros(order.totalAmount) })}
        </p>
        {order.refundedAmount > 0 ? (
          <p className="text-slate-700 text-sm tabular-nums" data-testid="order-refunded">
            {t('orders.refunded', { amount: formatEuros(order.refundedAmount) })}
          </p>
        ) : null}
        <Link
          to={`/orders/${order.id}`}
          className="text-brand-700 text-sm underline-offset-4 hover:underline"
          aria-label={`${t('orders.detail.view')}: ${order.product?.name ?? t('orders.productGone')}`}
        >
          {t('orders.detail.view')}
        </Link>
        {compact ? null : (
          <OrderActions
            orderId={order.id}
            deliveryOption={order.delivery.option}
            status={order.status}
            party="buyer"
            itemName={order.product?.name ?? t('orders.productGone')}
          />
        )}
      </div>
    </li>
  )
}
