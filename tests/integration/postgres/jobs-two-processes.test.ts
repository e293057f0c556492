import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { rawQuery, setDatabase } from '~/platform/db.server'
import { enqueue, prepareJobQueue } from '~/platform/jobs/queue.server'
import { allJobs } from '../../../server/jobs'
import { serverDatabase, useServerProcesses } from '../../support/server-process'

describe('two server processes on one PostgreSQL', () => {
  const processes = useServerProcesses()

  it('two server processes on one PostgreSQL: the scheduled reconciliation and each delayed job run once', async () => {
    const dataDir = processes.dataFolder()
    const database = await serverDatabase(dataDir)
    // Stay inside one minute of the every-minute schedule while both processes run.
    const second = new Date().getUTCSeconds()
    if (second > 30) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000))

    const handle = await database.open()
    setDatabase(handle)
    await prepareJobQueue(handle.db, allJobs)
    const runAt = new Date(Date.now() + 8_000)
    const jobIds: string[] = []
    for (let i = 0; i < 12; i++) {
      const id = await enqueue(
        handle.db,
        'orders.checkout-mails',
        { checkoutId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` },
        { startAfter: runAt },
      )
      jobIds.push(id as string)
    }
    const both = [1, 2].map(() =>
      processes.start(processes.dataFolder(), database.url, { RECONCILE_CRON: '* * * * *' }),
    )
    await Promise.all(both.map((server) => server.url()))

    await vi.waitFor(
      async () => {
        const [row] = await rawQuery<{ done: number }>(
          handle.db,
          sql`select count(*)::int as done from pgboss.job where name = 'orders.checkout-mails' and state = 'completed'`,
        )
        expect(row?.done).toBe(jobIds.length)
      },
      { timeout: 30_000, interval: 250 },
    )
    // Both processes keep checking the schedule every second for a while longer.
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    const runs = await rawQuery<{ id: string }>(handle.db, sql`select id from reconciliation_runs`)
    expect(runs).toHaveLength(1)

    const logs = both.map((server) => server.output())
    for (const id of jobIds) {
      const done = logs
        .flatMap((log) => log.split('\n'))
        .filter((line) => line.includes(id) && line.includes('"job.done"'))
      expect(done, id).toHaveLength(1)
    }
    for (const server of both) server.process.kill('SIGTERM')
    expect(await Promise.all(both.map((server) => server.exited))).toEqual([0, 0])
    setDatabase(undefined)
    await handle.close()
    await database.drop()
  }, 120_000)
})
