/**
 * `npm run jobs`: what the job queue holds, and retrying or discarding one job
 * (docs/decisions/0027-operating-the-job-queue.md).
 *
 *   npm run jobs                      queued, retrying, running and dead jobs
 *   npm run jobs -- dead              dead jobs only (failed after their last attempt)
 *   npm run jobs -- retry <job id>    a dead or retrying job runs again now
 *   npm run jobs -- discard <job id>  gives up on a queued, retrying or dead job
 *
 * It uses the same database as the server (DATABASE_URL, or the PGlite folder in DATA_DIR, which
 * only one process may open: stop the server first, or use PostgreSQL).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Database, openDatabase } from '~/platform/db.server'
import { env } from '~/platform/env.server'
import { discardJob, type JobRow, type JobState, listJobs, retryJob } from '~/platform/jobs/queue.server'

const USAGE = `Usage: npm run jobs [-- list | dead | retry <job id> | discard <job id>]`
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const STATE_LABEL: Record<JobState, string> = {
  created: 'queued',
  retry: 'retrying',
  active: 'running',
  failed: 'dead',
  completed: 'done',
  cancelled: 'discarded',
}

function when(value: Date | string | null) {
  return value ? new Date(value).toISOString().replace('T', ' ').slice(0, 19) : ''
}

export function formatJobs(jobs: JobRow[]) {
  if (jobs.length === 0) return 'No jobs waiting, running or dead.'
  const header = ['ID', 'JOB', 'STATE', 'ATTEMPTS', 'DUE (UTC)', 'LAST ERROR']
  const rows = jobs.map((job) => [
    job.id,
    job.name,
    STATE_LABEL[job.state],
    `${job.attempts}/${job.max_attempts}`,
    when(job.state === 'failed' ? job.completed_on : job.start_after),
    (job.last_error ?? '').replace(/\s+/g, ' ').slice(0, 80),
  ])
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  const dead = jobs.filter((job) => job.state === 'failed').length
  return [line(header), ...rows.map(line), '', `${jobs.length} job(s), ${dead} dead.`].join('\n')
}

/** Runs one command; answers the exit code. */
export async function runJobsCommand(
  args: string[],
  database: Database,
  write: (text: string) => void,
): Promise<number> {
  const [command = 'list', id] = args
  if (command === 'list' || command === 'dead') {
    write(formatJobs(await listJobs(database, command === 'dead' ? ['failed'] : undefined)))
    return 0
  }
  if ((command === 'retry' || command === 'discard') && id && UUID.test(id)) {
    const outcome = command === 'retry' ? await retryJob(database, id) : await discardJob(database, id)
    const messages: Record<typeof outcome, string> = {
      retried: `Job ${id} will run again now.`,
      discarded: `Job ${id} discarded.`,
      'not-found': `No job ${id}.`,
      'not-dead': `Job ${id} is neither dead nor retrying: nothing to retry.`,
      'not-discardable': `Job ${id} is running or finished: it cannot be discarded.`,
    }
    write(messages[outcome])
    return outcome === 'retried' || outcome === 'discarded' ? 0 : 1
  }
  write(USAGE)
  return 2
}

async function main() {
  const config = env()
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: config.DATABASE_URL ? undefined : path.join(config.dataDir, 'pglite'),
    poolSize: 1,
  })
  try {
    process.exitCode = await runJobsCommand(process.argv.slice(2), handle.db, (text) =>
      process.stdout.write(`${text}\n`),
    )
  } finally {
    await handle.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // A local .env fills in what the real environment does not set, as for the server.
  if ((await import('node:fs')).existsSync('.env')) process.loadEnvFile('.env')
  main().catch((error: Error) => {
    process.stderr.write(`${error.name === 'DatabaseLockedError' ? error.message : (error.stack ?? error)}\n`)
    process.exitCode = 1
  })
}
