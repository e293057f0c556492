import Stripe from 'stripe'
import {
  type CapturedPayment,
  type PaymentEvent,
  PaymentNotCapturableError,
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

/**
 * Stripe Checkout through the official SDK: a hosted page that only authorises the card
 * (`capture_method: manual`), capture or cancel of that authorisation, refunds, verified webhooks.
 */
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
          // Authorise only: completion captures what is still for sale and cancels the rest.
          payment_intent_data: {
            capture_method: 'manual',
            metadata: { checkout_id: input.checkoutId },
            // Separate charges and transfers: each seller's transfer names this group.
            ...(input.transferGroup ? { transfer_group: input.transferGroup } : {}),
          },
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

    async capturePayment(paymentReference, amount, idempotencyKey): Promise<CapturedPayment> {
      try {
        const intent = await stripe.paymentIntents.capture(
          paymentReference,
          { amount_to_capture: amount },
          { idempotencyKey },
        )
        return capturedOf(intent)
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error
        // Captured before (a retried webhook) or no longer capturable: the intent says which.
        const intent = await stripe.paymentIntents.retrieve(paymentReference)
        if (intent.status === 'succeeded') return capturedOf(intent)
        if (intent.status === 'canceled' || intent.status === 'requires_payment_method') {
          throw new PaymentNotCapturableError(`payment intent is ${intent.status}`)
        }
        throw error
      }
    },

    async cancelPayment(paymentReference, idempotencyKey) {
      try {
        await stripe.paymentIntents.cancel(paymentReference, {}, { idempotencyKey })
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error
        const intent = await stripe.paymentIntents.retrieve(paymentReference)
        if (intent.status !== 'canceled') throw error
      }
    },

    async refund(paymentReference, amount, idempotencyKey) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentReference, amount },
        { idempotencyKey },
      )
      return { id: refund.id }
    },

    async createConnectedAccount({ email, country, idempotencyKey }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          email,
          ...(country ? { country } : {}),
          capabilities: { transfers: { requested: true } },
        },
        { idempotencyKey },
      )
      return { id: account.id }
    },

    async createOnboardingLink({ accountId, refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: refreshUrl,
        return_url: returnUrl,
      })
      return { url: link.url }
    },

    async createTransfer(input) {
      const transfer = await stripe.transfers.create(
        {
          amount: input.amount,
          currency: 'eur',
          destination: input.destination,
          ...(input.sourceTransaction ? { source_transaction: input.sourceTransaction } : {}),
          ...(input.transferGroup ? { transfer_group: input.transferGroup } : {}),
          ...(input.metadata ? { metadata: input.metadata } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      )
      return { id: transfer.id }
    },

    async reverseTransfer(transferId, amount, idempotencyKey) {
      const reversal = await stripe.transfers.createReversal(transferId, { amount }, { idempotencyKey })
      return { id: reversal.id }
    },

    async readPayment(paymentReference) {
      const intent = await stripe.paymentIntents.retrieve(paymentReference, { expand: ['latest_charge'] })
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null
      return { captured: intent.amount_received, refunded: charge?.amount_refunded ?? 0 }
    },

    async readTransfer(transferId) {
      const transfer = await stripe.transfers.retrieve(transferId)
      return { amount: transfer.amount, reversed: transfer.amount_reversed }
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

function capturedOf(intent: Stripe.PaymentIntent): CapturedPayment {
  const charge = intent.latest_charge
  return {
    chargeId: typeof charge === 'string' ? charge : (charge?.id ?? null),
    amountCaptured: intent.amount_received,
  }
}

function paymentEventOf(event: Stripe.Event): PaymentEvent {
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object
    // With manual capture the completed session is "unpaid" until we capture: what matters is that
    // the buyer finished the page and there is an authorised payment intent to capture.
    if (session.status !== 'complete' || !session.payment_intent)
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
  if (event.type === 'account.updated') {
    const account = event.data.object
    return {
      id: event.id,
      type: 'account.updated',
      accountId: account.id,
      detailsSubmitted: account.details_submitted === true,
      payoutsEnabled: account.payouts_enabled === true,
    }
  }
  return { id: event.id, type: 'ignored', providerType: event.type }
}
