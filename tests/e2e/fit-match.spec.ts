import { expect as baseExpect, type Page, test } from '@playwright/test'
import { e2eDataDir } from '../../playwright.config'
import { signIn } from '../support/auth'
import { axeViolations } from '../support/axe'
import { FIT_JOURNEYS, FIT_PASSWORD } from '../support/fit-fixtures'
import { hydrated } from '../support/hydrated'
import { photoPng } from '../support/images'
import { mailsTo } from '../support/outbox'
import { phonePage } from '../support/phone'

/**
 * Issue #30 "Done when" (items 2 and 3) on a phone: a golfer enters their specs once on their
 * golfer profile, sees "Fits you" and "Close fit" on the cards, turns on "Fits me" for drivers,
 * saves that search (fit-only), and when a seller later publishes a driver that fits, exactly one
 * alert e-mail arrives.
 */

const expect = baseExpect.configure({ timeout: 20_000 })

async function publishDriver(page: Page, name: string) {
  await page.goto('/list-product')
  await hydrated(page)
  const next = page.getByRole('button', { name: 'Next', exact: true })
  const choose = (text: string | RegExp) =>
    page.getByRole('main').locator('label').filter({ hasText: text }).first().click()
  await choose('Golf Clubs')
  await next.click()
  const brand = page.getByRole('combobox', { name: 'Brand' })
  await brand.fill('cobr')
  await expect(page.getByRole('option', { name: 'Cobra', exact: true })).toBeVisible()
  await brand.press('ArrowDown')
  await brand.press('Enter')
  await expect(brand).toHaveValue('Cobra')
  await choose(/^Driver$/)
  await choose(/^Right-handed$/)
  await choose(/^Men's$/)
  await choose(/^Stiff \(S\)$/)
  await page.getByRole('textbox', { name: 'Item name' }).fill(name)
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Stiff shaft, standard length, with its cover.')
  for (const [part, grade] of [
    ['Head', 9],
    ['Shaft', 9],
    ['Grip', 8],
  ] as const) {
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: `${part}: grade ${grade} of 10`, exact: true }) })
      .click()
  }
  await next.click()
  // A wood's three required shots: sole, face, crown (issue #28).
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'sole.png', mimeType: 'image/png', buffer: await photoPng(1200, 900, '#2f7d4f') },
    { name: 'face.png', mimeType: 'image/png', buffer: await photoPng(1200, 900, '#3056a8') },
    { name: 'crown.png', mimeType: 'image/png', buffer: await photoPng(1200, 900, '#c28a2c') },
  ])
  await expect(page.locator('[data-testid="photo-tile"][data-state="done"]')).toHaveCount(3)
  await next.click()
  await page.getByRole('textbox', { name: 'Your price' }).fill('150')
  await next.click()
  await choose('Standard shipping')
  await next.click()
  await page.getByRole('button', { name: 'Publish Listing' }).click()
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/)
}

test('a golfer sees which drivers fit, saves a fit-only search, and one fitting listing later alerts once', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const journey = FIT_JOURNEYS[test.info().retry]
  if (!journey) throw new Error(`no fixture for attempt ${test.info().retry}`)

  // bypassCSP: axe is put in the page as an inline script.
  const golfer = await phonePage(browser, { bypassCSP: true })
  await signIn(golfer, journey.golfer.email, FIT_PASSWORD)
  // Their specs, once: right-handed, 1.78 m, 86 cm wrist-to-floor, 88 mph (a regular flex).
  await golfer.goto('/profile/fit')
  await golfer.getByLabel('Right-handed').check()
  await golfer.getByLabel('Height').fill('178 cm')
  await golfer.getByLabel('Wrist-to-floor').fill('86 cm')
  await golfer.getByLabel('Driver swing speed').fill('88')
  await golfer.getByRole('button', { name: 'Save my fit' }).click()
  await expect(golfer.getByText('Your fit is saved')).toBeVisible()
  await expect(golfer.getByTestId('fit-estimate-flex')).toContainText('Regular')
  await golfer.goto(`/browse?q=${journey.word}&subcategory=clubs&club_type=driver`)
  const card = (name: string) => golfer.locator('article').filter({ hasText: name })
  await expect(card(journey.listings.fits).locator('.product-card-fit')).toHaveText('Fits you')
  await expect(card(journey.listings.close).locator('.product-card-fit')).toHaveText('Close fit')
  await expect(card(journey.listings.left).locator('.product-card-fit')).toHaveCount(0)

  // The product page explains each point.
  await card(journey.listings.left).getByRole('link', { name: journey.listings.left }).click()
  await expect(golfer.locator('.product-fit')).toContainText(
    'Left-handed: you play right-handed (does not match)',
  )
  expect(await axeViolations(golfer, '.product-fit')).toEqual([])
  await golfer.goBack()

  // Fits me, in the filter sheet (a phone's), with its count.
  await golfer.getByRole('button', { name: /^Filters/ }).click()
  const fitsMe = golfer.getByRole('checkbox', { name: /^Fits me/ })
  await expect(golfer.getByTestId('fit-filter')).toContainText('Fits me(1)')
  expect(await axeViolations(golfer, '[data-testid="fit-filter"]')).toEqual([])
  await fitsMe.click()
  await expect(golfer).toHaveURL(/[?&]fit=1/)
  await golfer.getByRole('button', { name: 'Show results (1)' }).click()
  await expect(golfer.getByRole('dialog', { name: 'Filters' })).toBeHidden()
  await expect(golfer.getByTestId('result-count')).toContainText('1 listing')
  await expect(golfer.locator('article')).toHaveCount(1)

  await golfer.getByRole('button', { name: 'Save this search' }).click()
  await expect(golfer.getByText('Search saved', { exact: true })).toBeVisible()
  await golfer.goto('/saved-searches')
  await expect(golfer.getByRole('checkbox', { name: 'Only clubs that fit me' })).toBeChecked()

  // A seller publishes a driver that fits: exactly one alert e-mail.
  const seller = await (await browser.newContext()).newPage()
  await signIn(seller, journey.seller.email, FIT_PASSWORD)
  await publishDriver(seller, journey.later)
  expect((await request.post('/__test/jobs/run', { data: {} })).ok()).toBe(true)
  const subject = `New for your saved search: ${journey.later}`
  await expect
    .poll(() => mailsTo(e2eDataDir, journey.golfer.email).filter((mail) => mail.subject === subject).length)
    .toBe(1)
  expect(mailsTo(e2eDataDir, journey.golfer.email)).toHaveLength(1)
  expect(mailsTo(e2eDataDir, journey.golfer.email)[0]?.text).toContain('fit=1')
})
