/**
 * Every job the marketplace runs, from each domain's jobs.server.ts (docs/decisions/0026-job-queue-and-outbox.md).
 * `satisfies` makes the compiler refuse a job that is declared (JobPayloads) but has no handler here.
 */
import { alertJobs } from '~/alerts/jobs.server'
import { catalogJobs } from '~/catalog/jobs.server'
import { checkoutJobs } from '~/checkout/jobs.server'
import { disputeJobs } from '~/disputes/jobs.server'
import { messageJobs } from '~/messages/jobs.server'
import { orderJobs } from '~/orders/jobs.server'
import { payoutJobs } from '~/payouts/jobs.server'
import { mailJobs } from '~/platform/email/mail-queue.server'
import type { JobDefinitions } from '~/platform/jobs/registry'
import { reviewJobs } from '~/reviews/jobs.server'
import { sellingJobs } from '~/selling/jobs.server'

export const allJobs = {
  ...mailJobs,
  ...checkoutJobs,
  ...orderJobs,
  ...payoutJobs,
  ...disputeJobs,
  ...sellingJobs,
  ...reviewJobs,
  ...messageJobs,
  ...alertJobs,
  ...catalogJobs,
} satisfies JobDefinitions
