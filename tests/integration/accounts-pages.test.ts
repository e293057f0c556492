import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getViewer, loadViewer } from '~/accounts/viewer.server'
import { invalidateBrowseCache } from '~/catalog/browse.server'
import { invalidateMarketplaceStats, type MarketplaceStats } from '~/catalog/marketplace-stats.server'
import { currentDatabase, setDatabase } from '~/platform/db.server'
import { sendMailLater } from '~/platform/email/mail-queue.server'
import { resetEnvForTests } from '~/platform/env.server'
import { runDueJobs } from '~/platform/jobs/queue.server'
import { loader as authApi } from '~/routes/api.auth.$'
import { loader as signInLoader } from '~/routes/auth'
import { loader as buyerDashboard } from '~/routes/buyer.dashboard'
import { action as completeAction, loader as completeLoader } from '~/routes/complete-profile'
import { loader as devMail } from '~/routes/dev.mail'
import { loader as homeLoader } from '~/routes/home'
import { loader as landingLoader } from '~/routes/landing'
import { action as profileAction, loader as profileLoader } from '~/routes/profile'
import { loader as sellerAccount } from '~/routes/seller.account-creation'
import { loader as sellerDashboard } from '~/routes/seller.dashboard'
import { loader as sellerRegistration } from '~/routes/seller.registration'
import { loader as signUpLoader } from '~/routes/signup'
import { createProduct, createSeller, createUser } from '../../db/factories'
import { cartItems, orders, profiles, sessions } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { formRequest, getRequest, runRoute } from '../support/routes'

type Reply = { errors?: Record<string, string>; values?: Record<string, unknown> }

const COMPLETE_FORM: Record<string, string | string[]> = {
  name: 'Ana',
  surname: 'García López',
  areaCode: '+34',
  phoneNumber: '612 345 678',
  city: 'Madrid',
  postalCode: '28001',
  userType: 'seller',
  sellerKind: 'trader',
  sportsInterests: ['clubs', 'shoes'],
}

describe('the viewer', () => {
  const db = useTestDatabase()

  it('answers a request without the session cookie without touching the database', async () => {
    const handle = currentDatabase()
    setDatabase(undefined) // db() would throw if it were called
    try {
      expect(await getViewer(getRequest('/', { cookie: 'lang=es; toast=x' }))).toBeNull()
    } finally {
      setDatabase(handle)
    }
  })

  it('reads session, profile and cart count of a signed-in user', async () => {
    const { user, cookie } = await createSignedInUser(db(), { profile: 'complete' })
    const { user: seller } = await createSeller(db())
    const product = await createProduct(db(), { sellerId: seller.id })
    await db().insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 2 })
    const viewer = await getViewer(getRequest('/', { cookie }))
    expect(viewer).toMatchObject({
      id: user.id,
      email: user.email,
      name: 'Alex',
      surname: 'Fairway',
      profileComplete: true,
      // Listings, not the sum of quantities: each listing is one item, charged once.
      cartCount: 1,
    })
  })

  it('refuses a forged or unknown session cookie, and clears it', async () => {
    const { cookie } = await createSignedInUser(db())
    const forged = cookie.replace(/%3D$/, 'x%3D')
    expect((await loadViewer(getRequest('/', { cookie: forged }))).viewer).toBeNull()
    await db().delete(sessions)
    const gone = await loadViewer(getRequest('/', { cookie }))
    expect(gone.viewer).toBeNull()
    expect(gone.setCookies[0]).toMatch(/^fairway\.session_token=;.*Max-Age=0/)
  })

  it('extends a session that is due for its refresh (sliding expiry) and re-sets the cookie', async () => {
    const { user, cookie } = await createSignedInUser(db())
    const inTwelveDays = new Date(Date.now() + 12 * 24 * 3600 * 1000)
    await db().update(sessions).set({ expiresAt: inTwelveDays }).where(eq(sessions.userId, user.id))
    const state = await loadViewer(getRequest('/', { cookie }))
    expect(state.viewer?.id).toBe(user.id)
    expect(state.setCookies.some((c) => /^fairway\.session_token=.+Max-Age=1209600/.test(c))).toBe(true)
    const [session] = await db().select().from(sessions).where(eq(sessions.userId, user.id))
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13.9 * 24 * 3600 * 1000)
  })

  it('treats an expired session as signed out', async () => {
    const { user, cookie } = await createSignedInUser(db())
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id))
    expect(await getViewer(getRequest('/', { cookie }))).toBeNull()
  })
})

describe('protected pages', () => {
  const db = useTestDatabase()

  it('send a visitor to /auth with the page to come back to', async () => {
    const pages = [
      [profileLoader, '/profile?tab=orders'],
      [sellerDashboard, '/seller/dashboard'],
      [buyerDashboard, '/buyer/dashboard'],
      [sellerRegistration, '/seller/registration'],
      [sellerAccount, '/seller/account-creation'],
    ] as const
    for (const [loader, path] of pages) {
      const result = await runRoute(loader, getRequest(path))
      expect(result.status, path).toBe(302)
      expect(result.location).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`)
    }
    const signInPage = await runRoute<{ signInRequired: boolean; redirectTo: string }>(
      signInLoader,
      getRequest('/auth?redirectTo=%2Fprofile%3Ftab%3Dorders'),
    )
    expect(signInPage.data).toMatchObject({ signInRequired: true, redirectTo: '/profile?tab=orders' })
  })

  it('open for a signed-in user', async () => {
    const { cookie } = await createSignedInUser(db())
    for (const loader of [sellerDashboard, buyerDashboard, sellerRegistration, sellerAccount]) {
      expect((await runRoute(loader, getRequest('/x', { cookie }))).status).toBe(200)
    }
  })

  it('send a signed-in user away from /auth and /signup', async () => {
    const { cookie } = await createSignedInUser(db())
    expect((await runRoute(signInLoader, getRequest('/auth?redirectTo=/profile', { cookie }))).location).toBe(
      '/profile',
    )
    expect((await runRoute(signUpLoader, getRequest('/signup', { cookie }))).location).toBe('/home')
  })
})

describe('landing, home and profile completion', () => {
  const db = useTestDatabase()

  it('/ welcomes back a signed-in user with a name (the page moves on to /home), sends one without a name to completion, and lets visitors in', async () => {
    const visitor = await runRoute(landingLoader, getRequest('/'))
    expect(visitor.status).toBe(200)
    expect(visitor.data).toEqual({ welcomeBackName: null })
    const named = await createSignedInUser(db(), { profile: 'incomplete' })
    const welcome = await runRoute(landingLoader, getRequest('/', { cookie: named.cookie }))
    expect(welcome.status).toBe(200)
    expect(welcome.data).toEqual({ welcomeBackName: 'Alex' })
    const nameless = await createSignedInUser(db(), { profile: 'none' })
    expect((await runRoute(landingLoader, getRequest('/', { cookie: nameless.cookie }))).location).toBe(
      '/complete-profile?force=1',
    )
  })

  it('/home: visitors to /, incomplete profiles forced to completion, otherwise the welcome', async () => {
    expect((await runRoute(homeLoader, getRequest('/home'))).location).toBe('/')
    const incomplete = await createSignedInUser(db(), { profile: 'incomplete' })
    expect((await runRoute(homeLoader, getRequest('/home', { cookie: incomplete.cookie }))).location).toBe(
      '/complete-profile?force=1',
    )
    const complete = await createSignedInUser(db(), { profile: 'complete' })
    const home = await runRoute<{ name: string; surname: string }>(
      homeLoader,
      getRequest('/home', { cookie: complete.cookie }),
    )
    expect(home.data).toMatchObject({ name: 'Alex', surname: 'Fairway' })
  })

  it('/home shows live statistics and the browse counts per category', async () => {
    const { user: seller } = await createSeller(db())
    await createProduct(db(), { sellerId: seller.id, subcategory: 'clubs' })
    await createProduct(db(), { sellerId: seller.id, subcategory: 'clubs', name: 'Titleist T100 Irons' })
    await createProduct(db(), { sellerId: seller.id, subcategory: 'shoes', name: 'ECCO Biom H4', size: '10' })
    await createProduct(db(), {
      sellerId: seller.id,
      subcategory: 'shoes',
      name: 'FootJoy Fuel',
      status: 'sold',
    })
    // Not visible in browse (no photo), so not counted.
    await createProduct(db(), { sellerId: seller.id, subcategory: 'clubs', name: 'Ping Putter', images: [] })
    const { cookie } = await createSignedInUser(db(), { profile: 'complete' })
    invalidateBrowseCache()
    invalidateMarketplaceStats()
    const home = await runRoute<{ stats: MarketplaceStats }>(homeLoader, getRequest('/home', { cookie }))
    expect(home.data.stats.golfers).toBe(2)
    expect(home.data.stats.itemsSold).toBe(1)
    expect(home.data.stats.listings.total).toBe(3)
    expect(home.data.stats.listings.bySubcategory).toMatchObject({ clubs: 2, shoes: 1, accessories: 0 })
  })

  it('/complete-profile opens only on purpose', async () => {
    expect((await runRoute(completeLoader, getRequest('/complete-profile?new=1'))).location).toBe('/signup')
    const { cookie } = await createSignedInUser(db(), { profile: 'none', name: 'Ana García López' })
    expect((await runRoute(completeLoader, getRequest('/complete-profile', { cookie }))).location).toBe(
      '/home',
    )
    const page = await runRoute<{ email: string; values: Record<string, unknown> }>(
      completeLoader,
      getRequest('/complete-profile?new=1', { cookie }),
    )
    expect(page.status).toBe(200)
    // Prefilled from the full name given at sign-up.
    expect(page.data.values).toMatchObject({ name: 'Ana', surname: 'García López', userType: 'both' })
    expect((await runRoute(completeLoader, getRequest('/complete-profile?force=1', { cookie }))).status).toBe(
      200,
    )
  })

  it('saves a complete profile (phone digits only, the account e-mail) and goes home', async () => {
    const { user, cookie } = await createSignedInUser(db(), { profile: 'none' })
    const result = await runRoute(
      completeAction,
      formRequest('/complete-profile?new=1', COMPLETE_FORM, { cookie }),
    )
    expect(result.status).toBe(302)
    expect(result.location).toBe('/home')
    expect(result.headers.get('Set-Cookie')).toContain('toast=')
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, user.id))
    expect(profile).toMatchObject({
      name: 'Ana',
      surname: 'García López',
      email: user.email,
      areaCode: '+34',
      phoneNumber: '612345678',
      city: 'Madrid',
      postalCode: '28001',
      userType: 'seller',
      sellerKind: 'trader',
      sportsInterests: ['clubs', 'shoes'],
    })
    expect((await getViewer(getRequest('/home', { cookie })))?.profileComplete).toBe(true)
  })

  it('refuses each broken rule with its message (400) and sends back what was typed', async () => {
    const { cookie } = await createSignedInUser(db(), { profile: 'none' })
    const cases: Array<[Record<string, string | string[]>, string, string]> = [
      [{ name: '' }, 'name', 'profile.firstNameRequired'],
      [{ surname: ' ' }, 'surname', 'profile.surnameRequired'],
      [{ areaCode: '' }, 'areaCode', 'profile.phoneBothRequired'],
      [{ phoneNumber: '' }, 'phoneNumber', 'profile.phoneBothRequired'],
      [{ phoneNumber: '12-34' }, 'phoneNumber', 'profile.phoneDigits'],
      [{ phoneNumber: '1234567890123456' }, 'phoneNumber', 'profile.phoneDigits'],
      [{ areaCode: '34' }, 'areaCode', 'profile.areaCodeInvalid'],
      [{ areaCode: '+1' }, 'areaCode', 'profile.areaCodeInvalid'],
      [{ city: '' }, 'city', 'profile.cityRequired'],
      [{ userType: 'admin' }, 'userType', 'profile.userTypeInvalid'],
      [{ sportsInterests: ['clubs', 'tennis'] }, 'sportsInterests', 'profile.interestsInvalid'],
    ]
    for (const [change, field, message] of cases) {
      const form = { ...COMPLETE_FORM, ...change }
      const result = await runRoute<Reply>(
        completeAction,
        formRequest('/complete-profile?new=1', form, { cookie }),
      )
      expect(result.status, message).toBe(400)
      expect(result.data.errors?.[field], message).toBe(message)
      expect(result.data.values).toEqual(form)
    }
    expect(await db().select().from(profiles)).toHaveLength(0)
  })

  it('sends a visitor who posts the form to /signup', async () => {
    const result = await runRoute(completeAction, formRequest('/complete-profile?new=1', COMPLETE_FORM))
    expect(result.location).toBe('/signup')
  })
})

describe('My Profile', () => {
  const db = useTestDatabase()

  it('counts orders and listings for real and shows statistics only with listings', async () => {
    const { user, cookie } = await createSignedInUser(db())
    const empty = await runRoute<{
      orders: number
      listings: number
      stats: { responseRate: number | null }
    }>(profileLoader, getRequest('/profile', { cookie }))
    expect(empty.data).toMatchObject({
      orders: 0,
      listings: 0,
      stats: { total: 0, responseRate: null, rating: null },
    })

    const { user: seller } = await createSeller(db())
    const bought = await createProduct(db(), { sellerId: seller.id, status: 'sold' })
    await db()
      .insert(orders)
      .values({ buyerId: user.id, sellerId: seller.id, productId: bought.id, totalAmount: 24_900 })
    await createProduct(db(), { sellerId: user.id })
    await createProduct(db(), { sellerId: user.id, status: 'sold' })
    await createProduct(db(), { sellerId: user.id, name: 'Test listing please ignore' })
    const page = await runRoute<{
      tab: string
      orders: number
      listings: number
      stats: { total: number; active: number; sold: number; responseRate: number | null; rating: unknown }
    }>(profileLoader, getRequest('/profile?tab=orders', { cookie }))
    expect(page.data.tab).toBe('orders')
    expect(page.data.orders).toBe(1)
    expect(page.data.listings).toBe(3)
    // The statistics leave out placeholder-like names (SPEC §7).
    expect(page.data.stats).toMatchObject({ total: 2, active: 1, sold: 1 })
    // No conversation yet: no response figures, never a random one (issue #15).
    expect(page.data.stats.responseRate).toBeNull()
    // No review about them yet: no rating, never a made-up one (issue #16).
    expect(page.data.stats.rating).toBeNull()
  })

  it('saves changes to the caller’s own row only: a forged user id in the form has no effect', async () => {
    const me = await createSignedInUser(db())
    const other = await createUser(db(), { email: 'other@example.test' })
    const [before] = await db()
      .insert(profiles)
      .values({ id: other.id, name: 'Other', surname: 'Person', email: other.email })
      .returning()

    const result = await runRoute(
      profileAction,
      formRequest(
        '/profile',
        { ...COMPLETE_FORM, name: 'Changed', id: other.id, userId: other.id },
        { cookie: me.cookie },
      ),
    )
    expect(result.status).toBe(302)
    expect(result.location).toBe('/profile')
    const [mine] = await db().select().from(profiles).where(eq(profiles.id, me.user.id))
    const [theirs] = await db().select().from(profiles).where(eq(profiles.id, other.id))
    expect(mine?.name).toBe('Changed')
    expect(theirs).toEqual(before)
  })

  it('refuses bad input with 400 and keeps it', async () => {
    const { cookie } = await createSignedInUser(db())
    const form = { ...COMPLETE_FORM, phoneNumber: '12' }
    const result = await runRoute<Reply>(profileAction, formRequest('/profile', form, { cookie }))
    expect(result.status).toBe(400)
    expect(result.data.errors).toEqual({ phoneNumber: 'profile.phoneDigits' })
    expect(result.data.values).toEqual(form)
  })

  it('sends a visitor who posts to /auth', async () => {
    const result = await runRoute(profileAction, formRequest('/profile', COMPLETE_FORM))
    expect(result.location).toBe('/auth?redirectTo=%2Fprofile')
  })
})

describe('the auth API over HTTP', () => {
  useTestDatabase()

  it('serves only the callbacks and the confirmation link', async () => {
    for (const path of [
      '/api/auth/sign-in/email',
      '/api/auth/sign-up/email',
      '/api/auth/get-session',
      '/api/auth/list-sessions',
    ]) {
      expect((await runRoute(authApi, getRequest(path))).status, path).toBe(404)
    }
    const verify = await runRoute(
      authApi,
      getRequest('/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth%2Femail-verified'),
    )
    expect(verify.status).toBe(302)
    expect(verify.location).toContain('/auth/email-verified?error=')
  })
})

describe('the development outbox (/dev/mail)', () => {
  const db = useTestDatabase()

  it('lists the sent e-mails with their links outside production, and does not exist in production', async () => {
    await sendMailLater(db(), 'dev-mail-test', {
      to: 'ana@example.test',
      subject: 'Hello',
      text: 'Open http://localhost:3000/x?token=1 now',
    })
    await runDueJobs()
    const page = await runRoute<{ messages: Array<{ to: string; subject: string; links: string[] }> }>(
      devMail,
      getRequest('/dev/mail'),
    )
    expect(page.data.messages[0]).toMatchObject({
      to: 'ana@example.test',
      subject: 'Hello',
      links: ['http://localhost:3000/x?token=1'],
    })
    process.env.NODE_ENV = 'production'
    // A production start without Stripe keys must say that test payments are meant (issue #10).
    process.env.ALLOW_TEST_PAYMENTS = 'true'
    resetEnvForTests()
    try {
      expect((await runRoute(devMail, getRequest('/dev/mail'))).status).toBe(404)
    } finally {
      process.env.NODE_ENV = 'test'
      delete process.env.ALLOW_TEST_PAYMENTS
      resetEnvForTests()
    }
  })
})
