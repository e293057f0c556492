import { expect, type Page, test } from '@playwright/test'
import { signIn } from '../support/auth'
import { BUYING_PASSWORD, REVIEW_JOURNEYS } from '../support/e2e-fixtures'
import { hydrated } from '../support/hydrated'

/**
 * Issue #16 "Done when", reviews part: after a completed order both parties review; the reviews
 * appear only once the second is posted; the seller's cards and page show the real average.
 */

async function writeReview(page: Page, stars: number, comment: string) {
  const reviews = page.getByTestId('order-reviews')
  await reviews.getByRole('radio', { name: `${stars} out of 5 stars` }).check()
  await reviews.getByLabel('Comment (optional)').fill(comment)
  await reviews.getByRole('button', { name: 'Post review' }).click()
  await expect(page.getByText('Thanks! Your review is saved', { exact: true })).toBeVisible()
}

test('buyer and seller review each other; the reviews show once both are in, and the seller is rated 4.0 (1)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const journey = REVIEW_JOURNEYS[test.info().retry] ?? REVIEW_JOURNEYS[0]!
  const { seller, buyer } = journey

  // The buyer completes the delivered order ("All good") and reviews the seller.
  await signIn(page, buyer.email, BUYING_PASSWORD, { redirectTo: '/profile?tab=orders' })
  await page.getByRole('link', { name: `View order: ${journey.sold}` }).click()
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
  const orderUrl = page.url()
  await hydrated(page)
  await page.getByRole('button', { name: 'All good' }).click()
  await expect(page.getByTestId('order-status')).toHaveText('Completed')
  await hydrated(page)
  await writeReview(page, 4, 'Great wedge, well packed.')
  await expect(page.getByTestId('my-review')).toContainText('Great wedge, well packed.')
  await expect(page.getByTestId('review-hidden-note')).toBeVisible()

  // The seller does not see it yet, anywhere: not on the order, not on their public page.
  await page.context().clearCookies()
  await signIn(page, seller.email, BUYING_PASSWORD, { redirectTo: new URL(orderUrl).pathname })
  await hydrated(page)
  await expect(page.getByTestId('order-reviews')).toContainText(
    'No review from the other party is public yet.',
  )
  expect(await page.content()).not.toContain('Great wedge')
  await page.goto(`/browse?q=${encodeURIComponent(seller.listing.name)}`)
  const card = page.locator('article').filter({ hasText: seller.listing.name })
  await expect(card.getByText('New seller', { exact: true })).toBeVisible()
  await card.getByRole('link', { name: `${seller.name} ${seller.surname.charAt(0)}.` }).click()
  await expect(page).toHaveURL(/\/seller\/[0-9a-f-]{36}$/)
  const sellerPageUrl = page.url()
  await expect(page.getByTestId('seller-page-rating')).toHaveText('New seller')
  await expect(page.getByTestId('seller-reviews')).toContainText('No reviews yet.')
  expect(await page.content()).not.toContain('Great wedge')

  // The seller reviews the buyer: both reviews are public at once.
  await page.goto(orderUrl)
  await hydrated(page)
  await writeReview(page, 5, 'Quick payment, a pleasure.')
  const theirs = page.getByTestId('their-review')
  await expect(theirs).toContainText('Great wedge, well packed.')
  await expect(theirs).toContainText('Verified purchase')
  await expect(page.getByTestId('review-hidden-note')).toHaveCount(0)
  // One public reply.
  await theirs.getByLabel('Reply publicly (once)').fill('Thank you, enjoy it!')
  await theirs.getByRole('button', { name: 'Post reply' }).click()
  await expect(page.getByText('Your reply is published', { exact: true })).toBeVisible()
  await expect(page.getByTestId('review-reply')).toHaveText(/Thank you, enjoy it!/)
  await expect(theirs.getByRole('button', { name: 'Post reply' })).toHaveCount(0)

  // The seller's card and page show the real average for everyone, visitors too.
  await page.context().clearCookies()
  await page.goto(`/browse?q=${encodeURIComponent(seller.listing.name)}`)
  await expect(card.getByRole('img', { name: 'Seller rating 4.0 out of 5 from 1 reviews' })).toHaveText(
    '4.0 (1)',
  )
  await page.goto(sellerPageUrl)
  await expect(page.getByTestId('seller-page-rating')).toContainText('4.0 (1)')
  const review = page.getByTestId('seller-reviews').getByTestId('review')
  await expect(review).toHaveCount(1)
  await expect(review).toContainText('Great wedge, well packed.')
  await expect(review).toContainText('Tomás I.')
  await expect(review).toContainText('Verified purchase')
  await expect(review.getByTestId('review-reply')).toContainText('Thank you, enjoy it!')
  await expect(page.getByTestId('reviews-how-checked')).toContainText('How reviews are checked')
})
