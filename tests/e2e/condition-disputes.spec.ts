import { expect, type Page, test } from '@playwright/test'
import { signIn, signUpAndCompleteProfile } from '../support/auth'
import { shipWithTracking } from '../support/e2e-delivery'
import { BUYING_PASSWORD, CONDITION_DISPUTE_JOURNEYS, E2E_OPERATOR } from '../support/e2e-fixtures'
import { payOnTestProvider } from '../support/e2e-payment'
import { hydrated } from '../support/hydrated'
import { photoPng } from '../support/images'

/**
 * Issue #28 item 4 "Must hold": after delivery the buyer opens a "not as described: head" dispute
 * with a photo; the seller and the operator see the listing's head photo (its face slot, as frozen
 * at payment) beside the buyer's, with the head grade the listing promised.
 */

/** The listing's head photo and the buyer's photo, both loaded, side by side in the comparison. */
async function expectPromiseBesideReality(page: Page) {
  const evidence = page.getByTestId('dispute-evidence')
  await expect(evidence).toContainText('What the listing promised: Head')
  const promised = evidence.getByTestId('dispute-evidence-promised')
  const listingPhoto = promised.getByRole('img', { name: 'Listing photo: Head' })
  await expect(listingPhoto).toBeVisible()
  await expect(promised).toContainText('Head: graded 8/10')
  const buyerPhoto = evidence
    .getByTestId('dispute-evidence-buyer')
    .getByRole('img', { name: 'Photo 1 of the problem' })
  await expect(buyerPhoto).toBeVisible()
  for (const image of [listingPhoto, buyerPhoto])
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  // The listing's photo is its face slot: one photo only, not the main (sole) photo.
  await expect(promised.getByRole('img')).toHaveCount(1)
}

test('a "not as described: head" dispute shows the listing’s head photo beside the buyer’s', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const seller = CONDITION_DISPUTE_JOURNEYS[test.info().retry] ?? CONDITION_DISPUTE_JOURNEYS[0]!
  const { name: listingName, price } = seller.listing

  // A new buyer buys the graded driver.
  const buyer = await browser.newPage()
  await signUpAndCompleteProfile(buyer, { name: 'Inés', surname: 'Compradora' })
  await buyer.goto(`/browse?q=${encodeURIComponent(listingName)}`)
  await buyer.getByRole('link', { name: listingName }).first().click()
  await hydrated(buyer)
  await buyer.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(buyer.getByTestId('cart-badge')).toHaveText('1')
  await buyer.goto('/checkout')
  await hydrated(buyer)
  await buyer.getByLabel('Address', { exact: true }).fill('Calle Mayor 1')
  await buyer.getByLabel('Postal Code').fill('28013')
  await buyer.getByRole('radio', { name: /^Standard/ }).check()
  await payOnTestProvider(buyer, request, price + 399)
  await buyer.goto('/profile?tab=orders')
  await buyer.getByRole('link', { name: `View order: ${listingName}` }).click()
  await expect(buyer).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
  const orderPath = new URL(buyer.url()).pathname

  // The seller ships it; the buyer confirms delivery.
  const sellerPage = await browser.newPage()
  await signIn(sellerPage, seller.email, BUYING_PASSWORD, { redirectTo: '/seller/dashboard?tab=orders' })
  await hydrated(sellerPage)
  const row = sellerPage.getByTestId('seller-order').filter({ hasText: listingName })
  await shipWithTracking(sellerPage, row, 'seur', `SEUR${Date.now()}`)
  await expect(sellerPage.getByText('Order marked as shipped', { exact: true })).toBeVisible()
  await buyer.goto(orderPath)
  await hydrated(buyer)
  await buyer.getByRole('button', { name: 'Mark as delivered' }).click()
  await expect(buyer.getByText('Order marked as delivered', { exact: true })).toBeVisible()

  // "Not as described": the buyer picks the head (the item was graded on it), then adds a photo.
  await buyer.getByRole('link', { name: 'Report a problem' }).click()
  await hydrated(buyer)
  await expect(buyer.getByTestId('dispute-subjects')).toHaveCount(0)
  await buyer.getByLabel('Not as described').check()
  const subjects = buyer.getByTestId('dispute-subjects')
  await expect(subjects).toContainText('Head')
  await expect(subjects).toContainText('Missing item')
  await subjects.getByRole('radio', { name: 'Head' }).check()
  await buyer
    .getByLabel('Describe the problem')
    .fill('The face has two deep chips; the listing graded the head 8.')
  await buyer.getByTestId('dispute-photo-input').setInputFiles({
    name: 'face.png',
    mimeType: 'image/png',
    buffer: await photoPng(1200, 900, '#6b3b2a'),
  })
  await expect(buyer.getByRole('button', { name: 'Remove photo 1' })).toBeVisible()
  await buyer.getByRole('button', { name: 'Report problem' }).click()
  await expect(buyer.getByText('Problem reported: the seller has 3 days to answer')).toBeVisible()
  await expect(buyer.getByTestId('dispute-panel')).toContainText('Not as described · Head')

  // The seller's order page puts the promise beside the reality.
  await sellerPage.goto(orderPath)
  await hydrated(sellerPage)
  await expectPromiseBesideReality(sellerPage)

  // So does the operator's console.
  const operator = await browser.newPage()
  await signIn(operator, E2E_OPERATOR.email, E2E_OPERATOR.password, {
    redirectTo: '/admin/disputes?filter=open',
  })
  await operator.getByTestId('dispute-row').filter({ hasText: listingName }).getByRole('link').first().click()
  await expect(operator.getByRole('heading', { name: 'Listing and item compared' })).toBeVisible()
  await expectPromiseBesideReality(operator)
})
