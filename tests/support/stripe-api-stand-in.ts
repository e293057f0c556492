/**
 * A local HTTP endpoint standing in for api.stripe.com, so the Stripe provider is tested through
 * the real SDK (its request encoding, headers and idempotency keys) without a network or account.
 * It answers the three calls the marketplace makes and records every request.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedStripeRequest {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  /** The form-encoded body as Stripe's SDK sends it: `line_items[0][price_data][unit_amount]` etc. */
  form: URLSearchParams
}

export interface StripeStandIn {
  api: { host: string; port: number; protocol: 'http' }
  requests: RecordedStripeRequest[]
  /** Make the next session creation fail with this Stripe error message. */
  failNextCreate(message: string): void
  close(): Promise<void>
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedStripeRequest[] = []
  let counter = 0
  let failure: string | null = null
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? ''
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
      requests.push({ method: req.method ?? '', path, headers: req.headers, form })
      const reply = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` })
        res.end(JSON.stringify(body))
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        if (failure) {
          const message = failure
          failure = null
          return reply(400, { error: { type: 'invalid_request_error', message } })
        }
        const id = `cs_test_standin_${++counter}`
        return reply(200, {
          id,
          object: 'checkout.session',
          status: 'open',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          client_reference_id: form.get('client_reference_id'),
          expires_at: Number(form.get('expires_at')),
        })
      }
      const expire = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/)
      if (req.method === 'POST' && expire) {
        return reply(200, { id: expire[1], object: 'checkout.session', status: 'expired' })
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        return reply(200, {
          id: `re_${++counter}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
        })
      }
      reply(404, { error: { type: 'invalid_request_error', message: `No such route ${path}` } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    failNextCreate(message) {
      failure = message
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
