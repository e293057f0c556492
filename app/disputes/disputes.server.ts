/**
 * Disputes (issue #14 item 2; docs/decisions/0031-disputes.md). A buyer's problem freezes the order
 * ('disputed': no deadline completes it and no transfer is made); the seller answers within 3 days
 * (full refund, partial refund offer, ask for a return, contest); no answer, a declined or
 * unanswered offer, a contest or a return never confirmed escalates to the operator, once; the
 * operator decides. Every write names the party and the status it expects in its WHERE clause, so a
 * stranger, a repeat or a race changes nothing; deadline jobs re-check the row against the
 * injected clock. Every outcome's money goes through the orders, checkout and payouts domains, and
 * so through the ledger.
 */
import { sql } from 'drizzle-orm'
import type { ListingSnapshot } from '~/catalog/condition/listing-snapshot'
import { isUploadedImageKeyOf } from '~/catalog/image-keys'
import { recordPartialOrderRefund } from '~/checkout/refunds.server'
import { DEFAULT_LOCALE, type Locale } from '~/i18n'
import { AUTO_DELIVER_AFTER_DAYS, daysAfter } from '~/orders/order-lifecycle'
import { completeDisputedOrder, refundOrderIn } from '~/orders/order-lifecycle.server'
import { clock } from '~/platform/clock.server'
import { type DatabaseOrTransaction, db, rawQuery, type Transaction } from '~/platform/db.server'
import { enqueue } from '~/platform/jobs/queue.server'
import { log } from '~/platform/log.server'
import { auditLog } from '../../db/schema'
import { queueDisputeMail } from './dispute-emails.server'
import { offeredSubjects } from './dispute-evidence'
import { disputeEvidenceView } from './dispute-evidence.server'
import { copyPhotosToPrivate, deletePhotos, disputePhotoUrl } from './dispute-photos.server'
import {
  type DisputeActor,
  type DisputeMove,
  type DisputeOutcome,
  type DisputeStatus,
  type DisputeView,
  maxPartialRefund,
  OFFER_ANSWER_DAYS,
  type OpenDisputeInput,
  type OperatorDecision,
  RETURN_RECEIVE_DAYS,
  RETURN_SHIP_DAYS,
  SELLER_ANSWER_DAYS,
} from './disputes'

const iso = (date: Date) => date.toISOString()

export type DisputeOutcomeResult =
  | { kind: 'done' }
  /** No such order or dispute for this user (404). */
  | { kind: 'not-found' }
  /** The user is a party, but this is the other party's move (403). */
  | { kind: 'forbidden' }
  /** The right party, but not now (409): the status moved on or the deadline passed. */
  | { kind: 'conflict' }
  /** The input does not fit this order (400), with the message key to show. */
  | {
      kind: 'invalid'
      error:
        | 'disputes.error.amountTooHigh'
        | 'disputes.error.photos'
        | 'disputes.error.tooEarly'
        | 'disputes.error.subject'
    }

export type EscalationCause =
  | 'no-answer'
  | 'offer-declined'
  | 'offer-unanswered'
  | 'contested'
  | 'return-not-confirmed'

async function addEvent(
  tx: DatabaseOrTransaction,
  disputeId: string,
  actor: DisputeActor,
  kind: string,
  now: Date,
  extra: { amount?: number | null; note?: string | null } = {},
) {
  await tx.execute(
    sql`insert into dispute_events (dispute_id, actor, kind, amount, note, created_at)
        values (${disputeId}, ${actor}, ${kind}, ${extra.amount ?? null}, ${extra.note ?? null}, ${iso(now)}::timestamptz)`,
  )
}

/** The deadline of the step the dispute is in, as a job that re-checks the row when it runs. */
async function scheduleDeadline(
  tx: DatabaseOrTransaction,
  disputeId: string,
  status: DisputeStatus,
  dueAt: Date,
) {
  await enqueue(
    tx,
    'disputes.deadline',
    { disputeId, status },
    { startAfter: dueAt, dedupeKey: `dispute-deadline-${disputeId}-${status}` },
  )
}

/** Thrown inside a transaction to undo everything it wrote (a refused action changes nothing). */
class Refused extends Error {
  constructor(readonly reason: 'bad-photos' | 'not-open' | 'bad-subject') {
    super(reason)
  }
}

/**
 * The buyer reports a problem: during the protection window (any reason), or for "not received"
 * from 14 days after shipping. The order becomes 'disputed' in the same write, which is what
 * freezes its money; photos must be the buyer's own uploads not yet used elsewhere. They are
 * copied under private keys first and claimed last, in the one transaction: a refused report
 * (not the buyer's order, not open to a report, a photo already used) writes nothing and leaves
 * the uploads free to use again.
 */
export async function openDispute(
  buyerId: string,
  orderId: string,
  input: OpenDisputeInput,
  now = clock.now(),
): Promise<DisputeOutcomeResult> {
  const photos = [...new Set(input.photos)]
  // Only "not as described" has a subject (the schema drops it for the other reasons).
  const subject = input.reason === 'not-as-described' ? (input.subject ?? null) : null
  if (!photos.every((key) => isUploadedImageKeyOf(key, buyerId)))
    return { kind: 'invalid', error: 'disputes.error.photos' }
  const notReceivedFrom = daysAfter(now, -AUTO_DELIVER_AFTER_DAYS)
  const privateCopies = photos.length ? await copyPhotosToPrivate(photos) : []
  if (!privateCopies) return { kind: 'invalid', error: 'disputes.error.photos' }
  let opened: string | null = null
  let refusal: Refused['reason'] | null = null
  try {
    opened = await db().transaction(async (tx) => {
      const [order] = await rawQuery<{
        id: string
        seller_id: string | null
        listing_snapshot: ListingSnapshot | null
      }>(
        tx,
        sql`update orders
               set status = 'disputed', problem_reported_at = ${iso(now)}::timestamptz,
                   problem_description = ${input.description}, updated_at = now()
             where id = ${orderId} and buyer_id = ${buyerId}
               and ((status = 'delivered' and protection_ends_at > ${iso(now)}::timestamptz)
                 or (status = 'shipped' and ${input.reason} = 'not-received'
                     and shipped_at <= ${iso(notReceivedFrom)}::timestamptz))
         returning id, seller_id, listing_snapshot`,
      )
      if (!order) throw new Refused('not-open')
      // A component can be named only when the item was graded on it (the frozen listing says).
      if (subject && !offeredSubjects(order.listing_snapshot).includes(subject))
        throw new Refused('bad-subject')
      const dueAt = daysAfter(now, SELLER_ANSWER_DAYS)
      const [dispute] = await rawQuery<{ id: string }>(
        tx,
        sql`insert into disputes (order_id, buyer_id, seller_id, reason, subject, description, photos, status, due_at, created_at)
            values (${orderId}, ${buyerId}, ${order.seller_id}, ${input.reason}, ${subject}, ${input.description},
                    ${sql.param(privateCopies)}::text[], 'awaiting-seller',
                    ${iso(dueAt)}::timestamptz, ${iso(now)}::timestamptz)
            on conflict (order_id) do nothing
         returning id`,
      )
      if (!dispute) throw new Refused('not-open')
      if (photos.length) {
        // The buyer's unpublished uploads, each usable once: they stop counting as listing photos.
        const claimed = await rawQuery<{ key: string }>(
          tx,
          sql`update photo_uploads set discarded_at = ${iso(now)}::timestamptz
               where owner_id = ${buyerId} and product_id is null and discarded_at is null
                 and key in (${sql.join(
                   photos.map((key) => sql`${key}`),
                   sql`, `,
                 )})
           returning key`,
        )
        if (claimed.length !== photos.length) throw new Refused('bad-photos')
      }
      await addEvent(tx, dispute.id, 'buyer', 'opened', now, { note: input.description })
      await scheduleDeadline(tx, dispute.id, 'awaiting-seller', dueAt)
      await queueDisputeMail(tx, dispute.id, 'opened')
      return dispute.id
    })
  } catch (error) {
    if (!(error instanceof Refused)) {
      await deletePhotos(privateCopies)
      throw error
    }
    refusal = error.reason
  }
  if (!opened) {
    await deletePhotos(privateCopies)
    if (refusal === 'bad-photos') return { kind: 'invalid', error: 'disputes.error.photos' }
    if (refusal === 'bad-subject') return { kind: 'invalid', error: 'disputes.error.subject' }
    return refusalOpening(buyerId, orderId)
  }
  // The public uploads are no longer needed: only the private copies remain.
  await deletePhotos(photos, { withCards: true })
  log.warn('dispute.opened', { orderId, disputeId: opened, buyerId })
  return { kind: 'done' }
}

async function refusalOpening(userId: string, orderId: string): Promise<DisputeOutcomeResult> {
  const [order] = await rawQuery<{ buyer_id: string | null; status: string }>(
    db(),
    sql`select buyer_id, status from orders where id = ${orderId} and (buyer_id = ${userId} or seller_id = ${userId})`,
  )
  if (!order) return { kind: 'not-found' }
  if (order.buyer_id !== userId) return { kind: 'forbidden' }
  if (order.status === 'shipped') return { kind: 'invalid', error: 'disputes.error.tooEarly' }
  return { kind: 'conflict' }
}

interface DisputeRow {
  id: string
  order_id: string
  status: DisputeStatus
  total_amount: number
  commission_amount: number
}

/** The dispute of `orderId` if it is in one of `statuses`, locked, when `party` is `userId`. */
async function lockDispute(
  tx: Transaction,
  orderId: string,
  party: 'buyer' | 'seller',
  userId: string,
  statuses: readonly DisputeStatus[],
  now: Date,
) {
  const partyColumn = party === 'buyer' ? sql`d.buyer_id` : sql`d.seller_id`
  const [row] = await rawQuery<DisputeRow>(
    tx,
    sql`select d.id, d.order_id, d.status, o.total_amount, o.commission_amount
          from disputes d join orders o on o.id = d.order_id
         where d.order_id = ${orderId} and ${partyColumn} = ${userId}
           and d.status in (${sql.join(
             statuses.map((status) => sql`${status}`),
             sql`, `,
           )})
           and (d.due_at is null or d.due_at > ${iso(now)}::timestamptz)
           for update of d`,
  )
  return row ?? null
}

const MOVE_PARTY: Record<DisputeMove['intent'], { party: 'buyer' | 'seller'; from: DisputeStatus[] }> = {
  'dispute-refund': { party: 'seller', from: ['awaiting-seller'] },
  'dispute-offer': { party: 'seller', from: ['awaiting-seller'] },
  'dispute-return': { party: 'seller', from: ['awaiting-seller'] },
  'dispute-contest': { party: 'seller', from: ['awaiting-seller'] },
  'dispute-accept-offer': { party: 'buyer', from: ['offer-pending'] },
  'dispute-decline-offer': { party: 'buyer', from: ['offer-pending'] },
  'dispute-return-shipped': { party: 'buyer', from: ['return-requested'] },
  'dispute-return-received': { party: 'seller', from: ['return-shipped'] },
}

/** A party's move in the dispute of `orderId` (the intents of /orders/{id}). */
export async function moveDispute(
  userId: string,
  orderId: string,
  move: DisputeMove,
  now = clock.now(),
): Promise<DisputeOutcomeResult> {
  const rule = MOVE_PARTY[move.intent]
  const result = await db().transaction(async (tx): Promise<DisputeOutcomeResult | null> => {
    const dispute = await lockDispute(tx, orderId, rule.party, userId, rule.from, now)
    if (!dispute) return null
    const actor = rule.party
    switch (move.intent) {
      case 'dispute-refund':
        await resolve(tx, dispute, { outcome: 'full-refund', amount: dispute.total_amount, actor, now })
        return { kind: 'done' }
      case 'dispute-offer': {
        if (
          move.amount >
          maxPartialRefund({ totalAmount: dispute.total_amount, commissionAmount: dispute.commission_amount })
        )
          return { kind: 'invalid', error: 'disputes.error.amountTooHigh' }
        const dueAt = daysAfter(now, OFFER_ANSWER_DAYS)
        await setStatus(tx, dispute.id, 'offer-pending', dueAt, sql`offer_amount = ${move.amount}`)
        await addEvent(tx, dispute.id, actor, 'offered', now, { amount: move.amount })
        await scheduleDeadline(tx, dispute.id, 'offer-pending', dueAt)
        await queueDisputeMail(tx, dispute.id, 'offered')
        return { kind: 'done' }
      }
      case 'dispute-return': {
        const dueAt = daysAfter(now, RETURN_SHIP_DAYS)
        await setStatus(tx, dispute.id, 'return-requested', dueAt)
        await addEvent(tx, dispute.id, actor, 'return-requested', now)
        await scheduleDeadline(tx, dispute.id, 'return-requested', dueAt)
        await queueDisputeMail(tx, dispute.id, 'return-requested')
        return { kind: 'done' }
      }
      case 'dispute-contest':
        await addEvent(tx, dispute.id, actor, 'contested', now, { note: move.note })
        await escalate(tx, dispute.id, 'contested', now)
        return { kind: 'done' }
      case 'dispute-accept-offer': {
        const [offer] = await rawQuery<{ offer_amount: number }>(
          tx,
          sql`select offer_amount from disputes where id = ${dispute.id}`,
        )
        await resolve(tx, dispute, {
          outcome: 'partial-refund',
          amount: offer?.offer_amount ?? 0,
          actor,
          now,
        })
        return { kind: 'done' }
      }
      case 'dispute-decline-offer':
        await addEvent(tx, dispute.id, actor, 'offer-declined', now)
        await escalate(tx, dispute.id, 'offer-declined', now)
        return { kind: 'done' }
      case 'dispute-return-shipped': {
        const dueAt = daysAfter(now, RETURN_RECEIVE_DAYS)
        await setStatus(
          tx,
          dispute.id,
          'return-shipped',
          dueAt,
          sql`return_tracking_number = ${move.trackingNumber}, return_shipped_at = ${iso(now)}::timestamptz`,
        )
        await addEvent(tx, dispute.id, actor, 'return-shipped', now, { note: move.trackingNumber })
        await scheduleDeadline(tx, dispute.id, 'return-shipped', dueAt)
        await queueDisputeMail(tx, dispute.id, 'return-shipped')
        return { kind: 'done' }
      }
      case 'dispute-return-received':
        await addEvent(tx, dispute.id, actor, 'return-received', now)
        await resolve(tx, dispute, { outcome: 'full-refund', amount: dispute.total_amount, actor, now })
        return { kind: 'done' }
    }
  })
  if (result) {
    if (result.kind === 'done') log.info('dispute.moved', { orderId, intent: move.intent, userId })
    return result
  }
  return refusalOfMove(userId, orderId, rule.party)
}

async function refusalOfMove(
  userId: string,
  orderId: string,
  party: 'buyer' | 'seller',
): Promise<DisputeOutcomeResult> {
  const [row] = await rawQuery<{ buyer_id: string | null; seller_id: string | null }>(
    db(),
    sql`select d.buyer_id, d.seller_id from disputes d
         where d.order_id = ${orderId} and (d.buyer_id = ${userId} or d.seller_id = ${userId})`,
  )
  if (!row) {
    const [order] = await rawQuery<{ id: string }>(
      db(),
      sql`select id from orders where id = ${orderId} and (buyer_id = ${userId} or seller_id = ${userId})`,
    )
    return order ? { kind: 'conflict' } : { kind: 'not-found' }
  }
  const isParty = party === 'buyer' ? row.buyer_id === userId : row.seller_id === userId
  return isParty ? { kind: 'conflict' } : { kind: 'forbidden' }
}

async function setStatus(
  tx: DatabaseOrTransaction,
  disputeId: string,
  status: DisputeStatus,
  dueAt: Date | null,
  extra = sql``,
) {
  const assignments = extra.queryChunks.length ? sql`, ${extra}` : sql``
  await tx.execute(
    sql`update disputes set status = ${status}, due_at = ${dueAt ? iso(dueAt) : null}::timestamptz,
               updated_at = now() ${assignments}
         where id = ${disputeId}`,
  )
}

/**
 * Hands the dispute to the operator. Only once in a dispute's life: the write requires that it was
 * never escalated, so a deadline job, a decline and a contest at the same moment escalate it once.
 */
async function escalate(tx: DatabaseOrTransaction, disputeId: string, cause: EscalationCause, now: Date) {
  const [row] = await rawQuery<{ id: string }>(
    tx,
    sql`update disputes set status = 'escalated', escalated_at = ${iso(now)}::timestamptz,
               escalation_cause = ${cause}, due_at = null, updated_at = now()
         where id = ${disputeId} and escalated_at is null and status <> 'resolved'
     returning id`,
  )
  if (!row) return false
  await addEvent(tx, disputeId, 'system', 'escalated', now, { note: cause })
  await queueDisputeMail(tx, disputeId, 'escalated')
  log.warn('dispute.escalated', { disputeId, cause })
  return true
}

/**
 * Closes the dispute with its outcome and moves the money: a full refund refunds the order (and
 * reverses a transfer if there was one); a partial refund records the refund and completes the
 * order, whose transfer is then the seller's share less it; a release completes the order.
 */
async function resolve(
  tx: DatabaseOrTransaction,
  dispute: Pick<DisputeRow, 'id' | 'order_id'>,
  decision: {
    outcome: DisputeOutcome
    amount: number
    actor: DisputeActor
    now: Date
    operatorId?: string
    reason?: string
  },
) {
  const { outcome, now } = decision
  const amount = outcome === 'released' ? 0 : decision.amount
  const [row] = await rawQuery<{ id: string }>(
    tx,
    sql`update disputes set status = 'resolved', outcome = ${outcome}, refund_amount = ${amount},
               resolved_at = ${iso(now)}::timestamptz, resolved_by = ${decision.operatorId ?? null},
               resolution_reason = ${decision.reason ?? null}, due_at = null, updated_at = now()
         where id = ${dispute.id} and status <> 'resolved'
     returning id`,
  )
  if (!row) return false
  if (outcome === 'full-refund') {
    await refundOrderIn(tx, dispute.order_id, now)
  } else {
    if (outcome === 'partial-refund') await recordPartialOrderRefund(tx, dispute.order_id, amount)
    await completeDisputedOrder(tx, dispute.order_id, now)
  }
  await addEvent(tx, dispute.id, decision.actor, `resolved:${outcome}`, now, {
    amount,
    note: decision.reason ?? null,
  })
  await queueDisputeMail(tx, dispute.id, 'resolved')
  log.info('dispute.resolved', { disputeId: dispute.id, outcome, amount })
  return true
}

/**
 * The `disputes.deadline` job: the step `status` ran out. The seller's silence, an unanswered offer
 * or a return never confirmed escalates; a return the buyer never sent releases the money to the
 * seller. A dispute that moved on, or whose deadline is later than now, is left alone.
 */
export async function runDisputeDeadline(disputeId: string, status: DisputeStatus, now = clock.now()) {
  return db().transaction(async (tx) => {
    const [dispute] = await rawQuery<DisputeRow>(
      tx,
      sql`select d.id, d.order_id, d.status, o.total_amount, o.commission_amount
            from disputes d join orders o on o.id = d.order_id
           where d.id = ${disputeId} and d.status = ${status} and d.due_at <= ${iso(now)}::timestamptz
           for update of d`,
    )
    if (!dispute) return false
    if (status === 'awaiting-seller') return escalate(tx, disputeId, 'no-answer', now)
    if (status === 'offer-pending') return escalate(tx, disputeId, 'offer-unanswered', now)
    if (status === 'return-shipped') return escalate(tx, disputeId, 'return-not-confirmed', now)
    if (status === 'return-requested') {
      await addEvent(tx, disputeId, 'system', 'return-not-sent', now)
      return resolve(tx, dispute, { outcome: 'released', amount: 0, actor: 'system', now })
    }
    return false
  })
}

/** The safety net (cron): every dispute step overdue at `now` whose job went missing. */
export async function runOverdueDisputeDeadlines(now = clock.now()) {
  const overdue = await rawQuery<{ id: string; status: DisputeStatus }>(
    db(),
    sql`select id, status from disputes
         where status not in ('escalated', 'resolved') and due_at <= ${iso(now)}::timestamptz
         order by due_at limit 500`,
  )
  for (const dispute of overdue) await runDisputeDeadline(dispute.id, dispute.status, now)
  return overdue.length
}

export interface Operator {
  id: string
  email: string
}

async function audit(
  tx: DatabaseOrTransaction,
  operator: Operator,
  entry: { action: string; subjectType: 'dispute' | 'order'; subjectId: string; reason: string },
) {
  await tx.insert(auditLog).values({ actorId: operator.id, actorEmail: operator.email, ...entry })
}

export type OperatorResult = { ok: true } | { ok: false; reason: 'not-found' | 'already' | 'amount' | 'busy' }

/**
 * The operator decides an escalated dispute: full refund, partial refund (less than the seller's
 * share) or release to the seller, with a reason both parties read. One transaction with its audit
 * row; a second decision finds the dispute resolved and changes nothing.
 */
export async function decideDispute(
  operator: Operator,
  disputeId: string,
  decision: OperatorDecision,
  now = clock.now(),
): Promise<OperatorResult> {
  const result = await db().transaction(async (tx): Promise<OperatorResult> => {
    const [dispute] = await rawQuery<DisputeRow>(
      tx,
      sql`select d.id, d.order_id, d.status, o.total_amount, o.commission_amount
            from disputes d join orders o on o.id = d.order_id
           where d.id = ${disputeId} for update of d`,
    )
    if (!dispute) return { ok: false, reason: 'not-found' }
    if (dispute.status !== 'escalated') return { ok: false, reason: 'already' }
    const amount =
      decision.outcome === 'full-refund'
        ? dispute.total_amount
        : decision.outcome === 'released'
          ? 0
          : (decision.amount ?? 0)
    if (
      decision.outcome === 'partial-refund' &&
      (amount <= 0 ||
        amount >
          maxPartialRefund({
            totalAmount: dispute.total_amount,
            commissionAmount: dispute.commission_amount,
          }))
    )
      return { ok: false, reason: 'amount' }
    await resolve(tx, dispute, {
      outcome: decision.outcome,
      amount,
      actor: 'operator',
      now,
      operatorId: operator.id,
      reason: decision.reason,
    })
    await audit(tx, operator, {
      action: `dispute.${decision.outcome}`,
      subjectType: 'dispute',
      subjectId: disputeId,
      reason: decision.reason,
    })
    return { ok: true }
  })
  if (result.ok)
    log.info('dispute.decided', { disputeId, operatorId: operator.id, outcome: decision.outcome })
  return result
}

/**
 * The operator refunds a completed order from the orders console (a late claim, a chargeback
 * avoided): all of it, or part of it. After the seller was paid, a partial refund takes back exactly
 * that part of the transfer (`disputes.partial-after-transfer`: the reversal and the refund are
 * recorded in one transaction); before, it is recorded at once and the transfer will be smaller.
 */
export async function refundCompletedOrder(
  operator: Operator,
  orderId: string,
  decision: OperatorDecision,
  now = clock.now(),
): Promise<OperatorResult> {
  if (decision.outcome === 'released') return { ok: false, reason: 'already' }
  return db().transaction(async (tx): Promise<OperatorResult> => {
    // The lock first, on its own: a statement that waited for it reads what the winner committed.
    // (Counting in the locking statement itself would count from before the wait: every racer
    // would see no refund yet, and each would answer 200 with an audit row of its own.)
    const locked = await rawQuery<{ id: string }>(
      tx,
      sql`select id from orders where id = ${orderId} for update`,
    )
    if (!locked.length) return { ok: false, reason: 'not-found' }
    const [order] = await rawQuery<{
      status: string
      total_amount: number
      commission_amount: number
      transfer_status: string | null
      refunds: number
    }>(
      tx,
      sql`select o.status, o.total_amount, o.commission_amount, t.status as transfer_status,
                 ((select count(*) from refunds r where r.order_id = o.id)
                   -- one operator refund per order, even while its reversal job has not run yet
                   + (select count(*) from audit_log a where a.subject_type = 'order'
                       and a.subject_id = ${orderId} and a.action like 'order.%refund'))::int as refunds
            from orders o left join transfers t on t.order_id = o.id
           where o.id = ${orderId}`,
    )
    if (!order) return { ok: false, reason: 'not-found' }
    if (order.status !== 'completed' || order.refunds > 0) return { ok: false, reason: 'already' }
    // The transfer is being sent right now: decide once it has an answer.
    if (order.transfer_status === 'pending') return { ok: false, reason: 'busy' }
    if (decision.outcome === 'full-refund') {
      await refundOrderIn(tx, orderId, now)
    } else {
      const amount = decision.amount ?? 0
      if (
        amount <= 0 ||
        amount >
          maxPartialRefund({ totalAmount: order.total_amount, commissionAmount: order.commission_amount })
      )
        return { ok: false, reason: 'amount' }
      if (order.transfer_status === 'paid') {
        await enqueue(
          tx,
          'disputes.partial-after-transfer',
          { orderId, amount },
          { dedupeKey: `partial-after-transfer-${orderId}` },
        )
      } else {
        // Not paid yet (or waiting for payout details): the transfer is remade for the smaller share.
        await tx.execute(sql`delete from transfers where order_id = ${orderId} and status = 'waiting'`)
        await recordPartialOrderRefund(tx, orderId, amount)
        await enqueue(tx, 'payouts.transfer', { orderId }, { dedupeKey: `transfer-after-refund-${orderId}` })
      }
    }
    await audit(tx, operator, {
      action: `order.${decision.outcome}`,
      subjectType: 'order',
      subjectId: orderId,
      reason: decision.reason,
    })
    return { ok: true }
  })
}

interface DisputeViewRow {
  id: string
  order_id: string
  reason: DisputeView['reason']
  subject: DisputeView['subject']
  listing_snapshot: ListingSnapshot | null
  description: string
  photos: string[]
  status: DisputeStatus
  due_at: Date | string | null
  offer_amount: number | null
  return_tracking_number: string | null
  escalated_at: Date | string | null
  escalation_cause: string | null
  outcome: DisputeOutcome | null
  refund_amount: number | null
  resolution_reason: string | null
  resolved_at: Date | string | null
  created_at: Date | string
}

const isoOrNull = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

/** The dispute rows `where` selects, with their timelines, as the pages show them. */
async function readDisputeViews(
  database: DatabaseOrTransaction,
  where: ReturnType<typeof sql>,
  locale: Locale,
) {
  const rows = await rawQuery<DisputeViewRow>(
    database,
    sql`select d.id, d.order_id, d.reason, d.subject, d.description, d.photos, d.status, d.due_at, d.offer_amount,
               d.return_tracking_number, d.escalated_at, d.escalation_cause, d.outcome, d.refund_amount,
               d.resolution_reason, d.resolved_at, d.created_at, o.listing_snapshot
          from disputes d join orders o on o.id = d.order_id where ${where}`,
  )
  if (rows.length === 0) return []
  const events = await rawQuery<{
    dispute_id: string
    actor: DisputeActor
    kind: string
    amount: number | null
    note: string | null
    created_at: Date | string
  }>(
    database,
    sql`select dispute_id, actor, kind, amount, note, created_at from dispute_events
         where dispute_id in (${sql.join(
           rows.map((row) => sql`${row.id}::uuid`),
           sql`, `,
         )})
         order by created_at, id`,
  )
  return rows.map(
    (row): DisputeView => ({
      id: row.id,
      orderId: row.order_id,
      reason: row.reason,
      subject: row.subject,
      // The listing as paid for (issue #28), compared with the buyer's photos.
      evidence: disputeEvidenceView(row.listing_snapshot, row.reason, row.subject, locale),
      description: row.description,
      // Only the access-checked address: the storage key stays on the server.
      photos: row.photos.map((_, index) => ({
        key: `${row.id}-${index}`,
        url: disputePhotoUrl(row.id, index),
      })),
      status: row.status,
      dueAt: isoOrNull(row.due_at),
      offerAmount: row.offer_amount,
      returnTrackingNumber: row.return_tracking_number,
      escalatedAt: isoOrNull(row.escalated_at),
      escalationCause: row.escalation_cause,
      outcome: row.outcome,
      refundAmount: row.refund_amount,
      resolutionReason: row.resolution_reason,
      resolvedAt: isoOrNull(row.resolved_at),
      createdAt: new Date(row.created_at).toISOString(),
      events: events
        .filter((event) => event.dispute_id === row.id)
        .map((event) => ({
          actor: event.actor,
          kind: event.kind,
          amount: event.amount,
          note: event.note,
          at: new Date(event.created_at).toISOString(),
        })),
    }),
  )
}

/** The dispute of an order, for its buyer or seller only (anyone else: null). */
export async function readDisputeForParty(userId: string, orderId: string, locale: Locale = DEFAULT_LOCALE) {
  const [view] = await readDisputeViews(
    db(),
    sql`d.order_id = ${orderId} and (d.buyer_id = ${userId} or d.seller_id = ${userId})`,
    locale,
  )
  return view ?? null
}

/** A dispute by id, for the operator's console (the caller checked the operator). */
export async function readDisputeById(disputeId: string, locale: Locale = DEFAULT_LOCALE) {
  const [view] = await readDisputeViews(db(), sql`d.id = ${disputeId}`, locale)
  return view ?? null
}

/**
 * What the buyer of `orderId` can say is not as described (issue #28): the components the item was
 * graded on, then not genuine, wrong spec, missing item. Empty for anyone but the buyer.
 */
export async function disputeSubjectsFor(buyerId: string, orderId: string) {
  const [order] = await rawQuery<{ listing_snapshot: ListingSnapshot | null }>(
    db(),
    sql`select listing_snapshot from orders where id = ${orderId} and buyer_id = ${buyerId}`,
  )
  return order ? offeredSubjects(order.listing_snapshot) : []
}
