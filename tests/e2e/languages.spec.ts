import { type APIRequestContext, type BrowserContext, expect, type Response, test } from '@playwright/test'
import { e2eDataDir } from '../../playwright.config'
import { latestMail } from '../support/auth'
import { BUYING_PASSWORD, LANGUAGE_JOURNEYS } from '../support/e2e-fixtures'
import { hydrated } from '../support/hydrated'

/**
 * Issue #26 items 1, 2 and 9: a Spanish reader's order pages open from the e-mail, the profile and
 * the bell without a redirect loop and answer in Spanish; signing up from Add to cart comes back to
 * the product through profile completion.
 */

async function runJobs(request: APIRequestContext) {
  const ran = await request.post('/__test/jobs/run', { data: {} })
  expect(ran.status(), await ran.text()).toBe(200)
}

/** A browser that chose Spanish with the switcher (the `lang` cookie) before anything else. */
async function spanishContext(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'lang', value: 'es', url: baseURL }])
}

/** How many redirects a navigation went through before its answer (a loop never answers). */
function redirectCount(response: Response | null) {
  let count = 0
  for (let request = response?.request().redirectedFrom(); request; request = request.redirectedFrom())
    count++
  return count
}

test('a Spanish buyer follows the order e-mail and the bell to /es/orders/{id}, and acts there in Spanish', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const journey = LANGUAGE_JOURNEYS[test.info().retry] ?? LANGUAGE_JOURNEYS[0]!
  const context = await browser.newContext()
  await spanishContext(context, baseURL as string)
  const page = await context.newPage()

  // Signing in on the Spanish page; the profile's order list links to the Spanish order page.
  await page.goto('/es/auth?redirectTo=%2Fprofile%3Ftab%3Dorders')
  await page.locator('input[name="email"]').fill(journey.buyer.email)
  await page.locator('input[name="password"]').fill(BUYING_PASSWORD)
  await page.locator('form:has(input[name="email"]) button[type="submit"]').click()
  await page.waitForURL('**/es/profile?tab=orders')
  await hydrated(page)
  await page.getByRole('link', { name: `Ver pedido: ${journey.ordered}` }).click()
  await expect(page).toHaveURL(/\/es\/orders\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pedido n.º')
  const orderPath = new URL(page.url()).pathname
  const orderId = orderPath.split('/').pop() as string

  // The English address, typed or from an old link, goes once to the Spanish one and stays there.
  const opened = await page.goto(`/orders/${orderId}`)
  expect(opened?.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe(orderPath)
  expect(redirectCount(opened)).toBe(1)

  // Confirming receipt: a Spanish toast, the page changes, and the e-mail it sends is Spanish.
  const before = Date.now()
  await hydrated(page)
  await page.getByRole('button', { name: 'Marcar como entregado' }).click()
  await expect(page.getByText('Pedido marcado como entregado', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Marcar como entregado' })).toHaveCount(0)
  await runJobs(request)
  const mail = await latestMail(e2eDataDir, journey.buyer.email, { after: before - 1_000 })
  const link = mail.links.find((href) => href.includes(`/orders/${orderId}`))
  expect(link).toBe(`${baseURL}/es/orders/${orderId}`)

  // The e-mail's link opens the order page in Spanish, without a loop, also in a fresh tab.
  const fromMail = await context.newPage()
  const response = await fromMail.goto(link as string)
  expect(response?.status()).toBe(200)
  expect(redirectCount(response)).toBe(0)
  await expect(fromMail.getByRole('heading', { level: 1 })).toContainText('Pedido n.º')

  // Reporting a problem there: the page answers with Spanish feedback.
  await hydrated(fromMail)
  await fromMail.getByRole('link', { name: 'Notificar un problema' }).click()
  await hydrated(fromMail)
  await fromMail.getByLabel('Dañado').check()
  await fromMail.getByLabel('Describe el problema').fill('La cabeza del wedge llegó con una grieta.')
  await fromMail.getByRole('button', { name: 'Notificar problema' }).click()
  await expect(
    fromMail.getByText('Problema notificado: el vendedor tiene 3 días para responder', { exact: true }),
  ).toBeVisible()
  expect(new URL(fromMail.url()).pathname).toBe(orderPath)

  // The bell's notifications link to the Spanish order page too.
  await fromMail.goto('/es/notifications')
  const bellLinks = fromMail.locator(`a[href^="/es/orders/${orderId}"]`)
  await expect(bellLinks.first()).toBeVisible()
  await bellLinks.first().click()
  await expect(fromMail).toHaveURL(new RegExp(`/es/orders/${orderId}$`))
  await expect(fromMail.getByRole('heading', { level: 1 })).toContainText('Pedido n.º')
  await context.close()
})

test('signing up from Add to cart comes back to the product through profile completion, in Spanish', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const journey = LANGUAGE_JOURNEYS[test.info().retry] ?? LANGUAGE_JOURNEYS[0]!
  const { name: listing } = journey.seller.listing
  const context = await browser.newContext()
  await spanishContext(context, baseURL as string)
  const page = await context.newPage()

  await page.goto(`/es/browse?q=${encodeURIComponent(listing)}`)
  await page.getByRole('link', { name: listing }).first().click()
  await expect(page).toHaveURL(/\/es\/product\/[0-9a-f-]{36}$/)
  const productPath = new URL(page.url()).pathname
  await hydrated(page)

  // Add to cart asks a visitor to sign in; the sign-in page's "Regístrate" keeps the way back.
  await page.getByRole('link', { name: 'Añadir al carrito' }).click()
  await expect(page).toHaveURL(/\/es\/auth\?redirectTo=/)
  await page.getByRole('link', { name: 'Regístrate' }).click()
  await expect(page).toHaveURL(/\/es\/signup\?redirectTo=/)
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const password = `fairway-${suffix}`
  await page.locator('input[name="name"]').fill('Lucía Nueva')
  await page.locator('input[name="email"]').fill(`nueva-${suffix}@example.test`)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('input[name="confirmPassword"]').fill(password)
  await page.getByRole('button', { name: 'Crear cuenta' }).click()

  // Profile completion, then straight back to the product, still in Spanish.
  await page.waitForURL(/\/es\/complete-profile\?new=1&redirectTo=/)
  await page.locator('select[name="areaCode"]').selectOption('+34')
  await page.locator('input[name="phoneNumber"]').fill('612345678')
  await page.locator('input[name="city"]').fill('Sevilla')
  await page.getByRole('button', { name: 'Completar perfil' }).click()
  await page.waitForURL(`**${productPath}`)
  expect(new URL(page.url()).pathname).toBe(productPath)

  // The item is still there to buy: Add to cart now adds it.
  await hydrated(page)
  await page.getByRole('button', { name: 'Añadir al carrito' }).click()
  await expect(page.getByTestId('cart-badge')).toHaveText('1')
  await context.close()
})
