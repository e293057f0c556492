import { describe, expect, it } from 'vitest'
import { parseEnv } from '~/platform/env.server'

describe('environment', () => {
  it('needs no variable at all', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.SEED_DEMO).toBe(true)
    expect(env.publicUrl).toBe('http://localhost:3000')
  })

  it('names the variable that is invalid', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/)
    expect(() => parseEnv({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/)
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_WEBHOOK_SECRET/)
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: 'abc' })).toThrow(/GOOGLE_CLIENT_SECRET/)
  })

  it('reads flags and URLs', () => {
    const env = parseEnv({ SEED_DEMO: 'false', PUBLIC_URL: 'https://golf.example/', PORT: '8080' })
    expect(env.SEED_DEMO).toBe(false)
    expect(env.publicUrl).toBe('https://golf.example')
  })
})
