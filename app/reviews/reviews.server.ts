/**
 * Reviews after a completed order (issue #16, docs/decisions/0033-reviews-and-ratings.md).
 *
 * Every write names the author in its WHERE clause (a party of the order, or the subject of the
 * review for a reply). A review is hidden (revealed_at null) until the other party's review is
 * written too, or REVEAL_AFTER_DAYS after it was written (the `reviews.reveal` job, on the injected
 * clock, and a cron sweep behind it). Every read for anyone but the author asks for
 * `revealed_at is not null`, so a hidden review never reaches another user's page or data.
 * The reveal adds the review to its subject's row of user_ratings in the same transaction: the
 * rating every card shows is read by primary key, never computed per card.
 */
import { sql } from 'drizzle-orm'
import { invalidateBrowseCache } from '~/catalog/browse.server'
import { GRADED_COMPONENTS, type Grades, gradesOf } from '~/catalog/condition/grades'
import {
  type DescribedAnswers,
  describedAnswersFor,
  describedShare,
  isConfirmedAsDescribed,
} from '~/catalog/condition/trust'
import { sellerDisplayName } from '~/catalog/seller-display'
import { daysAfter } from '~/orders/order-lifecycle'
import { clock } from '~/platform/clock.server'
import { db, rawQuery, type Transaction } from '~/platform/db.server'
import { enqueue } from '~/platform/jobs/queue.server'
import { log } from '~/platform/log.server'
import {
  type GradedPart,
  type OrderReviews,
  REVEAL_AFTER_DAYS,
  REVIEW_WINDOW_DAYS,
  type ReviewOutcome,
  type ReviewRole,
  type ReviewView,
} from './reviews'

const iso = (date: Date) => date.toISOString()
const isoOrNull = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

interface ReviewRow {
  id: string
  author_role: ReviewRole
  author_name: string | null
  author_surname: string | null
  rating: number
  comment: string | null
  reply: string | null
  created_at: Date | string
  replied_at: Date | string | null
  revealed_at: Date | string | null
  described_head: boolean | null
  described_shaft: boolean | null
  described_grip: boolean | null
}

const REVIEW_COLUMNS = sql`r.id, r.author_role, ap.name as author_name, ap.surname as author_surname, r.rating,
  r.comment, r.reply, r.created_at, r.replied_at, r.revealed_at, r.described_head, r.described_shaft,
  r.described_grip`

function describedOf(row: Pick<ReviewRow, 'described_head' | 'described_shaft' | 'described_grip'>) {
  const described: DescribedAnswers = {}
  if (row.described_head !== null) described.head = row.described_head
  if (row.described_shaft !== null) described.shaft = row.described_shaft
  if (row.described_grip !== null) described.grip = row.described_grip
  return described
}

function toView(row: ReviewRow): ReviewView {
  return {
    id: row.id,
    authorRole: row.author_role,
    authorName: sellerDisplayName(row.author_name, row.author_surname),
    rating: row.rating,
    comment: row.comment,
    reply: row.reply,
    createdAt: new Date(row.created_at).toISOString(),
    repliedAt: isoOrNull(row.replied_at),
    revealed: row.revealed_at !== null,
    verifiedPurchase: true,
    described: describedOf(row),
  }
}

/**
 * The grades the buyer was promised (issue #28): the listing as frozen at payment when the order
 * has its snapshot, otherwise the listing's current grades; null for an item that was not graded.
 */
async function gradesOfOrder(
  tx: Transaction | ReturnType<typeof db>,
  orderId: string,
): Promise<Grades | null> {
  const [row] = await rawQuery<{
    snapshot_grades: Partial<Grades> | null
    has_snapshot: boolean
    grade_head: number | null
    grade_shaft: number | null
    grade_grip: number | null
  }>(
    tx,
    sql`select o.listing_snapshot -> 'grades' as snapshot_grades, o.listing_snapshot is not null as has_snapshot,
               ps.grade_head, ps.grade_shaft, ps.grade_grip
          from orders o left join product_specs ps on ps.product_id = o.product_id
         where o.id = ${orderId}`,
  )
  if (!row) return null
  if (row.has_snapshot) {
    const frozen = row.snapshot_grades
    return frozen ? gradesOf({ head: frozen.head, shaft: frozen.shaft, grip: frozen.grip }) : null
  }
  return gradesOf({ head: row.grade_head, shaft: row.grade_shaft, grip: row.grade_grip })
}

function gradedParts(grades: Grades | null): GradedPart[] {
  return grades ? GRADED_COMPONENTS.map((component) => ({ component, grade: grades[component] })) : []
}

interface PartyRow {
  buyer_id: string | null
  seller_id: string | null
  status: string
  completed_at: Date | string | null
}

/** The end of an order's review window, or null when it cannot be reviewed (not completed). */
function windowEnd(order: PartyRow) {
  return order.status === 'completed' && order.completed_at
    ? daysAfter(new Date(order.completed_at), REVIEW_WINDOW_DAYS)
    : null
}

/**
 * `userId` reviews the other party of order `orderId`. The order row is locked first, so two
 * parties reviewing at the same moment see each other's review and the pair is revealed once.
 */
export async function submitReview(
  userId: string,
  orderId: string,
  input: {
    rating: number
    comment: string | null
    describedHead?: boolean
    describedShaft?: boolean
    describedGrip?: boolean
  },
  now = clock.now(),
): Promise<ReviewOutcome> {
  const outcome = await db().transaction(async (tx): Promise<ReviewOutcome & { revealed?: boolean }> => {
    const [order] = await rawQuery<PartyRow>(
      tx,
      sql`select buyer_id, seller_id, status, completed_at from orders
           where id = ${orderId} and (buyer_id = ${userId} or seller_id = ${userId})
           for update`,
    )
    if (!order) return { kind: 'not-found' }
    const end = windowEnd(order)
    if (!end || now >= end) return { kind: 'closed' }
    const role: ReviewRole = order.buyer_id === userId ? 'buyer' : 'seller'
    const subjectId = role === 'buyer' ? order.seller_id : order.buyer_id
    // The other party's account is gone: there is nobody left to review.
    if (!subjectId) return { kind: 'closed' }
    // The buyer confirms each graded component "as described" (issue #28); the seller does not.
    let described: DescribedAnswers = {}
    if (role === 'buyer') {
      const answers = describedAnswersFor(await gradesOfOrder(tx, orderId), {
        head: input.describedHead,
        shaft: input.describedShaft,
        grip: input.describedGrip,
      })
      if (answers.missing.length > 0) return { kind: 'described-missing' }
      described = answers.kept
    }
    const [inserted] = await rawQuery<{ id: string }>(
      tx,
      sql`insert into reviews (order_id, author_id, subject_id, author_role, rating, comment, created_at,
                               described_head, described_shaft, described_grip)
          values (${orderId}, ${userId}, ${subjectId}, ${role}, ${input.rating}, ${input.comment}, ${iso(now)}::timestamptz,
                  ${described.head ?? null}, ${described.shaft ?? null}, ${described.grip ?? null})
          on conflict (order_id, author_role) do nothing
          returning id`,
    )
    if (!inserted) return { kind: 'already' }
    const [other] = await rawQuery<{ id: string }>(
      tx,
      sql`select id from reviews where order_id = ${orderId} and author_role <> ${role}`,
    )
    if (other) {
      // Both have spoken: both reviews are public from now on.
      const revealed = await revealWhere(tx, sql`order_id = ${orderId}`, now)
      return { kind: 'done', intent: 'review', revealed: revealed > 0 }
    }
    await enqueue(
      tx,
      'reviews.reveal',
      { reviewId: inserted.id },
      { startAfter: daysAfter(now, REVEAL_AFTER_DAYS), dedupeKey: `review-reveal-${inserted.id}` },
    )
    return { kind: 'done', intent: 'review' }
  })
  if (outcome.kind === 'done') {
    log.info('review.written', { orderId, userId })
    if (outcome.revealed) invalidateBrowseCache()
    return { kind: 'done', intent: 'review' }
  }
  return outcome
}

/**
 * Reveals the hidden reviews matching `condition` and adds each to its subject's rating, in `tx`.
 * The conditional update reveals a review once, so each counts once however often this runs.
 */
async function revealWhere(tx: Transaction, condition: ReturnType<typeof sql>, now: Date) {
  const revealed = await rawQuery<{ subject_id: string | null; rating: number }>(
    tx,
    sql`update reviews set revealed_at = ${iso(now)}::timestamptz
         where revealed_at is null and ${condition}
     returning subject_id, rating`,
  )
  const bySubject = new Map<string, { count: number; sum: number }>()
  for (const row of revealed) {
    if (!row.subject_id) continue
    const figures = bySubject.get(row.subject_id) ?? { count: 0, sum: 0 }
    bySubject.set(row.subject_id, { count: figures.count + 1, sum: figures.sum + row.rating })
  }
  // In id order, so two reveals touching the same users never wait for each other in a circle.
  for (const [subjectId, { count, sum }] of [...bySubject].sort(([a], [b]) => a.localeCompare(b))) {
    await tx.execute(
      sql`insert into user_ratings (user_id, review_count, rating_sum, updated_at)
          values (${subjectId}, ${count}, ${sum}, now())
          on conflict (user_id) do update
             set review_count = user_ratings.review_count + excluded.review_count,
                 rating_sum = user_ratings.rating_sum + excluded.rating_sum,
                 updated_at = now()`,
    )
  }
  return revealed.length
}

/**
 * Reveals every review written REVEAL_AFTER_DAYS or more before `now` and still hidden (one review
 * for its job, or all of them for the sweep). Answers how many were revealed.
 */
export async function revealDueReviews(now = clock.now(), reviewId?: string) {
  const due = sql`created_at <= ${iso(daysAfter(now, -REVEAL_AFTER_DAYS))}::timestamptz`
  const revealed = await db().transaction((tx) =>
    revealWhere(tx, reviewId ? sql`id = ${reviewId} and ${due}` : due, now),
  )
  if (revealed > 0) {
    invalidateBrowseCache()
    log.info('review.revealed', { count: revealed, by: 'time' })
  }
  return revealed
}

/** The subject of a revealed review answers it, once, publicly. */
export async function replyToReview(
  userId: string,
  orderId: string,
  reviewId: string,
  reply: string,
  now = clock.now(),
): Promise<ReviewOutcome> {
  const [row] = await rawQuery<{ id: string }>(
    db(),
    sql`update reviews set reply = ${reply}, replied_at = ${iso(now)}::timestamptz
         where id = ${reviewId} and order_id = ${orderId} and subject_id = ${userId}
           and revealed_at is not null and reply is null
     returning id`,
  )
  if (row) {
    log.info('review.replied', { reviewId, userId })
    return { kind: 'done', intent: 'reply' }
  }
  const [review] = await rawQuery<{ reply: string | null; revealed_at: Date | string | null }>(
    db(),
    sql`select reply, revealed_at from reviews
         where id = ${reviewId} and order_id = ${orderId} and subject_id = ${userId} and revealed_at is not null`,
  )
  if (!review) return { kind: 'not-found' }
  return { kind: 'already' }
}

/** The reviews part of the page of order `orderId`, for `userId` (one of its parties). */
export async function readOrderReviews(
  userId: string,
  orderId: string,
  now = clock.now(),
): Promise<OrderReviews> {
  const [order] = await rawQuery<PartyRow>(
    db(),
    sql`select buyer_id, seller_id, status, completed_at from orders
         where id = ${orderId} and (buyer_id = ${userId} or seller_id = ${userId})`,
  )
  if (!order) {
    return { canReview: false, reviewBy: null, windowClosed: false, mine: null, theirs: null, graded: [] }
  }
  const rows = await rawQuery<ReviewRow & { author_id: string | null }>(
    db(),
    sql`select ${REVIEW_COLUMNS}, r.author_id
          from reviews r left join profiles ap on ap.id = r.author_id
         where r.order_id = ${orderId} and (r.author_id = ${userId} or r.revealed_at is not null)`,
  )
  const role: ReviewRole = order.buyer_id === userId ? 'buyer' : 'seller'
  const mine = rows.find((row) => row.author_role === role)
  const theirs = rows.find((row) => row.author_role !== role && row.revealed_at !== null)
  const end = windowEnd(order)
  const otherParty = role === 'buyer' ? order.seller_id : order.buyer_id
  const canReview = Boolean(end && now < end && !mine && otherParty)
  return {
    canReview,
    reviewBy: end ? end.toISOString() : null,
    windowClosed: Boolean(end && now >= end),
    mine: mine ? toView(mine) : null,
    theirs: theirs ? toView(theirs) : null,
    graded: role === 'buyer' && canReview ? gradedParts(await gradesOfOrder(db(), orderId)) : [],
  }
}

/** The most reviews a public page lists (newest first). */
export const PUBLIC_REVIEWS_LIMIT = 50

/** The revealed reviews about `subjectId`, newest first: what everyone may read. */
export async function publicReviewsOf(
  subjectId: string,
  limit = PUBLIC_REVIEWS_LIMIT,
): Promise<ReviewView[]> {
  const rows = await rawQuery<ReviewRow>(
    db(),
    sql`select ${REVIEW_COLUMNS}
          from reviews r left join profiles ap on ap.id = r.author_id
         where r.subject_id = ${subjectId} and r.revealed_at is not null
         order by r.revealed_at desc, r.id desc
         limit ${limit}`,
  )
  return rows.map(toView)
}

/**
 * The seller page's "sales confirmed as described" (issue #28): of the seller's sales whose buyer
 * answered for graded components in a revealed review, those where every answer was "as
 * described". Hidden reviews do not count: they are nobody's business but their author's yet.
 */
export async function describedShareOf(sellerId: string) {
  const rows = await rawQuery<{
    described_head: boolean | null
    described_shaft: boolean | null
    described_grip: boolean | null
  }>(
    db(),
    sql`select described_head, described_shaft, described_grip from reviews
         where subject_id = ${sellerId} and author_role = 'buyer' and revealed_at is not null
           and (described_head is not null or described_shaft is not null or described_grip is not null)`,
  )
  let confirmed = 0
  for (const row of rows) {
    if (isConfirmedAsDescribed([row.described_head, row.described_shaft, row.described_grip])) confirmed++
  }
  return describedShare(confirmed, rows.length)
}
