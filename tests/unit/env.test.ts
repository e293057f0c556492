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

  it('several instances need PostgreSQL and S3 photos; a read replica needs its primary (decision 0065)', () => {
    const pg = 'postgres://app@db:5432/fairway'
    expect(() => parseEnv({ DATABASE_URL: pg, APP_INSTANCES: '2' })).toThrow(
      /S3_BUCKET: must be set when APP_INSTANCES is 2: photos uploaded to one machine's DATA_DIR\/media would be missing/,
    )
    expect(() =>
      parseEnv({ APP_INSTANCES: '3', S3_BUCKET: 'b', S3_PUBLIC_URL: 'https://cdn.example' }),
    ).toThrow(/APP_INSTANCES: more than one instance needs DATABASE_URL/)
    const several = parseEnv({
      DATABASE_URL: pg,
      APP_INSTANCES: '2',
      S3_BUCKET: 'photos',
      S3_PUBLIC_URL: 'https://cdn.example',
      DATABASE_READ_URL: 'postgres://app@replica:5432/fairway',
    })
    expect(several.APP_INSTANCES).toBe(2)
    expect(several.DATABASE_READ_URL).toBe('postgres://app@replica:5432/fairway')
    expect(parseEnv({}).APP_INSTANCES).toBe(1)
    expect(() => parseEnv({ DATABASE_READ_URL: 'postgres://app@replica:5432/fairway' })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    )
    expect(() => parseEnv({ DATABASE_URL: pg, DATABASE_READ_URL: 'mysql://x' })).toThrow(
      /DATABASE_READ_URL: must start with postgres/,
    )
  })

  it('reads flags and URLs', () => {
    const env = parseEnv({ SEED_DEMO: 'false', PUBLIC_URL: 'https://golf.example/', PORT: '8080' })
    expect(env.SEED_DEMO).toBe(false)
    expect(env.publicUrl).toBe('https://golf.example')
  })
})
