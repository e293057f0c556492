import { describe, expect, it } from 'vitest'
import { withLowPriorityPreloads } from '~/platform/page-head.server'

const preload = (file: string) => `<link rel="modulepreload" href="/assets/${file}.js" nonce="n0"/>`
const page = (head: string) =>
  Buffer.from(
    `<!DOCTYPE html><html lang="en"><head>${head}</head><body><p>Café ${preload('body')}</p></body></html>`,
  )

describe('page head', () => {
  it('asks low priority for every module preload of the head, and leaves the body byte for byte', () => {
    const original = page(
      `<link rel="stylesheet" href="/assets/app.css"/>${preload('entry')}${preload('root')}`,
    )
    const html = withLowPriorityPreloads(original).toString('utf8')
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"')
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/root.js"')
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
    expect(html.slice(html.indexOf('</head>'))).toBe(
      original.toString('utf8').slice(original.toString('utf8').indexOf('</head>')),
    )
  })

  it('returns a page without preloads or without a head unchanged', () => {
    const plain = page('<title>x</title>')
    expect(withLowPriorityPreloads(plain)).toBe(plain)
    const fragment = Buffer.from(preload('entry'))
    expect(withLowPriorityPreloads(fragment)).toBe(fragment)
  })
})
