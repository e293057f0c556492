import { expect, test } from '@playwright/test'

test('an unknown address shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Go back home' }).click()
  await expect(page).toHaveURL('/')
})

test('switching to Spanish persists across a reload', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('button', { name: 'Español' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es')
})
