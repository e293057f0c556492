/**
 * Several app instances on one PostgreSQL (issue #32 item 4, docs/scaling.md): how long a change
 * made through one instance takes to show on another, and, with `--replica`, the same with both
 * reading a streaming replica (scripts/replica.sh) while the seller checks their own change.
 *
 *   npx tsx bench/instances.ts --database bench_10000 --rounds 20
 *   npx tsx bench/instances.ts --database bench_10000 --rounds 20 --replica
 *
 * Needs a production build and a bench database made by bench/browse.ts (its seeded sellers).
 * Both instances keep pages and query results for 60 s: only a cache clear, not an expiry, can
 * make a change show sooner. Each round: the seller changes a price through instance A; the time
 * until a visitor who is not signed in sees it on instance B is measured (polling every 10 ms), and
 * whether the seller's own next page on A already shows it.
 */
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { benchServerUrl, say, startBenchServer, stopBenchServer, withDatabase } from './bench-server'

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'bench_100000' },
    rounds: { type: 'string', default: '20' },
    port: { type: 'string', default: '3860' },
    replica: { type: 'boolean', default: false },
    'replica-port': { type: 'string', default: '5433' },
  },
})
const databaseUrl = withDatabase(benchServerUrl, args.database!)
const rounds = Number(args.rounds)
const AUTH_SECRET = 'bench-secret-that-is-long-enough-for-signing-0123456789'
const dataDir = path.join(os.tmpdir(), `fairway-${args.database}`)

function machine(when: string) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
  return `${when}: ${new Date().toISOString()}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, commit ${commit}`
}

async function sellerAndListing() {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ seller_id: string; id: string }>(
      `select seller_id, id from products
        where browse_visible and status = 'active' and seller_id = md5('bench-seller-1')::uuid
        order by created_at desc limit 1`,
    )
    const row = rows[0]
    if (!row) throw new Error(`No listing of the first bench seller in ${args.database}`)
    const token = crypto.randomBytes(24).toString('base64url')
    await client.query(
      `insert into sessions (token, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [token, row.seller_id],
    )
    const signature = crypto.createHmac('sha256', AUTH_SECRET).update(token).digest('base64')
    return {
      productId: row.id,
      cookie: `fairway.session_token=${encodeURIComponent(`${token}.${signature}`)}`,
    }
  } finally {
    await client.end()
  }
}

async function text(url: string, cookie?: string) {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} })
  const body = await response.text()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return body
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** How long a NOTIFY takes from one connection to another LISTENing one (the bus's own delay). */
async function notifyRoundTrip(samples = 50) {
  const listener = new pg.Client({ connectionString: databaseUrl })
  const sender = new pg.Client({ connectionString: databaseUrl })
  await Promise.all([listener.connect(), sender.connect()])
  try {
    await listener.query('listen fairway_bench_probe')
    const times: number[] = []
    for (let i = 0; i < samples; i++) {
      const received = new Promise<void>((resolve) => listener.once('notification', () => resolve()))
      const sent = performance.now()
      await sender.query(`select pg_notify('fairway_bench_probe', '${i}')`)
      await received
      times.push(performance.now() - sent)
    }
    times.sort((x, y) => x - y)
    say(
      `NOTIFY to a listening connection: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms (${samples} notices)`,
    )
  } finally {
    await Promise.all([listener.end(), sender.end()])
  }
}

/** How long a committed row takes to be readable on the replica (polling every millisecond). */
async function replicaLag(replicaUrl: string, samples = 50) {
  const primary = new pg.Client({ connectionString: databaseUrl })
  const replica = new pg.Client({ connectionString: replicaUrl })
  await Promise.all([primary.connect(), replica.connect()])
  try {
    await primary.query('create table if not exists bench_replica_probe (n int)')
    const times: number[] = []
    for (let i = 0; i < samples; i++) {
      const { rows } = await primary.query<{ lsn: string }>(
        'insert into bench_replica_probe values ($1) returning pg_current_wal_lsn()::text as lsn',
        [i],
      )
      const committed = performance.now()
      for (;;) {
        const { rows: seen } = await replica.query<{ ok: boolean }>(
          'select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok',
          [rows[0]!.lsn],
        )
        if (seen[0]?.ok) break
        await new Promise((resolve) => setTimeout(resolve, 1))
      }
      times.push(performance.now() - committed)
    }
    await primary.query('drop table bench_replica_probe')
    times.sort((x, y) => x - y)
    say(
      `Replica replayed a commit after p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (${samples} commits)`,
    )
  } finally {
    await Promise.all([primary.end(), replica.end()])
  }
}

async function main() {
  say(machine('Start'))
  await notifyRoundTrip()
  const { productId, cookie } = await sellerAndListing()
  let replicaUrl: string | undefined
  const replicaEnv = { ...process.env, PRIMARY_URL: databaseUrl, REPLICA_PORT: args['replica-port'] }
  if (args.replica) {
    say('Starting a streaming replica (scripts/replica.sh) …')
    execFileSync('scripts/replica.sh', ['start'], { env: replicaEnv, stdio: ['ignore', 'ignore', 'inherit'] })
    const url = new URL(databaseUrl)
    url.hostname = '127.0.0.1'
    url.port = args['replica-port']!
    replicaUrl = url.href
    await replicaLag(replicaUrl)
  }
  const serverEnv = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET,
    WEB_CONCURRENCY: '1',
    PAGE_CACHE_SECONDS: '60',
    BROWSE_CACHE_SECONDS: '60',
    ...(replicaUrl ? { DATABASE_READ_URL: replicaUrl } : {}),
  }
  const [a, b] = [`http://127.0.0.1:${args.port}`, `http://127.0.0.1:${Number(args.port) + 1}`]
  const servers = [await startBenchServer(a!, serverEnv), await startBenchServer(b!, serverEnv)]
  const delays: number[] = []
  const renders: number[] = []
  let ownAtOnce = 0
  try {
    for (let round = 1; round <= rounds; round++) {
      const euros = (500 + round / 100 + Math.floor(Math.random() * 400)).toFixed(2)
      const product = `/product/${productId}`
      // B holds the page in its cache.
      await text(`${b}${product}`)
      await text(`${b}${product}`)
      const response = await fetch(`${a}/seller/dashboard`, {
        method: 'POST',
        headers: { cookie, origin: a!, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'update-price', productId, price: euros }),
      })
      await response.text()
      if (response.status !== 200) throw new Error(`The price change answered ${response.status}`)
      const changed = performance.now()
      // The seller's own next page on A, while a visitor keeps asking B.
      const own = text(`${a}${product}`, cookie)
      for (;;) {
        const asked = performance.now()
        const shown = (await text(`${b}${product}`)).includes(euros)
        if (shown) {
          // The answer that showed it: rendering the page again on B (its caches were just cleared).
          renders.push(performance.now() - asked)
          break
        }
        if (performance.now() - changed > 30_000) throw new Error('The change did not show on B within 30 s')
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      delays.push(performance.now() - changed)
      if ((await own).includes(euros)) ownAtOnce += 1
    }
  } finally {
    for (const server of servers) await stopBenchServer(server)
    if (args.replica) execFileSync('scripts/replica.sh', ['stop'], { env: replicaEnv, stdio: 'ignore' })
  }
  delays.sort((x, y) => x - y)
  say(
    `${rounds} price changes through A${replicaUrl ? ', both instances reading a streaming replica' : ''}: ` +
      `a visitor saw each on B after p50 ${percentile(delays, 50).toFixed(0)} ms, p95 ${percentile(delays, 95).toFixed(0)} ms, max ${delays.at(-1)?.toFixed(0)} ms; ` +
      `the seller's next page on A showed it at once ${ownAtOnce} of ${rounds} times`,
  )
  renders.sort((x, y) => x - y)
  say(
    `  of which rendering B's page again (the answer that showed it): p50 ${percentile(renders, 50).toFixed(0)} ms, p95 ${percentile(renders, 95).toFixed(0)} ms`,
  )
  say(machine('End'))
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
