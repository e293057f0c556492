import { expect, type Page, test } from '@playwright/test'
import { signUpAndCompleteProfile } from '../support/auth'
import { hydrated } from '../support/hydrated'
import { photoPng } from '../support/images'
import { PHONE_VIEWPORT } from '../support/phone'

/**
 * Issue #28 item 2: a seller grades a driver's head, shaft and grip 1-10 in the wizard, reading
 * each grade's definition beside the choice; the listing's condition follows from the grades (the
 * pricing step suggests its price from it). A buyer on a phone, in Spanish, reads
 * "Cabeza 8 · Varilla 9 · Grip 6" with what each grade means, and the card shows the condition.
 * The seller is a new account per attempt.
 */

function wizard(page: Page) {
  return {
    next: page.getByRole('button', { name: 'Next', exact: true }),
    step: (n: number) => expect(page.getByText(`Step ${n} of 6`, { exact: true })).toBeVisible(),
    choose: (text: string | RegExp) =>
      page.getByRole('main').locator('label').filter({ hasText: text }).first().click(),
  }
}

const grade = (page: Page, component: string, value: number) =>
  page.getByRole('radio', { name: `${component}: grade ${value} of 10`, exact: true })
/** A grade is chosen by clicking it, as a person would (the radio itself is visually hidden). */
const choose = (page: Page, component: string, value: number) =>
  page
    .locator('label')
    .filter({ has: grade(page, component, value) })
    .click()

test('a seller grades head, shaft and grip; a buyer on a phone reads the grades and what they mean', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const name = `Ping G430 Max Driver ${Date.now().toString(36).slice(-5).toUpperCase()}`
  await signUpAndCompleteProfile(page)
  await page.goto('/list-product')
  await hydrated(page)
  const w = wizard(page)
  await w.choose('Golf Clubs')
  await w.next.click()

  // 2: the passport's required fields, then the grades; Next waits for all three.
  await w.step(2)
  await page.getByRole('combobox', { name: 'Brand' }).fill('Ping')
  await w.choose('My model isn’t listed')
  await page.getByRole('textbox', { name: 'Model name' }).fill('G430 Max')
  await w.choose(/^Driver$/)
  await w.choose(/^Right-handed$/)
  await page.getByRole('textbox', { name: 'Item name' }).fill(name)
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Two seasons of play, a small mark on the crown, grip getting shiny.')
  await expect(w.next).toBeDisabled()
  await expect(page.getByText('Grade the head, the shaft and the grip to continue.').first()).toBeAttached()

  const grades = page.getByRole('region', { name: 'Grade the condition' })
  await expect(grades.getByTestId('grade-definition-head')).toHaveText('Choose a grade to see what it means.')
  await choose(page, 'Head', 8)
  // The chosen grade's written definition shows beside the choice.
  await expect(grades.getByTestId('grade-definition-head')).toContainText(
    'Grade 8: About one season of use: light wear on the face and sole',
  )
  await choose(page, 'Shaft', 9)
  await expect(grades.getByTestId('grade-definition-shaft')).toContainText('label intact, no bag wear')
  await expect(grades.getByTestId('graded-condition')).toHaveText(
    'Grade all three to see the listing’s condition.',
  )
  // The keyboard moves within a component's grades like any radio group.
  await choose(page, 'Grip', 5)
  await page.keyboard.press('ArrowRight')
  await expect(grade(page, 'Grip', 6)).toBeChecked()
  await expect(grades.getByTestId('grade-definition-grip')).toContainText('worn under the thumbs')
  // Head 8 · Shaft 9 · Grip 6: the grip counts 2 points more, so the driver is Good.
  await expect(grades.getByTestId('graded-condition')).toHaveText('Condition of your listing: Good')
  // The whole scale of a component, all ten definitions, opens on demand.
  await grades.getByText('Head: the whole scale').click()
  await expect(grades.getByText('Broken: cracked or caved-in face', { exact: false })).toBeVisible()
  await expect(w.next).toBeEnabled()
  await w.next.click()

  // 3: a Ping driver's required shots (sole, face, crown, serial number), filled in order.
  await w.step(3)
  await page.locator('input[type="file"]').setInputFiles(
    await Promise.all(
      ['#1f2937', '#374151', '#4b5563', '#6b7280'].map(async (colour, index) => ({
        name: `shot-${index}.png`,
        mimeType: 'image/png',
        buffer: await photoPng(1200, 900, colour),
      })),
    ),
  )
  await expect(page.locator('[data-testid="photo-tile"][data-state="done"]')).toHaveCount(4)
  await w.next.click()

  // 4: the condition is not chosen here; the suggested price reads the graded condition.
  await w.step(4)
  await expect(page.getByTestId('pricing-graded-condition')).toContainText(
    'Good, from your grades: Head 8 · Shaft 9 · Grip 6.',
  )
  await expect(page.getByRole('radio', { name: /^New/ })).toHaveCount(0)
  await page.getByRole('textbox', { name: 'Original price' }).fill('549')
  // SPEC §9: Good is 60% of the original price.
  await expect(page.getByTestId('suggested-price')).toHaveText('329,00\u00a0€')
  await page.getByRole('button', { name: 'Use suggested price' }).click()
  await w.next.click()
  await w.step(5)
  await w.choose('Standard shipping')
  await w.next.click()

  // 6: the review shows the grades; publishing opens the product page.
  await w.step(6)
  await expect(page.getByRole('main')).toContainText('Head 8 · Shaft 9 · Grip 6')
  await page.getByRole('button', { name: 'Publish Listing' }).click()
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/)
  const productPath = new URL(page.url()).pathname
  const graded = page.getByRole('region', { name: 'Condition, graded by the seller' })
  await expect(graded.getByTestId('grades-summary')).toHaveText('Head 8 · Shaft 9 · Grip 6')
  await expect(graded.getByTestId('grade-grip')).toContainText('6/10')

  // The edit page brings the grades back.
  await page.goto(`${productPath}/edit`)
  await hydrated(page)
  await w.next.click()
  await w.step(2)
  await expect(grade(page, 'Head', 8)).toBeChecked()
  await expect(grade(page, 'Shaft', 9)).toBeChecked()
  await expect(grade(page, 'Grip', 6)).toBeChecked()

  // A buyer on a phone, in Spanish, reads the grades and what each means.
  const phone = await browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'es-ES' })
  const buyer = await phone.newPage()
  await buyer.goto(`/es${productPath}`)
  const esGraded = buyer.getByRole('region', { name: 'Estado, puntuado por el vendedor' })
  await expect(esGraded.getByTestId('grades-summary')).toHaveText('Cabeza 8 · Varilla 9 · Grip 6')
  await expect(esGraded.getByTestId('grade-head')).toContainText('Una temporada de uso')
  await expect(esGraded.getByTestId('grade-shaft')).toContainText('etiqueta intacta')
  await expect(esGraded.getByTestId('grade-grip')).toContainText('bajo los pulgares')
  await expect(esGraded).toContainText('El estado del anuncio (Bueno) sale de ellas.')
  await esGraded.scrollIntoViewIfNeeded()
  expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE_VIEWPORT.width,
  )

  // The card in browse shows the overall condition.
  await buyer.goto(`/es/browse?q=${encodeURIComponent(name)}`)
  const card = buyer.locator('article').filter({ hasText: name })
  await expect(card.getByTestId('card-condition')).toHaveText('Bueno')
  await phone.close()
})
