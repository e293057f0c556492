import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { sql } from 'drizzle-orm'
import { openDatabase, rawQuery } from '../../app/platform/db.server'
import {
  startServer as startSupportServer,
  waitUntilHealthy as waitForHealth,
} from '../support/e2e-server-process'

/**
 * The production server as a process: a SIGTERM lets requests in flight finish, the data survives
 * a restart, and a second process on the same embedded database folder is refused.
 * These tests start their own servers (not the shared e2e server) on ports of their own.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 50

const startServer = (dataDir: string, serverPort = port, env: Record<string, string> = {}) =>
  startSupportServer(dataDir, serverPort, env)
const waitUntilHealthy = (serverPort = port) => waitForHealth(serverPort)

function tryConnect(serverPort: number) {
  return new Promise<'accepted' | 'refused'>((resolve) => {
    const socket = net.connect(serverPort, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve('accepted')
    })
    socket.once('error', () => resolve('refused'))
  })
}

/**
 * A request that is certainly in flight: its headers are sent with `Expect: 100-continue`, and the
 * server's `100 Continue` proves it has parsed them and started handling the request; the body is
 * held back. Returns a function that sends the body and resolves with the raw response.
 */
async function openUnfinishedRequest(serverPort: number) {
  const body = 'locale=es'
  const socket = net.connect(serverPort, '127.0.0.1')
  let response = ''
  socket.on('data', (chunk) => {
    response += chunk
  })
  const ended = new Promise<void>((resolve, reject) => {
    socket.on('close', () => resolve())
    socket.on('error', reject)
  })
  socket.write(
    `POST /resources/locale HTTP/1.1\r\nHost: localhost:${serverPort}\r\nOrigin: http://localhost:${serverPort}\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
  )
  await expect.poll(() => response).toContain('100 Continue')
  return async () => {
    socket.write(body)
    await ended
    // What follows the interim `100 Continue` response.
    return response.slice(response.indexOf('\r\n\r\n') + 4)
  }
}

test.describe('server process', () => {
  test.describe.configure({ timeout: 180_000 })

  test('SIGTERM lets requests in flight finish, and a restart finds the data intact', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifecycle-'))
    const first = startServer(dataDir)
    await waitUntilHealthy()
    // The embedded database is one process's: the server says it does not fork workers.
    expect(first.output()).toContain('One process: the embedded database is opened by one process')

    const inFlight = await Promise.all([1, 2, 3].map(() => openUnfinishedRequest(port)))
    first.process.kill('SIGTERM')
    await expect.poll(() => first.output()).toContain('SIGTERM received')

    // New connections are refused (a raw connect: fetch would reuse a pooled keep-alive socket).
    await expect.poll(() => tryConnect(port)).toBe('refused')
    for (const finish of inFlight) {
      const response = await finish()
      // The whole response arrived (chunked body terminated) before the server closed the socket.
      expect(response).toMatch(/^HTTP\/1\.1 200 OK/)
      expect(response).toMatch(/"ok":true[\s\S]*\r\n0\r\n\r\n$/)
      // Started before the shutdown, answered during it: the client is told not to reuse the socket.
      expect(response).toMatch(/connection: close/i)
    }
    expect(await first.exited).toBe(0)
    expect(first.output()).not.toContain('still running after 10 s')
    expect(first.output()).toContain('Shut down cleanly')

    const second = startServer(dataDir)
    await waitUntilHealthy()
    expect(second.output()).not.toContain('db.seeded')
    second.process.kill('SIGTERM')
    expect(await second.exited).toBe(0)

    const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
    const [counts] = await rawQuery<{ products: number; users: number }>(
      handle.db,
      sql`select (select count(*)::int from products) as products, (select count(*)::int from users) as users`,
    )
    await handle.close()
    // The demo's eight members and the two past members of its sale history (db/demo-sales.ts).
    expect(counts?.users).toBe(10)
    expect(counts?.products).toBeGreaterThanOrEqual(80)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('a second process on the same embedded database folder is refused with a clear message', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifecycle-'))
    // No demo data: the refusal is about the database folder, not what is in it (a minute less).
    const first = startServer(dataDir, port, { SEED_DEMO: 'false' })
    await waitUntilHealthy()
    const intruder = startServer(dataDir, port + 1, { SEED_DEMO: 'false' })
    expect(await intruder.exited).toBe(1)
    expect(intruder.output()).toContain(`already open in another process (pid ${first.process.pid})`)
    // The first server is unharmed.
    expect((await fetch(`http://localhost:${port}/healthz`)).status).toBe(200)
    first.process.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('on PostgreSQL the primary forks WEB_CONCURRENCY workers, and a SIGTERM stops them all cleanly', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
    const name = `lifecycle_cluster_${process.pid}_${Date.now()}`
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database "${name}"`)
    const databaseUrl = new URL(serverUrl)
    databaseUrl.pathname = `/${name}`
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifecycle-'))
    try {
      const server = startSupportServer(dataDir, port + 2, {
        DATABASE_URL: databaseUrl.toString(),
        WEB_CONCURRENCY: '2',
        SEED_DEMO: 'false',
      })
      await waitForHealth(port + 2)
      await expect.poll(() => server.output().match(/Marketplace listening/g)?.length ?? 0).toBe(2)
      expect(server.output()).toContain('starting 2 worker processes')
      // Both workers answer on the shared port.
      const replies = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`http://localhost:${port + 2}/healthz`).then((r) => r.status)),
      )
      expect(new Set(replies)).toEqual(new Set([200]))
      server.process.kill('SIGTERM')
      expect(await server.exited).toBe(0)
      expect(server.output()).toContain('Shut down cleanly')
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`)
      await admin.end()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
