/**
 * The production server process itself (issue #17): how it starts, and how it answers in bytes.
 */
import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { useServerProcesses } from '../support/server-process'

async function occupiedPort() {
  const blocker = net.createServer()
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
  return { port: (blocker.address() as net.AddressInfo).port, close: () => blocker.close() }
}

describe('the server process', () => {
  const processes = useServerProcesses()

  it('stops with a message saying so when its port is already in use', async () => {
    const taken = await occupiedPort()
    try {
      const server = processes.start(processes.dataFolder(), undefined, {
        PORT: String(taken.port),
        HOST: '127.0.0.1',
      })
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain(`Port ${taken.port} is already in use; set PORT to another port.`)
      expect(server.output()).not.toContain('TypeError')
    } finally {
      taken.close()
    }
  }, 120_000)

  it('serves scripts from their build-time brotli and gzip copies, and compresses each page once', async () => {
    const server = processes.start(processes.dataFolder(), undefined, { SEED_DEMO: 'true' })
    const base = await server.url()
    const page = await fetch(`${base}/news`, { headers: { 'accept-encoding': 'br' } })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-encoding')).toBe('br')
    const html = await page.text()
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"|href="(\/assets\/entry\.client[^"]+\.js)"/.exec(
      html,
    )
    const scriptPath = script?.[1] ?? script?.[2]
    expect(scriptPath).toBeDefined()
    // The stylesheet comes first in <head>, the scripts' preloads ask for low priority (decision 0040).
    const head = html.slice(0, html.indexOf('</head>'))
    const stylesheetAt = head.search(/<link[^>]* rel="stylesheet" href="\/assets\/[\w.-]+\.css"/)
    expect(stylesheetAt).toBeGreaterThan(-1)
    expect(stylesheetAt).toBeLessThan(head.indexOf('rel="modulepreload"'))
    expect(head.match(/<link rel="modulepreload"/g)?.length).toBeGreaterThan(2)
    expect(head.match(/<link rel="modulepreload" fetchpriority="low"/g)?.length).toBe(
      head.match(/<link rel="modulepreload"/g)?.length,
    )

    const plain = await fetch(`${base}${scriptPath}`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    const source = await plain.text()
    for (const encoding of ['br', 'gzip']) {
      const compressed = await fetch(`${base}${scriptPath}`, { headers: { 'accept-encoding': encoding } })
      expect(compressed.headers.get('content-encoding')).toBe(encoding)
      expect(compressed.headers.get('cache-control')).toContain('immutable')
      expect(compressed.headers.get('vary')).toContain('Accept-Encoding')
      expect(compressed.headers.get('content-type')).toMatch(/javascript/)
      expect(await compressed.text()).toBe(source)
    }
  }, 120_000)

  it('mounts no benchmark baseline unless BENCH_BASELINE_BUILD names one: /__baseline is not found', async () => {
    const server = processes.start(processes.dataFolder(), undefined, { BENCH_BASELINE_BUILD: '' })
    const base = await server.url()
    for (const path of ['/__baseline', '/__baseline/', '/__baseline/assets/entry.client.js']) {
      const response = await fetch(`${base}${path}`)
      await response.arrayBuffer()
      expect(response.status, path).toBe(404)
    }
  }, 120_000)
})
