/**
 * Static files compressed once, at build time (issue #17): `npm run build` writes a brotli (`.br`)
 * and a gzip (`.gz`) copy next to every compressible file of build/client/assets, at the highest
 * levels, and the server answers with the copy the browser accepts instead of compressing the
 * same 200 KB script again on every request.
 */
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type express from 'express'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Extensions worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.html',
  '.txt',
  '.xml',
  '.webmanifest',
])
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024

function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file under `root`; answers how many files. */
export async function precompressFolder(root: string): Promise<number> {
  let count = 0
  for (const file of filesUnder(root)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue
    const content = await fs.promises.readFile(file)
    if (content.length < MIN_BYTES) continue
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ])
    await fs.promises.writeFile(`${file}.br`, br)
    await fs.promises.writeFile(`${file}.gz`, gz)
    count++
  }
  return count
}

/**
 * Serves `<path>.br` or `<path>.gz` from `root` when the browser accepts it and the copy exists
 * (looked up once, at start: the build output never changes under its name); everything else goes
 * on to express.static. The compression middleware leaves a response with Content-Encoding alone.
 */
export function servePrecompressed(
  root: string,
  options: { maxAge: string; immutable: boolean },
): express.RequestHandler {
  const copies = new Set(
    filesUnder(root)
      .filter((file) => file.endsWith('.br') || file.endsWith('.gz'))
      .map((file) => `/${path.relative(root, file).split(path.sep).join('/')}`),
  )
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const wanted = req.path
    if (!copies.has(`${wanted}.br`) && !copies.has(`${wanted}.gz`)) return next()
    res.vary('Accept-Encoding')
    const encoding =
      req.acceptsEncodings('br') === 'br' && copies.has(`${wanted}.br`)
        ? 'br'
        : req.acceptsEncodings('gzip') === 'gzip' && copies.has(`${wanted}.gz`)
          ? 'gzip'
          : null
    if (!encoding) return next()
    res.setHeader('Content-Encoding', encoding)
    res.type(path.extname(wanted))
    res.sendFile(
      `${wanted.slice(1)}.${encoding === 'br' ? 'br' : 'gz'}`,
      { root, maxAge: options.maxAge, immutable: options.immutable },
      (error) => {
        if (error) next(error)
      },
    )
  }
}
