import { describe, expect, it } from 'vitest'
import { consumeRateLimit, peekRateLimit, RATE_LIMITS } from '~/accounts/rate-limit.server'
import { useTestDatabase } from '../support/db'

describe('rate limits in the database', () => {
  useTestDatabase()
  const now = Date.parse('2026-11-01T10:00:00Z')

  it('allow up to the maximum in a window, then refuse with the time to wait, then start again', async () => {
    const { max, window } = RATE_LIMITS.resetRequestPerEmail
    for (let i = 0; i < max; i++) {
      expect(
        (await consumeRateLimit('resetRequestPerEmail', 'ana@example.test', { now: now + i })).allowed,
      ).toBe(true)
    }
    const refused = await consumeRateLimit('resetRequestPerEmail', 'ANA@example.test ', { now: now + 60_000 })
    expect(refused).toEqual({ allowed: false, count: 4, retryAfter: window - 60 })
    // Another subject has its own counter.
    expect((await consumeRateLimit('resetRequestPerEmail', 'bob@example.test', { now })).allowed).toBe(true)
    const later = await consumeRateLimit('resetRequestPerEmail', 'ana@example.test', {
      now: now + window * 1000 + 1,
    })
    expect(later.allowed).toBe(true)
  })

  it('count atomically: of many simultaneous requests exactly the maximum pass', async () => {
    const { max } = RATE_LIMITS.signUpPerIp
    const decisions = await Promise.all(
      Array.from({ length: max + 10 }, () => consumeRateLimit('signUpPerIp', '198.51.100.7', { now })),
    )
    expect(decisions.filter((d) => d.allowed)).toHaveLength(max)
  })

  it('can look without counting', async () => {
    const { max } = RATE_LIMITS.signInFailuresPerAccount
    for (let i = 0; i < max - 1; i++)
      await consumeRateLimit('signInFailuresPerAccount', 'ana@example.test', { now })
    expect((await peekRateLimit('signInFailuresPerAccount', 'ana@example.test', { now })).allowed).toBe(true)
    expect((await peekRateLimit('signInFailuresPerAccount', 'ana@example.test', { now })).allowed).toBe(true)
    await consumeRateLimit('signInFailuresPerAccount', 'ana@example.test', { now })
    expect((await peekRateLimit('signInFailuresPerAccount', 'ana@example.test', { now })).allowed).toBe(false)
  })
})
