/**
 * The payment steps of the end-to-end journeys: checkout sends this same tab to the built-in test
 * provider's page on every screen size (issue #31 item 6, docs/spec-deviations.md "Payment tab"),
 * and its Pay button brings the buyer back to /checkout/success in that tab.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'

const euros = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100)

/**
 * Presses `start` (the checkout's "Proceed to Payment" unless told) and waits for the test
 * provider's page in this tab: no other tab or window opens.
 */
export async function openTestPayment(page: Page, start?: Locator) {
  let popups = 0
  const countPopup = () => {
    popups += 1
  }
  page.on('popup', countPopup)
  await (start ?? page.getByRole('button', { name: 'Proceed to Payment' })).click()
  await page.waitForURL(/\/payments\/test\/test_cs_/)
  await expect(page.getByText('Test payment page')).toBeVisible()
  page.off('popup', countPopup)
  expect(popups, 'the payment page opened in another tab').toBe(0)
}

/**
 * Opens the test provider's page as `openTestPayment` does, checks it asks for `total` (euro
 * cents), pays, and waits on the success page, back in this tab, until the order is confirmed
 * (the due jobs are run: the payment's webhook, its capture).
 */
export async function payOnTestProvider(
  page: Page,
  request: APIRequestContext,
  total: number,
  start?: Locator,
) {
  await openTestPayment(page, start)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(euros(total))
  await page.getByRole('button', { name: `Pay ${euros(total)}` }).click()
  await page.waitForURL(/\/checkout\/success\?session_id=test_cs_/)
  const ran = await request.post('/__test/jobs/run', { data: {} })
  expect(ran.status(), await ran.text()).toBe(200)
  expect(await ran.json()).toMatchObject({ failed: 0 })
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
}
