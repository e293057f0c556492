import { expect, type Page, test } from '@playwright/test'
import { dictionaries } from '../../app/i18n/messages'
import { signUpAndCompleteProfile } from '../support/auth'
import { HYDRATION_JOURNEYS } from '../support/e2e-fixtures'
import { hydrated } from '../support/hydrated'

/**
 * Issue #26 items 7 and 8: a tap before the page's scripts have run is kept once they have, and a
 * request without a connection leaves the page as it was, with a translated message.
 */

/**
 * Holds the page's scripts (not its stylesheet) until released, so that a test taps the page as
 * painted by the server, before hydration, every time. `hold()` again for the next page.
 */
async function scriptGate(page: Page) {
  let release: () => void = () => {}
  let gate = Promise.resolve()
  await page.route(/\/assets\/.*\.js(\?.*)?$/, async (route) => {
    await gate
    await route.continue()
  })
  return {
    hold() {
      gate = new Promise<void>((resolve) => {
        release = resolve
      })
    },
    release: () => release(),
  }
}

/** The page has not hydrated: React has not put its props on the element yet. */
async function expectNotHydrated(page: Page, selector: string) {
  const hydratedYet = await page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))
  expect(hydratedYet).toBe(false)
}

function journey(kind: 'early' | 'offline') {
  const found = HYDRATION_JOURNEYS.find(
    (candidate) => candidate.kind === kind && candidate.attempt === test.info().retry,
  )
  if (!found) throw new Error(`no ${kind} fixture for attempt ${test.info().retry}`)
  return found
}

async function productPath(page: Page, name: string, prefix = '') {
  await page.goto(`${prefix}/browse?q=${encodeURIComponent(name)}`)
  const href = await page.getByRole('link', { name }).first().getAttribute('href')
  if (!href) throw new Error(`no link to ${name}`)
  return href
}

/** Every message key, to check that no page shows one instead of its text. */
const MESSAGE_KEYS = Object.keys(dictionaries.en)

async function expectNoRawKeys(page: Page) {
  // The text as shown (not textContent, which includes the page's message data block).
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked
  const text = await page.locator('body').innerText()
  const words = new Set(text.split(/\s+/))
  expect(MESSAGE_KEYS.filter((key) => words.has(key))).toEqual([])
}

test('what a buyer taps before the scripts run holds after hydration: the wizard, the filters, the cart', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { listing } = journey('early')
  await signUpAndCompleteProfile(page, { name: 'Tomás', surname: 'Early' })
  const productHref = await productPath(page, listing.name)
  const scripts = await scriptGate(page)

  // The wizard: "Training Aids" tapped as soon as "Step 1 of 6" shows.
  scripts.hold()
  await page.goto('/list-product', { waitUntil: 'domcontentloaded' })
  await expect(page.getByText('Step 1 of 6', { exact: true })).toBeVisible()
  await expectNotHydrated(page, 'input[name="subcategory"]')
  await page.getByRole('main').locator('label').filter({ hasText: 'Training Aids' }).click()
  await expect(page.getByRole('radio', { name: /Training Aids/ })).toBeChecked()
  scripts.release()
  await hydrated(page)
  const next = page.getByRole('button', { name: 'Next', exact: true })
  await expect(next).toBeEnabled()
  await expect(page.getByRole('radio', { name: /Training Aids/ })).toBeChecked()
  await next.click()
  await expect(page.getByText('Step 2 of 6', { exact: true })).toBeVisible()

  // Browse: a country chosen and a condition ticked before hydration apply after it.
  scripts.hold()
  await page.goto('/browse', { waitUntil: 'domcontentloaded' })
  await expectNotHydrated(page, '#filter-country')
  await page.locator('#filter-country').selectOption('ES')
  scripts.release()
  await hydrated(page)
  await expect(page).toHaveURL(/[?&]country=ES(&|$)/)
  await expect(page.locator('#filter-country')).toHaveValue('ES')
  scripts.hold()
  await page.reload({ waitUntil: 'domcontentloaded' })
  await expectNotHydrated(page, '#filter-country')
  await page.getByRole('checkbox', { name: /^Like New/ }).check()
  scripts.release()
  await hydrated(page)
  await expect(page).toHaveURL(/[?&]condition=like-new(&|$)/)
  await expect(page).toHaveURL(/[?&]country=ES(&|$)/)
  await expect(page.getByRole('checkbox', { name: /^Like New/ })).toBeChecked()

  // The cart's buttons are forms: tapped before hydration they work as plain forms.
  scripts.hold()
  await page.goto(productHref, { waitUntil: 'domcontentloaded' })
  await expectNotHydrated(page, 'input[name="productId"]')
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page).toHaveURL('/cart')
  scripts.release()
  await hydrated(page)
  const line = page.getByTestId('cart-line').filter({ hasText: listing.name })
  await expect(line).toHaveCount(1)
  const quantity = page.getByRole('status', { name: `Quantity of ${listing.name}` })
  await expect(quantity).toHaveText('1')

  // A used item is one of a kind (issue #31): "+" is off before hydration and after it.
  scripts.hold()
  await page.reload({ waitUntil: 'domcontentloaded' })
  await expectNotHydrated(page, 'input[name="itemId"]')
  const increase = page.getByRole('button', { name: `Increase quantity of ${listing.name}` })
  await expect(increase).toBeDisabled()
  scripts.release()
  await hydrated(page)
  await expect(increase).toBeDisabled()
  await expect(quantity).toHaveText('1')

  scripts.hold()
  await page.reload({ waitUntil: 'domcontentloaded' })
  await expectNotHydrated(page, 'input[name="itemId"]')
  await page.getByRole('button', { name: `Remove ${listing.name} from cart` }).click()
  await expect(line).toHaveCount(0)
  scripts.release()
  await hydrated(page)
  await expect(line).toHaveCount(0)
  await page.reload()
  await expect(line).toHaveCount(0)
})

test('a lost connection or a failing server leaves the product page as it was, with a translated message', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const { listing } = journey('offline')
  await signUpAndCompleteProfile(page, { name: 'Irene', surname: 'Offline' })
  const productHref = await productPath(page, listing.name, '/es')
  await page.goto(productHref)
  await hydrated(page)
  const heading = page.getByRole('heading', { level: 1 })
  const addToCart = page.getByRole('button', { name: 'Añadir al carrito' })
  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })
  const footerLink = page.getByRole('contentinfo').getByRole('link').first()
  /** Waits for the toasts shown to go (the pointer away from them), so the next toast is a new one. */
  async function toastsGone() {
    await page.mouse.move(0, 0)
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 })
  }
  /** The product page, as it was: not the error page, not the browser's, no raw message key. */
  async function stillTheProductPage() {
    await expect(heading).toHaveText(listing.name)
    await expect(page).toHaveURL(productHref)
    await expect(page.getByText('Algo ha salido mal')).toHaveCount(0)
    await expect(addToCart).toBeEnabled()
    await expectNoRawKeys(page)
  }

  // Offline: "Añadir al carrito" and a link stop at once with a message.
  await context.setOffline(true)
  await addToCart.click()
  const offline = toast('Sin conexión: no se ha enviado nada')
  await expect(offline).toBeVisible()
  await stillTheProductPage()
  await toastsGone()
  await footerLink.click()
  await expect(offline).toBeVisible()
  await stillTheProductPage()
  await context.setOffline(false)

  // The connection drops while the request is under way (the browser still thinks it is online).
  await page.route('**/*.data*', (route) => route.abort('internetdisconnected'))
  await addToCart.click()
  const failed = toast('No se ha podido completar')
  await expect(failed).toBeVisible()
  await stillTheProductPage()
  await toastsGone()
  // Where the page is when the link is tapped is where it stays.
  await footerLink.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(0)
  await footerLink.click()
  await expect(failed).toBeVisible()
  await stillTheProductPage()
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)

  // The server fails (a proxy's 502): the same.
  await page.unroute('**/*.data*')
  await page.route('**/*.data*', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
  )
  await toastsGone()
  await footerLink.click()
  await expect(failed).toBeVisible()
  await stillTheProductPage()
  await page.unroute('**/*.data*')

  // Back to normal, the same button adds the item.
  await addToCart.click()
  await expect(toast('Añadido al carrito')).toBeVisible()
  await expect(page.getByTestId('cart-badge')).toHaveText('1')
})

test('a page opened before the rest of the language has loaded is translated', async ({ page }) => {
  const { listing } = journey('offline')
  const productHref = await productPath(page, listing.name, '/es')
  // Only the messages the page came with: the rest of the language never arrives.
  await page.route(/_fairway_dictionary_/, (route) => route.abort('internetdisconnected'))
  await page.goto(productHref)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.name)
  // An address that does not exist, opened within the app: the root's not-found page.
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter.navigate('/es/no-such-page'),
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible()
  await expectNoRawKeys(page)
})

test('every kind of page hydrates the markup the server sent: no hydration error, visitor or member, English or Spanish', async ({
  page,
}) => {
  // React 18 throws a page away and renders it again on the client when the markup differs
  // (React errors #418 and #423): slower, and what was tapped meanwhile is lost (decision 0072).
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && /React error|hydrat/i.test(message.text()))
      errors.push(`${page.url()}: ${message.text()}`)
  })
  const productHref = await productPath(page, journey('offline').listing.name, '/es')
  const pages = ['/', '/es/', '/browse', '/es/browse?q=driver', '/news', '/auth', productHref]
  for (const path of pages) {
    await page.goto(path)
    await hydrated(page)
  }
  // A member gets the shared pages with their own parts put in by the server (decision 0041).
  await signUpAndCompleteProfile(page, { name: 'Hydra', surname: 'Check' })
  for (const path of ['/browse', '/es/news', productHref]) {
    await page.goto(path)
    await hydrated(page)
  }
  expect(errors).toEqual([])
})
