/**
 * Admission control (issue #10 "Overload"): a process that takes every request it is sent makes
 * all of them slow once it is past what it can render in time (a queue with no limit: 30 s waits at
 * 200 visitors). The requests in progress are limited, and a request past the limit is answered at
 * once with 503 and `Retry-After`, so the admitted ones stay fast and a browser, a load balancer
 * or a person retries a moment later.
 *
 * The limit adapts to what the process manages right now (the machine may be busy with other
 * work): every quarter of a second, when the requests that finished took longer than the target
 * on average, it shrinks by a fifth; when they were well within it and the limit was in use, it
 * grows by two. It starts low and stays between `minInFlight` and `maxInFlight`.
 *
 * server.ts runs it before anything else (security headers, compression), so that a refusal
 * costs as little as possible; /healthz and static files are not counted.
 */
import type express from 'express'
import { translator } from '~/i18n'
import { localeFromCookieHeader } from '~/i18n/locale-cookie'
import { log } from './log.server'

export interface AdmissionOptions {
  /** The most requests one process works on at once (MAX_REQUESTS_IN_FLIGHT). */
  maxInFlight: number
  /** The fewest: below this a busy process would refuse almost everything. */
  minInFlight?: number
  /** The time an admitted request should take at most, on average (ms). */
  targetLatencyMs?: number
  /** Seconds a refused client is asked to wait. */
  retryAfterSeconds: number
  /** How often the limit is adjusted (ms). */
  adjustEveryMs?: number
  /**
   * How long a refused request waits before its 503 (ms): short for a person, but it paces a
   * client that ignores Retry-After and retries at once, whose refusals would otherwise take the
   * CPU the admitted requests need.
   */
  refusalDelayMs?: number
  now?: () => number
}

export function admissionControl(options: AdmissionOptions) {
  const max = options.maxInFlight
  const min = Math.min(options.minInFlight ?? 8, max)
  const target = options.targetLatencyMs ?? 1000
  const adjustEvery = options.adjustEveryMs ?? 250
  const now = options.now ?? Date.now
  const refusalDelay = options.refusalDelayMs ?? 0
  // Starts low and grows while answers are quick: a burst on a cold process cannot pile up first.
  let limit = Math.min(max, Math.max(min, 16))
  let inFlight = 0
  /** Start times of the requests in progress, by a running number. */
  const started = new Map<number, number>()
  let counter = 0
  let busiest = 0
  let finished = 0
  let totalMs = 0
  let lastAdjust = now()
  let refusedSinceLog = 0
  let lastLog = 0

  function adjust(at: number) {
    if (at - lastAdjust < adjustEvery) return
    lastAdjust = at
    // A request still running after twice the target says as much as slow finished ones.
    let oldest = at
    for (const time of started.values()) {
      oldest = time
      break
    }
    const average = finished > 0 ? totalMs / finished : 0
    if (average > target || at - oldest > 2 * target) limit = Math.max(min, Math.floor(limit * 0.8))
    else if (finished > 0 && average < target / 2 && busiest >= limit * 0.8) limit = Math.min(max, limit + 2)
    finished = 0
    totalMs = 0
    busiest = inFlight
  }

  const middleware: express.RequestHandler = (req, res, next) => {
    const arrived = now()
    adjust(arrived)
    if (inFlight >= limit) {
      refusedSinceLog++
      // One line a second at most: an overload must not also flood the log.
      if (arrived - lastLog > 1000) {
        log.warn('http.overloaded', { inFlight, limit, refused: refusedSinceLog })
        refusedSinceLog = 0
        lastLog = arrived
      }
      const refuse = () => {
        if (res.destroyed) return
        const t = translator(localeFromCookieHeader(req.headers.cookie ?? null))
        res.statusCode = 503
        res.setHeader('Retry-After', String(options.retryAfterSeconds))
        res.setHeader('Cache-Control', 'no-store')
        res.setHeader('Content-Type', 'text/plain; charset=utf-8')
        res.end(t('server.busy'))
      }
      if (refusalDelay > 0) setTimeout(refuse, refusalDelay).unref()
      else refuse()
      return
    }
    inFlight++
    busiest = Math.max(busiest, inFlight)
    const id = ++counter
    started.set(id, arrived)
    let done = false
    const release = () => {
      if (done) return
      done = true
      inFlight--
      started.delete(id)
      finished++
      totalMs += now() - arrived
    }
    res.on('finish', release)
    res.on('close', release)
    next()
  }
  return Object.assign(middleware, { inFlight: () => inFlight, limit: () => limit })
}
