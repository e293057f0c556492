/**
 * Offers on a listing inside its conversation (issue #15 "Offers"). The buyer offers 50-100 % of
 * the price; the seller accepts, declines or counters (above the offer, at most the price); the
 * buyer accepts or declines a counter. Open offers expire after 48 hours; an accepted one reserves
 * the listing for its buyer for 24 hours at the agreed amount, which the cart and checkout read
 * from here (reservationJoin). One accepted offer per listing: the partial unique index
 * offers_one_reservation_idx makes two accepts at the same moment end in one reservation.
 */
import { type SQL, sql } from 'drizzle-orm'
import { consumeRateLimit } from '~/accounts/rate-limit.server'
import { declinedByFloor } from '~/catalog/price-guide/pricing-help'
import { isUuid } from '~/catalog/product'
import { clock } from '~/platform/clock.server'
import { type DatabaseOrTransaction, db, rawQuery } from '~/platform/db.server'
import { enqueue } from '~/platform/jobs/queue.server'
import { log } from '~/platform/log.server'
import { AMOUNT_PROBLEM_KEY, readAmount } from '~/ui/money'
import { appendMessage, isBlocked, lockConversation, type Refusal } from './conversations.server'
import {
  counterAmountProblem,
  eventBody,
  OFFER_HOURS,
  OFFERS_PER_LISTING_PER_DAY,
  offerAmountProblem,
  RESERVATION_HOURS,
} from './rules'

const HOUR = 3_600_000

class OfferRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.error)
  }
}

const refuse = (status: Refusal['status'], error: Refusal['error']): never => {
  throw new OfferRefused({ ok: false, status, error })
}

async function refusalOr<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof OfferRefused) return error.refusal
    // Two accepts at the same moment: the unique index lets one through.
    if (
      (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    ) {
      return { ok: false, status: 409, error: 'messages.offer.reserved' }
    }
    throw error
  }
}

/**
 * A lateral join giving each product row `p` its live reservation (r.buyer_id, r.amount) at `now`,
 * or nulls: what the cart, checkout and the payment completion read.
 */
export function reservationJoin(productId: SQL, now: Date) {
  return sql`left join lateral (
      select o.buyer_id as reserved_buyer_id, o.amount as reserved_amount from offers o
       where o.product_id = ${productId} and o.status = 'accepted' and o.reserved_until > ${now.toISOString()}::timestamptz
       limit 1) r on true`
}

/** The listing's live reservation, if any. */
export async function reservationOf(productId: string, now = clock.now()) {
  if (!isUuid(productId)) return null
  const [row] = await rawQuery<{ buyer_id: string; amount: number; reserved_until: Date | string }>(
    db(),
    sql`select buyer_id, amount, reserved_until from offers
         where product_id = ${productId} and status = 'accepted' and reserved_until > ${now.toISOString()}::timestamptz`,
  )
  return row
    ? { buyerId: row.buyer_id, amount: row.amount, reservedUntil: new Date(row.reserved_until).toISOString() }
    : null
}

interface ProductRow {
  id: string
  price: number
  status: string
  seller_id: string | null
  /** The seller's automatic decline floor (issue #29), euro cents; null for none. */
  offer_floor: number | null
}

async function lockProduct(tx: DatabaseOrTransaction, productId: string) {
  const [row] = await rawQuery<ProductRow>(
    tx,
    sql`select id, price, status, seller_id, offer_floor from products where id = ${productId} and moderation_hold is null for update`,
  )
  return row ?? null
}

/** Reservations whose 24 hours are over at `now` end (their job may not have run yet). */
async function lapseOverdue(tx: DatabaseOrTransaction, productId: string, now: Date) {
  await rawQuery(
    tx,
    sql`update offers set status = 'lapsed', updated_at = now()
         where product_id = ${productId} and status = 'accepted' and reserved_until <= ${now.toISOString()}::timestamptz`,
  )
}

/** A typed amount in cents (null when it is none), and the message when it reads two ways. */
function typedAmount(text: unknown) {
  const reading = typeof text === 'string' ? readAmount(text) : null
  return {
    cents: reading?.ok ? reading.cents : null,
    ambiguous: reading?.ok === false && reading.problem === 'ambiguous' ? AMOUNT_PROBLEM_KEY.ambiguous : null,
  }
}

/**
 * The buyer's offer of `amountText` euros in their conversation about a listing. An offer under
 * the seller's floor (issue #29) is recorded and declined at once: the buyer reads a polite notice
 * from the marketplace, and the seller is not disturbed.
 */
export async function makeOffer(
  viewerId: string,
  conversationId: string,
  amountText: unknown,
  now = clock.now(),
): Promise<{ ok: true; offerId: string; declined: boolean } | Refusal> {
  const typed = typedAmount(amountText)
  const amount = typed.cents
  const limit = await consumeRateLimit('messagesPerUser', viewerId)
  if (!limit.allowed)
    return { ok: false, status: 429, error: 'messages.error.tooMany', retryAfter: limit.retryAfter }
  return refusalOr(() =>
    db().transaction(async (tx) => {
      const conversation = await lockConversation(tx, viewerId, conversationId)
      if (!conversation) return refuse(404, 'messages.error.notFound')
      if (conversation.buyer_id !== viewerId || !conversation.product_id)
        return refuse(403, 'messages.offer.buyerOnly')
      const product = await lockProduct(tx, conversation.product_id)
      if (product?.status !== 'active' || !product.seller_id) return refuse(409, 'messages.offer.unavailable')
      if (await isBlocked(tx, viewerId, conversation.seller_id)) return refuse(403, 'messages.error.blocked')
      const problem = typed.ambiguous ?? offerAmountProblem(amount, product.price)
      if (problem || amount === null) return refuse(400, problem ?? 'messages.offer.invalid')
      await lapseOverdue(tx, product.id, now)
      const at = now.toISOString()
      await rawQuery(
        tx,
        sql`update offers set status = 'expired', updated_at = now()
             where conversation_id = ${conversation.id} and status = 'open' and expires_at <= ${at}::timestamptz`,
      )
      const [state] = await rawQuery<{ pending: number; recent: number; reserved: number }>(
        tx,
        sql`select
              (select count(*)::int from offers where conversation_id = ${conversation.id} and status in ('open', 'accepted')) as pending,
              (select count(*)::int from offers where buyer_id = ${viewerId} and product_id = ${product.id} and made_by = 'buyer'
                 and created_at > ${new Date(now.getTime() - 24 * HOUR).toISOString()}::timestamptz) as recent,
              (select count(*)::int from offers where product_id = ${product.id} and status = 'accepted') as reserved`,
      )
      if (state?.reserved) return refuse(409, 'messages.offer.reserved')
      if (state?.pending) return refuse(409, 'messages.offer.pending')
      if ((state?.recent ?? 0) >= OFFERS_PER_LISTING_PER_DAY)
        return refuse(429, 'messages.offer.tooManyOffers')
      const expiresAt = new Date(now.getTime() + OFFER_HOURS * HOUR)
      // The floor is read from the locked row, never from the request.
      const declined = declinedByFloor(amount, product.offer_floor, product.price)
      const [offer] = await rawQuery<{ id: string }>(
        tx,
        sql`insert into offers (conversation_id, product_id, buyer_id, made_by, amount, status, expires_at, created_at)
            values (${conversation.id}, ${product.id}, ${viewerId}, 'buyer', ${amount}, ${declined ? 'declined' : 'open'}, ${expiresAt.toISOString()}::timestamptz, ${at}::timestamptz)
            returning id`,
      )
      if (!offer) throw new Error('offer insert returned nothing')
      if (declined) {
        await appendMessage(
          tx,
          conversation,
          {
            senderId: viewerId,
            kind: 'offer',
            body: eventBody('messages.event.offer', amount),
            offerId: offer.id,
          },
          now,
          null,
        )
        await appendMessage(
          tx,
          conversation,
          { senderId: null, kind: 'notice', body: eventBody('pricingHelp.notice.autoDeclined', amount) },
          // A millisecond later: the thread orders by time, and the notice answers the offer.
          new Date(now.getTime() + 1),
          { recipientId: viewerId, kind: 'offer-declined' },
        )
        log.info('offers.auto_declined', { offerId: offer.id })
        return { ok: true as const, offerId: offer.id, declined: true }
      }
      await enqueue(tx, 'messages.offer-expire', { offerId: offer.id }, { startAfter: expiresAt })
      await appendMessage(
        tx,
        conversation,
        {
          senderId: viewerId,
          kind: 'offer',
          body: eventBody('messages.event.offer', amount),
          offerId: offer.id,
        },
        now,
        { recipientId: conversation.seller_id, kind: 'offer' },
      )
      log.info('offers.made', { offerId: offer.id })
      return { ok: true as const, offerId: offer.id, declined: false }
    }),
  )
}

export type OfferAnswer = 'accept' | 'decline' | 'counter'

/** The other party answers an open offer: accept, decline, or (the seller) counter with `amountText`. */
export async function answerOffer(
  viewerId: string,
  offerId: string,
  answer: OfferAnswer,
  amountText?: unknown,
  now = clock.now(),
): Promise<{ ok: true; answer: OfferAnswer } | Refusal> {
  if (!isUuid(offerId)) return { ok: false, status: 404, error: 'messages.error.notFound' }
  return refusalOr(() =>
    db().transaction(async (tx) => {
      const [found] = await rawQuery<{ conversation_id: string }>(
        tx,
        sql`select o.conversation_id from offers o join conversations c on c.id = o.conversation_id
             where o.id = ${offerId} and (c.buyer_id = ${viewerId} or c.seller_id = ${viewerId})`,
      )
      if (!found) return refuse(404, 'messages.error.notFound')
      const conversation = await lockConversation(tx, viewerId, found.conversation_id)
      if (!conversation?.product_id) return refuse(404, 'messages.error.notFound')
      const product = await lockProduct(tx, conversation.product_id)
      const [offer] = await rawQuery<{
        id: string
        made_by: 'buyer' | 'seller'
        amount: number
        status: string
        expires_at: Date | string
      }>(tx, sql`select id, made_by, amount, status, expires_at from offers where id = ${offerId} for update`)
      if (!offer) return refuse(404, 'messages.error.notFound')
      const role = conversation.buyer_id === viewerId ? 'buyer' : 'seller'
      if (offer.made_by === role) return refuse(403, 'messages.offer.notYours')
      if (offer.status !== 'open' || new Date(offer.expires_at) <= now)
        return refuse(409, 'messages.offer.closed')
      if (product?.status !== 'active' || !product.seller_id) return refuse(409, 'messages.offer.unavailable')
      const other = role === 'buyer' ? conversation.seller_id : conversation.buyer_id
      const at = now.toISOString()

      if (answer === 'decline') {
        await rawQuery(
          tx,
          sql`update offers set status = 'declined', updated_at = now() where id = ${offer.id}`,
        )
        await appendMessage(
          tx,
          conversation,
          {
            senderId: viewerId,
            kind: 'offer',
            body: eventBody('messages.event.declined', offer.amount),
            offerId: offer.id,
          },
          now,
          { recipientId: other, kind: 'offer-declined' },
        )
        return { ok: true as const, answer }
      }

      if (answer === 'counter') {
        if (role !== 'seller' || offer.made_by !== 'buyer') return refuse(403, 'messages.offer.notYours')
        const typed = typedAmount(amountText)
        const amount = typed.cents
        const problem = typed.ambiguous ?? counterAmountProblem(amount, offer.amount, product.price)
        if (problem || amount === null) return refuse(400, problem ?? 'messages.offer.invalid')
        await rawQuery(
          tx,
          sql`update offers set status = 'countered', updated_at = now() where id = ${offer.id}`,
        )
        const expiresAt = new Date(now.getTime() + OFFER_HOURS * HOUR)
        const [counter] = await rawQuery<{ id: string }>(
          tx,
          sql`insert into offers (conversation_id, product_id, buyer_id, made_by, amount, status, expires_at, created_at)
              values (${conversation.id}, ${product.id}, ${conversation.buyer_id}, 'seller', ${amount}, 'open',
                      ${expiresAt.toISOString()}::timestamptz, ${at}::timestamptz)
              returning id`,
        )
        if (!counter) throw new Error('counter insert returned nothing')
        await enqueue(tx, 'messages.offer-expire', { offerId: counter.id }, { startAfter: expiresAt })
        await appendMessage(
          tx,
          conversation,
          {
            senderId: viewerId,
            kind: 'offer',
            body: eventBody('messages.event.counter', amount),
            offerId: counter.id,
          },
          now,
          { recipientId: other, kind: 'counter' },
        )
        return { ok: true as const, answer }
      }

      // Accept: the listing is reserved for the buyer at this amount for 24 hours.
      await lapseOverdue(tx, product.id, now)
      const reservedUntil = new Date(now.getTime() + RESERVATION_HOURS * HOUR)
      await rawQuery(
        tx,
        sql`update offers set status = 'accepted', accepted_at = ${at}::timestamptz,
                   reserved_until = ${reservedUntil.toISOString()}::timestamptz, updated_at = now()
             where id = ${offer.id}`,
      )
      await enqueue(tx, 'messages.reservation-lapse', { offerId: offer.id }, { startAfter: reservedUntil })
      // The listing goes into the buyer's cart, at the agreed price (the cart reads the reservation).
      await rawQuery(
        tx,
        sql`insert into cart_items (user_id, product_id, quantity) values (${conversation.buyer_id}, ${product.id}, 1)
            on conflict (user_id, product_id) do nothing`,
      )
      await appendMessage(
        tx,
        conversation,
        {
          senderId: viewerId,
          kind: 'offer',
          body: eventBody('messages.event.accepted', offer.amount),
          offerId: offer.id,
        },
        now,
        { recipientId: other, kind: 'offer-accepted' },
      )
      log.info('offers.accepted', { offerId: offer.id })
      return { ok: true as const, answer }
    }),
  )
}

/** A marketplace notice in a conversation, to `recipientId`. */
async function notice(
  tx: DatabaseOrTransaction,
  conversationId: string,
  key: string,
  amount: number,
  recipientId: string,
  now: Date,
) {
  const [conversation] = await rawQuery<{
    id: string
    buyer_id: string
    seller_id: string
    product_id: string | null
  }>(
    tx,
    sql`select id, buyer_id, seller_id, product_id from conversations where id = ${conversationId} for update`,
  )
  if (!conversation) return
  await appendMessage(
    tx,
    conversation,
    { senderId: null, kind: 'notice', body: eventBody(key, amount) },
    now,
    {
      recipientId,
      kind: key === 'messages.notice.listingSold' ? 'listing-sold' : 'offer-expired',
    },
  )
}

/** The 48-hour deadline of an open offer (a job at its expiry; re-checks the row). */
export async function expireOfferIfDue(offerId: string, now = clock.now()) {
  return db().transaction(async (tx) => {
    const [offer] = await rawQuery<{
      conversation_id: string
      amount: number
      made_by: string
      buyer_id: string
    }>(
      tx,
      sql`update offers set status = 'expired', updated_at = now()
           where id = ${offerId} and status = 'open' and expires_at <= ${now.toISOString()}::timestamptz
       returning conversation_id, amount, made_by, buyer_id`,
    )
    if (!offer) return false
    const [conversation] = await rawQuery<{ seller_id: string }>(
      tx,
      sql`select seller_id from conversations where id = ${offer.conversation_id}`,
    )
    const maker = offer.made_by === 'buyer' ? offer.buyer_id : conversation?.seller_id
    if (maker)
      await notice(tx, offer.conversation_id, 'messages.notice.offerExpired', offer.amount, maker, now)
    return true
  })
}

/** The 24-hour end of a reservation not paid for (a job at reserved_until; re-checks the row). */
export async function lapseReservationIfDue(offerId: string, now = clock.now()) {
  return db().transaction(async (tx) => {
    const [offer] = await rawQuery<{ conversation_id: string; amount: number; buyer_id: string }>(
      tx,
      sql`update offers set status = 'lapsed', updated_at = now()
           where id = ${offerId} and status = 'accepted' and reserved_until <= ${now.toISOString()}::timestamptz
       returning conversation_id, amount, buyer_id`,
    )
    if (!offer) return false
    await notice(
      tx,
      offer.conversation_id,
      'messages.notice.reservationLapsed',
      offer.amount,
      offer.buyer_id,
      now,
    )
    log.info('offers.reservation_lapsed', { offerId })
    return true
  })
}

/**
 * The listing sold (a job queued when its order is confirmed, or when the seller marks it sold):
 * the winning buyer's accepted offer is completed, every other open or accepted offer on it is
 * declined with a notice to its buyer. A listing not sold (any more) changes nothing.
 */
export async function closeOffersOfSoldListing(productId: string, now = clock.now()) {
  return db().transaction(async (tx) => {
    const [product] = await rawQuery<{ status: string }>(
      tx,
      sql`select status from products where id = ${productId}`,
    )
    if (product?.status !== 'sold') return 0
    const [order] = await rawQuery<{ buyer_id: string | null }>(
      tx,
      sql`select buyer_id from orders where product_id = ${productId} and status <> 'cancelled' limit 1`,
    )
    // Sold without an order (the seller marked it sold): every open offer is declined.
    const winner = order?.buyer_id ?? null
    if (winner) {
      await rawQuery(
        tx,
        sql`update offers set status = 'completed', updated_at = now()
             where product_id = ${productId} and buyer_id = ${winner} and status = 'accepted'`,
      )
    }
    const declined = await rawQuery<{ conversation_id: string; amount: number; buyer_id: string }>(
      tx,
      sql`update offers set status = 'declined', updated_at = now()
           where product_id = ${productId} and status in ('open', 'accepted')
             and buyer_id is distinct from ${winner}::uuid
       returning conversation_id, amount, buyer_id`,
    )
    const seen = new Set<string>()
    for (const offer of declined) {
      if (seen.has(offer.conversation_id)) continue
      seen.add(offer.conversation_id)
      await notice(
        tx,
        offer.conversation_id,
        'messages.notice.listingSold',
        offer.amount,
        offer.buyer_id,
        now,
      )
    }
    return declined.length
  })
}
