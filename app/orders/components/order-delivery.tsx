import { Handshake, Truck } from 'lucide-react'
import { useT } from '~/i18n/react'
import { formatEuros } from '~/ui/money'
import { CARRIER_NAMES, isCarrier, trackingUrl } from '../carriers'
import { deliveryLabelKey, isHandOver, type OrderDelivery } from '../order-delivery'

/**
 * The delivery method the buyer paid for and its price, then, once sent, the carrier and tracking
 * number (a link to the carrier's page for known carriers) or "Sent untracked". Shown on every
 * view of an order: the seller's card, the buyer's lists, the order page.
 */
export function OrderDeliveryInfo({
  delivery,
  trackingNumber,
  className,
}: {
  delivery: OrderDelivery
  trackingNumber: string | null
  className?: string
}) {
  const t = useT()
  const handOver = isHandOver(delivery.option)
  const Icon = handOver ? Handshake : Truck
  const carrier = delivery.carrier && isCarrier(delivery.carrier) ? CARRIER_NAMES[delivery.carrier] : ''
  const link = trackingUrl(delivery.carrier, trackingNumber)
  return (
    <div className={className}>
      <p className="flex items-center gap-1.5 text-slate-700 text-sm" data-testid="order-delivery">
        <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span>
          {t('delivery.method', {
            method: t(deliveryLabelKey(delivery.option)),
            amount: delivery.amount ? formatEuros(delivery.amount) : t('catalog.free'),
          })}
        </span>
      </p>
      {delivery.shipped && !handOver ? (
        trackingNumber ? (
          <p className="mt-0.5 pl-5.5 text-slate-700 text-sm" data-testid="order-tracking">
            {link ? (
              <a
                href={link}
                target="_blank"
                rel="noreferrer noopener"
                className="text-brand-700 underline underline-offset-4"
              >
                {t('delivery.trackedWith', { carrier, number: trackingNumber })}
              </a>
            ) : carrier ? (
              t('delivery.trackedWith', { carrier, number: trackingNumber })
            ) : (
              t('orders.tracking', { number: trackingNumber })
            )}
          </p>
        ) : (
          <p className="mt-0.5 pl-5.5 text-amber-800 text-sm" data-testid="order-tracking">
            {t('delivery.untracked')}
          </p>
        )
      ) : null}
    </div>
  )
}
