/**
 * Issue #10 "Hardening": the request guard's rules, admission control, the process plan, personal
 * pages, bounded image work and the payments configuration, each on its own.
 */
import { EventEmitter } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { canBeVisit } from '~/catalog/product-visits'
import { admissionControl } from '~/platform/admission.server'
import { concurrencyLimit } from '~/platform/concurrency'
import { parseEnv } from '~/platform/env.server'
import { isPersonalResponse } from '~/platform/personal-pages'
import {
  formBodyProblem,
  headerProblem,
  percentDecodedText,
  requestGuard,
  urlProblem,
} from '~/platform/request-guard.server'
import { processPlan } from '../../server/cluster'

describe('the request guard', () => {
  it('refuses NUL bytes, control characters and broken UTF-8 in the path and the query', () => {
    for (const url of [
      '/product/%00',
      '/browse?q=%00',
      '/browse?q=abc%00def',
      '/browse?q=%FF',
      '/browse?q=%C0%AF',
      '/browse?q=%E0%A4%A',
      '/%0d%0aSet-Cookie:x',
      '/news/%ED%A0%80',
      `/browse?q=${Buffer.from([0xff]).toString('latin1')}`,
    ]) {
      expect(urlProblem(url)?.status, url).toBe(400)
    }
    for (const url of [
      '/browse?q=driver',
      '/browse?q=caf%C3%A9&page=2',
      '/browse?q=100%',
      '/news/x',
      '/browse?q=a+b',
      '/browse?q=%E2%9B%B3',
    ]) {
      expect(urlProblem(url), url).toBeNull()
    }
  })

  it('refuses bad headers the app reads, and a host that is not one', () => {
    expect(headerProblem({ cookie: 'lang=%00' })?.status).toBe(400)
    expect(headerProblem({ cookie: 'toast=%FF' })?.status).toBe(400)
    expect(headerProblem({ 'user-agent': Buffer.from([0xc3, 0x28]).toString('latin1') })?.status).toBe(400)
    expect(headerProblem({ host: 'evil example' })?.status).toBe(400)
    expect(
      headerProblem({ host: 'localhost:3000', cookie: 'lang=es; a=b%20c', 'user-agent': 'Mozilla/5.0' }),
    ).toBeNull()
    expect(headerProblem({ host: '[::1]:3000' })).toBeNull()
  })

  it('reads percent-encoding like browsers: malformed escapes stay as they are', () => {
    expect(percentDecodedText(Buffer.from('a%zz%2'))).toBe('a%zz%2')
    expect(percentDecodedText(Buffer.from('a+b'), { plusIsSpace: true })).toBe('a b')
  })

  it('refuses form fields with NUL or broken UTF-8, and broken multipart bodies', async () => {
    const urlencoded = 'application/x-www-form-urlencoded'
    expect(await formBodyProblem(Buffer.from('q=%00'), urlencoded)).toMatchObject({ status: 400 })
    expect(await formBodyProblem(Buffer.from('q=%FF'), urlencoded)).toMatchObject({ status: 400 })
    expect(await formBodyProblem(Buffer.from('a=b&description=line%0D%0Aline'), urlencoded)).toBeNull()
    const boundary = 'x-boundary'
    const multipart = `multipart/form-data; boundary=${boundary}`
    const part = (value: string) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="q"\r\n\r\n${value}\r\n--${boundary}--\r\n`,
      )
    expect(await formBodyProblem(part('driver'), multipart)).toBeNull()
    expect(await formBodyProblem(part('a\u0000b'), multipart)).toMatchObject({ status: 400 })
    expect(await formBodyProblem(Buffer.from('garbage'), multipart)).toMatchObject({
      status: 400,
      message: 'request.malformedBody',
    })
    expect(await formBodyProblem(Buffer.from('x'), 'multipart/form-data')).toMatchObject({ status: 400 })
  })

  it('answers 415 for a body that is not a form, 413 past the cap without reading it all, in the reader’s language', async () => {
    const app = express()
    app.use(requestGuard({ maxFormBytes: 1024, ownBodyPaths: [/^\/own$/] }))
    app.post('*path', (_req, res) => {
      res.json({ body: String((res.locals.checkedRequestBody?.body ?? '').toString()) })
    })
    const server = app.listen(0)
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const post = (path: string, body: string | undefined, type?: string, cookie?: string) =>
        fetch(base + path, {
          method: 'POST',
          body,
          headers: { ...(type ? { 'content-type': type } : {}), ...(cookie ? { cookie } : {}) },
        })
      const json = await post('/auth', '{"email":"a"}', 'application/json')
      expect(json.status).toBe(415)
      expect(await json.text()).toBe('This address only accepts forms sent from the pages of this site.')
      const spanish = await post('/auth', 'x', 'text/plain', 'lang=es')
      expect(await spanish.text()).toBe(
        'Esta dirección solo acepta formularios enviados desde las páginas de este sitio.',
      )
      expect((await post('/auth', 'a'.repeat(2048), 'application/x-www-form-urlencoded')).status).toBe(413)
      expect((await post('/auth', 'email=a%40b.c', 'application/x-www-form-urlencoded')).status).toBe(200)
      // No body at all reads as an empty form; the route's own body is left alone.
      expect(await (await post('/cart', undefined)).json()).toEqual({ body: '' })
      expect((await post('/own', '{}', 'application/json')).status).toBe(200)

      // A chunked body with no declared length is cut off at the cap too.
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(`${base}/auth`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
        })
        request.on('response', (response) => resolve(response.statusCode ?? 0))
        request.on('error', reject)
        const chunk = 'a'.repeat(512)
        let sent = 0
        const pump = () => {
          while (sent < 64 && request.write(chunk)) sent++
          if (sent < 64) request.once('drain', pump)
          else request.end()
        }
        pump()
      }).catch(() => 413)
      expect(status).toBe(413)
    } finally {
      server.close()
    }
  })
})

describe('admission control', () => {
  it('answers 503 with Retry-After at once past the requests in flight, and admits again after', async () => {
    const app = express()
    const admission = admissionControl({ maxInFlight: 3, minInFlight: 3, retryAfterSeconds: 2 })
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    app.use(admission)
    app.get('/slow', async (_req, res) => {
      await gate
      res.send('done')
    })
    const server = app.listen(0)
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const slow = Array.from({ length: 3 }, () => fetch(`${base}/slow`))
      await expect.poll(() => admission.inFlight()).toBe(3)
      const started = Date.now()
      const refused = await fetch(`${base}/slow`, { headers: { cookie: 'lang=es' } })
      expect(Date.now() - started).toBeLessThan(1000)
      expect(refused.status).toBe(503)
      expect(refused.headers.get('retry-after')).toBe('2')
      expect(await refused.text()).toBe(
        'El mercado está muy ocupado en este momento. Inténtalo de nuevo en unos segundos.',
      )
      release()
      expect((await Promise.all(slow)).map((r) => r.status)).toEqual([200, 200, 200])
      await expect.poll(() => admission.inFlight()).toBe(0)
      expect((await fetch(`${base}/slow`)).status).toBe(200)
    } finally {
      server.close()
    }
  })
})

describe('adaptive admission', () => {
  it('lowers the limit while answers take longer than the target, and raises it again when they are quick', () => {
    let clock = 0
    const admission = admissionControl({
      maxInFlight: 20,
      minInFlight: 4,
      targetLatencyMs: 1000,
      retryAfterSeconds: 1,
      now: () => clock,
    })
    const statuses: number[] = []
    function call() {
      const res = Object.assign(new EventEmitter(), {
        statusCode: 200,
        status(code: number) {
          res.statusCode = code
          return res
        },
        setHeader() {},
        end() {},
      })
      admission({ headers: {} } as never, res as never, () => {})
      statuses.push(res.statusCode)
      return { finish: () => res.emit('finish'), refused: res.statusCode === 503 }
    }
    // It starts at 16 (a cold process takes no big burst at once); 20 slow requests, 2 s each.
    let open = Array.from({ length: 20 }, call).filter((request) => !request.refused)
    expect(admission.limit()).toBe(16)
    expect(open).toHaveLength(16)
    expect(call().refused).toBe(true)
    for (let round = 0; round < 6; round++) {
      clock += 2000
      for (const request of open) request.finish()
      open = Array.from({ length: 20 }, call).filter((request) => !request.refused)
    }
    expect(admission.limit()).toBeLessThan(10)
    expect(admission.limit()).toBeGreaterThanOrEqual(4)
    // Quick answers under pressure: the limit climbs back.
    const low = admission.limit()
    for (let round = 0; round < 6; round++) {
      clock += 300
      for (const request of open) request.finish()
      open = Array.from({ length: 20 }, call).filter((request) => !request.refused)
    }
    expect(admission.limit()).toBeGreaterThan(low)
  })
})

describe('processes', () => {
  it('forks one worker per core on PostgreSQL in production, WEB_CONCURRENCY when set, one process otherwise', () => {
    const postgres = 'postgres://db/marketplace'
    expect(processPlan({ NODE_ENV: 'production', DATABASE_URL: postgres }, 4)).toEqual({
      workers: 4,
      singleProcessReason: null,
    })
    expect(
      processPlan({ NODE_ENV: 'production', DATABASE_URL: postgres, WEB_CONCURRENCY: 2 }, 8).workers,
    ).toBe(2)
    const embedded = processPlan({ NODE_ENV: 'production' }, 4)
    expect(embedded.workers).toBe(1)
    expect(embedded.singleProcessReason).toMatch(/embedded database/)
    expect(processPlan({ NODE_ENV: 'development', DATABASE_URL: postgres }, 4).workers).toBe(1)
  })

  it('runs image work one at a time, in order', async () => {
    const limit = concurrencyLimit(1)
    let running = 0
    let most = 0
    const order: number[] = []
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        limit.run(async () => {
          running++
          most = Math.max(most, running)
          await new Promise((resolve) => setTimeout(resolve, 5))
          order.push(n)
          running--
        }),
      ),
    )
    expect(most).toBe(1)
    expect(order).toEqual([1, 2, 3, 4, 5])
  })
})

describe('payments configuration', () => {
  const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) }

  it('stops a production start without Stripe keys, naming the variables', () => {
    expect(() => parseEnv(production)).toThrow(
      /STRIPE_SECRET_KEY: must be set in production, with STRIPE_WEBHOOK_SECRET/,
    )
    expect(() => parseEnv(production)).toThrow(/ALLOW_TEST_PAYMENTS=true/)
  })

  it('runs the test provider in production only when chosen, and Stripe when configured', () => {
    expect(parseEnv({ ...production, ALLOW_TEST_PAYMENTS: 'true' }).ALLOW_TEST_PAYMENTS).toBe(true)
    expect(() =>
      parseEnv({ ...production, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).not.toThrow()
    expect(() => parseEnv({ NODE_ENV: 'development' })).not.toThrow()
  })

  it('reads WEB_CONCURRENCY and MAX_REQUESTS_IN_FLIGHT', () => {
    const env = parseEnv({ WEB_CONCURRENCY: '3', MAX_REQUESTS_IN_FLIGHT: '20' })
    expect(env).toMatchObject({ WEB_CONCURRENCY: 3, MAX_REQUESTS_IN_FLIGHT: 20 })
    expect(parseEnv({ WEB_CONCURRENCY: '' }).WEB_CONCURRENCY).toBeUndefined()
    expect(() => parseEnv({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/)
  })
})

describe('personal pages and visits', () => {
  it('marks pages about one person, and everything for a signed-in visitor, as private', () => {
    for (const path of [
      '/profile',
      '/profile/fit',
      '/wanted',
      '/cart',
      '/checkout',
      '/checkout/success',
      '/buyer/dashboard',
      '/seller/dashboard.data',
      '/profile.data',
      '/es/cart',
      '/payments/test/test_cs_x',
    ]) {
      expect(isPersonalResponse(path, null), path).toBe(true)
    }
    expect(isPersonalResponse('/browse', null)).toBe(false)
    expect(isPersonalResponse('/product/x', 'lang=es')).toBe(false)
    expect(isPersonalResponse('/browse', 'fairway.session_token=abc')).toBe(true)
    expect(isPersonalResponse('/_root.data', 'a=1; __Secure-fairway.session_token=abc')).toBe(true)
  })

  it('a prefetch or a HEAD request is not a visit', () => {
    const request = (method: string, headers: Record<string, string> = {}) => ({
      method,
      headers: new Headers(headers),
    })
    expect(canBeVisit(request('GET'))).toBe(true)
    expect(canBeVisit(request('HEAD'))).toBe(false)
    expect(canBeVisit(request('GET', { 'sec-purpose': 'prefetch' }))).toBe(false)
    expect(canBeVisit(request('GET', { purpose: 'prefetch' }))).toBe(false)
  })
})
