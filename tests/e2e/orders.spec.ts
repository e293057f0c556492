import { expect, type Locator, type Page, test } from '@playwright/test'
import { e2eDataDir } from '../../playwright.config'
import { latestMail, signIn } from '../support/auth'
import { shipWithTracking } from '../support/e2e-delivery'
import {
  E2E_ORDER_ADDRESS,
  E2E_ORDER_AMOUNT,
  E2E_ORDER_BUYER,
  E2E_ORDER_ITEM,
  E2E_ORDER_SELLER,
} from '../support/e2e-fixtures'
import { hydrated } from '../support/hydrated'

/** "1.234,50 €" → 123450 (cents). */
function cents(text: string) {
  const digits = text.replace(/[^\d,]/g, '').replace(',', '.')
  return Math.round(Number(digits) * 100)
}

/** The value of one of the dashboard's figure cards. */
function figure(page: Page, label: string): Locator {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .first()
}

test('the seller ships an order with a tracking number; the buyer sees it, marks it delivered, and their dashboard adds it up', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // Unique per run: a retried run ships the next confirmed fixture order with its own number.
  const trackingNumber = `1Z${Date.now().toString(36).toUpperCase()}`

  // The seller: the oldest fixture order still confirmed, with the buyer's address.
  await signIn(page, E2E_ORDER_SELLER.email, E2E_ORDER_SELLER.password)
  await page.goto('/seller/dashboard?tab=orders')
  await hydrated(page)
  const confirmed = page
    .getByTestId('seller-order')
    .filter({ hasText: E2E_ORDER_ITEM })
    .and(page.locator('[data-order-status="confirmed"]'))
  const sellerRow = confirmed.last()
  const item = (await sellerRow.getByRole('link').first().textContent())?.trim() ?? ''
  expect(item).toMatch(new RegExp(`^${E2E_ORDER_ITEM} \\d$`))
  const row = (status: string) =>
    page
      .getByTestId('seller-order')
      .filter({ has: page.getByRole('link', { name: item, exact: true }) })
      .and(page.locator(`[data-order-status="${status}"]`))
  await expect(row('confirmed')).toContainText('Confirmed')
  // Issue #11 item 4: the order row opens the product.
  const productLink = row('confirmed').getByRole('link', { name: item, exact: true })
  await expect(productLink).toHaveAttribute('href', /^\/product\/[0-9a-f-]{36}$/)
  const productHref = await productLink.getAttribute('href')
  await expect(row('confirmed').locator('address')).toContainText(E2E_ORDER_ADDRESS.address)
  await expect(row('confirmed').locator('address')).toContainText(
    `${E2E_ORDER_ADDRESS.postalCode} ${E2E_ORDER_ADDRESS.city}`,
  )
  await expect(row('confirmed').getByRole('button', { name: 'Cancel order' })).toBeVisible()

  const shippedAt = Date.now()
  await shipWithTracking(page, row('confirmed'), 'other', trackingNumber)
  await expect(page.getByText('Order marked as shipped', { exact: true })).toBeVisible()
  await expect(row('shipped')).toContainText('Shipped')
  await expect(row('shipped')).toContainText(`Tracking number: ${trackingNumber}`)
  await expect(row('shipped').getByRole('button', { name: 'Mark as shipped' })).toHaveCount(0)

  // The buyer is told by e-mail, with the tracking number.
  const mail = await latestMail(e2eDataDir, E2E_ORDER_BUYER.email, { after: shippedAt - 1000 })
  expect(mail.text).toContain(`Tracking number: ${trackingNumber}`)

  // The buyer: dashboard figures before, then the Orders tab of the profile.
  await page.context().clearCookies()
  await signIn(page, E2E_ORDER_BUYER.email, E2E_ORDER_BUYER.password, { redirectTo: '/buyer/dashboard' })
  await expect(page).toHaveURL(/\/buyer\/dashboard$/)
  await expect(figure(page, 'Total Orders')).toHaveText('4')
  const spentBefore = cents((await figure(page, 'Total Spent').textContent()) ?? '')
  const inProgressBefore = Number(await figure(page, 'In Progress').textContent())

  await page.goto('/profile?tab=orders')
  await hydrated(page)
  const buyerRow = page
    .getByTestId('buyer-order')
    .filter({ has: page.getByRole('link', { name: item, exact: true }) })
  await expect(buyerRow).toContainText('Shipped')
  await expect(buyerRow.getByRole('link', { name: item, exact: true })).toHaveAttribute(
    'href',
    productHref ?? '',
  )
  await expect(buyerRow).toContainText(`Tracking number: ${trackingNumber}`)
  await expect(buyerRow).toContainText('Cleveland')
  await expect(buyerRow.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)

  // Another order is still confirmed: its Cancel asks first, and Escape keeps the order.
  const stillConfirmed = page.locator('[data-testid="buyer-order"][data-order-status="confirmed"]').first()
  if (await stillConfirmed.count()) {
    await stillConfirmed.getByRole('button', { name: 'Cancel order' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this order?' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Keep order' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(stillConfirmed).toContainText('Confirmed')
  }

  // Marked delivered from the keyboard.
  await buyerRow.getByRole('button', { name: 'Mark as delivered' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Order marked as delivered', { exact: true })).toBeVisible()
  await expect(buyerRow).toContainText('Delivered')
  await expect(buyerRow.getByRole('button', { name: 'Mark as delivered' })).toHaveCount(0)

  // The dashboard: the spend grows by this order, one fewer under way, the order among the recent ones.
  await page.goto('/buyer/dashboard')
  await expect(figure(page, 'Total Orders')).toHaveText('4')
  expect(cents((await figure(page, 'Total Spent').textContent()) ?? '')).toBe(spentBefore + E2E_ORDER_AMOUNT)
  await expect(figure(page, 'In Progress')).toHaveText(String(inProgressBefore - 1))
  await expect(figure(page, 'Items in Cart')).toHaveText('0')
  const recent = page.getByRole('list', { name: 'Recent orders' })
  await expect(recent.getByTestId('buyer-order').filter({ hasText: item })).toContainText('Delivered')
  await expect(page.getByRole('link', { name: 'View all orders' })).toHaveAttribute(
    'href',
    '/profile?tab=orders',
  )
  const interests = page.getByRole('region', { name: 'Your interests' })
  await expect(interests.getByRole('link', { name: 'Golf Clubs' })).toHaveAttribute(
    'href',
    '/browse?subcategory=clubs',
  )
  await expect(interests.getByRole('link', { name: 'All Golf' })).toHaveAttribute('href', '/category/golf')
  const quickLinks = page.getByRole('region', { name: 'Quick links' }).getByRole('link')
  await expect(quickLinks).toHaveCount(3)
})
