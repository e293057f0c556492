import type { Page } from '@playwright/test'

/**
 * Waits until the page's scripts have loaded and hydrated it (no request in flight), so that a
 * select or a client-side form acts through React rather than on the bare HTML.
 */
export async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle')
}
