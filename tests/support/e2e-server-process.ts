/**
 * The production build (build/server.js) as a child process of a test, on a port and data folder
 * of its own: for the end-to-end tests of the process itself (shutdown, clustering, overload, fuzzing).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import { expect } from '@playwright/test'

export interface RunningServer {
  process: ChildProcess
  port: number
  output: () => string
  exited: Promise<number | null>
}

export function startServer(dataDir: string, port: number, env: Record<string, string> = {}): RunningServer {
  let output = ''
  const child = spawn(process.execPath, ['build/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: 'true',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      AUTH_SECRET: 'lifecycle-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'info',
      ...env,
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
  return { process: child, port, output: () => output, exited }
}

export async function waitUntilHealthy(port: number) {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://localhost:${port}/healthz`)).status
        } catch {
          return 0
        }
      },
      { timeout: 90_000, intervals: [250] },
    )
    .toBe(200)
}

/** Resident memory of a process in MiB (Linux). */
export function residentMiB(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kib / 1024
}
