import { describe, expect, it } from 'vitest'
import { COMMISSION_RATE, commissionOf, DEFAULT_COUNTRY, shippingAddressSchema } from '~/checkout/checkout'
import { orderReference } from '~/orders/buyer-orders'
import { WebhookSignatureError } from '~/platform/payments/provider'
import { signWebhookPayload, verifyWebhookSignature } from '~/platform/payments/webhook-signature'
import { validate } from '~/ui/form'

describe('checkout rules (SPEC §5, §9)', () => {
  const address = { fullName: 'Ana García', address: 'Calle Mayor 1', city: 'Madrid', postalCode: '28013' }

  it('requires fullName, address, city and postalCode with the spec message', () => {
    for (const field of Object.keys(address)) {
      const result = validate(shippingAddressSchema, { ...address, [field]: ' ' })
      expect(result).toEqual({ success: false, errors: { [field]: 'checkout.fillAllFields' } })
    }
  })

  it('trims the fields and defaults the country to United States', () => {
    const result = validate(shippingAddressSchema, { ...address, city: '  Madrid ', country: '' })
    expect(result).toEqual({ success: true, data: { ...address, country: DEFAULT_COUNTRY } })
    expect(DEFAULT_COUNTRY).toBe('United States')
  })

  it('refuses fields longer than a real address needs', () => {
    const result = validate(shippingAddressSchema, { ...address, address: 'x'.repeat(201) })
    expect(result).toEqual({ success: false, errors: { address: 'checkout.fieldTooLong' } })
  })

  it('makes the 8-character reference shown for orders and checkouts from an id', () => {
    expect(orderReference('3f2a9c10-7b1d-4e5f-9a0b-1c2d3e4f5a6b')).toBe('3F2A9C10')
  })

  it('shows a 5 percent commission of the total, rounded to the cent', () => {
    expect(COMMISSION_RATE).toBe(0.05)
    expect(commissionOf(24_900)).toBe(1_245)
    expect(commissionOf(13_050)).toBe(653)
    expect(commissionOf(0)).toBe(0)
  })
})

describe('webhook signatures (the scheme the test provider shares with Stripe)', () => {
  const secret = 'whsec_unit'
  const body = '{"id":"evt_1"}'
  const now = 1_800_000_000

  it('accepts its own signature within the tolerance', () => {
    const header = signWebhookPayload(body, secret, now)
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/)
    expect(() => verifyWebhookSignature(body, header, secret, now + 299)).not.toThrow()
  })

  it('refuses a missing, malformed, wrong, stale or future signature, or another body', () => {
    const header = signWebhookPayload(body, secret, now)
    const refused = [
      () => verifyWebhookSignature(body, null, secret, now),
      () => verifyWebhookSignature(body, 'v1=abc', secret, now),
      () => verifyWebhookSignature(body, signWebhookPayload(body, 'other', now), secret, now),
      () => verifyWebhookSignature(body, header, secret, now + 301),
      () => verifyWebhookSignature(body, header, secret, now - 301),
      () => verifyWebhookSignature('{"id":"evt_2"}', header, secret, now),
    ]
    for (const attempt of refused) expect(attempt).toThrow(WebhookSignatureError)
  })
})
