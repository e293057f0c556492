import { describe, expect, it } from 'vitest'
import { isSameSiteRequest } from '~/platform/origin-check'

const base = { path: '/auth', publicUrl: 'https://fairway.market', host: 'fairway.market', protocol: 'https' }

describe('origin check', () => {
  it('lets reads through whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(isSameSiteRequest({ ...base, method, origin: 'https://evil.example' })).toBe(true)
    }
  })

  it('accepts a state change from this site (PUBLIC_URL or the request’s own host)', () => {
    expect(isSameSiteRequest({ ...base, method: 'POST', origin: 'https://fairway.market' })).toBe(true)
    expect(
      isSameSiteRequest({
        ...base,
        method: 'POST',
        origin: 'http://10.0.0.5:3000',
        host: '10.0.0.5:3000',
        protocol: 'http',
      }),
    ).toBe(true)
    // Without an Origin header, the Referer's origin counts.
    expect(
      isSameSiteRequest({ ...base, method: 'DELETE', referer: 'https://fairway.market/profile?tab=orders' }),
    ).toBe(true)
  })

  it('refuses a state change from elsewhere, or from nowhere', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) {
      expect(isSameSiteRequest({ ...base, method, origin: 'https://evil.example' }), method).toBe(false)
    }
    expect(isSameSiteRequest({ ...base, method: 'POST' })).toBe(false)
    expect(isSameSiteRequest({ ...base, method: 'POST', origin: 'null' })).toBe(false)
    expect(
      isSameSiteRequest({ ...base, method: 'POST', referer: 'https://fairway.market.evil.example/' }),
    ).toBe(false)
    expect(isSameSiteRequest({ ...base, method: 'POST', origin: 'http://fairway.market' })).toBe(false)
    expect(isSameSiteRequest({ ...base, method: 'POST', origin: 'not a url' })).toBe(false)
    // The Origin header wins over a same-site Referer.
    expect(
      isSameSiteRequest({
        ...base,
        method: 'POST',
        origin: 'https://evil.example',
        referer: 'https://fairway.market/',
      }),
    ).toBe(false)
  })

  it('exempts the signed server-to-server endpoints (payment webhooks)', () => {
    expect(isSameSiteRequest({ ...base, method: 'POST', path: '/api/payments/webhooks/stripe' })).toBe(true)
    expect(isSameSiteRequest({ ...base, method: 'POST', path: '/api/payments/other' })).toBe(false)
  })
})
