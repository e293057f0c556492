import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { signIn, signUpAndCompleteProfile } from '../support/auth'
import { shipWithTracking } from '../support/e2e-delivery'
import { BUYING_PASSWORD, MONEY_JOURNEYS } from '../support/e2e-fixtures'
import { payOnTestProvider } from '../support/e2e-payment'
import { hydrated } from '../support/hydrated'

/**
 * Issue #13 "Done when": money reaches the seller. The server's clock moves only through the
 * test-only hooks (POST /__test/clock, POST /__test/jobs/run), which production never mounts.
 */

const euros = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100)
const DAY = 24 * 60 * 60 * 1000

/** Runs every job due by the server's clock (the capture, e-mails, deadlines, transfers). */
async function runJobs(request: APIRequestContext) {
  const ran = await request.post('/__test/jobs/run', { data: {} })
  expect(ran.status(), await ran.text()).toBe(200)
  expect(await ran.json()).toMatchObject({ failed: 0 })
}

/** A new buyer buys `listingName` with `shipping` and answers the order's page address. */
async function buy(
  page: Page,
  request: APIRequestContext,
  listingName: string,
  shipping: 'Express' | 'Standard',
  expectedTotal: number,
) {
  await signUpAndCompleteProfile(page, { name: 'Lucía', surname: 'Compradora' })
  await page.goto(`/browse?q=${encodeURIComponent(listingName)}`)
  await page.getByRole('link', { name: listingName }).first().click()
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByTestId('cart-badge')).toHaveText('1')
  await page.goto('/cart')
  await expect(page.getByText('Calculated at checkout', { exact: true })).toBeVisible()

  await page.goto('/checkout')
  await hydrated(page)
  // Prefilled from the profile: name, city, and the country of the +34 area code.
  await expect(page.getByLabel('Full Name')).toHaveValue('Lucía Compradora')
  await expect(page.getByLabel('City')).toHaveValue('Madrid')
  await expect(page.getByLabel('Country')).toHaveValue('Spain')
  await page.getByLabel('Address', { exact: true }).fill('Calle Mayor 1')
  await page.getByLabel('Postal Code').fill('28013')
  await page.getByRole('radio', { name: new RegExp(`^${shipping}`) }).check()
  await expect(page.getByTestId('checkout-total')).toHaveText(euros(expectedTotal))

  await payOnTestProvider(page, request, expectedTotal)

  await page.goto('/profile?tab=orders')
  await page.getByRole('link', { name: `View order: ${listingName}` }).click()
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId('order-total')).toHaveText(euros(expectedTotal))
  return page.url()
}

test('a seller without a payout account sells with express shipping, ships, and is paid once they complete onboarding', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const { paid: seller } = MONEY_JOURNEYS[test.info().retry] ?? MONEY_JOURNEYS[0]!
  const { price } = seller.listing
  const total = price + 699
  const net = price + 699 - Math.round(price * 0.05)

  const orderUrl = await buy(page, request, seller.listing.name, 'Express', total)
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed')
  await expect(page.locator('[data-step="shipBy"]')).toBeVisible()
  const buyerCookies = await page.context().cookies()

  // The seller ships with a carrier and a tracking number.
  await page.context().clearCookies()
  await signIn(page, seller.email, BUYING_PASSWORD, { redirectTo: '/seller/dashboard?tab=orders' })
  await hydrated(page)
  const row = page.getByTestId('seller-order').filter({ hasText: seller.listing.name })
  await expect(row.getByTestId('order-delivery')).toHaveText(`Delivery: Express shipping · ${euros(699)}`)
  await shipWithTracking(page, row, 'correos', 'PQ4F6P0703460280128001X')
  await expect(page.getByText('Order marked as shipped', { exact: true })).toBeVisible()

  // The buyer confirms receipt, then "all good".
  await page.context().clearCookies()
  await page.context().addCookies(buyerCookies)
  await page.goto(orderUrl)
  await hydrated(page)
  await expect(page.getByRole('link', { name: /Track with Correos/ })).toHaveAttribute(
    'href',
    /correos\.es.*PQ4F6P0703460280128001X/,
  )
  await page.getByRole('button', { name: 'Mark as delivered' }).click()
  await expect(page.getByText('Order marked as delivered', { exact: true })).toBeVisible()
  await expect(page.locator('[data-step="protectionEnds"]')).toBeVisible()
  await page.getByRole('button', { name: 'All good' }).click()
  await expect(page.getByText('Thanks! The order is complete', { exact: true })).toBeVisible()
  await expect(page.getByTestId('order-status')).toHaveText('Completed')
  await runJobs(request)

  // The seller's Payouts tab: the net amount waits for payout details.
  await page.context().clearCookies()
  await signIn(page, seller.email, BUYING_PASSWORD, { redirectTo: '/seller/dashboard?tab=payouts' })
  const line = page.getByTestId('payout-order').filter({ hasText: seller.listing.name })
  await expect(line).toHaveAttribute('data-payout', 'waiting')
  await expect(line.getByTestId('payout-net')).toHaveText(euros(net))
  await expect(page.getByTestId('payout-account')).toHaveAttribute('data-account-state', 'none')

  // Test onboarding, then the waiting money is transferred.
  await page.getByRole('button', { name: 'Get paid' }).click()
  await expect(page).toHaveURL(/\/payments\/test\/onboarding\/acct_test_/)
  await expect(page.getByRole('note')).toContainText('Test mode')
  await page.getByRole('button', { name: 'Complete test onboarding' }).click()
  await expect(page).toHaveURL(/\/seller\/dashboard\?tab=payouts/)
  await runJobs(request)
  await page.reload()
  await expect(page.getByTestId('payout-account')).toHaveAttribute('data-account-state', 'ready')
  await expect(line).toHaveAttribute('data-payout', 'paid')
  await expect(line.getByTestId('payout-net')).toHaveText(euros(net))
  const paidOut = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Paid out$/ }) })
  await expect(paidOut.locator('dd').first()).toHaveText(euros(net))
})

test('an order the seller never ships is cancelled and refunded at the deadline', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const { neverShips: seller } = MONEY_JOURNEYS[test.info().retry] ?? MONEY_JOURNEYS[0]!
  const total = seller.listing.price + 399
  const orderUrl = await buy(page, request, seller.listing.name, 'Standard', total)
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed')

  // Five days later by the server's clock (plus a minute), the deadline job cancels and refunds.
  const moved = await request.post('/__test/clock', { data: { advanceMs: 5 * DAY + 60_000 } })
  expect(moved.ok()).toBe(true)
  await runJobs(request)
  await page.goto(orderUrl)
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled')
  await expect(page.getByText('This order was cancelled and the full amount refunded.')).toBeVisible()
  await expect(page.locator('[data-step="cancelled"]')).toContainText('Cancelled and refunded')

  // The listing is on sale again.
  await page.getByRole('link', { name: seller.listing.name }).click()
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible()
})
