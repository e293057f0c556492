/**
 * What the loaders of one HTTP request share. React Router hands each loader its own copy of the
 * Request (it strips `?index` and `_routes` from the address), so a cache keyed by the Request
 * object is one per loader: the root loader and the page's own loader each read the viewer, and a
 * member's page made that query twice (decision 0067). The request handler
 * (request-handler.server.ts) runs every request in a scope of its own; `oncePerRequest` answers
 * the first value computed under a key in that scope. Outside a scope (tests calling a loader)
 * it computes every time.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const scope = new AsyncLocalStorage<Map<string, unknown>>()

/** Runs `work` (one HTTP request) in a scope of its own. */
export function withRequestScope<T>(work: () => T): T {
  return scope.run(new Map(), work)
}

/**
 * The value of `key` in this request, computed once. Only for reads that cannot change within the
 * request: a value computed before a write of the same request would be stale after it.
 */
export function oncePerRequest<T>(key: string, compute: () => T): T {
  const values = scope.getStore()
  if (!values) return compute()
  if (values.has(key)) return values.get(key) as T
  const value = compute()
  values.set(key, value)
  return value
}
