import { expect, test } from '@playwright/test'

test('an unknown address shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Go back home' }).click()
  await expect(page).toHaveURL('/')
})

test('switching to Spanish moves to the Spanish address and is remembered', async ({ page }) => {
  await page.goto('/browse?subcategory=clubs')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('button', { name: 'Español' }).click()
  await expect(page).toHaveURL('/es/browse?subcategory=clubs')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
  // Links, the search form and the other language's address follow the page's language.
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', /^\/es\/auth/)
  await expect(page.locator('form[role="search"]').first()).toHaveAttribute('action', '/es/browse')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es')
  // The cookie remembers the choice: an English address typed in leads to its Spanish twin.
  await page.goto('/news')
  await expect(page).toHaveURL('/es/news')
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page).toHaveURL('/news')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('a visitor without a choice gets each address in its own language, with hreflang alternates', async ({
  page,
  baseURL,
}) => {
  await page.goto('/es/browse')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explorar equipamiento disponible')
  const head = page.locator('head')
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/es/browse`)
  await expect(head.locator('link[hreflang="en"]')).toHaveAttribute('href', `${baseURL}/browse`)
  await expect(head.locator('link[hreflang="es"]')).toHaveAttribute('href', `${baseURL}/es/browse`)
  await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/browse`)
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/es/browse`)
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${baseURL}/og-default.png`,
  )
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await expect(head.locator('meta[name="robots"]')).toHaveCount(0)
  await page.goto('/browse?q=driver')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  const image = await page.request.get('/og-default.png')
  expect(image.headers()['content-type']).toBe('image/png')
  const manifest = await (await page.request.get('/manifest.webmanifest?lang=es')).json()
  expect(manifest.start_url).toBe('/es')
  const sitemap = await (await page.request.get('/sitemaps/products-1.xml')).text()
  expect(sitemap).toMatch(new RegExp(`<loc>${baseURL}/es/product/[0-9a-f-]{36}</loc>`))
  expect(sitemap).toMatch(new RegExp(`<loc>${baseURL}/product/[0-9a-f-]{36}</loc>`))
})
