import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { type RunningServer, residentMiB, startServer, waitUntilHealthy } from '../support/e2e-server-process'

/**
 * Issue #10 against the production build, on a server of its own (so its rate limits and load
 * never reach the shared e2e server): 1,000 fuzzed requests across every form and endpoint answer
 * no 5xx and leave the server up with no error logged; huge bodies are refused without the memory
 * growing; personal pages are private.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 60
const base = `http://localhost:${port}`
const FUZZ_REQUESTS = 1000

let server: RunningServer
let dataDir: string
let cookie = ''
let productId = ''

test.describe.configure({ mode: 'serial', timeout: 240_000 })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hardening-'))
  server = startServer(dataDir, port, { LOG_LEVEL: 'warn' })
  await waitUntilHealthy(port)
  cookie = await signedInCookie()
  productId = /\/product\/([0-9a-f-]{36})/.exec(await (await fetch(`${base}/browse`)).text())?.[1] ?? ''
  expect(productId).not.toBe('')
})

/** A new account's session (the fuzzing signs out whichever session it is given). */
async function signedInCookie() {
  const signUp = await fetch(`${base}/signup`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      intent: 'email',
      name: 'Fuzz Tester',
      email: `fuzz-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`,
      password: 'fuzzing-is-a-long-passphrase-42',
      confirmPassword: 'fuzzing-is-a-long-passphrase-42',
    }),
  })
  expect(signUp.status).toBe(302)
  const session = signUp.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .filter((pair) => pair?.startsWith('fairway.'))
    .join('; ')
  expect(session).toContain('fairway.session_token=')
  return session
}

test.afterAll(async () => {
  server?.process.kill('SIGTERM')
  await server?.exited
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff
    return state / 0x7fffffff
  }
}

test('1,000 fuzzed requests across every form and endpoint: no 5xx, the server stays up, nothing logged as an error', async () => {
  const next = random(10)
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T
  const uuid = '00000000-0000-4000-8000-000000000000'
  const paths = [
    '/',
    '/home',
    '/onboarding',
    '/browse',
    '/cart',
    '/category/clubs',
    `/product/${productId}`,
    `/product/${uuid}`,
    '/news',
    '/faq',
    '/auth',
    '/signup',
    '/forgot-password',
    '/reset-password',
    '/complete-profile',
    '/profile',
    '/seller/dashboard',
    '/buyer/dashboard',
    '/seller/registration',
    '/seller/account-creation',
    '/list-product',
    '/product-listing',
    `/seller/${uuid}`,
    '/checkout',
    '/checkout/success',
    '/checkout/cancel',
    '/payments/test/test_cs_nothing',
    '/resources/locale',
    '/resources/product-photos',
    `/orders/${uuid}`,
    '/auth/sign-out',
    '/auth/email-verified',
    '/api/auth/callback/google',
    '/api/payments/webhooks/test',
    '/api/payments/webhooks/stripe',
    '/media/products/none.webp',
    '/no-such-page',
  ]
  const nasty = [
    '\u0000',
    '%00',
    'a\u0000b',
    '\uFFFD',
    '😀⛳',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    'x'.repeat(5000),
    '-1',
    '1e309',
    'NaN',
    '../../etc/passwd',
    '//evil.example',
    '%2F.%2F%2Fevil.example',
    '{"a":1}',
    '',
  ]
  const fields = [
    'intent',
    'email',
    'password',
    'confirmPassword',
    'name',
    'surname',
    'locale',
    'redirectTo',
    'returnTo',
    'productId',
    'quantity',
    'fullName',
    'address',
    'city',
    'postalCode',
    'country',
    'listing',
    'step',
    'price',
    'token',
    'key',
    'trackingNumber',
    'areaCode',
    'phoneNumber',
    'userType',
  ]
  const intents = [
    'email',
    'social',
    'add',
    'remove',
    'update',
    'pay',
    'cancel',
    'ship',
    'deliver',
    'publish',
    'save-draft',
    'discard',
    'price',
    'delete',
    'sold',
  ]

  function formBody() {
    const form = new URLSearchParams()
    form.set('intent', pick(intents))
    for (let i = 0; i < 1 + Math.floor(next() * 5); i++) form.append(pick(fields), pick(nasty))
    return form.toString()
  }

  function request(): {
    method: string
    url: string
    headers: Record<string, string>
    body?: string | Buffer
  } {
    const kind = Math.floor(next() * 12)
    const target = pick(paths)
    const headers: Record<string, string> = { origin: base }
    if (next() < 0.5) headers.cookie = cookie
    switch (kind) {
      case 0:
        return {
          method: 'POST',
          url: target,
          headers: { ...headers, 'content-type': 'application/json' },
          body: '{"email":"a@b.c","password":"x"}',
        }
      case 1:
        return {
          method: 'POST',
          url: target,
          headers: { ...headers, 'content-type': 'text/plain' },
          body: 'hello',
        }
      case 2:
        return { method: 'POST', url: target, headers }
      case 3:
        return {
          method: 'POST',
          url: target,
          headers: { ...headers, 'content-type': 'multipart/form-data; boundary=zzz' },
          body: '--zzz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nemail\r\n--zz',
        }
      case 4:
        return {
          method: 'POST',
          url: target,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: formBody(),
        }
      case 5:
        return {
          method: 'POST',
          url: target,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: Buffer.concat([
            Buffer.from('intent=email&email='),
            Buffer.from([0xff, 0xfe, 0x00]),
            Buffer.from('&password=%C0%AF'),
          ]),
        }
      case 6:
        return {
          method: 'GET',
          url: `/browse?q=${encodeURIComponent(pick(nasty))}&page=${pick(['1', '-5', 'x', '99999999999', '%00'])}&sort=${pick(['price_asc', 'x', '%FF'])}`,
          headers,
        }
      case 7:
        return {
          method: 'GET',
          url: `${target}${pick(['%00', '/%FF', '/..%2F..%2F', '.data', '.data?_routes=%00', '?redirectTo=%2F.%2F%2Fevil.example'])}`,
          headers,
        }
      case 8:
        return {
          method: 'POST',
          url: target,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: `intent=email&email=${'a'.repeat(70_000)}`,
        }
      case 9:
        return {
          method: pick(['PUT', 'DELETE', 'PATCH']),
          url: target,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: formBody(),
        }
      case 10:
        return {
          method: 'GET',
          url: target,
          headers: {
            ...headers,
            cookie: pick([
              'lang=%FF',
              'lang=%00',
              'toast=garbage',
              'fairway.session_token=%00',
              'fm_viewed=%E0%A4',
            ]),
          },
        }
      default: {
        const boundary = 'fuzz'
        const value = pick(nasty)
        return {
          method: 'POST',
          url: `${target}.data`,
          headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
          body: `--${boundary}\r\nContent-Disposition: form-data; name="${pick(fields)}"\r\n\r\n${value}\r\n--${boundary}--\r\n`,
        }
      }
    }
  }

  /** A raw HTTP request, so that bytes the fetch API would refuse reach the server as they are. */
  function send(spec: ReturnType<typeof request>) {
    return new Promise<number>((resolve, reject) => {
      const body = spec.body === undefined ? undefined : Buffer.from(spec.body)
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: spec.method,
        path: spec.url,
        headers: { ...spec.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        insecureHTTPParser: true,
      })
      req.on('response', (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      req.on('error', reject)
      req.end(body)
    })
  }

  const statuses = new Map<number, number>()
  const failures: string[] = []
  const queue = Array.from({ length: FUZZ_REQUESTS }, () => request())
  let sent = 0
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (queue.length) {
        const spec = queue.shift()
        if (!spec) break
        let status: number
        try {
          status = await send(spec)
        } catch (error) {
          // A connection the server closed after a 413 is an answer too; anything else is not.
          status = /ECONNRESET|socket hang up/.test(String(error)) ? 413 : 0
        }
        sent++
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        if (status >= 500 || status === 0) failures.push(`${status} ${spec.method} ${spec.url.slice(0, 80)}`)
      }
    }),
  )
  expect(sent).toBe(FUZZ_REQUESTS)
  expect(failures).toEqual([])
  // Every kind of refusal happened: wrong types, broken bodies, bad characters, too large.
  for (const status of [400, 413, 415])
    expect(statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0)
  expect((await fetch(`${base}/healthz`)).status).toBe(200)
  // Client mistakes are not server errors: nothing at error level, no stack trace.
  expect(server.output()).not.toMatch(/"level":"error"|\n\s+at .+\(.+:\d+:\d+\)/)
})

test('four parallel 250 MB posts are refused without reading them, and the memory stays where it was', async () => {
  cookie = await signedInCookie()
  const pid = server.process.pid as number
  const before = residentMiB(pid)
  const chunk = Buffer.alloc(1024 * 1024, 'a')
  const post = (target: string, declareLength: boolean) =>
    new Promise<number>((resolve) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: target,
        headers: {
          origin: base,
          cookie,
          'content-type': target.includes('photos')
            ? 'multipart/form-data; boundary=x'
            : 'application/x-www-form-urlencoded',
          ...(declareLength
            ? { 'content-length': String(250 * 1024 * 1024) }
            : { 'transfer-encoding': 'chunked' }),
        },
      })
      let written = 0
      req.on('response', (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
        req.destroy()
      })
      req.on('error', () => resolve(413))
      const pump = () => {
        while (written < 250 && req.write(chunk)) written++
        if (written < 250) req.once('drain', pump)
        else req.end()
      }
      pump()
    })
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMiB(pid))
  }, 50)
  const statuses = await Promise.all([
    post('/resources/locale', true),
    post('/resources/locale', false),
    post('/auth', false),
    post('/resources/product-photos', false),
  ])
  clearInterval(sampler)
  expect(statuses).toEqual([413, 413, 413, 413])
  expect(peak - before).toBeLessThan(120)
  expect((await fetch(`${base}/healthz`)).status).toBe(200)
})

test('personal pages and their data are private, no-store; public pages are not', async () => {
  cookie = await signedInCookie()
  for (const target of [
    '/profile',
    '/cart',
    '/checkout',
    '/buyer/dashboard',
    '/seller/dashboard',
    '/profile.data',
    '/browse',
  ]) {
    const response = await fetch(`${base}${target}`, { headers: { cookie }, redirect: 'manual' })
    expect(response.headers.get('cache-control'), target).toBe('private, no-store')
  }
  const visitor = await fetch(`${base}/browse`)
  expect(visitor.headers.get('cache-control') ?? '').not.toContain('private')
})
