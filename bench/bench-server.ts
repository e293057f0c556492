/**
 * What the benchmarks share: the bench database on the PostgreSQL server of BENCH_DATABASE_URL and
 * the production server started on it as a child process.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import pg from 'pg'

export const benchServerUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432'

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

export const say = (message: string) => process.stdout.write(`${message}\n`)

/** One statement on the server's maintenance database (create or drop a bench database). */
export async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: withDatabase(benchServerUrl, 'postgres') })
  await client.connect()
  try {
    return await client.query(text)
  } finally {
    await client.end()
  }
}

/** build/server.js in production mode on `origin`'s port, once /healthz answers. */
export async function startBenchServer(
  origin: string,
  env: Record<string, string>,
  { stderr = 'inherit', attempts = 240 }: { stderr?: 'inherit' | 'ignore'; attempts?: number } = {},
): Promise<ChildProcess> {
  if (!fs.existsSync('build/server.js')) throw new Error('No production build: run `npm run build` first.')
  const child = spawn(process.execPath, ['build/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: 'true',
      PORT: new URL(origin).port,
      PUBLIC_URL: origin,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', stderr],
  })
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`)
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return child
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill('SIGTERM')
  throw new Error(`The server did not become healthy within ${attempts / 4} s`)
}

export async function stopBenchServer(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}
