/**
 * Issue #26 item 11, "Abuse and robustness": each reported case, reproduced through the routes on
 * the real database, gets the safe answer and leaves the rows as they were.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { getViewer } from '~/accounts/viewer.server'
import { unsubscribeToken } from '~/alerts/unsubscribe.server'
import { cardKeyOf } from '~/catalog/image-keys'
import { startCheckout } from '~/checkout/checkout.server'
import { handlePaymentWebhook } from '~/checkout/payment-webhooks.server'
import { settleTestPayment } from '~/checkout/test-payments.server'
import { moveDispute, openDispute } from '~/disputes/disputes.server'
import { requestLocale } from '~/i18n/locale-cookie'
import { notify } from '~/notifications/notifications.server'
import { moveOrder } from '~/orders/order-transitions.server'
import { startPayoutOnboarding } from '~/payouts/payout-accounts.server'
import { rawQuery } from '~/platform/db.server'
import { readOutbox } from '~/platform/email/mailer.server'
import { runDueJobs } from '~/platform/jobs/queue.server'
import { isSameSiteRequest } from '~/platform/origin-check'
import { setPaymentProvidersForTests, testPaymentProvider } from '~/platform/payments/index.server'
import { IMMUTABLE_CACHE_CONTROL, s3StorageDriver } from '~/platform/s3-storage.server'
import { isPrivateKey, setStorage, storage } from '~/platform/storage.server'
import { action as disputeAction } from '~/routes/admin.disputes.$id'
import { action as ordersAction } from '~/routes/admin.orders'
import { action as preferencesAction } from '~/routes/alert-preferences'
import { action as checkoutAction } from '~/routes/checkout'
import { action as cancelAction, loader as cancelLoader } from '~/routes/checkout.cancel'
import { action as messagesAction, loader as messagesLoader } from '~/routes/messages'
import { action as threadAction } from '~/routes/messages.$id'
import { action as notificationsAction, loader as notificationsLoader } from '~/routes/notifications'
import { action as orderAction } from '~/routes/orders.$id'
import { action as reportAction } from '~/routes/report'
import { action as confirmAction, loader as confirmLoader } from '~/routes/report-confirm'
import { loader as photoLoader } from '~/routes/resources.dispute-photos'
import { action as onboardAction, loader as onboardLoader } from '~/routes/seller.payouts.onboard'
import { action as unsubscribeAction, loader as unsubscribeLoader } from '~/routes/unsubscribe'
import { uploadListingPhoto } from '~/selling/photos.server'
import { createProduct, createSeller } from '../../db/factories'
import {
  auditLog,
  cartItems,
  checkoutSessions,
  disputes,
  emailPreferences,
  ledgerEntries,
  orders,
  payoutAccounts,
  photoUploads,
  refunds,
  reports,
} from '../../db/schema'
import { runAdminCommand } from '../../server/admin-cli'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { deliveryChoicesFor, deliveryFieldsFor } from '../support/delivery'
import { photoPng } from '../support/images'
import { formRequest, getRequest, runRoute, TEST_ORIGIN } from '../support/routes'
import { startTestS3Server, type TestS3Server } from '../support/s3-server'

const ADDRESS = {
  fullName: 'Ana García',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  country: 'Spain',
}

describe('abuse and robustness (issue #26 item 11)', () => {
  const db = useTestDatabase()
  afterEach(() => setPaymentProvidersForTests({}))

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

  /** A paid order of a connected seller, shipped; delivered too unless `until` says 'shipped'. */
  async function paidOrder({ until = 'delivered' }: { until?: 'shipped' | 'delivered' } = {}) {
    const seller = await createSignedInUser(db(), { name: 'Sergio Seller' })
    await connect(seller.user.id, seller.user.email)
    const product = await createProduct(db(), {
      sellerId: seller.user.id,
      price: 20_000,
      shippingOptions: ['standard', 'express'],
    })
    const buyer = await createSignedInUser(db(), { name: 'Ana Buyer' })
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
    const shipped = await moveOrder(seller.user.id, order.id, {
      intent: 'ship',
      trackingNumber: '0033',
      carrier: 'correos',
      untracked: false,
    })
    expect(shipped.kind).toBe('done')
    if (until === 'delivered')
      expect((await moveOrder(buyer.user.id, order.id, { intent: 'deliver' })).kind).toBe('done')
    await runDueJobs()
    return { seller, buyer, order, product }
  }

  async function operatorSession() {
    const admin = await createSignedInUser(db(), { name: 'Olga Operator' })
    expect(await runAdminCommand(['grant', admin.user.email], db(), () => {})).toBe(0)
    return admin
  }

  describe('one operator decision wins, the rest get 409', () => {
    it('ten concurrent partial refunds of one completed order: one 200, nine 409, one refund, one audit row', async () => {
      const { buyer, order } = await paidOrder()
      expect((await moveOrder(buyer.user.id, order.id, { intent: 'accept' })).kind).toBe('done')
      await runDueJobs()
      const admin = await operatorSession()
      const replies = await Promise.all(
        Array.from({ length: 10 }, () =>
          runRoute<{ error?: { message: string } }>(
            ordersAction,
            formRequest(
              '/admin/orders',
              {
                orderId: order.id,
                outcome: 'partial-refund',
                amount: '25',
                reason: 'Late claim: cracked grip.',
              },
              { cookie: admin.cookie },
            ),
          ),
        ),
      )
      const statuses = replies.map((reply) => reply.status).sort()
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409])
      for (const reply of replies.filter((each) => each.status === 409))
        expect(reply.data.error?.message).toBe('Already decided: reload to see the current state')
      await runDueJobs()
      await runDueJobs()
      expect(await db().select().from(auditLog)).toHaveLength(1)
      expect(await db().select().from(refunds)).toHaveLength(1)
      const refundRows = (
        await db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id))
      ).filter((row) => row.kind === 'refund')
      expect(refundRows.map((row) => row.amount)).toEqual([2_500])
    })

    it('five concurrent decisions on one escalated dispute: one 200, four 409, one outcome and one audit row', async () => {
      const { seller, buyer, order } = await paidOrder()
      const opened = await openDispute(buyer.user.id, order.id, {
        reason: 'damaged',
        description: 'The head is cracked at the hosel.',
        photos: [],
      })
      expect(opened.kind).toBe('done')
      await moveDispute(seller.user.id, order.id, { intent: 'dispute-contest', note: 'Intact when sent.' })
      const [dispute] = await db().select().from(disputes)
      expect(dispute?.status).toBe('escalated')
      const admin = await operatorSession()
      const replies = await Promise.all(
        (['full-refund', 'released', 'partial-refund', 'full-refund', 'released'] as const).map((outcome) =>
          runRoute(
            disputeAction,
            formRequest(
              `/admin/disputes/${dispute?.id}`,
              { outcome, amount: '10', reason: 'Photos and tracking checked.' },
              { cookie: admin.cookie },
            ),
            { params: { id: dispute?.id as string } },
          ),
        ),
      )
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409])
      expect(await db().select().from(auditLog)).toHaveLength(1)
      const [decided] = await db().select().from(disputes)
      expect(decided?.status).toBe('resolved')
      expect(decided?.outcome).toBe((await db().select().from(auditLog))[0]?.action.replace('dispute.', ''))
    })
  })

  describe('a refused dispute changes nothing', () => {
    const report = (buyerId: string, orderId: string, photos: string[]) =>
      openDispute(buyerId, orderId, {
        reason: 'damaged',
        description: 'The head is cracked at the hosel.',
        photos,
      })
    const uploadRow = async (key: string) =>
      (await db().select().from(photoUploads).where(eq(photoUploads.key, key)))[0]
    const privateObjects = async () => {
      const keys = (await db().select({ photos: disputes.photos }).from(disputes)).flatMap(
        (row) => row.photos,
      )
      return keys
    }

    it('not yet delivered, or someone else’s order: the photos stay free, then serve a real dispute', async () => {
      const shipped = await paidOrder({ until: 'shipped' })
      const photo = await uploadListingPhoto(shipped.buyer.user.id, await photoPng(640, 480))

      // Not delivered yet (and not 14 days after shipping): refused, nothing written.
      expect(await report(shipped.buyer.user.id, shipped.order.id, [photo.key])).toEqual({
        kind: 'invalid',
        error: 'disputes.error.tooEarly',
      })
      expect((await uploadRow(photo.key))?.discardedAt).toBeNull()
      expect((await db().select().from(orders).where(eq(orders.id, shipped.order.id)))[0]?.status).toBe(
        'shipped',
      )
      expect(await db().select().from(disputes)).toHaveLength(0)
      expect(await storage().exists(photo.key)).toBe(true)

      // Someone else's order, through the order page's form: 404, nothing written.
      const other = await paidOrder()
      const posted = await runRoute(
        orderAction,
        formRequest(
          `/orders/${other.order.id}`,
          {
            intent: 'dispute-open',
            reason: 'damaged',
            description: 'The head is cracked at the hosel.',
            photos: [photo.key],
          },
          { cookie: shipped.buyer.cookie },
        ),
        { params: { id: other.order.id } },
      )
      expect(posted.status).toBe(404)
      expect((await uploadRow(photo.key))?.discardedAt).toBeNull()
      expect((await db().select().from(orders).where(eq(orders.id, other.order.id)))[0]?.status).toBe(
        'delivered',
      )
      expect(await db().select().from(disputes)).toHaveLength(0)

      // The same photo still serves the buyer's own dispute once the order is delivered.
      expect((await moveOrder(shipped.buyer.user.id, shipped.order.id, { intent: 'deliver' })).kind).toBe(
        'done',
      )
      expect(await report(shipped.buyer.user.id, shipped.order.id, [photo.key])).toEqual({ kind: 'done' })
      expect((await uploadRow(photo.key))?.discardedAt).not.toBeNull()
      const [kept] = await privateObjects()
      expect(kept).toMatch(/^private\/disputes\/[0-9a-f-]{36}\.webp$/)
      expect(await storage().exists(kept as string)).toBe(true)
      // The public upload is gone: only the private copy remains.
      expect(await storage().exists(photo.key)).toBe(false)
      // Used once: a second dispute cannot claim it again (and writes nothing).
      const third = await paidOrder()
      const again = await uploadListingPhoto(third.buyer.user.id, await photoPng(320, 240))
      await db().update(photoUploads).set({ discardedAt: new Date() }).where(eq(photoUploads.key, again.key))
      expect(await report(third.buyer.user.id, third.order.id, [again.key])).toEqual({
        kind: 'invalid',
        error: 'disputes.error.photos',
      })
      expect((await db().select().from(orders).where(eq(orders.id, third.order.id)))[0]?.status).toBe(
        'delivered',
      )
      expect(await privateObjects()).toHaveLength(1)
    })
  })

  describe('dispute photos are private', () => {
    it('served to the buyer, the seller and operators only, never cached; /media refuses private keys', async () => {
      const { seller, buyer, order } = await paidOrder()
      const photo = await uploadListingPhoto(buyer.user.id, await photoPng(640, 480))
      expect(
        await openDispute(buyer.user.id, order.id, {
          reason: 'damaged',
          description: 'The head is cracked at the hosel.',
          photos: [photo.key],
        }),
      ).toEqual({ kind: 'done' })
      const [dispute] = await db().select().from(disputes)
      const id = dispute?.id as string
      const load = (cookie?: string, index = '0') =>
        runRoute(photoLoader, getRequest(`/resources/dispute-photos/${id}/${index}`, { cookie }), {
          params: { disputeId: id, index },
        })
      const raw = async (cookie?: string) =>
        (await photoLoader({
          request: getRequest(`/resources/dispute-photos/${id}/0`, { cookie }),
          params: { disputeId: id, index: '0' },
          context: {},
        } as never)) as Response

      const stranger = await createSignedInUser(db())
      for (const cookie of [undefined, stranger.cookie]) {
        const refused = await load(cookie)
        expect(refused.status).toBe(404)
        expect(refused.headers.get('Cache-Control')).toBe('private, no-store')
      }
      const admin = await operatorSession()
      for (const cookie of [buyer.cookie, seller.cookie, admin.cookie]) {
        const served = await raw(cookie)
        expect(served.status).toBe(200)
        expect(served.headers.get('Content-Type')).toBe('image/webp')
        expect(served.headers.get('Cache-Control')).toBe('private, no-store')
        const bytes = Buffer.from(await served.arrayBuffer())
        expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP')
      }
      expect((await load(buyer.cookie, '1')).status).toBe(404)

      // The parties' page and the console link to that address, never to the stored object.
      const { readDisputeForParty } = await import('~/disputes/disputes.server')
      const view = await readDisputeForParty(buyer.user.id, order.id)
      expect(view?.photos).toEqual([{ key: `${id}-0`, url: `/resources/dispute-photos/${id}/0` }])
      expect(JSON.stringify(view)).not.toContain('private/')

      // The local media folder never serves what is under private/, however the path is written.
      for (const path of [
        dispute?.photos[0] as string,
        `/${dispute?.photos[0]}`,
        `products/../${dispute?.photos[0]}`,
        `%70rivate/disputes/x.webp`,
        `//private/x.webp`,
        'Private/x.webp',
      ])
        expect(isPrivateKey(path), path).toBe(true)
      expect(isPrivateKey('products/abc/photo.webp')).toBe(false)
    })
  })

  describe('dispute photos on S3-compatible storage', () => {
    let s3: TestS3Server
    beforeAll(async () => {
      s3 = await startTestS3Server()
    })
    afterAll(async () => {
      setStorage(undefined)
      await s3.close()
    })

    it('are written private, no-store under private/, and served by the access-checked route only', async () => {
      setStorage(
        s3StorageDriver({
          bucket: s3.bucket,
          region: s3.region,
          endpoint: s3.endpoint,
          credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
          forcePathStyle: true,
          publicUrl: 'https://cdn.fairway.test/media/',
        }),
      )
      try {
        const { seller, buyer, order } = await paidOrder()
        const photo = await uploadListingPhoto(buyer.user.id, await photoPng(640, 480))
        expect(s3.objects.get(photo.key)?.cacheControl).toBe(IMMUTABLE_CACHE_CONTROL)
        expect(
          await openDispute(buyer.user.id, order.id, {
            reason: 'damaged',
            description: 'The head is cracked at the hosel.',
            photos: [photo.key],
          }),
        ).toEqual({ kind: 'done' })
        const [dispute] = await db().select().from(disputes)
        const key = dispute?.photos[0] as string
        expect(key).toMatch(/^private\/disputes\//)
        expect(s3.objects.get(key)?.cacheControl).toBe('private, no-store')
        // The public listing-style upload and its card are deleted from the bucket.
        expect(s3.objects.has(photo.key)).toBe(false)
        expect(s3.objects.has(cardKeyOf(photo.key))).toBe(false)
        const serve = async (cookie?: string) =>
          (await photoLoader({
            request: getRequest(`/resources/dispute-photos/${dispute?.id}/0`, { cookie }),
            params: { disputeId: dispute?.id as string, index: '0' },
            context: {},
          } as never)) as Response
        expect((await serve()).status).toBe(404)
        expect((await serve((await createSignedInUser(db())).cookie)).status).toBe(404)
        for (const cookie of [buyer.cookie, seller.cookie]) {
          const served = await serve(cookie)
          expect(served.status).toBe(200)
          expect(served.headers.get('Cache-Control')).toBe('private, no-store')
          expect(Buffer.from(await served.arrayBuffer()).equals(s3.objects.get(key)?.body as Buffer)).toBe(
            true,
          )
        }
      } finally {
        setStorage(undefined)
      }
    })
  })

  describe('report acknowledgements', () => {
    const listing = async () => {
      const { user } = await createSeller(db())
      return createProduct(db(), { sellerId: user.id, name: 'Scotty Cameron Newport 2' })
    }
    const fields = (email?: string) => ({
      category: 'counterfeit',
      explanation: 'The serial number is missing and the head cover is a known fake.',
      goodFaith: 'on',
      ...(email ? { email } : {}),
    })
    const send = (
      productId: string,
      body: Record<string, string>,
      options: { cookie?: string; ip: string },
    ) =>
      runRoute<{ sentTo?: string; mail?: string }>(
        reportAction,
        formRequest(`/report/listing/${productId}`, body, { cookie: options.cookie }),
        { params: { subject: 'listing', id: productId }, clientIp: options.ip },
      )
    const mailsTo = async (email: string) => {
      await runDueJobs()
      return (await readOutbox()).filter((mail) => mail.to === email)
    }

    it('a visitor’s address gets one confirmation link, not the acknowledgement, and at most two per window', async () => {
      const product = await listing()
      const victim = 'victim@example.test'
      // Fifty-five reports from fifty-five addresses, all naming the same victim.
      for (let i = 0; i < 55; i++) {
        const reply = await send(product.id, fields(victim), { ip: `198.51.100.${i + 1}` })
        expect(reply.status).toBe(200)
      }
      expect(await db().select().from(reports)).toHaveLength(55)
      const received = await mailsTo(victim)
      expect(received).toHaveLength(2)
      for (const mail of received) {
        expect(mail.subject).toBe('Confirm your address for your report')
        expect(mail.text).not.toContain('Scotty Cameron')
      }
      // No report is answered until its address is confirmed: the decision is not sent either.
      const unconfirmed = await db().select().from(reports)
      expect(unconfirmed.every((row) => row.reporterEmailConfirmedAt === null)).toBe(true)
    })

    it('the confirmation link: a GET only asks; the POST confirms and the acknowledgement follows once', async () => {
      const product = await listing()
      const reporter = 'careful.reporter@example.test'
      const sent = await send(product.id, fields(reporter), { ip: '203.0.113.77' })
      expect(sent.data).toMatchObject({ sentTo: reporter, mail: 'confirmation' })
      const [confirmation] = await mailsTo(reporter)
      const link = confirmation?.text.match(/https?:\/\/\S+\/report\/confirm\?\S+/)?.[0]
      if (!link) throw new Error('no confirmation link')
      const path = link.slice(link.indexOf('/report/'))

      const asked = await runRoute<{ state: string }>(confirmLoader, getRequest(path))
      expect(asked.data.state).toBe('ask')
      expect((await db().select().from(reports))[0]?.reporterEmailConfirmedAt).toBeNull()
      expect(await mailsTo(reporter)).toHaveLength(1)

      const forged = await runRoute(
        confirmAction,
        formRequest(path.replace(/t=[\w-]+/, `t=${'A'.repeat(43)}`), {}),
      )
      expect(forged.status).toBe(400)
      expect((await db().select().from(reports))[0]?.reporterEmailConfirmedAt).toBeNull()

      expect((await runRoute(confirmAction, formRequest(path, {}))).data).toEqual({ state: 'confirmed' })
      expect((await runRoute(confirmAction, formRequest(path, {}))).data).toEqual({ state: 'confirmed' })
      const after = await mailsTo(reporter)
      expect(after.map((mail) => mail.subject).sort()).toEqual([
        'Confirm your address for your report',
        'We received your report',
      ])
    })

    it('a member’s acknowledgement goes to their own address only, at most two per window', async () => {
      const product = await listing()
      const member = await createSignedInUser(db())
      for (let i = 0; i < 7; i++) {
        const reply = await send(product.id, fields('someone.else@example.test'), {
          cookie: member.cookie,
          ip: `192.0.2.${i + 1}`,
        })
        expect(reply.status).toBe(200)
        expect(reply.data.sentTo).toBe(member.user.email)
      }
      expect(await mailsTo('someone.else@example.test')).toHaveLength(0)
      const own = await mailsTo(member.user.email)
      // Two per recipient within the window, whoever sends them.
      expect(own.map((mail) => mail.subject)).toEqual(['We received your report', 'We received your report'])
      expect((await db().select().from(reports)).every((row) => row.reporterEmailConfirmedAt !== null)).toBe(
        true,
      )
    })
  })

  describe('malformed headers', () => {
    it('POST /messages with a malformed Referer is a redirect on this site, never a 500', async () => {
      const buyer = await createSignedInUser(db())
      const missing = '00000000-0000-4000-8000-000000000000'
      for (const referer of ['http://[not a url', '::::', 'http://localhost:3000//evil.example/x', '%']) {
        const request = formRequest('/messages', { productId: missing }, { cookie: buyer.cookie })
        request.headers.set('referer', referer)
        const reply = await runRoute(messagesAction, request)
        expect(reply.status, referer).toBe(303)
        expect(reply.location, referer).toBe('/messages')
      }
      const fromProduct = formRequest('/messages', { productId: missing }, { cookie: buyer.cookie })
      fromProduct.headers.set('referer', `${TEST_ORIGIN}/product/${missing}?ref=1`)
      expect((await runRoute(messagesAction, fromProduct)).location).toBe(`/product/${missing}`)
    })

    it('the origin check and the language of a shared address read a malformed Referer as absent', () => {
      expect(
        isSameSiteRequest({
          method: 'POST',
          path: '/messages',
          referer: 'http://[broken',
          publicUrl: TEST_ORIGIN,
        }),
      ).toBe(false)
      const request = new Request(`${TEST_ORIGIN}/resources/locale`, {
        method: 'POST',
        headers: { referer: 'http://[broken', cookie: 'lang=es' },
      })
      expect(requestLocale(request)).toBe('es')
    })
  })

  describe('conversation previews', () => {
    it('a text that looks like an event is previewed as the text it is', async () => {
      const seller = await createSignedInUser(db(), { name: 'Sergio Seller' })
      const product = await createProduct(db(), { sellerId: seller.user.id, price: 10_000 })
      const buyer = await createSignedInUser(db())
      const opened = await runRoute(
        messagesAction,
        formRequest('/messages', { productId: product.id }, { cookie: buyer.cookie }),
      )
      const id = opened.location?.split('/').at(-1) as string
      const sent = await runRoute(
        threadAction,
        formRequest(
          `/messages/${id}`,
          { intent: 'send', body: 'messages.event.accepted:1' },
          { cookie: buyer.cookie },
        ),
        { params: { id } },
      )
      expect(sent.status).toBe(200)
      const { cookie } = seller
      const list = await runRoute<{ conversations: { lastMessage: string; lastMessageKind: string }[] }>(
        messagesLoader,
        getRequest('/messages', { cookie }),
      )
      expect(list.data.conversations).toMatchObject([
        { lastMessage: 'messages.event.accepted:1', lastMessageKind: 'text' },
      ])
      // A real offer is an event, shown in the reader's language.
      const offered = await runRoute(
        threadAction,
        formRequest(`/messages/${id}`, { intent: 'offer', amount: '80' }, { cookie: buyer.cookie }),
        { params: { id } },
      )
      expect(offered.status).toBe(200)
      const after = await runRoute<{ conversations: { lastMessageKind: string }[] }>(
        messagesLoader,
        getRequest('/messages', { cookie }),
      )
      expect(after.data.conversations[0]?.lastMessageKind).toBe('offer')
    })
  })

  describe('a GET changes nothing', () => {
    it('GET /seller/payouts/onboard makes no payout account; the POST does', async () => {
      const seller = await createSignedInUser(db())
      const got = await runRoute(
        onboardLoader,
        getRequest('/seller/payouts/onboard', { cookie: seller.cookie }),
      )
      expect(got.status).toBe(302)
      expect(got.location).toBe('/seller/dashboard?tab=payouts')
      expect(await db().select().from(payoutAccounts)).toHaveLength(0)
      const posted = await runRoute(
        onboardAction,
        formRequest('/seller/payouts/onboard', {}, { cookie: seller.cookie }),
      )
      expect(posted.status).toBe(302)
      expect(posted.location).toMatch(/\/payments\/test\/onboarding\/acct_test_/)
      expect(await db().select().from(payoutAccounts)).toHaveLength(1)
    })

    it('GET /notifications marks nothing read; the page’s POST does', async () => {
      const ana = await createSignedInUser(db())
      await notify(db(), ana.user.id, 'alert', {
        alert: 'price-drop',
        name: 'Putter',
        price: 9_000,
        path: '/',
      })
      const unread = async () =>
        (await getViewer(getRequest('/', { cookie: ana.cookie })))?.unreadNotifications
      const listed = await runRoute<{ items: { createdAt: string }[] }>(
        notificationsLoader,
        getRequest('/notifications', { cookie: ana.cookie }),
      )
      expect(await unread()).toBe(1)
      await runRoute(
        notificationsAction,
        formRequest(
          '/notifications',
          { intent: 'read', upTo: listed.data.items[0]?.createdAt ?? '' },
          { cookie: ana.cookie },
        ),
      )
      expect(await unread()).toBe(0)
    })

    it('GET /checkout/cancel?checkout=… leaves the checkout open; the page’s POST closes it', async () => {
      const { user: seller } = await createSeller(db())
      const product = await createProduct(db(), { sellerId: seller.id, price: 7_500 })
      const buyer = await createSignedInUser(db())
      await db().insert(cartItems).values({ userId: buyer.user.id, productId: product.id })
      const started = await runRoute(
        checkoutAction,
        formRequest(
          '/checkout',
          { ...ADDRESS, js: '1', ...(await deliveryFieldsFor(buyer.user.id)) },
          { cookie: buyer.cookie },
        ),
      )
      expect(started.status).toBeLessThan(400)
      const [session] = await db().select().from(checkoutSessions)
      expect(session?.status).toBe('open')
      const id = session?.id as string
      const landed = await runRoute<{ checkoutId: string | null }>(
        cancelLoader,
        getRequest(`/checkout/cancel?checkout=${id}`, { cookie: buyer.cookie }),
      )
      expect(landed.data.checkoutId).toBe(id)
      expect((await db().select().from(checkoutSessions))[0]?.status).toBe('open')
      await runRoute(
        cancelAction,
        formRequest('/checkout/cancel', { checkout: id }, { cookie: buyer.cookie }),
      )
      expect((await db().select().from(checkoutSessions))[0]?.status).toBe('cancelled')
    })
  })

  describe('unsubscribe links', () => {
    it('an old link does not switch off an alert the user switched back on', async () => {
      const ana = await createSignedInUser(db())
      const link = (version: number) =>
        `/unsubscribe?u=${ana.user.id}&k=price-drop&v=${version}&t=${unsubscribeToken(ana.user.id, 'price-drop', version)}`
      const post = (path: string) =>
        runRoute<{ state: string }>(
          unsubscribeAction,
          new Request(`${TEST_ORIGIN}${path}`, { method: 'POST', body: '' }),
        )
      const disabled = async () => (await db().select().from(emailPreferences))[0]?.disabledKinds ?? []

      // The first e-mail's link (preferences never changed: version 0) switches price drops off.
      const first = link(0)
      expect((await post(first)).data.state).toBe('done')
      expect(await disabled()).toEqual(['price-drop'])
      // The user switches them back on; the old link, opened or posted again, changes nothing.
      await runRoute(
        preferencesAction,
        formRequest(
          '/alert-preferences',
          { kind: ['saved-search', 'price-drop', 'favourite-sold', 'price-hint', 'wanted'] },
          { cookie: ana.cookie },
        ),
      )
      expect(await disabled()).toEqual([])
      const opened = await runRoute<{ state: string }>(unsubscribeLoader, getRequest(first))
      expect(opened.status).toBe(409)
      expect(opened.data.state).toBe('stale')
      const reposted = await post(first)
      expect(reposted.status).toBe(409)
      expect(reposted.data.state).toBe('stale')
      expect(await disabled()).toEqual([])
      // A link sent after the change works.
      const version = (await db().select().from(emailPreferences))[0]?.version as number
      expect((await post(link(version))).data.state).toBe('done')
      expect(await disabled()).toEqual(['price-drop'])
    })
  })
})
