import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readOutbox } from '~/platform/email/mailer.server'
import { resetEnvForTests } from '~/platform/env.server'
import { action as forgotAction } from '~/routes/forgot-password'
import { createUser } from '../../db/factories'
import { useTestDatabase } from '../support/db'
import { runQueuedWork } from '../support/jobs'
import { formRequest, runRoute } from '../support/routes'

interface Received {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP server on a free port that keeps what it receives. */
function startSmtpServer() {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  return new Promise<{ server: SMTPServer; port: number; received: Received[] }>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port, received }),
    )
  })
}

describe('e-mail over SMTP', () => {
  const db = useTestDatabase()
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>

  beforeAll(async () => {
    smtp = await startSmtpServer()
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
    process.env.MAIL_FROM = 'Fairway Market <no-reply@fairway.test>'
    resetEnvForTests()
  })

  afterAll(async () => {
    delete process.env.SMTP_URL
    delete process.env.MAIL_FROM
    resetEnvForTests()
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()))
  })

  it('delivers the password reset mail to the SMTP server (and nothing to the outbox)', async () => {
    await createUser(db(), { email: 'ana@example.test', name: 'Ana', password: 'correct-horse-battery-7' })
    const result = await runRoute(
      forgotAction,
      formRequest('/forgot-password', { email: 'ana@example.test' }),
    )
    expect(result.status).toBe(200)
    await runQueuedWork()

    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail?.from).toBe('no-reply@fairway.test')
    expect(mail?.to).toEqual(['ana@example.test'])
    expect(mail?.raw).toContain('Subject: Reset your password')
    // Quoted-printable may wrap long lines; unwrap before looking for the link.
    const body = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    expect(body).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[\w-]+/)
    expect(await readOutbox()).toEqual([])
  })
})
