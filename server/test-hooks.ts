/**
 * Test-only HTTP hooks for end-to-end tests, mounted only when ENABLE_TEST_HOOKS=true (never in a
 * normal start; refused together with a live Stripe key) and answering only the machine itself:
 *
 *   POST /__test/clock      {"advanceMs": 432000000}   moves the server's injected clock forward
 *   POST /__test/jobs/run   {"schedules": true}        runs every job due by that clock, now
 *
 * A test "waits five days" by advancing the clock, then runs what became due.
 */
import express from 'express'
import { advanceClock, clock } from '~/platform/clock.server'
import { env } from '~/platform/env.server'
import { runDueJobs } from '~/platform/jobs/queue.server'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

export function mountTestHooks(router: express.Router) {
  if (!env().ENABLE_TEST_HOOKS) return
  const hooks = express.Router()
  hooks.use((req, res, next) => {
    if (LOOPBACK.has(req.socket.remoteAddress ?? '')) return next()
    res.status(404).end()
  })
  hooks.use(express.json({ limit: '1kb' }))
  hooks.post('/clock', (req, res) => {
    const advanceMs = Number(req.body?.advanceMs)
    if (!Number.isFinite(advanceMs) || advanceMs < 0) {
      res.status(400).json({ error: 'advanceMs must be a number of milliseconds, 0 or more' })
      return
    }
    res.json({ now: advanceClock(advanceMs).toISOString() })
  })
  hooks.post('/jobs/run', async (req, res, next) => {
    try {
      const counts = await runDueJobs({ schedules: req.body?.schedules === true })
      res.json({ ...counts, now: clock.now().toISOString() })
    } catch (error) {
      next(error)
    }
  })
  router.use('/__test', hooks)
}
