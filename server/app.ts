/**
 * The request handler of the marketplace, built by Vite together with the app (so the server and
 * the routes share one database handle). server.ts imports it: the source through Vite in
 * development, build/server/index.js in production.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import express from 'express'
import type { ServerBuild } from 'react-router'
import { countProductVisit } from '~/catalog/product-views.server'
import { VISIT_COOKIE } from '~/catalog/product-visits'
import '~/platform/load-context'
import { admissionControl } from '~/platform/admission.server'
import { currentReadDatabase, withReplicaReads } from '~/platform/db.server'
import { env } from '~/platform/env.server'
import { log } from '~/platform/log.server'
import { isSameSiteRequest } from '~/platform/origin-check'
import { onlySharedCookies, pageCache } from '~/platform/page-cache.server'
import { requestGuard } from '~/platform/request-guard.server'
import { createRequestHandler } from '~/platform/request-handler.server'
import { mountMedia } from '~/platform/storage.server'
import { mountBenchDbTiming } from './bench-db-time'
import { beginStopping, checkHealth, startMarketplace, stopMarketplace } from './lifecycle'
import { sharedPersonalPages } from './shared-pages'
import { mountTestHooks } from './test-hooks'

export { startMarketplace as start, stopMarketplace as stop }

let shuttingDown = false
export function markShuttingDown() {
  shuttingDown = true
  // Jobs stop taking work at once and finish running ones while requests in flight finish.
  void beginStopping()
}

/** The largest form any page posts (the listing wizard's, with its description) is a few KiB. */
export const MAX_FORM_BYTES = 64 * 1024

/**
 * More requests in progress than this process can answer in under a second: the rest get a quick
 * 503 (app/platform/admission.server.ts). server.ts puts it in front of everything but /healthz
 * and static files.
 */
export const admission = admissionControl({
  maxInFlight: env().MAX_REQUESTS_IN_FLIGHT,
  targetLatencyMs: 750,
  retryAfterSeconds: 2,
  refusalDelayMs: 500,
})

export const app = express.Router()

app.get('/healthz', async (_req, res) => {
  res.set('Cache-Control', 'no-store')
  if (shuttingDown) {
    res.status(503).json({ status: 'shutting-down' })
    return
  }
  try {
    const jobs = await checkHealth()
    res.json({ status: 'ok', database: 'ok', jobs })
  } catch (error) {
    log.error('healthz.failed', { error })
    res.status(503).json({ status: 'error', database: 'unreachable', jobs: 'unreachable' })
  }
})

// Test-only hooks (ENABLE_TEST_HOOKS, loopback only) take small JSON bodies: before the form guard.
mountTestHooks(app)

// Bad input stops here with a 4xx (app/platform/request-guard.server.ts): NUL bytes and broken
// UTF-8 anywhere, bodies that are not forms, forms over the cap. Photos and payment webhooks read
// their own bodies with their own limits.
app.use(
  requestGuard({
    maxFormBytes: MAX_FORM_BYTES,
    ownBodyPaths: [/^\/resources\/product-photos(\.data)?$/, /^\/api\/payments\/webhooks\//],
  }),
)

mountMedia(app)

// Every state-changing request must come from a page of this site (app/platform/origin-check.ts).
app.use((req, res, next) => {
  const sameSite = isSameSiteRequest({
    method: req.method,
    path: req.path,
    origin: req.get('origin'),
    referer: req.get('referer'),
    host: req.get('host'),
    protocol: req.protocol,
    publicUrl: env().publicUrl,
  })
  if (sameSite) return next()
  log.warn('http.cross_site_request_refused', {
    method: req.method,
    path: req.path,
    origin: req.get('origin'),
  })
  res.status(403).type('text/plain').send('Forbidden: this request did not come from this site.')
})
// A product page viewed by a visitor who is not signed in counts its view here, in front of the
// page cache, so that a page served from the cache still counts (issue #17). Signed-in visitors
// are counted by the loader, which knows whether the listing is their own.
const PRODUCT_PAGE = /^(?:\/es)?\/product\/([0-9a-fA-F-]{36})(?:\.data)?$/
app.use((req, res, next) => {
  const productId = PRODUCT_PAGE.exec(req.path)?.[1]
  if (!productId || !onlySharedCookies(req.headers.cookie, [VISIT_COOKIE])) return next()
  const headers = new Headers()
  for (const name of ['cookie', 'user-agent', 'sec-purpose', 'purpose', 'x-moz']) {
    const value = req.get(name)
    if (value) headers.set(name, value)
  }
  const visitCookie = countProductVisit(
    { method: req.method, headers },
    productId,
    req.ip ?? req.socket.remoteAddress ?? 'unknown',
  )
  if (visitCookie) res.append('Set-Cookie', visitCookie)
  res.locals.productVisitCounted = true
  next()
})

// The benchmark's database time per search variant (BENCH_DB_TIMING_FILE; never on a real site).
mountBenchDbTiming(app, env().BENCH_DB_TIMING_FILE)

// With a read replica (DATABASE_READ_URL), a visitor who is not signed in reads browse, search,
// product and seller pages and the sitemap from it; members read the primary, so they always see
// their own writes at once (docs/decisions/0065-several-instances-and-a-read-replica.md).
app.use((req, _res, next) => {
  if (
    currentReadDatabase() &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    onlySharedCookies(req.headers.cookie, [VISIT_COOKIE])
  )
    return withReplicaReads(() => next())
  next()
})

// The benchmark's baseline (bench/baseline, BENCH_BASELINE_BUILD): a page of 24 cards from memory
// behind the same middleware as the real pages, but in front of the page cache.
mountBaseline(app, env().BENCH_BASELINE_BUILD)

// Browse, category, product, club model and news pages are the same for every visitor who is not
// signed in: such requests share one rendering for a few seconds (docs/decisions/0015-browse-caches.md,
// the model pages since decision 0071), documents and client-side data requests (`.data`) alike. Production only: in development a
// code change must show on the next reload.
app.use(
  pageCache({
    paths: [
      /^(\/es)?\/browse(\.data)?$/,
      /^(\/es)?\/category\/[^/]+$/,
      PRODUCT_PAGE,
      /^(\/es)?\/models\/[a-z0-9-]+(\.data)?$/,
      /^(\/es)?\/news(\/[^/]+)?(\.data)?$/,
    ],
    sharedCookies: [VISIT_COOKIE],
    // Signed-in visitors of browse, category and news get the same page with their own account
    // menu put in (docs/decisions/0041-signed-in-visitors-share-pages.md).
    personal: sharedPersonalPages(),
    ttlMs: env().NODE_ENV === 'production' ? env().PAGE_CACHE_SECONDS * 1000 : 0,
    maxBytes: 32 * 1024 * 1024,
  }),
)

app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    getLoadContext: (req, res) => ({
      cspNonce: String(res.locals.cspNonce ?? ''),
      clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      productVisitCounted: res.locals.productVisitCounted === true,
    }),
  }),
)

function mountBaseline(router: express.Router, serverBuild: string | undefined) {
  if (!serverBuild) return
  const file = path.resolve(serverBuild)
  let build: Promise<ServerBuild> | undefined
  router.use(
    '/__baseline/assets',
    express.static(path.join(path.dirname(file), '../client/assets'), { immutable: true, maxAge: '1y' }),
  )
  router.use(
    '/__baseline',
    createRequestHandler({
      build: () => (build ??= import(/* @vite-ignore */ pathToFileURL(file).href) as Promise<ServerBuild>),
      getLoadContext: (req, res) => ({
        cspNonce: String(res.locals.cspNonce ?? ''),
        clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        productVisitCounted: false,
      }),
    }),
  )
}
