import { expect, test } from '@playwright/test'
import { signIn } from '../support/auth'
import { PHONE } from '../support/phone'
import { WANTED_JOURNEYS, WANTED_PASSWORD } from '../support/wanted-fixtures'

/**
 * Issue #30 "Must hold" (set completion), on a phone: a golfer who lost the 7-iron of their
 * TaylorMade P790 set says so on /wanted (brand, model, shaft, flex, the missing club) and finds a
 * single 7-iron of the same model with the same shaft and flex; the 8-iron of the model is not listed.
 */
test.use(PHONE)

test('a set-completion request finds a single 7-iron of the same model', async ({ page }, testInfo) => {
  const journey = WANTED_JOURNEYS[testInfo.retry]!
  await signIn(page, journey.golfer.email, WANTED_PASSWORD, { redirectTo: '/wanted' })
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your set' })).toBeVisible()

  await page.getByLabel('Brand', { exact: true }).selectOption('TaylorMade')
  const model = page.getByLabel('Model', { exact: true })
  await expect(model).toBeVisible()
  await model.selectOption({ label: 'TaylorMade P790 (Iron set, 2023)' })
  await page.getByLabel('Shaft', { exact: true }).selectOption('steel')
  await page.getByLabel('Flex', { exact: true }).selectOption('S')
  await page.getByRole('checkbox', { name: '7', exact: true }).check()
  await page.getByRole('button', { name: 'Find my missing clubs' }).click()

  const request = page.getByTestId('wanted-request').filter({ hasText: 'TaylorMade P790' })
  await expect(request.getByText('Missing: 7')).toBeVisible()
  const found = request.getByTestId('wanted-result').filter({ hasText: journey.seven })
  await expect(found).toBeVisible()
  await expect(found.getByText('Single 7')).toBeVisible()
  await expect(found.getByText('Same shaft and flex')).toBeVisible()
  await expect(request.getByText(journey.eight)).toHaveCount(0)

  // The listing opens from the match.
  await found.getByRole('link', { name: journey.seven }).click()
  await expect(page.getByRole('heading', { level: 1, name: journey.seven })).toBeVisible()
})
