import { describe, expect, it } from 'vitest'
import { instanceId, sharedCacheTopic } from '~/platform/cache-bus.server'
import { currentDatabase } from '~/platform/db.server'

describe('the cache bus without PostgreSQL (decision 0065)', () => {
  it('clears this process at once and tells nobody else (one process holds a PGlite folder)', () => {
    expect(currentDatabase()).toBeUndefined()
    let cleared = 0
    const invalidate = sharedCacheTopic('unit-test-topic', () => {
      cleared += 1
    })
    invalidate()
    invalidate()
    expect(cleared).toBe(2)
    expect(instanceId()).toMatch(/^[0-9a-f-]{36}$/)
  })
})
