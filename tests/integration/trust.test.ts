/**
 * Trust and safety (issue #14) on the real database: the operator role from the command line, the
 * authorisation matrix of every console page and action, reports (bad input, rate limit, e-mails),
 * removing a listing, suspending and reinstating a user, and trader or private sellers.
 */
import fs from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getViewer } from '~/accounts/viewer.server'
import { parseBrowseQuery } from '~/catalog/browse'
import { browseListings } from '~/catalog/browse.server'
import { getProductDetail } from '~/catalog/product.server'
import { reportConfirmationToken } from '~/moderation/mails.server'
import { rawQuery } from '~/platform/db.server'
import { outboxDir, readOutbox } from '~/platform/email/mailer.server'
import { enqueue, runDueJobs } from '~/platform/jobs/queue.server'
import { loader as adminLoader } from '~/routes/admin'
import { action as adminIndexAction, loader as adminIndexLoader } from '~/routes/admin._index'
import { action as auditAction, loader as auditLoader } from '~/routes/admin.audit'
import { action as jobsAction, loader as jobsLoader } from '~/routes/admin.jobs'
import { action as ordersAction, loader as ordersLoader } from '~/routes/admin.orders'
import { action as reportsAction, loader as reportsLoader } from '~/routes/admin.reports'
import { action as usersAction, loader as usersLoader } from '~/routes/admin.users'
import { action as userAction, loader as userLoader } from '~/routes/admin.users.$id'
import { action as signInAction } from '~/routes/auth'
import { action as completeProfileAction } from '~/routes/complete-profile'
import { loader as productLoader } from '~/routes/product'
import { action as reportAction, loader as reportLoader } from '~/routes/report'
import { action as confirmReportAction } from '~/routes/report-confirm'
import { createProduct, createUser } from '../../db/factories'
import { auditLog, checkoutSessions, products, profiles, reports, users } from '../../db/schema'
import { runAdminCommand } from '../../server/admin-cli'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { formRequest, getRequest, runRoute } from '../support/routes'

type RouteFunction = Parameters<typeof runRoute>[0]

describe('trust and safety', () => {
  const db = useTestDatabase()

  beforeEach(() => fs.rmSync(outboxDir(), { recursive: true, force: true }))

  async function operator() {
    const admin = await createSignedInUser(db(), { name: 'Olga Operator' })
    expect(await runAdminCommand(['grant', admin.user.email], db(), () => {})).toBe(0)
    return admin
  }

  async function sellerWithListing(options: { language?: string; name?: string } = {}) {
    const seller = await createSignedInUser(db(), { name: 'Sergio Seller', password: 'a long Passw0rd!' })
    if (options.language)
      await db().update(profiles).set({ language: options.language }).where(eq(profiles.id, seller.user.id))
    const product = await createProduct(db(), {
      sellerId: seller.user.id,
      name: options.name ?? 'Scotty Cameron Newport 2 Putter',
      brand: 'Titleist',
    })
    return { seller, product }
  }

  const report = (
    productId: string,
    fields: Record<string, string>,
    options: { cookie?: string; ip?: string } = {},
  ) =>
    runRoute<{ errors?: Record<string, string>; formError?: string; sentTo?: string }>(
      reportAction,
      formRequest(`/report/listing/${productId}`, fields, { cookie: options.cookie }),
      { params: { subject: 'listing', id: productId }, clientIp: options.ip ?? '198.51.100.7' },
    )

  const validReport = {
    category: 'counterfeit',
    explanation: 'The serial number is missing and the head cover is a known fake.',
    email: 'watcher@example.test',
    goodFaith: 'on',
  }

  const visible = async (q: string) =>
    (await browseListings(parseBrowseQuery(new URLSearchParams(q ? { q } : {})))).items.map((item) => item.id)

  describe('the operator role', () => {
    it('is granted and revoked only from the command line', async () => {
      const user = await createUser(db(), { email: 'olga@example.test' })
      let printed = ''
      const write = (text: string) => {
        printed += `${text}\n`
      }
      expect(await runAdminCommand(['grant', 'OLGA@example.test'], db(), write)).toBe(0)
      expect(await runAdminCommand(['grant', 'olga@example.test'], db(), write)).toBe(0)
      expect(await runAdminCommand(['list'], db(), write)).toBe(0)
      expect(await runAdminCommand(['grant', 'nobody@example.test'], db(), write)).toBe(1)
      expect(await runAdminCommand(['grant'], db(), write)).toBe(2)
      expect(printed).toContain('OLGA@example.test is now an operator.')
      expect(printed).toContain('olga@example.test is already an operator.')
      expect(printed).toContain('No account with the e-mail nobody@example.test.')
      expect(printed).toContain('Usage: npm run admin')
      const [row] = await db().select({ role: users.role }).from(users).where(eq(users.id, user.id))
      expect(row?.role).toBe('admin')
      expect(await runAdminCommand(['revoke', 'olga@example.test'], db(), write)).toBe(0)
      const [after] = await db().select({ role: users.role }).from(users).where(eq(users.id, user.id))
      expect(after?.role).toBe('user')
    })
  })

  describe('authorisation matrix: every console page and action', () => {
    async function world() {
      const admin = await operator()
      const member = await createSignedInUser(db(), { name: 'Mia Member' })
      const { seller, product } = await sellerWithListing()
      await report(product.id, validReport)
      const [open] = await db().select().from(reports)
      const jobId = await enqueue(db(), 'email.send', { key: 'matrix', sealed: 'x.y.z' })
      await db().execute(
        sql`update pgboss.job set state = 'failed', completed_on = now() where id = ${jobId}::uuid`,
      )
      return { admin, member, seller, product, reportId: open?.id ?? '', jobId: jobId ?? '' }
    }

    /** Everything an action could have changed. */
    async function snapshot() {
      return {
        audit: (await db().select().from(auditLog)).length,
        reports: await db().select({ id: reports.id, status: reports.status }).from(reports),
        users: await db()
          .select({ id: users.id, role: users.role, suspendedAt: users.suspendedAt })
          .from(users),
        products: await db()
          .select({ id: products.id, status: products.status, hold: products.moderationHold })
          .from(products),
        jobs: await rawQuery<{ id: string; state: string }>(
          db(),
          sql`select id, state::text as state from pgboss.job where name = 'email.send' order by id`,
        ),
      }
    }

    it('answers 404 to visitors and signed-in members, and changes nothing; the operator gets through', async () => {
      const w = await world()
      const reason = { reason: 'Matrix test decision' }
      const cases: {
        name: string
        fn: RouteFunction
        path: string
        params?: Record<string, string>
        form?: Record<string, string>
      }[] = [
        { name: 'layout', fn: adminLoader, path: '/admin' },
        { name: 'index', fn: adminIndexLoader, path: '/admin' },
        { name: 'index action', fn: adminIndexAction, path: '/admin', form: {} },
        { name: 'reports', fn: reportsLoader, path: '/admin/reports' },
        {
          name: 'reports: dismiss',
          fn: reportsAction,
          path: '/admin/reports',
          form: { reportId: w.reportId, intent: 'dismiss', ...reason },
        },
        {
          name: 'reports: remove',
          fn: reportsAction,
          path: '/admin/reports',
          form: { reportId: w.reportId, intent: 'remove-listing', ...reason },
        },
        {
          name: 'reports: suspend',
          fn: reportsAction,
          path: '/admin/reports',
          form: { reportId: w.reportId, intent: 'suspend', ...reason },
        },
        { name: 'users', fn: usersLoader, path: '/admin/users?q=example' },
        { name: 'users action', fn: usersAction, path: '/admin/users', form: {} },
        {
          name: 'user',
          fn: userLoader,
          path: `/admin/users/${w.seller.user.id}`,
          params: { id: w.seller.user.id },
        },
        {
          name: 'user: suspend',
          fn: userAction,
          path: `/admin/users/${w.seller.user.id}`,
          params: { id: w.seller.user.id },
          form: { userId: w.seller.user.id, intent: 'suspend', ...reason },
        },
        {
          name: 'user: remove listing',
          fn: userAction,
          path: `/admin/users/${w.seller.user.id}`,
          params: { id: w.seller.user.id },
          form: { productId: w.product.id, intent: 'remove-listing', ...reason },
        },
        { name: 'orders', fn: ordersLoader, path: '/admin/orders?ref=abcd1234' },
        { name: 'orders action', fn: ordersAction, path: '/admin/orders', form: {} },
        { name: 'jobs', fn: jobsLoader, path: '/admin/jobs' },
        {
          name: 'jobs: retry',
          fn: jobsAction,
          path: '/admin/jobs',
          form: { jobId: w.jobId, intent: 'retry', ...reason },
        },
        {
          name: 'jobs: discard',
          fn: jobsAction,
          path: '/admin/jobs',
          form: { jobId: w.jobId, intent: 'discard', ...reason },
        },
        { name: 'audit', fn: auditLoader, path: '/admin/audit' },
        { name: 'audit action', fn: auditAction, path: '/admin/audit', form: {} },
      ]
      const before = await snapshot()
      for (const who of [undefined, w.member.cookie]) {
        for (const c of cases) {
          const request = c.form
            ? formRequest(c.path, c.form, { cookie: who })
            : getRequest(c.path, { cookie: who })
          const result = await runRoute(c.fn, request, { params: c.params })
          expect(result.status, `${c.name} as ${who ? 'member' : 'visitor'}`).toBe(404)
        }
      }
      expect(await snapshot()).toEqual(before)

      // The operator: every page answers, and each action does what it says (the order matters:
      // dismissing first leaves nothing for the other two report decisions, which say so).
      for (const c of cases) {
        const request = c.form
          ? formRequest(c.path, c.form, { cookie: w.admin.cookie })
          : getRequest(c.path, { cookie: w.admin.cookie })
        const result = await runRoute(c.fn, request, { params: c.params })
        expect(result.status, `${c.name} as operator`).not.toBe(404)
      }
      const after = await snapshot()
      expect(after.reports).toEqual([{ id: w.reportId, status: 'dismissed' }])
      expect(after.users.find((u) => u.id === w.seller.user.id)?.suspendedAt).not.toBeNull()
      // Suspending held the listing; removing it afterwards makes that final (reinstating will not bring it back).
      expect(after.products).toEqual([{ id: w.product.id, status: 'inactive', hold: 'removed' }])
      const actions = (await db().select().from(auditLog)).map((row) => row.action).sort()
      expect(actions).toEqual([
        'job.discarded',
        'job.retried',
        'listing.removed',
        'report.dismissed',
        'user.suspended',
      ])
      for (const row of await db().select().from(auditLog)) {
        expect(row.actorEmail).toBe(w.admin.user.email)
        expect(row.reason).toBe('Matrix test decision')
      }
    })
  })

  describe('reports', () => {
    it('refuse bad input with a clear message per field, in the reader’s language', async () => {
      const { product } = await sellerWithListing()
      const empty = await report(product.id, {})
      expect(empty.status).toBe(400)
      expect(empty.data.errors).toEqual({
        category: 'report.error.category',
        explanation: 'report.error.explanationRequired',
        email: 'report.error.emailRequired',
        goodFaith: 'report.error.goodFaith',
      })
      const bad = await report(product.id, {
        ...validReport,
        category: 'spam',
        explanation: 'fake',
        email: 'not-an-address',
      })
      expect(bad.status).toBe(400)
      expect(bad.data.errors).toMatchObject({
        category: 'report.error.category',
        explanation: 'report.error.explanationShort',
        email: 'report.error.email',
      })
      const long = await report(product.id, { ...validReport, explanation: 'x'.repeat(2001) })
      expect(long.data.errors).toEqual({ explanation: 'report.error.explanationLong' })
      expect(await db().select().from(reports)).toEqual([])
      const { translator } = await import('~/i18n')
      expect(translator('es')('report.error.goodFaith')).toBe('Confirma que envías esta denuncia de buena fe')
    })

    it('a signed-in reporter needs no e-mail; the acknowledgement goes to their account', async () => {
      const { product } = await sellerWithListing()
      const member = await createSignedInUser(db())
      const sent = await report(
        product.id,
        { category: 'misleading', explanation: 'The photos are of another club.', goodFaith: 'on' },
        { cookie: member.cookie },
      )
      expect(sent.status).toBe(200)
      expect(sent.data.sentTo).toBe(member.user.email)
      const [row] = await db().select().from(reports)
      expect(row).toMatchObject({
        reporterId: member.user.id,
        reporterEmail: member.user.email,
        reportedUserId: product.sellerId,
        status: 'open',
      })
      await runDueJobs()
      const mails = await readOutbox()
      expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
        [member.user.email, 'We received your report'],
      ])
    })

    it('are rate-limited per address, with a message saying when to try again', async () => {
      const { product } = await sellerWithListing()
      for (let i = 0; i < 5; i++)
        expect((await report(product.id, validReport, { ip: '192.0.2.50' })).status).toBe(200)
      const refused = await report(product.id, validReport, { ip: '192.0.2.50' })
      expect(refused.status).toBe(429)
      expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
      expect(refused.data.formError).toMatch(
        /^Too many reports from this connection\. Try again in \d+ min\.$/,
      )
      expect(await db().select().from(reports)).toHaveLength(5)
      // Another address is not affected.
      expect((await report(product.id, validReport, { ip: '192.0.2.51' })).status).toBe(200)
    })

    it('answer 404 for a listing that does not exist or was removed, and for an unknown subject', async () => {
      const missing = '00000000-0000-4000-8000-000000000000'
      expect(
        (
          await runRoute(reportLoader, getRequest(`/report/listing/${missing}`), {
            params: { subject: 'listing', id: missing },
          })
        ).status,
      ).toBe(404)
      const { product } = await sellerWithListing()
      expect(
        (
          await runRoute(reportLoader, getRequest(`/report/thing/${product.id}`), {
            params: { subject: 'thing', id: product.id },
          })
        ).status,
      ).toBe(404)
      expect(
        (
          await runRoute(reportLoader, getRequest(`/report/listing/${product.id}`), {
            params: { subject: 'listing', id: product.id },
          })
        ).status,
      ).toBe(200)
    })
  })

  describe('removing a listing', () => {
    it('hides it everywhere, tells the seller why in their language and the reporter the decision', async () => {
      const admin = await operator()
      const { seller, product } = await sellerWithListing({
        language: 'es',
        name: 'Titleist Scotty Cameron Putter',
      })
      expect(await visible('')).toContain(product.id)
      expect(await visible('scotty')).toContain(product.id)
      await report(product.id, validReport)
      const [open] = await db().select().from(reports)
      // The visitor confirms their address (the link of the confirmation e-mail): only a confirmed
      // address is told the decision (issue #26).
      const link = `/report/confirm?r=${open?.id}&t=${reportConfirmationToken(open?.id as string, validReport.email)}`
      expect((await runRoute(confirmReportAction, formRequest(link, {}))).data).toEqual({
        state: 'confirmed',
      })
      await runDueJobs()
      fs.rmSync(outboxDir(), { recursive: true, force: true })

      const refused = await runRoute<{ error?: string }>(
        reportsAction,
        formRequest(
          '/admin/reports',
          { reportId: open!.id, intent: 'remove-listing', reason: '' },
          { cookie: admin.cookie },
        ),
      )
      expect(refused.status).toBe(400)
      expect(refused.data.error).toBe('admin.error.reasonRequired')

      const done = await runRoute(
        reportsAction,
        formRequest(
          '/admin/reports',
          {
            reportId: open!.id,
            intent: 'remove-listing',
            reason: 'Counterfeit: the serial number does not exist.',
          },
          { cookie: admin.cookie },
        ),
      )
      expect(done.status).toBe(200)
      expect(await visible('')).not.toContain(product.id)
      expect(await visible('scotty')).not.toContain(product.id)
      expect(await getProductDetail(product.id)).toBeNull()
      expect(
        (await runRoute(productLoader, getRequest(`/product/${product.id}`), { params: { id: product.id } }))
          .status,
      ).toBe(404)
      const [closed] = await db().select().from(reports)
      expect(closed?.status).toBe('actioned')

      await runDueJobs()
      const mails = await readOutbox()
      const statement = mails.find((mail) => mail.to === seller.user.email)
      expect(statement?.subject).toBe('Hemos retirado tu anuncio «Titleist Scotty Cameron Putter»')
      expect(statement?.text).toContain('Counterfeit: the serial number does not exist.')
      expect(statement?.text).toContain('Falsificación')
      expect(statement?.text).toContain('una persona de nuestro equipo')
      const decision = mails.find((mail) => mail.to === validReport.email)
      expect(decision?.subject).toBe('The decision on your report')
      expect(decision?.text).toContain('removed the listing')

      const [entry] = await db().select().from(auditLog)
      expect(entry).toMatchObject({
        actorId: admin.user.id,
        action: 'listing.removed',
        subjectId: product.id,
      })

      // Deciding again changes nothing and says so.
      const again = await runRoute<{ error?: string }>(
        reportsAction,
        formRequest(
          '/admin/reports',
          { reportId: open!.id, intent: 'dismiss', reason: 'Second thoughts' },
          { cookie: admin.cookie },
        ),
      )
      expect(again.status).toBe(409)
    })
  })

  describe('suspending a user', () => {
    it('ends their session at once, refuses sign-in, hides their listings and releases their checkouts; reinstating undoes it', async () => {
      const admin = await operator()
      const { seller, product } = await sellerWithListing()
      const [checkout] = await db()
        .insert(checkoutSessions)
        .values({
          buyerId: seller.user.id,
          provider: 'test',
          status: 'open',
          lines: [],
          amountTotal: 1000,
          shippingAddress: {
            fullName: 'S',
            address: 'Calle 1',
            city: 'Madrid',
            postalCode: '28001',
            country: 'ES',
          },
          expiresAt: new Date(Date.now() + 3_600_000),
        })
        .returning()
      expect(await getViewer(getRequest('/', { cookie: seller.cookie }))).not.toBeNull()

      const suspended = await runRoute(
        userAction,
        formRequest(
          `/admin/users/${seller.user.id}`,
          { userId: seller.user.id, intent: 'suspend', reason: 'Repeated counterfeit listings.' },
          { cookie: admin.cookie },
        ),
        { params: { id: seller.user.id } },
      )
      expect(suspended.status).toBe(200)
      expect(await getViewer(getRequest('/', { cookie: seller.cookie }))).toBeNull()
      expect(await visible('')).not.toContain(product.id)
      expect(await visible('scotty')).not.toContain(product.id)
      const [released] = await db()
        .select({ status: checkoutSessions.status })
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, checkout!.id))
      expect(released?.status).toBe('cancelled')

      const signIn = await runRoute<{ failure?: { title: string } }>(
        signInAction,
        formRequest('/auth', {
          intent: 'email',
          email: seller.user.email,
          password: 'a long Passw0rd!',
          redirectTo: '/',
        }),
      )
      expect(signIn.status).toBe(403)
      expect(signIn.data.failure?.title).toBe('auth.suspended')

      // An operator cannot suspend themself.
      const self = await runRoute<{ error?: string }>(
        userAction,
        formRequest(
          `/admin/users/${admin.user.id}`,
          { userId: admin.user.id, intent: 'suspend', reason: 'Oops, myself' },
          { cookie: admin.cookie },
        ),
        { params: { id: admin.user.id } },
      )
      expect(self.data.error).toBe('admin.error.self')

      const reinstated = await runRoute(
        userAction,
        formRequest(
          `/admin/users/${seller.user.id}`,
          { userId: seller.user.id, intent: 'reinstate', reason: 'Appeal accepted.' },
          { cookie: admin.cookie },
        ),
        { params: { id: seller.user.id } },
      )
      expect(reinstated.status).toBe(200)
      expect(await visible('')).toContain(product.id)
      const again = await runRoute(
        signInAction,
        formRequest('/auth', {
          intent: 'email',
          email: seller.user.email,
          password: 'a long Passw0rd!',
          redirectTo: '/',
        }),
      )
      expect(again.status).toBe(302)

      await runDueJobs()
      const subjects = (await readOutbox())
        .filter((mail) => mail.to === seller.user.email)
        .map((mail) => mail.subject)
      expect(subjects.sort()).toEqual([
        'Your Fairway Market account is active again',
        'Your Fairway Market account is suspended',
      ])
      const actions = (await db().select().from(auditLog)).map((row) => row.action).sort()
      expect(actions).toEqual(['user.reinstated', 'user.suspended'])
    })
  })

  describe('trader or private seller', () => {
    const profileFields = {
      name: 'Ana',
      surname: 'García',
      areaCode: '+34',
      phoneNumber: '612345678',
      city: 'Sevilla',
      postalCode: '41001',
    }

    it('a seller must say which; a buyer is not asked', async () => {
      const user = await createSignedInUser(db(), { profile: 'none' })
      const refused = await runRoute<{ errors?: Record<string, string> }>(
        completeProfileAction,
        formRequest('/complete-profile', { ...profileFields, userType: 'seller' }, { cookie: user.cookie }),
      )
      expect(refused.status).toBe(400)
      expect(refused.data.errors).toEqual({ sellerKind: 'profile.sellerKindRequired' })
      const saved = await runRoute(
        completeProfileAction,
        formRequest(
          '/complete-profile',
          { ...profileFields, userType: 'seller', sellerKind: 'private' },
          { cookie: user.cookie },
        ),
      )
      expect(saved.status).toBe(302)
      const [row] = await db()
        .select({ kind: profiles.sellerKind })
        .from(profiles)
        .where(eq(profiles.id, user.user.id))
      expect(row?.kind).toBe('private')

      const buyer = await createSignedInUser(db(), { profile: 'none' })
      const asBuyer = await runRoute(
        completeProfileAction,
        formRequest(
          '/complete-profile',
          { ...profileFields, userType: 'buyer', sellerKind: 'trader' },
          { cookie: buyer.cookie },
        ),
      )
      expect(asBuyer.status).toBe(302)
      const [buyerRow] = await db()
        .select({ kind: profiles.sellerKind })
        .from(profiles)
        .where(eq(profiles.id, buyer.user.id))
      expect(buyerRow?.kind).toBeNull()
    })

    it('the product page carries the seller’s kind', async () => {
      const { seller, product } = await sellerWithListing()
      await db().update(profiles).set({ sellerKind: 'private' }).where(eq(profiles.id, seller.user.id))
      const page = await runRoute<{ product: { seller: { kind: string } } }>(
        productLoader,
        getRequest(`/product/${product.id}`),
        {
          params: { id: product.id },
        },
      )
      expect(page.data.product.seller.kind).toBe('private')
    })
  })
})
