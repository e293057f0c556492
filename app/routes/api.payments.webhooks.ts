import { handlePaymentWebhook } from '~/checkout/payment-webhooks.server'
import { readBodyWithLimit } from '~/platform/request-body.server'
import type { Route } from './+types/api.payments.webhooks'

/** Stripe's events are a few kilobytes; anything much larger is not a payment event. */
const MAX_WEBHOOK_BYTES = 256 * 1024

/**
 * POST /api/payments/webhooks/{stripe|test}: the providers' signed events. The signature covers
 * the raw body, so it is read as bytes and passed on untouched.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'POST')
    return Response.json({ received: false, error: 'Method not allowed' }, { status: 405 })
  const body = await readBodyWithLimit(request, MAX_WEBHOOK_BYTES)
  if (!body) return Response.json({ received: false, error: 'Payload too large' }, { status: 413 })
  const signature =
    request.headers.get('stripe-signature') ?? request.headers.get('x-test-payments-signature')
  const reply = await handlePaymentWebhook(params.provider, new TextDecoder().decode(body), signature)
  return Response.json(reply.body, { status: reply.status, headers: { 'Cache-Control': 'no-store' } })
}

export function loader() {
  return Response.json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } })
}
