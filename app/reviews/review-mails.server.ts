/**
 * "Your review is due" (issue #16): when an order completes, the `reviews.due` job tells each party
 * who has not reviewed yet that they can, until when, in their own language.
 */
import { sql } from 'drizzle-orm'
import { parseLocale, translator } from '~/i18n'
import { formatLongDate } from '~/i18n/format'
import { orderReference } from '~/orders/buyer-orders'
import { type Person, renderMail } from '~/orders/order-emails.server'
import { daysAfter } from '~/orders/order-lifecycle'
import { clock } from '~/platform/clock.server'
import { db, rawQuery, type Transaction } from '~/platform/db.server'
import { sendMailLater } from '~/platform/email/mail-queue.server'
import { log } from '~/platform/log.server'
import { REVIEW_WINDOW_DAYS, type ReviewRole } from './reviews'

/** One party of a completed order who may review the other, and until when. */
export interface ReviewDue {
  orderId: string
  /** Who should write the review. */
  userId: string
  role: ReviewRole
  person: Person
  itemName: string | null
  /** The end of the review window. */
  reviewBy: Date
}

/**
 * The one place a review becomes due for someone: queues their reminder e-mail in `tx` (once per
 * order and party, by its key). Anything else that should tell them (an in-app notification)
 * belongs here too.
 */
export async function reviewDue(tx: Transaction, due: ReviewDue) {
  const t = translator(due.person.locale)
  const reference = orderReference(due.orderId)
  const values = {
    name: due.itemName ?? t('orders.reference', { reference }),
    date: formatLongDate(due.reviewBy.toISOString(), due.person.locale),
  }
  await sendMailLater(
    tx,
    `review-due:${due.orderId}:${due.role}`,
    renderMail(due.person, {
      subject: t('reviews.mail.subject', values),
      paragraphs: [t(due.role === 'buyer' ? 'reviews.mail.introBuyer' : 'reviews.mail.introSeller', values)],
      action: { label: t('reviews.mail.action'), path: `/orders/${due.orderId}` },
    }),
  )
}

interface DueRow {
  buyer_id: string | null
  seller_id: string | null
  completed_at: Date | string
  name: string | null
  buyer_email: string | null
  buyer_name: string | null
  buyer_language: string | null
  seller_email: string | null
  seller_name: string | null
  seller_language: string | null
  buyer_reviewed: boolean
  seller_reviewed: boolean
}

/**
 * The `reviews.due` job of a completed order: each party who has not reviewed yet, while the
 * window is open, is told (reviewDue).
 */
export async function remindReviewsDue(orderId: string, now = clock.now()) {
  await db().transaction(async (tx) => {
    const [row] = await rawQuery<DueRow>(
      tx,
      sql`select o.buyer_id, o.seller_id, o.completed_at, p.name,
                 bu.email as buyer_email, coalesce(nullif(bp.name, ''), bu.name) as buyer_name, bp.language as buyer_language,
                 su.email as seller_email, coalesce(nullif(sp.name, ''), su.name) as seller_name, sp.language as seller_language,
                 exists (select 1 from reviews r where r.order_id = o.id and r.author_role = 'buyer') as buyer_reviewed,
                 exists (select 1 from reviews r where r.order_id = o.id and r.author_role = 'seller') as seller_reviewed
            from orders o
            left join products p on p.id = o.product_id
            left join users bu on bu.id = o.buyer_id
            left join profiles bp on bp.id = o.buyer_id
            left join users su on su.id = o.seller_id
            left join profiles sp on sp.id = o.seller_id
           where o.id = ${orderId} and o.status = 'completed' and o.completed_at is not null`,
    )
    if (!row) return
    const reviewBy = daysAfter(new Date(row.completed_at), REVIEW_WINDOW_DAYS)
    if (now >= reviewBy || !row.buyer_id || !row.seller_id) return
    for (const role of ['buyer', 'seller'] as const) {
      const email = row[`${role}_email`]
      if (row[`${role}_reviewed`] || !email) continue
      const person: Person = {
        email,
        name: row[`${role}_name`] ?? '',
        locale: parseLocale(row[`${role}_language`]) ?? 'en',
      }
      const userId = role === 'buyer' ? row.buyer_id : row.seller_id
      await reviewDue(tx, { orderId, userId, role, person, itemName: row.name, reviewBy })
    }
    log.info('review.due', { orderId })
  })
}
