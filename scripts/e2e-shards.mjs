#!/usr/bin/env node
/**
 * Runs the end-to-end journeys as two Playwright shards at once, each against its own production
 * server and embedded database (E2E_PORT and E2E_PORT + 20), so a 2-core machine spends the
 * browser's and the server's waiting time on the other shard. Journeys create their own users and
 * listings, and each shard has its own server clock, so no shard sees the other's data or time.
 * Usage: node scripts/e2e-shards.mjs [playwright args...]  (E2E_SHARDS=1 runs one process).
 */
import { spawn } from 'node:child_process'

const basePort = Number(process.env.E2E_PORT ?? 3100)
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2))
const extraArgs = process.argv.slice(2)

function runShard(index) {
  const port = basePort + 20 * (index - 1)
  const args = ['playwright', 'test', ...(shards > 1 ? [`--shard=${index}/${shards}`] : []), ...extraArgs]
  const prefix = shards > 1 ? `[e2e ${index}/${shards}] ` : ''
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npx', args, {
      env: { ...process.env, E2E_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    // Whole lines, prefixed, so the two shards' reports stay readable when interleaved.
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk) => {
        pending += chunk
        const lines = pending.split('\n')
        pending = lines.pop() ?? ''
        for (const line of lines) out.write(`${prefix}${line}\n`)
      })
      stream.on('end', () => {
        if (pending) out.write(`${prefix}${pending}\n`)
      })
    }
    child.on('close', (code, signal) => {
      const minutes = ((Date.now() - started) / 60_000).toFixed(1)
      process.stdout.write(`${prefix}finished with ${signal ?? `exit code ${code}`} in ${minutes} min\n`)
      resolve(code ?? 1)
    })
  })
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)))
process.exit(codes.every((code) => code === 0) ? 0 : 1)
