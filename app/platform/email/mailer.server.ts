import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { env } from '../env.server'
import { log } from '../log.server'

/**
 * Outgoing e-mail. With SMTP_URL set, messages go to that SMTP server; without it they land in the
 * local outbox (DATA_DIR/outbox: one .json and one .eml file per message), which developers read
 * at /dev/mail and the end-to-end tests read from disk.
 *
 * Nothing calls this directly: every e-mail is a job (`sendMailLater`, mail-queue.server.ts) whose
 * handler delivers it here under its dedupe key.
 */
export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
  /** Extra header lines (e.g. List-Unsubscribe and List-Unsubscribe-Post of the alert e-mails). */
  headers?: Record<string, string>
}

export interface OutboxMessage {
  id: string
  from: string
  to: string
  subject: string
  text: string
  html: string | null
  /** The extra header lines the message was sent with. */
  headers: Record<string, string>
  /** Every http(s) link of the text body, in order (what a developer clicks on). */
  links: string[]
  createdAt: string
}

export function outboxDir() {
  return path.join(env().dataDir, 'outbox')
}

let smtp: { url: string; transport: ReturnType<typeof nodemailer.createTransport> } | undefined

function smtpTransport(url: string) {
  if (smtp?.url !== url) {
    // Short limits: a hung SMTP server fails the job's attempt (retried later) instead of holding it.
    const transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    })
    smtp = { url, transport }
  }
  return smtp.transport
}

const outboxTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

function linksOf(text: string) {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0])
}

export type MailTransport = 'smtp' | 'outbox'

/** A short, file-name-safe digest of a dedupe key. */
function keyDigest(key: string) {
  return crypto.createHash('sha256').update(key).digest('hex').slice(0, 24)
}

/**
 * Hands one message to the transport. `key` is its dedupe key: the outbox names the file after it
 * and writes no second file for one key. Bodies are never logged: they carry one-time links.
 */
export async function sendMail(mail: Mail, key: string): Promise<MailTransport> {
  const config = env()
  const message = { from: config.MAIL_FROM, ...mail }
  if (config.SMTP_URL) {
    const info = await smtpTransport(config.SMTP_URL).sendMail(message)
    log.info('mail.sent', { transport: 'smtp', messageId: info.messageId, subject: mail.subject })
    return 'smtp'
  }
  const digest = keyDigest(key)
  const dir = outboxDir()
  const existing = await fs.readdir(dir).catch(() => [] as string[])
  if (existing.some((name) => name.endsWith(`-${digest}.json`))) {
    log.info('mail.already_in_outbox', { subject: mail.subject })
    return 'outbox'
  }
  const info = await outboxTransport.sendMail(message)
  const id = `${Date.now().toString().padStart(14, '0')}-${digest}`
  const entry: OutboxMessage = {
    id,
    from: config.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    headers: mail.headers ?? {},
    links: linksOf(mail.text),
    createdAt: new Date().toISOString(),
  }
  await fs.mkdir(dir, { recursive: true })
  await fs.writeFile(path.join(dir, `${id}.eml`), info.message as Buffer)
  // The JSON file is written last (then renamed), so a reader that sees it sees a whole message.
  const temporary = path.join(dir, `${id}.json.tmp`)
  await fs.writeFile(temporary, JSON.stringify(entry, null, 2))
  await fs.rename(temporary, path.join(dir, `${id}.json`))
  log.info('mail.sent', { transport: 'outbox', id, subject: mail.subject })
  return 'outbox'
}

/** The outbox, newest first. */
export async function readOutbox(): Promise<OutboxMessage[]> {
  let names: string[]
  try {
    names = await fs.readdir(outboxDir())
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const files = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
  return Promise.all(
    files.map(
      async (name) => JSON.parse(await fs.readFile(path.join(outboxDir(), name), 'utf8')) as OutboxMessage,
    ),
  )
}
