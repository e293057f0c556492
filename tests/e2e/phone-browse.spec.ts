import { expect, type Page, test } from '@playwright/test'
import { signUpAndCompleteProfile } from '../support/auth'
import { axeViolations } from '../support/axe'
import { hydrated } from '../support/hydrated'
import { PHONE } from '../support/phone'

/**
 * Issue #31 items 3, 5 and 9 on a 390×844 touch phone: browse shows its first card within the first
 * screen, its filters in a sheet whose button counts the results, a heart on each card (a visitor's
 * tap leads to sign-in), and "Skip to results" takes a keyboard user from the search box to the
 * first result in at most 5 Tab presses. A Spanish browser's first visit to / lands on /es, a chosen
 * language stays; with the network gone, the service worker shows the offline page.
 */

// bypassCSP: axe is added as an inline script (tests/support/axe.ts).
test.use({ ...PHONE, bypassCSP: true })

const resultCount = async (page: Page) =>
  Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/\D/g, ''))

test('browse on a phone: results first, filters in a sheet, hearts, and a skip link for keyboards', async ({
  page,
}) => {
  await page.goto('/browse')
  await hydrated(page)
  const firstCard = page.locator('article.product-card').first()
  const box = await firstCard.boundingBox()
  expect(box).not.toBeNull()
  expect(box!.y + box!.height).toBeLessThanOrEqual(844)
  expect(await axeViolations(page)).toEqual([])

  // The sheet: its button says how many results the filters give, and changes with them.
  const total = await resultCount(page)
  await page.getByRole('button', { name: 'Filters' }).tap()
  const sheet = page.getByRole('dialog', { name: 'Filters' })
  await expect(sheet).toBeVisible()
  const show = sheet.getByRole('button', { name: /^Show results/ })
  await expect(show).toHaveText(`Show results (${total})`)
  expect(await axeViolations(page)).toEqual([])
  await sheet.getByRole('checkbox', { name: /^Good/ }).click()
  await expect(page).toHaveURL(/condition=good/)
  // While the filtered results load the button reads "Show results" with no count: wait for one.
  const countOnButton = async () => {
    const counted = /\((\d+)\)$/.exec((await show.textContent()) ?? '')
    return counted ? Number(counted[1]) : null
  }
  await expect.poll(countOnButton).not.toBe(total)
  await expect.poll(countOnButton).not.toBeNull()
  const filtered = (await countOnButton()) ?? Number.NaN
  expect(filtered).toBeLessThan(total)
  await show.tap()
  await expect(sheet).toBeHidden()
  await expect.poll(() => resultCount(page)).toBe(filtered)

  // Keyboard: from the search box, "Skip to results", then the first result.
  await page.goto('/browse')
  await hydrated(page)
  await page.locator('#browse-search').focus()
  let presses = 0
  const firstLink = page.locator('article.product-card').first().getByRole('link').first()
  while (presses < 5 && !(await firstLink.evaluate((link) => link === document.activeElement))) {
    await page.keyboard.press('Tab')
    presses++
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '')
    if (focused === 'Skip to results') await page.keyboard.press('Enter')
  }
  await expect(firstLink).toBeFocused()
  expect(presses).toBeLessThanOrEqual(5)

  // A visitor's heart leads to sign-in.
  const heart = page.getByRole('button', { name: /^Save .+ to favourites$/ }).first()
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.tap()
  await expect(page).toHaveURL(/\/auth/)
})

test('a member taps a card’s heart on a phone: it fills at once, is kept, and a second tap empties it', async ({
  page,
}) => {
  await signUpAndCompleteProfile(page, { name: 'Hana', surname: 'Heart' })
  await page.goto('/browse')
  await hydrated(page)
  const card = page.locator('article.product-card').first()
  const name = ((await card.getByRole('heading').first().textContent()) ?? '').trim()
  expect(name).not.toBe('')
  const heart = page.getByRole('button', { name: `Save ${name} to favourites` })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.tap()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  // Kept: the favourites page lists it, and browse shows the heart filled on the next visit.
  await page.goto('/favourites')
  await expect(page.getByTestId('favourite-row').filter({ hasText: name })).toHaveCount(1)
  await page.goto('/browse')
  await hydrated(page)
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await heart.tap()
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await page.goto('/favourites')
  await expect(page.getByTestId('favourite-row').filter({ hasText: name })).toHaveCount(0)
})

test('a Spanish first visit lands on /es, a chosen language stays, and offline shows the offline page', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, locale: 'es-ES', serviceWorkers: 'allow' })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page).toHaveURL(/\/es\/?$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')

  // The service worker keeps the offline page; with the network gone, a page shows it in Spanish.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await context.setOffline(true)
  await page.goto('/es/browse').catch(() => undefined)
  await expect(page.getByRole('heading', { name: 'Sin conexión' })).toBeVisible()
  await context.setOffline(false)

  // A chosen language (the switcher's cookie) is never overridden by the browser's.
  await context.addCookies([{ name: 'lang', value: 'en', url: new URL('/', page.url()).href }])
  await page.goto('/')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await context.close()
})
