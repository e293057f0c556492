/**
 * The checkout domain's jobs (docs/decisions/0026-job-queue-and-outbox.md): capturing payments, refunds, closing
 * provider sessions, the checkout deadline, and the payments reconciliation.
 */
import { clock } from '~/platform/clock.server'
import { env } from '~/platform/env.server'
import { defineJobs } from '~/platform/jobs/registry'
import { paymentProviderNamed } from '~/platform/payments/index.server'
import type { PaymentProviderName } from '~/platform/payments/provider'
import { expireCheckoutIfDue, expireDueCheckouts } from './checkout.server'
import { captureCheckout } from './payment-webhooks.server'
import { reconcilePayments } from './reconciliation.server'
import { payRefund, recordCancelledOrderRefund } from './refunds.server'

declare module '~/platform/jobs/registry' {
  interface JobPayloads {
    /** Captures an authorised checkout's payment for the orders made (or releases it). */
    'checkout.capture': { checkoutId: string }
    /** Pays one recorded refund through its provider. */
    'checkout.refund': { refundId: string }
    /** An order was cancelled: record its refund (when it was paid) and pay it. */
    'checkout.refund-order': { orderId: string }
    /** Closes a provider's session so it can no longer be paid. */
    'checkout.close-provider-session': { provider: PaymentProviderName; sessionId: string }
    /** The deadline of one checkout, enqueued for its expiry time. */
    'checkout.expire': { checkoutId: string }
    /** Every few minutes: the same deadline for any checkout whose job went missing. */
    'checkout.expire-overdue': Record<string, never>
    /** Payments against orders, on RECONCILE_CRON. */
    'checkout.reconcile': Record<string, never>
  }
}

export const checkoutJobs = defineJobs({
  'checkout.capture': {
    // An authorisation lasts days at Stripe: keep trying for about a day before the job is dead.
    retryLimit: 12,
    retryDelaySeconds: 15,
    timeoutSeconds: 90,
    handler: async ({ checkoutId }) => {
      await captureCheckout(checkoutId)
    },
  },
  'checkout.refund': {
    // About a day of back-off before a refund is dead; the reconciliation then reports it.
    retryLimit: 12,
    retryDelaySeconds: 30,
    timeoutSeconds: 90,
    handler: ({ refundId }) => payRefund(refundId),
  },
  'checkout.refund-order': {
    handler: ({ orderId }) => recordCancelledOrderRefund(orderId),
  },
  'checkout.close-provider-session': {
    retryLimit: 8,
    handler: async ({ provider, sessionId }) => {
      const payments = paymentProviderNamed(provider)
      if (!payments) throw new Error(`The payment provider ${provider} is not configured`)
      await payments.expireSession(sessionId)
    },
  },
  'checkout.expire': {
    handler: async ({ checkoutId }) => {
      await expireCheckoutIfDue(checkoutId, clock.now())
    },
  },
  'checkout.expire-overdue': {
    retryLimit: 1,
    cron: { expression: '*/5 * * * *', payload: {} },
    handler: async () => {
      await expireDueCheckouts(clock.now())
    },
  },
  'checkout.reconcile': {
    retryLimit: 1,
    timeoutSeconds: 300,
    cron: { expression: () => env().RECONCILE_CRON, payload: {} },
    handler: async () => {
      await reconcilePayments(clock.now())
    },
  },
})
