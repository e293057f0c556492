import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, inject } from 'vitest'
import { resetBrowseIndex } from '~/catalog/browse-index/browse-index.server'
import { settleAuthBackgroundTasks } from '~/platform/auth.server'
import { type Database, type DatabaseHandle, openDatabase, rawQuery, setDatabase } from '~/platform/db.server'
import { prepareJobQueue } from '~/platform/jobs/queue.server'
import { clearPageCaches } from '~/platform/page-cache.server'
import { allJobs } from '../../server/jobs'
import { withDatabase } from './global-setup'

/**
 * A real, migrated database for one test file: PGlite by default, or a fresh database on the
 * PostgreSQL server of TEST_DATABASE_URL (copied from the template made in global-setup.ts).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL
  const template = inject('postgresTemplate')
  if (serverUrl && template) {
    const name = `marketplace_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    try {
      await admin.query(`create database "${name}" template "${template}"`)
    } finally {
      await admin.end()
    }
    const handle = await openDatabase({ url: withDatabase(serverUrl, name), poolSize: 5 })
    return {
      ...handle,
      close: async () => {
        await handle.close()
        const cleanup = new pg.Client({ connectionString: serverUrl })
        await cleanup.connect()
        await cleanup.query(`drop database if exists "${name}" with (force)`)
        await cleanup.end()
      },
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent')
  const { drizzle } = await import('drizzle-orm/pglite')
  const schema = await import('../../db/schema')
  const dump = new Blob([fs.readFileSync(inject('pgliteDump'))])
  const client = new PGlite({ extensions: { pg_trgm, unaccent }, loadDataDir: dump })
  await client.waitReady
  return {
    db: drizzle({ client, schema }) as unknown as Database,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1')
    },
    close: () => client.close(),
  }
}

/**
 * Empties every table and the job queue (faster than a new database between tests), but the club
 * model catalogue: reference data the migration writes, as in production.
 */
export async function truncateAll(database: Database) {
  const tables = await rawQuery<{ tablename: string }>(
    database,
    sql`select tablename from pg_tables where schemaname = 'public' and left(tablename, 2) <> '__' and tablename <> 'club_models'`,
  )
  if (tables.length === 0) return
  const list = [...tables.map((t) => `"${t.tablename}"`), 'pgboss.job', 'pgboss.archive'].join(', ')
  // Work the last test left behind (better-auth's deferred session writes) ends first.
  await settleAuthBackgroundTasks()
  for (let attempt = 1; ; attempt++) {
    try {
      await database.execute(sql.raw(`truncate ${list} restart identity cascade`))
      return
    } catch (error) {
      // On PostgreSQL a write still under way from the last test can take its table locks in the
      // other order (a deadlock, seen once in CI): PostgreSQL rolls one side back, so try again.
      if (attempt >= 5 || !isDeadlock(error)) throw error
    }
  }
}

function isDeadlock(error: unknown) {
  const cause = (error as { cause?: { code?: string } } | null)?.cause
  return cause?.code === '40P01' || (error as { code?: string } | null)?.code === '40P01'
}

/**
 * Gives the test file a database that the app's `db()` and job queue also use, emptied before each
 * test. Jobs run when a test calls `runDueJobs()` (no workers poll in tests).
 * Use the returned getter inside tests: `const database = useTestDatabase(); … database()`.
 */
export function useTestDatabase(options: { truncateBeforeEach?: boolean } = {}) {
  let handle: DatabaseHandle | undefined
  beforeAll(async () => {
    handle = await createTestDatabase()
    setDatabase(handle)
    await prepareJobQueue(handle.db, allJobs)
  })
  if (options.truncateBeforeEach ?? true) {
    beforeEach(async () => {
      if (handle) await truncateAll(handle.db)
      // What was kept from the emptied tables goes too (the model page's data, decision 0071).
      clearPageCaches()
      // The browse index holds listings TRUNCATE took away without a trace in listing_changes.
      resetBrowseIndex()
    })
  }
  afterAll(async () => {
    setDatabase(undefined)
    await handle?.close()
  })
  return () => {
    if (!handle) throw new Error('The test database is not ready (use it inside a test or hook).')
    return handle.db
  }
}
