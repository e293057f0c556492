import crypto from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { absoluteLocaleUrl } from '~/i18n/paths'
import { testPayments, testTransferReversals, testTransfers } from '../../../db/schema'
import { db } from '../db.server'
import {
  type CapturedPayment,
  type CreatePaymentSessionInput,
  type PaymentEvent,
  PaymentNotCapturableError,
  type PaymentProvider,
  type TransferInput,
  WebhookSignatureError,
} from './provider'
import { signWebhookPayload, verifyWebhookSignature } from './webhook-signature'

/**
 * The built-in test provider: the default when no Stripe key is configured (in production only
 * when ALLOW_TEST_PAYMENTS says so), so the whole checkout runs offline. Its "hosted page" is
 * /payments/test/<session id> on this server (app/routes/payments.test.tsx). Pay there authorises
 * a payment (a row of test_payments, like Stripe's payment intent with manual capture) and sends a
 * webhook signed exactly like Stripe's to the same handler; the handler then captures, partly
 * captures or cancels it, and refunds later, here as at Stripe. Money never moves.
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

const randomId = (prefix: string) => `${prefix}${crypto.randomBytes(12).toString('hex')}`
const keyedId = (prefix: string, key: string) =>
  `${prefix}${crypto.createHash('sha256').update(key).digest('hex').slice(0, 24)}`

export function createTestProvider(options: TestProviderOptions) {
  async function findPayment(id: string) {
    const [row] = await db().select().from(testPayments).where(eq(testPayments.id, id))
    return row ?? null
  }

  return {
    name: 'test' as const,

    // The hosted page in the buyer's language, as Stripe shows its page in `locale`.
    async createSession(input: Pick<CreatePaymentSessionInput, 'locale'>) {
      const id = `${TEST_SESSION_PREFIX}${crypto.randomBytes(18).toString('base64url')}`
      return { id, url: absoluteLocaleUrl(options.publicUrl, `/payments/test/${id}`, input.locale) }
    },

    // Its sessions live in our checkout_sessions table: closing the checkout closes the page.
    async expireSession() {},

    /** What the Pay button does first: the card is authorised for the whole amount. */
    async authorise(session: { id: string; amountTotal: number }) {
      const id = randomId('pi_test_')
      await db()
        .insert(testPayments)
        .values({ id, providerSessionId: session.id, amountAuthorised: session.amountTotal })
      return id
    },

    async capturePayment(paymentReference: string, amount: number): Promise<CapturedPayment> {
      const chargeId = randomId('ch_test_')
      const [captured] = await db()
        .update(testPayments)
        .set({ status: 'succeeded', amountCaptured: amount, chargeId, updatedAt: new Date() })
        .where(
          and(
            eq(testPayments.id, paymentReference),
            eq(testPayments.status, 'requires_capture'),
            sql`${testPayments.amountAuthorised} >= ${amount}`,
          ),
        )
        .returning()
      if (captured) return { chargeId: captured.chargeId, amountCaptured: captured.amountCaptured }
      const payment = await findPayment(paymentReference)
      // Captured before: a retried completion gets the same answer, as Stripe's idempotency gives.
      if (payment?.status === 'succeeded') {
        return { chargeId: payment.chargeId, amountCaptured: payment.amountCaptured }
      }
      throw new PaymentNotCapturableError(payment ? `payment is ${payment.status}` : 'no such payment')
    },

    async cancelPayment(paymentReference: string) {
      await db()
        .update(testPayments)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(and(eq(testPayments.id, paymentReference), eq(testPayments.status, 'requires_capture')))
      const payment = await findPayment(paymentReference)
      if (payment && payment.status !== 'canceled')
        throw new Error(`cannot cancel a payment that is ${payment.status}`)
    },

    async refund(paymentReference: string, amount: number, idempotencyKey: string) {
      const [refunded] = await db()
        .update(testPayments)
        .set({ amountRefunded: sql`${testPayments.amountRefunded} + ${amount}`, updatedAt: new Date() })
        .where(
          and(
            eq(testPayments.id, paymentReference),
            eq(testPayments.status, 'succeeded'),
            sql`${testPayments.amountRefunded} + ${amount} <= ${testPayments.amountCaptured}`,
          ),
        )
        .returning({ id: testPayments.id })
      if (!refunded) throw new Error('refund exceeds what was captured')
      return { id: keyedId('re_test_', idempotencyKey) }
    },

    async createConnectedAccount() {
      return { id: randomId('acct_test_') }
    },

    /** The test provider's own onboarding page on this server, marked as a test. */
    async createOnboardingLink({ accountId }: { accountId: string }) {
      return { url: `${options.publicUrl}/payments/test/onboarding/${accountId}` }
    },

    // No money moves, but the transfer is recorded (the reconciliation reads it back). The id
    // follows from the idempotency key, so a retried call is one transfer.
    async createTransfer(input: TransferInput) {
      const id = keyedId('tr_test_', input.idempotencyKey)
      await db()
        .insert(testTransfers)
        .values({ id, amount: input.amount, destination: input.destination })
        .onConflictDoNothing()
      return { id }
    },

    async reverseTransfer(transferId: string, amount: number, idempotencyKey: string) {
      const id = keyedId('trr_test_', idempotencyKey)
      // As at Stripe: never more than what is left of the transfer.
      const [transfer] = await db()
        .select({
          amount: testTransfers.amount,
          reversed: sql<number>`coalesce((select sum(r.amount) from test_transfer_reversals r
                                           where r.transfer_id = test_transfers.id and r.id <> ${id}), 0)::int`,
        })
        .from(testTransfers)
        .where(eq(testTransfers.id, transferId))
      if (!transfer || transfer.reversed + amount > transfer.amount)
        throw new Error('the reversal exceeds what is left of the transfer')
      await db().insert(testTransferReversals).values({ id, transferId, amount }).onConflictDoNothing()
      return { id }
    },

    async readPayment(paymentReference: string) {
      const payment = await findPayment(paymentReference)
      if (!payment) throw new Error(`no test payment ${paymentReference}`)
      return { captured: payment.amountCaptured, refunded: payment.amountRefunded }
    },

    async readTransfer(transferId: string) {
      const [transfer] = await db()
        .select({
          amount: testTransfers.amount,
          reversed: sql<number>`coalesce((select sum(r.amount) from test_transfer_reversals r
                                           where r.transfer_id = test_transfers.id), 0)::int`,
        })
        .from(testTransfers)
        .where(eq(testTransfers.id, transferId))
      if (!transfer) throw new Error(`no test transfer ${transferId}`)
      return transfer
    },

    /** Builds the signed account.updated event the test onboarding page sends when it is completed. */
    buildAccountWebhook(accountId: string) {
      const payload = {
        id: randomId('evt_test_'),
        type: 'account.updated',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: accountId, details_submitted: true, payouts_enabled: true } },
      }
      const rawBody = JSON.stringify(payload)
      return { rawBody, signature: signWebhookPayload(rawBody, options.webhookSecret) }
    },

    parseWebhook(rawBody: string, signatureHeader: string | null): PaymentEvent {
      verifyWebhookSignature(rawBody, signatureHeader, options.webhookSecret)
      let payload: TestWebhookPayload
      try {
        payload = JSON.parse(rawBody) as TestWebhookPayload
      } catch {
        throw new WebhookSignatureError('The body is not JSON')
      }
      const session = payload?.data?.object
      if (String(payload?.type) === 'account.updated' && typeof session?.id === 'string') {
        const account = session as unknown as {
          id: string
          details_submitted?: boolean
          payouts_enabled?: boolean
        }
        return {
          id: payload.id,
          type: 'account.updated',
          accountId: account.id,
          detailsSubmitted: account.details_submitted === true,
          payoutsEnabled: account.payouts_enabled === true,
        }
      }
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

    /** Builds the signed webhook the hosted page sends when the buyer pays or cancels. */
    buildWebhook(
      type: TestWebhookPayload['type'],
      session: { id: string; checkoutId: string; amountTotal: number; paymentIntent?: string | null },
    ) {
      const payload: TestWebhookPayload = {
        id: randomId('evt_test_'),
        type,
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: session.id,
            client_reference_id: session.checkoutId,
            payment_intent: session.paymentIntent ?? null,
            amount_total: session.amountTotal,
          },
        },
      }
      const rawBody = JSON.stringify(payload)
      return { rawBody, signature: signWebhookPayload(rawBody, options.webhookSecret) }
    },
  } satisfies PaymentProvider & Record<string, unknown>
}

export type TestPaymentProvider = ReturnType<typeof createTestProvider>
