/**
 * The production server process itself (issue #17): how it starts, and how it answers in bytes.
 */
import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_SELLERS } from '../../db/demo-data'
import { useServerProcesses } from '../support/server-process'

async function occupiedPort() {
  const blocker = net.createServer()
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
  return { port: (blocker.address() as net.AddressInfo).port, close: () => blocker.close() }
}

describe('the server process', () => {
  const processes = useServerProcesses()

  it('stops with a message saying so when its port is already in use', async () => {
    const taken = await occupiedPort()
    try {
      const server = processes.start(processes.dataFolder(), undefined, {
        PORT: String(taken.port),
        HOST: '127.0.0.1',
      })
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain(`Port ${taken.port} is already in use; set PORT to another port.`)
      expect(server.output()).not.toContain('TypeError')
    } finally {
      taken.close()
    }
  }, 120_000)

  it('serves scripts from their build-time brotli and gzip copies, and compresses each page once', async () => {
    const server = processes.start(processes.dataFolder(), undefined, { SEED_DEMO: 'true' })
    const base = await server.url()
    const page = await fetch(`${base}/news`, { headers: { 'accept-encoding': 'br' } })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-encoding')).toBe('br')
    const html = await page.text()
    // The stylesheet comes first in <head>; the scripts, their preloads included, are added by a
    // small inline script once the page has painted (decisions 0040 and 0042).
    const head = html.slice(0, html.indexOf('</head>'))
    const stylesheetAt = head.search(/<link[^>]* rel="stylesheet" href="\/assets\/[\w.-]+\.css"/)
    expect(stylesheetAt).toBeGreaterThan(-1)
    expect(head).not.toContain('modulepreload')
    expect(html).not.toMatch(/<script[^>]* type="module"/)
    const loader =
      /<script nonce="[^"]+">\(function\(s\)\{[^<]*requestAnimationFrame[^<]*<\/script>/.exec(html)?.[0] ?? ''
    const preloads = [...loader.matchAll(/"(\/assets\/[\w.-]+\.js)"/g)].map((match) => match[1])
    expect(preloads.length).toBeGreaterThan(2)
    const scriptPath = preloads.find((path) => path?.startsWith('/assets/entry.client'))
    expect(scriptPath).toBeDefined()

    const plain = await fetch(`${base}${scriptPath}`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    const source = await plain.text()
    for (const encoding of ['br', 'gzip']) {
      const compressed = await fetch(`${base}${scriptPath}`, { headers: { 'accept-encoding': encoding } })
      expect(compressed.headers.get('content-encoding')).toBe(encoding)
      expect(compressed.headers.get('cache-control')).toContain('immutable')
      expect(compressed.headers.get('vary')).toContain('Accept-Encoding')
      expect(compressed.headers.get('content-type')).toMatch(/javascript/)
      expect(await compressed.text()).toBe(source)
    }
  }, 120_000)

  it('mounts no benchmark baseline unless BENCH_BASELINE_BUILD names one: /__baseline is not found', async () => {
    const server = processes.start(processes.dataFolder(), undefined, { BENCH_BASELINE_BUILD: '' })
    const base = await server.url()
    for (const path of ['/__baseline', '/__baseline/', '/__baseline/assets/entry.client.js']) {
      const response = await fetch(`${base}${path}`)
      await response.arrayBuffer()
      expect(response.status, path).toBe(404)
    }
  }, 120_000)

  it('answers a signed-in visitor of browse and news with the shared page and their own parts: the markup of a page rendered for them', async () => {
    const server = processes.start(processes.dataFolder(), undefined, { SEED_DEMO: 'true' })
    const base = await server.url()
    const seller = DEMO_SELLERS[0]!
    // Signed in through the form, as a browser without JavaScript would.
    const signIn = await fetch(`${base}/auth`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({
        intent: 'email',
        redirectTo: '/',
        email: seller.email,
        password: DEMO_PASSWORD,
      }),
    })
    expect(signIn.status).toBe(302)
    // The session's cookies (the sign-in also sets a one-time flash message, which opts out of sharing).
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0]!)
      .filter((value) => value.startsWith('fairway.'))
      .join('; ')
    expect(cookie).not.toBe('')
    // Scripts (the router's data, the messages, the viewer block) and nonces set aside: what is shown.
    const markup = (html: string) =>
      html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/ nonce="[^"]*"/g, '')

    for (const path of ['/browse', '/es/browse?q=driver', '/browse?subcategory=drivers', '/news']) {
      const visitor = await (await fetch(`${base}${path}`)).text()
      const shared = await fetch(`${base}${path}`, { headers: { cookie } })
      // Any other cookie (here a made-up one) opts out of sharing: the page rendered for them alone.
      const own = await fetch(`${base}${path}`, { headers: { cookie: `${cookie}; other=1` } })
      expect(shared.status, path).toBe(200)
      expect(shared.headers.get('cache-control'), path).toBe('private, no-store')
      const sharedHtml = await shared.text()
      const ownHtml = await own.text()
      expect(markup(sharedHtml), path).toBe(markup(ownHtml))
      expect(markup(sharedHtml), path).not.toBe(markup(visitor))
      expect(sharedHtml, path).toContain(`data-testid="nav-cart"`)
      expect(sharedHtml, path).not.toContain('href="/auth"')
      // The browser hydrates the menu with this viewer (app/entry.client.tsx); visitors get none.
      const block = /<script type="application\/json" id="fm-personal">(.*?)<\/script>/.exec(sharedHtml)
      expect(JSON.parse(block?.[1] ?? 'null')?.viewer?.email, path).toBe(seller.email)
      expect(visitor, path).not.toContain('fm-personal')
      expect(visitor, path).not.toContain(seller.email)
      // The phone's tab bar is one of the parts (issue #31): its unread counts never reach the stored page.
      expect(sharedHtml, path).toContain('data-testid="tab-bar"')
      const visitorAfter = await (await fetch(`${base}${path}`)).text()
      expect(visitorAfter, path).toContain('data-testid="tab-bar"')
      expect(visitorAfter, path).not.toMatch(/tab-(inbox|alerts)-count|unread/)
    }
  }, 120_000)
  it('keeps the hearts of shared pages empty for everyone, fills them from a private answer, and sends a Spanish browser from / to /es', async () => {
    const server = processes.start(processes.dataFolder(), undefined, { SEED_DEMO: 'true' })
    const base = await server.url()
    const seller = DEMO_SELLERS[0]!
    const signIn = await fetch(`${base}/auth`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({
        intent: 'email',
        redirectTo: '/',
        email: seller.email,
        password: DEMO_PASSWORD,
      }),
    })
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0]!)
      .filter((value) => value.startsWith('fairway.'))
      .join('; ')
    // Saves the first listing of browse that is not their own (their own is refused with a 400).
    const ids = [
      ...new Set(
        [
          ...(await (await fetch(`${base}/browse`)).text()).matchAll(/href="\/product\/([0-9a-f-]{36})"/g),
        ].map((m) => m[1]!),
      ),
    ]
    let saved: string | null = null
    for (const id of ids) {
      const save = await fetch(`${base}/favourites`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, cookie },
        body: new URLSearchParams({ intent: 'add', productId: id }),
      })
      if (save.status === 200) {
        saved = id
        break
      }
    }
    expect(saved).not.toBeNull()
    // The shared page (and the cached one behind it) holds no filled heart: the same empty one as a visitor's.
    for (const headers of [{ cookie }, {}] as Array<Record<string, string>>) {
      const html = await (await fetch(`${base}/browse`, { headers })).text()
      expect(html).toContain(`name="productId" value="${saved}"`)
      expect(html).toContain('class="card-heart"')
      expect(html).not.toMatch(/aria-pressed="true"[^>]*aria-label="Save /)
    }
    // The member's browser asks for their hearts: private, never stored; a visitor gets none.
    const mine = await fetch(`${base}/resources/favourite-ids`, { headers: { cookie } })
    expect(mine.headers.get('cache-control')).toBe('private, no-store')
    expect(((await mine.json()) as { ids: string[] }).ids).toEqual([saved])
    const nobody = await fetch(`${base}/resources/favourite-ids`)
    expect(((await nobody.json()) as { ids: string[] }).ids).toEqual([])

    // First visit with a Spanish browser: /es. A chosen language (the cookie) is never overridden.
    const spanish = { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' }
    const first = await fetch(`${base}/`, { redirect: 'manual', headers: spanish })
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe('/es')
    expect(first.headers.get('vary')).toContain('Accept-Language')
    const chosen = await fetch(`${base}/`, { redirect: 'manual', headers: { ...spanish, cookie: 'lang=en' } })
    expect(chosen.status).toBe(200)
    const english = await fetch(`${base}/`, {
      redirect: 'manual',
      headers: { 'accept-language': 'en-GB,es;q=0.5' },
    })
    expect(english.status).toBe(200)
    // A link followed from our own pages is not a first visit.
    const fromHere = await fetch(`${base}/`, {
      redirect: 'manual',
      headers: { ...spanish, referer: `${base}/browse` },
    })
    expect(fromHere.status).toBe(200)
  }, 120_000)
})
