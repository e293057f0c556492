import type { Page } from '@playwright/test'

/**
 * Waits until the page's scripts have loaded and hydrated it, so that a select, a button with a
 * handler or a client-side form acts through React rather than on the bare HTML. No request in
 * flight is not enough on a busy machine: the scripts may be in but React still hydrating, and a
 * click then is lost. The root marks the document once it has hydrated (app/root.tsx).
 */
export async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}
