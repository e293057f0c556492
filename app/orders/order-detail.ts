/** One order as its page (/orders/{id}) shows it: amounts, dates and what comes next. */
export interface OrderDetail {
  id: string
  status: string
  party: 'buyer' | 'seller'
  /** Euro cents. */
  totalAmount: number
  shippingAmount: number
  shippingOption: string | null
  commissionAmount: number
  trackingNumber: string | null
  carrier: string | null
  product: { id: string; name: string; brand: string; imageUrl: string | null } | null
  /** ISO dates; null when that step has not happened (or has no date yet). */
  createdAt: string
  confirmedAt: string | null
  shipBy: string | null
  shippedAt: string | null
  deliveredAt: string | null
  protectionEndsAt: string | null
  completedAt: string | null
  problemReportedAt: string | null
  cancelledAt: string | null
  refundedAt: string | null
}

export type TimelineStep =
  | 'paid'
  | 'shipBy'
  | 'shipped'
  | 'delivered'
  | 'protectionEnds'
  | 'problem'
  | 'completed'
  | 'cancelled'
  | 'refunded'

export interface TimelineEntry {
  step: TimelineStep
  date: string | null
  /** Done (a past event) or expected (a deadline still ahead). */
  done: boolean
}

/** The timeline of an order, in the order things happen; deadlines show until they pass. */
export function orderTimeline(order: OrderDetail): TimelineEntry[] {
  const entries: TimelineEntry[] = [{ step: 'paid', date: order.confirmedAt ?? order.createdAt, done: true }]
  if (order.shipBy && !order.shippedAt && order.status === 'confirmed') {
    entries.push({ step: 'shipBy', date: order.shipBy, done: false })
  }
  if (order.shippedAt) entries.push({ step: 'shipped', date: order.shippedAt, done: true })
  if (order.deliveredAt) entries.push({ step: 'delivered', date: order.deliveredAt, done: true })
  if (order.problemReportedAt) entries.push({ step: 'problem', date: order.problemReportedAt, done: true })
  if (order.protectionEndsAt && !order.problemReportedAt) {
    entries.push({ step: 'protectionEnds', date: order.protectionEndsAt, done: order.status !== 'delivered' })
  }
  if (order.completedAt) entries.push({ step: 'completed', date: order.completedAt, done: true })
  if (order.cancelledAt) entries.push({ step: 'cancelled', date: order.cancelledAt, done: true })
  if (order.refundedAt) entries.push({ step: 'refunded', date: order.refundedAt, done: true })
  return entries
}
