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

/** The app on a free port, and its origin. */
async function listen(application: express.Express) {
  const listening = application.listen(0)
  await new Promise((resolve) => listening.once('listening', resolve))
  return { server: listening, origin: `http://127.0.0.1:${(listening.address() as AddressInfo).port}` }
}

let server: ReturnType<typeof app.listen>
let origin = ''
beforeAll(async () => {
  ;({ server, origin } = await listen(app))
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
    const { server: productServer, origin: productOrigin } = await listen(productApp)
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

describe('pageCache for signed-in visitors (personal parts)', () => {
  let personalRenders = 0
  /** What the app saw of the cookie header, per render. */
  const seenCookies: Array<string | undefined> = []
  const personalCache = pageCache({
    paths: [/^\/browse$/, /^\/product$/],
    ttlMs: 5_000,
    maxBytes: 100_000,
    now: () => time,
    personal: {
      paths: [/^\/browse$/],
      cookies: ['session'],
      personalize: async (req) => {
        const user = /session=(\w+)/.exec(req.headers.cookie ?? '')?.[1]
        if (!user || user === 'expired') return null
        return {
          swaps: [
            { shared: '<a href="/auth">Sign in</a>', personal: `<a href="/profile">${user}</a>` },
            {
              shared: '<a href="/auth?save">Save</a>',
              personal: `<form>save for ${user}</form>`,
              optional: true,
            },
          ],
          bodyEnd: `<script type="application/json" id="fm-personal">{"user":"${user}"}</script>`,
        }
      },
    },
  })
  const personalApp = express()
  personalApp.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
    next()
  })
  personalApp.use(personalCache)
  personalApp.get(['/browse', '/product'], (req, res) => {
    personalRenders++
    seenCookies.push(req.headers.cookie)
    const nonce = res.locals.cspNonce as string
    if (req.query.go) return res.redirect('/browse')
    const user = /session=(\w+)/.exec(req.headers.cookie ?? '')?.[1]
    const menu = req.query.nomenu
      ? ''
      : user
        ? `<a href="/profile">${user}</a>`
        : '<a href="/auth">Sign in</a>'
    const save = req.query.q ? (user ? `<form>save for ${user}</form>` : '<a href="/auth?save">Save</a>') : ''
    res.type('html')
    res.write(`<html><head><script nonce="${nonce}"></script></head><body><nav>${menu}</nav>`)
    res.end(`${save}<p>render ${personalRenders}</p><script nonce="${nonce}"></script></body></html>`)
  })

  let personalServer: ReturnType<typeof personalApp.listen>
  let personalOrigin = ''
  beforeAll(async () => {
    ;({ server: personalServer, origin: personalOrigin } = await listen(personalApp))
  })
  afterAll(() => {
    personalServer.close()
  })
  beforeEach(() => {
    personalCache.clear()
    personalRenders = 0
    seenCookies.length = 0
  })

  async function fetchPage(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${personalOrigin}${path}`, { headers, redirect: 'manual' })
    const body = await response.text()
    const nonces = [...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])
    return { response, body, nonces, cacheControl: response.headers.get('cache-control') }
  }

  it('renders the page once, as for a visitor, and answers each signed-in visitor with their own parts', async () => {
    const alice = await fetchPage('/browse?q=driver', { cookie: 'lang=en; session=alice' })
    // The app rendered it without the session cookie: the page any visitor gets.
    expect(seenCookies).toEqual(['lang=en'])
    expect(alice.body).toContain(
      '<nav><a href="/profile">alice</a></nav><form>save for alice</form><p>render 1</p>',
    )
    expect(alice.body).toContain(
      '<script type="application/json" id="fm-personal">{"user":"alice"}</script></body>',
    )
    expect(alice.body).not.toContain('Sign in')
    expect(alice.cacheControl).toBe('private, no-store')

    const bob = await fetchPage('/browse?q=driver', { cookie: 'session=bob' })
    const visitor = await fetchPage('/browse?q=driver')
    const bobPlain = await fetchPage('/browse?q=driver', {
      cookie: 'session=bob',
      'accept-encoding': 'identity',
    })
    expect(personalRenders).toBe(1)
    expect(bob.response.headers.get('content-encoding')).toBe('gzip')
    expect(bobPlain.response.headers.get('content-encoding')).toBeNull()
    for (const page of [bob, bobPlain]) {
      expect(page.body).toContain(
        '<nav><a href="/profile">bob</a></nav><form>save for bob</form><p>render 1</p>',
      )
      expect(page.body).not.toContain('alice')
      expect(page.cacheControl).toBe('private, no-store')
    }
    // The visitor gets the page as rendered: no one's parts, and no private header.
    expect(visitor.body).toContain('<nav><a href="/auth">Sign in</a></nav><a href="/auth?save">Save</a>')
    expect(visitor.body).not.toMatch(/alice|bob|fm-personal/)
    expect(visitor.cacheControl).toBeNull()
    // Every response has its own nonce, in every place.
    for (const page of [alice, bob, visitor, bobPlain]) {
      expect(page.nonces).toHaveLength(2)
      expect(page.nonces[0]).toBe(page.nonces[1])
    }
    expect(new Set([alice, bob, visitor, bobPlain].map((page) => page.nonces[0])).size).toBe(4)
  })

  it('puts the parts into a page a visitor had rendered, and leaves out an optional part the page lacks', async () => {
    await fetchPage('/browse')
    const carol = await fetchPage('/browse', { cookie: 'session=carol' })
    expect(personalRenders).toBe(1)
    expect(carol.body).toContain('<nav><a href="/profile">carol</a></nav><p>render 1</p>')
    expect(carol.body).not.toContain('save for')
  })

  it('renders as usual when the visitor is not someone it can answer, or the page lacks their parts', async () => {
    // personalize says no (a session due for its refresh): the app sees the cookie.
    const expired = await fetchPage('/browse', { cookie: 'session=expired' })
    expect(seenCookies).toEqual(['session=expired'])
    expect(expired.body).toContain('render 1')
    // Another cookie besides the session (a flash message): rendered as usual.
    await fetchPage('/browse', { cookie: 'session=dave; toast=x' })
    expect(seenCookies[1]).toBe('session=dave; toast=x')
    // A path not listed for signed-in visitors (the product page): rendered with the session.
    await fetchPage('/product', { cookie: 'session=dave' })
    expect(seenCookies[2]).toBe('session=dave')
    // A page without the menu: once found out, signed-in visitors get it rendered as usual.
    await fetchPage('/browse?nomenu=1')
    const erin = await fetchPage('/browse?nomenu=1', { cookie: 'session=erin' })
    expect(seenCookies.at(-1)).toBe('session=erin')
    expect(erin.body).toContain('render 5')
  })

  it('passes a redirect through for a signed-in visitor', async () => {
    const redirect = await fetchPage('/browse?go=1', { cookie: 'session=frank' })
    expect(redirect.response.status).toBe(302)
    expect(redirect.response.headers.get('location')).toBe('/browse')
    expect(seenCookies).toEqual([undefined])
  })
})
