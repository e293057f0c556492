import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressFolder, servePrecompressed } from '~/platform/precompressed-assets.server'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'))
const script = `export const words = ${JSON.stringify('fairway '.repeat(2_000))}\n`
let origin = ''
let server: ReturnType<express.Express['listen']>

beforeAll(async () => {
  fs.mkdirSync(path.join(root, 'nested'))
  fs.writeFileSync(path.join(root, 'entry.client-abc.js'), script)
  fs.writeFileSync(path.join(root, 'nested', 'style-1.css'), `body{color:red}${' '.repeat(2_000)}`)
  fs.writeFileSync(path.join(root, 'tiny.js'), 'export {}\n')
  fs.writeFileSync(path.join(root, 'photo.webp'), Buffer.alloc(4_000, 1))
  expect(await precompressFolder(root)).toBe(2)

  const app = express()
  app.use(compression())
  app.use('/assets', servePrecompressed(root, { maxAge: '1y', immutable: true }))
  app.use('/assets', express.static(root, { maxAge: '1y', immutable: true, index: false }))
  server = app.listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.close()
  fs.rmSync(root, { recursive: true, force: true })
})

const get = (file: string, acceptEncoding: string) =>
  fetch(`${origin}/assets/${file}`, { headers: { 'accept-encoding': acceptEncoding } })

describe('precompressed assets', () => {
  it('writes brotli and gzip copies of compressible files only, smaller than the file', () => {
    const files = fs.readdirSync(root, { recursive: true }).map(String).sort()
    expect(files).toEqual(
      [
        'entry.client-abc.js',
        'entry.client-abc.js.br',
        'entry.client-abc.js.gz',
        'nested',
        path.join('nested', 'style-1.css'),
        path.join('nested', 'style-1.css.br'),
        path.join('nested', 'style-1.css.gz'),
        'photo.webp',
        'tiny.js',
      ].sort(),
    )
    const size = (name: string) => fs.statSync(path.join(root, name)).size
    expect(size('entry.client-abc.js.br')).toBeLessThan(size('entry.client-abc.js') / 10)
  })

  it('answers with the copy the browser accepts, brotli first, with the file’s type and caching', async () => {
    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const response = await get('entry.client-abc.js', accept)
      expect(response.headers.get('content-encoding')).toBe(expected)
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('vary')).toContain('Accept-Encoding')
      expect(await response.text()).toBe(script)
    }
    const css = await get('nested/style-1.css', 'br')
    expect(css.headers.get('content-encoding')).toBe('br')
    expect(css.headers.get('content-type')).toMatch(/^text\/css/)
  })

  it('falls back to the plain file when the browser takes no compression, and leaves other files alone', async () => {
    const plain = await get('entry.client-abc.js', 'identity')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(script)
    const tiny = await get('tiny.js', 'br')
    expect(await tiny.text()).toBe('export {}\n')
    expect((await get('missing.js', 'br')).status).toBe(404)
    expect((await get('../secret.js', 'br')).status).toBe(404)
  })
})
