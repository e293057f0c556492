import { AsyncLocalStorage } from 'node:async_hooks'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type SQL, sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { syncClubCatalogue } from '../../db/club-catalogue'
import * as schema from '../../db/schema'
import { log } from './log.server'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
/** The argument of a `db.transaction(async (tx) => …)` callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
export type DatabaseOrTransaction = Database | Transaction

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Throws when the database does not answer. */
  ping(): Promise<void>
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise PGlite. */
  url?: string
  /** PGlite data folder; omitted means an in-memory database (tests). */
  pgliteDir?: string
  poolSize?: number
}

/**
 * db/migrations, found by walking up from this module: it runs from app/platform/ in development
 * and tests, and from a chunk somewhere under build/server/ in production.
 */
export const MIGRATIONS_DIR = findUp(
  path.dirname(fileURLToPath(import.meta.url)),
  'db/migrations/meta/_journal.json',
)

function findUp(start: string, relative: string): string {
  let dir = start
  for (;;) {
    if (fs.existsSync(path.join(dir, relative))) return path.join(dir, 'db/migrations')
    const parent = path.dirname(dir)
    if (parent === dir) return path.resolve('db/migrations')
    dir = parent
  }
}

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError'
}

/**
 * Two processes writing one PGlite folder corrupt it, so the folder carries a lock file with the
 * owner's pid. A lock left by a process that no longer runs is taken over.
 */
export function acquireFolderLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true })
  const lockPath = path.join(dir, 'marketplace.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' })
      let released = false
      const release = () => {
        if (released) return
        released = true
        process.off('exit', release)
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath)
        } catch {
          // Already gone.
        }
      }
      process.on('exit', release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10)
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new DatabaseLockedError(
          `The embedded database in ${dir} is already open in another process (pid ${owner}). ` +
            'Stop that process first, or set DATA_DIR to another folder, or DATABASE_URL to use PostgreSQL.',
        )
      }
      if (owner === process.pid) {
        throw new DatabaseLockedError(`The embedded database in ${dir} is already open in this process.`)
      }
      log.warn('db.stale_lock_removed', { dir, pid: owner })
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database folder ${dir}.`)
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { default: pg } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    pool.on('error', (error) => log.error('db.pool_error', { error }))
    timeQueries(pool)
    const db = drizzle({ client: pool, schema }) as unknown as Database
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1')
      },
      close: () => pool.end(),
    }
  }

  const releaseLock = options.pgliteDir ? acquireFolderLock(options.pgliteDir) : () => {}
  try {
    const { PGlite } = await import('@electric-sql/pglite')
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
    const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent')
    const { drizzle } = await import('drizzle-orm/pglite')
    const client = new PGlite({
      dataDir: options.pgliteDir ? path.join(options.pgliteDir, 'pgdata') : undefined,
      extensions: { pg_trgm, unaccent },
    })
    await client.waitReady
    const db = drizzle({ client, schema }) as unknown as Database
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1')
      },
      close: async () => {
        try {
          await client.close()
        } finally {
          releaseLock()
        }
      },
    }
  } catch (error) {
    releaseLock()
    throw error
  }
}

/** Milliseconds of each query a request made, on a connection it holds (pool wait excluded). */
export interface QueryTimes {
  queries: number[]
}

const queryTiming = new AsyncLocalStorage<QueryTimes>()

/**
 * Runs `work` noting how long each of its pool queries takes once it holds a connection (the
 * bench's database time per request, server/bench-db-time.ts). Queries inside transactions are
 * not counted. Outside `withQueryTimes` the pool is used exactly as before.
 */
export function withQueryTimes<T>(times: QueryTimes, work: () => T): T {
  return queryTiming.run(times, work)
}

interface TimedPool {
  query: (...args: never[]) => unknown
  connect: () => Promise<{ query: (...args: unknown[]) => Promise<unknown>; release: () => void }>
}

function timeQueries(pool: TimedPool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
  pool.query = ((...args: unknown[]) => {
    const times = queryTiming.getStore()
    if (!times || typeof args.at(-1) === 'function') return query(...args)
    return pool.connect().then(async (client) => {
      const started = performance.now()
      try {
        return await client.query(...args)
      } finally {
        times.queries.push(performance.now() - started)
        client.release()
      }
    })
  }) as typeof pool.query
}

/**
 * Applies the committed drizzle-kit migrations that the database has not seen yet, then writes the
 * club model catalogue (db/club-catalogue.ts).
 */
export async function migrateDatabase(handle: DatabaseHandle) {
  const config = { migrationsFolder: MIGRATIONS_DIR }
  if (handle.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type.
    await migrate(handle.db as any, config)
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type.
    await migrate(handle.db as any, config)
  }
  // The club model catalogue is reference data every database holds (issue #27).
  await syncClubCatalogue(handle.db)
}

// The handle lives on globalThis so that the dev server's module reloads reuse one connection
// (a second PGlite on the same folder would corrupt it).
const globalHandle = globalThis as typeof globalThis & {
  __marketplaceDb?: DatabaseHandle
  __marketplaceReadDb?: DatabaseHandle
  __marketplaceReadPolicy?: AsyncLocalStorage<{ replica: boolean }>
}

/** The database every domain module uses. */
export function db(): Database {
  const handle = globalHandle.__marketplaceDb
  if (!handle) throw new Error('The database is not connected yet (call setDatabase first).')
  return handle.db
}

export function currentDatabase(): DatabaseHandle | undefined {
  return globalHandle.__marketplaceDb
}

/** Makes `handle` the database of this process (the server at boot, each test file for itself). */
export function setDatabase(handle: DatabaseHandle | undefined) {
  globalHandle.__marketplaceDb = handle
}

/**
 * The read replica named by DATABASE_READ_URL (docs/scaling.md, decision 0065), or none. Only
 * reads that may lag a moment use it, and only inside `withReplicaReads`.
 */
export function setReadDatabase(handle: DatabaseHandle | undefined) {
  globalHandle.__marketplaceReadDb = handle
}

export function currentReadDatabase(): DatabaseHandle | undefined {
  return globalHandle.__marketplaceReadDb
}

function readPolicy() {
  globalHandle.__marketplaceReadPolicy ??= new AsyncLocalStorage<{ replica: boolean }>()
  return globalHandle.__marketplaceReadPolicy
}

/**
 * Runs `work` (a request of a visitor who is not signed in) with its lag-tolerant reads on the
 * replica. Everything else (members, jobs, actions, tests) reads the primary, so a member always
 * sees their own writes at once.
 */
export function withReplicaReads<T>(work: () => T): T {
  return readPolicy().run({ replica: true }, work)
}

/** Whether `readDb()` answers with the replica here (also part of the shared caches' keys). */
export function readsFromReplica(): boolean {
  return globalHandle.__marketplaceReadDb !== undefined && readPolicy().getStore()?.replica === true
}

/**
 * The database for reads that may lag a moment behind the latest write (browse, search, product
 * and seller pages, sitemap): the replica inside `withReplicaReads` when DATABASE_READ_URL is set,
 * otherwise the primary. Never write through it (a replica refuses writes).
 */
export function readDb(): Database {
  const replica = globalHandle.__marketplaceReadDb
  if (replica && readPolicy().getStore()?.replica === true) return replica.db
  return db()
}

/** True when no marketplace data exists yet (used to decide whether to seed the demo). */
export async function isDatabaseEmpty(database: Database) {
  const [row] = await rawQuery<{ empty: boolean }>(
    database,
    sql`select not exists (select 1 from users) and not exists (select 1 from products) as empty`,
  )
  return Boolean(row?.empty)
}

/** Runs raw SQL and returns its rows (both drivers answer with `{ rows }`). */
export async function rawQuery<Row>(database: DatabaseOrTransaction, statement: SQL): Promise<Row[]> {
  const result = (await database.execute(statement)) as unknown as { rows: Row[] }
  return result.rows
}
