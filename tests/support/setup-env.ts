import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach } from 'vitest'
import { resetClock } from '~/platform/clock.server'
import { resetEnvForTests } from '~/platform/env.server'

// Each test file gets its own data folder (media, outbox), never the developer's ./data.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-test-'))
process.env.DATA_DIR = dir
resetEnvForTests()

// A test that moved the clock forward leaves the next one on the system clock.
afterEach(() => resetClock())

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})
