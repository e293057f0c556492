// Starts the production server for Playwright with an empty data folder (so the demo is seeded anew).
import fs from 'node:fs'

const dataDir = process.env.DATA_DIR
if (!dataDir?.includes('e2e-data')) throw new Error('DATA_DIR must be the e2e data folder')
fs.rmSync(dataDir, { recursive: true, force: true })
if (!fs.existsSync('build/server.js')) throw new Error('No production build: run `npm run build` first')
await import('../../build/server.js')
