import { describe, expect, it } from 'vitest'
import { createCache } from '~/platform/cache.server'

function clock(start = 0) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('createCache', () => {
  it('reuses a value until it is ttl old, then loads it again', async () => {
    const time = clock()
    const cache = createCache<number>({ ttlMs: 5_000, maxEntries: 10, now: time.now })
    let loads = 0
    const load = async () => ++loads
    expect(await cache.get('a', load)).toBe(1)
    time.advance(4_999)
    expect(await cache.get('a', load)).toBe(1)
    time.advance(1)
    expect(await cache.get('a', load)).toBe(2)
  })

  it('shares one load between readers that arrive while it runs', async () => {
    const cache = createCache<string>({ ttlMs: 1_000, maxEntries: 10 })
    let loads = 0
    let finish: (value: string) => void = () => {}
    const load = () => {
      loads++
      return new Promise<string>((resolve) => {
        finish = resolve
      })
    }
    const first = cache.get('k', load)
    const second = cache.get('k', load)
    finish('value')
    expect(await Promise.all([first, second])).toEqual(['value', 'value'])
    expect(loads).toBe(1)
  })

  it('does not keep a failed load', async () => {
    const cache = createCache<string>({ ttlMs: 60_000, maxEntries: 10 })
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('k', async () => 'up')).toBe('up')
  })

  it('drops the least recently used entry beyond the maximum', async () => {
    const cache = createCache<string>({ ttlMs: 60_000, maxEntries: 2 })
    await cache.get('a', async () => 'a1')
    await cache.get('b', async () => 'b1')
    await cache.get('a', async () => 'a2') // a is now the most recently used
    await cache.get('c', async () => 'c1') // evicts b
    expect(cache.size).toBe(2)
    expect(await cache.get('a', async () => 'a3')).toBe('a1')
    expect(await cache.get('b', async () => 'b2')).toBe('b2')
  })

  it('forgets everything on clear', async () => {
    const cache = createCache<string>({ ttlMs: 60_000, maxEntries: 10 })
    await cache.get('a', async () => 'old')
    cache.clear()
    expect(await cache.get('a', async () => 'new')).toBe('new')
  })
})
