import type express from 'express'
import { localeFromCookieHeader } from '~/i18n/locale-cookie'
import { LOCALE_COOKIE } from '~/i18n/locales'
import { type GzipTemplate, gzipTemplate, gzipWithValue } from './gzip-template.server'

/**
 * A short-lived in-process cache of whole pages for visitors who are not signed in, like a
 * reverse proxy's micro-cache: for `ttlMs` the same address in the same language is answered with
 * the page rendered for the first visitor, without running loaders or React again.
 *
 * Only what is safe to share is kept: GET requests to the listed paths, from visitors whose only
 * cookie is the language (no session, no flash message), answered 200 without Set-Cookie. The
 * Content-Security-Policy nonce of the stored page is replaced by this response's own nonce, so
 * every response still carries a fresh one. Each process has its own cache, so two processes may
 * show different versions of a page for at most `ttlMs`.
 */
export interface PageCacheOptions {
  /** Paths (without query) whose anonymous responses may be shared. */
  paths: RegExp[]
  /**
   * Cookies besides the language that leave the page the same for everyone, because what they
   * change was handled in front of the cache (the product pages' visit cookie).
   */
  sharedCookies?: string[]
  ttlMs: number
  /** Upper bound of the stored bodies; the least recently used pages go first. */
  maxBytes: number
  now?: () => number
}

interface Entry {
  storedAt: number
  status: number
  headers: Array<[string, string | number | string[]]>
  /** The body split at the nonce it was rendered with, and those parts compressed ahead. */
  body: GzipTemplate
  bytes: number
  /** A request is rendering this page again. */
  refreshing: boolean
}

/** Response headers that belong to one response only, or that the compression middleware sets. */
const PER_RESPONSE_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'vary',
  'etag',
  'date',
  'connection',
  'keep-alive',
])

/** Whether a request carries only cookies that do not change the page (no session, no flash). */
export function onlySharedCookies(cookieHeader: string | undefined, sharedCookies: string[] = []) {
  if (!cookieHeader) return true
  return cookieHeader.split(';').every((part) => {
    const name = part.split('=')[0]?.trim()
    return !name || name === LOCALE_COOKIE || sharedCookies.includes(name)
  })
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  // A copy: a writer may reuse its buffer once write() returns.
  return Buffer.from(chunk as Uint8Array)
}

function splitBuffer(buffer: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = []
  let start = 0
  for (let at = buffer.indexOf(separator); at !== -1; at = buffer.indexOf(separator, start)) {
    parts.push(buffer.subarray(start, at))
    start = at + separator.length
  }
  parts.push(buffer.subarray(start))
  return parts
}

function joinParts(parts: Buffer[], separator: Buffer): Buffer {
  const pieces: Buffer[] = []
  for (const [index, part] of parts.entries()) {
    if (index > 0) pieces.push(separator)
    pieces.push(part)
  }
  return Buffer.concat(pieces)
}

/** Every page cache of this process, so that a change visitors must see at once can empty them. */
const liveCaches = new Set<{ clear(): void }>()

/** Forgets every shared page (a listing taken down must not linger in a cached browse page). */
export function clearPageCaches() {
  for (const cache of liveCaches) cache.clear()
}

export function pageCache(options: PageCacheOptions): express.RequestHandler & { clear(): void } {
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry>()
  let storedBytes = 0

  function remove(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    storedBytes -= entry.bytes
  }

  function store(key: string, entry: Entry) {
    remove(key)
    if (entry.bytes > options.maxBytes) return
    entries.set(key, entry)
    storedBytes += entry.bytes
    for (const oldest of entries.keys()) {
      if (storedBytes <= options.maxBytes) break
      remove(oldest)
    }
  }

  const middleware: express.RequestHandler = (req, res, next) => {
    if (
      options.ttlMs <= 0 ||
      req.method !== 'GET' ||
      req.headers.authorization ||
      !onlySharedCookies(req.headers.cookie, options.sharedCookies) ||
      !options.paths.some((path) => path.test(req.path))
    ) {
      next()
      return
    }
    const nonce = String(res.locals.cspNonce ?? '')
    const key = `${localeFromCookieHeader(req.headers.cookie ?? null)} ${req.originalUrl}`
    const time = now()
    const cached = entries.get(key)
    const age = cached ? time - cached.storedAt : Number.POSITIVE_INFINITY
    // An expired page is rendered again by one request; until that lands (at most one more ttl),
    // the others keep getting the previous copy instead of all rendering at once.
    const fresh = age < options.ttlMs || (cached?.refreshing === true && age < 2 * options.ttlMs)
    if (cached && fresh) {
      // Most recently used last, so eviction takes the oldest first.
      entries.delete(key)
      entries.set(key, cached)
      const nonceBytes = Buffer.from(nonce)
      res.status(cached.status)
      for (const [name, value] of cached.headers) res.setHeader(name, value)
      res.setHeader('Vary', 'Accept-Encoding')
      const gzip = Boolean(req.acceptsEncodings('gzip'))
      // Compressed ahead; the compression middleware leaves an encoded response alone.
      const body = gzip ? gzipWithValue(cached.body, nonceBytes) : joinParts(cached.body.parts, nonceBytes)
      if (gzip) res.setHeader('Content-Encoding', 'gzip')
      res.setHeader('Content-Length', body.length)
      res.end(body)
      return
    }

    if (cached) {
      cached.refreshing = true
      res.once('close', () => {
        cached.refreshing = false
      })
    }
    const headersBefore = new Set(res.getHeaderNames())
    // A cookie set in front of the cache (the visit cookie) belongs to this response, not the page.
    const setCookieBefore = res.getHeader('set-cookie')
    const chunks: Buffer[] = []
    const write = res.write
    const end = res.end
    res.write = function (this: express.Response, chunk: unknown, ...rest: unknown[]) {
      const buffer = toBuffer(chunk, rest[0])
      if (buffer) chunks.push(buffer)
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
    } as typeof res.write
    res.end = function (this: express.Response, chunk?: unknown, ...rest: unknown[]) {
      const buffer = toBuffer(chunk, rest[0])
      if (buffer) chunks.push(buffer)
      const cacheControl = String(res.getHeader('cache-control') ?? '')
      const setCookie = res.getHeader('set-cookie')
      const setsCookie = setCookie !== undefined && setCookie !== setCookieBefore
      if (res.statusCode === 200 && !setsCookie && !/no-store|private/.test(cacheControl)) {
        const body = Buffer.concat(chunks)
        store(key, {
          storedAt: time,
          status: res.statusCode,
          headers: res
            .getHeaderNames()
            .filter((name) => !headersBefore.has(name) && !PER_RESPONSE_HEADERS.has(name))
            .map((name) => [name, res.getHeader(name)!]),
          body: gzipTemplate(nonce ? splitBuffer(body, Buffer.from(nonce)) : [body]),
          bytes: body.length,
          refreshing: false,
        })
      }
      return (end as (...args: unknown[]) => express.Response).call(this, chunk, ...rest)
    } as typeof res.end
    next()
  }

  const cache = Object.assign(middleware, {
    clear() {
      entries.clear()
      storedBytes = 0
    },
  })
  liveCaches.add(cache)
  return cache
}
