import { expect, type Page, test } from '@playwright/test'
import { signUpAndCompleteProfile } from '../support/auth'
import { CART_LISTING } from '../support/e2e-fixtures'
import { hydrated } from '../support/hydrated'

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text })
}

test('a buyer signs in from the cart, adds a listing from its page, steps the quantity and removes it', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // A new account per attempt, so that a retried run starts with an empty cart.
  const buyer = await signUpAndCompleteProfile(page, { name: 'Carla', surname: 'Buyer' })
  await page.context().clearCookies()

  // A visitor: the cart page is a sign-in prompt, and the product page links to sign in.
  await page.goto(`/browse?q=${encodeURIComponent('V5 Shift Patriot')}`)
  await page.getByRole('link', { name: CART_LISTING }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CART_LISTING)
  const productPath = new URL(page.url()).pathname
  const visitorAdd = page.getByRole('link', { name: 'Add to Cart' })
  await expect(visitorAdd).toHaveAttribute('href', `/auth?redirectTo=${encodeURIComponent(productPath)}`)
  await expect(page.getByText('You must sign in to add products to your cart.')).toBeVisible()

  await page.goto('/cart')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart')
  await expect(page.getByText('You must sign in to add products to your cart.')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click()
  await expect(page).toHaveURL('/auth?redirectTo=%2Fcart')
  await page.locator('input[name="email"]').fill(buyer.email)
  await page.locator('input[name="password"]').fill(buyer.password)
  await page.locator('form:has(input[name="email"]) button[type="submit"]').click()
  await expect(page).toHaveURL('/cart')
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
  await expect(page.getByTestId('cart-badge')).toHaveCount(0)

  // Add from the product page: it stays there, with the toast and the badge.
  await page.goto(productPath)
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(toast(page, 'Added to cart')).toBeVisible()
  await expect(page).toHaveURL(productPath)
  await expect(page.getByTestId('cart-badge')).toHaveText('1')

  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(toast(page, 'Item already in cart')).toBeVisible()
  await expect(page.getByTestId('cart-badge')).toHaveText('1')

  // The cart: the line, the summary with free shipping, and a link to checkout.
  await page.getByTestId('nav-cart').click()
  await expect(page).toHaveURL('/cart')
  await hydrated(page)
  const line = page.getByTestId('cart-line')
  await expect(line).toHaveCount(1)
  await expect(line.getByRole('link', { name: CART_LISTING })).toHaveAttribute('href', productPath)
  await expect(line).toContainText('Bushnell')
  await expect(line).toContainText('Like New')
  await expect(line).toContainText('219,50 €')
  await expect(page.getByText('Calculated at checkout', { exact: true })).toBeVisible()
  await expect(page.getByTestId('cart-total')).toHaveText('219,50 €')
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout')

  // A used item is one of a kind (issue #31): + cannot raise it above 1.
  const quantity = page.getByRole('status', { name: `Quantity of ${CART_LISTING}` })
  await expect(quantity).toHaveText('1')
  await expect(page.getByRole('button', { name: `Increase quantity of ${CART_LISTING}` })).toBeDisabled()
  await expect(page.getByRole('button', { name: `Decrease quantity of ${CART_LISTING}` })).toBeEnabled()
  await expect(page.getByTestId('cart-total')).toHaveText('219,50 €')
  // The server kept it: a fresh load shows the same.
  await page.reload()
  await expect(quantity).toHaveText('1')
  await expect(page.getByTestId('cart-badge')).toHaveText('1')

  // Remove: the toast, the empty state and no badge.
  await hydrated(page)
  await page.getByRole('button', { name: `Remove ${CART_LISTING} from cart` }).click()
  await expect(toast(page, 'Removed from cart')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse Equipment' })).toHaveAttribute(
    'href',
    '/browse',
  )
  await expect(page.getByTestId('cart-badge')).toHaveCount(0)
})
