/**
 * Brings the marketplace's outside world up (database, migrations, job queue, demo data) and down
 * again. Called by server.ts through server/app.ts; both are idempotent. The demo seed is imported
 * here, in server/, and never by app/platform/.
 */
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { resetBrowseIndex, startBrowseIndex } from '~/catalog/browse-index/browse-index.server'
import { settleAuthBackgroundTasks } from '~/platform/auth.server'
import { otherHosts, startCacheBus, stopCacheBus } from '~/platform/cache-bus.server'
import {
  currentDatabase,
  currentReadDatabase,
  isDatabaseEmpty,
  migrateDatabase,
  openDatabase,
  rawQuery,
  setDatabase,
  setReadDatabase,
} from '~/platform/db.server'
import { EnvError, env } from '~/platform/env.server'
import {
  jobQueueHealth,
  prepareJobQueue,
  startJobWorkers,
  stopJobWorkers,
} from '~/platform/jobs/queue.server'
import { log } from '~/platform/log.server'
import { runShutdownTasks } from '~/platform/shutdown.server'
import { allJobs } from './jobs'

/** Of the server's 10 s shutdown budget, what running jobs may use to finish. */
const JOBS_STOP_BUDGET_MS = 8_000

export async function startMarketplace() {
  if (currentDatabase()) return
  const config = env()
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: config.DATABASE_URL ? undefined : path.join(config.dataDir, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  })
  try {
    await migrateDatabase(handle)
    setDatabase(handle)
    await prepareJobQueue(handle.db, allJobs)
    log.info('db.ready', { kind: handle.kind })
    if (config.DATABASE_URL) await joinOtherInstances(config.DATABASE_URL, config)
    log.info('payments.provider', { provider: config.STRIPE_SECRET_KEY ? 'stripe' : 'test' })
    if (!config.STRIPE_SECRET_KEY && config.NODE_ENV === 'production') {
      // Chosen with ALLOW_TEST_PAYMENTS (env.server.ts refuses to start otherwise): say it loudly.
      log.warn('payments.test_provider_in_production', {
        hint: 'no money moves; set STRIPE_SECRET_KEY for real payments',
      })
    }
    if (config.ENABLE_TEST_HOOKS) {
      log.warn('test_hooks.enabled', { hint: 'the clock and the job queue can be driven over HTTP' })
    }
    if (config.SEED_DEMO && (await isDatabaseEmpty(handle.db))) {
      const { seedDemoMarketplace } = await import('../db/seed')
      const started = Date.now()
      const summary = await seedDemoMarketplace(handle.db)
      log.info('db.seeded', { ...summary, ms: Date.now() - started })
    }
    // Browse and search from memory once it is built (decision 0075); SQL answers until then.
    startBrowseIndex()
    await startJobWorkers({
      pollSeconds: config.JOBS_POLL_SECONDS,
      maintenanceSeconds: config.JOBS_MAINTENANCE_SECONDS,
      // PGlite's folder lock keeps every other process out: a run left active was this folder's last process.
      soleProcess: handle.kind === 'pglite',
    })
  } catch (error) {
    await stopCacheBus()
    await closeReadDatabase()
    setDatabase(undefined)
    await handle.close()
    throw error
  }
}

/**
 * Several app instances on one PostgreSQL (decision 0065): listen for the others' cache clears,
 * open the read replica when there is one, and refuse to start when instances on other machines
 * would keep photos on their own disks.
 */
async function joinOtherInstances(databaseUrl: string, config: ReturnType<typeof env>) {
  await startCacheBus(databaseUrl)
  if (!config.S3_BUCKET) {
    const hosts = await otherHosts()
    if (hosts.length > 0) {
      throw new EnvError(
        `Invalid environment configuration:\n  S3_BUCKET: must be set when app instances on other machines share this database (${hosts.join(', ')} already serve it): photos uploaded to one machine's DATA_DIR/media would be missing (404) on the others`,
      )
    }
  }
  if (config.DATABASE_READ_URL) {
    const replica = await openDatabase({ url: config.DATABASE_READ_URL, poolSize: config.DATABASE_POOL_SIZE })
    try {
      const [row] = await rawQuery<{ standby: boolean }>(
        replica.db,
        sql`select pg_is_in_recovery() as standby`,
      )
      setReadDatabase(replica)
      log.info('db.read_replica', { standby: Boolean(row?.standby) })
      if (!row?.standby)
        log.warn('db.read_replica_not_standby', { hint: 'DATABASE_READ_URL is not a replica' })
    } catch (error) {
      await replica.close()
      throw new Error(`DATABASE_READ_URL does not answer: ${(error as Error).message}`)
    }
  }
}

async function closeReadDatabase() {
  const replica = currentReadDatabase()
  setReadDatabase(undefined)
  await replica?.close()
}

let jobsStopping: Promise<void> | undefined

/** The server stops: jobs take no new work now; running ones may finish within the budget. */
export function beginStopping() {
  jobsStopping ??= stopJobWorkers(Date.now() + JOBS_STOP_BUDGET_MS)
  return jobsStopping
}

export async function stopMarketplace() {
  const handle = currentDatabase()
  if (!handle) return
  await beginStopping()
  jobsStopping = undefined
  // Account e-mails still being queued finish before the database goes away.
  await settleAuthBackgroundTasks()
  await runShutdownTasks()
  await stopCacheBus()
  await closeReadDatabase()
  setDatabase(undefined)
  resetBrowseIndex()
  await handle.close()
  log.info('db.closed')
}

/** For /healthz: throws when the database or the job queue's tables do not answer. */
export async function checkHealth() {
  const handle = currentDatabase()
  if (!handle) throw new Error('database not connected')
  await handle.ping()
  return jobQueueHealth(handle.db)
}
