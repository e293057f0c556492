import { isInPerson } from '~/catalog/delivery'
import type { BadgeTone } from '~/catalog/product-status'
import type { MessageKey } from '~/i18n'

const ORDER_STATUS: Record<string, { tone: BadgeTone | 'red'; label: MessageKey }> = {
  pending: { tone: 'amber', label: 'orders.status.pending' },
  confirmed: { tone: 'blue', label: 'orders.status.confirmed' },
  shipped: { tone: 'blue', label: 'orders.status.shipped' },
  delivered: { tone: 'green', label: 'orders.status.delivered' },
  completed: { tone: 'green', label: 'orders.status.completed' },
  disputed: { tone: 'amber', label: 'orders.status.disputed' },
  refunded: { tone: 'red', label: 'orders.status.refunded' },
  cancelled: { tone: 'red', label: 'orders.status.cancelled' },
}

/**
 * SPEC §3 order statuses with a colour each; any other value is shown neutral (grey, as stored).
 * A collection or meeting that left the seller's hands is "Handed over", not "Shipped".
 */
export function orderStatusBadge(
  status: string,
  deliveryOption?: string | null,
): { tone: BadgeTone | 'red'; label: MessageKey | null } {
  if (status === 'shipped' && isInPerson(deliveryOption))
    return { tone: 'blue', label: 'delivery.status.handedOver' }
  return ORDER_STATUS[status] ?? { tone: 'grey', label: null }
}
