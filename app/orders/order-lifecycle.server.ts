/**
 * The order's deadlines as jobs on the injected clock (issue #13 item 4; the deadline pattern of
 * docs/decisions/0026-job-queue-and-outbox.md, used as docs/decisions/0028-money-flow-and-order-deadlines.md
 * describes):
 *
 *   confirmed ──(3 days: reminder)──(5 days: cancelled + refunded)
 *   shipped ──(14 days: delivered)
 *   delivered ──(2 days: completed, the seller's transfer)
 *
 * Each row carries its deadline; the job is enqueued for it in the transaction that sets it; the
 * handler re-checks the row against the clock in one conditional write, so a job that runs early,
 * twice, or after the buyer or seller acted changes nothing. A cron sweep catches rows whose job
 * went missing.
 */
import { sql } from 'drizzle-orm'
import { invalidateBrowseCache } from '~/catalog/browse.server'
import { IN_PERSON_OPTIONS } from '~/catalog/delivery'
import { clock } from '~/platform/clock.server'
import { type DatabaseOrTransaction, db, rawQuery, type Transaction } from '~/platform/db.server'
import { enqueue } from '~/platform/jobs/queue.server'
import { log } from '~/platform/log.server'
import { queueOrderNotice } from './order-emails.server'
import {
  AUTO_DELIVER_AFTER_DAYS,
  daysAfter,
  protectionDaysFor,
  SHIP_REMINDER_AFTER_DAYS,
  SHIP_WITHIN_DAYS,
} from './order-lifecycle'

const iso = (date: Date) => date.toISOString()

/**
 * The `orders.schedule-deadlines` job the checkout queues in the transaction that confirms a
 * checkout's orders (stamped `confirmed_at`): each gets its ship-by date, the seller's reminder and
 * the deadline, counted from its confirmation.
 */
export async function scheduleCheckoutDeadlines(checkoutId: string) {
  await db().transaction(async (tx) => {
    const rows = await rawQuery<{ id: string; confirmed_at: Date | string }>(
      tx,
      sql`select id, confirmed_at from orders
           where checkout_session_id = ${checkoutId} and confirmed_at is not null and ship_by is null`,
    )
    for (const row of rows) await scheduleConfirmedOrder(tx, row.id, new Date(row.confirmed_at))
  })
}

async function scheduleConfirmedOrder(tx: Transaction, orderId: string, now: Date) {
  const shipBy = daysAfter(now, SHIP_WITHIN_DAYS)
  await tx.execute(
    sql`update orders set ship_by = ${iso(shipBy)}::timestamptz where id = ${orderId} and ship_by is null`,
  )
  await enqueue(
    tx,
    'orders.ship-reminder',
    { orderId },
    { startAfter: daysAfter(now, SHIP_REMINDER_AFTER_DAYS), dedupeKey: `ship-reminder-${orderId}` },
  )
  await enqueue(
    tx,
    'orders.ship-deadline',
    { orderId },
    { startAfter: shipBy, dedupeKey: `ship-deadline-${orderId}` },
  )
}

/** Three days in and still not shipped: the seller is reminded (once). */
export async function remindSellerIfDue(orderId: string, now = clock.now()) {
  const remindFrom = daysAfter(now, SHIP_WITHIN_DAYS - SHIP_REMINDER_AFTER_DAYS)
  await db().transaction(async (tx) => {
    const [due] = await rawQuery<{ id: string }>(
      tx,
      sql`select id from orders where id = ${orderId} and status = 'confirmed'
             and ship_by <= ${iso(remindFrom)}::timestamptz and ship_by > ${iso(now)}::timestamptz`,
    )
    if (due) await queueOrderNotice(tx, orderId, 'ship-reminder')
  })
}

/**
 * The ship-by deadline: an order still confirmed is cancelled, its listing back on sale, the buyer
 * refunded in full (the checkout's refund job) and both parties told.
 */
export async function cancelUnshippedIfDue(orderId: string, now = clock.now()) {
  const cancelled = await db().transaction(async (tx) => {
    const [row] = await rawQuery<{ product_id: string | null; checkout_session_id: string | null }>(
      tx,
      sql`update orders set status = 'cancelled', cancelled_at = ${iso(now)}::timestamptz, updated_at = now()
           where id = ${orderId} and status = 'confirmed' and ship_by <= ${iso(now)}::timestamptz
       returning product_id, checkout_session_id`,
    )
    if (!row) return false
    await afterCancel(tx, orderId, row)
    await queueOrderNotice(tx, orderId, 'auto-cancelled-buyer')
    await queueOrderNotice(tx, orderId, 'auto-cancelled-seller')
    return true
  })
  if (cancelled) {
    invalidateBrowseCache()
    log.info('order.auto_cancelled', { orderId })
  }
  return cancelled
}

/** What every cancellation does next to the status: the listing back on sale, the refund queued. */
export async function afterCancel(
  tx: DatabaseOrTransaction,
  orderId: string,
  row: { product_id: string | null; checkout_session_id: string | null },
) {
  if (row.product_id) {
    await tx.execute(
      // A listing held by the operator (removed, or its seller suspended) is not put back on sale.
      sql`update products set status = case when moderation_hold is null then 'active' else 'inactive' end,
                 updated_at = now()
           where id = ${row.product_id} and status = 'sold'`,
    )
  }
  if (row.checkout_session_id) await enqueue(tx, 'checkout.refund-order', { orderId })
}

/** Shipped: delivery counts as confirmed 14 days later unless the buyer confirms first. */
export async function scheduleAutoDelivery(tx: Transaction, orderId: string, shippedAt: Date) {
  await enqueue(
    tx,
    'orders.auto-deliver',
    { orderId },
    { startAfter: daysAfter(shippedAt, AUTO_DELIVER_AFTER_DAYS), dedupeKey: `auto-deliver-${orderId}` },
  )
}

/** SQL: the order is a parcel sent untracked (app/orders/order-lifecycle.ts isUntrackedShipment). */
const untrackedShipment = sql`(tracking_number is null and coalesce(shipping_option, '') not in (${sql.join(
  IN_PERSON_OPTIONS.map((option) => sql`${option}`),
  sql`, `,
)}))`

/**
 * Delivered (by the buyer, or by the deadline when `due` is set): the protection window opens and
 * its end is scheduled. A parcel sent untracked and delivered only by the deadline gets the longer
 * window (docs/decisions/0045-delivery-methods-and-untracked-shipping.md). True when this call
 * moved the order.
 */
export async function markDelivered(
  tx: Transaction,
  orderId: string,
  now: Date,
  who: { buyerId: string } | { due: true },
) {
  const confirmedByBuyer = 'buyerId' in who
  const usual = daysAfter(now, protectionDaysFor({ untracked: false, confirmedByBuyer }))
  const untracked = daysAfter(now, protectionDaysFor({ untracked: true, confirmedByBuyer }))
  const condition = confirmedByBuyer
    ? sql`buyer_id = ${who.buyerId}`
    : sql`shipped_at <= ${iso(daysAfter(now, -AUTO_DELIVER_AFTER_DAYS))}::timestamptz`
  const [row] = await rawQuery<{ id: string; protection_ends_at: Date | string }>(
    tx,
    sql`update orders set status = 'delivered', delivered_at = ${iso(now)}::timestamptz,
               protection_ends_at = case when ${untrackedShipment} then ${iso(untracked)}::timestamptz
                                         else ${iso(usual)}::timestamptz end,
               updated_at = now()
         where id = ${orderId} and status = 'shipped' and ${condition}
     returning id, protection_ends_at`,
  )
  if (!row) return false
  await enqueue(
    tx,
    'orders.protection-end',
    { orderId },
    { startAfter: new Date(row.protection_ends_at), dedupeKey: `protection-end-${orderId}` },
  )
  await queueOrderNotice(tx, orderId, 'delivered-buyer')
  await queueOrderNotice(tx, orderId, 'delivered-seller')
  return true
}

export async function autoDeliverIfDue(orderId: string, now = clock.now()) {
  const moved = await db().transaction((tx) => markDelivered(tx, orderId, now, { due: true }))
  if (moved) log.info('order.auto_delivered', { orderId })
  return moved
}

/**
 * Completed (the buyer's "all good", or the end of the protection window when `due` is set): the
 * seller's transfer is queued. One conditional write decides, so the buyer's click and the window's
 * job at the same moment complete the order once; the transfer job is deduplicated by order too.
 */
export async function completeOrder(
  tx: Transaction,
  orderId: string,
  now: Date,
  who: { buyerId: string } | { due: true },
) {
  const condition =
    'buyerId' in who ? sql`buyer_id = ${who.buyerId}` : sql`protection_ends_at <= ${iso(now)}::timestamptz`
  const [row] = await rawQuery<{ id: string }>(
    tx,
    sql`update orders set status = 'completed', completed_at = ${iso(now)}::timestamptz, updated_at = now()
         where id = ${orderId} and status = 'delivered' and ${condition}
     returning id`,
  )
  if (!row) return false
  await enqueue(tx, 'payouts.transfer', { orderId }, { dedupeKey: `transfer-${orderId}` })
  await queueOrderNotice(tx, orderId, 'completed-seller')
  // Buyer and seller may now review each other (the reviews domain's job, by name).
  await enqueue(tx, 'reviews.due', { orderId }, { dedupeKey: `reviews-due-${orderId}` })
  return true
}

export async function completeIfProtectionEnded(orderId: string, now = clock.now()) {
  const completed = await db().transaction((tx) => completeOrder(tx, orderId, now, { due: true }))
  if (completed) log.info('order.completed', { orderId, by: 'protection-window' })
  return completed
}

/** The safety net (cron): every deadline overdue at `now` whose job went missing. */
export async function runOverdueOrderDeadlines(now = clock.now()) {
  const overdue = await rawQuery<{ id: string; status: string }>(
    db(),
    sql`select id, status from orders
         where (status = 'confirmed' and ship_by <= ${iso(now)}::timestamptz)
            or (status = 'shipped' and shipped_at <= ${iso(daysAfter(now, -AUTO_DELIVER_AFTER_DAYS))}::timestamptz)
            or (status = 'delivered' and protection_ends_at <= ${iso(now)}::timestamptz)
         order by updated_at limit 500`,
  )
  for (const order of overdue) {
    if (order.status === 'confirmed') await cancelUnshippedIfDue(order.id, now)
    else if (order.status === 'shipped') await autoDeliverIfDue(order.id, now)
    else await completeIfProtectionEnded(order.id, now)
  }
  return overdue.length
}

/**
 * Gives a delivered, completed or disputed order's whole amount back (the operator's console and
 * the disputes domain, docs/decisions/0031-disputes.md): the refund is paid through the checkout's
 * provider and, when the seller was paid, the transfer is reversed; money still waiting for the
 * seller's payout details simply stops waiting.
 */
export async function refundOrder(orderId: string, now = clock.now()) {
  return db().transaction((tx) => refundOrderIn(tx, orderId, now))
}

/** `refundOrder` in the caller's transaction (a dispute's outcome is written with it). */
export async function refundOrderIn(tx: DatabaseOrTransaction, orderId: string, now: Date) {
  const [row] = await rawQuery<{ id: string; checkout_session_id: string | null }>(
    tx,
    sql`update orders set status = 'refunded', refunded_at = ${iso(now)}::timestamptz, updated_at = now()
         where id = ${orderId} and status in ('delivered', 'completed', 'disputed')
     returning id, checkout_session_id`,
  )
  if (!row) return false
  await tx.execute(sql`delete from transfers where order_id = ${orderId} and status = 'waiting'`)
  if (row.checkout_session_id) await enqueue(tx, 'checkout.refund-order', { orderId })
  await enqueue(tx, 'payouts.reverse-transfer', { orderId }, { dedupeKey: `reverse-${orderId}` })
  log.info('order.refunded', { orderId })
  return true
}

/**
 * A disputed order the parties or the operator settled with the seller keeping some or all of the
 * money: completed, and the seller's transfer queued (less a partial refund, which the caller
 * records first; app/payouts/transfers.server.ts subtracts it).
 */
export async function completeDisputedOrder(tx: DatabaseOrTransaction, orderId: string, now: Date) {
  const [row] = await rawQuery<{ id: string }>(
    tx,
    sql`update orders set status = 'completed', completed_at = ${iso(now)}::timestamptz, updated_at = now()
         where id = ${orderId} and status = 'disputed'
     returning id`,
  )
  if (!row) return false
  await enqueue(tx, 'payouts.transfer', { orderId }, { dedupeKey: `transfer-${orderId}` })
  return true
}
