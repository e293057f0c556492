import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_SELLERS } from '../../db/demo-data'
import { signIn } from '../support/auth'

const lucia = DEMO_SELLERS.find((s) => s.key === 'lucia')!

test('a returning member is welcomed back on / and moves on to /home with live counts', async ({ page }) => {
  await signIn(page, lucia.email, DEMO_PASSWORD)

  // The server renders the welcome-back variant; the page moves on to /home by itself.
  const landing = await page.request.get('/')
  expect(landing.status()).toBe(200)
  expect(await landing.text()).toContain(`Welcome back, ${lucia.name}!`)
  await page.goto('/')
  await expect(page).toHaveURL('/home')
  await expect(page.getByRole('heading', { name: `Welcome, ${lucia.name} ${lucia.surname}!` })).toBeVisible()

  // The category counts on /home are the browse counts.
  const homeClubs = await page.getByTestId('home-count-clubs').textContent()
  await page.goto('/browse')
  expect(homeClubs).toMatch(/^\d+ listings?$/)
  const browseClubs = page
    .getByRole('navigation', { name: 'Golf categories' })
    .getByRole('link', { name: /Golf Clubs/ })
  await expect(browseClubs).toContainText(homeClubs!)
})
