import { ImageOff, Inbox } from 'lucide-react'
import { Link } from 'react-router'
import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { formatEuros } from '~/ui/money'
import type { SellerOrder } from '../seller-orders'
import { OrderStatusBadge } from './order-status-badge'

/**
 * The Orders tab of the seller dashboard: the seller's orders newest first, each with the ordered
 * item (name, brand, price, photo), the total and the status. `actions` renders per-order controls
 * (order transitions arrive with the buying work) at the end of each row.
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
      {orders.map((order) => (
        <li
          key={order.id}
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
        >
          <div className="flex min-w-0 flex-1 items-center gap-4">
            <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-sand-50">
              {order.product?.imageUrl ? (
                <img src={order.product.imageUrl} alt="" loading="lazy" className="size-full object-cover" />
              ) : (
                <span className="grid size-full place-items-center text-slate-400">
                  <ImageOff className="size-6" aria-hidden="true" />
                </span>
              )}
            </div>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <OrderStatusBadge status={order.status} />
                <span className="text-slate-500 text-xs">
                  {t('orders.reference', { reference: order.id.slice(0, 8).toUpperCase() })}
                </span>
              </div>
              <p className="mt-1 truncate font-semibold text-slate-900">
                {order.product ? (
                  <Link to={`/product/${order.product.id}`} className="hover:text-brand-700 hover:underline">
                    {order.product.name}
                  </Link>
                ) : (
                  <span className="text-slate-500">{t('orders.productGone')}</span>
                )}
              </p>
              <p className="mt-0.5 text-slate-500 text-sm">
                {[
                  order.product?.brand,
                  t('orders.placedOn', { date: formatLongDate(order.createdAt, locale) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
          </div>
          <div className="flex items-center gap-3 sm:justify-end">
            <p className="font-bold text-lg text-slate-900 tabular-nums">{formatEuros(order.totalAmount)}</p>
            {actions?.(order)}
          </div>
        </li>
      ))}
    </ul>
  )
}
