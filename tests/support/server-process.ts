/**
 * Real server processes for the job queue's process tests: the production build on a free port,
 * on a PGlite folder or a PostgreSQL copy of the test template.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, inject, vi } from 'vitest'
import { openDatabase } from '~/platform/db.server'
import { withDatabase } from './global-setup'

export const BUILD = path.resolve('build/server.js')
export const postgresUrl = process.env.TEST_DATABASE_URL

export interface Server {
  process: ChildProcess
  output: () => string
  exited: Promise<number | null>
  url: () => Promise<string>
}

/** The production server on a free port, with a quick queue (polls every 0.5 s, beats every 1 s). */
export function startServer(
  dataDir: string,
  databaseUrl: string | undefined,
  extra: Record<string, string> = {},
): Server {
  let output = ''
  const child = spawn(process.execPath, [BUILD], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      JOBS_POLL_SECONDS: '0.5',
      JOBS_MAINTENANCE_SECONDS: '1',
      SMTP_URL: '',
      // These processes pay with the built-in test provider (decision 0020 refuses it otherwise).
      ALLOW_TEST_PAYMENTS: 'true',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const url = async () => {
    let port = ''
    // Fails at once when the process exits instead of listening (a bad configuration, say).
    const died = exited.then((code) => {
      throw new Error(`the server exited (${code}) before listening:\n${output.slice(-2000)}`)
    })
    await Promise.race([
      vi.waitFor(
        () => {
          port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1] ?? ''
          if (!port) throw new Error(`not listening yet:\n${output.slice(-2000)}`)
        },
        { timeout: 60_000, interval: 100 },
      ),
      died,
    ])
    return `http://localhost:${port}`
  }
  return { process: child, output: () => output, exited, url }
}

/** A database for the servers: a PostgreSQL copy of the migrated template, or a PGlite folder. */
export async function serverDatabase(dataDir: string) {
  if (postgresUrl) {
    const name = `marketplace_test_${process.pid}_proc_${Math.random().toString(36).slice(2, 8)}`
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`)
    await admin.end()
    const url = withDatabase(postgresUrl, name)
    const drop = async () => {
      const cleanup = new pg.Client({ connectionString: postgresUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists "${name}" with (force)`)
      await cleanup.end()
    }
    return { url, open: () => openDatabase({ url, poolSize: 2 }), drop }
  }
  // The migrated template, unpacked into the folder (much faster than migrating a new folder).
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true })
  const unpacked = new PGlite({
    dataDir: path.join(dataDir, 'pglite', 'pgdata'),
    extensions: { pg_trgm },
    loadDataDir: new Blob([fs.readFileSync(inject('pgliteDump'))]),
  })
  await unpacked.waitReady
  await unpacked.close()
  return {
    url: undefined,
    open: () => openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }),
    drop: async () => {},
  }
}

/** The outbox reader the e2e helpers use too (one copy, tests/support/outbox.ts). */
export { outbox } from './outbox'

/**
 * For a test file: its servers are killed and its data folders removed afterwards, and the file
 * fails at once without a production build. Answers `startServer` and a new data folder.
 */
export function useServerProcesses() {
  const folders: string[] = []
  const servers: Server[] = []
  beforeAll(() => {
    if (!fs.existsSync(BUILD))
      throw new Error('No production build: run `npm run build` first (npm test does).')
  })
  afterAll(async () => {
    for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGKILL')
    await Promise.all(servers.map((server) => server.exited))
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
  })
  return {
    dataFolder() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-processes-'))
      folders.push(dir)
      return dir
    },
    start(...args: Parameters<typeof startServer>) {
      const server = startServer(...args)
      servers.push(server)
      return server
    },
  }
}
