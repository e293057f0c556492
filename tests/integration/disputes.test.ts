/**
 * Disputes (issue #14 item 2, "Must hold"): deadlines on the injected clock, an escalation happens
 * exactly once, the ledger invariant holds in every outcome, a partial refund after the seller was
 * paid reverses exactly that part of the transfer, each step e-mails both parties in their language.
 */
import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { parseBrowseQuery } from '~/catalog/browse'
import { browseListings } from '~/catalog/browse.server'
import { getProductDetail } from '~/catalog/product.server'
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
import { reinstateUser, removeListing, restoreListing, suspendUser } from '~/moderation/decisions.server'
import { listNotifications } from '~/notifications/notifications.server'
import { moveOrder } from '~/orders/order-transitions.server'
import { startPayoutOnboarding } from '~/payouts/payout-accounts.server'
import { readPayouts } from '~/payouts/payouts.server'
import { authCookieNames, SESSION_EXPIRES_IN } from '~/platform/auth.server'
import { advanceClock, clock } from '~/platform/clock.server'
import { rawQuery } from '~/platform/db.server'
import { readOutbox } from '~/platform/email/mailer.server'
import { runDueJobs } from '~/platform/jobs/queue.server'
import { setPaymentProvidersForTests, testPaymentProvider } from '~/platform/payments/index.server'
import { appSecret } from '~/platform/secrets.server'
import { storage } from '~/platform/storage.server'
import { action as disputesAction, loader as disputesLoader } from '~/routes/admin.disputes'
import { action as disputeAction, loader as disputeLoader } from '~/routes/admin.disputes.$id'
import { action as ordersAction } from '~/routes/admin.orders'
import { action as userAction } from '~/routes/admin.users.$id'
import { action as orderAction, loader as orderLoader } from '~/routes/orders.$id'
import { createProduct, createSeller } from '../../db/factories'
import {
  auditLog,
  cartItems,
  disputeEvents,
  disputes,
  ledgerEntries,
  orders,
  photoUploads,
  products,
  refunds,
  sessions,
  transfers,
  users,
} from '../../db/schema'
import { runAdminCommand } from '../../server/admin-cli'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { deliveryChoicesFor } from '../support/delivery'
import { photoWebp } from '../support/images'
import { formRequest, getRequest, runRoute } from '../support/routes'

type RouteFunction = Parameters<typeof runRoute>[0]

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
      deliveryChoices: await deliveryChoicesFor(buyer.user.id, 'express'),
      locale: 'en',
    })
    if (!started.ok) throw new Error(started.error)
    await settleTestPayment(started.providerSessionId, buyer.user.id, 'pay')
    await runDueJobs()
    const [order] = await db().select().from(orders).where(eq(orders.productId, product.id))
    if (!order) throw new Error('no order')
    expect(
      (
        await moveOrder(seller.id, order.id, {
          intent: 'ship',
          trackingNumber: '0033',
          carrier: 'correos',
          untracked: false,
        })
      ).kind,
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
    await storage().put(own, await photoWebp(64, 48), 'image/webp')
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
    // Kept privately for the dispute (issue #26): a copy under private/, the public upload gone.
    const [kept] = (await disputeOf(order.id)).photos
    expect(kept).toMatch(/^private\/disputes\/[0-9a-f-]{36}\.webp$/)
    expect(await storage().exists(kept as string)).toBe(true)
    expect(await storage().exists(own)).toBe(false)
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
    // Each step is in both parties' bells too, newest first, pointing at the order.
    for (const party of [buyer, seller]) {
      const steps = (await listNotifications(party.id)).filter((n) => n.kind === 'dispute')
      expect(steps.map((n) => n.text.key)).toEqual([
        'disputes.mail.resolved.subject',
        'disputes.mail.escalated.subject',
        'disputes.mail.offered.subject',
        'disputes.mail.opened.subject',
      ])
      expect(new Set(steps.map((n) => n.path))).toEqual(new Set([`/orders/${order.id}`]))
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

  describe('the order page and the console', () => {
    const adminSession = async () => {
      const admin = await createSignedInUser(db(), { name: 'Olga Operator' })
      expect(await runAdminCommand(['grant', admin.user.email], db(), () => {})).toBe(0)
      return admin
    }

    /** A session cookie for an existing user, as tests/support/auth.ts makes them. */
    async function signIn(email: string) {
      const [user] = await db().select().from(users).where(eq(users.email, email))
      const token = crypto.randomBytes(24).toString('base64url')
      await db()
        .insert(sessions)
        .values({
          token,
          userId: user?.id as string,
          expiresAt: new Date(Date.now() + SESSION_EXPIRES_IN * 1000),
        })
      const signature = crypto.createHmac('sha256', appSecret()).update(token).digest('base64')
      return `${authCookieNames().sessionToken}=${encodeURIComponent(`${token}.${signature}`)}`
    }

    it('the order page takes the report with translated messages for bad input, and shows the dispute to both parties only', async () => {
      const { seller, buyer, order } = await deliveredOrder()
      const buyerSession = await signIn(buyer.email)
      const post = (fields: Record<string, string | string[]>, cookie = buyerSession) =>
        runRoute<{ ok: false; message: string; field?: string }>(
          orderAction,
          formRequest(`/orders/${order.id}`, fields, { cookie }),
          { params: { id: order.id } },
        )
      const short = await post({ intent: 'dispute-open', reason: 'damaged', description: 'bad' })
      expect(short.status).toBe(400)
      expect(short.data).toMatchObject({
        message: 'Describe the problem in at least 10 characters',
        field: 'description',
      })
      const noReason = await post({
        intent: 'dispute-open',
        description: 'The head is cracked at the hosel.',
      })
      expect(noReason.status).toBe(400)
      expect(noReason.data.message).toBe('Choose what is wrong')
      const tooMany = await post({
        intent: 'dispute-open',
        reason: 'damaged',
        description: 'The head is cracked at the hosel.',
        photos: ['a', 'b', 'c', 'd', 'e'],
      })
      expect(tooMany.status).toBe(400)
      expect((await orderNow(order.id))?.status).toBe('delivered')

      const done = await post({
        intent: 'dispute-open',
        reason: 'damaged',
        description: 'The head is cracked at the hosel.',
      })
      expect(done.status).toBe(302)
      expect(done.location).toBe(`/orders/${order.id}`)
      const sellerSession = await signIn(seller.email)
      const badOffer = await post({ intent: 'dispute-offer', amount: 'lots' }, sellerSession)
      expect(badOffer.status).toBe(400)
      expect(badOffer.data.message).toBe('Enter an amount in euros, e.g. 25 or 25.50')
      const ambiguous = await post({ intent: 'dispute-offer', amount: '62.100' }, sellerSession)
      expect(ambiguous.status).toBe(400)
      expect(ambiguous.data.message).toContain('An amount like 1.234 can be read two ways.')
      const offered = await post({ intent: 'dispute-offer', amount: '62,10 €' }, sellerSession)
      expect(offered.status).toBe(302)
      expect((await disputeOf(order.id)).offerAmount).toBe(6_210)
      // The buyer cannot answer for the seller.
      expect((await post({ intent: 'dispute-refund' })).status).toBe(403)

      const page = await runRoute<{ dispute: { status: string; events: unknown[] } | null }>(
        orderLoader,
        getRequest(`/orders/${order.id}`, { cookie: buyerSession }),
        { params: { id: order.id } },
      )
      expect(page.data.dispute).toMatchObject({ status: 'offer-pending' })
      expect(page.data.dispute?.events).toHaveLength(2)
      const stranger = await createSignedInUser(db())
      const hidden = await runRoute(
        orderLoader,
        getRequest(`/orders/${order.id}`, { cookie: stranger.cookie }),
        {
          params: { id: order.id },
        },
      )
      expect(hidden.status).toBe(404)
    })

    it('authorisation matrix: every new console page and action answers 404 to visitors and members and changes nothing', async () => {
      const escalated = await deliveredOrder()
      await report(escalated.buyer.id, escalated.order.id)
      await moveDispute(escalated.seller.id, escalated.order.id, {
        intent: 'dispute-contest',
        note: 'Intact when sent.',
      })
      const dispute = await disputeOf(escalated.order.id)
      const completed = await deliveredOrder()
      await moveOrder(completed.buyer.id, completed.order.id, { intent: 'accept' })
      await runDueJobs()
      const { user: removedSeller } = await createSeller(db())
      const removed = await createProduct(db(), { sellerId: removedSeller.id })
      await db()
        .update(products)
        .set({ status: 'inactive', moderationHold: 'removed' })
        .where(eq(products.id, removed.id))
      const admin = await adminSession()
      const member = await createSignedInUser(db())
      const reason = 'Matrix test decision'

      const snapshot = async () => ({
        audit: (await db().select().from(auditLog)).length,
        disputes: await db().select({ id: disputes.id, status: disputes.status }).from(disputes),
        orders: await db().select({ id: orders.id, status: orders.status }).from(orders).orderBy(orders.id),
        refunds: (await db().select().from(refunds)).length,
        products: await db()
          .select({ id: products.id, status: products.status, hold: products.moderationHold })
          .from(products)
          .orderBy(products.id),
        jobs: (await rawQuery<{ n: number }>(db(), sql`select count(*)::int as n from pgboss.job`))[0]?.n,
      })
      const cases: {
        name: string
        fn: RouteFunction
        path: string
        params?: Record<string, string>
        form?: Record<string, string>
      }[] = [
        { name: 'disputes', fn: disputesLoader, path: '/admin/disputes?filter=open' },
        { name: 'disputes action', fn: disputesAction, path: '/admin/disputes', form: {} },
        {
          name: 'dispute',
          fn: disputeLoader,
          path: `/admin/disputes/${dispute.id}`,
          params: { id: dispute.id },
        },
        {
          name: 'dispute: decide',
          fn: disputeAction,
          path: `/admin/disputes/${dispute.id}`,
          params: { id: dispute.id },
          form: { outcome: 'full-refund', reason },
        },
        {
          name: 'orders: refund',
          fn: ordersAction,
          path: '/admin/orders',
          form: { orderId: completed.order.id, outcome: 'partial-refund', amount: '10', reason },
        },
        {
          name: 'user: restore listing',
          fn: userAction,
          path: `/admin/users/${removedSeller.id}`,
          params: { id: removedSeller.id },
          form: { productId: removed.id, intent: 'restore-listing', reason },
        },
      ]
      const before = await snapshot()
      for (const who of [undefined, member.cookie]) {
        for (const c of cases) {
          const request = c.form
            ? formRequest(c.path, c.form, { cookie: who })
            : getRequest(c.path, { cookie: who })
          const result = await runRoute(c.fn, request, { params: c.params })
          expect(result.status, `${c.name} as ${who ? 'member' : 'visitor'}`).toBe(404)
        }
      }
      expect(await snapshot()).toEqual(before)

      for (const c of cases) {
        const request = c.form
          ? formRequest(c.path, c.form, { cookie: admin.cookie })
          : getRequest(c.path, { cookie: admin.cookie })
        const result = await runRoute(c.fn, request, { params: c.params })
        expect(result.status, `${c.name} as operator`).toBe(c.name === 'disputes action' ? 405 : 200)
      }
      await runDueJobs()
      await runDueJobs()
      expect((await disputeOf(escalated.order.id)).outcome).toBe('full-refund')
      expect((await orderNow(escalated.order.id))?.status).toBe('refunded')
      const [restored] = await db().select().from(products).where(eq(products.id, removed.id))
      expect(restored).toMatchObject({ status: 'active', moderationHold: null })
      const actions = (await db().select().from(auditLog)).map((row) => row.action).sort()
      expect(actions).toEqual(['dispute.full-refund', 'listing.restored', 'order.partial-refund'])
      await expectLedgerInvariant()

      // The list filters and the detail page.
      const waiting = await runRoute<{ disputes: unknown[] }>(
        disputesLoader,
        getRequest('/admin/disputes?filter=operator', { cookie: admin.cookie }),
      )
      expect(waiting.data.disputes).toHaveLength(0)
      const closed = await runRoute<{ disputes: { id: string }[] }>(
        disputesLoader,
        getRequest('/admin/disputes?filter=closed', { cookie: admin.cookie }),
      )
      expect(closed.data.disputes.map((row) => row.id)).toEqual([dispute.id])
      const detail = await runRoute<{
        ledger: { kind: string }[]
        mismatch: string | null
        dispute: { events: unknown[] }
      }>(disputeLoader, getRequest(`/admin/disputes/${dispute.id}`, { cookie: admin.cookie }), {
        params: { id: dispute.id },
      })
      expect(detail.data.mismatch).toBeNull()
      expect(detail.data.ledger.map((row) => row.kind).sort()).toEqual(['charge', 'refund', 'shipping'])
      expect(detail.data.dispute.events.length).toBeGreaterThanOrEqual(4)
      // A decision needs its reason.
      const again = await runRoute<{ error?: { message: string } }>(
        disputeAction,
        formRequest(
          `/admin/disputes/${dispute.id}`,
          { outcome: 'released', reason: '' },
          { cookie: admin.cookie },
        ),
        { params: { id: dispute.id } },
      )
      expect(again.status).toBe(400)
      expect(again.data.error?.message).toBe('Give the reason for this decision')
    })

    it('a suspended seller’s sold listings are hidden too, and a cancelled order does not put a held listing back on sale', async () => {
      const { seller, order } = await deliveredOrder()
      const admin = await adminSession()
      const olga = { id: admin.user.id, email: admin.user.email }
      const productId = order.productId as string
      expect(await getProductDetail(productId)).not.toBeNull()
      expect((await suspendUser(olga, seller.id, 'Fraud ring')).ok).toBe(true)
      expect(await getProductDetail(productId)).toBeNull()
      expect((await reinstateUser(olga, seller.id, 'Cleared')).ok).toBe(true)
      const [back] = await db().select().from(products).where(eq(products.id, productId))
      expect(back).toMatchObject({ status: 'sold', moderationHold: null })

      // A held sold listing whose order is cancelled stays off sale.
      const { user: other } = await createSeller(db())
      const product = await createProduct(db(), { sellerId: other.id, status: 'sold' })
      const buyer = await createSignedInUser(db())
      const [confirmed] = await db()
        .insert(orders)
        .values({
          buyerId: buyer.user.id,
          sellerId: other.id,
          productId: product.id,
          totalAmount: 5_000,
          status: 'confirmed',
        })
        .returning()
      expect((await suspendUser(olga, other.id, 'Fraud ring')).ok).toBe(true)
      expect((await moveOrder(buyer.user.id, confirmed?.id as string, { intent: 'cancel' })).kind).toBe(
        'done',
      )
      const [held] = await db().select().from(products).where(eq(products.id, product.id))
      expect(held).toMatchObject({ status: 'inactive', moderationHold: 'seller-suspended' })
    })

    it('the operator restores a removed listing: back in browse, the seller told, an audit row', async () => {
      const { user: seller } = await createSeller(db(), { profile: { language: 'es' } })
      const product = await createProduct(db(), { sellerId: seller.id, name: 'Ping G425 Driver' })
      const admin = await adminSession()
      const olga = { id: admin.user.id, email: admin.user.email }
      expect((await removeListing(olga, product.id, 'Reported as counterfeit')).ok).toBe(true)
      expect(await getProductDetail(product.id)).toBeNull()
      expect((await restoreListing(olga, product.id, 'The receipt proves it is genuine')).ok).toBe(true)
      expect((await restoreListing(olga, product.id, 'Twice')).ok).toBe(false)
      expect(await getProductDetail(product.id)).not.toBeNull()
      const visible = (await browseListings(parseBrowseQuery(new URLSearchParams()))).items.map(
        (item) => item.id,
      )
      expect(visible).toContain(product.id)
      await runDueJobs()
      const mail = (await mailsTo(seller.email)).find((m) => m.subject.includes('vuelve a estar publicado'))
      expect(mail?.text).toContain('The receipt proves it is genuine')
      expect((await db().select().from(auditLog)).map((row) => row.action)).toEqual([
        'listing.removed',
        'listing.restored',
      ])
    })
  })
})
