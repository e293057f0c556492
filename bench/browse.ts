/**
 * Browse benchmark: seeds N listings into a PostgreSQL database of its own, starts the production
 * server on it, and measures requests per second and latency percentiles of the browse pages and
 * the product page at C concurrent connections, next to the same server's static-asset throughput
 * measured in the same run (the ceiling). See README.md ("Benchmark") and docs/performance.md.
 *
 *   npm run bench                                  100,000 listings, 50 connections
 *   npm run bench -- --listings 1000000            one million listings
 *   npm run bench -- --fresh --duration 20         reseed, measure 20 s per page
 *   npx tsx bench/browse.ts --seed-only            only create the database (for EXPLAIN ANALYZE)
 *   npm run bench -- --database my_bench           use (and create) another database than bench_<N>
 *   npm run bench -- --only signed-in              only the baseline and signed-in pass
 *   npm run bench -- --open-loop 100               also 100 unique searches a second for 30 s
 *   npm run bench -- --only open-loop --open-loop 100 --open-seconds 30   only that
 *
 * Besides the fixed pages, each pass measures searches whose every request is a different address
 * ("uncached": neither the page cache nor the result cache can answer them), as a long tail of
 * distinct searches would be in production.
 *
 * The last pass measures a bare React Router page of 24 cards from memory (bench/baseline, served by
 * the same server at /__baseline) next to the pages a signed-in visitor gets (browse: the shared
 * page with their parts, decision 0041; the others rendered per request), and prints each page's
 * rate as a multiple of the baseline's.
 *
 * Open loop (`--open-loop R`): R unique searches a second (the variants below in turn, each a new
 * address), sent on schedule whatever the answers take, for `--open-seconds`; latency is counted
 * from when each request was due, so a slow server cannot hide its queue (no coordinated omission).
 *
 * The open loop also reports each search variant's database time: the server (BENCH_DB_TIMING_FILE,
 * server/bench-db-time.ts) times every pool query of those requests.
 *
 * A quick 503 from admission control never stops the run: it is counted (column "503") and the
 * request is not a page served. The machine's load and the commit are printed at the start and end.
 *
 * Needs a production build (`npm run bench` builds first) and a PostgreSQL server
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432).
 */
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { resetEnvForTests } from '~/platform/env.server'
import {
  adminQuery,
  benchServerUrl,
  say,
  startBenchServer,
  stopBenchServer,
  withDatabase,
} from './bench-server'

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    term: { type: 'string', default: 'driver' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3190' },
    /** Another database name than bench_<listings> (a shared machine: one per person). */
    database: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    drop: { type: 'boolean', default: false },
    'seed-only': { type: 'boolean', default: false },
    'skip-uncached': { type: 'boolean', default: false },
    /** `signed-in`: only the baseline and signed-in pass. */
    only: { type: 'string' },
    json: { type: 'string' },
    /** Completed orders behind the price guide (issue #29). */
    orders: { type: 'string', default: '100000' },
    /** Unique searches a second in the open-loop pass (0: no open-loop pass). */
    'open-loop': { type: 'string', default: '0' },
    'open-seconds': { type: 'string', default: '30' },
  },
})

const listings = Number(args.listings)
const connections = Number(args.connections)
const duration = Number(args.duration)
const warmup = Number(args.warmup)
const port = Number(args.port)
const databaseName = args.database ?? `bench_${listings}`
if (!/^[a-z_][a-z0-9_]*$/.test(databaseName))
  throw new Error(`--database: ${databaseName} is not a plain name`)
const databaseUrl = withDatabase(benchServerUrl, databaseName)
const dataDir = path.join(os.tmpdir(), `fairway-${databaseName}`)
const origin = `http://127.0.0.1:${port}`
if (args.only !== undefined && args.only !== 'signed-in' && args.only !== 'open-loop')
  throw new Error('--only: the choices are signed-in and open-loop')
const openLoopRate = Number(args['open-loop'])
const openLoopSeconds = Number(args['open-seconds'])
if (!(openLoopRate >= 0) || !(openLoopSeconds > 0)) throw new Error('--open-loop and --open-seconds: numbers')
if (args.only === 'open-loop' && openLoopRate <= 0) throw new Error('--only open-loop needs --open-loop R')
const AUTH_SECRET = 'bench-secret-that-is-long-enough-for-signing-0123456789'
/** Built by `npm run bench` (`react-router build bench/baseline`). */
const BASELINE_BUILD = path.resolve('bench/baseline/build/server/index.js')

/** The number of listings in the bench database, or null when it does not exist or is unusable. */
async function existingListings(): Promise<number | null> {
  const found = await adminQuery(`select 1 from pg_database where datname = '${databaseName}'`)
  if (found.rowCount === 0 || !fs.existsSync(path.join(dataDir, 'media'))) return null
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    // The price guide's sold listings (bench/seed-sales.ts) are not the catalogue's: counting them
    // made every run reseed.
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from products where name not like 'Sold club %'`,
    )
    return Number(rows[0]?.count ?? 0)
  } catch {
    return null
  } finally {
    await client.end()
  }
}

async function prepareDatabase() {
  if (!args.fresh && (await existingListings()) === listings) {
    say(`Reusing database ${databaseName} (${listings.toLocaleString('en')} listings)`)
    return
  }
  say(`Creating database ${databaseName} and data folder ${dataDir}`)
  await adminQuery(`drop database if exists "${databaseName}" with (force)`)
  await adminQuery(`create database "${databaseName}"`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  // Photos go to this folder's media store, where the server will serve them from.
  process.env.DATA_DIR = dataDir
  resetEnvForTests()

  const { migrateDatabase, openDatabase, setDatabase } = await import('~/platform/db.server')
  const { seedBenchListings, storeBenchPhotos } = await import('./seed-listings')
  const handle = await openDatabase({ url: databaseUrl, poolSize: 2 })
  try {
    await migrateDatabase(handle)
    setDatabase(handle)
    const started = Date.now()
    const photos = await storeBenchPhotos()
    const summary = await seedBenchListings(handle.db, {
      listings,
      photos,
      onProgress: (done) => process.stdout.write(`\r  ${done.toLocaleString('en')} listings`),
    })
    // Issue #29: 100,000 completed orders for the price guide (bench/seed-sales.ts).
    const { seedBenchSales } = await import('./seed-sales')
    await seedBenchSales(handle.db, { orders: Number(args.orders), sellers: summary.sellers })
    await handle.db.execute(sql`vacuum analyze products`)
    say(
      `\r  Seeded ${summary.listings.toLocaleString('en')} listings and ${summary.sellers.toLocaleString('en')} sellers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  } finally {
    setDatabase(undefined)
    await handle.close()
  }
}

/**
 * Issue #29: the nightly guide job over the seeded orders, then 5,000 guide reads (priceGuideFor,
 * one model and condition each, as the product page and the wizard read it), timed in-process.
 */
async function measurePriceGuide() {
  process.env.DATA_DIR = dataDir
  resetEnvForTests()
  const { openDatabase, setDatabase } = await import('~/platform/db.server')
  const { rebuildPriceGuide } = await import('~/catalog/price-guide/price-guide.server')
  const { priceGuideFor } = await import('~/catalog/price-guide/guide-read.server')
  const handle = await openDatabase({ url: databaseUrl, poolSize: 2 })
  try {
    setDatabase(handle)
    const started = performance.now()
    const built = await rebuildPriceGuide(handle.db, new Date())
    const jobMs = performance.now() - started
    const { priceGuides } = await import('../db/schema')
    const rows = await handle.db
      .select({ club_model_id: priceGuides.clubModelId, condition: priceGuides.condition })
      .from(priceGuides)
    const times: number[] = []
    for (let i = 0; i < 5000 && rows.length > 0; i++) {
      const row = rows[(i * 7919) % rows.length]!
      const t0 = performance.now()
      await priceGuideFor(row.club_model_id, row.condition)
      times.push(performance.now() - t0)
    }
    times.sort((a, b) => a - b)
    say(
      `Price guide: job rebuilt ${built.sales.toLocaleString('en')} sales into ${built.guides.toLocaleString('en')} guide rows in ${(jobMs / 1000).toFixed(1)} s; ` +
        `guide read p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms (${times.length} reads)`,
    )
  } finally {
    setDatabase(undefined)
    await handle.close()
  }
}

function startServer(extraEnv: Record<string, string>) {
  return startBenchServer(origin, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET,
    ...extraEnv,
  })
}

async function newestVisibleProductId() {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: string }>(
      'select id from products where browse_visible order by created_at desc limit 1',
    )
    return rows[0]?.id
  } finally {
    await client.end()
  }
}

/**
 * A seeded seller with a complete profile, signed in: a fresh session row and its cookie exactly as
 * better-auth signs it (tests/support/auth.ts createSignedInUser, copied: bench does not import
 * tests), and two other sellers' listings in the cart so that /cart renders rows.
 */
async function signInBenchUser(productId: string | undefined) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    // Seller 1, unless the measured product is theirs (their own listing renders another page).
    const { rows: users } = await client.query<{ id: string }>(
      `select u.id from users u join profiles p on p.id = u.id
        where u.id in (md5('bench-seller-1')::uuid, md5('bench-seller-2')::uuid)
          and u.id is distinct from (select seller_id from products where id = $1)
        order by u.email limit 1`,
      [productId ?? null],
    )
    const userId = users[0]?.id
    if (!userId) throw new Error('No seeded seller to sign in: reseed with --fresh')
    await client.query('delete from sessions where user_id = $1', [userId])
    await client.query('delete from cart_items where user_id = $1', [userId])
    await client.query(
      `insert into cart_items (user_id, product_id)
       select $1, id from products
        where browse_visible and status = 'active' and seller_id <> $1
        order by created_at desc limit 2`,
      [userId],
    )
    const token = crypto.randomBytes(24).toString('base64url')
    await client.query(
      `insert into sessions (token, user_id, expires_at) values ($1, $2, now() + interval '14 days')`,
      [token, userId],
    )
    const signature = crypto.createHmac('sha256', AUTH_SECRET).update(token).digest('base64')
    // authCookieNames().sessionToken (app/platform/auth.server.ts) on an http:// origin.
    return `fairway.session_token=${encodeURIComponent(`${token}.${signature}`)}`
  } finally {
    await client.end()
  }
}

interface Measurement {
  name: string
  path: string
  status: 'measured' | 'not available'
  requestsPerSecond?: number
  p50?: number
  p95?: number
  p99?: number
  bytesPerResponse?: number
  errors?: number
  non2xx?: number
  /** 503 answers (admission control turning requests away): counted, never a stop. */
  refused?: number
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

async function load(
  url: string,
  seconds: number,
  onResponse?: (status: number, bytes: number, milliseconds: number) => void,
  nextPath?: () => string,
  cookie?: string,
) {
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    // The same headers a browser sends: compressed HTML, as in production.
    headers: {
      'accept-encoding': 'gzip, deflate, br',
      accept: 'text/html,*/*',
      ...(cookie ? { cookie } : {}),
    },
    ...(nextPath ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] } : {}),
  })
  if (onResponse)
    instance.on('response', (_client, status, bytes, responseTime) => onResponse(status, bytes, responseTime))
  return instance
}

/**
 * A page to measure. With `vary`, every request asks for a different address (vary(n) for n = 1,
 * 2, …, from a new offset in each run), so no cache can answer it.
 */
interface Page {
  name: string
  path: string
  vary?: (n: number) => string
  /** Sent with every request (a signed-in visitor); the page must then answer 200 itself. */
  cookie?: string
}

let variant = Math.floor(Math.random() * 1_000_000)

async function measure({ name, path: pagePath, vary, cookie }: Page): Promise<Measurement> {
  const nextPath = vary
    ? () => {
        variant += 1
        return vary(variant)
      }
    : undefined
  const url = `${origin}${nextPath ? nextPath() : pagePath}`
  const probe = await probeOnce(url, cookie)
  if (cookie) {
    // Signed in means rendered for this user: no redirect to /auth or /complete-profile, and the
    // session cookie not cleared as unknown.
    const cleared = probe.headers.getSetCookie().some((c) => c.startsWith('fairway.session_token=;'))
    if (probe.status !== 200 || cleared)
      throw new Error(`${pagePath} answered ${probe.status}${cleared ? ' and cleared the session' : ''}`)
  }
  if (probe.status === 404) return { name, path: pagePath, status: 'not available' }
  if (!probe.ok) throw new Error(`${pagePath} answered ${probe.status}`)

  await load(url, warmup, undefined, nextPath, cookie)
  const latencies: number[] = []
  let servedBytes = 0
  let refused = 0
  // Only pages served count: a quick 503 from admission control under overload is no page.
  const result = await load(
    url,
    duration,
    (status, bytes, milliseconds) => {
      if (status === 503) refused += 1
      if (status < 200 || status >= 300) return
      latencies.push(milliseconds)
      servedBytes += bytes
    },
    nextPath,
    cookie,
  )
  latencies.sort((a, b) => a - b)
  return {
    name,
    path: pagePath,
    status: 'measured',
    requestsPerSecond: (result.requests.total - result.non2xx) / duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    bytesPerResponse: latencies.length > 0 ? servedBytes / latencies.length : 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx - refused,
    refused,
  }
}

/**
 * The first request of a page, which must be a page (or a 404: not in this build). A 503 (the
 * server still busy with the previous page's load) is counted and asked again after its
 * Retry-After, for up to a minute: never a reason to stop the run.
 */
let probesRefused = 0
async function probeOnce(url: string, cookie?: string) {
  for (let attempt = 0; ; attempt++) {
    const probe = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} })
    await probe.arrayBuffer()
    if (probe.status !== 503 || attempt >= 30) return probe
    probesRefused += 1
    const wait = Number(probe.headers.get('retry-after') ?? 2)
    await new Promise((resolve) => setTimeout(resolve, Math.min(5, Math.max(1, wait)) * 1000))
  }
}

/** With `baseline` (req/s), a last column gives each page's rate as a multiple of it. */
function table(results: Measurement[], baseline?: number) {
  const ms = (value: number | undefined) => (Number.isFinite(value) ? value!.toFixed(1) : 'none in time')
  const rows = results.map((r) =>
    r.status === 'measured'
      ? [
          r.name,
          r.path,
          r.requestsPerSecond!.toFixed(0),
          ms(r.p50),
          ms(r.p95),
          ms(r.p99),
          `${(r.bytesPerResponse! / 1024).toFixed(1)}`,
          String(r.refused ?? 0),
          String(r.errors! + r.non2xx!),
          ...(baseline ? [`${(r.requestsPerSecond! / baseline).toFixed(2)}× baseline`] : []),
        ]
      : [r.name, r.path, 'not available (404)', '', '', '', '', '', '', ...(baseline ? [''] : [])],
  )
  const header = [
    ...['page', 'path', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'KiB/resp', '503', 'failed'],
    ...(baseline ? ['vs baseline'] : []),
  ]
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n')
}

/**
 * The searches of docs/decisions/0022 and 0023: several words, typos, filters with and without a
 * term. Their uncached variants change a price bound that changes no result (a maximum far above
 * every price; cents on a bound) so that every request is a new address with the same work.
 */
const cents = (n: number) => String(n % 100).padStart(2, '0')
const clubsFilters = (n?: number) =>
  `subcategory=clubs&price_min=100${n === undefined ? '' : `.${cents(n)}`}` +
  `&price_max=300${n === undefined ? '' : `.${cents(Math.floor(n / 100))}`}` +
  // Right-handed: clubs' size filter is the hand facet since issue #27 (passport or size).
  '&condition=new&condition=like-new&hand=right'
const noLimit = (n: number) => `&price_max=${500_000 + (n % 500_000)}`
/** A left-handed golfer's drivers: stiff, 9–10.5°, from clubs' passports. */
const golfFacets = 'subcategory=clubs&club_type=driver&hand=left&flex=S&loft_min=9&loft_max=10.5'
const SEARCHES: Page[] = [
  {
    name: 'multi-word search',
    path: '/browse?q=titleist+driver',
    vary: (n) => `/browse?q=titleist+driver${noLimit(n)}`,
  },
  {
    name: 'typo search',
    path: '/browse?q=calaway+drivr',
    vary: (n) => `/browse?q=calaway+drivr${noLimit(n)}`,
  },
  {
    name: 'filtered search',
    path: `/browse?q=driver&${clubsFilters()}`,
    vary: (n) => `/browse?q=driver&${clubsFilters(n)}`,
  },
  {
    name: 'filtered browse',
    path: `/browse?${clubsFilters()}&shipping=pickup`,
    vary: (n) => `/browse?${clubsFilters(n)}&shipping=pickup`,
  },
  // Issue #27: golf words and golf facets over the listings' passports (product_specs).
  {
    name: 'golf words search',
    path: '/browse?q=driver+zurdo+rigido',
    vary: (n) => `/browse?q=driver+zurdo+rigido${noLimit(n)}`,
  },
  {
    name: 'golf facets browse',
    path: `/browse?${golfFacets}`,
    vary: (n) => `/browse?${golfFacets}${noLimit(n)}`,
  },
  {
    name: 'golf facets search',
    path: '/browse?q=titleist&club_type=iron-set&set=4-PW&shaft=steel&unmodified=1',
    vary: (n) => `/browse?q=titleist&club_type=iron-set&set=4-PW&shaft=steel&unmodified=1${noLimit(n)}`,
  },
]

/** The pages of the visitor passes, the static asset first. */
function visitorPages(productId: string | undefined, withVaried: boolean): Page[] {
  return [
    { name: 'static asset (ceiling)', path: '/favicon.svg' },
    { name: 'browse', path: '/browse' },
    { name: 'search', path: `/browse?q=${encodeURIComponent(args.term!)}` },
    { name: 'subcategory by price', path: '/browse?subcategory=clubs&sort=price_asc' },
    ...SEARCHES.map(({ name, path }) => ({ name, path })),
    // Uncached by construction: measured once, under production settings.
    ...(withVaried
      ? SEARCHES.map((page) => ({ ...page, name: `${page.name}, uncached`, path: `${page.path} (varied)` }))
      : []),
    { name: 'product', path: `/product/${productId}` },
    // Issue #29: a model page (specs, listings, sold prices, guide).
    { name: 'model page', path: '/models/ping-g430-max-driver' },
  ]
}

const BASELINE_PATH = '/__baseline/'

/**
 * The baseline page and what a signed-in visitor gets: browse from the shared page with their own
 * parts put in (decision 0041), and, with one more cookie that opts out of sharing, browse rendered
 * for them alone as the product, cart and profile pages always are.
 */
function signedInPages(productId: string | undefined, cookie: string): Page[] {
  return [
    { name: 'baseline (24 cards, no I/O)', path: BASELINE_PATH },
    { name: 'browse, signed in', path: '/browse', cookie },
    { name: 'browse, signed in, rendered alone', path: '/browse', cookie: `${cookie}; bench_own_page=1` },
    { name: 'product, signed in', path: `/product/${productId}`, cookie },
    { name: 'cart (2 items), signed in', path: '/cart', cookie },
    { name: 'profile, signed in', path: '/profile', cookie },
  ]
}

interface OpenLoopResult {
  rate: number
  seconds: number
  sent: number
  served: number
  refused: number
  failed: number
  /** Milliseconds from when each served request was due to its last byte. */
  p50: number
  p95: number
  p99: number
  max: number
  perVariant: Array<{ name: string; served: number; p50: number; p95: number }>
  /** Database time per variant, from the server's BENCH_DB_TIMING_FILE. */
  database?: DatabaseTimes[]
}

interface DatabaseTimes {
  name: string
  requests: number
  queriesPerRequest: number
  /** Sum of a request's query times (each from sending to its rows on a held connection). */
  requestP50: number
  requestP95: number
  /** One query's time. */
  queryP50: number
  queryP95: number
}

/** The server's query times per variant (server/bench-db-time.ts), successful answers only. */
function databaseTimes(file: string): DatabaseTimes[] {
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : []
  const byVariant = new Map<string, { requests: number[]; queries: number[] }>()
  for (const line of lines) {
    const row = JSON.parse(line) as { variant: string; status: number; queries: number[] }
    if (row.status !== 200) continue
    const entry = byVariant.get(row.variant) ?? { requests: [], queries: [] }
    entry.requests.push(row.queries.reduce((sum, ms) => sum + ms, 0))
    entry.queries.push(...row.queries)
    byVariant.set(row.variant, entry)
  }
  return [...byVariant].map(([name, { requests, queries }]) => {
    requests.sort((a, b) => a - b)
    queries.sort((a, b) => a - b)
    return {
      name,
      requests: requests.length,
      queriesPerRequest: requests.length ? queries.length / requests.length : 0,
      requestP50: percentile(requests, 50),
      requestP95: percentile(requests, 95),
      queryP50: percentile(queries, 50),
      queryP95: percentile(queries, 95),
    }
  })
}

/**
 * `rate` unique searches a second for `seconds`, sent when due whatever the server takes to answer
 * (an open loop: a real evening's visitors do not wait for each other). Each request is a new
 * address of one of SEARCHES (in turn), so no cache answers it.
 */
async function openLoop(rate: number, seconds: number): Promise<OpenLoopResult> {
  const total = Math.round(rate * seconds)
  const latencies: number[] = []
  const byVariant = SEARCHES.map(() => [] as number[])
  let refused = 0
  let failed = 0
  let sent = 0
  const inFlight = new Set<Promise<void>>()
  const send = (index: number, dueAt: number) => {
    const which = index % SEARCHES.length
    variant += 1
    const url = `${origin}${SEARCHES[which]!.vary!(variant)}`
    const request = fetch(url, {
      headers: { 'accept-encoding': 'gzip', accept: 'text/html', 'x-bench-variant': SEARCHES[which]!.name },
    })
      .then(async (response) => {
        await response.arrayBuffer()
        const ms = performance.now() - dueAt
        if (response.status === 503) refused += 1
        else if (!response.ok) failed += 1
        else {
          latencies.push(ms)
          byVariant[which]!.push(ms)
        }
      })
      .catch(() => {
        failed += 1
      })
      .finally(() => inFlight.delete(request))
    inFlight.add(request)
  }
  const started = performance.now()
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now()
      const due = Math.min(total, Math.floor(((now - started) / 1000) * rate) + 1)
      while (sent < due) {
        // Due at its own slot, even when this tick runs late.
        send(sent, started + (sent / rate) * 1000)
        sent += 1
      }
      if (sent >= total) resolve()
      else setTimeout(tick, Math.max(1, Math.min(5, 1000 / rate)))
    }
    tick()
  })
  await Promise.all(inFlight)
  latencies.sort((a, b) => a - b)
  return {
    rate,
    seconds,
    sent,
    served: latencies.length,
    refused,
    failed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    perVariant: SEARCHES.map((page, i) => {
      const sorted = byVariant[i]!.sort((a, b) => a - b)
      return {
        name: page.name,
        served: sorted.length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
      }
    }),
  }
}

function openLoopReport(result: OpenLoopResult) {
  const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-')
  const lines = [
    `Open loop: ${result.rate} unique searches/s for ${result.seconds} s (production settings): sent ${result.sent}, served ${result.served}, 503 ${result.refused}, failed ${result.failed}`,
    `  latency from due time: p50 ${ms(result.p50)} ms, p95 ${ms(result.p95)} ms, p99 ${ms(result.p99)} ms, max ${ms(result.max)} ms`,
    ...result.perVariant.map(
      (v) =>
        `  ${v.name.padEnd(22)} ${String(v.served).padStart(5)} served  p50 ${ms(v.p50)} ms  p95 ${ms(v.p95)} ms`,
    ),
    `  target p95 ≤ 200 ms and no errors: ${result.p95 <= 200 && result.refused + result.failed === 0 ? 'met' : 'NOT met'}`,
    ...(result.database?.length
      ? [
          'Database time per search variant (each pool query of an answered request, on a held connection: pool wait excluded):',
          ...result.database.map(
            (d) =>
              `  ${d.name.padEnd(22)} ${d.queriesPerRequest.toFixed(1)} queries/request  per request p50 ${ms(d.requestP50)} ms, p95 ${ms(d.requestP95)} ms  per query p50 ${ms(d.queryP50)} ms, p95 ${ms(d.queryP95)} ms`,
          ),
        ]
      : []),
  ]
  return lines.join('\n')
}

/** Cores, load averages and the commit measured (with "+ changes" when the tree is not clean). */
function machineLine(when: string) {
  let commit = 'unknown commit'
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    }).trim()
    commit = `commit ${head}${dirty ? ' + uncommitted changes' : ''}`
  } catch {
    // Not a git checkout.
  }
  return `${when}: ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${commit}`
}

/** One server start: every page measured in turn. */
async function runPass(extraEnv: Record<string, string>, pages: Page[]) {
  const server = await startServer(extraEnv)
  const results: Measurement[] = []
  try {
    for (const page of pages) {
      process.stdout.write(`  ${page.name} ${page.path} …`)
      const result = await measure(page)
      results.push(result)
      say(result.status === 'measured' ? ` ${result.requestsPerSecond!.toFixed(0)} req/s` : ' not available')
    }
  } finally {
    await stopBenchServer(server)
  }
  return results
}

async function main() {
  say(
    `Browse benchmark: ${listings.toLocaleString('en')} listings, ${connections} connections, ${duration} s per page`,
  )
  say(machineLine('Start'))
  await prepareDatabase()
  await measurePriceGuide()
  if (args['seed-only']) return
  const productId = await newestVisibleProductId()

  if (!fs.existsSync(BASELINE_BUILD))
    throw new Error('No baseline build: run `npx react-router build bench/baseline` (npm run bench does).')
  const cookie = await signInBenchUser(productId)

  const SIGNED_IN_TITLE =
    'Baseline and signed-in pages (production settings; browse is the shared page with the visitor’s parts)'
  const passes: Array<{ title: string; env: Record<string, string>; pages: Page[] }> = []
  let openLoopResult: OpenLoopResult | undefined
  if (openLoopRate > 0) {
    say(`Open loop: ${openLoopRate} unique searches a second for ${openLoopSeconds} s …`)
    const timingFile = path.join(os.tmpdir(), `fairway-bench-db-time-${process.pid}.jsonl`)
    const server = await startServer({
      PAGE_CACHE_SECONDS: '5',
      BROWSE_CACHE_SECONDS: '5',
      BENCH_DB_TIMING_FILE: timingFile,
    })
    try {
      // A warm-up at the same rate (not counted): a new process compiles its code paths first.
      await openLoop(openLoopRate, warmup)
      fs.rmSync(timingFile, { force: true })
      openLoopResult = await openLoop(openLoopRate, openLoopSeconds)
    } finally {
      await stopBenchServer(server)
    }
    openLoopResult.database = databaseTimes(timingFile)
    fs.rmSync(timingFile, { force: true })
    say(openLoopReport(openLoopResult))
  }
  if (args.only === 'open-loop') {
    say(machineLine('End'))
    writeJson([], openLoopResult)
    return
  }
  if (args.only !== 'signed-in') {
    passes.push({
      title: 'Production settings (page and data caches, 5 s)',
      env: {},
      pages: visitorPages(productId, true),
    })
    if (!args['skip-uncached']) {
      passes.push(
        {
          title:
            'Without the page cache (as for a signed-in visitor: loaders and rendering on every request)',
          env: { PAGE_CACHE_SECONDS: '0' },
          pages: visitorPages(productId, false),
        },
        {
          title: 'Without any cache (every request queries the database and renders)',
          env: { PAGE_CACHE_SECONDS: '0', BROWSE_CACHE_SECONDS: '0' },
          pages: visitorPages(productId, false),
        },
      )
    }
  }
  passes.push({
    title: SIGNED_IN_TITLE,
    env: { BENCH_BASELINE_BUILD: BASELINE_BUILD },
    pages: signedInPages(productId, cookie),
  })
  const measured: Array<{ title: string; results: Measurement[] }> = []
  for (const pass of passes) {
    say(`${pass.title}:`)
    measured.push({
      title: pass.title,
      results: await runPass({ PAGE_CACHE_SECONDS: '5', BROWSE_CACHE_SECONDS: '5', ...pass.env }, pass.pages),
    })
  }
  if (args.drop) {
    await adminQuery(`drop database if exists "${databaseName}" with (force)`)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  const signedIn = measured.find((pass) => pass.title === SIGNED_IN_TITLE)!.results
  const baseline = signedIn.find((r) => r.path === BASELINE_PATH)?.requestsPerSecond ?? 0
  for (const { title, results } of measured) {
    say('')
    say(title)
    say(table(results, title === SIGNED_IN_TITLE ? baseline : undefined))
  }
  const signedInBrowse = signedIn.find((r) => r.name === 'browse, signed in')?.requestsPerSecond ?? 0
  const baselineTarget = `  signed-in /browse at least half the baseline: ${signedInBrowse.toFixed(0)} of ${baseline.toFixed(0)} req/s (${(signedInBrowse / baseline).toFixed(2)}×)  ${signedInBrowse * 2 >= baseline ? 'met' : 'NOT met'}`
  if (args.only === 'signed-in') {
    say('')
    say(`Target (${connections} connections):`)
    say(baselineTarget)
    if (openLoopResult) say(openLoopReport(openLoopResult))
    if (probesRefused > 0)
      say(`First requests of a page turned away with 503 and asked again: ${probesRefused}`)
    say(machineLine('End'))
    writeJson(measured, openLoopResult)
    return
  }
  const results = measured[0]!.results
  const ceiling = results.find((r) => r.path === '/favicon.svg')?.requestsPerSecond ?? 0
  const browse = results.find((r) => r.path === '/browse')
  const search = results.find((r) => r.name === 'search')
  say('')
  say(`Targets (${connections} connections, production settings):`)
  say(
    `  search p95 under 50 ms:                 ${search?.p95?.toFixed(1)} ms  ${(search?.p95 ?? Infinity) < 50 ? 'met' : 'NOT met'}`,
  )
  for (const page of SEARCHES) {
    for (const name of [page.name, `${page.name}, uncached`]) {
      const result = results.find((r) => r.name === name)
      say(
        `  ${`${name} p95 under 50 ms:`.padEnd(40)} ${result?.p95?.toFixed(1)} ms  ${(result?.p95 ?? Infinity) < 50 ? 'met' : 'NOT met'}`,
      )
    }
  }
  say(
    `  browse at least 1/3 of the static rate: ${browse?.requestsPerSecond?.toFixed(0)} of ${ceiling.toFixed(0)} req/s (${(((browse?.requestsPerSecond ?? 0) / ceiling) * 100).toFixed(0)} %)  ${(browse?.requestsPerSecond ?? 0) * 3 >= ceiling ? 'met' : 'NOT met'}`,
  )
  say(baselineTarget)
  if (openLoopResult) say(openLoopReport(openLoopResult))
  if (probesRefused > 0)
    say(`First requests of a page turned away with 503 and asked again: ${probesRefused}`)
  say(machineLine('End'))
  writeJson(measured, openLoopResult)
}

function writeJson(passes: Array<{ title: string; results: Measurement[] }>, openLoop?: OpenLoopResult) {
  if (!args.json) return
  fs.writeFileSync(
    args.json,
    `${JSON.stringify({ listings, connections, duration, date: new Date().toISOString(), load: os.loadavg(), passes, openLoop }, null, 2)}\n`,
  )
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
