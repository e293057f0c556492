import { Inbox, MapPin } from 'lucide-react'
import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { formatEuros } from '~/ui/money'
import { isHandOver } from '../order-delivery'
import type { SellerOrder } from '../seller-orders'
import { OrderDeliveryInfo } from './order-delivery'
import { OrderItemHeading } from './order-item-heading'

/**
 * The Orders tab of the seller dashboard: the seller's orders newest first, each with the ordered
 * item (name, brand, photo), the total (and what was refunded), the status, the delivery method
 * the buyer paid for, where to send it (or the hand-over) and the tracking. `actions` renders the
 * seller's moves (ship, cancel) below each order.
 */
export function SellerOrdersList({
  orders,
  actions,
}: {
  orders: SellerOrder[]
  actions?: (order: SellerOrder) => React.ReactNode
}) {
  const t = useT()
  const locale = useLocale()
  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-slate-300 border-dashed bg-white px-6 py-12 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-sand-100 text-brand-700">
          <Inbox className="size-7" aria-hidden="true" />
        </span>
        <h3 className="mt-4 font-semibold text-lg text-slate-900">{t('orders.empty')}</h3>
        <p className="mt-1 max-w-sm text-slate-600">{t('orders.emptyText')}</p>
      </div>
    )
  }
  return (
    <ul className="space-y-3" aria-label={t('orders.list')}>
      {orders.map((order) => {
        const address = order.shippingAddress
        return (
          <li
            key={order.id}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            data-testid="seller-order"
            data-order-status={order.status}
          >
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
              <OrderItemHeading
                order={order}
                details={[
                  order.product?.brand,
                  t('orders.placedOn', { date: formatLongDate(order.createdAt, locale) }),
                ]}
              />
              <div className="sm:text-right">
                <p className="font-bold text-lg text-slate-900 tabular-nums">
                  {formatEuros(order.totalAmount)}
                </p>
                {order.refundedAmount > 0 ? (
                  <p className="text-slate-700 text-sm tabular-nums" data-testid="order-refunded">
                    {t('orders.refunded', { amount: formatEuros(order.refundedAmount) })}
                  </p>
                ) : null}
              </div>
            </div>
            <div className="mt-4 flex flex-col gap-4 border-slate-100 border-t pt-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="space-y-2 text-sm">
                <OrderDeliveryInfo delivery={order.delivery} trackingNumber={order.trackingNumber} />
                {isHandOver(order.delivery.option) ? (
                  <p className="text-slate-600">{t('delivery.handOverNote')}</p>
                ) : (
                  <div className="flex gap-2">
                    <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                    <div>
                      <p className="font-medium text-slate-700">{t('orders.shipTo')}</p>
                      {address ? (
                        <address className="text-slate-600 not-italic">
                          {address.fullName}
                          <br />
                          {address.address}
                          <br />
                          {[address.postalCode, address.city].filter(Boolean).join(' ')}
                          {address.country ? (
                            <>
                              <br />
                              {address.country}
                            </>
                          ) : null}
                        </address>
                      ) : (
                        <p className="text-slate-500">{t('orders.noAddress')}</p>
                      )}
                    </div>
                  </div>
                )}
              </div>
              {actions?.(order)}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
