/**
 * The one gate every request passes before a route runs (issue #10 "Request limits"):
 *
 * - the path, the query and the headers the app reads must be valid UTF-8 without NUL or other
 *   control characters (PostgreSQL refuses 0x00; nothing legitimate sends them): 400;
 * - a request with a body (form actions) must be a form, `application/x-www-form-urlencoded` or
 *   `multipart/form-data`: 415 otherwise; its body is read here up to a size cap (413 beyond it,
 *   without reading the rest), must parse as a form with valid text fields (400 otherwise), and is
 *   handed to the route from memory (request-handler.server.ts), so that no action can meet a
 *   body that `request.formData()` would throw on;
 * - routes that read their own body with their own limit (listing photos, payment webhooks) are
 *   left alone apart from the path and header checks.
 *
 * Each refusal answers a short text in the reader's language and is logged as one line without a
 * stack trace: it is the client's mistake, not the server's.
 */
import type express from 'express'
import { type MessageKey, translator } from '~/i18n'
import { localeFromCookieHeader } from '~/i18n/locale-cookie'
import { log } from './log.server'

export interface RequestGuardOptions {
  /** The most bytes a form body may have. */
  maxFormBytes: number
  /** Paths whose route reads the body itself (with its own limit and content type). */
  ownBodyPaths: readonly RegExp[]
}

/** Where a buffered, checked form body waits for the request handler. */
export const CHECKED_BODY = 'checkedRequestBody'

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])
/** Headers the app reads; a value that is not clean text is refused rather than half-read. */
const READ_HEADERS = [
  'cookie',
  'origin',
  'referer',
  'user-agent',
  'accept-language',
  'content-type',
  'stripe-signature',
  'x-test-payments-signature',
] as const
const HOST = /^[A-Za-z0-9._-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/

type Problem = { status: 400 | 413 | 415; message: MessageKey; reason: string }

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The text of percent-encoded bytes (malformed escapes such as "%zz" stay as they are, as browsers
 * and URLSearchParams leave them); null when the bytes are not UTF-8.
 */
export function percentDecodedText(raw: Uint8Array, { plusIsSpace = false } = {}): string | null {
  const bytes = new Uint8Array(raw.length)
  let length = 0
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i] as number
    if (byte === 0x25 && i + 2 < raw.length && isHex(raw[i + 1]) && isHex(raw[i + 2])) {
      bytes[length++] = Number.parseInt(String.fromCharCode(raw[i + 1] as number, raw[i + 2] as number), 16)
      i += 2
    } else {
      bytes[length++] = plusIsSpace && byte === 0x2b ? 0x20 : byte
    }
  }
  try {
    return strictUtf8.decode(bytes.subarray(0, length))
  } catch {
    return null
  }
}

function isHex(byte: number | undefined) {
  return (
    byte !== undefined &&
    ((byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66))
  )
}

/** NUL and the C0/C1 controls; `allowLineBreaks` lets tab, CR and LF through (textareas). */
export function hasControlCharacters(text: string, { allowLineBreaks = false } = {}) {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (allowLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d)) continue
    if (code < 0x20 || code === 0x7f || (code >= 0x80 && code <= 0x9f)) return true
  }
  return false
}

/** The problem with a request's target (path and query), or null. `url` is Node's raw target. */
export function urlProblem(url: string): Problem | null {
  const raw = Buffer.from(url, 'latin1')
  const queryAt = raw.indexOf(0x3f)
  const path = queryAt === -1 ? raw : raw.subarray(0, queryAt)
  const query = queryAt === -1 ? null : raw.subarray(queryAt + 1)
  const pathText = percentDecodedText(path)
  if (pathText === null || hasControlCharacters(pathText)) {
    return { status: 400, message: 'request.invalidCharacters', reason: 'path' }
  }
  if (query) {
    for (const part of splitBytes(query, 0x26)) {
      const text = percentDecodedText(part, { plusIsSpace: true })
      if (text === null || hasControlCharacters(text, { allowLineBreaks: true })) {
        return { status: 400, message: 'request.invalidCharacters', reason: 'query' }
      }
    }
  }
  return null
}

function splitBytes(bytes: Uint8Array, separator: number) {
  const parts: Uint8Array[] = []
  let start = 0
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === separator) {
      parts.push(bytes.subarray(start, i))
      start = i + 1
    }
  }
  return parts
}

/** The problem with the headers the app reads, or null. */
export function headerProblem(headers: Record<string, string | string[] | undefined>): Problem | null {
  const host = headers.host
  if (typeof host === 'string' && !HOST.test(host)) {
    return { status: 400, message: 'request.invalidCharacters', reason: 'header:host' }
  }
  for (const name of READ_HEADERS) {
    const value = headers[name]
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      // Node keeps header bytes as latin1 characters: turn them back into bytes to judge them.
      const bytes = Buffer.from(item, 'latin1')
      const rawText = textOf(bytes)
      // Cookie values are percent-decoded by the app: judge what it will read.
      const decoded = name === 'cookie' ? percentDecodedText(bytes) : rawText
      if (
        rawText === null ||
        decoded === null ||
        hasControlCharacters(rawText) ||
        hasControlCharacters(decoded)
      ) {
        return { status: 400, message: 'request.invalidCharacters', reason: `header:${name}` }
      }
    }
  }
  return null
}

function textOf(bytes: Uint8Array) {
  try {
    return strictUtf8.decode(bytes)
  } catch {
    return null
  }
}

/** The media type of a Content-Type header, lower case ('' when absent). */
function mediaTypeOf(contentType: string | undefined) {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** The problem with a form body already read, or null. */
export async function formBodyProblem(body: Buffer, contentType: string): Promise<Problem | null> {
  const type = mediaTypeOf(contentType)
  const broken: Problem = { status: 400, message: 'request.malformedBody', reason: 'body' }
  const badText: Problem = { status: 400, message: 'request.invalidCharacters', reason: 'field' }
  if (type === 'application/x-www-form-urlencoded') {
    for (const pair of splitBytes(body, 0x26)) {
      const text = percentDecodedText(pair, { plusIsSpace: true })
      if (text === null) return badText
      if (hasControlCharacters(text, { allowLineBreaks: true })) return badText
    }
    return null
  }
  // multipart/form-data: parsed the way the route will parse it.
  if (!/boundary=/i.test(contentType)) return broken
  let form: FormData
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData()
  } catch {
    return broken
  }
  for (const [name, value] of form) {
    if (hasControlCharacters(name) || name.includes('\uFFFD')) return badText
    // The parser turns bytes that are not UTF-8 into U+FFFD: no one types that character.
    if (
      typeof value === 'string' &&
      (value.includes('\uFFFD') || hasControlCharacters(value, { allowLineBreaks: true }))
    ) {
      return badText
    }
  }
  return null
}

function refuse(req: express.Request, res: express.Response, problem: Problem) {
  log.info('http.request_refused', {
    method: req.method,
    path: req.path.slice(0, 200),
    status: problem.status,
    reason: problem.reason,
  })
  const t = translator(
    localeFromCookieHeader(typeof req.headers.cookie === 'string' ? req.headers.cookie : null),
  )
  res.status(problem.status)
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  if (problem.status === 413) {
    // The rest of the body is not read: the connection cannot carry another request.
    res.setHeader('Connection', 'close')
    res.on('finish', () => req.destroy())
  }
  res.end(t(problem.message))
}

/** Reads up to `max` bytes of the body; null as soon as it is longer (the rest is not read). */
function readBody(req: express.Request, max: number): Promise<Buffer | null | 'aborted'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let length = 0
    let settled = false
    const finish = (value: Buffer | null | 'aborted') => {
      if (settled) return
      settled = true
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('aborted', onError)
      resolve(value)
    }
    const onData = (chunk: Buffer) => {
      length += chunk.length
      if (length > max) {
        req.pause()
        finish(null)
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => finish(Buffer.concat(chunks, length))
    const onError = () => finish('aborted')
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('aborted', onError)
  })
}

export function requestGuard(options: RequestGuardOptions): express.RequestHandler {
  return async (req, res, next) => {
    const early = urlProblem(req.originalUrl) ?? headerProblem(req.headers)
    if (early) return refuse(req, res, early)
    if (BODYLESS_METHODS.has(req.method) || options.ownBodyPaths.some((path) => path.test(req.path))) {
      return next()
    }

    const declared = req.headers['content-length']
    const hasBody =
      req.headers['transfer-encoding'] !== undefined || (declared !== undefined && declared !== '0')
    const contentType = req.headers['content-type'] ?? ''
    if (!hasBody) {
      // No body at all: the route sees an empty form and answers for the fields it misses.
      res.locals[CHECKED_BODY] = { body: Buffer.alloc(0), contentType: 'application/x-www-form-urlencoded' }
      return next()
    }
    if (!FORM_TYPES.has(mediaTypeOf(contentType))) {
      return refuse(req, res, { status: 415, message: 'request.unsupportedType', reason: 'content-type' })
    }
    if (Number(declared) > options.maxFormBytes) {
      return refuse(req, res, { status: 413, message: 'request.tooLarge', reason: 'content-length' })
    }
    const body = await readBody(req, options.maxFormBytes)
    if (body === 'aborted') return
    if (body === null) return refuse(req, res, { status: 413, message: 'request.tooLarge', reason: 'body' })
    const problem = await formBodyProblem(body, contentType)
    if (problem) return refuse(req, res, problem)
    res.locals[CHECKED_BODY] = { body, contentType }
    next()
  }
}
