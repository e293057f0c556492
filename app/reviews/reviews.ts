/**
 * Reviews after a completed order (issue #16, docs/decisions/0033-reviews-and-ratings.md).
 * Isomorphic: the rules and the form schemas the order page and the server share.
 */
import { z } from 'zod'
import type { GradedComponent } from '~/catalog/condition/grades'
import type { DescribedAnswers } from '~/catalog/condition/trust'
import type { MessageKey } from '~/i18n'
import { key } from '~/ui/form'
import { REVIEW_COMMENT_MAX, type ReviewRole } from './review-rules'

export * from './review-rules'

const comment = z
  .string()
  .trim()
  .max(REVIEW_COMMENT_MAX, key('reviews.error.tooLong'))
  .optional()
  .transform((value) => value || null)

/** A buyer's "as described?" answer for one graded component (issue #28): yes, no, or not given. */
const described = z.preprocess(
  (value) => (value === 'yes' ? true : value === 'no' ? false : undefined),
  z.boolean().optional(),
)

/** What the review forms of /orders/{id} post. Messages are dictionary keys. */
export const reviewFormSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('review'),
      rating: z.coerce
        .number({ error: () => key('reviews.error.rating') })
        .int(key('reviews.error.rating'))
        .min(1, key('reviews.error.rating'))
        .max(5, key('reviews.error.rating')),
      comment,
      describedHead: described,
      describedShaft: described,
      describedGrip: described,
    }),
    z.object({
      intent: z.literal('reply'),
      reviewId: z.uuid(key('reviews.error.notFound')),
      reply: z
        .string()
        .trim()
        .min(1, key('reviews.error.replyEmpty'))
        .max(REVIEW_COMMENT_MAX, key('reviews.error.tooLong')),
    }),
  ],
  { error: () => key('orders.error.badIntent') },
)
export type ReviewFormInput = z.output<typeof reviewFormSchema>

export const isReviewIntent = (value: unknown) => value === 'review' || value === 'reply'

/** One review as a page shows it (hidden ones only ever to their author). */
export interface ReviewView {
  id: string
  /** The author's side of the order. */
  authorRole: ReviewRole
  /** First name and surname initial; null for a deleted or nameless account. */
  authorName: string | null
  rating: number
  comment: string | null
  reply: string | null
  /** ISO dates. */
  createdAt: string
  repliedAt: string | null
  /** False while only its author may see it. */
  revealed: boolean
  /** Every review is about a completed order on the marketplace. */
  verifiedPurchase: true
  /** A buyer's confirmations per graded component (issue #28); empty when the item was not graded. */
  described: DescribedAnswers
}

/** One component the item was graded on, with the grade the listing promised. */
export interface GradedPart {
  component: GradedComponent
  grade: number
}

/** The reviews part of an order's page, for one of its parties. */
export interface OrderReviews {
  /** The viewer may write their review now (completed, in the window, not yet written). */
  canReview: boolean
  /** ISO date: the end of the review window (null while the order is not completed). */
  reviewBy: string | null
  /** The window has ended. */
  windowClosed: boolean
  /** The viewer's own review, hidden or not. */
  mine: ReviewView | null
  /** The other party's review, once revealed (null before: its existence is not disclosed). */
  theirs: ReviewView | null
  /**
   * For the buyer: the components the item was graded on, which the review confirms "as
   * described" one by one (issue #28). Empty for the seller and for an item that was not graded.
   */
  graded: GradedPart[]
}

export type ReviewOutcome =
  | { kind: 'done'; intent: 'review' | 'reply' }
  | { kind: 'not-found' }
  | { kind: 'closed' }
  | { kind: 'already' }
  | { kind: 'described-missing' }

export const REVIEW_REFUSAL: Record<
  Exclude<ReviewOutcome['kind'], 'done'>,
  { status: number; message: MessageKey }
> = {
  'not-found': { status: 404, message: 'reviews.error.notFound' },
  closed: { status: 409, message: 'reviews.error.closed' },
  already: { status: 409, message: 'reviews.error.already' },
  'described-missing': { status: 400, message: 'reviews.error.described' },
}

export const REVIEW_DONE: Record<'review' | 'reply', MessageKey> = {
  review: 'reviews.done.review',
  reply: 'reviews.done.reply',
}
