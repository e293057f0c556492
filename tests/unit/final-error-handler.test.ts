import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { finalErrorHandler } from '~/platform/final-error-handler.server'
import { log } from '~/platform/log.server'

/** An app whose one route fails with `error`, behind the final error handler. */
async function serveFailing(error: Error & { code?: string; status?: number }) {
  const app = express()
  app.get('/fail', (_req, _res, next) => next(error))
  app.use(finalErrorHandler())
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/fail`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

describe('the final error handler', () => {
  afterEach(() => vi.restoreAllMocks())

  it('logs a request the client gave up on (ECONNABORTED) at debug level only, and answers nothing', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {})
    const debug = vi.spyOn(log, 'debug').mockImplementation(() => {})
    const aborted = Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' })
    const server = await serveFailing(aborted)
    await expect(fetch(server.url)).rejects.toThrow()
    await server.close()
    expect(errors).not.toHaveBeenCalled()
    expect(debug).toHaveBeenCalledWith('http.client_aborted', { method: 'GET', path: '/fail' })
  })

  it("answers a client's mistake with its status and a server fault with 500, logged as an error", async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {})
    vi.spyOn(log, 'info').mockImplementation(() => {})
    const missing = await serveFailing(Object.assign(new Error('Not found'), { status: 404 }))
    expect((await fetch(missing.url)).status).toBe(404)
    await missing.close()
    expect(errors).not.toHaveBeenCalled()

    const broken = await serveFailing(new Error('boom'))
    const response = await fetch(broken.url)
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('Internal Server Error')
    await broken.close()
    expect(errors).toHaveBeenCalledWith('http.unhandled_error', expect.objectContaining({ path: '/fail' }))
  })
})
