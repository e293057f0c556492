/**
 * The production server's processes (issue #10 "Overload"): one Node process renders about a core's
 * worth of pages, so on PostgreSQL the primary forks WEB_CONCURRENCY workers (default: one per core)
 * that share the port. The embedded database (PGlite) is a folder one process holds, so without
 * DATABASE_URL the server stays one process and says so.
 */
import cluster, { type Worker } from 'node:cluster'
import os from 'node:os'

export interface ProcessPlan {
  workers: number
  /** Why there is one process only (null when the plan is a cluster). */
  singleProcessReason: string | null
}

export function processPlan(
  config: { NODE_ENV: string; DATABASE_URL?: string; WEB_CONCURRENCY?: number },
  cores = os.availableParallelism(),
): ProcessPlan {
  if (config.NODE_ENV !== 'production') return { workers: 1, singleProcessReason: 'development' }
  if (!config.DATABASE_URL) {
    return {
      workers: 1,
      singleProcessReason:
        'the embedded database is opened by one process: serving from this one (set DATABASE_URL to use a worker per core)',
    }
  }
  const workers = config.WEB_CONCURRENCY ?? cores
  return { workers, singleProcessReason: workers > 1 ? null : 'WEB_CONCURRENCY is 1' }
}

/** Restarts allowed per minute before the primary gives up (a worker that dies at start-up). */
const MAX_RESTARTS_PER_MINUTE = 10

/**
 * The primary: prepares the database once (migrations, demo data) so workers do not race each
 * other, forks the workers, replaces one that dies, and on SIGTERM/SIGINT passes the signal on and
 * exits when every worker has finished its requests.
 */
export async function runPrimary({
  workers,
  prepare,
  write,
}: {
  workers: number
  prepare: () => Promise<void>
  write: (line: string) => void
}) {
  await prepare()
  write(`Primary ${process.pid}: starting ${workers} worker processes`)
  let stopping = false
  let failed = false
  const restarts: number[] = []
  const fork = () => cluster.fork()
  for (let i = 0; i < workers; i++) fork()

  cluster.on('exit', (worker: Worker, code, signal) => {
    if (code !== 0) failed = true
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        write(failed ? 'Workers stopped with errors' : 'Shut down cleanly')
        process.exit(failed ? 1 : 0)
      }
      return
    }
    const now = Date.now()
    restarts.push(now)
    while (restarts.length && (restarts[0] as number) < now - 60_000) restarts.shift()
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      write(`Workers keep exiting (last: ${worker.process.pid}, code ${code ?? signal}): stopping`)
      process.exit(1)
    }
    write(`Worker ${worker.process.pid} exited (${code ?? signal}): starting another`)
    failed = false
    fork()
  })

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    write(`${signal} received: workers are finishing requests in flight`)
    const running = Object.values(cluster.workers ?? {})
    if (running.length === 0) process.exit(0)
    for (const worker of running) worker?.process.kill(signal)
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}
