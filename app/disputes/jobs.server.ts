/**
 * The disputes domain's jobs (docs/decisions/0026-job-queue-and-outbox.md, docs/decisions/0031-disputes.md).
 * Deadlines re-check their dispute against the injected clock, so an early or repeated run changes nothing.
 */
import { recordPartialOrderRefund } from '~/checkout/refunds.server'
import { reversePartOfTransfer } from '~/payouts/transfers.server'
import { clock } from '~/platform/clock.server'
import { defineJobs } from '~/platform/jobs/registry'
import type { DisputeStatus } from './dispute-rules'
import { runDisputeDeadline, runOverdueDisputeDeadlines } from './disputes.server'

declare module '~/platform/jobs/registry' {
  interface JobPayloads {
    /** The step `status` of a dispute ran out (seller's answer, offer, return). */
    'disputes.deadline': { disputeId: string; status: DisputeStatus }
    /** Every few minutes: dispute deadlines whose job went missing. */
    'disputes.deadlines-overdue': Record<string, never>
    /** A partial refund of an order whose seller was paid: reverse that part, then refund it. */
    'disputes.partial-after-transfer': { orderId: string; amount: number }
  }
}

export const disputeJobs = defineJobs({
  'disputes.deadline': {
    handler: async ({ disputeId, status }) => {
      await runDisputeDeadline(disputeId, status, clock.now())
    },
  },
  'disputes.deadlines-overdue': {
    retryLimit: 1,
    cron: { expression: '*/5 * * * *', payload: {} },
    handler: async () => {
      await runOverdueDisputeDeadlines(clock.now())
    },
  },
  'disputes.partial-after-transfer': {
    // A provider that cannot be reached is retried; its idempotency key keeps it one reversal.
    retryLimit: 12,
    retryDelaySeconds: 30,
    timeoutSeconds: 90,
    handler: async ({ orderId, amount }) => {
      await reversePartOfTransfer(orderId, amount, async (tx) => {
        await recordPartialOrderRefund(tx, orderId, amount)
      })
    },
  },
})
