/**
 * Several app instances on one PostgreSQL (issue #32 item 4, decision 0065): a change through one
 * instance clears the other's caches within a second (LISTEN/NOTIFY), and with DATABASE_READ_URL
 * on a real streaming replica (scripts/replica.sh) a seller sees the price they just changed at once.
 */
import { execFile, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { type DatabaseHandle, rawQuery } from '~/platform/db.server'
import { createSignedInUser } from '../../support/auth'
import { createProduct } from '../../support/factories'
import { serverDatabase, useServerProcesses } from '../../support/server-process'

const run = promisify(execFile)

/**
 * Caches long enough that only a clear, never an expiry, explains a change showing in time; one
 * process per instance (no cluster of workers: each instance starts once, quicker on a busy CI).
 */
const LONG_CACHES = { PAGE_CACHE_SECONDS: '60', BROWSE_CACHE_SECONDS: '60', WEB_CONCURRENCY: '1' }

async function page(url: string, cookie?: string) {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} })
  expect(response.status, url).toBe(200)
  return response.text()
}

/** Posts a seller dashboard action as the browser's form would. */
async function dashboardAction(origin: string, cookie: string, fields: Record<string, string>) {
  const response = await fetch(`${origin}/seller/dashboard`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
  expect(response.status).toBe(200)
  await response.text()
}

/**
 * Asks `url` again and again (at once after each answer) until `shows(body)`; answers when that
 * request was sent (a page rendered on a loaded machine may take a while to arrive: what counts is
 * that a request sent then got the change).
 */
async function firstSentShowing(url: string, shows: (body: string) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const sent = Date.now()
    if (shows(await page(url))) return sent
    if (Date.now() > deadline) throw new Error(`${url} did not show the change within ${timeoutMs} ms`)
  }
}

async function freePort() {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  await new Promise((resolve) => server.close(resolve))
  return port
}

function hasTool(name: string) {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

describe('several app instances on one PostgreSQL', () => {
  const processes = useServerProcesses()
  const cleanups: Array<() => Promise<void>> = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  async function database() {
    const database = await serverDatabase(processes.dataFolder())
    const handle: DatabaseHandle = await database.open()
    cleanups.push(async () => {
      await handle.close()
      await database.drop()
    })
    return { url: database.url as string, handle }
  }

  it('a listing sold through one instance disappears from the other instance’s browse within 1 s', async () => {
    const { url, handle } = await database()
    const seller = await createSignedInUser(handle.db, { name: 'Ana Bus' })
    const listing = await createProduct(handle.db, {
      sellerId: seller.user.id,
      name: 'Mizuno JPX 923 Notify Iron Set',
    })
    // Same machine, one media folder: the start-up check for photos without S3 lets them both in.
    const media = processes.dataFolder()
    const [one, two] = [processes.start(media, url, LONG_CACHES), processes.start(media, url, LONG_CACHES)]
    const [first, second] = await Promise.all([one!.url(), two!.url()])

    // The second instance keeps its browse page (and its query results) in its caches.
    expect(await page(`${second}/browse`)).toContain(listing.name)
    expect(await page(`${second}/browse`)).toContain(listing.name)

    await dashboardAction(first, seller.cookie, { intent: 'mark-sold', productId: listing.id })
    const sold = Date.now()
    const [row] = await rawQuery<{ status: string }>(
      handle.db,
      sql`select status from products where id = ${listing.id}`,
    )
    expect(row?.status).toBe('sold')

    const gone = await firstSentShowing(`${second}/browse`, (body) => !body.includes(listing.name))
    expect(gone - sold).toBeLessThan(1_000)
    expect(await page(`${first}/browse`)).not.toContain(listing.name)
  }, 120_000)

  it('with APP_INSTANCES above 1 and no S3 the start stops with a clear message, before serving', async () => {
    const { url } = await database()
    const result = processes.start(processes.dataFolder(), url, {
      APP_INSTANCES: '2',
      S3_BUCKET: '',
      WEB_CONCURRENCY: '1',
    })
    expect(await result.exited).not.toBe(0)
    expect(result.output()).toContain('S3_BUCKET: must be set when APP_INSTANCES is 2')
  }, 120_000)

  it('an instance on another machine already serving the database, and no S3: the start stops and names it', async () => {
    const { url } = await database()
    const { default: pg } = await import('pg')
    // What an instance on another machine holds open: its cache bus connection, named after its host.
    const elsewhere = new pg.Client({
      connectionString: url,
      application_name: 'fairway-cache-bus web-2.example.internal 00000000-0000-4000-8000-000000000002',
    })
    await elsewhere.connect()
    try {
      const result = processes.start(processes.dataFolder(), url, { S3_BUCKET: '', WEB_CONCURRENCY: '1' })
      expect(await result.exited).not.toBe(0)
      expect(result.output()).toContain('S3_BUCKET: must be set when app instances on other machines')
      expect(result.output()).toContain('web-2.example.internal')
    } finally {
      await elsewhere.end()
    }
  }, 120_000)

  // scripts/replica.sh needs pg_basebackup and the server binaries of the primary's version.
  const replicaTools = hasTool('pg_basebackup') && hasTool('psql')
  it.skipIf(!replicaTools)(
    'with DATABASE_READ_URL on a real replica, a seller sees the price they just changed at once; visitors once the replica has it',
    async () => {
      const { url, handle } = await database()
      const seller = await createSignedInUser(handle.db, { name: 'Ana Replica' })
      const listing = await createProduct(handle.db, {
        sellerId: seller.user.id,
        name: 'Titleist T100 Replica Iron Set',
        price: 123_45,
      })
      const replicaPort = await freePort()
      const replicaEnv = {
        ...process.env,
        PRIMARY_URL: url,
        REPLICA_PORT: String(replicaPort),
        REPLICA_DIR: path.join(os.tmpdir(), `fairway-test-replica-${process.pid}-${replicaPort}`),
      }
      cleanups.push(async () => {
        await run('scripts/replica.sh', ['stop'], { env: replicaEnv })
        expect(fs.existsSync(replicaEnv.REPLICA_DIR)).toBe(false)
      })
      await run('scripts/replica.sh', ['start'], { env: replicaEnv, timeout: 90_000 })
      const replicaUrl = new URL(url)
      replicaUrl.port = String(replicaPort)
      replicaUrl.hostname = '127.0.0.1'

      const server = processes.start(processes.dataFolder(), url, {
        ...LONG_CACHES,
        DATABASE_READ_URL: replicaUrl.href,
      })
      const origin = await server.url()
      expect(server.output()).toContain('"db.read_replica"')
      expect(server.output()).toContain('"standby":true')

      const product = `${origin}/product/${listing.id}`
      await vi.waitFor(async () => expect(await page(product)).toContain('123.45'), { timeout: 10_000 })
      expect(await page(product, seller.cookie)).toContain('123.45')

      // The replica stops replaying: what visitors read from it now lags behind the primary.
      const { default: pg } = await import('pg')
      const replica = new pg.Client({ connectionString: replicaUrl.href })
      await replica.connect()
      try {
        await replica.query('select pg_wal_replay_pause()')
        await dashboardAction(origin, seller.cookie, {
          intent: 'update-price',
          productId: listing.id,
          price: '98.76',
        })
        // The seller (a member: the primary) sees the new price at once ...
        const own = await page(product, seller.cookie)
        expect(own).toContain('98.76')
        expect(own).not.toContain('123.45')
        // ... a visitor who is not signed in reads the paused replica, still at the old price.
        expect(await page(product)).toContain('123.45')

        await replica.query('select pg_wal_replay_resume()')
        const resumed = Date.now()
        // Once the replica has replayed the change, the visitors' caches are cleared again.
        const shown = await firstSentShowing(product, (body) => body.includes('98.76'))
        expect(shown - resumed).toBeLessThan(1_000)
        // Browse's cards (the price as cents in the page's data) have it too.
        const browse = await page(`${origin}/browse`)
        expect(browse).toContain('9876')
        expect(browse).not.toContain('12345')
      } finally {
        await replica.query('select pg_wal_replay_resume()').catch(() => {})
        await replica.end()
      }
      server.process.kill('SIGTERM')
      expect(await server.exited).toBe(0)
    },
    180_000,
  )
})
