/**
 * The deadlines of an order (issue #13 item 4; docs/decisions/0028-money-flow-and-order-deadlines.md).
 * Isomorphic: the server schedules its jobs with them, the order page shows the dates.
 */
const DAY_MS = 24 * 60 * 60 * 1000

/** A paid order must ship within 5 days, or it is cancelled and refunded. */
export const SHIP_WITHIN_DAYS = 5
/** The seller is reminded after 3 days without shipping. */
export const SHIP_REMINDER_AFTER_DAYS = 3
/** A shipped order counts as delivered 14 days after shipping unless the buyer confirmed earlier. */
export const AUTO_DELIVER_AFTER_DAYS = 14
/** After delivery the buyer has 2 days to report a problem; then the seller is paid. */
export const PROTECTION_DAYS = 2

/**
 * A parcel sent untracked that the buyer never confirmed (delivered only by the 14-day clock): the
 * buyer has this long, instead of PROTECTION_DAYS, to report a problem, "not received" included
 * (docs/decisions/0045-delivery-methods-and-untracked-shipping.md).
 */
export const UNTRACKED_PROTECTION_DAYS = 14

/** The buyer's protection window after a delivery, by how the order was delivered. */
export function protectionDaysFor(delivery: { untracked: boolean; confirmedByBuyer: boolean }) {
  return delivery.untracked && !delivery.confirmedByBuyer
    ? Math.max(UNTRACKED_PROTECTION_DAYS, PROTECTION_DAYS)
    : PROTECTION_DAYS
}

/**
 * A parcel sent without a tracking number: a postal method (or an older order without one) shipped
 * with no number. A collection or a meeting is handed over, never "untracked".
 */
export function isUntrackedShipment(order: {
  inPerson: boolean
  shippedAt: string | Date | null
  trackingNumber: string | null
}) {
  return !order.inPerson && Boolean(order.shippedAt) && !order.trackingNumber
}

export const PROBLEM_DESCRIPTION_MAX = 1000

export const daysAfter = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS)
