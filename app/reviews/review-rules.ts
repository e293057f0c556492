/**
 * The plain rules of reviews (issue #16), without imports: db/schema.ts repeats them in check
 * constraints, the forms and the server read them from here.
 */

/** Who wrote a review: the buyer reviews the seller, the seller the buyer. */
export const REVIEW_ROLES = ['buyer', 'seller'] as const
export type ReviewRole = (typeof REVIEW_ROLES)[number]

/** The longest comment, and the longest reply. */
export const REVIEW_COMMENT_MAX = 1000
/** Buyer and seller may review each other for 14 days after the order completed. */
export const REVIEW_WINDOW_DAYS = 14
/** A review stays hidden until both parties reviewed, or this many days after it was written. */
export const REVEAL_AFTER_DAYS = 7
