import { afterEach, describe, expect, it } from 'vitest'
import { createCache } from '~/platform/cache.server'
import {
  type DatabaseHandle,
  readDb,
  readsFromReplica,
  setDatabase,
  setReadDatabase,
  withReplicaReads,
} from '~/platform/db.server'

/** Stand-ins: only their identity matters here. */
const handle = (name: string) => ({ db: { name }, kind: 'postgres' }) as unknown as DatabaseHandle

describe('reads that may lag (DATABASE_READ_URL, decision 0065)', () => {
  afterEach(() => {
    setReadDatabase(undefined)
    setDatabase(undefined)
  })

  it('go to the replica only inside withReplicaReads, and to the primary without a replica', async () => {
    const primary = handle('primary')
    const replica = handle('replica')
    setDatabase(primary)
    expect(withReplicaReads(() => readDb())).toBe(primary.db)
    setReadDatabase(replica)
    expect(readDb()).toBe(primary.db)
    expect(readsFromReplica()).toBe(false)
    // Also after an await, as in a loader.
    const inRequest = await withReplicaReads(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      return { db: readDb(), replica: readsFromReplica() }
    })
    expect(inRequest).toEqual({ db: replica.db, replica: true })
    expect(readDb()).toBe(primary.db)
  })

  it('keep what they cached apart from what the primary gave (a member never gets a lagging value)', async () => {
    setDatabase(handle('primary'))
    setReadDatabase(handle('replica'))
    const cache = createCache<string>({ ttlMs: 60_000, maxEntries: 10 })
    expect(await withReplicaReads(() => cache.get('page 1', async () => 'from the replica'))).toBe(
      'from the replica',
    )
    expect(await cache.get('page 1', async () => 'from the primary')).toBe('from the primary')
    expect(await withReplicaReads(() => cache.get('page 1', async () => 'again'))).toBe('from the replica')
    expect(cache.size).toBe(2)
  })
})
