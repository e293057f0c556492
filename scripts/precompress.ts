/** Build step (package.json "build"): brotli and gzip copies of the client assets. */
import { precompressFolder } from '../app/platform/precompressed-assets.server'

const root = process.argv[2] ?? 'build/client/assets'
const count = await precompressFolder(root)
process.stdout.write(`Precompressed ${count} files in ${root}\n`)
