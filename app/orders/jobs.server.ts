/**
 * The orders domain's jobs (docs/decisions/0026-job-queue-and-outbox.md): server/jobs.ts registers
 * them; anyone enqueues them by name.
 */
import { db } from '~/platform/db.server'
import { defineJobs } from '~/platform/jobs/registry'
import { queueCheckoutMails } from './order-emails.server'

declare module '~/platform/jobs/registry' {
  interface JobPayloads {
    /** A checkout was paid: its confirmation to the buyer and sale notices to its sellers. */
    'orders.checkout-mails': { checkoutId: string }
  }
}

export const orderJobs = defineJobs({
  'orders.checkout-mails': {
    // Rendering reads the orders and queues one e-mail job per recipient (each with its own key).
    handler: ({ checkoutId }) => db().transaction((tx) => queueCheckoutMails(tx, checkoutId)),
  },
})
