/**
 * Clears the in-process caches of every app instance on one PostgreSQL database within a second of
 * a change (issue #32, decision 0065): a change clears this process's caches at once and sends a
 * NOTIFY on the `fairway_cache` channel; every other process LISTENs on a connection of its own and
 * clears the same caches when the notice arrives (a few milliseconds later).
 *
 * With a read replica (DATABASE_READ_URL), a cache cleared at once may be filled again from a
 * replica that has not replayed the change yet, so each process clears that topic once more when
 * its replica has replayed past the change's position in the write-ahead log.
 *
 * On PGlite (one process holds the folder) there is nobody to tell: only the local clear runs.
 * A lost listening connection is opened again; on reconnecting every topic is cleared, since
 * notices sent meanwhile were missed.
 */
import crypto from 'node:crypto'
import os from 'node:os'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { currentDatabase, currentReadDatabase, rawQuery } from './db.server'
import { log } from './log.server'

export const CACHE_CHANNEL = 'fairway_cache'
/** The listening connections' application_name starts with this (see `otherHosts`). */
export const BUS_APPLICATION = 'fairway-cache-bus'
/** How long a process waits for its replica to replay a change before clearing anyway. */
const REPLICA_WAIT_MS = 10_000
const REPLICA_POLL_MS = 20

interface Notice {
  /** The process that sent it (it ignores its own). */
  from: string
  topic: string
  /** pg_current_wal_lsn() right after the change committed. */
  lsn: string | null
}

interface Listener {
  client: pg.Client | undefined
  stopped: boolean
  retry?: NodeJS.Timeout
}

const state = globalThis as typeof globalThis & {
  __fairwayCacheBus?: {
    instanceId: string
    topics: Map<string, () => void>
    listener?: Listener
    pending: Set<string>
    flush?: Promise<void>
  }
}

function bus() {
  state.__fairwayCacheBus ??= {
    instanceId: crypto.randomUUID(),
    topics: new Map(),
    pending: new Set(),
  }
  return state.__fairwayCacheBus
}

/** This process's id on the bus (in its notices and its listening connection's name). */
export function instanceId() {
  return bus().instanceId
}

/**
 * Registers the caches of `topic` and answers the function that clears them everywhere: here at
 * once, and on every other instance within a second (after the change is committed: call it after
 * the transaction, never inside it).
 */
export function sharedCacheTopic(topic: string, clearHere: () => void): () => void {
  bus().topics.set(topic, clearHere)
  return () => {
    clearHere()
    announce(topic)
  }
}

function announce(topic: string) {
  const handle = currentDatabase()
  if (handle?.kind !== 'postgres') {
    // One process: only a replica (not possible on PGlite) could still need a second clear.
    return
  }
  const state = bus()
  state.pending.add(topic)
  // Changes in one tick (a request that clears twice) make one notice per topic.
  state.flush ??= new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
    const topics = [...state.pending]
    state.pending.clear()
    state.flush = undefined
    for (const name of topics) await sendNotice(name)
  })
}

async function sendNotice(topic: string) {
  const handle = currentDatabase()
  if (!handle) return
  try {
    const [row] = await rawQuery<{ lsn: string | null }>(
      handle.db,
      sql`select pg_notify(${CACHE_CHANNEL}, json_build_object(
            'from', ${bus().instanceId}::text, 'topic', ${topic}::text, 'lsn', pg_current_wal_lsn()::text)::text),
          pg_current_wal_lsn()::text as lsn`,
    )
    // This process's replica may also have served the old rows to a cache cleared a moment ago.
    if (currentReadDatabase()) void clearWhenReplayed(topic, row?.lsn ?? null)
  } catch (error) {
    // The other instances' caches then expire on their own (BROWSE_CACHE_SECONDS, PAGE_CACHE_SECONDS).
    log.error('cache_bus.notify_failed', { error, topic })
  }
}

function clearHere(topic: string) {
  const clear = bus().topics.get(topic)
  if (!clear) return
  try {
    clear()
  } catch (error) {
    log.error('cache_bus.clear_failed', { error, topic })
  }
}

/** Clears `topic` again once the replica has replayed up to `lsn` (or after REPLICA_WAIT_MS). */
async function clearWhenReplayed(topic: string, lsn: string | null) {
  const replica = currentReadDatabase()
  if (!replica || !lsn) return
  const deadline = Date.now() + REPLICA_WAIT_MS
  try {
    for (;;) {
      const [row] = await rawQuery<{ caught_up: boolean | null }>(
        replica.db,
        sql`select pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn as caught_up`,
      )
      // null: not a standby (a replica URL naming the primary): nothing to wait for.
      if (row?.caught_up !== false) break
      if (Date.now() > deadline) {
        log.warn('cache_bus.replica_behind', { topic, lsn, waitedMs: REPLICA_WAIT_MS })
        break
      }
      await new Promise((resolve) => setTimeout(resolve, REPLICA_POLL_MS))
    }
  } catch (error) {
    log.warn('cache_bus.replica_unreachable', { error, topic })
  }
  clearHere(topic)
}

function receive(payload: string | undefined) {
  let notice: Notice
  try {
    notice = JSON.parse(payload ?? '') as Notice
  } catch {
    return
  }
  if (notice.from === bus().instanceId || typeof notice.topic !== 'string') return
  clearHere(notice.topic)
  if (currentReadDatabase()) void clearWhenReplayed(notice.topic, notice.lsn)
}

/**
 * Starts listening for other instances' changes (server/lifecycle.ts, on PostgreSQL only): a
 * connection of its own, named `fairway-cache-bus <host> <instance>` so that instances can see
 * each other (`otherHosts`).
 */
export async function startCacheBus(databaseUrl: string) {
  const state = bus()
  if (state.listener) return
  const listener: Listener = { client: undefined, stopped: false }
  state.listener = listener
  const { default: pgModule } = await import('pg')
  let attempt = 0
  const connect = async (): Promise<void> => {
    if (listener.stopped) return
    const client = new pgModule.Client({
      connectionString: databaseUrl,
      application_name: `${BUS_APPLICATION} ${os.hostname()} ${state.instanceId}`.slice(0, 63),
    })
    client.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL) receive(message.payload)
    })
    const lost = (error?: unknown) => {
      if (listener.client !== client) return
      listener.client = undefined
      client.removeAllListeners('end')
      void client.end().catch(() => {})
      if (listener.stopped) return
      log.warn('cache_bus.connection_lost', { error })
      const delay = Math.min(5_000, 100 * 2 ** attempt++)
      listener.retry = setTimeout(() => void connect().catch((e) => lost(e)), delay)
      listener.retry.unref()
    }
    client.on('error', lost)
    client.on('end', () => lost())
    listener.client = client
    try {
      await client.connect()
      await client.query(`listen ${CACHE_CHANNEL}`)
    } catch (error) {
      lost(error)
      throw error
    }
    if (attempt > 0) {
      // Notices sent while this connection was down were missed.
      for (const topic of state.topics.keys()) clearHere(topic)
      log.info('cache_bus.reconnected', { attempts: attempt })
    }
    attempt = 0
  }
  try {
    await connect()
  } catch (error) {
    // The first connection failing is a configuration problem: say so at start-up.
    listener.stopped = true
    state.listener = undefined
    throw error
  }
}

export async function stopCacheBus() {
  const state = bus()
  const listener = state.listener
  if (!listener) return
  listener.stopped = true
  state.listener = undefined
  if (listener.retry) clearTimeout(listener.retry)
  const client = listener.client
  listener.client = undefined
  await state.flush
  await client?.end().catch(() => {})
}

/**
 * Host names of the other instances listening on this database (their bus connections), for the
 * start-up check that several machines do not keep photos on their own disks.
 */
export async function otherHosts(): Promise<string[]> {
  const handle = currentDatabase()
  if (handle?.kind !== 'postgres') return []
  const rows = await rawQuery<{ application_name: string | null }>(
    handle.db,
    sql`select application_name from pg_stat_activity
         where datname = current_database() and application_name like ${`${BUS_APPLICATION} %`}`,
  )
  const here = os.hostname()
  const hosts = new Set<string>()
  for (const row of rows) {
    const host = row.application_name?.split(' ')[1]
    if (host && host !== here) hosts.add(host)
  }
  return [...hosts]
}
