import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { env } from './env.server'
import { log } from './log.server'

let cached: string | undefined

/**
 * The secret that signs sessions, cookies and webhook payloads of the built-in payment provider.
 * AUTH_SECRET when set; otherwise generated once and kept in DATA_DIR/secret so that sessions
 * survive a restart on a machine that was started with no configuration.
 */
export function appSecret(): string {
  if (cached) return cached
  const configured = env().AUTH_SECRET
  if (configured) {
    cached = configured
    return cached
  }
  const file = path.join(env().dataDir, 'secret')
  try {
    cached = fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(env().dataDir, { recursive: true })
    cached = crypto.randomBytes(48).toString('base64url')
    fs.writeFileSync(file, `${cached}\n`, { mode: 0o600 })
    log.info('secret.generated', { file })
  }
  return cached
}

/** Derives a purpose-specific key so that one leaked key does not open the others. */
export function derivedSecret(purpose: string): string {
  return crypto.createHmac('sha256', appSecret()).update(purpose).digest('base64url')
}
