import { useT } from '~/i18n/react'
import { Link } from '~/ui/link'
import { orderReference } from '../buyer-orders'
import { OrderStatusBadge } from './order-status-badge'
import { OrderThumbnail } from './order-thumbnail'

/**
 * What both sides see first of an order: the item's photo, the status, the reference, the item's
 * name (linking to its page, or "Listing removed") and a line of details. `children` adds lines
 * below (the tracking number).
 */
export function OrderItemHeading({
  order,
  details,
  children,
}: {
  order: {
    id: string
    status: string
    delivery?: { option: string | null }
    product: { id: string; name: string; imageUrl: string | null } | null
  }
  details: Array<string | null | undefined | false>
  children?: React.ReactNode
}) {
  const t = useT()
  return (
    <div className="flex min-w-0 flex-1 items-center gap-4">
      {order.product ? (
        // The photo opens the product too (a bigger target on a phone); the name is the link to read.
        <Link to={`/product/${order.product.id}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <OrderThumbnail imageUrl={order.product.imageUrl} />
        </Link>
      ) : (
        <OrderThumbnail imageUrl={null} />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} deliveryOption={order.delivery?.option} />
          <span className="text-slate-500 text-xs">
            {t('orders.reference', { reference: orderReference(order.id) })}
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
        <p className="mt-0.5 text-slate-500 text-sm">{details.filter(Boolean).join(' · ')}</p>
        {children}
      </div>
    </div>
  )
}
