import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

/**
 * axe-core in a Playwright page. axe is added as an inline script, which the site's CSP refuses:
 * a spec that checks a page runs its context with `bypassCSP: true`.
 */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** The WCAG 2.2 A and AA rules: what "accessible" is measured by. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Adds axe to the page unless the page already has it (it goes when the page navigates). */
export async function injectAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE })
}

/**
 * The ids of axe's WCAG A/AA violations inside `selector`, or inside the page's <main> (the whole
 * body without one).
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  await injectAxe(page)
  return page.evaluate(
    async ({ selector, tags }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: object, options: object) => Promise<{ violations: Array<{ id: string }> }> }
        }
      ).axe
      const context = selector ? { include: [selector] } : (document.querySelector('main') ?? document.body)
      const result = await axe.run(context, {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
        // No stylesheet fetches (only the experimental, not run, css-orientation-lock needs them).
        preload: false,
        iframes: false,
      })
      return result.violations.map((violation) => violation.id)
    },
    { selector, tags: WCAG_TAGS },
  )
}
