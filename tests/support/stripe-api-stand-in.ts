/**
 * A local HTTP endpoint standing in for api.stripe.com, so the Stripe provider is tested through
 * the real SDK (its request encoding, headers and idempotency keys) without a network or account.
 * It answers the calls the marketplace makes (Checkout Sessions, Payment Intents with manual
 * capture, refunds), keeps the payment intents' state as Stripe would, and records every request.
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

export interface StandInPaymentIntent {
  id: string
  status: 'requires_capture' | 'succeeded' | 'canceled'
  amount: number
  amount_received: number
  amount_refunded: number
  latest_charge: string | null
}

export interface StripeStandIn {
  api: { host: string; port: number; protocol: 'http' }
  requests: RecordedStripeRequest[]
  /** What the buyer's card does on Stripe's page: an uncaptured payment intent for `amount`. */
  authorise(amount: number): StandInPaymentIntent
  paymentIntents: Map<string, StandInPaymentIntent>
  /** Make the next session creation fail with this Stripe error message. */
  failNextCreate(message: string): void
  /** Stripe Connect: accounts, transfers and reversals made (each once per idempotency key). */
  accounts: Map<string, { id: string; email: string | null }>
  transfers: Map<
    string,
    {
      id: string
      amount: number
      destination: string
      source_transaction: string | null
      transfer_group: string | null
      reversed: number
    }
  >
  /** Answer the next `count` transfer creations with a 500 (the SDK retries; so does the job). */
  failTransfers(count: number): void
  close(): Promise<void>
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedStripeRequest[] = []
  const paymentIntents = new Map<string, StandInPaymentIntent>()
  /** Stripe answers a repeated idempotency key with the first answer. */
  const idempotent = new Map<string, { status: number; body: object }>()
  let counter = 0
  let failure: string | null = null
  let transferFailures = 0
  const accounts = new Map<string, { id: string; email: string | null }>()
  const transfers = new Map<
    string,
    {
      id: string
      amount: number
      destination: string
      source_transaction: string | null
      transfer_group: string | null
      reversed: number
    }
  >()
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? ''
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
      requests.push({ method: req.method ?? '', path, headers: req.headers, form })
      const key = req.headers['idempotency-key']
      const replayed = typeof key === 'string' ? idempotent.get(`${path}:${key}`) : undefined
      const reply = (status: number, body: object) => {
        if (typeof key === 'string' && !replayed) idempotent.set(`${path}:${key}`, { status, body })
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` })
        res.end(JSON.stringify(body))
      }
      if (replayed) return reply(replayed.status, replayed.body)
      const unexpectedState = (intent: StandInPaymentIntent, action: string) =>
        reply(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `This PaymentIntent could not be ${action} because it has a status of ${intent.status}.`,
          },
        })
      const intentPath = path.match(/^\/v1\/payment_intents\/([^/]+)(\/capture|\/cancel)?$/)
      if (intentPath) {
        const intent = paymentIntents.get(intentPath[1] as string)
        if (!intent)
          return reply(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } })
        const view = () => ({ object: 'payment_intent', ...intent })
        if (req.method === 'GET' && !intentPath[2]) {
          // `expand[]=latest_charge`: the charge as an object, which carries what was refunded.
          if (decodeURIComponent(req.url ?? '').includes('expand[0]=latest_charge') && intent.latest_charge)
            return reply(200, {
              ...view(),
              latest_charge: {
                object: 'charge',
                id: intent.latest_charge,
                amount: intent.amount_received,
                amount_refunded: intent.amount_refunded,
              },
            })
          return reply(200, view())
        }
        if (req.method === 'POST' && intentPath[2] === '/capture') {
          const amount = Number(form.get('amount_to_capture') ?? intent.amount)
          if (intent.status !== 'requires_capture') return unexpectedState(intent, 'captured')
          if (!(amount > 0 && amount <= intent.amount))
            return reply(400, {
              error: { type: 'invalid_request_error', message: 'Invalid amount_to_capture' },
            })
          intent.status = 'succeeded'
          intent.amount_received = amount
          intent.latest_charge = `ch_standin_${++counter}`
          return reply(200, view())
        }
        if (req.method === 'POST' && intentPath[2] === '/cancel') {
          if (intent.status !== 'requires_capture') return unexpectedState(intent, 'canceled')
          intent.status = 'canceled'
          return reply(200, view())
        }
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
      if (req.method === 'POST' && path === '/v1/accounts') {
        const account = { id: `acct_standin_${++counter}`, email: form.get('email') }
        accounts.set(account.id, account)
        return reply(200, { object: 'account', ...account, details_submitted: false, payouts_enabled: false })
      }
      if (req.method === 'POST' && path === '/v1/account_links') {
        return reply(200, {
          object: 'account_link',
          url: `https://connect.stripe.com/setup/e/${form.get('account')}/standin`,
        })
      }
      if (req.method === 'POST' && path === '/v1/transfers') {
        if (transferFailures > 0) {
          transferFailures -= 1
          // Not recorded as the key's answer: Stripe does not keep a 500 for the idempotency key.
          res.writeHead(500, { 'content-type': 'application/json' })
          return res.end(JSON.stringify({ error: { type: 'api_error', message: 'Try again' } }))
        }
        const destination = form.get('destination') ?? ''
        if (!accounts.has(destination))
          return reply(400, { error: { type: 'invalid_request_error', message: 'No such destination' } })
        const transfer = {
          id: `tr_standin_${++counter}`,
          amount: Number(form.get('amount')),
          destination,
          source_transaction: form.get('source_transaction'),
          transfer_group: form.get('transfer_group'),
          reversed: 0,
        }
        transfers.set(transfer.id, transfer)
        return reply(200, { object: 'transfer', ...transfer })
      }
      const transferPath = path.match(/^\/v1\/transfers\/([^/]+)$/)
      if (req.method === 'GET' && transferPath) {
        const transfer = transfers.get(transferPath[1] as string)
        if (!transfer)
          return reply(404, { error: { type: 'invalid_request_error', message: 'No such transfer' } })
        return reply(200, { object: 'transfer', ...transfer, amount_reversed: transfer.reversed })
      }
      const reversal = path.match(/^\/v1\/transfers\/([^/]+)\/reversals$/)
      if (req.method === 'POST' && reversal) {
        const transfer = transfers.get(reversal[1] as string)
        const amount = Number(form.get('amount'))
        if (!transfer || transfer.reversed + amount > transfer.amount)
          return reply(400, { error: { type: 'invalid_request_error', message: 'Cannot reverse' } })
        transfer.reversed += amount
        return reply(200, {
          object: 'transfer_reversal',
          id: `trr_standin_${++counter}`,
          amount,
          transfer: transfer.id,
        })
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const intent = paymentIntents.get(form.get('payment_intent') ?? '')
        const amount = Number(form.get('amount'))
        if (intent?.status !== 'succeeded' || intent.amount_refunded + amount > intent.amount_received) {
          return reply(400, {
            error: { type: 'invalid_request_error', message: 'Refund exceeds the charge' },
          })
        }
        intent.amount_refunded += amount
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
    paymentIntents,
    authorise(amount) {
      const intent: StandInPaymentIntent = {
        id: `pi_standin_${++counter}`,
        status: 'requires_capture',
        amount,
        amount_received: 0,
        amount_refunded: 0,
        latest_charge: null,
      }
      paymentIntents.set(intent.id, intent)
      return intent
    },
    failNextCreate(message) {
      failure = message
    },
    accounts,
    transfers,
    failTransfers(count) {
      transferFailures = count
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
