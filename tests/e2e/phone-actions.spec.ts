import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from '../support/axe'
import { hydrated } from '../support/hydrated'
import { PHONE_VIEWPORT, phonePage } from '../support/phone'
import { ACTIONS_JOURNEYS, ACTIONS_PASSWORD } from '../support/phone-actions-fixtures'

/**
 * Issue #31 "Must hold" at 390×844 with touch: a visitor taps "Make an offer" on a product page,
 * signs in and lands back with the dialog open (the action continues), and the offer reaches the
 * seller; the seller's tab bar (on /browse, a shared cached page) shows Inbox 1 and Alerts 1 and
 * reaches both in one tap; "Buy now" from the phone's sticky bar reaches the payment page in the
 * same tab. axe-core finds nothing on the tab bar, the offer dialog and the sticky bar.
 */

// bypassCSP: axe is injected as an inline script (tests/support/axe.ts).
const AXE_READY = { bypassCSP: true }

async function signInHere(page: Page, email: string) {
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(ACTIONS_PASSWORD)
  await page.locator('form:has(input[name="email"]) button[type="submit"]').tap()
}

test('phone: an offer from the product page reaches the seller through the tab bar, and Buy now reaches the payment page', async ({
  browser,
}) => {
  const journey = ACTIONS_JOURNEYS[test.info().retry] ?? ACTIONS_JOURNEYS[0]!
  const productPath = `/product/${journey.listing.id}`

  // A visitor taps "Make an offer", signs in, and is back on the listing with the dialog open.
  const buyer = await phonePage(browser, AXE_READY)
  await buyer.goto(productPath)
  await expect(buyer.getByRole('navigation', { name: 'Main sections' })).toBeVisible()
  expect(await axeViolations(buyer, '[data-testid="tab-bar"]')).toEqual([])
  await buyer.getByTestId('make-offer').first().tap()
  await buyer.waitForURL(/\/auth\?redirectTo=/)
  await signInHere(buyer, journey.buyer.email)
  await buyer.waitForURL((url) => url.pathname === productPath && url.searchParams.get('offer') === '1')
  const dialog = buyer.getByRole('dialog', { name: 'Make an offer' })
  await expect(dialog).toBeVisible()
  expect(await axeViolations(buyer, '[role="dialog"]')).toEqual([])
  await dialog.getByRole('textbox', { name: 'Your offer (€)' }).fill('200')
  await dialog.getByRole('button', { name: 'Send offer' }).tap()
  await buyer.waitForURL(/\/messages\/[0-9a-f-]{36}$/)
  await expect(buyer.getByTestId('offer-amount').first()).toHaveText('200,00 €')

  // The seller, on a shared cached page: one tap to the Inbox and to the Alerts, with their counts.
  const seller = await phonePage(browser, AXE_READY)
  await seller.goto('/auth?redirectTo=%2Fbrowse')
  await signInHere(seller, journey.seller.email)
  await seller.waitForURL((url) => url.pathname === '/browse')
  await seller.goto('/browse')
  const inbox = seller.getByTestId('tab-inbox')
  await expect(inbox).toHaveAccessibleName('Inbox, 1 unread')
  await expect(seller.getByTestId('tab-inbox-count')).toHaveAttribute('data-count', '1')
  await expect(seller.getByTestId('tab-alerts')).toHaveAccessibleName('Alerts, 1 unread')
  await inbox.tap()
  await seller.waitForURL((url) => url.pathname === '/messages')
  // The unread row names the buyer in full at 390 px, beside its date and "Unread" badge.
  const name = seller.getByTestId('conversation-name').first()
  await expect(name).toHaveText(`${journey.buyer.name} ${journey.buyer.surname[0]}.`)
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  await seller
    .getByRole('link', { name: new RegExp(journey.listing.name) })
    .first()
    .tap()
  await expect(seller.getByTestId('offer-amount').first()).toHaveText('200,00 €')
  await seller.getByTestId('tab-alerts').tap()
  await seller.waitForURL((url) => url.pathname === '/notifications')
  await expect(seller.getByRole('main')).toContainText(journey.listing.name)
  // Opened: the bell shows none.
  await expect(seller.getByTestId('tab-alerts')).toHaveAccessibleName('Alerts')

  // On arrival the page's own buttons are below the photos, off the screen: the sticky bar shows the
  // price and the actions at once. It steps aside while those buttons are in view, and comes back
  // once they have scrolled away above; its "Buy now" goes to checkout with this item.
  await buyer.goto(productPath)
  const sticky = buyer.getByTestId('sticky-buy-bar')
  await hydrated(buyer)
  const ownActions = buyer.locator('#buy-actions')
  expect((await ownActions.boundingBox())?.y).toBeGreaterThan(PHONE_VIEWPORT.height)
  await expect(sticky).toBeVisible()
  await expect(sticky).toContainText('240,00 €')
  await ownActions.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await expect(sticky).toBeHidden()
  await buyer.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(sticky).toBeVisible()
  expect(await axeViolations(buyer, '[data-testid="sticky-buy-bar"]')).toEqual([])
  await sticky.getByRole('link', { name: 'Buy now' }).tap()
  await buyer.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('item') !== null)
  await expect(buyer.getByRole('heading', { level: 1 })).toHaveText('Buy now: this item only')
  await buyer.getByLabel('Address').fill('Calle de la Paz 7')
  await buyer.getByLabel('Country').fill('Spain')
  await buyer.locator('label').filter({ hasText: 'Standard shipping' }).tap()
  await hydrated(buyer)
  await buyer.getByRole('button', { name: 'Proceed to Payment' }).tap()
  // The payment page opens in this tab on a phone.
  await buyer.waitForURL(/\/payments\/test\/test_cs_/)
  await expect(buyer.getByText('Test payment page')).toBeVisible()
  expect(buyer.context().pages()).toHaveLength(1)
})
