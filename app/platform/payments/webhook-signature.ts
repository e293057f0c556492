import crypto from 'node:crypto'
import { WebhookSignatureError } from './provider'

/**
 * The signature scheme the built-in test provider shares with Stripe: the header
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, refused when older than the
 * tolerance (Stripe's default, five minutes) so a captured request cannot be replayed later.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300

export function signWebhookPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const signature = crypto.createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')
  return `t=${timestamp},v1=${signature}`
}

export function verifyWebhookSignature(
  payload: string,
  header: string | null,
  secret: string,
  now = Math.floor(Date.now() / 1000),
  tolerance = WEBHOOK_TOLERANCE_SECONDS,
) {
  if (!header) throw new WebhookSignatureError('No signature header')
  const parts = header.split(',').map((part) => part.trim().split('='))
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1])
  const signatures = parts.filter(([name]) => name === 'v1').map(([, value]) => value ?? '')
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    throw new WebhookSignatureError('Malformed signature header')
  }
  const expected = Buffer.from(
    crypto.createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex'),
  )
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature)
    return given.length === expected.length && crypto.timingSafeEqual(given, expected)
  })
  if (!matches) throw new WebhookSignatureError('Signature does not match')
  if (Math.abs(now - timestamp) > tolerance) throw new WebhookSignatureError('Signature is too old')
}
