/**
 * Shipping at checkout (issue #13 item 1; issue #26): the buyer picks one of the seller's options
 * per seller, the amount charged includes it, and only the option's name is read from the request.
 * tests/integration/delivery.test.ts covers the rules of the choice itself.
 */
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startCheckout } from '~/checkout/checkout.server'
import { getTestPaymentPage, settleTestPayment } from '~/checkout/test-payments.server'
import { runDueJobs } from '~/platform/jobs/queue.server'
import { setPaymentProvidersForTests } from '~/platform/payments/index.server'
import { createStripeProvider } from '~/platform/payments/stripe-provider.server'
import { action as checkoutAction, loader as checkoutLoader } from '~/routes/checkout'
import { createProduct, createSeller } from '../../db/factories'
import { cartItems, checkoutSessions, orders, testPayments } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { formRequest, getRequest, runRoute } from '../support/routes'
import { type StripeStandIn, startStripeStandIn } from '../support/stripe-api-stand-in'

const ADDRESS = {
  fullName: 'Ana García',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  country: 'Spain',
}

describe('shipping at checkout', () => {
  const db = useTestDatabase()

  async function listing(price: number, shippingOptions: string[]) {
    const { user: seller } = await createSeller(db())
    return createProduct(db(), { sellerId: seller.id, price, shippingOptions })
  }
  /** The checkout form's field for the delivery method of a seller's items. */
  const delivery = (item: { sellerId: string | null }) => `delivery.${item.sellerId}`

  async function buyerWith(...items: { id: string }[]) {
    const buyer = await createSignedInUser(db())
    for (const item of items)
      await db().insert(cartItems).values({ userId: buyer.user.id, productId: item.id })
    return buyer
  }

  const checkout = (cookie: string, fields: Record<string, string> = {}) =>
    runRoute<{ url?: string; error?: string; detail?: string }>(
      checkoutAction,
      formRequest('/checkout', { ...ADDRESS, js: '1', ...fields }, { cookie }),
    )

  it('charges the chosen options: express 6,99 € and standard 3,99 € on top of the prices, one order each', async () => {
    const driver = await listing(20_000, ['standard', 'express'])
    const putter = await listing(10_000, ['standard', 'collection'])
    const buyer = await buyerWith(driver, putter)

    const started = await checkout(buyer.cookie, {
      [delivery(driver)]: 'express',
      [delivery(putter)]: 'standard',
    })
    expect(started.status).toBe(200)
    const sessionId = (started.data.url as string).split('/').pop() as string
    const page = await getTestPaymentPage(sessionId, buyer.user.id)
    expect(page?.amountTotal).toBe(20_000 + 699 + 10_000 + 399)

    await settleTestPayment(sessionId, buyer.user.id, 'pay')
    await runDueJobs()
    const [payment] = await db().select().from(testPayments)
    expect(payment?.amountCaptured).toBe(31_098)
    const made = await db().select().from(orders).where(eq(orders.buyerId, buyer.user.id))
    const byProduct = new Map(made.map((order) => [order.productId, order]))
    expect(byProduct.get(driver.id)).toMatchObject({
      totalAmount: 20_699,
      shippingAmount: 699,
      shippingOption: 'express',
      commissionAmount: 1_000,
      status: 'confirmed',
    })
    expect(byProduct.get(putter.id)).toMatchObject({
      totalAmount: 10_399,
      shippingAmount: 399,
      shippingOption: 'standard',
      commissionAmount: 500,
    })
  })

  it('without a choice nothing is chosen for the buyer: the checkout is refused', async () => {
    const item = await listing(5_000, ['express', 'meet'])
    const buyer = await buyerWith(item)
    const started = await checkout(buyer.cookie)
    expect(started.status).toBe(400)
    expect(started.data.error).toBe('checkout.chooseDelivery')
    expect(await db().select().from(checkoutSessions)).toHaveLength(0)
  })

  it('a forged option or amount changes nothing that is charged', async () => {
    const item = await listing(5_000, ['standard'])
    const buyer = await buyerWith(item)

    // An option the seller does not offer is refused with a clear message; nothing is started.
    const forged = await checkout(buyer.cookie, { [delivery(item)]: 'meet' })
    expect(forged.status).toBe(400)
    expect(forged.data.error).toBe('checkout.shippingNotOffered')
    expect(await db().select().from(checkoutSessions)).toHaveLength(0)

    // Amounts and prices in the request are ignored: the standard option costs 3,99 €.
    const withAmounts = await checkout(buyer.cookie, {
      [delivery(item)]: 'standard',
      shippingAmount: '0',
      [`shippingAmount.${item.id}`]: '1',
      price: '1',
      amountTotal: '1',
    })
    expect(withAmounts.status).toBe(200)
    const [session] = await db().select().from(checkoutSessions)
    expect(session?.amountTotal).toBe(5_399)
  })

  it('prefills the address from the profile, with the country of its area code', async () => {
    const item = await listing(5_000, ['standard'])
    const buyer = await buyerWith(item)
    const page = await runRoute<{ values: Record<string, string> }>(
      checkoutLoader,
      getRequest('/es/checkout', { cookie: buyer.cookie }),
    )
    expect(page.data.values).toMatchObject({
      fullName: 'Alex Fairway',
      city: 'Madrid',
      postalCode: '28001',
      country: 'España',
    })
  })

  describe('Stripe', () => {
    let standIn: StripeStandIn
    beforeAll(async () => {
      standIn = await startStripeStandIn()
    })
    afterEach(() => setPaymentProvidersForTests({}))
    afterAll(() => standIn.close())

    it('sends each item and its shipping as lines, and the checkout id as transfer_group, through the real SDK', async () => {
      setPaymentProvidersForTests({
        stripe: createStripeProvider({
          secretKey: 'sk_test_standin',
          webhookSecret: 'whsec_x',
          api: standIn.api,
        }),
      })
      const item = await listing(12_345, ['standard', 'express'])
      const buyer = await createSignedInUser(db())
      await db().insert(cartItems).values({ userId: buyer.user.id, productId: item.id })
      const started = await startCheckout({
        buyer: { id: buyer.user.id, email: buyer.user.email },
        address: ADDRESS,
        deliveryChoices: { [item.sellerId as string]: 'express' },
        locale: 'en',
      })
      expect(started.ok).toBe(true)
      const request = standIn.requests.find((r) => r.path === '/v1/checkout/sessions')
      const form = request?.form as URLSearchParams
      expect(form.get('line_items[0][price_data][unit_amount]')).toBe('12345')
      expect(form.get('line_items[1][price_data][unit_amount]')).toBe('699')
      expect(form.get('line_items[1][price_data][product_data][name]')).toContain('Shipping')
      const [session] = await db().select().from(checkoutSessions)
      expect(form.get('payment_intent_data[transfer_group]')).toBe(session?.id)
      expect(form.get('payment_intent_data[capture_method]')).toBe('manual')
      expect(Stripe).toBeDefined()
    })
  })
})
