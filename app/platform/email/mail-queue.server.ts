/**
 * Every e-mail is a job (docs/decisions/0026-job-queue-and-outbox.md): `sendMailLater` enqueues it
 * in the caller's transaction under a dedupe key, and the `email.send` job delivers it, retrying
 * with back-off while the SMTP server is down. A key is delivered once: a repeated enqueue is
 * ignored, and a retried job whose mail already went out (sent_emails) sends nothing.
 *
 * The message is stored sealed (AES-256-GCM with a key derived from the app secret): reset and
 * confirmation links in the job table are no use to someone holding only a copy of the database.
 */
import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import { sentEmails } from '../../../db/schema'
import { type DatabaseOrTransaction, db, rawQuery } from '../db.server'
import { enqueue } from '../jobs/queue.server'
import { defineJobs } from '../jobs/registry'
import { log } from '../log.server'
import { derivedSecret } from '../secrets.server'
import { type Mail, sendMail } from './mailer.server'

declare module '../jobs/registry' {
  interface JobPayloads {
    'email.send': { key: string; sealed: string }
  }
}

function sealingKey() {
  return crypto.createHash('sha256').update(derivedSecret('mail-queue')).digest()
}

export function sealMail(mail: Mail): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', sealingKey(), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(mail), 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')
}

export function openSealedMail(sealed: string): Mail {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !body) throw new Error('The queued e-mail is not readable')
  const decipher = crypto.createDecipheriv('aes-256-gcm', sealingKey(), iv)
  decipher.setAuthTag(tag)
  return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')) as Mail
}

/**
 * Sends `mail` once the caller's transaction commits (and never if it rolls back). `key` names the
 * message (e.g. `order-confirmation:<checkout id>:buyer`): one key, one e-mail.
 */
export async function sendMailLater(tx: DatabaseOrTransaction, key: string, mail: Mail) {
  await enqueue(tx, 'email.send', { key, sealed: sealMail(mail) }, { dedupeKey: key })
}

/**
 * Deliveries under way in this process, by key. A job that outlives its timeout under load is run
 * again by the queue while the first run still sends; the second waits for the first instead of
 * sending the same key twice (seen in CI: one sale notice in the outbox twice).
 */
const sending = new Map<string, Promise<void>>()

async function deliverOnce(key: string, sealed: string) {
  const [sent] = await rawQuery<{ key: string }>(db(), sql`select key from sent_emails where key = ${key}`)
  if (sent) {
    log.info('mail.already_sent', { key })
    return
  }
  const transport = await sendMail(openSealedMail(sealed), key)
  await db().insert(sentEmails).values({ key, transport }).onConflictDoNothing()
}

export const mailJobs = defineJobs({
  'email.send': {
    // About 8 hours of back-off (30 s, 1 min, 2 min, …) before a mail is given up as dead.
    retryLimit: 10,
    retryDelaySeconds: 30,
    timeoutSeconds: 45,
    concurrency: 2,
    async handler({ key, sealed }) {
      const running = sending.get(key)
      if (running) {
        log.info('mail.already_sending', { key })
        return running
      }
      const delivery = deliverOnce(key, sealed).finally(() => sending.delete(key))
      sending.set(key, delivery)
      return delivery
    },
  },
})
