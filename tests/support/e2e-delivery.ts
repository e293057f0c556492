/**
 * The delivery steps of the end-to-end journeys (issue #26): at checkout the buyer chooses a method
 * for every seller (nothing is preselected); the seller marks a parcel shipped with its carrier
 * and tracking number, confirming in the dialog.
 */
import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Chooses `method` ('Standard', 'Express', 'Collection', 'Meet') in the delivery group of the
 * checkout that lists `item`, or in every group when no item is named.
 */
export async function chooseDelivery(page: Page, method: string, item?: string) {
  const groups = page.getByTestId('delivery-group')
  const scope = item ? groups.filter({ hasText: item }) : groups
  for (const group of await scope.all()) {
    await group.getByRole('radio', { name: new RegExp(`^${method}`) }).check()
  }
}

/** Marks the order in `row` shipped with a carrier (its option value) and a tracking number. */
export async function shipWithTracking(page: Page, row: Locator, carrier: string, trackingNumber: string) {
  await row.getByLabel('Carrier').selectOption(carrier)
  await row.getByRole('textbox', { name: 'Tracking number' }).fill(trackingNumber)
  await row.getByRole('button', { name: 'Mark as shipped' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Mark as shipped?' })
  await expect(dialog).toContainText(trackingNumber)
  await dialog.getByRole('button', { name: 'Yes, mark as shipped' }).click()
}
