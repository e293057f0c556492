/**
 * The local outbox of a server started by the tests (DATA_DIR/outbox, one JSON file per message,
 * named by the time it was sent). Plain files: usable from Playwright specs and from Vitest.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { OutboxMessage } from '~/platform/email/mailer.server'

export type OutboxMail = OutboxMessage

/** Every message in `dataDir`'s outbox, oldest first. */
export function outbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxMail)
}

/** The messages to `to` (sent at or after `after`, a time in ms), oldest first. */
export function mailsTo(dataDir: string, to: string, { after = 0 } = {}): OutboxMail[] {
  return outbox(dataDir).filter((mail) => mail.to === to && Date.parse(mail.createdAt) >= after)
}

/**
 * The newest message to `to`, waiting up to `timeout` for it to arrive (e-mails are sent after the
 * response).
 */
export async function latestMail(dataDir: string, to: string, { timeout = 10_000, after = 0 } = {}) {
  const deadline = Date.now() + timeout
  for (;;) {
    const mail = mailsTo(dataDir, to, { after }).at(-1)
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} arrived in the outbox`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
