/**
 * Signed-in users for tests.
 *
 * Integration tests (Vitest, real database):
 *   const { user, cookie } = await createSignedInUser(db(), { profile: 'complete' })
 *   await loader({ request: new Request('http://localhost:3000/profile', { headers: { cookie } }), … })
 *
 * End-to-end journeys (Playwright):
 *   await signIn(page, DEMO_SELLERS[0].email, DEMO_PASSWORD)
 *   const account = await signUpAndCompleteProfile(page, { name: 'Ana', surname: 'García' })
 */
import crypto from 'node:crypto'
import type { Page } from '@playwright/test'
import type { Database } from '~/platform/db.server'

export interface SignedInUserOptions {
  /** 'complete' (default): a profile that passes SPEC §4; 'incomplete': name only; 'none': no row. */
  profile?: 'complete' | 'incomplete' | 'none'
  /** Also lets the user sign in with e-mail and this password. */
  password?: string
  email?: string
  name?: string
}

/**
 * A user with a live session, and the `Cookie` header value that the app's loaders and actions
 * accept for it (a session row and its signed cookie, exactly as better-auth writes them).
 */
export async function createSignedInUser(db: Database, options: SignedInUserOptions = {}) {
  // Loaded here so that Playwright specs importing this file do not load the server modules.
  const { createProfile, createUser } = await import('./factories')
  const { authCookieNames, SESSION_EXPIRES_IN } = await import('~/platform/auth.server')
  const { appSecret } = await import('~/platform/secrets.server')
  const { sessions } = await import('../../db/schema')

  const user = await createUser(db, {
    email: options.email,
    name: options.name ?? 'Alex Fairway',
    password: options.password,
  })
  const kind = options.profile ?? 'complete'
  const profile =
    kind === 'none'
      ? null
      : await createProfile(
          db,
          user.id,
          kind === 'complete'
            ? { email: user.email }
            : { email: user.email, surname: null, areaCode: null, phoneNumber: null, userType: null },
        )
  const token = crypto.randomBytes(24).toString('base64url')
  await db.insert(sessions).values({
    token,
    userId: user.id,
    expiresAt: new Date(Date.now() + SESSION_EXPIRES_IN * 1000),
  })
  const signature = crypto.createHmac('sha256', appSecret()).update(token).digest('base64')
  const cookie = `${authCookieNames().sessionToken}=${encodeURIComponent(`${token}.${signature}`)}`
  return { user, profile, cookie, token }
}

// ---------------------------------------------------------------------------------------------
// Playwright

/** Signs in through /auth and waits until the app has taken the user away from the form. */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  options: { redirectTo?: string } = {},
) {
  await page.goto(options.redirectTo ? `/auth?redirectTo=${encodeURIComponent(options.redirectTo)}` : '/auth')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('form:has(input[name="email"]) button[type="submit"]').click()
  await page.waitForURL((url) => url.pathname !== '/auth')
}

export interface NewAccount {
  email: string
  password: string
  name: string
  surname: string
}

/**
 * Creates an account through /signup and completes its profile, ending on /home.
 * Works in either language (it fills fields by name, not by label).
 */
export async function signUpAndCompleteProfile(
  page: Page,
  input: Partial<NewAccount> = {},
): Promise<NewAccount> {
  const suffix = `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`
  const account: NewAccount = {
    email: input.email ?? `golfer-${suffix}@example.test`,
    password: input.password ?? `fairway-${suffix}`,
    name: input.name ?? 'Alex',
    surname: input.surname ?? 'Fairway',
  }
  await page.goto('/signup')
  await page.locator('input[name="name"]').fill(`${account.name} ${account.surname}`)
  await page.locator('input[name="email"]').fill(account.email)
  await page.locator('input[name="password"]').fill(account.password)
  await page.locator('input[name="confirmPassword"]').fill(account.password)
  await page.locator('form:has(input[name="confirmPassword"]) button[type="submit"]').click()
  await page.waitForURL('**/complete-profile?new=1')
  await page.locator('select[name="areaCode"]').selectOption('+34')
  await page.locator('input[name="phoneNumber"]').fill('612345678')
  await page.locator('input[name="city"]').fill('Madrid')
  await page.locator('form:has(input[name="city"]) button[type="submit"]').click()
  await page.waitForURL('**/home')
  return account
}

// The outbox reader moved to ./outbox; the specs that read it from here still can.
export { latestMail, type OutboxMail } from './outbox'
