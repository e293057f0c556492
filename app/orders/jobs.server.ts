/**
 * The orders domain's jobs (docs/decisions/0026-job-queue-and-outbox.md): server/jobs.ts registers
 * them; anyone enqueues them by name. The deadlines of docs/decisions/0028-money-flow-and-order-deadlines.md
 * re-check their order against the injected clock, so an early or repeated run changes nothing.
 */
import { clock } from '~/platform/clock.server'
import { db } from '~/platform/db.server'
import { defineJobs } from '~/platform/jobs/registry'
import { queueCheckoutMails } from './order-emails.server'
import {
  autoDeliverIfDue,
  cancelUnshippedIfDue,
  completeIfProtectionEnded,
  remindSellerIfDue,
  runOverdueOrderDeadlines,
  scheduleCheckoutDeadlines,
} from './order-lifecycle.server'

declare module '~/platform/jobs/registry' {
  interface JobPayloads {
    /** A checkout was paid: its confirmation to the buyer and sale notices to its sellers. */
    'orders.checkout-mails': { checkoutId: string }
    /** A checkout's orders were confirmed: their ship-by dates and deadline jobs. */
    'orders.schedule-deadlines': { checkoutId: string }
    /** Three days after payment: remind the seller to ship. */
    'orders.ship-reminder': { orderId: string }
    /** The ship-by date: cancel and refund an order not shipped. */
    'orders.ship-deadline': { orderId: string }
    /** Fourteen days after shipping: delivered unless the buyer said so earlier. */
    'orders.auto-deliver': { orderId: string }
    /** The end of the protection window: completed (the seller is paid) unless a problem was reported. */
    'orders.protection-end': { orderId: string }
    /** Every few minutes: any of those deadlines whose job went missing. */
    'orders.deadlines-overdue': Record<string, never>
  }
}

export const orderJobs = defineJobs({
  'orders.checkout-mails': {
    // Rendering reads the orders and queues one e-mail job per recipient (each with its own key).
    handler: ({ checkoutId }) => db().transaction((tx) => queueCheckoutMails(tx, checkoutId)),
  },
  'orders.schedule-deadlines': {
    handler: ({ checkoutId }) => scheduleCheckoutDeadlines(checkoutId),
  },
  'orders.ship-reminder': {
    handler: ({ orderId }) => remindSellerIfDue(orderId, clock.now()),
  },
  'orders.ship-deadline': {
    handler: async ({ orderId }) => {
      await cancelUnshippedIfDue(orderId, clock.now())
    },
  },
  'orders.auto-deliver': {
    handler: async ({ orderId }) => {
      await autoDeliverIfDue(orderId, clock.now())
    },
  },
  'orders.protection-end': {
    handler: async ({ orderId }) => {
      await completeIfProtectionEnded(orderId, clock.now())
    },
  },
  'orders.deadlines-overdue': {
    retryLimit: 1,
    cron: { expression: '*/5 * * * *', payload: {} },
    handler: async () => {
      await runOverdueOrderDeadlines(clock.now())
    },
  },
})
