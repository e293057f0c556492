import { expect, test } from '@playwright/test'
import { signIn, signUpAndCompleteProfile } from '../support/auth'
import { chooseDelivery, shipWithTracking } from '../support/e2e-delivery'
import { BUYING_PASSWORD, DELIVERY_JOURNEYS } from '../support/e2e-fixtures'
import { payOnTestProvider } from '../support/e2e-payment'
import { hydrated } from '../support/hydrated'

/**
 * Issue #26 items 3 and 4: nothing is preselected at checkout; the buyer sees each seller's city
 * and only the methods that can reach them (no collection from Hamburg to Spain); they pick
 * express for the German seller and collection for the Spanish one, and pay on the test provider.
 * The German seller sees "Express" with its price and ships with a carrier and tracking number
 * after confirming; the buyer sees the carrier's tracking link.
 */

const euros = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100)

test('the buyer chooses express for one seller; the seller sees it, ships with tracking after confirming; the buyer can track it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const { abroad, local } = DELIVERY_JOURNEYS[test.info().retry] ?? DELIVERY_JOURNEYS[0]!
  const total = abroad.listing.price + 699 + local.listing.price

  // A new buyer in Madrid (+34) puts one item of each seller in the cart.
  const buyer = await browser.newPage()
  await signUpAndCompleteProfile(buyer, { name: 'Lucía', surname: 'Entregas' })
  for (const [index, listing] of [abroad.listing, local.listing].entries()) {
    await buyer.goto(`/browse?q=${encodeURIComponent(listing.name)}`)
    await buyer.getByRole('link', { name: listing.name }).first().click()
    await hydrated(buyer)
    await buyer.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(buyer.getByTestId('cart-badge')).toHaveText(String(index + 1))
  }

  await buyer.goto('/checkout')
  await hydrated(buyer)
  await buyer.getByLabel('Address', { exact: true }).fill('Calle Mayor 1')
  await buyer.getByLabel('Postal Code').fill('28013')

  // One group per seller, with the seller's city; no method is chosen, and none from abroad in person.
  const fromAbroad = buyer.getByTestId('delivery-group').filter({ hasText: abroad.listing.name })
  const fromLocal = buyer.getByTestId('delivery-group').filter({ hasText: local.listing.name })
  await expect(fromAbroad).toContainText('The seller is in Hamburg')
  await expect(fromLocal).toContainText('The seller is in Madrid')
  await expect(fromAbroad.getByRole('radio')).toHaveCount(1)
  await expect(fromAbroad.getByRole('radio', { name: /^Express/ })).not.toBeChecked()
  await expect(fromLocal.getByRole('radio', { name: /^Collection/ })).toBeVisible()
  for (const radio of await buyer.getByRole('radio').all()) await expect(radio).not.toBeChecked()
  await expect(buyer.getByTestId('checkout-shipping')).toHaveText('Choose a delivery method')

  // Paying without a choice for every seller is refused, and no payment page opens.
  await chooseDelivery(buyer, 'Express', abroad.listing.name)
  await buyer.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(buyer.getByText(`Choose a delivery method for: ${local.listing.name}.`)).toBeVisible()
  await expect(fromLocal).toContainText('Choose a delivery method.')
  expect(buyer.context().pages()).toHaveLength(1)

  await chooseDelivery(buyer, 'Collection', local.listing.name)
  await expect(buyer.getByTestId('checkout-shipping')).toHaveText(euros(699))
  await expect(buyer.getByTestId('checkout-total')).toHaveText(euros(total))
  await payOnTestProvider(buyer, request, total)

  // The German seller sees the method the buyer paid for, and ships with carrier and tracking.
  const seller = await browser.newPage()
  await signIn(seller, abroad.email, BUYING_PASSWORD, { redirectTo: '/seller/dashboard?tab=orders' })
  await hydrated(seller)
  const row = seller.getByTestId('seller-order').filter({ hasText: abroad.listing.name })
  await expect(row.getByTestId('order-delivery')).toHaveText(`Delivery: Express shipping · ${euros(699)}`)
  await expect(row.locator('address')).toContainText('Calle Mayor 1')
  // Without a carrier and number nothing happens but a message; then with them, after confirming.
  await row.getByRole('button', { name: 'Mark as shipped' }).click()
  await expect(row.getByRole('alert')).toHaveText('Choose the carrier, or tick "Sent untracked".')
  await expect(seller.getByRole('alertdialog')).toHaveCount(0)
  const trackingNumber = `JD${Date.now()}`
  await row.getByLabel('Carrier').selectOption('dhl')
  await row.getByRole('textbox', { name: 'Tracking number' }).fill(trackingNumber)
  await row.getByRole('button', { name: 'Mark as shipped' }).click()
  const dialog = seller.getByRole('alertdialog', { name: 'Mark as shipped?' })
  await expect(dialog).toContainText(`with DHL, tracking number ${trackingNumber}`)
  await dialog.getByRole('button', { name: 'Not yet' }).click()
  await expect(row).toContainText('Confirmed')
  await shipWithTracking(seller, row, 'dhl', trackingNumber)
  await expect(seller.getByText('Order marked as shipped', { exact: true })).toBeVisible()
  await expect(row).toContainText('Shipped')
  await expect(row.getByTestId('order-tracking')).toHaveText(`DHL tracking number: ${trackingNumber}`)

  // The buyer sees the method, the carrier and a link to its tracking page.
  await buyer.goto('/profile?tab=orders')
  const bought = buyer.getByTestId('buyer-order').filter({ hasText: abroad.listing.name })
  await expect(bought).toContainText('Shipped')
  await expect(bought.getByTestId('order-delivery')).toHaveText(`Delivery: Express shipping · ${euros(699)}`)
  await bought.getByRole('link', { name: `View order: ${abroad.listing.name}` }).click()
  await expect(buyer).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
  // The address changes before the order page replaces the list: wait for the page itself.
  await expect(buyer.getByRole('heading', { level: 1 })).toContainText('Order #')
  await expect(buyer.getByTestId('order-delivery')).toHaveText(`Delivery: Express shipping · ${euros(699)}`)
  await expect(
    buyer.getByRole('link', { name: `DHL tracking number: ${trackingNumber}` }).first(),
  ).toHaveAttribute('href', new RegExp(`dhl\\.com.*${trackingNumber}`))
  // The collected item is the other seller's to hand over, with nothing to track.
  await buyer.goto('/profile?tab=orders')
  await expect(
    buyer.getByTestId('buyer-order').filter({ hasText: local.listing.name }).getByTestId('order-delivery'),
  ).toHaveText('Delivery: Collection · Free')
})
