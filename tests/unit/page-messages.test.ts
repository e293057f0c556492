/** The messages a page brings in its HTML (app/i18n/page-messages.server.ts, issue #17). */
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { type MessageKey, translator } from '~/i18n'
import { dictionaries } from '~/i18n/messages'
import { appendPageMessages, recordingPageMessages } from '~/i18n/page-messages.server'

async function through(chunks: string[], transform: NodeJS.ReadWriteStream) {
  const out: Buffer[] = []
  Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(transform)
  for await (const chunk of transform) out.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(out).toString('utf8')
}

describe('page messages', () => {
  it('records the messages a rendering looks up, also after it awaited, and none outside it', async () => {
    const t = translator('es')
    t('cart.title')
    const { result, used } = recordingPageMessages(async () => {
      t('cart.empty')
      await new Promise((resolve) => setImmediate(resolve))
      t('nav.cart' as never)
      return 'rendered'
    })
    expect(await result).toBe('rendered')
    t('cart.signIn')
    expect([...used].sort()).toEqual(['cart.empty', 'nav.cart'])
  })

  it('puts the used messages of the page’s language before the end of the document, escaped', async () => {
    const used = new Set(['cart.title', 'cart.empty'] as const)
    const html = await through(
      ['<!DOCTYPE html><html><body><main>é', 'ñ</main></body></html>'],
      appendPageMessages('es', new Set(used), 'abc'),
    )
    const match = html.match(
      /^<!DOCTYPE html><html><body><main>éñ<\/main><script type="application\/json" id="fm-messages" nonce="abc">(.*)<\/script><\/body><\/html>$/,
    )
    expect(match).not.toBeNull()
    expect(JSON.parse(match?.[1] ?? '')).toEqual({
      'cart.title': translator('es')('cart.title'),
      'cart.empty': translator('es')('cart.empty'),
    })
  })

  it('never lets a message end the script element', async () => {
    const key = 'test.markup' as MessageKey
    const table = dictionaries.en as Record<string, string>
    table[key] = '</script><script>alert(1)</script>'
    try {
      const html = await through(
        ['<html><body></body></html>'],
        appendPageMessages('en', new Set([key]), undefined),
      )
      expect(html).toBe(
        '<html><body><script type="application/json" id="fm-messages">{"test.markup":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script></body></html>',
      )
    } finally {
      delete table[key]
    }
  })
})
