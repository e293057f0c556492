/**
 * The process that serves the marketplace: security headers, compression, static files with
 * immutable caching, the app (server/app.ts), and a graceful shutdown on SIGTERM/SIGINT.
 *
 *   development: tsx server.ts            (Vite in middleware mode, hot reload)
 *   production:  node build/server.js     (this file bundled by esbuild; the app from build/server)
 */
import cluster from 'node:cluster'
import crypto from 'node:crypto'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import compression from 'compression'
import express from 'express'
import { EnvError, parseEnv } from './app/platform/env.server'
import { finalErrorHandler } from './app/platform/final-error-handler.server'
import { servePrecompressed } from './app/platform/precompressed-assets.server'
import { processPlan, runPrimary } from './server/cluster'

type AppModule = typeof import('./server/app')

const SHUTDOWN_GRACE_MS = 10_000

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

// A local .env (see .env.example) fills in what the real environment does not set.
if (fs.existsSync('.env')) process.loadEnvFile('.env')

let config: ReturnType<typeof parseEnv>
try {
  config = parseEnv(process.env)
} catch (error) {
  if (error instanceof EnvError) fail(error.message)
  throw error
}
const isProduction = config.NODE_ENV === 'production'

/** Origins besides our own that pages may load from or navigate to. */
function contentSecurityPolicy(nonce: string) {
  const storageOrigin = config.S3_PUBLIC_URL ? new URL(config.S3_PUBLIC_URL).origin : ''
  const paymentOrigin = config.STRIPE_SECRET_KEY ? 'https://checkout.stripe.com' : ''
  // "Continue with …" posts to our action, which redirects to the provider: form-action covers that hop.
  const signInOrigins = [
    config.GOOGLE_CLIENT_ID ? 'https://accounts.google.com' : '',
    config.OIDC_ISSUER ? new URL(config.OIDC_ISSUER).origin : '',
  ]
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Toasts and a few components set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${storageOrigin}`.trim(),
    `connect-src 'self' ${storageOrigin}`.trim(),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", paymentOrigin, ...signInOrigins].filter(Boolean).join(' '),
    "frame-ancestors 'none'",
  ]
  if (isProduction && config.publicUrl.startsWith('https://')) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

let stopping = false

async function main() {
  const server = express()
  server.disable('x-powered-by')
  if (config.TRUST_PROXY) server.set('trust proxy', true)

  // Admission control first, so that turning a request away under overload costs next to nothing;
  // health checks and static files always go through. Set once the app module is loaded.
  let admission: express.RequestHandler | undefined
  let isStaticFile: (path: string) => boolean = () => false
  server.use((req, res, next) => {
    if (!admission || req.path === '/healthz' || isStaticFile(req.path)) return next()
    admission(req, res, next)
  })

  server.use((_req, res, next) => {
    // Vite's dev client injects inline scripts without a nonce, so the policy (and its nonce)
    // applies in production only.
    if (isProduction) {
      const nonce = crypto.randomBytes(16).toString('base64')
      res.locals.cspNonce = nonce
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce))
    }
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
    if (isProduction && config.publicUrl.startsWith('https://')) {
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    }
    next()
  })
  // Responses in progress, so that a shutdown can tell them to close their connection.
  const inProgress = new Set<express.Response>()
  server.use((_req, res, next) => {
    inProgress.add(res)
    res.on('close', () => {
      inProgress.delete(res)
      // A keep-alive connection whose last response just ended is idle now: let it go.
      if (stopping) httpServer.closeIdleConnections()
    })
    if (stopping) res.shouldKeepAlive = false
    next()
  })
  server.use(compression())

  let appModule: () => Promise<AppModule>
  if (isProduction) {
    // Fingerprinted build output never changes under its name: cache it for a year.
    // Brotli or gzip copies made at build time when the browser takes them (no compression per request).
    server.use('/assets', servePrecompressed('build/client/assets', { immutable: true, maxAge: '1y' }))
    server.use(
      '/assets',
      express.static('build/client/assets', { immutable: true, maxAge: '1y', index: false }),
    )
    // Only addresses of files that exist at the top of build/client (favicon.svg, …): every other
    // request (all pages) would otherwise cost a failed file-system lookup.
    const topLevelFiles = new Set(fs.readdirSync('build/client').map((name) => `/${name}`))
    isStaticFile = (path) => path.startsWith('/assets/') || topLevelFiles.has(path)
    const serveTopLevel = express.static('build/client', { maxAge: '1h', index: false })
    server.use((req, res, next) => (topLevelFiles.has(req.path) ? serveTopLevel(req, res, next) : next()))
    const built = (await import(new URL('./server/index.js', import.meta.url).href)) as AppModule
    appModule = async () => built
  } else {
    const vite = await import('vite')
    const devServer = await vite.createServer({ server: { middlewareMode: true } })
    server.use(devServer.middlewares)
    appModule = () => devServer.ssrLoadModule('./server/app.ts') as Promise<AppModule>
  }

  const first = await appModule()
  await first.start()
  admission = first.admission

  server.use(async (req, res, next) => {
    try {
      const { app } = await appModule()
      app(req, res, next)
    } catch (error) {
      next(error)
    }
  })

  server.use(finalErrorHandler())

  const serverFailed = (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') fail(`Port ${config.PORT} is already in use; set PORT to another port.`)
    if (error.code === 'EACCES')
      fail(`Port ${config.PORT} needs more privileges; set PORT to a port above 1023.`)
    fail(`Server error: ${error.message}`)
  }
  // Express 5 hands a listen error to this callback too (it used to crash reading the address).
  const httpServer = server.listen(config.PORT, config.HOST, (error?: Error) => {
    if (error) return serverFailed(error)
    const { port } = httpServer.address() as AddressInfo
    process.stdout.write(`Marketplace listening on http://localhost:${port} (${config.NODE_ENV})\n`)
  })
  httpServer.on('error', serverFailed)

  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    process.stdout.write(`${signal} received: finishing requests in flight\n`)
    const forceExit = setTimeout(() => {
      process.stderr.write('Requests still running after 10 s: closing them\n')
      httpServer.closeAllConnections()
      void first.stop().finally(() => process.exit(1))
    }, SHUTDOWN_GRACE_MS)
    forceExit.unref()
    ;(await appModule()).markShuttingDown()
    // Responses still being produced answer with `Connection: close`.
    for (const res of inProgress) if (!res.headersSent) res.shouldKeepAlive = false
    // Stop accepting; idle keep-alive connections close now, busy ones after their response.
    httpServer.close(async () => {
      try {
        await first.stop()
        process.stdout.write('Shut down cleanly\n')
        process.exit(0)
      } catch (error) {
        process.stderr.write(`Error while closing: ${(error as Error).message}\n`)
        process.exit(1)
      }
    })
    httpServer.closeIdleConnections()
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

/** Production on PostgreSQL: a primary that forks workers; otherwise this process serves. */
async function boot() {
  const plan = processPlan(config)
  if (!cluster.isPrimary || plan.workers === 1) {
    if (cluster.isPrimary && isProduction && plan.singleProcessReason) {
      process.stdout.write(`One process: ${plan.singleProcessReason}\n`)
    }
    return main()
  }
  await runPrimary({
    workers: plan.workers,
    write: (line) => process.stdout.write(`${line}\n`),
    // Migrations and demo data once, before the workers open their own connections.
    prepare: async () => {
      const app = (await import(new URL('./server/index.js', import.meta.url).href)) as AppModule
      await app.start()
      await app.stop()
    },
  })
}

boot().catch((error: Error) => {
  if (error.name === 'EnvError' || error.name === 'DatabaseLockedError') fail(error.message)
  fail(`Could not start the marketplace: ${error.stack ?? error.message}`)
})
