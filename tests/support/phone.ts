import type { Browser } from '@playwright/test'

/** The phone the journeys are checked on (issues #26, #30, #31): 390×844 CSS pixels, touch. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const
export const PHONE = { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true } as const

/**
 * A page in a new phone context. `bypassCSP` lets axe in (tests/support/axe.ts); other options as
 * Playwright's `browser.newContext`.
 */
export async function phonePage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ ...PHONE, ...options })
  return context.newPage()
}
