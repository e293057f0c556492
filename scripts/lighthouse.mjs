#!/usr/bin/env node
/**
 * Lighthouse (mobile, performance only) against a running production server: each page N times,
 * then the median score and the median LCP, TBT, CLS and FCP per page. A measuring tool, not a test.
 * Lighthouse is installed outside the project (it is ~190 MB and not a dependency):
 *   mkdir -p /tmp/lh && cd /tmp/lh && npm init -y && npm i lighthouse@12
 * Usage: node scripts/lighthouse.mjs --origin http://127.0.0.1:3000 [--runs 3] [--lighthouse <bin>]
 *        [--out <dir>] [--product <id>] [path ...]
 * LIGHTHOUSE_BIN and CHROME_PATH (default /usr/bin/chromium) can be set in the environment too.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs, promisify } from 'node:util'

const run = promisify(execFile)

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    origin: { type: 'string', default: process.env.LIGHTHOUSE_ORIGIN ?? 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '3' },
    lighthouse: {
      type: 'string',
      default: process.env.LIGHTHOUSE_BIN ?? '/tmp/lh/node_modules/.bin/lighthouse',
    },
    out: { type: 'string', default: '/tmp/lighthouse-reports' },
    product: { type: 'string' },
  },
})

const origin = values.origin.replace(/\/$/, '')
const runs = Math.max(1, Number(values.runs))
const bin = values.lighthouse
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'

if (!existsSync(bin)) {
  console.error(`Lighthouse not found at ${bin}. Install it outside the project:
  mkdir -p /tmp/lh && cd /tmp/lh && npm init -y && npm i lighthouse@12
then pass --lighthouse /tmp/lh/node_modules/.bin/lighthouse (or set LIGHTHOUSE_BIN).`)
  process.exit(2)
}

/** The first product linked from /browse, so the product page needs no id on the command line. */
async function firstProductPath() {
  const html = await (await fetch(`${origin}/browse`)).text()
  const id = html.match(/href="\/product\/([^"?#]+)"/)?.[1]
  if (!id) throw new Error(`no product link on ${origin}/browse: is the demo data there?`)
  return `/product/${id}`
}

const paths = positionals.length
  ? positionals
  : [
      '/',
      '/browse',
      '/browse?q=driver',
      values.product ? `/product/${values.product}` : await firstProductPath(),
      '/news',
      '/auth',
    ]

mkdirSync(values.out, { recursive: true })

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

async function lighthouse(path, index) {
  const slug = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'
  const output = join(values.out, `${slug}-${index}.json`)
  await run(
    bin,
    [
      `${origin}${path}`,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  )
  const report = JSON.parse(readFileSync(output, 'utf8'))
  if (report.runtimeError) throw new Error(`${path}: ${report.runtimeError.message}`)
  const audit = (id) => report.audits[id].numericValue
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    version: report.lighthouseVersion,
  }
}

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART): such a run is repeated. */
async function withRetries(attempt, retries = 2) {
  try {
    return await attempt()
  } catch (error) {
    if (retries === 0) throw error
    const lines = String(error.message ?? error)
      .split('\n')
      .filter((line) => line.trim())
    console.error(`retrying after: ${lines.at(-1)}`)
    return withRetries(attempt, retries - 1)
  }
}

const rows = []
let version = ''
for (const path of paths) {
  const results = []
  for (let i = 1; i <= runs; i++) results.push(await withRetries(() => lighthouse(path, i)))
  version = results[0].version
  const m = (key) => median(results.map((r) => r[key]))
  rows.push({
    path,
    score: m('score'),
    scores: results.map((r) => r.score).join(', '),
    lcp: m('lcp'),
    tbt: m('tbt'),
    cls: m('cls'),
    fcp: m('fcp'),
  })
  console.error(`${path}: ${results.map((r) => r.score).join(', ')}`)
}

const fmtMs = (ms) => `${Math.round(ms).toLocaleString('en')} ms`
console.log(`\nLighthouse ${version}, mobile, median of ${runs}, ${origin}, reports in ${values.out}\n`)
console.log('| page | score | runs | LCP | TBT | CLS | FCP |')
console.log('| ---- | ----- | ---- | --- | --- | --- | --- |')
for (const r of rows)
  console.log(
    `| \`${r.path}\` | ${r.score} | ${r.scores} | ${fmtMs(r.lcp)} | ${fmtMs(r.tbt)} | ${r.cls.toFixed(3)} | ${fmtMs(r.fcp)} |`,
  )
