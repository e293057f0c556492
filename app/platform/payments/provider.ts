/**
 * The payment providers behind one interface (docs/decisions/0019-checkout-payments-and-orders.md,
 * 0020-checkout-authorise-then-capture.md): Stripe Checkout when STRIPE_SECRET_KEY is set, otherwise
 * the built-in test provider. Both host their own payment page, only authorise the card there, and
 * report it through a signed webhook to the same handler, which captures what it can sell.
 */

export type PaymentProviderName = 'stripe' | 'test'

export interface PaymentLineItem {
  name: string
  description?: string
  /** Euro cents. */
  unitAmount: number
  quantity: number
}

export interface CreatePaymentSessionInput {
  /** Our checkout id: the provider echoes it back (client_reference_id, metadata). */
  checkoutId: string
  lineItems: PaymentLineItem[]
  customerEmail?: string
  locale: 'en' | 'es'
  successUrl: string
  cancelUrl: string
  expiresAt: Date
  /** The same key for a retried request of one checkout attempt makes the provider answer once. */
  idempotencyKey: string
  /** Stripe Connect: the group the sellers' transfers of this payment belong to (our checkout id). */
  transferGroup?: string
}

export interface PaymentSession {
  id: string
  url: string
}

/** What a verified webhook tells us, reduced to what the checkout acts on. */
export type PaymentEvent =
  | {
      id: string
      type: 'checkout.completed'
      sessionId: string
      checkoutId: string | null
      /** The authorised payment to capture or cancel, and later refund (Stripe's payment intent). */
      paymentReference: string | null
      amountTotal: number | null
    }
  | { id: string; type: 'checkout.expired'; sessionId: string; checkoutId: string | null }
  /** A seller's payout account changed at the provider (Stripe Connect's account.updated). */
  | {
      id: string
      type: 'account.updated'
      accountId: string
      detailsSubmitted: boolean
      payoutsEnabled: boolean
    }
  | { id: string; type: 'ignored'; providerType: string }

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError'
}

/** The authorisation can no longer be captured (cancelled, expired, declined): nothing was charged. */
export class PaymentNotCapturableError extends Error {
  override name = 'PaymentNotCapturableError'
}

export interface CapturedPayment {
  /** The charge that took the money (Stripe's ch_…): the source of the sellers' transfers later. */
  chargeId: string | null
  /** Euro cents taken. */
  amountCaptured: number
}

export interface PaymentProvider {
  name: PaymentProviderName
  createSession(input: CreatePaymentSessionInput): Promise<PaymentSession>
  /** Closes an open session so it can no longer be paid (best effort: it may already be closed). */
  expireSession(sessionId: string): Promise<void>
  /**
   * Takes `amount` cents of an authorised payment and releases the rest of the authorisation.
   * Idempotent for one payment: a repeated call answers the capture already made. Throws
   * PaymentNotCapturableError when the authorisation is gone.
   */
  capturePayment(paymentReference: string, amount: number, idempotencyKey: string): Promise<CapturedPayment>
  /** Releases an authorisation without charging anything (idempotent). */
  cancelPayment(paymentReference: string, idempotencyKey: string): Promise<void>
  /** Gives back `amount` cents of a captured payment; answers the provider's refund id. */
  refund(paymentReference: string, amount: number, idempotencyKey: string): Promise<{ id: string }>
  /** Stripe Connect: a seller's Express account (docs/decisions/0029-seller-payouts-with-stripe-connect.md). */
  createConnectedAccount(input: { email: string; country: string | null; idempotencyKey: string }): Promise<{
    id: string
  }>
  /** The provider's hosted onboarding page for that account (a one-time link). */
  createOnboardingLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{
    url: string
  }>
  /**
   * Sends `amount` cents of the platform's balance to a connected account: "separate charges and
   * transfers", tied to the buyer's charge (`sourceTransaction`) and checkout (`transferGroup`).
   * The idempotency key makes a retried call one transfer.
   */
  createTransfer(input: TransferInput): Promise<{ id: string }>
  /** Takes back `amount` cents of a transfer (a refund after the seller was paid). */
  reverseTransfer(transferId: string, amount: number, idempotencyKey: string): Promise<{ id: string }>
  /** The provider's own record of a payment (for the daily reconciliation). */
  readPayment(paymentReference: string): Promise<ProviderPaymentRecord>
  /** The provider's own record of a transfer and what was taken back of it. */
  readTransfer(transferId: string): Promise<ProviderTransferRecord>
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: string, signatureHeader: string | null): PaymentEvent
}

/** Euro cents, as the provider has them. */
export interface ProviderPaymentRecord {
  captured: number
  refunded: number
}

export interface ProviderTransferRecord {
  amount: number
  reversed: number
}

export interface TransferInput {
  /** Euro cents. */
  amount: number
  /** The seller's connected account (acct_…). */
  destination: string
  /** The charge the money came from (ch_…): the transfer waits for its funds. */
  sourceTransaction: string | null
  /** Our checkout id, the group of the charge and its transfers. */
  transferGroup: string | null
  idempotencyKey: string
  metadata?: Record<string, string>
}
