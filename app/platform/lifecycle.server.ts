import path from 'node:path'
import { settleAuthBackgroundTasks } from './auth.server'
import { currentDatabase, isDatabaseEmpty, migrateDatabase, openDatabase, setDatabase } from './db.server'
import { env } from './env.server'
import { log } from './log.server'

/**
 * Brings the app's outside world up (database, migrations, demo data) and down again.
 * Called by server.ts through server/app.ts; both are idempotent.
 */
export async function startPlatform() {
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
    log.info('db.ready', { kind: handle.kind })
    log.info('payments.provider', { provider: config.STRIPE_SECRET_KEY ? 'stripe' : 'test' })
    if (!config.STRIPE_SECRET_KEY && config.NODE_ENV === 'production') {
      // Chosen with ALLOW_TEST_PAYMENTS (env.server.ts refuses to start otherwise): say it loudly.
      log.warn('payments.test_provider_in_production', {
        hint: 'no money moves; set STRIPE_SECRET_KEY for real payments',
      })
    }
    if (config.SEED_DEMO && (await isDatabaseEmpty(handle.db))) {
      const { seedDemoMarketplace } = await import('../../db/seed')
      const started = Date.now()
      const summary = await seedDemoMarketplace(handle.db)
      log.info('db.seeded', { ...summary, ms: Date.now() - started })
    }
  } catch (error) {
    setDatabase(undefined)
    await handle.close()
    throw error
  }
}

const shutdownTasks = new Set<() => Promise<void>>()

/**
 * Work a domain must finish while the database is still open when the server stops (e.g. writing
 * counters kept in memory). Tasks never throw.
 */
export function beforeDatabaseCloses(task: () => Promise<void>) {
  shutdownTasks.add(task)
}

export async function stopPlatform() {
  const handle = currentDatabase()
  if (!handle) return
  // E-mails still being sent finish before the database goes away.
  await settleAuthBackgroundTasks()
  await Promise.all([...shutdownTasks].map((task) => task()))
  setDatabase(undefined)
  await handle.close()
  log.info('db.closed')
}

/** For /healthz: throws when the database does not answer. */
export async function checkHealth() {
  const handle = currentDatabase()
  if (!handle) throw new Error('database not connected')
  await handle.ping()
}
