import { expect, type Page, test } from '@playwright/test'

const BEGINNER_TITLE = 'How to choose your first set of golf clubs'

/** Console errors about the Content-Security-Policy (e.g. a blocked inline script). */
function collectCspErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      errors.push(message.text())
  })
  return errors
}

test('news list -> article -> back to the list', async ({ page }) => {
  const cspErrors = collectCspErrors(page)
  const response = await page.goto('/news')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Golf News & Tips | Fairway Market')
  const featured = page.getByRole('region', { name: 'Featured Stories' })
  await expect(featured.getByRole('article')).toHaveCount(3)
  const all = page.getByRole('region', { name: 'All Articles' })
  await expect(all.getByRole('article')).toHaveCount(5)

  await all
    .getByRole('article')
    .filter({ hasText: BEGINNER_TITLE })
    .getByRole('link', { name: /^Read more/ })
    .click()
  await expect(page).toHaveURL('/news/beginner-clubs-guide')
  await expect(page.getByRole('heading', { level: 1, name: BEGINNER_TITLE })).toBeVisible()
  // A `**…**` paragraph of the body is rendered as a heading.
  await expect(page.getByRole('heading', { level: 2, name: 'Start with a half set' })).toBeVisible()
  await expect(page.getByText('Tips', { exact: true }).first()).toBeVisible()
  await expect(page.locator('time[datetime="2026-09-22"]').first()).toHaveText('22 September 2026')

  await page.getByRole('link', { name: 'Back to News' }).click()
  await expect(page).toHaveURL('/news')
  await expect(page.getByRole('heading', { name: 'Featured Stories' })).toBeVisible()
  expect(cspErrors).toEqual([])
})

test('an article page is server-rendered with its title, Open Graph type and Article JSON-LD', async ({
  page,
}) => {
  const cspErrors = collectCspErrors(page)
  const response = await page.goto('/news/first-round-guide')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Your first round of golf: what to expect | Fairway Market')
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /first round on a full course/,
  )
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(jsonLd).toMatchObject({
    '@type': 'Article',
    headline: 'Your first round of golf: what to expect',
    datePublished: '2026-05-12',
    inLanguage: 'en',
  })
  // The page is complete in the server's HTML, before any script runs.
  const html = await response?.text()
  expect(html).toMatch(/<h2[^>]*>Before you book<\/h2>/)
  expect(cspErrors).toEqual([])
})

test('an unknown slug shows the news list with status 404', async ({ page }) => {
  const response = await page.goto('/news/no-such-article')
  expect(response?.status()).toBe(404)
  // (The other status region is the page announcer for client-side navigations.)
  await expect(page.getByRole('status').filter({ hasText: "We couldn't find that article" })).toHaveText(
    "We couldn't find that article. Here are all our stories instead.",
  )
  await expect(page.getByRole('heading', { name: 'Featured Stories' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'All Articles' }).getByRole('article')).toHaveCount(5)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})

test('the Spanish interface shows the articles in Spanish', async ({ page }) => {
  await page.goto('/news/beginner-clubs-guide')
  await expect(page.getByRole('heading', { level: 1, name: BEGINNER_TITLE })).toBeVisible()
  await page.getByRole('button', { name: 'Español' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cómo elegir tu primer juego de palos de golf' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Empieza con medio juego' })).toBeVisible()
  await expect(page.locator('time[datetime="2026-09-22"]').first()).toHaveText('22 de septiembre de 2026')

  await page.getByRole('link', { name: 'Volver a noticias' }).click()
  await expect(page.getByRole('heading', { name: 'Historias destacadas' })).toBeVisible()
  await expect(
    page
      .getByRole('heading', { name: 'Tiger Woods y el Masters de 2019: la mayor remontada del golf' })
      .first(),
  ).toBeVisible()
})
