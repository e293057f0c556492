/**
 * React Router's Express adapter (@react-router/express), with one change: a form body that the
 * request guard (request-guard.server.ts) has already read and checked is handed to the route from
 * memory, and a request without a body reads as an empty form. Routes that read their own body
 * (photos, webhooks) still get the stream. Personal pages leave with `private, no-store`
 * (personal-pages.ts).
 */
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import type express from 'express'
import {
  type AppLoadContext,
  createRequestHandler as createRouterHandler,
  type ServerBuild,
} from 'react-router'
import { isPersonalResponse, PERSONAL_CACHE_CONTROL } from './personal-pages'
import { CHECKED_BODY } from './request-guard.server'
import { withRequestScope } from './request-scope.server'

interface CheckedBody {
  body: Buffer
  contentType: string
}

function requestHeaders(req: express.Request, checked: CheckedBody | undefined) {
  const headers = new Headers()
  for (const [name, values] of Object.entries(req.headers)) {
    if (!values) continue
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value)
  }
  if (checked) {
    headers.set('content-type', checked.contentType)
    headers.set('content-length', String(checked.body.length))
    headers.delete('transfer-encoding')
  }
  return headers
}

function routerRequest(req: express.Request, res: express.Response) {
  const [, forwardedPort] = req.app?.enabled('trust proxy')
    ? (req.get('X-Forwarded-Host')?.split(':') ?? [])
    : []
  const [, hostPort] = req.get('host')?.split(':') ?? []
  const port = [forwardedPort, hostPort]
    .map((value) => Number.parseInt(value ?? '', 10))
    .find(Number.isSafeInteger)
  const hostname = req.hostname?.split(/[\\/?#@]/)[0] || 'localhost'
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ''}${req.originalUrl}`)
  let controller: AbortController | null = new AbortController()
  res.on('finish', () => {
    controller = null
  })
  res.on('close', () => controller?.abort())
  const checked = res.locals[CHECKED_BODY] as CheckedBody | undefined
  const init: RequestInit & { duplex?: 'half' } = {
    method: req.method,
    headers: requestHeaders(req, checked),
    signal: controller.signal,
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    if (checked) init.body = new Uint8Array(checked.body)
    else {
      init.body = createReadableStreamFromReadable(req)
      init.duplex = 'half'
    }
  }
  return new Request(url.href, init)
}

async function sendResponse(req: express.Request, res: express.Response, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [key, value] of response.headers.entries()) res.append(key, value)
  if (!response.headers.has('cache-control') && isPersonalResponse(req.path, req.headers.cookie)) {
    res.setHeader('Cache-Control', PERSONAL_CACHE_CONTROL)
  }
  if (!response.body) {
    res.end()
    return
  }
  try {
    if (isEventStream(response)) {
      await writeReadableStreamToWritable(response.body, res)
      return
    }
    // One write: the compression middleware then compresses the page once, as a whole, instead of
    // per chunk as React Router flushes them (issue #17: per-chunk brotli cost 3x the CPU and made
    // pages 1.5-1.85x larger). No page streams deferred data, so nothing is shown later for it.
    const body = Buffer.from(await response.arrayBuffer())
    if (res.destroyed || res.writableEnded) return
    res.end(body)
  } catch (error) {
    if (res.destroyed || res.writableEnded) return
    throw error
  }
}

/** Server-sent events must reach the browser as they are written. */
function isEventStream(response: Response) {
  return response.headers.get('content-type')?.startsWith('text/event-stream') ?? false
}

export function createRequestHandler({
  build,
  getLoadContext,
}: {
  build: () => Promise<ServerBuild>
  getLoadContext: (req: express.Request, res: express.Response) => AppLoadContext
}): express.RequestHandler {
  // Given a function, React Router derives its routes and static handler again on every request
  // (right in development, where the build changes); in production the build is loaded once and
  // the handler made from it once (issue #17: 5 % of a page's CPU went into flattening routes).
  const handler =
    process.env.NODE_ENV === 'production'
      ? build().then((loaded) => createRouterHandler(loaded, process.env.NODE_ENV))
      : Promise.resolve(createRouterHandler(build, process.env.NODE_ENV))
  // A failed import surfaces on the first request (next(error)), not as an unhandled rejection.
  handler.catch(() => {})
  return async (req, res, next) => {
    try {
      const handle = await handler
      // One scope per request: its loaders share what they read once (request-scope.server.ts).
      const response = await withRequestScope(() => handle(routerRequest(req, res), getLoadContext(req, res)))
      await sendResponse(req, res, response)
    } catch (error) {
      next(error)
    }
  }
}
