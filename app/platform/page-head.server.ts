/**
 * The scripts' preloads of a rendered page ask for low priority (issue #17, decision 0040). The
 * page is rendered on the server and its links and forms work before hydration, so nothing but
 * the stylesheet (first in <head>) needs to arrive before the first paint; at high priority 20-40
 * script downloads raced the page on a slow first visit, and Lighthouse counted them as blocking
 * the paint (FCP 2.5-2.9 s simulated, 0.8 s without).
 */
const MODULE_PRELOAD = '<link rel="modulepreload"'
const LOW_PRIORITY_PRELOAD = `${MODULE_PRELOAD} fetchpriority="low"`

/** The page with `fetchpriority="low"` on its module preloads (all in <head>, ASCII). */
export function withLowPriorityPreloads(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const end = page.indexOf('</head>')
  if (end === -1) return page
  const head = page.subarray(0, end).toString('utf8')
  if (!head.includes(MODULE_PRELOAD)) return page
  return Buffer.concat([
    Buffer.from(head.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_PRELOAD)),
    page.subarray(end),
  ])
}
