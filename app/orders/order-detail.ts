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
  /** Given back to the buyer: paid (the ledger's refund rows) and decided but not yet paid. */
  refundedAmount: number
  /** The part of refundedAmount still on its way to the buyer's card. */
  refundPendingAmount: number
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

/**
 * An order's money as both parties see it, from what was charged and refunded (issue #26 item 6):
 * the item's price as charged (an accepted offer's amount, not the listing's price), shipping, the
 * total, what was given back, what the buyer paid in the end, and what the seller gets. A partial
 * refund comes out of the seller's share; a cancelled or refunded order pays the seller nothing
 * (docs/decisions/0031-disputes.md).
 */
export function orderFigures(
  order: Pick<
    OrderDetail,
    'status' | 'totalAmount' | 'shippingAmount' | 'commissionAmount' | 'refundedAmount'
  >,
) {
  const voided = order.status === 'cancelled' || order.status === 'refunded'
  return {
    item: order.totalAmount - order.shippingAmount,
    shipping: order.shippingAmount,
    total: order.totalAmount,
    refunded: order.refundedAmount,
    paid: order.totalAmount - order.refundedAmount,
    /** The marketplace's 5 %, given back with a full refund. */
    commission: voided ? 0 : order.commissionAmount,
    sellerNet: voided ? 0 : Math.max(0, order.totalAmount - order.commissionAmount - order.refundedAmount),
  }
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
