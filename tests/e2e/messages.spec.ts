import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { signIn, signUpAndCompleteProfile } from '../support/auth'
import { chooseDelivery } from '../support/e2e-delivery'
import { BUYING_PASSWORD, MESSAGES_JOURNEYS } from '../support/e2e-fixtures'
import { payOnTestProvider } from '../support/e2e-payment'
import { hydrated } from '../support/hydrated'

/**
 * Issue #15 "Done when", in separate browser contexts: a buyer asks a question from the product
 * page; the seller sees it arrive without reloading and answers; the buyer offers 70 %; the seller
 * counters at 85 %; the buyer accepts and pays 85 % plus shipping on the test provider; the
 * listing is sold and another buyer's open offer is declined with a notice.
 */

const euros = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100)

async function runJobs(request: APIRequestContext) {
  const ran = await request.post('/__test/jobs/run', { data: {} })
  expect(ran.status(), await ran.text()).toBe(200)
}

async function newPage(browser: Browser) {
  const context = await browser.newContext()
  return context.newPage()
}

/** Opens the listing and its conversation through Contact Seller. */
async function contactSeller(page: Page, listingName: string) {
  await page.goto(`/browse?q=${encodeURIComponent(listingName)}`)
  await page.getByRole('link', { name: listingName }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listingName)
  await hydrated(page)
  await page.getByRole('button', { name: 'Contact Seller' }).click()
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/)
  await hydrated(page)
}

async function send(page: Page, text: string) {
  await page.getByLabel('Your message').fill(text)
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByTestId('message-body').filter({ hasText: text.slice(0, 20) })).toBeVisible()
}

test('a buyer asks, offers, accepts a counter and pays; the other buyer’s offer is declined', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const seller = MESSAGES_JOURNEYS[test.info().retry] ?? MESSAGES_JOURNEYS[0]!
  const { name: listingName, price } = seller.listing

  const sellerPage = await newPage(browser)
  await signIn(sellerPage, seller.email, BUYING_PASSWORD)
  await sellerPage.goto('/messages')
  await hydrated(sellerPage)

  // Another buyer makes an offer first, which stays open.
  const otherPage = await newPage(browser)
  await signUpAndCompleteProfile(otherPage, { name: 'Otto', surname: 'Otherbuyer' })
  await contactSeller(otherPage, listingName)
  await otherPage.getByLabel('Your offer (€)').fill('120')
  await otherPage.getByRole('button', { name: 'Send offer' }).click()
  await expect(otherPage.getByTestId('offer-status')).toHaveText(/Waiting for an answer/)

  // The buyer asks a question from the product page; its HTML stays text.
  const buyerPage = await newPage(browser)
  await signUpAndCompleteProfile(buyerPage, { name: 'Lucía', surname: 'Compradora' })
  await contactSeller(buyerPage, listingName)
  const question = '<b>Are the grips</b> original? <script>window.injected = 1</script> www.pay-me.example'
  await send(buyerPage, question)
  await expect(buyerPage.getByTestId('message-body').last()).toHaveText(question)
  await expect(buyerPage.getByTestId('link-warning')).toBeVisible()
  expect(
    await buyerPage.evaluate(() => (window as unknown as { injected?: number }).injected),
  ).toBeUndefined()
  // The seller's address is nowhere on the buyer's pages.
  expect(await buyerPage.content()).not.toContain(seller.email)

  // The seller's open list shows it without a reload, with the unread count in the navigation.
  const row = sellerPage.getByTestId('conversations').getByRole('link').filter({ hasText: 'Lucía C.' })
  await expect(row).toBeVisible({ timeout: 15_000 })
  await expect(sellerPage.getByTestId('messages-badge')).toHaveText('2', { timeout: 15_000 })
  await row.click()
  await expect(sellerPage.getByTestId('message-body').first()).toHaveText(question)
  await hydrated(sellerPage)
  await send(sellerPage, 'Yes, the grips are original.')

  // The buyer sees the answer arrive without a reload, then offers 70 %.
  await expect(
    buyerPage.getByTestId('message-body').filter({ hasText: 'the grips are original' }),
  ).toBeVisible({
    timeout: 15_000,
  })
  const offer = Math.round(price * 0.7)
  await buyerPage.getByLabel('Your offer (€)').fill(String(offer / 100))
  await buyerPage.getByRole('button', { name: 'Send offer' }).click()
  await expect(buyerPage.getByTestId('offer-amount')).toHaveText(euros(offer))

  // The seller counters at 85 %.
  const counter = Math.round(price * 0.85)
  await expect(sellerPage.getByTestId('offer-amount')).toHaveText(euros(offer), { timeout: 15_000 })
  await sellerPage.getByLabel('Counter-offer (€)').fill(String(counter / 100))
  await sellerPage.getByRole('button', { name: 'Counter' }).click()
  await expect(sellerPage.getByTestId('offer-amount')).toHaveText(euros(counter))

  // The buyer accepts; the listing is reserved for them at 85 % and others see "Reserved".
  await expect(buyerPage.getByTestId('offer-amount')).toHaveText(euros(counter), { timeout: 15_000 })
  await buyerPage.getByRole('button', { name: 'Accept' }).click()
  await expect(buyerPage.getByTestId('reserved-for-me')).toContainText(euros(counter))
  await otherPage.goto(`/browse?q=${encodeURIComponent(listingName)}`)
  await otherPage.getByRole('link', { name: listingName }).first().click()
  await expect(otherPage.getByText('Reserved', { exact: true })).toBeVisible()
  await expect(otherPage.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0)

  // The buyer pays 85 % plus standard shipping (3,99 €) on the test provider.
  const total = counter + 399
  await buyerPage.getByRole('link', { name: 'Pay now' }).click()
  await expect(buyerPage).toHaveURL('/cart')
  await buyerPage.goto('/checkout')
  await hydrated(buyerPage)
  await buyerPage.getByLabel('Address', { exact: true }).fill('Calle Mayor 1')
  await buyerPage.getByLabel('Postal Code').fill('28013')
  await chooseDelivery(buyerPage, 'Standard')
  await expect(buyerPage.getByTestId('checkout-total')).toHaveText(euros(total))
  await payOnTestProvider(buyerPage, request, total)
  // What the sale set off: the other buyer's offer declined, with its notice.
  await runJobs(request)

  // The listing is sold; the order page links to the conversation.
  await buyerPage.goto('/profile?tab=orders')
  await buyerPage.getByRole('link', { name: `View order: ${listingName}` }).click()
  await expect(buyerPage.getByTestId('order-total')).toHaveText(euros(total))
  await expect(buyerPage.getByRole('link', { name: 'Message the seller' })).toBeVisible()
  await otherPage.reload()
  await expect(otherPage.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0)

  // The other buyer's open offer was declined with a notice.
  await otherPage.goto('/messages')
  await otherPage.getByTestId('conversations').getByRole('link').first().click()
  await expect(otherPage.getByTestId('message-body').last()).toHaveText(
    `The listing sold to another buyer, so the offer of ${euros(12_000)} was declined.`,
  )
  await expect(otherPage.getByTestId('offer')).toHaveCount(0)
})
