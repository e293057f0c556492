import crypto from 'node:crypto'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { pageCache } from '~/platform/page-cache.server'

let time = 0
let renders = 0
/** While set, a render waits for it (a slow page), and `entered` tells that it started. */
let gate: Promise<void> | undefined
let entered: () => void = () => {}
const cache = pageCache({ paths: [/^\/browse(\.data)?$/], ttlMs: 5_000, maxBytes: 10_000, now: () => time })

const app = express()
app.use((_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
  next()
})
app.use(cache)
app.get(['/browse', '/browse.data', '/other'], async (req, res) => {
  renders++
  entered()
  if (gate) await gate
  const nonce = res.locals.cspNonce as string
  if (req.query.cookie) res.setHeader('Set-Cookie', 'toast=; Max-Age=0')
  res.status(req.query.status ? Number(req.query.status) : 200)
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  // Written in pieces, as the React Router handler streams a page.
  res.write(`<html><script nonce="${nonce}"></script>`)
  res.write(`<p>render ${renders} ${String(req.query.size ? 'x'.repeat(Number(req.query.size)) : '')}</p>`)
  res.end(`<script nonce="${nonce}"></script></html>`)
})

let server: ReturnType<typeof app.listen>
let origin = ''
beforeAll(async () => {
  server = app.listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.close()
})
beforeEach(() => {
  cache.clear()
  time = 0
  renders = 0
})

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers })
  const body = await response.text()
  const nonces = [...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])
  return { response, body, nonces }
}

describe('pageCache', () => {
  it('answers the same address again without rendering, with a fresh nonce, gzip or not', async () => {
    const first = await get('/browse?q=driver')
    const again = await get('/browse?q=driver')
    const plain = await get('/browse?q=driver', { 'accept-encoding': 'identity' })
    expect(first.body).toContain('render 1')
    expect(again.body.replace(/nonce="[^"]+"/g, '')).toBe(first.body.replace(/nonce="[^"]+"/g, ''))
    expect(again.response.headers.get('content-encoding')).toBe('gzip')
    expect(plain.response.headers.get('content-encoding')).toBeNull()
    expect(plain.body).toContain('render 1')
    expect(again.response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    for (const result of [first, again, plain]) {
      expect(result.nonces).toHaveLength(2)
      expect(result.nonces[0]).toBe(result.nonces[1])
    }
    expect(new Set([first.nonces[0], again.nonces[0], plain.nonces[0]]).size).toBe(3)
  })

  it('keeps a page per language and per address', async () => {
    await get('/browse')
    expect((await get('/browse', { cookie: 'lang=es' })).body).toContain('render 2')
    expect((await get('/browse', { cookie: 'lang=es' })).body).toContain('render 2')
    expect((await get('/browse')).body).toContain('render 1')
    expect((await get('/browse?page=2')).body).toContain('render 3')
    expect((await get('/browse.data?page=2')).body).toContain('render 4')
  })

  it('never shares a page with a visitor who has other cookies (a session, a flash message)', async () => {
    await get('/browse')
    expect((await get('/browse', { cookie: 'lang=en; session_token=abc' })).body).toContain('render 2')
    expect((await get('/browse', { cookie: 'toast=x' })).body).toContain('render 3')
    expect((await get('/browse', { authorization: 'Bearer x' })).body).toContain('render 4')
  })

  it('leaves other paths, errors and responses that set cookies alone', async () => {
    await get('/other')
    expect((await get('/other')).body).toContain('render 2')
    await get('/browse?status=500')
    expect((await get('/browse?status=500')).body).toContain('render 4')
    await get('/browse?cookie=1')
    expect((await get('/browse?cookie=1')).body).toContain('render 6')
  })

  it('renders again once the page is older than the time to live', async () => {
    await get('/browse')
    time = 4_999
    expect((await get('/browse')).body).toContain('render 1')
    time = 5_000
    expect((await get('/browse')).body).toContain('render 2')
    expect((await get('/browse')).body).toContain('render 2')
  })

  it('keeps answering with the previous page while one request renders the expired one', async () => {
    await get('/browse')
    time = 5_000
    let release: () => void = () => {}
    gate = new Promise((resolve) => {
      release = resolve
    })
    const started = new Promise<void>((resolve) => {
      entered = resolve
    })
    const refreshing = get('/browse')
    await started
    expect((await get('/browse')).body).toContain('render 1')
    release()
    expect((await refreshing).body).toContain('render 2')
    gate = undefined
    expect((await get('/browse')).body).toContain('render 2')
    expect(renders).toBe(2)
  })

  it('drops the least recently used pages beyond its size', async () => {
    await get('/browse?size=4000&n=1')
    await get('/browse?size=4000&n=2')
    await get('/browse?size=4000&n=1')
    await get('/browse?size=4000&n=3') // over 10,000 bytes: n=2 goes
    expect((await get('/browse?size=4000&n=1')).body).toContain('render 1')
    expect((await get('/browse?size=4000&n=2')).body).toContain('render 4')
  })

  it('shares a product page with visitors who carry only the visit cookie, counting each in front of it', async () => {
    // As server/app.ts does: the visit is counted (and its cookie set) before the cache answers.
    const productCache = pageCache({
      paths: [/^\/product\/\d+$/],
      sharedCookies: ['fm_viewed'],
      ttlMs: 5_000,
      maxBytes: 10_000,
      now: () => time,
    })
    let counted = 0
    let productRenders = 0
    const productApp = express()
    productApp.use((req, res, next) => {
      if (!req.headers.cookie?.includes('fm_viewed')) {
        counted++
        res.append('Set-Cookie', `fm_viewed=${counted}; Path=/product`)
      }
      next()
    })
    productApp.use(productCache)
    productApp.get('/product/:id', (_req, res) => {
      productRenders++
      res.type('html').end(`<p>product render ${productRenders}</p>`)
    })
    const productServer = productApp.listen(0)
    await new Promise((resolve) => productServer.once('listening', resolve))
    const productOrigin = `http://127.0.0.1:${(productServer.address() as AddressInfo).port}`
    try {
      const first = await fetch(`${productOrigin}/product/1`)
      expect(await first.text()).toContain('product render 1')
      expect(first.headers.get('set-cookie')).toContain('fm_viewed=1')

      // Another visitor: counted, given their own cookie, and answered from the cache.
      const second = await fetch(`${productOrigin}/product/1`)
      expect(await second.text()).toContain('product render 1')
      expect(second.headers.get('set-cookie')).toContain('fm_viewed=2')

      // The first visitor again: not counted, no cookie, still the shared page.
      const again = await fetch(`${productOrigin}/product/1`, { headers: { cookie: 'lang=es; fm_viewed=1' } })
      expect(await again.text()).toContain('product render 2') // Spanish is its own page
      const againEn = await fetch(`${productOrigin}/product/1`, { headers: { cookie: 'fm_viewed=1' } })
      expect(await againEn.text()).toContain('product render 1')
      expect(againEn.headers.get('set-cookie')).toBeNull()
      expect(counted).toBe(2)

      // A session still gets its own rendering.
      const signedIn = await fetch(`${productOrigin}/product/1`, {
        headers: { cookie: 'fm_viewed=1; session=x' },
      })
      expect(await signedIn.text()).toContain('product render 3')
    } finally {
      productServer.close()
    }
  })
})
