/**
 * Executes the moves of app/orders/order-transitions.ts. Each write names the user's role and the
 * allowed current status in its WHERE clause, so a forged id, a stranger or a race changes nothing;
 * only when no row changed do we read the order to say why (not found, forbidden, or conflict).
 */

import { sql } from 'drizzle-orm'
import { invalidateBrowseCache } from '~/catalog/browse.server'
import { isInPerson } from '~/catalog/delivery'
import type { MessageKey } from '~/i18n'
import { clock } from '~/platform/clock.server'
import { type DatabaseOrTransaction, db, rawQuery } from '~/platform/db.server'
import { log } from '~/platform/log.server'
import { queueOrderNotice, queueOrderShippedMail } from './order-emails.server'
import { afterCancel, completeOrder, markDelivered, scheduleAutoDelivery } from './order-lifecycle.server'
import {
  moveVerdict,
  ORDER_MOVE_RULES,
  type OrderMoveInput,
  partiesOf,
  shipmentProblem,
} from './order-transitions'

/** What a refund needs to know about a cancelled order. */
export interface CancelledOrder {
  id: string
  /** Null for orders made before checkouts were recorded: nothing to refund through a provider. */
  checkoutSessionId: string | null
  /** Euro cents. */
  totalAmount: number
}

export type OrderTransitionOutcome =
  | {
      kind: 'done'
      move: 'ship'
      orderId: string
      trackingNumber: string | null
      /** Collected or met: the seller handed it over (nothing was posted). */
      handedOver: boolean
    }
  | { kind: 'done'; move: 'deliver' | 'accept'; orderId: string }
  | { kind: 'done'; move: 'cancel'; orderId: string; cancelled: CancelledOrder }
  /** The order does not exist or the user is neither its buyer nor its seller (answer 404). */
  | { kind: 'not-found' }
  /** The user is a party but this move is the other party's (answer 403). */
  | { kind: 'forbidden' }
  /** The right party, but the order's status does not allow the move now (answer 409). */
  | { kind: 'conflict'; status: string }
  /** What was sent does not fit the order (a parcel without its tracking; answer 400). */
  | { kind: 'invalid'; error: MessageKey }

const statusList = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )

export async function moveOrder(
  userId: string,
  orderId: string,
  input: OrderMoveInput,
  now = clock.now(),
): Promise<OrderTransitionOutcome> {
  const rule = ORDER_MOVE_RULES[input.intent]
  const at = now.toISOString()
  if (input.intent === 'ship') {
    const result = await db().transaction(async (tx) => {
      // The order's delivery method decides what the seller must give: read under the same lock
      // and party rule as the write, so a stranger learns nothing here.
      const [order] = await rawQuery<{ shipping_option: string | null }>(
        tx,
        sql`select shipping_option from orders
             where id = ${orderId} and seller_id = ${userId} and status in (${statusList(rule.from)})
             for update`,
      )
      if (!order) return null
      const inPerson = isInPerson(order.shipping_option)
      const problem = shipmentProblem(inPerson, input)
      if (problem) return { invalid: problem }
      // Handed over in person: nothing to track. A parcel: its carrier and number, or untracked.
      const trackingNumber = inPerson || input.untracked ? null : input.trackingNumber
      const carrier = inPerson || input.untracked ? null : input.carrier
      const [shipped] = await rawQuery<{ id: string; tracking_number: string | null }>(
        tx,
        sql`update orders
               set status = 'shipped', shipped_at = ${at}::timestamptz, updated_at = now(),
                   tracking_number = ${trackingNumber}, carrier = ${carrier}
             where id = ${orderId} and seller_id = ${userId} and status in (${statusList(rule.from)})
         returning id, tracking_number`,
      )
      // The buyer hears about it once the move is committed, and only then.
      if (shipped) {
        await queueOrderShippedMail(tx, orderId)
        await scheduleAutoDelivery(tx, orderId, now)
      }
      return shipped ? { shipped, inPerson } : null
    })
    if (result?.invalid) return { kind: 'invalid', error: result.invalid }
    if (result?.shipped) {
      log.info('order.shipped', { orderId, sellerId: userId, handedOver: result.inPerson })
      return {
        kind: 'done',
        move: 'ship',
        orderId,
        trackingNumber: result.shipped.tracking_number,
        handedOver: result.inPerson,
      }
    }
  } else if (input.intent === 'deliver') {
    const moved = await db().transaction((tx) => markDelivered(tx, orderId, now, { buyerId: userId }))
    if (moved) {
      log.info('order.delivered', { orderId, buyerId: userId })
      return { kind: 'done', move: 'deliver', orderId }
    }
  } else if (input.intent === 'accept') {
    const completed = await db().transaction((tx) => completeOrder(tx, orderId, now, { buyerId: userId }))
    if (completed) {
      log.info('order.completed', { orderId, by: 'buyer' })
      return { kind: 'done', move: 'accept', orderId }
    }
  } else {
    const cancelled = await db().transaction(async (tx) => {
      const order = await cancelOrder(tx, userId, orderId, rule.from, now)
      if (order) {
        await queueOrderNotice(tx, orderId, 'cancelled-buyer')
        await queueOrderNotice(tx, orderId, 'cancelled-seller')
      }
      return order
    })
    if (cancelled) {
      invalidateBrowseCache()
      log.info('order.cancelled', { orderId, userId })
      return { kind: 'done', move: 'cancel', orderId, cancelled }
    }
  }
  return refusalOf(userId, orderId, input.intent)
}

/**
 * Cancels the order and, in the same transaction, puts its product back on sale if it is marked
 * sold (the live-order index allows a new order once this one is cancelled) and queues the refund
 * of a paid order through the provider that took it (the checkout domain's job).
 */
async function cancelOrder(
  tx: DatabaseOrTransaction,
  userId: string,
  orderId: string,
  from: readonly string[],
  now: Date,
): Promise<CancelledOrder | null> {
  const [row] = await rawQuery<{
    id: string
    product_id: string | null
    checkout_session_id: string | null
    total_amount: number
  }>(
    tx,
    sql`update orders
           set status = 'cancelled', cancelled_at = ${now.toISOString()}::timestamptz, updated_at = now()
         where id = ${orderId} and (buyer_id = ${userId} or seller_id = ${userId})
           and status in (${statusList(from)})
     returning id, product_id, checkout_session_id, total_amount`,
  )
  if (!row) return null
  await afterCancel(tx, orderId, row)
  return { id: row.id, checkoutSessionId: row.checkout_session_id, totalAmount: row.total_amount }
}

/** Why nothing changed: read after the refused write, with the same party rule the write used. */
async function refusalOf(
  userId: string,
  orderId: string,
  move: OrderMoveInput['intent'],
): Promise<OrderTransitionOutcome> {
  const [order] = await rawQuery<{ buyer_id: string | null; seller_id: string | null; status: string }>(
    db(),
    sql`select buyer_id, seller_id, status from orders
         where id = ${orderId} and (buyer_id = ${userId} or seller_id = ${userId})`,
  )
  if (!order) return { kind: 'not-found' }
  const parties = partiesOf({ buyerId: order.buyer_id, sellerId: order.seller_id }, userId)
  const verdict = moveVerdict(move, parties, order.status)
  if (verdict === 'forbidden') return { kind: 'forbidden' }
  // 'allowed' here means the order changed between the write and this read: still a conflict.
  return { kind: 'conflict', status: order.status }
}
