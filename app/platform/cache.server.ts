/**
 * A small in-process cache of values that may be a few seconds stale: each value is kept for
 * `ttlMs`, loaded again on the first read after that, and the least recently used entries are
 * dropped beyond `maxEntries`. Readers that arrive while a value loads share that load, so a burst
 * of identical requests costs one query. Every process keeps its own copy, so two processes may
 * disagree for at most `ttlMs`; nothing here is needed for correctness.
 */
import { readsFromReplica } from './db.server'

/**
 * With a read replica (DATABASE_READ_URL), values read from it are kept apart from those read from
 * the primary: a member, who reads the primary, never gets a value the replica had not caught up on.
 */
function sourceKey(key: string) {
  return readsFromReplica() ? `replica\u0000${key}` : key
}

export function createCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now
  const entries = new Map<string, { loadedAt: number; value: Promise<V> }>()
  return {
    get(givenKey: string, load: () => Promise<V>): Promise<V> {
      const key = sourceKey(givenKey)
      const time = now()
      const cached = entries.get(key)
      entries.delete(key)
      if (cached && time - cached.loadedAt < options.ttlMs) {
        entries.set(key, cached)
        return cached.value
      }
      const entry = { loadedAt: time, value: load() }
      entries.set(key, entry)
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!)
      // A failed load is not kept: the next reader tries again.
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      return entry.value
    },
    /** Forgets everything, so the next reads load fresh values (after a write that changes them). */
    clear() {
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}
