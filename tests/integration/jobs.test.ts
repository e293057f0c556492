/**
 * The job queue on the real database (issue #12 "Must hold"), PGlite and PostgreSQL alike: jobs
 * written in the caller's transaction, dedupe keys, deadlines on the injected clock (no test sleeps
 * for one), retries with back-off, dead jobs and `npm run jobs`, e-mail through a real SMTP server
 * that is down and then up, refunds exactly once, and each job's log lines carrying its id.
 */
import fs from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import express from 'express'
import { SMTPServer } from 'smtp-server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expireDueCheckouts, startCheckout } from '~/checkout/checkout.server'
import { reconcilePayments } from '~/checkout/reconciliation.server'
import { settleTestPayment } from '~/checkout/test-payments.server'
import { moveOrder } from '~/orders/order-transitions.server'
import { advanceClock, clock } from '~/platform/clock.server'
import { rawQuery } from '~/platform/db.server'
import { mailJobs, sendMailLater } from '~/platform/email/mail-queue.server'
import { outboxDir, readOutbox } from '~/platform/email/mailer.server'
import { resetEnvForTests } from '~/platform/env.server'
import {
  discardJob,
  enqueue,
  jobQueueHealth,
  listJobs,
  prepareJobQueue,
  runDueJobs,
  startJobWorkers,
  stopJobWorkers,
} from '~/platform/jobs/queue.server'
import type { JobName } from '~/platform/jobs/registry'
import {
  type PaymentProvider,
  setPaymentProvidersForTests,
  testPaymentProvider,
} from '~/platform/payments/index.server'
import { storage } from '~/platform/storage.server'
import { saveDraft } from '~/selling/drafts.server'
import { PHOTO_CLEANUP_GRACE_MS } from '~/selling/jobs.server'
import { EMPTY_LISTING_FORM } from '~/selling/listing-form'
import { uploadListingPhoto } from '~/selling/photos.server'
import { createProduct, createSeller, createUser, TEST_SHIPPING_ADDRESS } from '../../db/factories'
import { cartItems, orders } from '../../db/schema'
import { allJobs } from '../../server/jobs'
import { formatJobs, runJobsCommand } from '../../server/jobs-cli'
import { mountTestHooks } from '../../server/test-hooks'
import { useTestDatabase } from '../support/db'
import { deliveryChoicesFor } from '../support/delivery'
import { photoPng } from '../support/images'

const MINUTE = 60_000

describe('the job queue', () => {
  const db = useTestDatabase()

  beforeEach(() => fs.rmSync(outboxDir(), { recursive: true, force: true }))
  afterEach(() => setPaymentProvidersForTests({}))

  const jobsNamed = async (name: string) =>
    rawQuery<{ id: string; state: string; data: unknown }>(
      db(),
      sql`select id, state::text as state, data from pgboss.job where name = ${name} order by created_on`,
    )

  /** A seller's listing in a buyer's cart, paid through the built-in test provider. */
  async function paidCheckout(options: { price?: number; sellers?: number } = {}) {
    const buyer = await createUser(db(), { name: 'Ana' })
    for (let i = 0; i < (options.sellers ?? 1); i++) {
      const { user: seller } = await createSeller(db())
      const product = await createProduct(db(), { sellerId: seller.id, price: options.price ?? 20_000 })
      await db().insert(cartItems).values({ userId: buyer.id, productId: product.id })
    }
    const started = await startCheckout({
      buyer: { id: buyer.id, email: buyer.email },
      address: TEST_SHIPPING_ADDRESS,
      deliveryChoices: await deliveryChoicesFor(buyer.id),
      locale: 'en',
    })
    if (!started.ok) throw new Error(`checkout refused: ${started.error}`)
    await settleTestPayment(started.providerSessionId, buyer.id, 'pay')
    // The capture job confirms the orders (decision 0020); their e-mails are queued by then.
    const ran = await runDueJobs()
    const made = await db().select().from(orders)
    return { buyer, checkoutId: started.checkoutId, orders: made, ran }
  }

  describe('enqueueing (transactional outbox)', () => {
    it('a job exists exactly when the transaction that enqueued it commits', async () => {
      await expect(
        db().transaction(async (tx) => {
          await enqueue(tx, 'orders.checkout-mails', { checkoutId: 'rolled-back' })
          throw new Error('the state change failed')
        }),
      ).rejects.toThrow('the state change failed')
      await db().transaction((tx) => enqueue(tx, 'orders.checkout-mails', { checkoutId: 'committed' }))
      expect((await jobsNamed('orders.checkout-mails')).map((job) => job.data)).toEqual([
        { checkoutId: 'committed' },
      ])
    })

    it('the same dedupe key makes one job; a job for a queue nobody registered is refused loudly', async () => {
      const first = await enqueue(db(), 'checkout.refund', { refundId: 'r1' }, { dedupeKey: 'r1' })
      const second = await enqueue(db(), 'checkout.refund', { refundId: 'r1' }, { dedupeKey: 'r1' })
      expect(first).toMatch(/^[0-9a-f-]{36}$/)
      expect(second).toBeNull()
      expect(await jobsNamed('checkout.refund')).toHaveLength(1)
      await expect(enqueue(db(), 'no.such-job' as JobName, {} as never)).rejects.toThrow(/No job queue named/)
    })
  })

  describe('deadlines on the injected clock', () => {
    it('an unpaid checkout expires when the clock passes its deadline, not before', async () => {
      const buyer = await createUser(db())
      const { user: seller } = await createSeller(db())
      const product = await createProduct(db(), { sellerId: seller.id, price: 9_900 })
      await db().insert(cartItems).values({ userId: buyer.id, productId: product.id })
      const started = await startCheckout({
        buyer: { id: buyer.id, email: buyer.email },
        address: TEST_SHIPPING_ADDRESS,
        deliveryChoices: await deliveryChoicesFor(buyer.id),
        locale: 'en',
      })
      expect(started.ok).toBe(true)
      const status = async () =>
        (await rawQuery<{ status: string }>(db(), sql`select status from checkout_sessions`))[0]?.status

      await runDueJobs()
      expect(await status()).toBe('open')
      advanceClock(20 * MINUTE)
      await runDueJobs()
      expect(await status()).toBe('open')
      // 30 minutes of Stripe's session plus a margin: then it is over.
      advanceClock(15 * MINUTE)
      expect(await runDueJobs()).toMatchObject({ failed: 0 })
      expect(await status()).toBe('expired')
      expect(await expireDueCheckouts(clock.now())).toBe(0)
    })

    it('the sweep expires an overdue checkout whose deadline job went missing', async () => {
      const { user: seller } = await createSeller(db())
      const product = await createProduct(db(), { sellerId: seller.id })
      const buyer = await createUser(db())
      await db().insert(cartItems).values({ userId: buyer.id, productId: product.id })
      await startCheckout({
        buyer: { id: buyer.id, email: buyer.email },
        address: TEST_SHIPPING_ADDRESS,
        deliveryChoices: await deliveryChoicesFor(buyer.id),
        locale: 'en',
      })
      await db().execute(sql`delete from pgboss.job where name = 'checkout.expire'`)
      advanceClock(60 * MINUTE)
      // The cron job's payload, run as its schedule would.
      await runDueJobs({ schedules: true })
      const [row] = await rawQuery<{ status: string }>(db(), sql`select status from checkout_sessions`)
      expect(row?.status).toBe('expired')
    })

    it('an uploaded photo that nothing uses is removed after the grace period; one in a draft stays', async () => {
      const { user } = await createSeller(db())
      const orphan = await uploadListingPhoto(user.id, await photoPng())
      const drafted = await uploadListingPhoto(user.id, await photoPng())
      await saveDraft(user.id, { ...EMPTY_LISTING_FORM, images: [drafted.key] }, 3)

      advanceClock(PHOTO_CLEANUP_GRACE_MS - MINUTE)
      await runDueJobs()
      expect(await storage().exists(orphan.key)).toBe(true)
      advanceClock(2 * MINUTE)
      expect(await runDueJobs()).toEqual({ done: 2, failed: 0 })
      expect(await storage().exists(orphan.key)).toBe(false)
      expect(await storage().exists(drafted.key)).toBe(true)
    })
  })

  describe('refunds', () => {
    /** The test provider, but its refunds fail as long as `failures` says (then succeed). */
    function refundsFailing(failures: number) {
      setPaymentProvidersForTests({})
      const real = testPaymentProvider()
      const calls: { reference: string; amount: number; key: string }[] = []
      const flaky: PaymentProvider = {
        ...real,
        async refund(reference, amount, key) {
          calls.push({ reference, amount, key })
          if (calls.length <= failures) throw new Error('the provider is unavailable')
          return real.refund(reference, amount, key)
        },
      }
      setPaymentProvidersForTests({ test: flaky })
      return calls
    }

    /** The item's price and its standard shipping (the buyer has no profile: nothing in person). */
    const PAID = 31_000 + 399
    async function cancelledPaidOrder() {
      const paid = await paidCheckout({ price: 31_000 })
      const [order] = paid.orders
      const moved = await moveOrder(paid.buyer.id, order!.id, { intent: 'cancel' })
      expect(moved.kind).toBe('done')
      return { ...paid, order: order! }
    }

    const refundRows = () =>
      rawQuery<{ status: string; amount: number }>(db(), sql`select status, amount from refunds`)
    const amountRefunded = async () =>
      (
        await rawQuery<{ amount_refunded: number }>(db(), sql`select amount_refunded from checkout_sessions`)
      )[0]?.amount_refunded

    it('a refund whose provider call fails twice then succeeds is refunded exactly once', async () => {
      const calls = refundsFailing(2)
      await cancelledPaidOrder()
      await runDueJobs()
      expect(calls).toHaveLength(1)
      expect(await refundRows()).toEqual([{ status: 'pending', amount: PAID }])
      // Back-off: the retry waits; moving the clock past it makes it due.
      await runDueJobs()
      expect(calls).toHaveLength(1)
      advanceClock(5 * MINUTE)
      await runDueJobs()
      advanceClock(10 * MINUTE)
      await runDueJobs()
      advanceClock(60 * MINUTE)
      await runDueJobs()
      expect(calls).toHaveLength(3)
      // One refund, asked for three times under one idempotency key, succeeded once.
      expect(new Set(calls.map((call) => call.key)).size).toBe(1)
      expect(calls.every((call) => call.amount === PAID)).toBe(true)
      expect(await refundRows()).toEqual([{ status: 'succeeded', amount: PAID }])
      expect(await amountRefunded()).toBe(PAID)
      expect((await jobsNamed('checkout.refund')).map((job) => job.state)).toEqual(['completed'])
      expect((await reconcilePayments(clock.now())).problems).toEqual([])
    })

    it('a refund that keeps failing ends dead, visible in `npm run jobs`, and can be retried from there', async () => {
      const calls = refundsFailing(Number.POSITIVE_INFINITY)
      const { checkoutId } = await cancelledPaidOrder()
      for (let attempt = 0; attempt < 20; attempt++) {
        await runDueJobs()
        advanceClock(6 * 60 * MINUTE)
      }
      const maxAttempts = (allJobs['checkout.refund'].retryLimit ?? 0) + 1
      expect(calls).toHaveLength(maxAttempts)
      const [dead] = await jobsNamed('checkout.refund')
      expect(dead?.state).toBe('failed')
      expect(await refundRows()).toEqual([{ status: 'pending', amount: PAID }])

      let printed = ''
      expect(await runJobsCommand(['dead'], db(), (text) => (printed += text))).toBe(0)
      expect(printed).toContain(dead!.id)
      expect(printed).toMatch(/checkout\.refund\s+dead\s+13\/13/)
      expect(printed).toContain('the provider is unavailable')
      expect(printed).toContain('1 job(s), 1 dead.')
      // The reconciliation reports the refund that was never paid.
      expect((await reconcilePayments(clock.now())).problems).toEqual([
        { checkoutId, problem: 'refund-not-paid' },
      ])

      // The provider is back: an operator retries the dead job and it succeeds.
      setPaymentProvidersForTests({})
      printed = ''
      expect(await runJobsCommand(['retry', dead!.id], db(), (text) => (printed += text))).toBe(0)
      expect(printed).toBe(`Job ${dead!.id} will run again now.`)
      await runDueJobs()
      expect(await refundRows()).toEqual([{ status: 'succeeded', amount: PAID }])
      expect(await runJobsCommand(['retry', dead!.id], db(), () => {})).toBe(1)
      expect(await runJobsCommand(['frobnicate'], db(), () => {})).toBe(2)
    })
  })

  describe('e-mail', () => {
    interface Delivered {
      to: string[]
      subject: string
    }

    /** A real SMTP server on `port`, keeping what it receives. */
    function smtpServer(port: number) {
      const received: Delivered[] = []
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          let raw = ''
          stream.on('data', (chunk: Buffer) => {
            raw += chunk.toString('utf8')
          })
          stream.on('end', () => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
            })
            callback()
          })
        },
      })
      return new Promise<{ received: Delivered[]; close: () => Promise<void> }>((resolve) => {
        server.listen(port, '127.0.0.1', () =>
          resolve({ received, close: () => new Promise((done) => server.close(() => done())) }),
        )
      })
    }

    async function freePort() {
      const probe = net.createServer()
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
      const { port } = probe.address() as AddressInfo
      await new Promise((resolve) => probe.close(resolve))
      return port
    }

    afterEach(() => {
      delete process.env.SMTP_URL
      resetEnvForTests()
    })

    it('with the SMTP server down for a while, then up: every queued e-mail is delivered once', async () => {
      const port = await freePort()
      process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
      resetEnvForTests()

      // Three sellers' sale notices, the buyer's confirmation and an account e-mail, all queued.
      // (The capture job that confirms the orders already tried to send their four e-mails.)
      const { buyer, ran } = await paidCheckout({ sellers: 3 })
      await sendMailLater(db(), 'verify-email:ana', { to: buyer.email, subject: 'Confirm', text: 'Hi' })
      const down = await runDueJobs()
      expect(ran.failed + down.failed).toBe(5)
      expect((await jobsNamed('email.send')).map((job) => job.state)).toEqual(Array(5).fill('retry'))
      // Still down at the next attempt.
      advanceClock(10 * MINUTE)
      expect((await runDueJobs()).failed).toBe(5)

      const smtp = await smtpServer(port)
      try {
        advanceClock(30 * MINUTE)
        expect(await runDueJobs()).toMatchObject({ failed: 0 })
        expect((await jobsNamed('email.send')).map((job) => job.state)).toEqual(Array(5).fill('completed'))
        advanceClock(24 * 60 * MINUTE)
        await runDueJobs()
        expect(smtp.received).toHaveLength(5)
        expect(
          smtp.received
            .filter((mail) => mail.to[0] === buyer.email)
            .map((m) => m.subject)
            .sort(),
        ).toEqual(['Confirm', 'Your Fairway Market order is confirmed'])
        expect(new Set(smtp.received.map((mail) => mail.to[0])).size).toBe(4)
        expect(await readOutbox()).toEqual([])
      } finally {
        await smtp.close()
      }
    })

    it('a send job run again after its e-mail went out sends nothing (the dedupe key is recorded)', async () => {
      await sendMailLater(db(), 'order-shipped:42', {
        to: 'ana@example.test',
        subject: 'Shipped',
        text: 'On its way',
      })
      const [job] = await jobsNamed('email.send')
      await runDueJobs()
      // As if the process died after sending and before marking the job done: the handler runs again.
      const payload = job!.data as { key: string; sealed: string }
      await mailJobs['email.send'].handler(payload, {
        id: job!.id,
        name: 'email.send',
        attempt: 2,
        maxAttempts: 11,
      })
      expect(await readOutbox()).toHaveLength(1)
      // A second enqueue of the same key is ignored too, and the stored message is sealed.
      await sendMailLater(db(), 'order-shipped:42', {
        to: 'ana@example.test',
        subject: 'Shipped',
        text: 'On its way',
      })
      expect(await jobsNamed('email.send')).toHaveLength(1)
      expect(JSON.stringify(job!.data)).not.toContain('ana@example.test')
    })
  })

  describe('running jobs', () => {
    it('logs carry the job id; /healthz numbers come from the queue', async () => {
      const lines: string[] = []
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
        lines.push(String(chunk))
        return true
      })
      vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
        lines.push(String(chunk))
        return true
      })
      process.env.LOG_LEVEL = 'info'
      try {
        const id = await enqueue(db(), 'orders.checkout-mails', {
          checkoutId: '00000000-0000-4000-8000-000000000000',
        })
        await runDueJobs()
        const ours = lines.filter((line) => line.includes(id as string))
        expect(ours.some((line) => line.includes('order_mail.no_orders'))).toBe(true)
        expect(ours.some((line) => line.includes('job.done'))).toBe(true)
      } finally {
        process.env.LOG_LEVEL = 'error'
        vi.restoreAllMocks()
      }

      await enqueue(db(), 'checkout.refund', { refundId: '00000000-0000-4000-8000-000000000000' })
      await enqueue(
        db(),
        'orders.checkout-mails',
        { checkoutId: 'x' },
        { startAfter: new Date(clock.now().getTime() + MINUTE) },
      )
      expect(await jobQueueHealth(db())).toMatchObject({
        due: 1,
        scheduled: 1,
        running: 0,
        dead: 0,
        workers: 'stopped',
      })
      const [queued] = await listJobs(db(), ['created'])
      expect(await discardJob(db(), queued!.id)).toBe('discarded')
      expect(formatJobs(await listJobs(db()))).toContain('1 job(s), 0 dead.')
    })

    it('the test hooks exist only with ENABLE_TEST_HOOKS=true: move the clock, run what became due', async () => {
      const serve = async () => {
        const app = express()
        const router = express.Router()
        mountTestHooks(router)
        router.use((_req, res) => void res.status(404).json({ error: 'not found' }))
        app.use(router)
        const server = app.listen(0, '127.0.0.1')
        await new Promise((resolve) => server.once('listening', resolve))
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
        const post = (url: string, body: unknown) =>
          fetch(`${base}${url}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        return { post, close: () => new Promise((resolve) => server.close(resolve)) }
      }
      const normal = await serve()
      expect((await normal.post('/__test/clock', { advanceMs: 1000 })).status).toBe(404)
      await normal.close()

      process.env.ENABLE_TEST_HOOKS = 'true'
      resetEnvForTests()
      const hooked = await serve()
      try {
        await enqueue(
          db(),
          'orders.checkout-mails',
          { checkoutId: '00000000-0000-4000-8000-000000000000' },
          {
            startAfter: new Date(clock.now().getTime() + 5 * 24 * 60 * MINUTE),
          },
        )
        expect(await (await hooked.post('/__test/jobs/run', {})).json()).toMatchObject({ done: 0 })
        expect((await hooked.post('/__test/clock', { advanceMs: -1 })).status).toBe(400)
        const moved = await (await hooked.post('/__test/clock', { advanceMs: 5 * 24 * 60 * MINUTE })).json()
        expect(Date.parse(moved.now) - Date.now()).toBeGreaterThan(5 * 24 * 60 * MINUTE - MINUTE)
        expect(await (await hooked.post('/__test/jobs/run', {})).json()).toMatchObject({ done: 1, failed: 0 })
      } finally {
        await hooked.close()
        delete process.env.ENABLE_TEST_HOOKS
        resetEnvForTests()
      }
    })

    it('a process that stops being heard from loses its running job to the others, which run it', async () => {
      const dead = '00000000-0000-4000-8000-00000000dead'
      await db().execute(
        sql`insert into job_workers (id, pid, host, seen_at) values (${dead}, 1, 'gone', now() - interval '1 hour')`,
      )
      const id = await enqueue(db(), 'orders.checkout-mails', {
        checkoutId: '00000000-0000-4000-8000-000000000000',
      })
      await db().execute(
        sql`update pgboss.job set state = 'active', started_on = now(), output = jsonb_build_object('worker', ${dead}::text)
             where id = ${id}::uuid`,
      )
      // Not the only process (PostgreSQL with several servers): only the heartbeat can tell.
      await startJobWorkers({ pollSeconds: 0.5, maintenanceSeconds: 1, soleProcess: false })
      try {
        await vi.waitFor(
          async () => expect((await jobsNamed('orders.checkout-mails'))[0]?.state).toBe('completed'),
          {
            timeout: 15_000,
            interval: 200,
          },
        )
        const workers = await rawQuery<{ id: string }>(db(), sql`select id from job_workers`)
        expect(workers.map((worker) => worker.id)).not.toContain(dead)
      } finally {
        await stopJobWorkers(Date.now())
      }
      expect(await rawQuery(db(), sql`select id from job_workers`)).toEqual([])
    })

    it('a run taken by a process killed before it could tag the run is handed back too, a fresh one is not', async () => {
      const abandoned = await enqueue(db(), 'orders.checkout-mails', {
        checkoutId: '00000000-0000-4000-8000-000000000001',
      })
      const justTaken = await enqueue(db(), 'orders.checkout-mails', {
        checkoutId: '00000000-0000-4000-8000-000000000002',
      })
      // Taken (active) but never tagged with a worker: one a minute ago, one this instant.
      await db().execute(
        sql`update pgboss.job set state = 'active', started_on = now() - interval '1 minute' where id = ${abandoned}::uuid`,
      )
      await db().execute(
        sql`update pgboss.job set state = 'active', started_on = now() + interval '1 hour' where id = ${justTaken}::uuid`,
      )
      await startJobWorkers({ pollSeconds: 0.5, maintenanceSeconds: 1, soleProcess: false })
      try {
        await vi.waitFor(
          async () => {
            const states = await rawQuery<{ id: string; state: string }>(
              db(),
              sql`select id, state from pgboss.job where name = 'orders.checkout-mails'`,
            )
            expect(Object.fromEntries(states.map((job) => [job.id, job.state]))).toEqual({
              [String(abandoned)]: 'completed',
              [String(justTaken)]: 'active',
            })
          },
          { timeout: 15_000, interval: 200 },
        )
      } finally {
        await stopJobWorkers(Date.now())
      }
    })

    it('workers poll and run jobs; a graceful stop lets a running job finish and hands back one that runs too long', async () => {
      const ran: string[] = []
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      // Queue mechanics with jobs of their own (the real registry plus two test jobs).
      const definitions = {
        ...allJobs,
        'test.quick': { handler: async ({ n }: { n: number }) => void ran.push(`quick-${n}`) },
        'test.slow': { retryLimit: 3, handler: async () => held },
      }
      await prepareJobQueue(db(), definitions as unknown as typeof allJobs)
      try {
        await startJobWorkers({ pollSeconds: 0.5, maintenanceSeconds: 1, soleProcess: true })
        for (const n of [1, 2, 3]) await enqueue(db(), 'test.quick' as JobName, { n } as never)
        await vi.waitFor(() => expect(ran.sort()).toEqual(['quick-1', 'quick-2', 'quick-3']), {
          timeout: 10_000,
        })

        await enqueue(db(), 'test.slow' as JobName, {} as never)
        await vi.waitFor(async () => expect((await jobsNamed('test.slow'))[0]?.state).toBe('active'), {
          timeout: 10_000,
        })
        // The slow job outlives the stop's deadline: it is handed back for a retry, not lost.
        await stopJobWorkers(Date.now() + 300)
        expect((await jobsNamed('test.slow'))[0]?.state).toBe('retry')
        release()
      } finally {
        await stopJobWorkers(Date.now())
        await prepareJobQueue(db(), allJobs)
      }
    })
  })
})
