/**
 * Money that reaches sellers (issue #13 "Must hold"): the order's deadlines on the injected clock,
 * the ledger invariant after every path, exactly one transfer per order, money waiting for payout
 * details released when the account is ready, refunds after a transfer reversing it. Runs with the
 * built-in test provider; tests/integration/stripe-connect.test.ts runs the Stripe side.
 */
import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { startCheckout } from '~/checkout/checkout.server'
import { handlePaymentWebhook } from '~/checkout/payment-webhooks.server'
import { reconcilePayments } from '~/checkout/reconciliation.server'
import { settleTestPayment } from '~/checkout/test-payments.server'
import { openDispute } from '~/disputes/disputes.server'
import { ledgerMismatch, readOrderMoney } from '~/ledger/ledger.server'
import { refundOrder } from '~/orders/order-lifecycle.server'
import { moveOrder } from '~/orders/order-transitions.server'
import { startPayoutOnboarding } from '~/payouts/payout-accounts.server'
import { payTransfer } from '~/payouts/transfers.server'
import { advanceClock, clock } from '~/platform/clock.server'
import { rawQuery } from '~/platform/db.server'
import { readOutbox } from '~/platform/email/mailer.server'
import { runDueJobs } from '~/platform/jobs/queue.server'
import {
  type PaymentProvider,
  setPaymentProvidersForTests,
  testPaymentProvider,
} from '~/platform/payments/index.server'
import { formatEuros } from '~/ui/money'
import { createProduct, createSeller } from '../../db/factories'
import { cartItems, ledgerEntries, orders, products, transfers } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { deliveryChoicesFor } from '../support/delivery'

const DAY = 24 * 60 * 60 * 1000
const ADDRESS = {
  fullName: 'Ana García',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  country: 'Spain',
}

describe('money that reaches sellers', () => {
  const db = useTestDatabase()
  afterEach(() => setPaymentProvidersForTests({}))

  /** A seller (Spanish-speaking unless told), a listing, a buyer who paid for it with express shipping. */
  async function paidOrder(options: { price?: number; sellerLanguage?: string } = {}) {
    const { user: seller } = await createSeller(db(), {
      profile: { language: options.sellerLanguage ?? 'es' },
    })
    const product = await createProduct(db(), {
      sellerId: seller.id,
      price: options.price ?? 20_000,
      shippingOptions: ['standard', 'express'],
    })
    const buyer = await createSignedInUser(db())
    await db().insert(cartItems).values({ userId: buyer.user.id, productId: product.id })
    const started = await startCheckout({
      buyer: { id: buyer.user.id, email: buyer.user.email },
      address: ADDRESS,
      deliveryChoices: await deliveryChoicesFor(buyer.user.id, 'express'),
      locale: 'en',
    })
    if (!started.ok) throw new Error(started.error)
    await settleTestPayment(started.providerSessionId, buyer.user.id, 'pay')
    await runDueJobs()
    const [order] = await db().select().from(orders).where(eq(orders.productId, product.id))
    if (!order) throw new Error('no order')
    return { seller, buyer: buyer.user, product, order }
  }

  async function orderNow(id: string) {
    const [order] = await db().select().from(orders).where(eq(orders.id, id))
    return order
  }

  /** The invariant for every order in the database (after the queued work has run). */
  async function expectLedgerInvariant() {
    const money = await readOrderMoney(db())
    expect(money.length).toBeGreaterThan(0)
    for (const order of money)
      expect({ order: order.orderId, mismatch: ledgerMismatch(order) }).toEqual({
        order: order.orderId,
        mismatch: null,
      })
  }

  async function ledgerOf(orderId: string) {
    const rows = await db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId))
    return rows.map((row) => [row.kind, row.amount]).sort()
  }

  async function connectTestAccount(sellerId: string, email: string) {
    await startPayoutOnboarding({ id: sellerId, email, country: 'ES' })
    const [account] = await rawQuery<{ account_id: string }>(
      db(),
      sql`select account_id from payout_accounts where user_id = ${sellerId}`,
    )
    const { rawBody, signature } = testPaymentProvider().buildAccountWebhook(account?.account_id as string)
    return handlePaymentWebhook('test', rawBody, signature)
  }

  const ship = (order: { id: string; sellerId: string | null }) =>
    moveOrder(order.sellerId as string, order.id, {
      intent: 'ship',
      trackingNumber: '0033112233',
      carrier: 'correos',
      untracked: false,
    })

  it('completed: paid, shipped, confirmed, all good → one transfer of price + shipping − 5 %, ledger balanced', async () => {
    const { seller, buyer, order } = await paidOrder()
    await connectTestAccount(seller.id, seller.email)
    await runDueJobs()
    expect(order).toMatchObject({ status: 'confirmed', totalAmount: 20_699, commissionAmount: 1_000 })
    expect(order.shipBy?.getTime()).toBeCloseTo(clock.now().getTime() + 5 * DAY, -5)
    expect(await ledgerOf(order.id)).toEqual([
      ['charge', 20_000],
      ['shipping', 699],
    ])

    expect((await ship(order)).kind).toBe('done')
    expect((await moveOrder(buyer.id, order.id, { intent: 'deliver' })).kind).toBe('done')
    const delivered = await orderNow(order.id)
    expect(delivered?.protectionEndsAt?.getTime()).toBeCloseTo(clock.now().getTime() + 2 * DAY, -5)
    expect((await moveOrder(buyer.id, order.id, { intent: 'accept' })).kind).toBe('done')
    await runDueJobs()

    expect((await orderNow(order.id))?.status).toBe('completed')
    const [transfer] = await db().select().from(transfers).where(eq(transfers.orderId, order.id))
    expect(transfer).toMatchObject({ status: 'paid', amount: 20_000 + 699 - 1_000 })
    expect(transfer?.providerReference).toMatch(/^tr_test_/)
    expect(await ledgerOf(order.id)).toEqual([
      ['charge', 20_000],
      ['commission', 1_000],
      ['shipping', 699],
      ['transfer', 19_699],
    ])
    await expectLedgerInvariant()

    // The seller heard in their language (Spanish), and the outbox has no duplicate.
    const mails = (await readOutbox()).filter((mail) => mail.to === seller.email)
    expect(mails.map((mail) => mail.subject)).toContain(
      `Pedido n.º ${order.id.slice(0, 8).toUpperCase()} completado: ${formatEuros(19_699)} para ti`,
    )
  })

  it('cancelled before shipping: refunded in full (shipping included), listing back on sale, ledger balanced', async () => {
    const { buyer, product, order } = await paidOrder()
    expect((await moveOrder(buyer.id, order.id, { intent: 'cancel' })).kind).toBe('done')
    await runDueJobs()
    expect(await ledgerOf(order.id)).toEqual([
      ['charge', 20_000],
      ['refund', 20_699],
      ['shipping', 699],
    ])
    const [relisted] = await db().select().from(products).where(eq(products.id, product.id))
    expect(relisted?.status).toBe('active')
    await expectLedgerInvariant()
  })

  it('never shipped: reminded after 3 days, cancelled and refunded at the 5-day deadline, both told', async () => {
    const { seller, buyer, product, order } = await paidOrder()
    advanceClock(2 * DAY)
    await runDueJobs()
    const remindersBefore = (await readOutbox()).filter((m) => m.subject.startsWith('Recordatorio'))
    expect(remindersBefore).toHaveLength(0)

    advanceClock(1 * DAY + 60_000)
    await runDueJobs()
    const reminders = (await readOutbox()).filter(
      (m) => m.to === seller.email && m.subject.startsWith('Recordatorio'),
    )
    expect(reminders).toHaveLength(1)
    expect((await orderNow(order.id))?.status).toBe('confirmed')

    advanceClock(2 * DAY)
    await runDueJobs()
    expect((await orderNow(order.id))?.status).toBe('cancelled')
    const [relisted] = await db().select().from(products).where(eq(products.id, product.id))
    expect(relisted?.status).toBe('active')
    expect(await ledgerOf(order.id)).toContainEqual(['refund', 20_699])
    const mails = await readOutbox()
    expect(
      mails.find((m) => m.to === buyer.email && m.subject.includes('cancelled and refunded')),
    ).toBeTruthy()
    expect(mails.find((m) => m.to === seller.email && m.subject.includes('cancelado'))).toBeTruthy()
    await expectLedgerInvariant()
  })

  it('shipped and never confirmed: delivered after 14 days, completed 2 days later; a seller without an account waits, then is paid once they connect', async () => {
    const { seller, order } = await paidOrder()
    await ship(order)
    advanceClock(14 * DAY + 60_000)
    await runDueJobs()
    expect((await orderNow(order.id))?.status).toBe('delivered')
    advanceClock(2 * DAY + 60_000)
    await runDueJobs()
    expect((await orderNow(order.id))?.status).toBe('completed')
    const [waiting] = await db().select().from(transfers).where(eq(transfers.orderId, order.id))
    expect(waiting).toMatchObject({ status: 'waiting', amount: 19_699 })
    expect(await ledgerOf(order.id)).toEqual([
      ['charge', 20_000],
      ['shipping', 699],
    ])
    await expectLedgerInvariant()

    const reply = await connectTestAccount(seller.id, seller.email)
    expect(reply.body.outcome).toBe('ready')
    await runDueJobs()
    const [paid] = await db().select().from(transfers).where(eq(transfers.orderId, order.id))
    expect(paid?.status).toBe('paid')
    await expectLedgerInvariant()
  })

  it('"all good" and the end of the window at the same moment make one transfer', async () => {
    const { seller, buyer, order } = await paidOrder()
    await connectTestAccount(seller.id, seller.email)
    await ship(order)
    await moveOrder(buyer.id, order.id, { intent: 'deliver' })
    advanceClock(2 * DAY + 1)
    const calls: string[] = []
    const real = testPaymentProvider()
    setPaymentProvidersForTests({
      test: {
        ...real,
        async createTransfer(input) {
          calls.push(input.idempotencyKey)
          return real.createTransfer(input)
        },
      } satisfies PaymentProvider,
    })
    const [clicked] = await Promise.all([
      moveOrder(buyer.id, order.id, { intent: 'accept' }),
      runDueJobs(),
      payTransfer(order.id),
    ])
    await runDueJobs()
    await payTransfer(order.id)
    expect(['done', 'conflict']).toContain(clicked.kind)
    const rows = await db().select().from(transfers).where(eq(transfers.orderId, order.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.status).toBe('paid')
    expect(new Set(calls)).toEqual(new Set([`transfer-${order.id}`]))
    expect((await ledgerOf(order.id)).filter(([kind]) => kind === 'transfer')).toHaveLength(1)
    await expectLedgerInvariant()
  })

  it('a provider that fails twice before succeeding still makes one transfer', async () => {
    const { seller, buyer, order } = await paidOrder()
    await connectTestAccount(seller.id, seller.email)
    await runDueJobs()
    const real = testPaymentProvider()
    let attempts = 0
    setPaymentProvidersForTests({
      test: {
        ...real,
        async createTransfer(input) {
          attempts += 1
          if (attempts <= 2) throw new Error('the provider is unavailable')
          return real.createTransfer(input)
        },
      } satisfies PaymentProvider,
    })
    await ship(order)
    await moveOrder(buyer.id, order.id, { intent: 'deliver' })
    await moveOrder(buyer.id, order.id, { intent: 'accept' })
    await runDueJobs()
    expect((await db().select().from(transfers))[0]?.status).toBe('pending')
    for (let i = 0; i < 4; i++) {
      advanceClock(60 * 60 * 1000)
      await runDueJobs()
    }
    expect(attempts).toBe(3)
    const rows = await db().select().from(transfers)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.status).toBe('paid')
    await expectLedgerInvariant()
  })

  it('a refund after the transfer reverses it and gives the commission back; the ledger still balances', async () => {
    const { seller, buyer, order } = await paidOrder()
    await connectTestAccount(seller.id, seller.email)
    await ship(order)
    await moveOrder(buyer.id, order.id, { intent: 'deliver' })
    await moveOrder(buyer.id, order.id, { intent: 'accept' })
    await runDueJobs()
    expect(await refundOrder(order.id)).toBe(true)
    await runDueJobs()
    expect((await orderNow(order.id))?.status).toBe('refunded')
    const [transfer] = await db().select().from(transfers)
    expect(transfer?.status).toBe('reversed')
    expect(transfer?.reversalReference).toMatch(/^trr_test_/)
    expect(await ledgerOf(order.id)).toEqual([
      ['charge', 20_000],
      ['commission', -1_000],
      ['commission', 1_000],
      ['refund', 20_699],
      ['shipping', 699],
      ['transfer', 19_699],
      ['transfer_reversal', 19_699],
    ])
    await expectLedgerInvariant()
  })

  it('report a problem freezes the order: no deadline completes it, the operator is e-mailed', async () => {
    const { buyer, order } = await paidOrder()
    await ship(order)
    await moveOrder(buyer.id, order.id, { intent: 'deliver' })
    const reported = await openDispute(buyer.id, order.id, {
      reason: 'damaged',
      description: 'The shaft is cracked',
      photos: [],
    })
    expect(reported.kind).toBe('done')
    advanceClock(30 * DAY)
    await runDueJobs({ schedules: true })
    expect((await orderNow(order.id))?.status).toBe('disputed')
    expect(await db().select().from(transfers)).toHaveLength(0)
    // The seller never answered: the operator is asked to decide (docs/decisions/0031-disputes.md).
    const operatorMail = (await readOutbox()).find((m) => m.to === 'operator@fairway.market')
    expect(operatorMail?.subject).toContain('Our team will decide')
    expect(operatorMail?.text).toContain('did not answer within 3 days')
    // Only the buyer reports, and only with a description.
    expect((await moveOrder(order.sellerId as string, order.id, { intent: 'accept' })).kind).toBe('forbidden')
    await expectLedgerInvariant()
  })

  it('the daily reconciliation reports a ledger mismatch and e-mails the operator', async () => {
    const { order } = await paidOrder()
    const clean = await reconcilePayments(clock.now())
    expect(clean.problems).toEqual([])
    await db().execute(sql`delete from ledger_entries where entry_key = ${`shipping:${order.id}`}`)
    advanceClock(2 * 60 * 60 * 1000)
    const run = await reconcilePayments(clock.now())
    expect(run.problems).toContainEqual(
      expect.objectContaining({ orderId: order.id, problem: 'ledger-mismatch' }),
    )
    await runDueJobs()
    const mail = (await readOutbox()).find((m) => m.to === 'operator@fairway.market')
    expect(mail?.subject).toContain('Reconciliation')
    expect(mail?.text).toContain(order.id)
  })

  it('the reconciliation reads the provider’s own records: a refund or a reversal the ledger lacks is reported', async () => {
    const { seller, buyer, order } = await paidOrder()
    await connectTestAccount(seller.id, seller.email)
    await ship(order)
    await moveOrder(buyer.id, order.id, { intent: 'deliver' })
    await moveOrder(buyer.id, order.id, { intent: 'accept' })
    await runDueJobs()
    const [transfer] = await db().select().from(transfers).where(eq(transfers.orderId, order.id))
    expect(transfer?.status).toBe('paid')
    advanceClock(2 * 60 * 60 * 1000)
    // The provider has the payment and the transfer exactly as the ledger does.
    expect((await reconcilePayments(clock.now())).problems).toEqual([])

    // Money moved at the provider behind the ledger's back (by hand in a dashboard, say).
    const provider = testPaymentProvider()
    await provider.reverseTransfer(transfer?.providerReference as string, 500, 'by-hand-reversal')
    await db().execute(sql`update test_payments set amount_refunded = 300 where id = (
      select payment_reference from checkout_sessions where id = ${order.checkoutSessionId})`)
    const run = await reconcilePayments(clock.now())
    expect(run.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orderId: order.id,
          problem: 'provider-differs',
          detail: expect.stringContaining('reversed 500; ledger transferred 19699, reversed 0'),
        }),
        expect.objectContaining({
          checkoutId: order.checkoutSessionId,
          problem: 'provider-differs',
          detail: expect.stringContaining('refunded 300; ledger charged 20699, refunded 0'),
        }),
      ]),
    )
    expect(run.problems).toHaveLength(2)
  })
})
