#!/usr/bin/env node
/**
 * Runs the end-to-end journeys as two Playwright shards at once, each against its own production
 * server and embedded database (E2E_PORT and E2E_PORT + 20), so a 2-core machine spends the
 * browser's and the server's waiting time on the other shard. Journeys create their own users and
 * listings, and each shard has its own server clock, so no shard sees the other's data or time.
 * Usage: node scripts/e2e-shards.mjs [playwright args...]  (E2E_SHARDS=1 runs one process).
 *
 * A whole run (no spec files named) splits the spec files by their measured durations
 * (tests/e2e/durations.json, seconds per file; a file not listed counts as 60 s), longest first onto
 * the shard with the least work, so both shards end together; Playwright's own --shard counts tests,
 * not time, and left one shard three minutes behind. Named files are split by --shard as before.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const basePort = Number(process.env.E2E_PORT ?? 3100)
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2))
const extraArgs = process.argv.slice(2)
const namesFiles = extraArgs.some((arg) => !arg.startsWith('-'))

/** Spec files per shard, balanced by duration; null when Playwright's --shard should split. */
function balancedFiles() {
  if (shards === 1 || namesFiles) return null
  const dir = 'tests/e2e'
  const durations = JSON.parse(fs.readFileSync(path.join(dir, 'durations.json'), 'utf8'))
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => ({ file: `${dir}/${name}`, seconds: durations[name] ?? 60 }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file))
  const buckets = Array.from({ length: shards }, () => ({ seconds: 0, files: [] }))
  for (const { file, seconds } of files) {
    const lightest = buckets.reduce((min, bucket) => (bucket.seconds < min.seconds ? bucket : min))
    lightest.files.push(file)
    lightest.seconds += seconds
  }
  return buckets.map((bucket) => bucket.files.sort())
}
const assigned = balancedFiles()

function runShard(index) {
  const port = basePort + 20 * (index - 1)
  const split = assigned ? assigned[index - 1] : shards > 1 ? [`--shard=${index}/${shards}`] : []
  const args = ['playwright', 'test', ...split, ...extraArgs]
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
