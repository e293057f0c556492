/**
 * The payouts domain's jobs (docs/decisions/0026-job-queue-and-outbox.md,
 * docs/decisions/0029-seller-payouts-with-stripe-connect.md).
 */
import { defineJobs } from '~/platform/jobs/registry'
import {
  payTransfer,
  releaseAllWaitingTransfers,
  releaseWaitingTransfers,
  reverseOrderTransfer,
} from './transfers.server'

declare module '~/platform/jobs/registry' {
  interface JobPayloads {
    /** A completed order: its seller's transfer (or the money waits for payout details). */
    'payouts.transfer': { orderId: string }
    /** A seller's payout account became ready: queue every transfer waiting for it. */
    'payouts.release-waiting': { sellerId: string }
    /** A refunded order whose seller was paid: take the transfer back. */
    'payouts.reverse-transfer': { orderId: string }
    /** Hourly: waiting money of sellers whose account is ready (a lost release job). */
    'payouts.release-sweep': Record<string, never>
  }
}

export const payoutJobs = defineJobs({
  'payouts.transfer': {
    // A provider that cannot be reached is retried for about a day; the key keeps it one transfer.
    retryLimit: 12,
    retryDelaySeconds: 15,
    timeoutSeconds: 90,
    handler: async ({ orderId }) => {
      await payTransfer(orderId)
    },
  },
  'payouts.release-waiting': {
    handler: async ({ sellerId }) => {
      await releaseWaitingTransfers(sellerId)
    },
  },
  'payouts.reverse-transfer': {
    retryLimit: 12,
    retryDelaySeconds: 30,
    timeoutSeconds: 90,
    handler: async ({ orderId }) => {
      await reverseOrderTransfer(orderId)
    },
  },
  'payouts.release-sweep': {
    retryLimit: 1,
    cron: { expression: '23 * * * *', payload: {} },
    handler: async () => {
      await releaseAllWaitingTransfers()
    },
  },
})
