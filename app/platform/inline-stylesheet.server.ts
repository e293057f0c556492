import fs from 'node:fs'
import path from 'node:path'

/**
 * The production stylesheet written into the page's <head> (issue #17, Lighthouse): a phone can
 * paint once the HTML arrives instead of one round trip later, before the scripts arrive. The
 * <link> stays, as `media="print"`: the browser fetches it at the lowest priority without waiting
 * for it (warming its cache), and React finds the stylesheet it rendered (root.tsx, precedence)
 * already in the document, so hydration neither inserts it again nor waits for it.
 * Only built files under /assets/ are inlined; elsewhere (development) the page is unchanged.
 */
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/
const HREF = /\bhref="(\/assets\/[\w.-]+\.css)"/

/**
 * With the stylesheet in the page, nothing needs to arrive before the first paint: the page is
 * rendered on the server and its links and forms work before hydration. The scripts' preloads
 * then ask for low priority, so that on a slow first visit they do not compete with the page
 * itself (and Lighthouse no longer counts them as blocking the paint).
 */
const MODULE_PRELOAD = '<link rel="modulepreload"'

const contents = new Map<string, string | null>()

function stylesheetText(clientDir: string, href: string): string | null {
  let text = contents.get(href)
  if (text === undefined) {
    const file = path.join(clientDir, href)
    text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
    // A closing tag inside would end the <style> element early.
    if (text?.includes('</')) text = null
    contents.set(href, text)
  }
  return text
}

/** The head of `html` with its stylesheet link replaced by the stylesheet itself, when built. */
export function inlineStylesheet(head: string, clientDir: string, nonce?: string): string {
  const link = head.match(STYLESHEET_LINK)?.[0]
  const href = link?.match(HREF)?.[1]
  if (!link || !href) return head
  const css = stylesheetText(clientDir, href)
  if (css === null) return head
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : ''
  const printLink = link.replace(/\/?>$/, ' media="print"/>')
  return head
    .replace(
      link,
      () =>
        `<style data-precedence="default" data-href="${href}"${nonceAttribute}>${css}</style>${printLink}`,
    )
    .replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`)
}

/** The page with its stylesheet inlined; the head ends at an ASCII tag, so it is decoded whole. */
export function inlineStylesheetInPage(
  page: Buffer<ArrayBuffer>,
  clientDir: string,
  nonce?: string,
): Buffer<ArrayBuffer> {
  const end = page.indexOf('</head>')
  if (end === -1) return page
  const head = page.subarray(0, end).toString('utf8')
  const inlined = inlineStylesheet(head, clientDir, nonce)
  return inlined === head ? page : Buffer.concat([Buffer.from(inlined), page.subarray(end)])
}
