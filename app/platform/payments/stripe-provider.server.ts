import Stripe from 'stripe'
import {
  type PaymentEvent,
  type PaymentProvider,
  type PaymentSession,
  WebhookSignatureError,
} from './provider'

export interface StripeProviderOptions {
  secretKey: string
  webhookSecret: string
  /** Another API host (tests point this at a local stand-in for api.stripe.com). */
  api?: { host: string; port: number; protocol: 'http' | 'https' }
}

/** Stripe Checkout through the official SDK: hosted page, refunds, and verified webhooks. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.api ?? {}),
  })

  return {
    name: 'stripe',

    async createSession(input): Promise<PaymentSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: input.lineItems.map((item) => ({
            quantity: item.quantity,
            price_data: {
              currency: 'eur',
              unit_amount: item.unitAmount,
              product_data: {
                name: item.name,
                ...(item.description ? { description: item.description } : {}),
              },
            },
          })),
          client_reference_id: input.checkoutId,
          metadata: { checkout_id: input.checkoutId },
          payment_intent_data: { metadata: { checkout_id: input.checkoutId } },
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          locale: input.locale,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        },
        { idempotencyKey: input.idempotencyKey },
      )
      if (!session.url) throw new Error('Stripe answered without a checkout URL')
      return { id: session.id, url: session.url }
    },

    async expireSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId)
      } catch (error) {
        // Already completed or expired: nothing left to close.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return
        throw error
      }
    },

    async refund(paymentReference, amount, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: paymentReference, amount }, { idempotencyKey })
    },

    parseWebhook(rawBody, signatureHeader): PaymentEvent {
      if (!signatureHeader) throw new WebhookSignatureError('No Stripe-Signature header')
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret)
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature')
      }
      return paymentEventOf(event)
    },
  }
}

function paymentEventOf(event: Stripe.Event): PaymentEvent {
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object
    // Cards settle at once; a session still unpaid is completed later by another event.
    if (session.payment_status === 'unpaid')
      return { id: event.id, type: 'ignored', providerType: event.type }
    return {
      id: event.id,
      type: 'checkout.completed',
      sessionId: session.id,
      checkoutId: session.client_reference_id ?? session.metadata?.checkout_id ?? null,
      paymentReference:
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : (session.payment_intent?.id ?? null),
      amountTotal: session.amount_total ?? null,
    }
  }
  if (event.type === 'checkout.session.expired') {
    const session = event.data.object
    return {
      id: event.id,
      type: 'checkout.expired',
      sessionId: session.id,
      checkoutId: session.client_reference_id ?? session.metadata?.checkout_id ?? null,
    }
  }
  return { id: event.id, type: 'ignored', providerType: event.type }
}
