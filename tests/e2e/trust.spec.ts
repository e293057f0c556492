import { expect, test } from '@playwright/test'
import { e2eDataDir } from '../../playwright.config'
import { latestMail, signIn } from '../support/auth'
import { E2E_OPERATOR, REPORTED_JOURNEYS } from '../support/e2e-fixtures'

/**
 * Issue #14 "Done when": a visitor reports a listing as counterfeit; the operator (granted the role
 * from the command line before the server started) removes it from the console; it is gone from
 * browse and its seller receives the statement of reasons.
 */
test('a visitor reports a counterfeit listing and the operator removes it', async ({ browser }) => {
  test.setTimeout(120_000)
  const journey = REPORTED_JOURNEYS[test.info().retry]
  if (!journey) throw new Error(`no fixture for attempt ${test.info().retry}`)
  const started = Date.now()
  // One address per attempt: report e-mails to one address are limited (2 every 15 minutes).
  const visitorEmail = `watchful.golfer${test.info().retry}@example.test`

  // The visitor (not signed in) reports the listing.
  const visitor = await browser.newPage()
  await visitor.goto(`/browse?q=${encodeURIComponent(journey.listing.name)}`)
  await visitor.getByRole('link', { name: journey.listing.name }).first().click()
  await visitor.getByRole('link', { name: 'Report this listing' }).click()
  await expect(visitor.getByRole('heading', { name: 'Report this listing' })).toBeVisible()
  // Sent without the confirmation: refused with a clear message, nothing typed is lost.
  await visitor.getByLabel('Counterfeit').check()
  await visitor
    .getByLabel('Explain what is wrong')
    .fill('The logo is misprinted and there is no serial number.')
  await visitor.getByLabel('Your e-mail').fill(visitorEmail)
  await visitor.getByRole('button', { name: 'Send report' }).click()
  await expect(visitor.getByText('Confirm that you send this report in good faith')).toBeVisible()
  await expect(visitor.getByLabel('Explain what is wrong')).toHaveValue(
    'The logo is misprinted and there is no serial number.',
  )
  await visitor.getByLabel(/I confirm in good faith/).check()
  await visitor.getByRole('button', { name: 'Send report' }).click()
  await expect(visitor.getByRole('heading', { name: 'Thank you: we received your report' })).toBeVisible()
  // A visitor's address is only answered once confirmed: first a link, then the acknowledgement.
  const confirmation = await latestMail(e2eDataDir, visitorEmail, { after: started })
  expect(confirmation.subject).toBe('Confirm your address for your report')
  const link = confirmation.links.find((each) => each.includes('/report/confirm?'))
  if (!link) throw new Error('no confirmation link in the e-mail')
  await visitor.goto(link)
  await visitor.getByRole('button', { name: 'Confirm my address' }).click()
  await expect(visitor.getByRole('heading', { name: 'Thank you: your address is confirmed' })).toBeVisible()
  await expect
    .poll(async () => (await latestMail(e2eDataDir, visitorEmail, { after: started })).subject)
    .toBe('We received your report')

  // The operator removes it from the console's moderation queue.
  const operator = await browser.newPage()
  await signIn(operator, E2E_OPERATOR.email, E2E_OPERATOR.password, { redirectTo: '/admin/reports' })
  const report = operator.getByRole('article').filter({ hasText: journey.listing.name })
  await expect(report).toContainText(visitorEmail)
  await report.getByLabel('Reason').fill('Counterfeit: the brand confirmed this model has no such variant.')
  await report.getByRole('button', { name: 'Remove listing' }).click()
  await expect(operator.getByText('Decision recorded')).toBeVisible()
  await expect(operator.getByRole('article').filter({ hasText: journey.listing.name })).toHaveCount(0)
  await operator.getByRole('link', { name: 'Audit log' }).click()
  await expect(operator.getByRole('row').filter({ hasText: 'listing.removed' }).first()).toContainText(
    'Counterfeit: the brand confirmed',
  )

  // Gone from browse and from its page; the seller has the statement of reasons.
  await visitor.goto(`/browse?q=${encodeURIComponent(journey.listing.name)}`)
  await expect(visitor.getByRole('link', { name: journey.listing.name })).toHaveCount(0)
  const statement = await latestMail(e2eDataDir, journey.email, { after: started })
  expect(statement.subject).toBe(`Your listing “${journey.listing.name}” was removed`)
  expect(statement.text).toContain('Counterfeit: the brand confirmed this model has no such variant.')
  expect(statement.text).toContain('taken by a person on our team')
})
