/**
 * Issue #31 on the real database: "Make an offer" from the product page opens the conversation and
 * makes the offer in it (a refusal says why, and nothing is made); "Buy now" checks out one listing
 * alone, whether or not it is in the cart, and leaves the cart as it was; checkout refuses a bad
 * item id with a 4xx.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { listCart } from '~/cart/cart.server'
import { deliveryFieldName } from '~/catalog/delivery'
import { getCheckoutPreview } from '~/checkout/checkout.server'
import { getTestPaymentPage } from '~/checkout/test-payments.server'
import { action as checkoutAction, loader as checkoutLoader } from '~/routes/checkout'
import { action as messagesAction } from '~/routes/messages'
import { createProduct } from '../../db/factories'
import { cartItems, offers, profiles } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { formRequest, getRequest, runRoute } from '../support/routes'

const ADDRESS = {
  fullName: 'Ana García',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  country: 'Spain',
}

describe('phone actions on the product page', () => {
  const db = useTestDatabase()

  async function world() {
    const seller = await createSignedInUser(db(), { name: 'Sergio Seller' })
    const buyer = await createSignedInUser(db(), { name: 'Bea Buyer' })
    await db().update(profiles).set({ name: 'Bea', surname: 'Buyer' }).where(eq(profiles.id, buyer.user.id))
    const product = await createProduct(db(), {
      sellerId: seller.user.id,
      name: 'Ping G430 Driver',
      price: 30_000,
      shippingOptions: ['standard'],
    })
    const other = await createProduct(db(), {
      sellerId: seller.user.id,
      name: 'Titleist Vokey SM9',
      price: 9_000,
      shippingOptions: ['standard'],
    })
    return { seller, buyer, product, other }
  }

  const offer = (cookie: string, fields: Record<string, string>) =>
    runRoute<{ error?: string; conversation?: string }>(
      messagesAction,
      formRequest('/messages', fields, { cookie }),
    )

  it('"Make an offer" opens the conversation with the offer in it; a refused amount says why', async () => {
    const { buyer, product } = await world()
    // Under half the price: refused with the reason, and no offer is made.
    const low = await offer(buyer.cookie, { productId: product.id, amount: '100' })
    expect(low.status).toBe(400)
    expect(low.data.error).toBe('Offers below 50 % of the price are not accepted')
    expect(await db().select().from(offers)).toEqual([])

    const made = await offer(buyer.cookie, { productId: product.id, amount: '250' })
    expect(made.status).toBe(303)
    expect(made.location).toMatch(/^\/messages\/[0-9a-f-]{36}$/)
    const [row] = await db().select().from(offers)
    expect(row).toMatchObject({
      productId: product.id,
      buyerId: buyer.user.id,
      amount: 25_000,
      status: 'open',
    })
    // The same conversation as the refused try (it was opened then and kept).
    expect(low.data.conversation).toBe(made.location)

    // A second offer while one is open is refused with the reason.
    const again = await offer(buyer.cookie, { productId: product.id, amount: '260' })
    expect(again.status).toBe(409)
    expect(again.data.error).toBeTruthy()
  })

  it('"Buy now" checks out the one listing, not the cart, and leaves the cart as it was', async () => {
    const { buyer, product, other } = await world()
    await db().insert(cartItems).values({ userId: buyer.user.id, productId: other.id })

    const page = await runRoute<{ kind: string; items: { productId: string }[]; item: string | null }>(
      checkoutLoader,
      getRequest(`/checkout?item=${product.id}`, { cookie: buyer.cookie }),
    )
    expect(page.data.kind).toBe('checkout')
    expect(page.data.items.map((item) => item.productId)).toEqual([product.id])
    expect(page.data.item).toBe(product.id)

    const { groups } = await getCheckoutPreview(buyer.user.id, product.id)
    const delivery = Object.fromEntries(groups.map((group) => [deliveryFieldName(group.key), 'standard']))
    const started = await runRoute<{ url?: string }>(
      checkoutAction,
      formRequest(
        '/checkout',
        { ...ADDRESS, ...delivery, js: '1', item: product.id },
        { cookie: buyer.cookie },
      ),
    )
    expect(started.status).toBe(200)
    const sessionId = (started.data.url as string).split('/').pop() as string
    const payment = await getTestPaymentPage(sessionId, buyer.user.id)
    expect(payment?.amountTotal).toBe(30_000 + 399)
    // The cart still holds what it held.
    expect((await listCart(buyer.user.id)).map((line) => line.productId)).toEqual([other.id])
  })

  it('"Buy now" of something that is not a listing is a 4xx, never a 500', async () => {
    const { buyer } = await world()
    const page = await runRoute<{ kind: string }>(
      checkoutLoader,
      getRequest('/checkout?item=not-a-listing', { cookie: buyer.cookie }),
    )
    expect(page.data.kind).toBe('empty')
    const started = await runRoute<{ error?: string }>(
      checkoutAction,
      formRequest('/checkout', { ...ADDRESS, js: '1', item: 'not-a-listing' }, { cookie: buyer.cookie }),
    )
    expect(started.status).toBe(400)
    expect(started.data.error).toBe('checkout.invalidOrderData')
  })

  it('a visitor who taps "Buy now" signs in and comes back to the same checkout', async () => {
    const { product } = await world()
    const page = await runRoute<{ kind: string; item: string | null }>(
      checkoutLoader,
      getRequest(`/checkout?item=${product.id}`),
    )
    expect(page.data).toEqual({ kind: 'visitor', item: product.id })
  })
})
