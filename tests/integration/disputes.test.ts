/**
 * Disputes (issue #14 item 2, "Must hold"): deadlines on the injected clock, an escalation happens
 * exactly once, the ledger invariant holds in every outcome, a partial refund after the seller was
 * paid reverses exactly that part of the transfer, each step e-mails both parties in their language.
 */
import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { startCheckout } from '~/checkout/checkout.server'
import { handlePaymentWebhook } from '~/checkout/payment-webhooks.server'
import { reconcilePayments } from '~/checkout/reconciliation.server'
import { settleTestPayment } from '~/checkout/test-payments.server'
import {
  decideDispute,
  moveDispute,
  openDispute,
  refundCompletedOrder,
  runDisputeDeadline,
  runOverdueDisputeDeadlines,
} from '~/disputes/disputes.server'
import { ledgerMismatch, readOrderMoney } from '~/ledger/ledger.server'
import { moveOrder } from '~/orders/order-transitions.server'
import { startPayoutOnboarding } from '~/payouts/payout-accounts.server'
import { readPayouts } from '~/payouts/payouts.server'
import { advanceClock, clock } from '~/platform/clock.server'
import { rawQuery } from '~/platform/db.server'
import { readOutbox } from '~/platform/email/mailer.server'
import { runDueJobs } from '~/platform/jobs/queue.server'
import { setPaymentProvidersForTests, testPaymentProvider } from '~/platform/payments/index.server'
import { createProduct, createSeller } from '../../db/factories'
import {
  auditLog,
  cartItems,
  disputeEvents,
  disputes,
  ledgerEntries,
  orders,
  photoUploads,
  transfers,
} from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'

const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000
const ADDRESS = {
  fullName: 'Ana García',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  country: 'Spain',
}
// 200 € item + 6.99 € express shipping; 5 % commission of the item = 10 €; the seller's share 196.99 €.
const TOTAL = 20_699
const COMMISSION = 1_000

describe('disputes', () => {
  const db = useTestDatabase()
  afterEach(() => setPaymentProvidersForTests({}))

  /** A Spanish-speaking seller with a ready payout account, an English-speaking buyer, a delivered order. */
  async function deliveredOrder(options: { connected?: boolean } = {}) {
    const { user: seller } = await createSeller(db(), { profile: { language: 'es' } })
    if (options.connected !== false) await connect(seller.id, seller.email)
    const product = await createProduct(db(), {
      sellerId: seller.id,
      price: 20_000,
      shippingOptions: ['standard', 'express'],
    })
    const buyer = await createSignedInUser(db())
    await db().insert(cartItems).values({ userId: buyer.user.id, productId: product.id })
    const started = await startCheckout({
      buyer: { id: buyer.user.id, email: buyer.user.email },
      address: ADDRESS,
      shippingChoices: { [product.id]: 'express' },
      locale: 'en',
    })
    if (!started.ok) throw new Error(started.error)
    await settleTestPayment(started.providerSessionId, buyer.user.id, 'pay')
    await runDueJobs()
    const [order] = await db().select().from(orders).where(eq(orders.productId, product.id))
    if (!order) throw new Error('no order')
    expect(
      (await moveOrder(seller.id, order.id, { intent: 'ship', trackingNumber: '0033', carrier: 'correos' }))
        .kind,
    ).toBe('done')
    expect((await moveOrder(buyer.user.id, order.id, { intent: 'deliver' })).kind).toBe('done')
    await runDueJobs()
    return { seller, buyer: buyer.user, order }
  }

  async function connect(sellerId: string, email: string) {
    await startPayoutOnboarding({ id: sellerId, email, country: 'ES' })
    const [account] = await rawQuery<{ account_id: string }>(
      db(),
      sql`select account_id from payout_accounts where user_id = ${sellerId}`,
    )
    const { rawBody, signature } = testPaymentProvider().buildAccountWebhook(account?.account_id as string)
    await handlePaymentWebhook('test', rawBody, signature)
    await runDueJobs()
  }

  const report = (buyerId: string, orderId: string, photos: string[] = []) =>
    openDispute(buyerId, orderId, {
      reason: 'not-as-described',
      description: 'The shaft is not the stiff flex the listing says.',
      photos,
    })

  async function disputeOf(orderId: string) {
    const [row] = await db().select().from(disputes).where(eq(disputes.orderId, orderId))
    if (!row) throw new Error('no dispute')
    return row
  }
  const orderNow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]
  async function ledgerOf(orderId: string) {
    const rows = await db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId))
    return rows.map((row) => [row.kind, row.amount]).sort()
  }
  /** charged = refunded + transferred + commission + held, for every order, once the queue is idle. */
  async function expectLedgerInvariant() {
    const money = await readOrderMoney(db())
    expect(money.length).toBeGreaterThan(0)
    for (const order of money)
      expect({ order: order.orderId, mismatch: ledgerMismatch(order) }).toEqual({
        order: order.orderId,
        mismatch: null,
      })
    advanceClock(2 * HOUR)
    const run = await reconcilePayments(clock.now())
    expect(run.problems).toEqual([])
  }
  const mailsTo = async (email: string) => (await readOutbox()).filter((mail) => mail.to === email)
  const operator = async () => {
    const admin = await createSignedInUser(db(), { name: 'Olga Operator' })
    return { id: admin.user.id, email: admin.user.email }
  }

  it('opens only in the protection window, by the buyer, and freezes the order', async () => {
    const { seller, buyer, order } = await deliveredOrder()
    const stranger = await createSignedInUser(db())
    expect((await report(stranger.user.id, order.id)).kind).toBe('not-found')
    expect((await report(seller.id, order.id)).kind).toBe('forbidden')
    expect((await report(buyer.id, order.id)).kind).toBe('done')
    expect((await report(buyer.id, order.id)).kind).toBe('conflict')
    expect((await orderNow(order.id))?.status).toBe('disputed')
    const dispute = await disputeOf(order.id)
    expect(dispute).toMatchObject({ status: 'awaiting-seller', reason: 'not-as-described' })
    expect(dispute.dueAt?.getTime()).toBeCloseTo(clock.now().getTime() + 3 * DAY, -5)
    // Both parties are told, each in their language.
    await runDueJobs()
    expect((await mailsTo(buyer.email)).map((m) => m.subject)).toContain(
      `A problem was reported with order #${order.id.slice(0, 8).toUpperCase()}`,
    )
    const sellerMail = (await mailsTo(seller.email)).find((m) =>
      m.subject.startsWith('Se ha notificado un problema'),
    )
    expect(sellerMail?.text).toContain('stiff flex')

    // Too late: the window has ended and the order completed.
    const late = await deliveredOrder()
    advanceClock(2 * DAY + HOUR)
    await runDueJobs()
    expect((await orderNow(late.order.id))?.status).toBe('completed')
    expect((await report(late.buyer.id, late.order.id)).kind).toBe('conflict')
  })

  it('"not received" on a shipped order only from 14 days after shipping', async () => {
    const { user: seller } = await createSeller(db())
    const product = await createProduct(db(), { sellerId: seller.id, price: 5_000 })
    const buyer = await createSignedInUser(db())
    const [order] = await db()
      .insert(orders)
      .values({
        buyerId: buyer.user.id,
        sellerId: seller.id,
        productId: product.id,
        totalAmount: 5_000,
        status: 'shipped',
        shippedAt: new Date(clock.now().getTime() - 13 * DAY),
      })
      .returning()
    if (!order) throw new Error('no order')
    const notReceived = {
      reason: 'not-received' as const,
      description: 'Nothing has arrived yet.',
      photos: [],
    }
    expect(await openDispute(buyer.user.id, order.id, notReceived)).toEqual({
      kind: 'invalid',
      error: 'disputes.error.tooEarly',
    })
    advanceClock(DAY)
    expect((await openDispute(buyer.user.id, order.id, { ...notReceived, reason: 'damaged' })).kind).toBe(
      'invalid',
    )
    expect((await openDispute(buyer.user.id, order.id, notReceived)).kind).toBe('done')
  })

  it('photos must be the buyer’s own uploads, and they are kept for the dispute', async () => {
    const { seller, buyer, order } = await deliveredOrder()
    const own = `products/${buyer.id}/${crypto.randomUUID()}.webp`
    const theirs = `products/${seller.id}/${crypto.randomUUID()}.webp`
    await db()
      .insert(photoUploads)
      .values([
        { key: own, ownerId: buyer.id },
        { key: theirs, ownerId: seller.id },
      ])
    expect(await report(buyer.id, order.id, [theirs])).toEqual({
      kind: 'invalid',
      error: 'disputes.error.photos',
    })
    expect(await report(buyer.id, order.id, [`products/${buyer.id}/${crypto.randomUUID()}.webp`])).toEqual({
      kind: 'invalid',
      error: 'disputes.error.photos',
    })
    expect((await orderNow(order.id))?.status).toBe('delivered')
    expect((await report(buyer.id, order.id, [own])).kind).toBe('done')
    expect((await disputeOf(order.id)).photos).toEqual([own])
    // No longer one of the buyer's unpublished listing photos.
    const [upload] = await db().select().from(photoUploads).where(eq(photoUploads.key, own))
    expect(upload?.discardedAt).not.toBeNull()
  })

  it('no answer in 3 days escalates exactly once, on the injected clock; nothing pays the seller meanwhile', async () => {
    const { seller, buyer, order } = await deliveredOrder()
    await report(buyer.id, order.id)
    const dispute = await disputeOf(order.id)
    advanceClock(3 * DAY - HOUR)
    await runDueJobs({ schedules: true })
    expect((await disputeOf(order.id)).status).toBe('awaiting-seller')
    advanceClock(2 * HOUR)
    await runDueJobs({ schedules: true })
    expect((await disputeOf(order.id)).status).toBe('escalated')
    // The deadline job again, the sweep, and a late seller: still one escalation.
    expect(await runDisputeDeadline(dispute.id, 'awaiting-seller')).toBe(false)
    await runOverdueDisputeDeadlines()
    expect(
      (await moveDispute(seller.id, order.id, { intent: 'dispute-contest', note: 'It was fine' })).kind,
    ).toBe('conflict')
    advanceClock(30 * DAY)
    await runDueJobs({ schedules: true })
    const events = await db().select().from(disputeEvents).where(eq(disputeEvents.disputeId, dispute.id))
    expect(events.filter((event) => event.kind === 'escalated')).toHaveLength(1)
    expect((await disputeOf(order.id)).escalationCause).toBe('no-answer')
    expect(
      (await mailsTo('operator@fairway.market')).filter((m) => m.subject.includes('Our team will decide')),
    ).toHaveLength(1)
    expect(
      (await mailsTo(buyer.email)).filter((m) => m.subject.includes('Our team will decide')),
    ).toHaveLength(1)
    expect((await orderNow(order.id))?.status).toBe('disputed')
    expect(await db().select().from(transfers)).toHaveLength(0)
    await expectLedgerInvariant()
  })

  it('the seller refunds in full: the buyer gets everything back, the seller nothing', async () => {
    const { seller, buyer, order } = await deliveredOrder()
    await report(buyer.id, order.id)
    expect((await moveDispute(buyer.id, order.id, { intent: 'dispute-refund' })).kind).toBe('forbidden')
    expect((await moveDispute(seller.id, order.id, { intent: 'dispute-refund' })).kind).toBe('done')
    await runDueJobs()
    expect((await orderNow(order.id))?.status).toBe('refunded')
    expect(await ledgerOf(order.id)).toEqual([
      ['charge', 20_000],
      ['refund', TOTAL],
      ['shipping', 699],
    ])
    expect((await disputeOf(order.id)).outcome).toBe('full-refund')
    await expectLedgerInvariant()
  })

  it('an accepted partial offer refunds that part; the seller is paid the rest of their share', async () => {
    const { seller, buyer, order } = await deliveredOrder()
    await report(buyer.id, order.id)
    // More than the seller's share is refused (that would be a full refund).
    expect(
      await moveDispute(seller.id, order.id, { intent: 'dispute-offer', amount: TOTAL - COMMISSION }),
    ).toEqual({
      kind: 'invalid',
      error: 'disputes.error.amountTooHigh',
    })
    expect((await moveDispute(seller.id, order.id, { intent: 'dispute-offer', amount: 6_000 })).kind).toBe(
      'done',
    )
    expect((await moveDispute(seller.id, order.id, { intent: 'dispute-accept-offer' })).kind).toBe(
      'forbidden',
    )
    expect((await moveDispute(buyer.id, order.id, { intent: 'dispute-accept-offer' })).kind).toBe('done')
    await runDueJobs()
    expect((await orderNow(order.id))?.status).toBe('completed')
    const [transfer] = await db().select().from(transfers)
    expect(transfer).toMatchObject({ status: 'paid', amount: TOTAL - COMMISSION - 6_000 })
    expect(await ledgerOf(order.id)).toEqual([
      ['charge', 20_000],
      ['commission', COMMISSION],
      ['refund', 6_000],
      ['shipping', 699],
      ['transfer', TOTAL - COMMISSION - 6_000],
    ])
    const payouts = await readPayouts(seller.id)
    expect(payouts.paidOut).toBe(TOTAL - COMMISSION - 6_000)
    const settled = (await mailsTo(seller.email)).find((m) => m.subject.includes('está resuelto'))
    expect(settled?.text).toContain('se reembolsan 60,00')
    await expectLedgerInvariant()
  })

  it('a declined offer escalates once; the operator refunds in full with a reason, audited, both told', async () => {
    const { seller, buyer, order } = await deliveredOrder()
    await report(buyer.id, order.id)
    await moveDispute(seller.id, order.id, { intent: 'dispute-offer', amount: 6_210 })
    expect((await moveDispute(buyer.id, order.id, { intent: 'dispute-decline-offer' })).kind).toBe('done')
    const dispute = await disputeOf(order.id)
    expect(dispute).toMatchObject({ status: 'escalated', escalationCause: 'offer-declined' })
    // The offer's own deadline runs later and does nothing.
    advanceClock(4 * DAY)
    await runDueJobs({ schedules: true })
    expect((await disputeOf(order.id)).escalatedAt).toEqual(dispute.escalatedAt)

    const olga = await operator()
    const decision = {
      outcome: 'full-refund' as const,
      amount: null,
      reason: 'The photos show a different shaft.',
    }
    expect(await decideDispute(olga, dispute.id, decision)).toEqual({ ok: true })
    expect(await decideDispute(olga, dispute.id, decision)).toEqual({ ok: false, reason: 'already' })
    await runDueJobs()
    expect((await orderNow(order.id))?.status).toBe('refunded')
    const audits = await db().select().from(auditLog)
    expect(audits).toMatchObject([
      {
        action: 'dispute.full-refund',
        subjectType: 'dispute',
        subjectId: dispute.id,
        actorEmail: olga.email,
        reason: decision.reason,
      },
    ])
    for (const to of [buyer.email, seller.email]) {
      const mail = (await mailsTo(to)).find((m) => m.text.includes('The photos show a different shaft.'))
      expect(mail, to).toBeDefined()
    }
    expect((await readPayouts(seller.id)).paidOut).toBe(0)
    await expectLedgerInvariant()
  })

  it('the operator releases a contested dispute to the seller, or refunds part of it', async () => {
    const first = await deliveredOrder()
    const second = await deliveredOrder()
    const olga = await operator()
    for (const { seller, buyer, order } of [first, second]) {
      await report(buyer.id, order.id)
      expect(
        (await moveDispute(seller.id, order.id, { intent: 'dispute-contest', note: 'It left here intact.' }))
          .kind,
      ).toBe('done')
    }
    const released = await disputeOf(first.order.id)
    const partial = await disputeOf(second.order.id)
    expect(released.status).toBe('escalated')
    expect(
      await decideDispute(olga, partial.id, { outcome: 'partial-refund', amount: TOTAL, reason: 'Too much' }),
    ).toEqual({ ok: false, reason: 'amount' })
    expect(
      await decideDispute(olga, released.id, {
        outcome: 'released',
        amount: null,
        reason: 'Tracking shows delivery intact.',
      }),
    ).toEqual({ ok: true })
    expect(
      await decideDispute(olga, partial.id, {
        outcome: 'partial-refund',
        amount: 2_500,
        reason: 'A scratch, not a defect.',
      }),
    ).toEqual({ ok: true })
    await runDueJobs()
    expect(await ledgerOf(first.order.id)).toEqual([
      ['charge', 20_000],
      ['commission', COMMISSION],
      ['shipping', 699],
      ['transfer', TOTAL - COMMISSION],
    ])
    expect(await ledgerOf(second.order.id)).toEqual([
      ['charge', 20_000],
      ['commission', COMMISSION],
      ['refund', 2_500],
      ['shipping', 699],
      ['transfer', TOTAL - COMMISSION - 2_500],
    ])
    await expectLedgerInvariant()
  })

  it('a return: the buyer sends it back with tracking, the seller confirms, the refund follows; a return never sent releases the money', async () => {
    const kept = await deliveredOrder()
    const returned = await deliveredOrder()
    for (const { seller, buyer, order } of [kept, returned]) {
      await report(buyer.id, order.id)
      expect((await moveDispute(seller.id, order.id, { intent: 'dispute-return' })).kind).toBe('done')
    }
    expect(
      (
        await moveDispute(returned.buyer.id, returned.order.id, {
          intent: 'dispute-return-shipped',
          trackingNumber: 'RET123456',
        })
      ).kind,
    ).toBe('done')
    expect((await disputeOf(returned.order.id)).returnTrackingNumber).toBe('RET123456')
    // 5 days pass: the buyer who never sent it back loses the dispute; the other one is waiting on the seller.
    advanceClock(5 * DAY + HOUR)
    await runDueJobs({ schedules: true })
    expect((await disputeOf(kept.order.id)).outcome).toBe('released')
    expect((await orderNow(kept.order.id))?.status).toBe('completed')
    expect((await disputeOf(returned.order.id)).status).toBe('return-shipped')
    expect(
      (await moveDispute(returned.seller.id, returned.order.id, { intent: 'dispute-return-received' })).kind,
    ).toBe('done')
    await runDueJobs()
    expect((await orderNow(returned.order.id))?.status).toBe('refunded')
    expect((await disputeOf(returned.order.id)).outcome).toBe('full-refund')
    const trackingMail = (await mailsTo(returned.seller.email)).find((m) => m.text.includes('RET123456'))
    expect(trackingMail).toBeDefined()
    await expectLedgerInvariant()
  })

  it('a partial refund after the seller was paid reverses exactly that part of the transfer', async () => {
    const { seller, buyer, order } = await deliveredOrder()
    expect((await moveOrder(buyer.id, order.id, { intent: 'accept' })).kind).toBe('done')
    await runDueJobs()
    const [paid] = await db().select().from(transfers)
    expect(paid).toMatchObject({ status: 'paid', amount: TOTAL - COMMISSION })
    const olga = await operator()
    const decision = {
      outcome: 'partial-refund' as const,
      amount: 4_321,
      reason: 'Late claim: a cracked grip.',
    }
    expect(await refundCompletedOrder(olga, order.id, decision)).toEqual({ ok: true })
    // A second refund of the same order is refused.
    expect(await refundCompletedOrder(olga, order.id, decision)).toEqual({ ok: false, reason: 'already' })
    await runDueJobs()
    await runDueJobs()
    const [transfer] = await db().select().from(transfers)
    expect(transfer).toMatchObject({ status: 'paid', amount: TOTAL - COMMISSION, reversedAmount: 4_321 })
    expect(transfer?.partialReversalReference).toMatch(/^trr_test_/)
    expect(await ledgerOf(order.id)).toEqual([
      ['charge', 20_000],
      ['commission', COMMISSION],
      ['refund', 4_321],
      ['shipping', 699],
      ['transfer', TOTAL - COMMISSION],
      ['transfer_reversal', 4_321],
    ])
    expect((await orderNow(order.id))?.status).toBe('completed')
    expect((await readPayouts(seller.id)).paidOut).toBe(TOTAL - COMMISSION - 4_321)
    expect((await db().select().from(auditLog))[0]).toMatchObject({
      action: 'order.partial-refund',
      reason: decision.reason,
    })
    await expectLedgerInvariant()
  })
})
