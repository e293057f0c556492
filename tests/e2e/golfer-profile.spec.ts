import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { signUpAndCompleteProfile } from '../support/auth'
import { axeViolations } from '../support/axe'
import { hydrated } from '../support/hydrated'
import { PHONE, PHONE_VIEWPORT } from '../support/phone'

/**
 * Issue #30 items 1 and 5 on a Spanish phone: a new golfer opens "Tu perfil de golfista" from the
 * profile, enters height, wrist-to-floor, swing speed and hand once (a wrong value is refused with
 * its message, what was typed stays), sees the estimate with its reasons, overrides the flex,
 * downloads their data and deletes the fitting data in one confirmed click. axe finds nothing.
 */

// bypassCSP: axe is added as an inline script (tests/support/axe.ts).
test.use({ ...PHONE, bypassCSP: true })

test('a Spanish golfer enters their specs once, overrides the flex, downloads and deletes their fitting data', async ({
  page,
}) => {
  await page.goto('/es/profile/fit')
  await expect(page).toHaveURL(/\/es\/auth\?redirectTo=%2Fes%2Fprofile%2Ffit/)
  await page.goto('/es')
  await signUpAndCompleteProfile(page)
  await page.goto('/es/profile')
  await page.getByRole('link', { name: 'Abrir tu perfil de golfista' }).click()
  await expect(page).toHaveURL(/\/es\/profile\/fit$/)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu perfil de golfista')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE_VIEWPORT.width,
  )

  await page.getByLabel('Zurdo').check()
  await page.getByLabel('Altura').fill('1,85 m')
  await page.getByLabel('Muñeca-suelo').fill('3 m')
  await page.getByLabel('Velocidad de swing con driver').fill('165')
  await page.getByRole('button', { name: 'Guardar mi perfil' }).click()
  await expect(page.getByText('Indica una medida muñeca-suelo entre 60 y 110 cm')).toBeVisible()
  await expect(page.getByLabel('Altura')).toHaveValue('1,85 m')

  await page.getByLabel('Muñeca-suelo').fill('89 cm')
  await page.getByRole('button', { name: 'Guardar mi perfil' }).click()
  await expect(page.getByText('Tu perfil de golfista está guardado')).toBeVisible()
  await expect(page.getByTestId('fit-estimate-flex')).toContainText('Rígido (S)')
  await expect(page.getByTestId('fit-estimate-flex')).toContainText('103 mph')
  await expect(page.getByTestId('fit-estimate-length')).toContainText('más largo que el estándar')
  expect(await axeViolations(page)).toEqual([])

  await page.getByLabel('Tu flex').selectOption('R')
  await page.getByRole('button', { name: 'Guardar mi perfil' }).click()
  await expect(page.getByTestId('fit-estimate-flex')).toContainText('Tu elección')
  await expect(page.getByTestId('fit-estimate-flex')).toContainText('Estimación: Rígido (S)')

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Descargar mis datos' }).click()
  const file = await (await download).path()
  const exported = JSON.parse(fs.readFileSync(file, 'utf8'))
  expect(exported.fitting).toMatchObject({
    hand: 'left',
    heightCm: 185,
    wristToFloorCm: 89,
    flexOverride: 'R',
  })

  await page.getByRole('button', { name: 'Borrar mis datos de fitting' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Borrar' }).click()
  await expect(page.getByText('Tus datos de fitting están borrados')).toBeVisible()
  await expect(
    page.getByText('Añade tu altura, la medida muñeca-suelo y tu velocidad de swing'),
  ).toBeVisible()
  await expect(page.getByLabel('Altura')).toHaveValue('')
})
