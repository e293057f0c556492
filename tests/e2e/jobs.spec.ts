import { expect, test } from '@playwright/test'
import { signUpAndCompleteProfile } from '../support/auth'
import { chooseDelivery } from '../support/e2e-delivery'
import { DEADLINE_JOURNEYS } from '../support/e2e-fixtures'
import { openTestPayment } from '../support/e2e-payment'
import { hydrated } from '../support/hydrated'

/**
 * Issue #12: deadlines are jobs on an injected clock. A buyer starts paying for a listing and walks
 * away; the test moves the server's clock past the checkout's deadline through the test-only hook
 * (mounted because the e2e server runs with ENABLE_TEST_HOOKS=true) and runs what became due: the
 * payment page closes (its hold on the listing is released with it). /healthz reports the queue.
 */

test('an abandoned checkout expires when the server clock passes its deadline', async ({ page, request }) => {
  test.setTimeout(120_000)
  const seller = DEADLINE_JOURNEYS[test.info().retry]
  if (!seller) throw new Error(`no fixture for attempt ${test.info().retry}`)

  await signUpAndCompleteProfile(page, { name: 'Tomás', surname: 'Olvidadizo' })
  await page.goto(`/browse?q=${encodeURIComponent(seller.listing.name)}`)
  await page.getByRole('link', { name: seller.listing.name }).first().click()
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByTestId('cart-badge')).toHaveText('1')

  await page.goto('/checkout')
  await hydrated(page)
  await page.getByLabel('Full Name').fill('Tomás Olvidadizo')
  await page.getByLabel('Address', { exact: true }).fill('Rúa do Franco 7')
  await page.getByLabel('City').fill('Santiago de Compostela')
  await page.getByLabel('Postal Code').fill('15702')
  await page.getByLabel('Country').fill('Spain')
  await chooseDelivery(page, 'Standard')
  await openTestPayment(page)
  await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible()

  // Nothing is due yet: the checkout stays open.
  const health = await (await request.get('/healthz')).json()
  expect(health.jobs).toMatchObject({ workers: 'running', dead: 0 })
  expect((await request.post('/__test/jobs/run', { data: {} })).ok()).toBe(true)
  await page.reload()
  await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible()

  // The buyer walks away; 35 minutes later (by the server's clock) the deadline has passed.
  const moved = await request.post('/__test/clock', { data: { advanceMs: 35 * 60_000 } })
  expect(moved.ok()).toBe(true)
  const ran = await request.post('/__test/jobs/run', { data: {} })
  expect(await ran.json()).toMatchObject({ failed: 0 })
  await page.reload()
  await expect(page.getByText('This payment page is closed')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0)
})
