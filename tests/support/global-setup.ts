import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migrateDatabase, openDatabase } from '../../app/platform/db.server'
import { prepareJobQueue } from '../../app/platform/jobs/queue.server'
import { allJobs } from '../../server/jobs'

/**
 * Prepares one migrated database (with the job queue's tables and queues) that every integration
 * test file copies:
 * a PGlite data-folder dump (copying it is ~6x faster than a fresh PGlite), and, when
 * TEST_DATABASE_URL is set, a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-db-'))
  const dumpFile = path.join(dir, 'migrated.tar')
  const pglite = await openDatabase({})
  await migrateDatabase(pglite)
  await prepareJobQueue(pglite.db, allJobs)
  // biome-ignore lint/suspicious/noExplicitAny: the PGlite client behind drizzle.
  const client = (pglite.db as any).$client
  const dump: Blob = await client.dumpDataDir('none')
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()))
  await pglite.close()
  project.provide('pgliteDump', dumpFile)

  let template: string | undefined
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    template = `marketplace_template_${process.pid}_${Date.now()}`
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database "${template}"`)
    await admin.end()
    const templateHandle = await openDatabase({ url: withDatabase(serverUrl, template), poolSize: 1 })
    await migrateDatabase(templateHandle)
    await prepareJobQueue(templateHandle.db, allJobs)
    await templateHandle.close()
    project.provide('postgresTemplate', template)
  }

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true })
    if (serverUrl && template) {
      const { default: pg } = await import('pg')
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      await admin.query(`drop database if exists "${template}"`)
      await admin.end()
    }
  }
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string
    postgresTemplate: string | undefined
  }
}
