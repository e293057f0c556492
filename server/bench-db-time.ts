/**
 * The benchmark's database time per search variant (bench/browse.ts, open loop; issue #32): with
 * BENCH_DB_TIMING_FILE set, a request carrying `x-bench-variant: <name>` has each of its pool
 * queries timed (app/platform/db.server.ts withQueryTimes) and, once answered, appends one line
 * `{"variant", "queries": [ms, …]}` to that file. Every worker process appends to the same file.
 * Never set on a real site.
 */
import fs from 'node:fs'
import type express from 'express'
import { withQueryTimes } from '~/platform/db.server'

export function mountBenchDbTiming(router: express.Router, file: string | undefined) {
  if (!file) return
  router.use((req, res, next) => {
    const variant = req.get('x-bench-variant')
    if (!variant) return next()
    const times = { queries: [] as number[] }
    res.on('finish', () => {
      const queries = times.queries.map((ms) => Math.round(ms * 100) / 100)
      fs.appendFileSync(file, `${JSON.stringify({ variant, status: res.statusCode, queries })}\n`)
    })
    withQueryTimes(times, () => next())
  })
}
