import { useT } from '~/i18n/react'
import { Badge } from '~/ui/badge'
import { orderStatusBadge } from '../order-status'

/** An order's status in its colour; an unknown value shows neutral, as stored (SPEC §3). */
export function OrderStatusBadge({
  status,
  deliveryOption,
}: {
  status: string
  deliveryOption?: string | null
}) {
  const t = useT()
  const { tone, label } = orderStatusBadge(status, deliveryOption)
  return (
    <Badge tone={tone} data-status={status}>
      {label ? t(label) : status}
    </Badge>
  )
}
