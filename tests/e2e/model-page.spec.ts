import { expect, test } from '@playwright/test'
import { PHONE_VIEWPORT } from '../support/phone'

/**
 * The model page (issue #29 item 4), on the demo's year of sales (db/demo-sales.ts): a golfer
 * opens the Ping G430 Max driver's page, reads the guide and the chart (and the same sales as a
 * table), opens a listing on sale, and reads the page in Spanish on a phone.
 */
const PATH = '/models/ping-g430-max-driver'

test('a golfer reads a model’s price guide and sold prices, then opens a listing on sale', async ({
  page,
}) => {
  const response = await page.goto(PATH)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Ping G430 Max: used prices and listings | Fairway Market')
  await expect(page.getByRole('heading', { level: 1, name: 'Ping G430 Max Driver' })).toBeVisible()

  // The guide: a row per condition with low–high, typical and the sample it rests on.
  const guide = page.getByRole('table', { name: 'Price guide by condition' })
  const good = guide.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Good/ }) })
  await expect(good).toContainText(/\d+ sales, \d+ \w+ 20\d\d to \d+ \w+ 20\d\d/)
  await expect(good.getByRole('cell').first()).toHaveText(/^\d+,00\s€ – \d+,00\s€$/)

  // The chart is one image with a name; its table opens on demand.
  const chart = page.getByRole('img', { name: /sold prices over the last 12 months, by condition/ })
  await expect(chart).toBeVisible()
  const sales = page.getByTestId('sold-prices-table')
  await expect(sales).toBeHidden()
  await page.getByText('Show the sales as a table').click()
  await expect(sales).toBeVisible()
  expect(await sales.locator('tbody tr').count()).toBeGreaterThanOrEqual(5)

  // The page is in the sitemap, with Product data and an AggregateOffer.
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  )
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    name: 'Ping G430 Max',
    offers: { '@type': 'AggregateOffer' },
  })
  const sitemap = await page.request.get('/sitemaps/models.xml')
  expect(await sitemap.text()).toContain(`${PATH}</loc>`)

  // A listing on sale opens its product page.
  const onSale = page.getByRole('region', { name: /^On sale now/ })
  await onSale
    .getByRole('link', { name: /Ping G430 Max Driver 10\.5°/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/product\//)
  await expect(page.getByRole('heading', { level: 1, name: 'Ping G430 Max Driver 10.5°' })).toBeVisible()

  // An unknown model answers 404.
  expect((await page.goto('/models/no-such-club'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Model not found' })).toBeVisible()
})

test('the model page in Spanish on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT)
  const response = await page.goto(`/es${PATH}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Driver Ping G430 Max' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Guía de precios' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Guía de precios por estado' })).toContainText(/\d+ ventas/)
  await expect(page.getByRole('heading', { name: 'Especificaciones de serie' })).toBeVisible()
  // Nothing wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
