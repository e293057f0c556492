import { expect, test } from '@playwright/test'

// The four pages that quote the order deadlines changed with issue #26 (item 5).
const DEADLINES_UPDATED = '26 November 2026'
const PAGES = [
  {
    path: '/faq',
    title: 'Frequently asked questions',
    description: /^Answers about buying and selling/,
    updated: DEADLINES_UPDATED,
  },
  {
    path: '/shipping',
    title: 'Shipping',
    description: /^Shipping options, prices in euros/,
    updated: DEADLINES_UPDATED,
  },
  {
    path: '/returns',
    title: 'Returns and buyer protection',
    description: /^How buyer protection works/,
    updated: DEADLINES_UPDATED,
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description: /^The terms for using Fairway Market/,
    updated: DEADLINES_UPDATED,
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description: /^How Fairway Market handles your personal data/,
    updated: '1 October 2026',
  },
]

for (const { path, title, description, updated } of PAGES) {
  test(`${path} renders its heading, title and description`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page).toHaveTitle(`${title} | Fairway Market`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description)
    await expect(page.getByText(`Last updated: ${updated}`)).toBeVisible()
  })
}

test('the footer Contact link reaches the contact section of the FAQ', async ({ page }) => {
  await page.goto('/news')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).first().click()
  await expect(page).toHaveURL('/faq#contact')
  const contact = page.locator('section#contact')
  await expect(contact.getByRole('heading', { name: 'Contact us' })).toBeInViewport()
  await expect(contact.getByRole('link', { name: 'support@fairway.market' })).toHaveAttribute(
    'href',
    'mailto:support@fairway.market',
  )
})

test('the table of contents jumps to a section', async ({ page }) => {
  await page.goto('/terms')
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Fees' }).click()
  await expect(page).toHaveURL('/terms#fees')
  await expect(page.getByRole('heading', { level: 2, name: 'Fees' })).toBeInViewport()
})

test('the shipping page lists the options with prices in euros, in Spanish too', async ({
  page,
  context,
}) => {
  await page.goto('/shipping')
  const rates = page.getByRole('table', { name: 'Shipping options, delivery times and prices in euros' })
  await expect(rates.getByRole('row', { name: /Standard shipping.*3-5 business days.*3,99 €/ })).toBeVisible()
  await expect(rates.getByRole('row', { name: /Express shipping.*1-2 days.*6,99 €/ })).toBeVisible()
  await expect(rates.getByRole('row', { name: /Collection.*Free/ })).toBeVisible()

  await context.addCookies([{ name: 'lang', value: 'es', url: page.url() }])
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible()
  await expect(page).toHaveTitle('Política de privacidad | Fairway Market')
})
