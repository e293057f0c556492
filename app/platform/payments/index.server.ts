import { env } from '../env.server'
import { derivedSecret } from '../secrets.server'
import type { PaymentProvider, PaymentProviderName } from './provider'
import { createStripeProvider } from './stripe-provider.server'
import { createTestProvider, type TestPaymentProvider } from './test-provider.server'

export type { PaymentEvent, PaymentProvider, PaymentProviderName } from './provider'
export { PaymentNotCapturableError, WebhookSignatureError } from './provider'

let stripe: PaymentProvider | undefined
let testProvider: TestPaymentProvider | undefined
let override: Partial<Record<PaymentProviderName, PaymentProvider>> = {}

/** The built-in test provider (always available: its sessions may outlive a configuration change). */
export function testPaymentProvider(): TestPaymentProvider {
  testProvider ??= createTestProvider({
    publicUrl: env().publicUrl,
    webhookSecret: derivedSecret('test-payment-webhooks'),
  })
  return testProvider
}

/** A provider by name, for webhooks and for sessions started earlier. */
export function paymentProviderNamed(name: PaymentProviderName): PaymentProvider | null {
  if (override[name]) return override[name]
  if (name === 'test') return testPaymentProvider()
  const config = env()
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null
  stripe ??= createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
  })
  return stripe
}

/** The provider new checkouts use: Stripe when configured, the test provider otherwise. */
export function activePaymentProvider(): PaymentProvider {
  if (override.stripe) return override.stripe
  return (env().STRIPE_SECRET_KEY ? paymentProviderNamed('stripe') : null) ?? testPaymentProvider()
}

/** Tests swap in a provider (e.g. Stripe against a local API stand-in); `{}` restores the defaults. */
export function setPaymentProvidersForTests(
  providers: Partial<Record<PaymentProviderName, PaymentProvider>>,
) {
  override = providers
  testProvider = undefined
  stripe = undefined
}
