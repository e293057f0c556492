import http from 'node:http'
import type express from 'express'
import { log } from './log.server'

/**
 * The last Express error handler: a client's mistake (a 4xx error, e.g. a media file that does not
 * exist) answers its status with one log line; a request its client gave up on (a page left
 * while its scripts were still loading) is not an error; anything else is the server's fault,
 * logged in full.
 */
export function finalErrorHandler(): express.ErrorRequestHandler {
  return (error, req, res, _next) => {
    if ((error as { code?: string }).code === 'ECONNABORTED') {
      log.debug('http.client_aborted', { method: req.method, path: req.path.slice(0, 200) })
      res.destroy()
      return
    }
    const status = Number((error as { status?: number; statusCode?: number }).status ?? error.statusCode)
    const clientMistake = Number.isInteger(status) && status >= 400 && status < 500
    if (clientMistake)
      log.info('http.client_error', { method: req.method, path: req.path.slice(0, 200), status })
    else log.error('http.unhandled_error', { method: req.method, path: req.path.slice(0, 200), error })
    if (res.headersSent) {
      res.destroy()
      return
    }
    res.status(clientMistake ? status : 500)
    res.setHeader('Cache-Control', 'no-store')
    res.type('text/plain').send(http.STATUS_CODES[clientMistake ? status : 500])
  }
}
