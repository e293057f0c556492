import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { e2eDataDir } from '../../playwright.config'
import { signIn } from '../support/auth'
import { ALERT_JOURNEYS, BUYING_PASSWORD } from '../support/e2e-fixtures'
import { hydrated } from '../support/hydrated'
import { photoPng } from '../support/images'
import { mailsTo, type OutboxMail } from '../support/outbox'

/**
 * Issue #16 "Done when" (favourites, saved searches, alerts, notifications): a buyer saves the search
 * "putter" and a favourite; a seller publishes a putter and the buyer receives the alert e-mail and
 * an in-app notification; the favourite gets cheaper and the price-drop e-mail arrives; its
 * unsubscribe link stops that kind of e-mail (the next drop shows in the product, not by e-mail).
 */

/** Runs every job that is due now (the alert, then its e-mail), then waits for the e-mail. */
async function mailArrives(request: APIRequestContext, to: string, subject: string) {
  expect((await request.post('/__test/jobs/run', { data: {} })).ok()).toBe(true)
  await expect.poll(() => mailsTo(e2eDataDir, to).filter((mail) => mail.subject === subject).length).toBe(1)
  return mailsTo(e2eDataDir, to).find((mail) => mail.subject === subject) as OutboxMail
}

async function publishPutter(page: Page, name: string) {
  await page.goto('/list-product')
  await hydrated(page)
  const next = page.getByRole('button', { name: 'Next', exact: true })
  const choose = (text: string | RegExp) =>
    page.getByRole('main').locator('label').filter({ hasText: text }).first().click()
  await choose('Golf Clubs')
  await next.click()
  const brand = page.getByRole('combobox', { name: 'Brand' })
  await brand.fill('odys')
  await expect(page.getByRole('option')).toHaveText(['Odyssey'])
  await brand.press('ArrowDown')
  await brand.press('Enter')
  await expect(brand).toHaveValue('Odyssey')
  await page.getByRole('textbox', { name: 'Item name' }).fill(name)
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Two-ball insert, new grip, always in its cover.')
  await choose(/^Men's$/)
  await choose(/^Putter$/)
  await choose(/^Right-handed$/)
  // Clubs are graded head, shaft and grip (issue #28).
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Head: grade 9 of 10', exact: true }) })
    .click()
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Shaft: grade 9 of 10', exact: true }) })
    .click()
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Grip: grade 8 of 10', exact: true }) })
    .click()
  await next.click()
  // Three photos fill a putter's required shots in order: face, top line, sole (issue #28).
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'face.png', mimeType: 'image/png', buffer: await photoPng(1200, 900, '#2f7d4f') },
    { name: 'top.png', mimeType: 'image/png', buffer: await photoPng(1200, 900, '#3056a8') },
    { name: 'sole.png', mimeType: 'image/png', buffer: await photoPng(1200, 900, '#c28a2c') },
  ])
  await expect(page.locator('[data-testid="photo-tile"][data-state="done"]')).toHaveCount(3)
  await next.click()
  await page.getByRole('textbox', { name: 'Your price' }).fill('95')
  await next.click()
  await choose('Standard shipping')
  await next.click()
  await page.getByRole('button', { name: 'Publish Listing' }).click()
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/)
}

async function lowerPrice(page: Page, listing: string, euros: string) {
  await page.goto('/seller/dashboard')
  await hydrated(page)
  const row = page.getByTestId('seller-listing').filter({ hasText: listing })
  await row.getByRole('button', { name: `Edit the price of ${listing}` }).click()
  await row.getByRole('textbox', { name: `New price for ${listing}` }).fill(euros)
  await row.getByRole('button', { name: 'Save the new price' }).click()
  await expect(page.getByText('Price updated', { exact: true })).toBeVisible()
  return row
}

test('a saved search and a favourite alert the buyer by e-mail and in the product, until unsubscribed', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000)
  const journey = ALERT_JOURNEYS[test.info().retry]
  if (!journey) throw new Error(`no fixture for attempt ${test.info().retry}`)
  const favourite = journey.seller.listing.name

  // The buyer saves the search "putter", then the seller's wedge as a favourite.
  const buyer = await (await browser.newContext()).newPage()
  await signIn(buyer, journey.buyer.email, BUYING_PASSWORD)
  await buyer.goto('/browse?q=putter')
  await buyer.getByRole('button', { name: 'Save this search' }).click()
  await expect(buyer.getByText('Search saved', { exact: true })).toBeVisible()
  await buyer.goto('/saved-searches')
  await expect(buyer.getByTestId('saved-search')).toHaveCount(1)
  await expect(buyer.getByTestId('saved-search')).toContainText('“putter”')

  await buyer.goto(`/browse?q=${encodeURIComponent(favourite)}`)
  await buyer.getByRole('link', { name: favourite }).first().click()
  await hydrated(buyer)
  const heart = buyer.getByRole('button', { name: 'Save to favourites' })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await buyer.reload()
  await expect(buyer.getByRole('button', { name: 'Save to favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(buyer.getByTestId('favourite-count')).toHaveText('Saved by 1 person')

  // The seller publishes a putter: the buyer gets the alert e-mail and a notification.
  const seller = await (await browser.newContext()).newPage()
  await signIn(seller, journey.seller.email, BUYING_PASSWORD)
  await publishPutter(seller, journey.putter)
  const alert = await mailArrives(
    request,
    journey.buyer.email,
    `New for your saved search: ${journey.putter}`,
  )
  expect(alert.text).toContain('/product/')
  expect(alert.headers['List-Unsubscribe']).toMatch(/^<http.*\/unsubscribe\?.*k=saved-search.*>$/)
  expect(alert.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

  await buyer.goto('/browse')
  await expect(buyer.getByTestId('bell-badge')).toBeVisible()
  await buyer.getByTestId('nav-bell').click()
  await expect(buyer).toHaveURL('/notifications')
  await expect(buyer.getByTestId('notification').first()).toContainText(
    `New listing for your saved search: “${journey.putter}”`,
  )
  await expect(buyer.getByTestId('bell-badge')).toHaveCount(0)

  // The favourite gets cheaper: the price-drop e-mail arrives; the seller's row counts one save.
  const row = await lowerPrice(seller, favourite, '70')
  await expect(row.getByTestId('listing-favourites')).toHaveText('1 saved')
  const drop = await mailArrives(request, journey.buyer.email, `Price drop: ${favourite}`)
  expect(drop.text).toContain('now 70,00')
  await buyer.goto('/favourites')
  await expect(buyer.getByTestId('favourite-row').filter({ hasText: favourite })).toContainText('70,00')

  // Its unsubscribe link stops price-drop e-mails: the next drop is only in the product.
  const unsubscribe = drop.links.find((link) => link.includes('/unsubscribe?'))
  if (!unsubscribe) throw new Error('no unsubscribe link in the price-drop e-mail')
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(unsubscribe)
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(visitor.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()

  await lowerPrice(seller, favourite, '60')
  expect((await request.post('/__test/jobs/run', { data: {} })).ok()).toBe(true)
  await buyer.goto('/notifications')
  await expect(buyer.getByTestId('notification').filter({ hasText: 'A favourite got cheaper' })).toHaveCount(
    2,
  )
  expect(
    mailsTo(e2eDataDir, journey.buyer.email).filter((mail) => mail.subject.startsWith('Price drop')),
  ).toHaveLength(1)
})
