import fs from 'node:fs'
import { verifyPassword } from 'better-auth/crypto'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadViewer } from '~/accounts/viewer.server'
import { rawQuery } from '~/platform/db.server'
import { outboxDir, readOutbox } from '~/platform/email/mailer.server'
import { loader as authApi } from '~/routes/api.auth.$'
import { action as signInAction } from '~/routes/auth'
import { action as signOutAction } from '~/routes/auth.sign-out'
import { action as forgotAction } from '~/routes/forgot-password'
import { action as resetAction } from '~/routes/reset-password'
import { action as signUpAction } from '~/routes/signup'
import { createUser } from '../../db/factories'
import { accounts, sessions, users, verifications } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { runQueuedWork } from '../support/jobs'
import { cookiesOf, formRequest, getRequest, runRoute } from '../support/routes'

type Reply = {
  errors?: Record<string, string>
  failure?: { title: string; description?: string; descriptionText?: string }
  values?: Record<string, unknown>
}

const PASSWORD = 'correct-horse-battery-7'

// Each test reads the outbox from empty.
beforeEach(() => fs.rmSync(outboxDir(), { recursive: true, force: true }))

async function signUp(
  fields: Partial<Record<'name' | 'email' | 'password' | 'confirmPassword', string>> = {},
) {
  return runRoute<Reply>(
    signUpAction,
    formRequest('/signup', {
      intent: 'email',
      name: 'Ana García López',
      email: 'ana@example.test',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...fields,
    }),
  )
}

async function signIn(
  email: string,
  password: string,
  { rememberMe = true, clientIp = '203.0.113.10' } = {},
) {
  return runRoute<Reply>(
    signInAction,
    formRequest('/auth', {
      intent: 'email',
      email,
      password,
      ...(rememberMe ? { rememberMe: 'on' } : {}),
      redirectTo: '/',
    }),
    { clientIp },
  )
}

describe('sign-up', () => {
  const db = useTestDatabase()

  afterEach(() => vi.restoreAllMocks())

  it('stores the password only as a slow hash and never writes it to the log', async () => {
    process.env.LOG_LEVEL = 'debug'
    const written: string[] = []
    const capture = (chunk: unknown) => {
      written.push(String(chunk))
      return true
    }
    vi.spyOn(process.stdout, 'write').mockImplementation(capture)
    vi.spyOn(process.stderr, 'write').mockImplementation(capture)
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation(
        (...args: unknown[]) => void written.push(args.map(String).join(' ')),
      )
    }
    try {
      const result = await signUp()
      await signIn('ana@example.test', 'a-wrong-password-1')
      await signIn('ana@example.test', PASSWORD)
      await runQueuedWork()
      expect(result.status).toBe(302)
    } finally {
      process.env.LOG_LEVEL = 'error'
    }
    expect(written.length).toBeGreaterThan(0)
    expect(written.join('\n')).not.toContain(PASSWORD)
    expect(written.join('\n')).not.toContain('a-wrong-password-1')

    const [account] = await db()
      .select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, 'ana@example.test'))
    expect(account?.password).toBeTruthy()
    expect(account?.password).not.toContain(PASSWORD)
    // better-auth's scrypt format: salt:key, both hex.
    expect(account?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/)
    expect(await verifyPassword({ hash: account!.password!, password: PASSWORD })).toBe(true)
  })

  it('signs the new user in, goes to profile completion and sends a confirmation mail whose link verifies the address', async () => {
    const result = await signUp()
    expect(result.status).toBe(302)
    expect(result.location).toBe('/complete-profile?new=1')
    const cookie = cookiesOf(result.headers)
    const { viewer } = await loadViewer(getRequest('/', { cookie }))
    expect(viewer?.email).toBe('ana@example.test')
    expect(viewer?.profileComplete).toBe(false)

    await runQueuedWork()
    const [mail] = await readOutbox()
    expect(mail?.to).toBe('ana@example.test')
    expect(mail?.subject).toBe('Confirm your email address')
    const link = mail?.links.find((l) => l.includes('/api/auth/verify-email'))
    expect(link).toBeTruthy()

    const url = new URL(link!)
    const verified = await runRoute(authApi, getRequest(`${url.pathname}${url.search}`))
    expect(verified.status).toBe(302)
    expect(verified.location).toContain('/auth/email-verified')
    const [user] = await db().select().from(users).where(eq(users.email, 'ana@example.test'))
    expect(user?.emailVerified).toBe(true)
  })

  it('writes the confirmation mail in the language of the page', async () => {
    // The Spanish sign-up page is /es/signup (docs/decisions/0025-language-addresses-and-seo.md).
    const request = formRequest('/es/signup', {
      intent: 'email',
      name: 'Lucía Pérez',
      email: 'lucia@example.test',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    await runRoute(signUpAction, request)
    await runQueuedWork()
    const [mail] = await readOutbox()
    expect(mail?.subject).toBe('Confirma tu dirección de correo electrónico')
    expect(mail?.text).toContain('Hola, Lucía Pérez:')
  })

  it('refuses each missing field with its own message, keeping what was typed', async () => {
    const cases = [
      [{ name: '  ' }, 'name', 'auth.nameRequiredDescription'],
      [{ email: '' }, 'email', 'auth.emailRequiredDescription'],
      [{ password: '', confirmPassword: '' }, 'password', 'auth.passwordRequiredDescription'],
      [{ email: 'not-an-email' }, 'email', 'auth.invalidEmail'],
      [{ password: 'short', confirmPassword: 'short' }, 'password', 'auth.passwordTooShort'],
      [{ confirmPassword: 'something-else-1' }, 'confirmPassword', 'auth.passwordsDontMatch'],
    ] as const
    for (const [fields, field, message] of cases) {
      const result = await signUp(fields)
      expect(result.status, message).toBe(400)
      expect(result.data.errors?.[field]).toBe(message)
      expect(result.data.values).toEqual({
        name: 'name' in fields ? fields.name : 'Ana García López',
        email: 'email' in fields ? fields.email : 'ana@example.test',
      })
      // The toast carries the spec's title ('Name Required', …) or 'Please fix the errors'.
      expect(result.headers.get('Set-Cookie')).toContain('toast=')
    }
    expect(await db().select().from(users)).toHaveLength(0)
  })

  it('issue #10: refuses weak passwords (12345678, password, eight spaces, the user’s name) with the reason, and creates nothing', async () => {
    for (const password of ['12345678', 'password', '        ', 'garcialopez']) {
      const reply = await signUp({ password, confirmPassword: password })
      expect(reply.status, password).toBe(400)
      expect(reply.data.failure?.title).toBe('password.weakTitle')
      expect(reply.data.failure?.description).toMatch(/^password\.(warning\.|weak$)/)
    }
    expect(await db().select().from(users)).toHaveLength(0)
  })

  it('says an account already exists (409) for a taken e-mail', async () => {
    await createUser(db(), { email: 'ana@example.test', password: PASSWORD })
    const result = await signUp()
    expect(result.status).toBe(409)
    expect(result.data.failure?.title).toBe('auth.accountExists')
    expect(result.data.failure?.description).toBe('auth.accountExistsDescription')
    expect(result.data.values?.email).toBe('ana@example.test')
  })
})

describe('sign-in and sign-out', () => {
  const db = useTestDatabase()

  it('answers a wrong password with Invalid credentials (401) and keeps the e-mail', async () => {
    await createUser(db(), { email: 'ana@example.test', password: PASSWORD })
    const result = await signIn('ana@example.test', 'not-the-password')
    expect(result.status).toBe(401)
    expect(result.data.failure).toEqual({
      status: 401,
      title: 'auth.invalidCredentials',
      description: 'auth.invalidCredentialsDescription',
    })
    expect(result.data.values).toEqual({ email: 'ana@example.test', rememberMe: 'on' })
    const unknown = await signIn('nobody@example.test', 'not-the-password')
    expect(unknown.status).toBe(401)
    expect(unknown.data.failure?.title).toBe('auth.invalidCredentials')
  })

  it('refuses empty fields with 400', async () => {
    const result = await runRoute<Reply>(
      signInAction,
      formRequest('/auth', { intent: 'email', email: 'ana@example.test', password: '' }),
    )
    expect(result.status).toBe(400)
    expect(result.data.errors).toEqual({ password: 'auth.passwordRequiredDescription' })
    expect(result.data.values?.email).toBe('ana@example.test')
  })

  it('signs in to the page asked for, never to another site', async () => {
    await createUser(db(), { email: 'ana@example.test', password: PASSWORD })
    const back = await runRoute(
      signInAction,
      formRequest('/auth', {
        intent: 'email',
        email: 'ana@example.test',
        password: PASSWORD,
        redirectTo: '/profile?tab=orders',
      }),
    )
    expect(back.location).toBe('/profile?tab=orders')
    const away = await runRoute(
      signInAction,
      formRequest('/auth', {
        intent: 'email',
        email: 'ana@example.test',
        password: PASSWORD,
        redirectTo: '//evil.example/x',
      }),
    )
    expect(away.location).toBe('/')
  })

  it('keeps a short session when remember me is unticked', async () => {
    await createUser(db(), { email: 'ana@example.test', password: PASSWORD })
    const remembered = await signIn('ana@example.test', PASSWORD)
    const session = remembered.headers.getSetCookie().find((c) => c.startsWith('fairway.session_token='))
    expect(session).toMatch(/Max-Age=\d+/)
    expect(session).toMatch(/HttpOnly/)
    expect(session).toMatch(/SameSite=Lax/)

    const forgetful = await signIn('ana@example.test', PASSWORD, { rememberMe: false })
    const browserSession = forgetful.headers
      .getSetCookie()
      .find((c) => c.startsWith('fairway.session_token='))
    expect(browserSession).not.toMatch(/Max-Age/)
    const rows = await db().select().from(sessions).orderBy(sessions.createdAt)
    const lifetimes = rows.map((r) => (r.expiresAt.getTime() - r.createdAt.getTime()) / 3_600_000)
    expect(Math.round(lifetimes[0]!)).toBe(14 * 24)
    expect(Math.round(lifetimes[1]!)).toBe(24)
  })

  it('refuses the old session cookie after sign-out', async () => {
    await createUser(db(), { email: 'ana@example.test', password: PASSWORD })
    const signedIn = await signIn('ana@example.test', PASSWORD)
    const cookie = cookiesOf(signedIn.headers)
    expect((await loadViewer(getRequest('/', { cookie }))).viewer?.email).toBe('ana@example.test')

    const out = await runRoute(signOutAction, formRequest('/auth/sign-out', {}, { cookie }))
    expect(out.status).toBe(302)
    expect(out.location).toBe('/')
    expect(out.headers.getSetCookie().some((c) => /^fairway\.session_token=;.*Max-Age=0/.test(c))).toBe(true)

    expect(await db().select().from(sessions)).toHaveLength(0)
    const after = await loadViewer(getRequest('/', { cookie }))
    expect(after.viewer).toBeNull()
  })

  it('rate limits sign-in per account and address: after five failures even the right password gets 429 there', async () => {
    await createUser(db(), { email: 'ana@example.test', password: PASSWORD })
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn('ana@example.test', 'guess-number-x', { clientIp: '198.51.100.1' })).status).toBe(
        401,
      )
    }
    const limited = await signIn('ana@example.test', PASSWORD, { clientIp: '198.51.100.1' })
    expect(limited.status).toBe(429)
    expect(limited.data.failure?.title).toBe('auth.tooManyAttempts')
    expect(limited.data.failure?.description).toBe('auth.tooManyAttemptsDescription')
    expect(limited.headers.getSetCookie()).toEqual([])
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    // The counters live in the database (shared by every server process), keyed by hashes only.
    const keys = await rawQuery<{ key: string }>(db(), sql`select key from rate_limits`)
    expect(keys.some((k) => k.key.startsWith('fairway:signInAttemptsPerAccountAddress:'))).toBe(true)
    expect(keys.map((k) => k.key).join()).not.toContain('ana@example.test')
  })

  it('issue #10: 40 parallel wrong passwords from one address get at most 5 verdicts; the owner still signs in from another', async () => {
    await createUser(db(), { email: 'ana@example.test', password: PASSWORD })
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn('ana@example.test', i === 39 ? PASSWORD : `guess-${i}-wrong`, { clientIp: '198.51.100.66' }),
      ),
    )
    const verdicts = guesses.filter((reply) => reply.status !== 429)
    expect(verdicts.length).toBeLessThanOrEqual(5)
    expect(guesses.filter((reply) => reply.status === 429).length).toBeGreaterThanOrEqual(35)
    // The owner, from their own address, is not locked out by the stranger.
    const owner = await signIn('ana@example.test', PASSWORD, { clientIp: '203.0.113.77' })
    expect(owner.status).toBe(302)
    expect(owner.headers.getSetCookie().some((cookie) => cookie.startsWith('fairway.session_token='))).toBe(
      true,
    )
  })

  it('a right password gives its attempt back: the owner signing in often is never limited', async () => {
    await createUser(db(), { email: 'ana@example.test', password: PASSWORD })
    for (let i = 0; i < 8; i++) expect((await signIn('ana@example.test', PASSWORD)).status).toBe(302)
    for (let i = 0; i < 4; i++) expect((await signIn('ana@example.test', 'typo-typo-typo')).status).toBe(401)
    expect((await signIn('ana@example.test', PASSWORD)).status).toBe(302)
  })

  it('guessed from many addresses, an account allows one attempt per address: slower guessing, no lock-out', async () => {
    await createUser(db(), { email: 'ana@example.test', password: PASSWORD })
    for (let i = 0; i < 20; i++) {
      expect(
        (await signIn('ana@example.test', `guess-${i}-wrong`, { clientIp: `192.0.2.${i}` })).status,
      ).toBe(401)
    }
    // Past the account's ceiling: a further address gets one try, not five.
    expect((await signIn('ana@example.test', 'another-guess', { clientIp: '192.0.2.200' })).status).toBe(401)
    expect((await signIn('ana@example.test', 'and-another', { clientIp: '192.0.2.200' })).status).toBe(429)
    // The owner, from yet another address, signs in with their one try.
    expect((await signIn('ana@example.test', PASSWORD, { clientIp: '203.0.113.5' })).status).toBe(302)
  })
})

describe('password reset', () => {
  const db = useTestDatabase()

  async function requestReset(email: string) {
    const result = await runRoute<Reply & { sentTo?: string }>(
      forgotAction,
      formRequest('/forgot-password', { email }),
    )
    await runQueuedWork()
    return result
  }

  async function resetWith(token: string, password: string) {
    return runRoute<Reply>(
      resetAction,
      formRequest('/reset-password', { token, password, confirmPassword: password }),
    )
  }

  function tokenOf(link: string) {
    return new URL(link).searchParams.get('token') ?? ''
  }

  it('answers the same for known and unknown e-mails, and mails only the account holder', async () => {
    await createUser(db(), { email: 'ana@example.test', password: PASSWORD })
    const known = await requestReset('ana@example.test')
    const unknown = await requestReset('nobody@example.test')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect({ ...known.data, values: undefined, sentTo: undefined }).toEqual({
      ...unknown.data,
      values: undefined,
      sentTo: undefined,
    })
    expect(known.headers.get('Set-Cookie')).toContain('toast=')
    expect(unknown.headers.get('Set-Cookie')).toContain('toast=')
    const mails = await readOutbox()
    expect(mails.map((m) => m.to)).toEqual(['ana@example.test'])
    expect(mails[0]?.subject).toBe('Reset your password')
  })

  it('sets a new password with the link once; the link then stops working', async () => {
    await createUser(db(), { email: 'ana@example.test', password: PASSWORD })
    await requestReset('ana@example.test')
    const [mail] = await readOutbox()
    const link = mail!.links.find((l) => l.includes('/reset-password?token='))!
    expect(new URL(link).origin).toBe('http://localhost:3000')
    // The token is stored hashed: the database never holds the link's secret.
    const [row] = await db().select().from(verifications)
    expect(row?.identifier).not.toContain(tokenOf(link))

    const first = await resetWith(tokenOf(link), 'a-brand-new-pass-9')
    expect(first.status).toBe(302)
    expect(first.location).toBe('/auth')
    expect((await signIn('ana@example.test', 'a-brand-new-pass-9')).status).toBe(302)
    expect((await signIn('ana@example.test', PASSWORD)).status).toBe(401)

    const second = await resetWith(tokenOf(link), 'another-new-pass-9')
    expect(second.status).toBe(400)
    expect(second.data.failure?.title).toBe('auth.reset.failed')
  })

  it('issue #10: refuses a weak new password and keeps the link usable', async () => {
    await createUser(db(), { email: 'ana@example.test', password: PASSWORD })
    await requestReset('ana@example.test')
    const [mail] = await readOutbox()
    const token = tokenOf(mail!.links.find((l) => l.includes('/reset-password?token='))!)
    const weak = await resetWith(token, '12345678')
    expect(weak.status).toBe(400)
    expect(weak.data.failure?.title).toBe('password.weakTitle')
    expect((await resetWith(token, 'a-brand-new-pass-9')).status).toBe(302)
  })

  it('refuses an expired link', async () => {
    await createUser(db(), { email: 'ana@example.test', password: PASSWORD })
    await requestReset('ana@example.test')
    const [mail] = await readOutbox()
    await db()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
    const result = await resetWith(tokenOf(mail!.links[0]!), 'a-brand-new-pass-9')
    expect(result.status).toBe(400)
    expect(result.data.failure?.title).toBe('auth.reset.failed')
    expect((await signIn('ana@example.test', PASSWORD)).status).toBe(302)
  })

  it('ends the sessions of the account when its password is reset', async () => {
    const { user, cookie } = await createSignedInUser(db(), { password: PASSWORD, email: 'ana@example.test' })
    await requestReset(user.email)
    const [mail] = await readOutbox()
    await resetWith(tokenOf(mail!.links[0]!), 'a-brand-new-pass-9')
    expect((await loadViewer(getRequest('/', { cookie }))).viewer).toBeNull()
  })

  it('refuses bad input with 400 and the message', async () => {
    const forgot = await runRoute<Reply>(forgotAction, formRequest('/forgot-password', { email: 'nope' }))
    expect(forgot.status).toBe(400)
    expect(forgot.data.errors).toEqual({ email: 'auth.invalidEmail' })
    expect(forgot.data.values).toEqual({ email: 'nope' })

    const reset = await runRoute<Reply>(
      resetAction,
      formRequest('/reset-password', {
        token: 'x',
        password: 'long-enough-1',
        confirmPassword: 'different-1',
      }),
    )
    expect(reset.status).toBe(400)
    expect(reset.data.errors).toEqual({ confirmPassword: 'auth.passwordsDontMatch' })
  })

  it('limits reset mails to one address', async () => {
    await createUser(db(), { email: 'ana@example.test', password: PASSWORD })
    for (let i = 0; i < 3; i++) expect((await requestReset('ana@example.test')).status).toBe(200)
    const limited = await requestReset('ana@example.test')
    expect(limited.status).toBe(429)
    expect(limited.data.failure?.title).toBe('auth.tooManyAttempts')
    expect(await readOutbox()).toHaveLength(3)
  })
})
