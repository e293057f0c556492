import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { inlineStylesheet, inlineStylesheetInPage } from '~/platform/inline-stylesheet.server'

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-stylesheet-'))
fs.mkdirSync(path.join(clientDir, 'assets'))
fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.css'), '.café{color:green}')
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }))

const LINK = '<link nonce="n0" rel="stylesheet" href="/assets/app-abc123.css" data-precedence="default"/>'
const page = (link: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${link}<meta name="x"/></head><body><p>Café</p></body></html>`

describe('inline stylesheet', () => {
  it('puts the built stylesheet into the head and keeps its link for print only', () => {
    const html = inlineStylesheet(page(LINK), clientDir, 'n0')
    expect(html).toContain(
      '<style data-precedence="default" data-href="/assets/app-abc123.css" nonce="n0">.café{color:green}</style>',
    )
    expect(html).toContain(
      '<link nonce="n0" rel="stylesheet" href="/assets/app-abc123.css" data-precedence="default" media="print"/>',
    )
    expect(html.indexOf('<style')).toBeLessThan(html.indexOf('<meta name="x"/>'))
  })

  it('asks low priority for the script preloads once the stylesheet is in the page', () => {
    const preload = '<link rel="modulepreload" href="/assets/entry.client-x.js" nonce="n0"/>'
    const html = inlineStylesheet(page(LINK + preload + preload), clientDir, 'n0')
    expect(
      html.split('<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-x.js"'),
    ).toHaveLength(3)
    // Without an inlined stylesheet (development) the preloads are left as they are.
    const development = LINK.replace('/assets/app-abc123.css', '/app/app.css')
    expect(inlineStylesheet(page(development + preload), clientDir)).toContain(preload)
  })

  it('leaves a page alone when the stylesheet is not a built file', () => {
    const missing = LINK.replace('app-abc123', 'app-gone')
    expect(inlineStylesheet(page(missing), clientDir)).toBe(page(missing))
    const development = LINK.replace('/assets/app-abc123.css', '/app/app.css')
    expect(inlineStylesheet(page(development), clientDir)).toBe(page(development))
  })

  it('rewrites only the head of a whole page and keeps the rest byte for byte', () => {
    const bytes = Buffer.from(page(LINK))
    const inlined = inlineStylesheetInPage(bytes, clientDir, 'n0').toString('utf8')
    expect(inlined).toBe(inlineStylesheet(page(LINK), clientDir, 'n0'))
    expect(inlined).toContain('<p>Café</p>')
    const headless = Buffer.from('<p>café</p>')
    expect(inlineStylesheetInPage(headless, clientDir)).toBe(headless)
  })
})
