import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { gzipTemplate, gzipWithValue, gzipWithValues } from '~/platform/gzip-template.server'

const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">a()</script></head><body>${'<article class="product-card">Ping G430 Driver 249,00 €</article>'.repeat(200)}<script nonce="${nonce}">b()</script></body></html>`

describe('gzipWithValue', () => {
  it('is a valid gzip stream of the parts with the value between them', () => {
    const rendered = Buffer.from(page('RENDERNONCE'))
    const parts = rendered
      .toString('utf8')
      .split('RENDERNONCE')
      .map((part) => Buffer.from(part))
    const template = gzipTemplate(parts)
    for (const nonce of ['u9V0rKq2r9cI1m0bW4Fj2Q==', 'x', 'ñandú-€']) {
      const compressed = gzipWithValue(template, Buffer.from(nonce))
      expect(zlib.gunzipSync(compressed).toString('utf8')).toBe(page(nonce))
      expect(compressed.length).toBeLessThan(rendered.length / 5)
    }
  })

  it('handles values at the very start and end, next to each other, and no value at all', () => {
    for (const parts of [['', 'middle', ''], ['', '', ''], ['only'], [''], ['a', 'b']]) {
      const template = gzipTemplate(parts.map((part) => Buffer.from(part)))
      for (const value of ['NONCE', '']) {
        const expected = parts.join(value)
        expect(zlib.gunzipSync(gzipWithValue(template, Buffer.from(value))).toString()).toBe(expected)
      }
    }
  })
})

describe('gzipWithValues', () => {
  it('puts a different value in each place, short ones stored and long ones deflated', () => {
    const parts = ['<head>', '</head><body><nav>', '</nav>', '</body>'].map((part) => Buffer.from(part))
    const template = gzipTemplate(parts)
    const menu = `<a href="/profile">${'Jordi Fernández '.repeat(100)}</a>` // over the deflate threshold
    const values = ['NONCE', menu, '<script type="application/json">{}</script>']
    const compressed = gzipWithValues(
      template,
      values.map((value) => Buffer.from(value)),
    )
    expect(zlib.gunzipSync(compressed).toString('utf8')).toBe(
      `<head>NONCE</head><body><nav>${menu}</nav><script type="application/json">{}</script></body>`,
    )
    // The long value was compressed, not stored as it is.
    expect(compressed.length).toBeLessThan(Buffer.byteLength(menu) / 4)
  })

  it('refuses a number of values that does not fit the places', () => {
    const template = gzipTemplate([Buffer.from('a'), Buffer.from('b')])
    expect(() => gzipWithValues(template, [])).toThrow(/expected 1 values/)
  })
})
