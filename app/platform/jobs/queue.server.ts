/**
 * The job queue: pg-boss 10 on the application's own database, PostgreSQL or PGlite
 * (docs/decisions/0026-job-queue-and-outbox.md).
 *
 * - `enqueue(tx, name, payload)` writes the job in the caller's transaction (transactional outbox):
 *   the job exists exactly when the state change that caused it was committed.
 * - Workers in every server process take jobs with `FOR UPDATE SKIP LOCKED`, so each job runs in one
 *   process at a time; a failed run is retried with exponential back-off and, after its last
 *   attempt, stays `failed` (dead) for `npm run jobs` to show, retry or discard.
 * - Cron schedules are enqueued once per slot across all processes (pg-boss's timekeeper).
 * - Delayed jobs (`startAfter`) carry deadlines; `runDueJobs` runs what is due by the injected clock.
 */
import crypto from 'node:crypto'
import os from 'node:os'
import { sql } from 'drizzle-orm'
import PgBoss from 'pg-boss'
import { clock } from '../clock.server'
import { type Database, type DatabaseOrTransaction, rawQuery } from '../db.server'
import { log, withLogFields } from '../log.server'
import type { JobDefinition, JobDefinitions, JobName, JobPayloads, JobRun } from './registry'

export const JOB_SCHEMA = 'pgboss'
const DEFAULTS = { retryLimit: 5, retryDelaySeconds: 30, timeoutSeconds: 60, concurrency: 1 }
/** Completed jobs stay this long (the window in which a repeated `dedupeKey` is ignored). */
const KEEP_COMPLETED_SECONDS = 24 * 60 * 60
/** Dead jobs stay visible to `npm run jobs` this long before pg-boss archives them. */
const KEEP_DEAD_SECONDS = 30 * 24 * 60 * 60

export interface EnqueueOptions {
  /** Not before this time (a deadline): computed from `clock.now()`. */
  startAfter?: Date
  /** The same name and key make one job: a second enqueue is ignored while the first is kept. */
  dedupeKey?: string
}

type AnyDefinition = JobDefinition<never>
type Definitions = Record<string, AnyDefinition>

interface QueueState {
  database: Database
  /** Sends, and answers operations; never started (no timers). */
  producer: PgBoss
  definitions?: Definitions
  workers?: Workers
}

const global = globalThis as typeof globalThis & { __marketplaceJobs?: QueueState }

// ---------------------------------------------------------------------------------------------
// pg-boss on our database handles

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
  /** PGlite only: several statements in one call. */
  exec?(text: string): Promise<{ rows: unknown[] }[]>
}

/**
 * pg-boss's `db` adapter over a Drizzle database or transaction. Drizzle keeps the driver's client
 * (a pg Pool or PoolClient, a PGlite or its transaction) on its session; pg-boss's statements use
 * numbered parameters, which that client takes as they are. Statements without parameters may be
 * several at once (pg-boss's maintenance wraps them in BEGIN … COMMIT): PGlite runs those with exec.
 */
export function sqlExecutor(database: DatabaseOrTransaction): PgBoss.Db {
  const client = (database as unknown as { session: { client: SqlClient } }).session.client
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length || !client.exec) return client.query(text, values?.length ? values : undefined)
      try {
        const results = await client.exec(text)
        return (results.length === 1 ? results[0] : results) as { rows: unknown[] }
      } catch (error) {
        // A failed BEGIN … COMMIT block would leave PGlite's only connection in an aborted transaction.
        if (/\bBEGIN\b/.test(text)) await client.exec('ROLLBACK').catch(() => {})
        throw error
      }
    },
  }
}

function bossOptions(database: Database): PgBoss.ConstructorOptions {
  return {
    db: sqlExecutor(database),
    schema: JOB_SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
    archiveCompletedAfterSeconds: KEEP_COMPLETED_SECONDS,
    archiveFailedAfterSeconds: KEEP_DEAD_SECONDS,
  }
}

function stateFor(database: Database): QueueState {
  const current = global.__marketplaceJobs
  if (current?.database === database) return current
  const state: QueueState = { database, producer: new PgBoss(bossOptions(database)) }
  state.producer.on('error', (error) => log.error('jobs.error', { error }))
  global.__marketplaceJobs = state
  return state
}

// Sending needs no database of its own: every send names the transaction it writes in.
let sender: PgBoss | undefined
function jobSender() {
  sender ??= new PgBoss({
    db: {
      executeSql: () => Promise.reject(new Error('a job is always sent in a given transaction')),
    },
    migrate: false,
    supervise: false,
    schedule: false,
  })
  return sender
}

// ---------------------------------------------------------------------------------------------
// Set-up

/**
 * Installs or upgrades pg-boss's tables (schema `pgboss`), creates one queue per job with its retry
 * policy, and keeps the cron schedules in step with the definitions. Idempotent; every process
 * calls it at start-up (and tests once per database).
 */
export async function prepareJobQueue(database: Database, definitions: JobDefinitions) {
  const state = stateFor(database)
  state.definitions = definitions as unknown as Definitions
  const installer = new PgBoss({ ...bossOptions(database), migrate: true })
  installer.on('error', (error) => log.error('jobs.error', { error }))
  await installer.start()
  const existing = new Set((await installer.getQueues()).map((queue) => queue.name))
  for (const [name, definition] of Object.entries(state.definitions)) {
    const policy = queuePolicy(definition)
    if (existing.has(name)) await installer.updateQueue(name, policy)
    else await installer.createQueue(name, policy)
  }
  const scheduled = new Set((await installer.getSchedules()).map((schedule) => schedule.name))
  for (const [name, definition] of Object.entries(state.definitions)) {
    if (definition.cron) {
      const { expression, payload } = definition.cron
      await installer.schedule(name, typeof expression === 'function' ? expression() : expression, payload, {
        tz: 'UTC',
      })
    } else if (scheduled.has(name)) {
      await installer.unschedule(name)
    }
  }
  await installer.stop({ graceful: false, close: false })
}

function queuePolicy(definition: AnyDefinition): PgBoss.Queue {
  const timeout = definition.timeoutSeconds ?? DEFAULTS.timeoutSeconds
  return {
    name: '',
    policy: 'standard',
    retryLimit: definition.retryLimit ?? DEFAULTS.retryLimit,
    retryDelay: definition.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
    retryBackoff: true,
    // A run that outlives its timeout (its process died) is failed by maintenance and retried.
    expireInSeconds: timeout + 30,
  }
}

// ---------------------------------------------------------------------------------------------
// Sending

/** A job id derived from its dedupe key, so that pg-boss's primary key refuses a second one. */
function idFromKey(name: string, key: string) {
  const hex = crypto.createHash('sha256').update(`${name}\0${key}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/**
 * Enqueues a job in `tx`, the transaction of the change that causes it (or the database itself for
 * work caused by nothing transactional). Answers the job id, or null when `dedupeKey` found the
 * job already there.
 */
export async function enqueue<N extends JobName>(
  tx: DatabaseOrTransaction,
  name: N,
  payload: JobPayloads[N],
  options: EnqueueOptions = {},
): Promise<string | null> {
  const id = await jobSender().send(name, payload as object, {
    db: sqlExecutor(tx),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    ...(options.dedupeKey ? { id: idFromKey(name, options.dedupeKey) } : {}),
  })
  if (id === null && !options.dedupeKey) {
    // pg-boss drops a job for a queue that does not exist without a word: never lose one silently.
    throw new Error(`No job queue named ${name}: is it in server/jobs.ts?`)
  }
  if (id) log.debug('job.enqueued', { jobId: id, job: name })
  return id
}

// ---------------------------------------------------------------------------------------------
// Running

interface FetchedJob {
  id: string
  name: string
  data: unknown
  retryCount: number
  retryLimit: number
}

class JobTimeoutError extends Error {
  override name = 'JobTimeoutError'
}

/** Runs one fetched job: marks it done, or failed (retried later, or dead after its last attempt). */
async function runJob(boss: PgBoss, definition: AnyDefinition, job: FetchedJob): Promise<'done' | 'failed'> {
  const run: JobRun = {
    id: job.id,
    name: job.name as JobName,
    attempt: job.retryCount + 1,
    maxAttempts: job.retryLimit + 1,
  }
  const started = Date.now()
  return withLogFields({ jobId: job.id, job: job.name }, async () => {
    const timeoutMs = (definition.timeoutSeconds ?? DEFAULTS.timeoutSeconds) * 1000
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      await Promise.race([
        definition.handler(job.data as never, run),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new JobTimeoutError(`ran longer than ${timeoutMs} ms`)), timeoutMs)
        }),
      ])
      await boss.complete(job.name, job.id)
      log.info('job.done', { attempt: run.attempt, ms: Date.now() - started })
      return 'done'
    } catch (error) {
      const dead = run.attempt >= run.maxAttempts
      const reason = error instanceof Error ? { name: error.name, message: error.message } : { error }
      await boss
        .fail(job.name, job.id, reason)
        .catch((failError) => log.error('job.not_marked', { failError }))
      const fields = { attempt: run.attempt, maxAttempts: run.maxAttempts, error }
      if (dead) log.error('job.dead', fields)
      else log.warn('job.failed', fields)
      return 'failed'
    } finally {
      clearTimeout(timer)
    }
  })
}

interface Running {
  name: string
  id: string
  done: Promise<unknown>
}

/**
 * The job loops of one process: one per job name and unit of concurrency. An idle loop waits; one
 * poll per interval asks which queues have due jobs and wakes their loops, which then take jobs
 * until none is left. An idle process so costs one small query per poll, whatever the job count.
 */
class Workers {
  private stopping = false
  private readonly running = new Set<Running>()
  private readonly waiting = new Map<string, Set<() => void>>()
  private readonly loops: Promise<void>[] = []
  private wakePoll: (() => void) | undefined

  private heartbeat: ReturnType<typeof setInterval> | undefined
  readonly workerId = crypto.randomUUID()

  constructor(
    private readonly boss: PgBoss,
    private readonly database: Database,
    private readonly definitions: Definitions,
    private readonly pollMs: number,
    private readonly heartbeatSeconds: number,
  ) {}

  async start() {
    await this.database.execute(
      sql`insert into job_workers (id, pid, host) values (${this.workerId}, ${process.pid}, ${os.hostname()})`,
    )
    this.heartbeat = setInterval(() => void this.beat(), this.heartbeatSeconds * 1000)
    this.heartbeat.unref()
    for (const [name, definition] of Object.entries(this.definitions)) {
      for (let i = 0; i < (definition.concurrency ?? DEFAULTS.concurrency); i++) {
        this.loops.push(this.loop(name, definition))
      }
    }
    this.loops.push(this.poll())
  }

  /** Wakes the loops of every queue that has a job due now. */
  private async poll() {
    const names = Object.keys(this.definitions)
    while (!this.stopping) {
      try {
        const due = await rawQuery<{ name: string }>(
          this.database,
          sql`select distinct name from pgboss.job
               where state in ('created', 'retry') and start_after < now()
                 and name in (${sql.join(
                   names.map((name) => sql`${name}`),
                   sql`, `,
                 )})`,
        )
        for (const { name } of due) for (const wake of [...(this.waiting.get(name) ?? [])]) wake()
      } catch (error) {
        log.error('jobs.poll_failed', { error })
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs)
        this.wakePoll = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
  }

  /** Until the poll finds a job of `name` due (or the workers stop). */
  private waitFor(name: string) {
    return new Promise<void>((resolve) => {
      const waiters = this.waiting.get(name) ?? new Set()
      this.waiting.set(name, waiters)
      const wake = () => {
        waiters.delete(wake)
        resolve()
      }
      waiters.add(wake)
    })
  }

  /**
   * Says this process is alive, and hands back the jobs of processes that stopped saying so (killed,
   * machine gone) long before pg-boss's own expiry would.
   */
  private async beat() {
    const silentSeconds = Math.max(5, this.heartbeatSeconds * 3)
    try {
      await this.database.execute(
        sql`insert into job_workers (id, pid, host) values (${this.workerId}, ${process.pid}, ${os.hostname()})
            on conflict (id) do update set seen_at = now()`,
      )
      const recovered = await rawQuery<{ id: string; name: string }>(
        this.database,
        // Also runs never tagged with their worker: a live process tags a job the moment it takes
        // it, so an untagged run that old was taken by a process killed in between.
        sql`update pgboss.job set state = 'retry', start_after = now()
             where state = 'active' and (
                   output->>'worker' in (
                     select id::text from job_workers where seen_at < now() - make_interval(secs => ${silentSeconds}))
                   or (output->>'worker' is null and started_on < now() - make_interval(secs => ${silentSeconds})))
         returning id, name`,
      )
      for (const job of recovered) log.warn('job.recovered', { jobId: job.id, job: job.name })
      await this.database.execute(
        sql`delete from job_workers where seen_at < now() - make_interval(secs => ${silentSeconds})`,
      )
    } catch (error) {
      log.error('jobs.heartbeat_failed', { error })
    }
  }

  private async loop(name: string, definition: AnyDefinition) {
    while (!this.stopping) {
      let jobs: FetchedJob[] = []
      try {
        jobs = ((await this.boss.fetch(name, { includeMetadata: true })) ?? []) as FetchedJob[]
      } catch (error) {
        log.error('jobs.fetch_failed', { job: name, error })
      }
      const [job] = jobs
      if (!job) {
        await this.waitFor(name)
        continue
      }
      // Who runs it: if this process stops being heard from, another hands the job back.
      await this.database
        .execute(
          sql`update pgboss.job set output = jsonb_build_object('worker', ${this.workerId}::text)
               where id = ${job.id}::uuid and state = 'active'`,
        )
        .catch((error) => log.warn('jobs.tag_failed', { jobId: job.id, error }))
      const entry: Running = { name, id: job.id, done: Promise.resolve() }
      entry.done = runJob(this.boss, definition, job)
      this.running.add(entry)
      await entry.done
      this.running.delete(entry)
    }
  }

  /** Takes no new job; waits for running ones until `deadline`, then hands those back for a retry. */
  async stop(deadline: number) {
    this.stopping = true
    clearInterval(this.heartbeat)
    this.wakePoll?.()
    for (const waiters of this.waiting.values()) for (const wake of [...waiters]) wake()
    const all = Promise.all(this.loops)
    await Promise.race([
      all,
      new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
    ])
    for (const entry of this.running) {
      log.warn('job.interrupted', { jobId: entry.id, job: entry.name })
      await this.boss
        .fail(entry.name, entry.id, { message: 'the server stopped while it ran' })
        .catch(() => {})
    }
    await this.database.execute(sql`delete from job_workers where id = ${this.workerId}`).catch(() => {})
  }

  get busy() {
    return this.running.size
  }
}

export interface WorkerOptions {
  /** Seconds between two polls of an idle queue (pg-boss allows 0.5 and more). */
  pollSeconds: number
  /**
   * Seconds between two rounds of pg-boss maintenance (expiring lost runs, archiving). The process's
   * heartbeat runs as often (10 s at most); a process silent for three beats loses its running jobs.
   */
  maintenanceSeconds: number
  /**
   * True when no other process can be running jobs on this database (PGlite: one process by its
   * folder lock). Runs left `active` by a process that died are then handed back at once.
   */
  soleProcess: boolean
}

/** Starts this process's workers, the maintenance and the cron timekeeper. */
export async function startJobWorkers(options: WorkerOptions) {
  const state = global.__marketplaceJobs
  if (!state?.definitions) throw new Error('Call prepareJobQueue before startJobWorkers.')
  if (state.workers) return
  if (options.soleProcess) {
    const orphans = await rawQuery<{ id: string }>(
      state.database,
      sql`select id from pgboss.job where state = 'active' and name not like '\_\_pgboss%'`,
    )
    for (const { id } of orphans) log.warn('job.interrupted_before_restart', { jobId: id })
    await state.database.execute(
      sql`update pgboss.job set state = 'retry', start_after = now() where state = 'active'`,
    )
  }
  const consumer = new PgBoss({
    ...bossOptions(state.database),
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
    cronMonitorIntervalSeconds: Math.min(30, Math.max(1, Math.round(options.maintenanceSeconds / 2))),
    cronWorkerIntervalSeconds: Math.min(5, Math.max(1, Math.ceil(options.pollSeconds))),
  })
  consumer.on('error', (error) => log.error('jobs.error', { error }))
  await consumer.start()
  const workers = new Workers(
    consumer,
    state.database,
    state.definitions,
    Math.max(500, options.pollSeconds * 1000),
    Math.min(10, options.maintenanceSeconds),
  )
  await workers.start()
  state.workers = workers
  stopConsumer = () => consumer.stop({ graceful: false, close: false })
  log.info('jobs.started', {
    queues: Object.keys(state.definitions).length,
    pollSeconds: options.pollSeconds,
  })
}

let stopConsumer: (() => Promise<void>) | undefined

/** Graceful stop: no new jobs; running ones may finish until `deadline` (a Date.now() value). */
export async function stopJobWorkers(deadline: number) {
  const state = global.__marketplaceJobs
  if (!state?.workers) return
  const workers = state.workers
  state.workers = undefined
  await workers.stop(deadline)
  await stopConsumer?.()
  stopConsumer = undefined
  log.info('jobs.stopped')
}

/**
 * Runs, in this process, every job that is due by the injected clock, until none is left (jobs that
 * a handler enqueues are run too). Tests and the test-only hook use it; with the system clock it is
 * simply "run what is waiting now". With `schedules`, each cron job is enqueued once first.
 */
export async function runDueJobs(options: { schedules?: boolean } = {}) {
  const state = global.__marketplaceJobs
  if (!state?.definitions) throw new Error('Call prepareJobQueue before runDueJobs.')
  const { database, producer, definitions } = state
  if (options.schedules) {
    for (const [name, definition] of Object.entries(definitions)) {
      if (definition.cron) await enqueue(database, name as JobName, definition.cron.payload as never)
    }
  }
  // pg-boss compares start_after with the database's clock: bring forward what the injected clock
  // says is due. Once per call: a retry that fails now waits for the next call (its back-off is
  // counted on the database's clock).
  await database.execute(
    sql`update pgboss.job set start_after = now()
         where state in ('created', 'retry') and start_after > now()
           and start_after <= ${clock.now().toISOString()}::timestamptz`,
  )
  const counts = { done: 0, failed: 0 }
  for (let pass = 0; pass < 100; pass++) {
    let ran = 0
    for (const [name, definition] of Object.entries(definitions)) {
      for (;;) {
        const [job] = ((await producer.fetch(name, { includeMetadata: true })) ?? []) as FetchedJob[]
        if (!job) break
        counts[await runJob(producer, definition, job)] += 1
        ran += 1
      }
    }
    if (ran === 0) return counts
  }
  throw new Error('runDueJobs: jobs keep enqueuing jobs (100 rounds)')
}

// ---------------------------------------------------------------------------------------------
// Operations: health and `npm run jobs`

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed'

/**
 * For /healthz: jobs waiting now (`due`, of which `retrying` failed before), waiting for a later
 * time (`scheduled`), running, and dead; and how long the oldest due job has waited. Throws when
 * the database (or the queue's tables) cannot be read.
 */
export async function jobQueueHealth(database: Database) {
  const [row] = await rawQuery<{
    due: number
    retrying: number
    scheduled: number
    running: number
    dead: number
    oldest_due_seconds: number | null
  }>(
    database,
    sql`select count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as due,
               count(*) filter (where state = 'retry' and start_after <= now())::int as retrying,
               count(*) filter (where state in ('created', 'retry') and start_after > now())::int as scheduled,
               count(*) filter (where state = 'active')::int as running,
               count(*) filter (where state = 'failed')::int as dead,
               extract(epoch from now() - min(start_after) filter (
                 where state in ('created', 'retry') and start_after <= now()))::int as oldest_due_seconds
          from pgboss.job
         where name not like '\_\_pgboss%' and state in ('created', 'retry', 'active', 'failed')`,
  )
  return {
    due: row?.due ?? 0,
    retrying: row?.retrying ?? 0,
    scheduled: row?.scheduled ?? 0,
    running: row?.running ?? 0,
    dead: row?.dead ?? 0,
    oldestDueSeconds: row?.oldest_due_seconds ?? 0,
    workers: global.__marketplaceJobs?.workers ? 'running' : 'stopped',
  }
}

/** A job as `npm run jobs` lists it. */
export interface JobRow {
  id: string
  name: string
  state: JobState
  attempts: number
  max_attempts: number
  start_after: Date | string
  created_on: Date | string
  completed_on: Date | string | null
  /** The last failure's message, when the job failed at least once. */
  last_error: string | null
  data: unknown
}

/** Jobs in the given states (default: queued, retrying, running and dead), oldest first. */
export async function listJobs(
  database: Database,
  states: JobState[] = ['created', 'retry', 'active', 'failed'],
  limit = 200,
) {
  return rawQuery<JobRow>(
    database,
    sql`select id, name, state::text as state,
               retry_count + case when started_on is null then 0 else 1 end as attempts,
               retry_limit + 1 as max_attempts, start_after, created_on, completed_on,
               output->>'message' as last_error, data
          from pgboss.job
         where name not like '\_\_pgboss%'
           and state::text in (${sql.join(
             states.map((state) => sql`${state}`),
             sql`, `,
           )})
         order by created_on, id limit ${limit}`,
  )
}

async function jobById(database: Database, id: string) {
  const [row] = await rawQuery<{ name: string; state: JobState }>(
    database,
    sql`select name, state::text as state from pgboss.job where id = ${id}::uuid`,
  )
  return row ?? null
}

/** A dead (or retrying) job tries again now, with one more attempt. */
export async function retryJob(
  database: Database,
  id: string,
): Promise<'retried' | 'not-found' | 'not-dead'> {
  const job = await jobById(database, id)
  if (!job) return 'not-found'
  if (job.state === 'retry') {
    await database.execute(sql`update pgboss.job set start_after = now() where id = ${id}::uuid`)
    return 'retried'
  }
  if (job.state !== 'failed') return 'not-dead'
  await stateFor(database).producer.retry(job.name, id)
  await database.execute(sql`update pgboss.job set start_after = now() where id = ${id}::uuid`)
  return 'retried'
}

/** Gives up on a queued, retrying or dead job (kept as `cancelled` until archived). */
export async function discardJob(
  database: Database,
  id: string,
): Promise<'discarded' | 'not-found' | 'not-discardable'> {
  const job = await jobById(database, id)
  if (!job) return 'not-found'
  if (!['created', 'retry', 'failed'].includes(job.state)) return 'not-discardable'
  await database.execute(
    sql`update pgboss.job set state = 'cancelled', completed_on = now() where id = ${id}::uuid`,
  )
  return 'discarded'
}
