/**
 * Load test (issue #10 "Overload"): the production server on PostgreSQL with a cluster of workers,
 * under C connections for D seconds of mixed traffic (visitors on the landing, browse, search,
 * category, news and product pages; signed-in users on browse, product, cart, profile and their
 * dashboards). It reports throughput, latency percentiles and the slowest request, and counts
 * every answer by status. Pass: no request over 5 s and nothing but 2xx/3xx and counted 503s
 * (admission control); see docs/performance.md.
 *
 *   npm run build && npx tsx bench/load.ts                     200 connections, 60 s, 2 workers
 *   npx tsx bench/load.ts --database h10_load --port 3191       a database and port of your own
 *   npx tsx bench/load.ts --duration 10 --connections 50        a short smoke run
 *
 * Options: --listings (default 20000), --workers (2), --max-in-flight (server default), --fresh,
 * --drop, --json <file>. Database server: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432).
 */
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
    listings: { type: 'string', default: '20000' },
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    workers: { type: 'string', default: '2' },
    users: { type: 'string', default: '40' },
    'max-in-flight': { type: 'string' },
    database: { type: 'string', default: 'bench_load' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3190' },
    fresh: { type: 'boolean', default: false },
    drop: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
})

const listings = Number(args.listings)
const connections = Number(args.connections)
const duration = Number(args.duration)
const port = Number(args.port)
const databaseName = args.database as string
const databaseUrl = withDatabase(benchServerUrl, databaseName)
const dataDir = path.join(os.tmpdir(), `fairway-${databaseName}`)
const origin = `http://127.0.0.1:${port}`
const AUTH_SECRET = 'bench-secret-that-is-long-enough-for-signing-0123456789'
/** What the issue asks of every request. */
const LATENCY_LIMIT_MS = 5000

async function databaseReady() {
  const found = await adminQuery(`select 1 from pg_database where datname = '${databaseName}'`)
  if (found.rowCount === 0 || !fs.existsSync(path.join(dataDir, 'media'))) return false
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>('select count(*) from products')
    return Number(rows[0]?.count ?? 0) === listings
  } catch {
    return false
  } finally {
    await client.end()
  }
}

/** The database with its listings (reused when it has them) and the signed-in users' cookies. */
async function prepare(): Promise<{ cookies: string[]; productIds: string[] }> {
  process.env.DATA_DIR = dataDir
  process.env.AUTH_SECRET = AUTH_SECRET
  resetEnvForTests()
  const { migrateDatabase, openDatabase, rawQuery, setDatabase } = await import('~/platform/db.server')
  const fresh = args.fresh || !(await databaseReady())
  if (fresh) {
    say(`Creating database ${databaseName} with ${listings.toLocaleString('en')} listings`)
    await adminQuery(`drop database if exists "${databaseName}" with (force)`)
    await adminQuery(`create database "${databaseName}"`)
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.mkdirSync(dataDir, { recursive: true })
  } else {
    say(`Reusing database ${databaseName}`)
  }
  const handle = await openDatabase({ url: databaseUrl, poolSize: 2 })
  try {
    await migrateDatabase(handle)
    setDatabase(handle)
    if (fresh) {
      const { seedBenchListings, storeBenchPhotos } = await import('./seed-listings')
      await seedBenchListings(handle.db, { listings, photos: await storeBenchPhotos() })
      await handle.db.execute(sql`vacuum analyze products`)
    }
    // Fresh signed-in users each run: a session row and its signed cookie, as better-auth writes them.
    const { createSignedInUser } = await import('../tests/support/auth')
    const cookies: string[] = []
    for (let i = 0; i < Number(args.users); i++) cookies.push((await createSignedInUser(handle.db)).cookie)
    const products = await rawQuery<{ id: string }>(
      handle.db,
      sql`select id from products where browse_visible order by created_at desc limit 20`,
    )
    return { cookies, productIds: products.map((row) => row.id) }
  } finally {
    setDatabase(undefined)
    await handle.close()
  }
}

function startServer() {
  return startBenchServer(origin, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    AUTH_SECRET,
    WEB_CONCURRENCY: String(args.workers),
    ...(args['max-in-flight'] ? { MAX_REQUESTS_IN_FLIGHT: String(args['max-in-flight']) } : {}),
  })
}

/** The mix every connection cycles through: about half visitors, half signed-in users. */
function requestMix(cookies: string[], productIds: string[]) {
  const visitor = [
    '/',
    '/browse',
    '/browse?q=driver',
    '/browse?subcategory=clubs&sort=price_asc',
    '/category/golf',
    '/news',
    ...productIds.slice(0, 6).map((id) => `/product/${id}`),
  ]
  const signedIn = [
    '/browse',
    '/browse?q=iron',
    '/cart',
    '/profile',
    '/buyer/dashboard',
    '/seller/dashboard',
    ...productIds.slice(6, 12).map((id) => `/product/${id}`),
  ]
  const headers = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' }
  const mix: Array<{ method: 'GET'; path: string; headers: Record<string, string> }> = []
  for (let i = 0; i < Math.max(visitor.length, signedIn.length) * 2; i++) {
    mix.push({ method: 'GET', path: visitor[i % visitor.length] as string, headers })
    const cookie = cookies[i % cookies.length] as string
    mix.push({
      method: 'GET',
      path: signedIn[i % signedIn.length] as string,
      headers: { ...headers, cookie },
    })
  }
  return mix
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

async function main() {
  const started = new Date()
  say(`Load test: ${connections} connections, ${duration} s, ${args.workers} workers, PostgreSQL`)
  say(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`)
  say(
    `Load average at the start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  const { cookies, productIds } = await prepare()
  const server = await startServer()
  const latencies: number[] = []
  /** Latencies of the answered requests alone (2xx/3xx), without the 503s. */
  const answered: number[] = []
  const statuses = new Map<number, number>()
  let result: Awaited<ReturnType<typeof autocannon>>
  let loadDuring: number[] = []
  try {
    // A short warm-up (templates, connection pools), not counted.
    await autocannon({ url: origin, connections: 20, duration: 3, requests: requestMix(cookies, productIds) })
    const sampler = setInterval(() => {
      loadDuring = os.loadavg()
    }, 5000)
    const instance = autocannon({
      url: origin,
      connections,
      duration,
      // Longer than the limit: a slow answer is measured, not cut off as a timeout.
      timeout: 30,
      requests: requestMix(cookies, productIds),
    })
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime)
      if (statusCode < 400) answered.push(responseTime)
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1)
    })
    result = await instance
    clearInterval(sampler)
  } finally {
    await stopBenchServer(server)
  }
  if (args.drop) {
    await adminQuery(`drop database if exists "${databaseName}" with (force)`)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  latencies.sort((a, b) => a - b)
  answered.sort((a, b) => a - b)
  const total = latencies.length
  const byClass = (test: (status: number) => boolean) =>
    [...statuses].filter(([status]) => test(status)).reduce((sum, [, count]) => sum + count, 0)
  const ok = byClass((s) => s >= 200 && s < 400)
  const shed = statuses.get(503) ?? 0
  const other = total - ok - shed
  const slowest = latencies[total - 1] ?? 0
  const summary = {
    started: started.toISOString(),
    connections,
    duration,
    workers: Number(args.workers),
    listings,
    requests: total,
    requestsPerSecond: Math.round(total / duration),
    answeredPerSecond: Math.round(ok / duration),
    ok,
    shed503: shed,
    otherStatuses: other,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    latencyMs: {
      p50: Math.round(percentile(latencies, 50)),
      p90: Math.round(percentile(latencies, 90)),
      p99: Math.round(percentile(latencies, 99)),
      max: Math.round(slowest),
    },
    answeredLatencyMs: {
      p50: Math.round(percentile(answered, 50)),
      p90: Math.round(percentile(answered, 90)),
      p99: Math.round(percentile(answered, 99)),
      max: Math.round(answered[answered.length - 1] ?? 0),
    },
    over5s: latencies.filter((ms) => ms > LATENCY_LIMIT_MS).length,
    loadAverageDuring: loadDuring.map((l) => Number(l.toFixed(2))),
    loadAverageAfter: os.loadavg().map((l) => Number(l.toFixed(2))),
  }
  say('')
  say(`Requests: ${total.toLocaleString('en')} (${summary.requestsPerSecond} req/s)`)
  say(
    `  2xx/3xx: ${ok.toLocaleString('en')} (${summary.answeredPerSecond}/s)   503 (shed): ${shed.toLocaleString('en')}`,
  )
  say(`  other statuses: ${other}   socket errors: ${result.errors}   timeouts: ${result.timeouts}`)
  say(`  by status: ${JSON.stringify(summary.statuses)}`)
  say(
    `Latency ms: p50 ${summary.latencyMs.p50}, p90 ${summary.latencyMs.p90}, p99 ${summary.latencyMs.p99}, max ${summary.latencyMs.max}`,
  )
  const a = summary.answeredLatencyMs
  say(`Answered (2xx/3xx) only, ms: p50 ${a.p50}, p90 ${a.p90}, p99 ${a.p99}, max ${a.max}`)
  say(`Requests over 5 s: ${summary.over5s}`)
  say(
    `Load average during the run: ${summary.loadAverageDuring.join(' ')}; after: ${summary.loadAverageAfter.join(' ')}`,
  )
  if (args.json) fs.writeFileSync(args.json, `${JSON.stringify(summary, null, 2)}\n`)
  const passed = summary.over5s === 0 && other === 0 && result.errors === 0 && result.timeouts === 0
  say(passed ? 'PASS: no request over 5 s, no error but counted 503s' : 'FAIL: see above')
  process.exitCode = passed ? 0 : 1
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
