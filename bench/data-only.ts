/**
 * Database time of each search variant of bench/browse.ts, in-process (issue #32 item 1): the
 * loader's browse queries (result page and counts, caches off) on a bench database, timed as one
 * call of browseListings and per pool query, median and worst of `--runs`; with `--explain`, each variant's statements once more under
 * `EXPLAIN (ANALYZE, BUFFERS)` (the plan's top lines and its execution time).
 *
 *   npx tsx bench/browse.ts --seed-only --database bench_100000   (once)
 *   npx tsx bench/data-only.ts --database bench_100000 --runs 7 [--explain]
 */
import { parseArgs } from 'node:util'
import pg from 'pg'
import { resetEnvForTests } from '~/platform/env.server'
import { benchServerUrl, withDatabase } from './bench-server'

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'bench_100000' },
    runs: { type: 'string', default: '7' },
    explain: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
})

/** The bench's search variants (bench/browse.ts SEARCHES), plus plain filters without the bench's term. */
const VARIANTS: Array<[string, string]> = [
  ['multi-word search', 'q=titleist+driver&price_max=512345'],
  ['typo search', 'q=calaway+drivr&price_max=512345'],
  [
    'filtered search',
    'q=driver&subcategory=clubs&price_min=100.12&price_max=300.34&condition=new&condition=like-new&hand=right',
  ],
  [
    'filtered browse',
    'subcategory=clubs&price_min=100.12&price_max=300.34&condition=new&condition=like-new&hand=right&shipping=pickup',
  ],
  ['golf words search', 'q=driver+zurdo+rigido&price_max=512345'],
  [
    'golf facets browse',
    'subcategory=clubs&club_type=driver&hand=left&flex=S&loft_min=9&loft_max=10.5&price_max=512345',
  ],
  ['golf facets search', 'q=titleist&club_type=iron-set&set=4-PW&shaft=steel&unmodified=1&price_max=512345'],
  ['driver alone', 'q=driver&price_max=512345'],
  ['hand=left', 'hand=left&price_max=512345'],
  ['price bound only', 'price_max=512345'],
]

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

async function main() {
  process.env.DATABASE_URL = withDatabase(benchServerUrl, args.database)
  process.env.BROWSE_CACHE_SECONDS = '0'
  resetEnvForTests()
  // Every statement the loader sends, for EXPLAIN.
  const sent: Array<{ text: string; values: unknown[] }> = []
  const clientQuery = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...callArgs: unknown[]) {
    const [first, second] = callArgs as [unknown, unknown]
    if (typeof first === 'object' && first && 'text' in first) {
      const config = first as { text: string; values?: unknown[] }
      sent.push({ text: config.text, values: config.values ?? (second as unknown[]) ?? [] })
    } else if (typeof first === 'string') sent.push({ text: first, values: (second as unknown[]) ?? [] })
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, callArgs)
  } as typeof clientQuery

  const { migrateDatabase, openDatabase, setDatabase, withQueryTimes } = await import('~/platform/db.server')
  const { browseListings } = await import('~/catalog/browse.server')
  const { parseBrowseQuery } = await import('~/catalog/browse')
  const handle = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 4 })
  // The browse index reads listing_changes (migration 0021): a bench database made before it needs it.
  await migrateDatabase(handle)
  setDatabase(handle)
  const explainClient = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await explainClient.connect()
  const runs = Number(args.runs)
  console.log(`| variant | matches | loader data ms (median) | max ms | pool queries ms (median) |`)
  console.log('| --- | --- | --- | --- | --- |')
  const explains: string[] = []
  for (const [name, search] of VARIANTS) {
    if (args.only && !name.includes(args.only)) continue
    const query = parseBrowseQuery(new URLSearchParams(search))
    await browseListings(query) // warm-up (search words, plan cache)
    const sums: number[] = []
    // The whole call too: pool timing leaves out queries run in a transaction.
    const walls: number[] = []
    let total = ''
    for (let run = 0; run < runs; run += 1) {
      const times = { queries: [] as number[] }
      const started = performance.now()
      const result = await withQueryTimes(times, () => browseListings(query))
      walls.push(performance.now() - started)
      total = `${result.total}${result.totalAtLeast ? '+' : ''}`
      sums.push(times.queries.reduce((a, b) => a + b, 0))
    }
    console.log(
      `| ${name} | ${total} | ${median(walls).toFixed(1)} | ${Math.max(...walls).toFixed(1)} | ${median(sums).toFixed(1)} |`,
    )
    if (args.explain) {
      sent.length = 0
      await browseListings(query)
      for (const statement of [...sent]) {
        if (!/^\s*(select|with)\b/i.test(statement.text)) continue
        const { rows } = await explainClient.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${statement.text}`,
          statement.values,
        )
        const lines = rows.map((row) => row['QUERY PLAN'])
        explains.push(
          `## ${name}: ${statement.text.replace(/\s+/g, ' ').slice(0, 160)}\n${lines.join('\n')}\n`,
        )
      }
    }
  }
  if (explains.length > 0) console.log(`\n${explains.join('\n')}`)
  await explainClient.end()
  await handle.close()
}

await main()
