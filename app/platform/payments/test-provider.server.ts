import crypto from 'node:crypto'
import { type PaymentEvent, type PaymentProvider, WebhookSignatureError } from './provider'
import { signWebhookPayload, verifyWebhookSignature } from './webhook-signature'

/**
 * The built-in test provider: the default when no Stripe key is configured, so the whole
 * checkout runs offline. Its "hosted page" is /payments/test/<session id> on this server
 * (app/routes/payments.test.tsx); Pay and Cancel there send a webhook signed exactly like
 * Stripe's to the same handler as Stripe's. Money never moves.
 */
export interface TestProviderOptions {
  /** Public origin of this site: the hosted page lives here. */
  publicUrl: string
  webhookSecret: string
}

export const TEST_SESSION_PREFIX = 'test_cs_'

export interface TestWebhookPayload {
  id: string
  type: 'checkout.session.completed' | 'checkout.session.expired'
  created: number
  data: {
    object: {
      id: string
      client_reference_id: string | null
      payment_intent: string | null
      amount_total: number | null
    }
  }
}

export function createTestProvider(options: TestProviderOptions): PaymentProvider & {
  /** Builds the signed webhook the hosted page sends when the buyer pays or cancels. */
  buildWebhook(
    type: TestWebhookPayload['type'],
    session: { id: string; checkoutId: string; amountTotal: number },
  ): { rawBody: string; signature: string }
} {
  return {
    name: 'test',

    async createSession() {
      const id = `${TEST_SESSION_PREFIX}${crypto.randomBytes(18).toString('base64url')}`
      return { id, url: `${options.publicUrl}/payments/test/${id}` }
    },

    // Its sessions live in our checkout_sessions table: closing the checkout closes the page.
    async expireSession() {},

    // Nothing was charged, so nothing is given back; the checkout records the amount.
    async refund() {},

    parseWebhook(rawBody, signatureHeader): PaymentEvent {
      verifyWebhookSignature(rawBody, signatureHeader, options.webhookSecret)
      let payload: TestWebhookPayload
      try {
        payload = JSON.parse(rawBody) as TestWebhookPayload
      } catch {
        throw new WebhookSignatureError('The body is not JSON')
      }
      const session = payload?.data?.object
      if (typeof payload.id !== 'string' || typeof session?.id !== 'string') {
        throw new WebhookSignatureError('The body is not a checkout event')
      }
      if (payload.type === 'checkout.session.completed') {
        return {
          id: payload.id,
          type: 'checkout.completed',
          sessionId: session.id,
          checkoutId: session.client_reference_id,
          paymentReference: session.payment_intent,
          amountTotal: session.amount_total,
        }
      }
      if (payload.type === 'checkout.session.expired') {
        return {
          id: payload.id,
          type: 'checkout.expired',
          sessionId: session.id,
          checkoutId: session.client_reference_id,
        }
      }
      return { id: payload.id, type: 'ignored', providerType: String(payload.type) }
    },

    buildWebhook(type, session) {
      const payload: TestWebhookPayload = {
        id: `evt_test_${crypto.randomBytes(12).toString('hex')}`,
        type,
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: session.id,
            client_reference_id: session.checkoutId,
            payment_intent:
              type === 'checkout.session.completed'
                ? `pi_test_${crypto.randomBytes(12).toString('hex')}`
                : null,
            amount_total: session.amountTotal,
          },
        },
      }
      const rawBody = JSON.stringify(payload)
      return { rawBody, signature: signWebhookPayload(rawBody, options.webhookSecret) }
    },
  }
}

export type TestPaymentProvider = ReturnType<typeof createTestProvider>
