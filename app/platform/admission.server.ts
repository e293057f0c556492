/**
 * Admission control (issue #10 "Overload"): a process that takes every request it is sent makes
 * all of them slow once it is past what it can render in time (a queue with no limit: 30 s waits at
 * 200 visitors). Past `maxInFlight` requests in progress, a new one is answered at once with 503
 * and `Retry-After`, so the ones admitted stay fast and a browser or load balancer retries later.
 */
import type express from 'express'
import { translator } from '~/i18n'
import { localeFromCookieHeader } from '~/i18n/locale-cookie'
import { log } from './log.server'

export interface AdmissionOptions {
  /** Requests one process works on at once; more wait in no queue: they get 503. */
  maxInFlight: number
  /** Seconds a refused client is asked to wait. */
  retryAfterSeconds: number
}

export function admissionControl(options: AdmissionOptions) {
  let inFlight = 0
  let refusedSinceLog = 0
  let lastLog = 0
  const middleware: express.RequestHandler = (req, res, next) => {
    if (inFlight >= options.maxInFlight) {
      refusedSinceLog++
      const now = Date.now()
      // One line a second at most: an overload must not also flood the log.
      if (now - lastLog > 1000) {
        log.warn('http.overloaded', { inFlight, refused: refusedSinceLog })
        refusedSinceLog = 0
        lastLog = now
      }
      const t = translator(localeFromCookieHeader(req.headers.cookie ?? null))
      res.status(503)
      res.setHeader('Retry-After', String(options.retryAfterSeconds))
      res.setHeader('Cache-Control', 'no-store')
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.end(t('server.busy'))
      return
    }
    inFlight++
    let done = false
    const release = () => {
      if (done) return
      done = true
      inFlight--
    }
    res.on('finish', release)
    res.on('close', release)
    next()
  }
  return Object.assign(middleware, { inFlight: () => inFlight })
}
