import type express from 'express'
import { localeFromCookieHeader } from '~/i18n/locale-cookie'
import { LOCALE_COOKIE } from '~/i18n/locales'
import { createCache } from './cache.server'
import { readsFromReplica } from './db.server'
import { env } from './env.server'
import { type GzipTemplate, gzipTemplate, gzipWithValues } from './gzip-template.server'
import { log } from './log.server'
import { PERSONAL_CACHE_CONTROL } from './personal-pages'

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
  /** Signed-in visitors of some of these paths get the shared page with their own parts put in. */
  personal?: PersonalPagesOptions
  /** Upper bound of the stored bodies; the least recently used pages go first. */
  maxBytes: number
  now?: () => number
}

/**
 * Pages that differ for a signed-in visitor only in a few known places (the account menu in the
 * navigation bar, "Save this search"): such a visitor gets the page rendered for visitors, from
 * this cache, with those places swapped for their own markup and the data their browser needs to
 * hydrate them (docs/decisions/0041-signed-in-visitors-share-pages.md).
 */
export interface PersonalPagesOptions {
  /** Paths (without query) whose pages differ for a signed-in visitor only by `personalize`. */
  paths: RegExp[]
  /** The cookies that say who is signed in; a request with any other cookie is rendered as usual. */
  cookies: string[]
  /** This visitor's parts, or null to render the page as usual (not signed in, session to refresh…). */
  personalize: (req: express.Request) => Promise<PersonalParts | null>
}

export interface PersonalParts {
  /**
   * Markup of the shared page (as a visitor gets it) and what this visitor gets in its place; an
   * optional one may be missing from the page (a control only some pages show).
   */
  swaps: Array<{ shared: string; personal: string; optional?: boolean }>
  /** Put before `</body>`: what the browser needs to hydrate the swapped parts. */
  bodyEnd: string
}

/** A page cut at its nonces, the swapped parts and the end of its body, compressed ahead. */
interface PersonalTemplate {
  template: GzipTemplate
  /** What goes into each cut: the nonce, swap number i, or the body's end. */
  slots: Array<number | 'nonce' | 'end'>
}

interface Entry {
  storedAt: number
  status: number
  headers: Array<[string, string | number | string[]]>
  /** The body split at the nonce it was rendered with, and those parts compressed ahead. */
  body: GzipTemplate
  /** The page as rendered, and the nonce it was rendered with. */
  raw: Buffer
  nonce: Buffer
  bytes: number
  /** A request is rendering this page again. */
  refreshing: boolean
  /** Cut for signed-in visitors, per set of swapped parts; null when those are not in the page. */
  personal: Map<string, PersonalTemplate | null>
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

/** The parts with `values[i]` between parts i and i + 1, uncompressed. */
function joinParts(parts: Buffer[], values: Buffer[]): Buffer {
  return Buffer.concat(parts.flatMap((part, index) => (index > 0 ? [values[index - 1]!, part] : [part])))
}

/** Every place where this visitor's parts go into the page, or null when one is not there once. */
function personalTemplate(
  raw: Buffer,
  nonce: Buffer,
  swaps: PersonalParts['swaps'],
): PersonalTemplate | null {
  const cuts: Array<{ at: number; length: number; slot: PersonalTemplate['slots'][number] }> = []
  if (nonce.length > 0)
    for (let at = raw.indexOf(nonce); at !== -1; at = raw.indexOf(nonce, at + nonce.length))
      cuts.push({ at, length: nonce.length, slot: 'nonce' })
  for (const [index, swap] of swaps.entries()) {
    const shared = Buffer.from(swap.shared)
    const at = shared.length > 0 ? raw.indexOf(shared) : -1
    if (at === -1) {
      if (swap.optional) continue
      return null
    }
    if (raw.indexOf(shared, at + 1) !== -1) return null
    cuts.push({ at, length: shared.length, slot: index })
  }
  const end = raw.lastIndexOf('</body>')
  if (end === -1) return null
  cuts.push({ at: end, length: 0, slot: 'end' })
  cuts.sort((a, b) => a.at - b.at)
  const parts: Buffer[] = []
  let start = 0
  for (const cut of cuts) {
    // A swapped part that holds a nonce (or another swapped part) cannot be cut out cleanly.
    if (cut.at < start) return null
    parts.push(raw.subarray(start, cut.at))
    start = cut.at + cut.length
  }
  parts.push(raw.subarray(start))
  return { template: gzipTemplate(parts), slots: cuts.map((cut) => cut.slot) }
}

/** The cookie header without the personal cookies (what a visitor who is not signed in sends). */
function withoutCookies(cookieHeader: string | undefined, names: string[]): string | undefined {
  const kept = (cookieHeader ?? '').split(';').filter((part) => {
    const name = part.split('=')[0]?.trim()
    return name && !names.includes(name)
  })
  return kept.length > 0 ? kept.map((part) => part.trim()).join('; ') : undefined
}

/** Every page cache of this process, so that a change visitors must see at once can empty them. */
const liveCaches = new Set<{ clear(): void }>()

/**
 * Also forgets `cache` whenever the shared pages are forgotten: in-process data that is the same
 * for every visitor of a page (the product page's listing, decision 0067) lives exactly as long as
 * the pages built from it, on this instance and, through the cache bus, on the others.
 */
export function clearWithPageCaches(cache: { clear(): void }) {
  liveCaches.add(cache)
}

/**
 * A cache of data that every visitor of a page shares (the product and model pages' data),
 * created on first use, kept `BROWSE_CACHE_SECONDS` and forgotten with the shared pages.
 */
export function sharedPageDataCache<V>(maxEntries = 500) {
  let cache: ReturnType<typeof createCache<V>> | undefined
  return () => {
    if (!cache) {
      cache = createCache<V>({ ttlMs: env().BROWSE_CACHE_SECONDS * 1000, maxEntries })
      clearWithPageCaches(cache)
    }
    return cache
  }
}

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

  function keyOf(req: express.Request) {
    // Pages rendered from the read replica are kept apart from those rendered from the primary
    // (what a signed-in member's page is built from): a member never gets one the replica lagged.
    const source = readsFromReplica() ? 'replica ' : ''
    return `${source}${localeFromCookieHeader(req.headers.cookie ?? null)} ${req.originalUrl}`
  }

  /** The stored page for this key while it may still be served, most recently used last. */
  function usable(key: string, time: number): Entry | undefined {
    const cached = entries.get(key)
    if (!cached) return undefined
    const age = time - cached.storedAt
    // An expired page is rendered again by one request; until that lands (at most one more ttl),
    // the others keep getting the previous copy instead of all rendering at once.
    if (!(age < options.ttlMs || (cached.refreshing && age < 2 * options.ttlMs))) return undefined
    // Most recently used last, so eviction takes the oldest first.
    entries.delete(key)
    entries.set(key, cached)
    return cached
  }

  /** A stored page with `values` between its parts, compressed ahead when the browser takes gzip. */
  function sendStored(
    req: express.Request,
    res: express.Response,
    cached: Entry,
    template: GzipTemplate,
    values: Buffer[],
    cacheControl?: string,
  ) {
    res.status(cached.status)
    for (const [name, value] of cached.headers) res.setHeader(name, value)
    // After the stored headers, which may carry the page's own Cache-Control.
    if (cacheControl) res.setHeader('Cache-Control', cacheControl)
    res.setHeader('Vary', 'Accept-Encoding')
    const gzip = Boolean(req.acceptsEncodings('gzip'))
    // Compressed ahead; the compression middleware leaves an encoded response alone.
    const body = gzip ? gzipWithValues(template, values) : joinParts(template.parts, values)
    if (gzip) res.setHeader('Content-Encoding', 'gzip')
    res.setHeader('Content-Length', body.length)
    res.end(body)
  }

  function sendShared(req: express.Request, res: express.Response, cached: Entry) {
    const nonce = Buffer.from(String(res.locals.cspNonce ?? ''))
    sendStored(
      req,
      res,
      cached,
      cached.body,
      cached.body.parts.slice(1).map(() => nonce),
    )
  }

  /** The shared page with this visitor's parts; false when they cannot be put in (render as usual). */
  function sendPersonal(req: express.Request, res: express.Response, cached: Entry, parts: PersonalParts) {
    const cutsKey = parts.swaps.map((swap) => swap.shared).join('\u0000')
    let cut = cached.personal.get(cutsKey)
    if (cut === undefined) {
      cut = personalTemplate(cached.raw, cached.nonce, parts.swaps)
      if (!cut) log.warn('page_cache.personal_parts_not_found', { path: req.path })
      cached.personal.set(cutsKey, cut)
    }
    if (!cut) return false
    const nonce = Buffer.from(String(res.locals.cspNonce ?? ''))
    const end = Buffer.from(parts.bodyEnd)
    const personal = parts.swaps.map((swap) => Buffer.from(swap.personal))
    const values = cut.slots.map((slot) =>
      slot === 'nonce' ? nonce : slot === 'end' ? end : personal[slot]!,
    )
    sendStored(req, res, cached, cut.template, values, PERSONAL_CACHE_CONTROL)
    return true
  }

  /**
   * Lets the app render this request and keeps the page when it may be shared. With `parts`, the
   * request is rendered as a visitor's (its personal cookies were taken off) and answered with
   * those parts put in; without, the rendered page goes out as it is written.
   */
  function renderAndStore(
    req: express.Request,
    res: express.Response,
    next: express.NextFunction,
    key: string,
    time: number,
    parts?: PersonalParts,
  ) {
    const nonce = String(res.locals.cspNonce ?? '')
    const cached = entries.get(key)
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
      // A page for a signed-in visitor goes out once it is complete and has their parts.
      if (parts) return true
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
    } as typeof res.write
    res.end = function (this: express.Response, chunk?: unknown, ...rest: unknown[]) {
      const buffer = toBuffer(chunk, rest[0])
      if (buffer) chunks.push(buffer)
      const cacheControl = String(res.getHeader('cache-control') ?? '')
      const setCookie = res.getHeader('set-cookie')
      const setsCookie = setCookie !== undefined && setCookie !== setCookieBefore
      const raw = Buffer.concat(chunks)
      const entry: Entry = {
        storedAt: time,
        status: res.statusCode,
        headers: res
          .getHeaderNames()
          .filter((name) => !headersBefore.has(name) && !PER_RESPONSE_HEADERS.has(name))
          .map((name) => [name, res.getHeader(name)!]),
        body: gzipTemplate(nonce ? splitBuffer(raw, Buffer.from(nonce)) : [raw]),
        raw,
        nonce: Buffer.from(nonce),
        bytes: raw.length,
        refreshing: false,
        personal: new Map(),
      }
      const shareable = res.statusCode === 200 && !setsCookie && !/no-store|private/.test(cacheControl)
      if (shareable) store(key, entry)
      if (!parts) return (end as (...args: unknown[]) => express.Response).call(this, chunk, ...rest)
      res.write = write
      res.end = end
      if (shareable && sendPersonal(req, res, entry, parts)) return this
      // Not a page their parts fit in (a redirect, an error page): it goes out as rendered,
      // for this visitor only.
      if (res.statusCode === 200) res.setHeader('Cache-Control', PERSONAL_CACHE_CONTROL)
      return (end as (...args: unknown[]) => express.Response).call(this, raw)
    } as typeof res.end
    next()
  }

  const middleware: express.RequestHandler = (req, res, next) => {
    if (
      options.ttlMs <= 0 ||
      req.method !== 'GET' ||
      req.headers.authorization ||
      !options.paths.some((path) => path.test(req.path))
    ) {
      next()
      return
    }
    const time = now()
    if (onlySharedCookies(req.headers.cookie, options.sharedCookies)) {
      const key = keyOf(req)
      const cached = usable(key, time)
      if (cached) sendShared(req, res, cached)
      else renderAndStore(req, res, next, key, time)
      return
    }
    const personal = options.personal
    if (
      !personal?.paths.some((path) => path.test(req.path)) ||
      !onlySharedCookies(req.headers.cookie, [...(options.sharedCookies ?? []), ...personal.cookies])
    ) {
      next()
      return
    }
    personal.personalize(req).then((parts) => {
      if (!parts) return next()
      const key = keyOf(req)
      const cached = usable(key, time)
      // A stored page their parts do not fit is rendered for them as usual.
      if (cached) return sendPersonal(req, res, cached, parts) ? undefined : next()
      // Rendered as a visitor sees it: the session cookie stays out of the app's view.
      req.headers.cookie = withoutCookies(req.headers.cookie, personal.cookies)
      renderAndStore(req, res, next, key, time, parts)
    }, next)
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
