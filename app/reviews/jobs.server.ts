/**
 * The reviews domain's jobs (issue #16): server/jobs.ts registers them. The reveal re-checks its
 * review against the injected clock, so an early or repeated run changes nothing.
 */
import { clock } from '~/platform/clock.server'
import { defineJobs } from '~/platform/jobs/registry'
import { remindReviewsDue } from './review-mails.server'
import { revealDueReviews } from './reviews.server'

declare module '~/platform/jobs/registry' {
  interface JobPayloads {
    /** An order completed (app/orders/order-lifecycle.server.ts): each party may review the other. */
    'reviews.due': { orderId: string }
    /** Seven days after a review was written: public, even if the other party never reviews. */
    'reviews.reveal': { reviewId: string }
    /** Every few minutes: any review due for revealing whose job went missing. */
    'reviews.reveal-overdue': Record<string, never>
  }
}

export const reviewJobs = defineJobs({
  'reviews.due': {
    handler: ({ orderId }) => remindReviewsDue(orderId, clock.now()),
  },
  'reviews.reveal': {
    handler: async ({ reviewId }) => {
      await revealDueReviews(clock.now(), reviewId)
    },
  },
  'reviews.reveal-overdue': {
    retryLimit: 1,
    cron: { expression: '*/5 * * * *', payload: {} },
    handler: async () => {
      await revealDueReviews(clock.now())
    },
  },
})
