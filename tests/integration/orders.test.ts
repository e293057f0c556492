/**
 * Orders after they exist, on the real database: the status moves through /orders/{id} with real
 * sessions (only the right party, only from the right status), the buyer's order list and
 * dashboard, and the order e-mails in the outbox.
 */
import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import type { BuyerDashboardStats, BuyerOrder } from '~/orders/buyer-orders'
import { listBuyerOrders } from '~/orders/buyer-orders.server'
import { moveOrder } from '~/orders/order-transitions.server'
import type { SellerOrder } from '~/orders/seller-orders'
import { outboxDir, readOutbox } from '~/platform/email/mailer.server'
import { enqueue, listJobs, runDueJobs } from '~/platform/jobs/queue.server'
import { loader as buyerDashboardLoader } from '~/routes/buyer.dashboard'
import { action as orderAction } from '~/routes/orders.$id'
import { loader as profileLoader } from '~/routes/profile'
import { loader as sellerDashboardLoader } from '~/routes/seller.dashboard'
import { createOrder, createProduct, createSeller, TEST_SHIPPING_ADDRESS } from '../../db/factories'
import { cartItems, checkoutSessions, orders, products, type ShippingAddress } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { formRequest, getRequest, runRoute, toastOf } from '../support/routes'

describe('orders on the real database', () => {
  const db = useTestDatabase()

  // Each test reads the outbox from empty.
  beforeEach(() => fs.rmSync(outboxDir(), { recursive: true, force: true }))

  /** A buyer and a seller, both signed in, and one confirmed order of a sold listing between them. */
  async function setUp(
    order: { status?: 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled' } = {},
  ) {
    const buyer = await createSignedInUser(db(), { name: 'Lucía Fernández' })
    const seller = await createSignedInUser(db(), { name: 'Marta Ríos' })
    const stranger = await createSignedInUser(db())
    const product = await createProduct(db(), { sellerId: seller.user.id, status: 'sold', price: 24_900 })
    const row = await createOrder(db(), {
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      productId: product.id,
      totalAmount: 24_900,
      status: order.status ?? 'confirmed',
    })
    return { buyer, seller, stranger, product, order: row }
  }

  const move = (
    orderId: string,
    fields: Record<string, string>,
    cookie?: string,
    redirectTo = '/seller/dashboard?tab=orders',
  ) =>
    runRoute<{ ok: false; message: string }>(
      orderAction,
      formRequest(`/orders/${orderId}`, { redirectTo, ...fields }, { cookie }),
      { params: { id: orderId } },
    )

  async function orderRow(id: string) {
    const [row] = await db().select().from(orders).where(eq(orders.id, id))
    if (!row) throw new Error('order is gone')
    return row
  }

  async function productStatus(id: string) {
    const [row] = await db().select({ status: products.status }).from(products).where(eq(products.id, id))
    return row?.status
  }

  describe('order status moves through /orders/{id}', () => {
    it('a buyer cannot mark their order shipped (403), and it stays as it was', async () => {
      const { buyer, order } = await setUp()
      const result = await move(order.id, { intent: 'ship', trackingNumber: 'FAKE' }, buyer.cookie)
      expect(result.status).toBe(403)
      expect(result.data).toEqual({ ok: false, message: 'You cannot make this change to this order.' })
      expect(await orderRow(order.id)).toMatchObject({
        status: 'confirmed',
        shippedAt: null,
        trackingNumber: null,
      })
    })

    it('a seller cannot mark an order delivered (403), even once it is shipped', async () => {
      const { seller, order } = await setUp({ status: 'shipped' })
      const result = await move(order.id, { intent: 'deliver' }, seller.cookie)
      expect(result.status).toBe(403)
      expect(await orderRow(order.id)).toMatchObject({ status: 'shipped', deliveredAt: null })
    })

    it('a stranger can neither ship, deliver nor cancel: the order is not found for them (404)', async () => {
      const { stranger, order } = await setUp()
      for (const intent of ['ship', 'deliver', 'cancel']) {
        const result = await move(order.id, { intent }, stranger.cookie)
        expect(result.status, intent).toBe(404)
        expect(result.data).toEqual({ ok: false, message: 'Order not found' })
      }
      // Not even when the order is in the status the move needs.
      await db().update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id))
      expect((await move(order.id, { intent: 'deliver' }, stranger.cookie)).status).toBe(404)
      expect(await orderRow(order.id)).toMatchObject({ status: 'shipped', deliveredAt: null })
    })

    it('the seller ships with a trimmed tracking number, the buyer gets an e-mail, then marks it delivered', async () => {
      const { buyer, seller, order } = await setUp()
      const shipped = await move(
        order.id,
        { intent: 'ship', carrier: 'ups', trackingNumber: '  1Z999AA10123456784 ' },
        seller.cookie,
      )
      expect(shipped.status).toBe(302)
      expect(shipped.location).toBe('/seller/dashboard?tab=orders')
      expect(await toastOf(shipped.headers)).toMatchObject({ type: 'success', title: 'orders.moved.ship' })
      const afterShip = await orderRow(order.id)
      expect(afterShip).toMatchObject({
        status: 'shipped',
        trackingNumber: '1Z999AA10123456784',
        carrier: 'ups',
      })
      expect(afterShip.shippedAt).toBeInstanceOf(Date)

      // The e-mail was queued with the move and goes out when the queue runs.
      expect(await readOutbox()).toEqual([])
      await runDueJobs()
      const mails = await readOutbox()
      expect(mails).toHaveLength(1)
      expect(mails[0]).toMatchObject({ to: buyer.user.email })
      expect(mails[0]?.subject).toBe(`Your order #${order.id.slice(0, 8).toUpperCase()} is on its way`)
      expect(mails[0]?.text).toContain('UPS tracking number: 1Z999AA10123456784')
      expect(mails[0]?.links).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784')
      expect(mails[0]?.links).toContainEqual(
        expect.stringMatching(new RegExp(`^http://localhost:\\d+/orders/${order.id}$`)),
      )

      // The buyer's list now shows it shipped with the tracking number.
      const [listed] = await listBuyerOrders(buyer.user.id)
      expect(listed).toMatchObject({ status: 'shipped', trackingNumber: '1Z999AA10123456784' })

      const delivered = await move(order.id, { intent: 'deliver' }, buyer.cookie, '/profile?tab=orders')
      expect(delivered.status).toBe(302)
      expect(delivered.location).toBe('/profile?tab=orders')
      expect(await toastOf(delivered.headers)).toMatchObject({ title: 'orders.moved.deliver' })
      const afterDelivery = await orderRow(order.id)
      expect(afterDelivery.status).toBe('delivered')
      expect(afterDelivery.deliveredAt).toBeInstanceOf(Date)
    })

    it('shipping without a tracking number is refused unless the seller says "sent untracked"', async () => {
      const { seller, order } = await setUp()
      const blank = await move(
        order.id,
        { intent: 'ship', carrier: 'dhl', trackingNumber: '   ' },
        seller.cookie,
      )
      expect(blank).toMatchObject({
        status: 400,
        data: { message: 'Enter the tracking number, or tick "Sent untracked".' },
      })
      expect((await orderRow(order.id)).status).toBe('confirmed')
      const untracked = await move(order.id, { intent: 'ship', untracked: '1' }, seller.cookie)
      expect(untracked.status).toBe(302)
      expect(await orderRow(order.id)).toMatchObject({
        status: 'shipped',
        trackingNumber: null,
        carrier: null,
      })
      await runDueJobs()
      const text = (await readOutbox())[0]?.text
      expect(text).not.toContain('Tracking number')
      expect(text).toContain('The seller sent it without a tracking number.')
    })

    it('cancelling (buyer or seller) puts the sold product back on sale, and it can be ordered again', async () => {
      for (const who of ['buyer', 'seller'] as const) {
        const setup = await setUp()
        const result = await move(setup.order.id, { intent: 'cancel' }, setup[who].cookie)
        expect(result.status, who).toBe(302)
        expect(await toastOf(result.headers)).toMatchObject({ title: 'orders.moved.cancel' })
        const row = await orderRow(setup.order.id)
        expect(row.status).toBe('cancelled')
        expect(row.cancelledAt).toBeInstanceOf(Date)
        expect(await productStatus(setup.product.id)).toBe('active')
        // The one-live-order-per-product index lets a new order in once this one is cancelled.
        await createOrder(db(), {
          buyerId: setup.stranger.user.id,
          sellerId: setup.seller.user.id,
          productId: setup.product.id,
        })
      }
    })

    it('a pending order can be cancelled; a product that is not marked sold keeps its status', async () => {
      const { buyer, product, order } = await setUp({ status: 'pending' })
      await db().update(products).set({ status: 'pending' }).where(eq(products.id, product.id))
      expect((await move(order.id, { intent: 'cancel' }, buyer.cookie)).status).toBe(302)
      expect((await orderRow(order.id)).status).toBe('cancelled')
      expect(await productStatus(product.id)).toBe('pending')
    })

    it('reports what a refund needs when an order is cancelled', async () => {
      const { buyer, seller, product } = await setUp()
      const [checkout] = await db()
        .insert(checkoutSessions)
        .values({
          buyerId: buyer.user.id,
          provider: 'test',
          status: 'completed',
          lines: [],
          amountTotal: 31_000,
          shippingAddress: TEST_SHIPPING_ADDRESS,
          expiresAt: new Date(Date.now() + 3_600_000),
        })
        .returning()
      await db().delete(orders)
      const paid = await createOrder(db(), {
        buyerId: buyer.user.id,
        sellerId: seller.user.id,
        productId: product.id,
        totalAmount: 31_000,
        checkoutSessionId: checkout!.id,
      })
      expect(await moveOrder(seller.user.id, paid.id, { intent: 'cancel' })).toEqual({
        kind: 'done',
        move: 'cancel',
        orderId: paid.id,
        cancelled: { id: paid.id, checkoutSessionId: checkout!.id, totalAmount: 31_000 },
      })
    })

    it('a move from the wrong status answers 409 and changes nothing', async () => {
      const { buyer, seller, order } = await setUp()
      // Delivered before it was shipped.
      const early = await move(order.id, { intent: 'deliver' }, buyer.cookie)
      expect(early.status).toBe(409)
      expect(early.data.message).toMatch(/no longer in a state/)
      expect((await orderRow(order.id)).status).toBe('confirmed')

      expect((await move(order.id, { intent: 'ship', untracked: '1' }, seller.cookie)).status).toBe(302)
      // Shipped twice, or cancelled once on its way.
      expect(
        (await move(order.id, { intent: 'ship', carrier: 'dhl', trackingNumber: 'LATE' }, seller.cookie))
          .status,
      ).toBe(409)
      expect((await move(order.id, { intent: 'cancel' }, buyer.cookie)).status).toBe(409)
      expect((await move(order.id, { intent: 'cancel' }, seller.cookie)).status).toBe(409)
      expect(await orderRow(order.id)).toMatchObject({ status: 'shipped', trackingNumber: null })
      expect(await moveOrder(buyer.user.id, order.id, { intent: 'cancel' })).toEqual({
        kind: 'conflict',
        status: 'shipped',
      })
    })

    it('bad input answers 400 with a translated message', async () => {
      const { seller, order } = await setUp()
      const unknown = await move(order.id, { intent: 'refund' }, seller.cookie)
      expect(unknown).toMatchObject({ status: 400, data: { ok: false, message: 'Unknown order action.' } })
      const long = await move(order.id, { intent: 'ship', trackingNumber: 'X'.repeat(65) }, seller.cookie)
      expect(long).toMatchObject({
        status: 400,
        data: { message: 'The tracking number can be at most 64 characters.' },
      })
      // The Spanish order page is /es/orders/{id}: its forms post there (issue #26).
      const spanish = await runRoute<{ ok: false; message: string }>(
        orderAction,
        formRequest(
          `/es/orders/${order.id}`,
          { intent: 'ship', trackingNumber: 'X'.repeat(65) },
          { cookie: seller.cookie },
        ),
        { params: { id: order.id } },
      )
      expect(spanish.data.message).toBe('El número de seguimiento puede tener como máximo 64 caracteres.')
      expect((await orderRow(order.id)).status).toBe('confirmed')
    })

    it('an id that is not an order is not found; a foreign redirectTo falls back to the orders tab', async () => {
      const { buyer, order } = await setUp()
      expect((await move('not-a-uuid', { intent: 'cancel' }, buyer.cookie)).status).toBe(404)
      expect(
        (await move('00000000-0000-4000-8000-000000000000', { intent: 'cancel' }, buyer.cookie)).status,
      ).toBe(404)
      const result = await move(order.id, { intent: 'cancel' }, buyer.cookie, '//evil.example/phish')
      expect(result.status).toBe(302)
      expect(result.location).toBe('/profile?tab=orders')
    })

    it('sends a visitor to sign in', async () => {
      const { order } = await setUp()
      const result = await move(order.id, { intent: 'cancel' })
      expect(result.status).toBe(302)
      expect(result.location).toMatch(/^\/auth\?redirectTo=/)
      expect((await orderRow(order.id)).status).toBe('confirmed')
    })
  })

  describe('the buyer’s orders', () => {
    it('lists only the buyer’s orders, newest first, with the product embedded', async () => {
      const buyer = await createSignedInUser(db())
      const { user: seller } = await createSeller(db())
      const older = await createProduct(db(), {
        sellerId: seller.id,
        name: 'Titleist T100 Irons',
        brand: 'Titleist',
        price: 52_000,
      })
      const newer = await createProduct(db(), {
        sellerId: seller.id,
        name: 'Ping G430 Driver',
        brand: 'Ping',
        price: 24_900,
        images: ['https://cdn.example/driver.jpg'],
      })
      const gone = await createProduct(db(), { sellerId: seller.id })
      await createOrder(db(), {
        buyerId: buyer.user.id,
        sellerId: seller.id,
        productId: older.id,
        totalAmount: 52_000,
        createdAt: new Date('2026-01-05'),
      })
      const latest = await createOrder(db(), {
        buyerId: buyer.user.id,
        sellerId: seller.id,
        productId: newer.id,
        status: 'shipped',
        trackingNumber: 'TRACK-1',
        carrier: 'dhl',
        shippingOption: 'express',
        shippingAmount: 699,
        // The 249 € driver and its express shipping.
        totalAmount: 25_599,
        createdAt: new Date('2026-03-01'),
      })
      await createOrder(db(), {
        buyerId: buyer.user.id,
        sellerId: seller.id,
        productId: gone.id,
        createdAt: new Date('2026-02-01'),
        status: 'cancelled',
      })
      await db().delete(products).where(eq(products.id, gone.id))
      // Someone else's order.
      const other = await createSignedInUser(db())
      const theirs = await createProduct(db(), { sellerId: seller.id })
      await createOrder(db(), { buyerId: other.user.id, sellerId: seller.id, productId: theirs.id })

      const page = await runRoute<{ tab: string; buyerOrders: BuyerOrder[]; orders: number }>(
        profileLoader,
        getRequest('/profile?tab=orders', { cookie: buyer.cookie }),
      )
      expect(page.data.tab).toBe('orders')
      expect(page.data.orders).toBe(3)
      expect(page.data.buyerOrders.map((o) => o.product?.name ?? null)).toEqual([
        'Ping G430 Driver',
        null,
        'Titleist T100 Irons',
      ])
      expect(page.data.buyerOrders[0]).toEqual({
        id: latest.id,
        totalAmount: 25_599,
        itemAmount: 24_900,
        shippingAmount: 699,
        refundedAmount: 0,
        status: 'shipped',
        createdAt: '2026-03-01T00:00:00.000Z',
        sellerId: seller.id,
        trackingNumber: 'TRACK-1',
        delivery: { option: 'express', amount: 699, carrier: 'dhl', shipped: false },
        product: {
          id: newer.id,
          name: 'Ping G430 Driver',
          brand: 'Ping',
          imageUrl: 'https://cdn.example/driver.jpg',
        },
      })
      expect(page.data.buyerOrders[1]).toMatchObject({ status: 'cancelled', product: null })
    })

    it('the seller dashboard shows each order’s shipping address and tracking number', async () => {
      const { seller, order } = await setUp({ status: 'shipped' })
      await db().update(orders).set({ trackingNumber: 'TRACK-9' }).where(eq(orders.id, order.id))
      const page = await runRoute<{ orders: SellerOrder[] }>(
        sellerDashboardLoader,
        getRequest('/seller/dashboard?tab=orders', { cookie: seller.cookie }),
      )
      expect(page.data.orders).toEqual([
        expect.objectContaining({
          id: order.id,
          shippingAddress: TEST_SHIPPING_ADDRESS,
          trackingNumber: 'TRACK-9',
        }),
      ])
    })

    it('the buyer dashboard counts real rows: orders, delivered spending, orders under way, cart items', async () => {
      const buyer = await createSignedInUser(db())
      const { user: seller } = await createSeller(db())
      const statuses = ['delivered', 'delivered', 'shipped', 'confirmed', 'cancelled', 'pending'] as const
      const amounts = [10_050, 20_000, 30_000, 40_000, 50_000, 60_000]
      for (const [i, status] of statuses.entries()) {
        const product = await createProduct(db(), { sellerId: seller.id, name: `Order item ${i}` })
        await createOrder(db(), {
          buyerId: buyer.user.id,
          sellerId: seller.id,
          productId: product.id,
          status,
          totalAmount: amounts[i],
          createdAt: new Date(Date.UTC(2026, 0, i + 1)),
        })
      }
      // Two listings, one with quantity 2: the figure counts listings, like the cart badge.
      for (const quantity of [1, 2]) {
        const product = await createProduct(db(), { sellerId: seller.id })
        await db().insert(cartItems).values({ userId: buyer.user.id, productId: product.id, quantity })
      }
      // Another buyer's rows do not count.
      const other = await createSignedInUser(db())
      const theirs = await createProduct(db(), { sellerId: seller.id })
      await createOrder(db(), {
        buyerId: other.user.id,
        sellerId: seller.id,
        productId: theirs.id,
        status: 'delivered',
      })
      await db().insert(cartItems).values({ userId: other.user.id, productId: theirs.id })

      const page = await runRoute<{
        stats: BuyerDashboardStats
        recentOrders: BuyerOrder[]
        interests: string[]
      }>(buyerDashboardLoader, getRequest('/buyer/dashboard', { cookie: buyer.cookie }))
      expect(page.data.stats).toEqual({ totalOrders: 6, totalSpent: 30_050, inProgress: 3, cartItems: 2 })
      // At most five, newest first.
      expect(page.data.recentOrders.map((o) => o.product?.name)).toEqual([
        'Order item 5',
        'Order item 4',
        'Order item 3',
        'Order item 2',
        'Order item 1',
      ])
      // The factory's profile is interested in clubs.
      expect(page.data.interests).toEqual(['clubs'])
    })

    it('the buyer dashboard of a new user is all zeros and empty', async () => {
      const buyer = await createSignedInUser(db())
      const page = await runRoute<{ stats: BuyerDashboardStats; recentOrders: BuyerOrder[] }>(
        buyerDashboardLoader,
        getRequest('/buyer/dashboard', { cookie: buyer.cookie }),
      )
      expect(page.data.stats).toEqual({ totalOrders: 0, totalSpent: 0, inProgress: 0, cartItems: 0 })
      expect(page.data.recentOrders).toEqual([])
    })
  })

  describe('order e-mails', () => {
    async function paidCheckout() {
      const buyer = await createSeller(db(), {
        name: 'Lucía Fernández',
        profile: { name: 'Lucía', language: 'en' },
      })
      const marta = await createSeller(db(), {
        name: 'Marta Ríos',
        profile: { name: 'Marta', language: 'es' },
      })
      const jon = await createSeller(db(), { name: 'Jon Smith', profile: { name: 'Jon', language: null } })
      const driver = await createProduct(db(), {
        sellerId: marta.user.id,
        name: 'Ping G430 Driver',
        brand: 'Ping',
        status: 'sold',
      })
      const putter = await createProduct(db(), {
        sellerId: marta.user.id,
        name: 'Scotty Cameron Newport 2',
        brand: 'Titleist',
        status: 'sold',
      })
      const bag = await createProduct(db(), {
        sellerId: jon.user.id,
        name: 'Sun Mountain C-130 Cart Bag',
        brand: 'Sun Mountain',
        status: 'sold',
      })
      const address: ShippingAddress = {
        fullName: 'Lucía Fernández',
        address: 'Calle de Alcalá 42, 3º B',
        city: 'Madrid',
        postalCode: '28014',
        country: 'Spain',
      }
      const [checkout] = await db()
        .insert(checkoutSessions)
        .values({
          buyerId: buyer.user.id,
          provider: 'test',
          status: 'completed',
          lines: [],
          amountTotal: 60_050,
          shippingAddress: address,
          expiresAt: new Date(Date.now() + 3_600_000),
        })
        .returning()
      for (const [product, seller, amount] of [
        [driver, marta, 24_900],
        [putter, marta, 18_000],
        [bag, jon, 17_150],
      ] as const) {
        await createOrder(db(), {
          buyerId: buyer.user.id,
          sellerId: seller.user.id,
          productId: product.id,
          totalAmount: amount,
          checkoutSessionId: checkout!.id,
          shippingAddress: address,
        })
      }
      return { checkoutId: checkout!.id, buyer, marta, jon }
    }

    it('sends the buyer one confirmation with every item, and each seller a notice with the address', async () => {
      const { checkoutId, buyer, marta, jon } = await paidCheckout()
      await enqueue(db(), 'orders.checkout-mails', { checkoutId })
      await runDueJobs()
      // A second run of the same job (a retry, a replayed event) mails nobody twice.
      await enqueue(db(), 'orders.checkout-mails', { checkoutId })
      await runDueJobs()
      const mails = await readOutbox()
      expect(mails.map((m) => m.to).sort()).toEqual(
        [buyer.user.email, jon.user.email, marta.user.email].sort(),
      )

      // Amounts are formatted with a no-break space before the euro sign.
      const plain = (to: string) => {
        const mail = mails.find((m) => m.to === to)!
        return { ...mail, text: mail.text.replaceAll('\u00a0', ' ') }
      }
      const confirmation = plain(buyer.user.email)
      expect(confirmation.subject).toBe('Your Fairway Market order is confirmed')
      expect(confirmation.text).toContain('Hi Lucía,')
      // Each order with its reference, the item's price and its delivery on lines of their own (these
      // orders name no method and charged nothing for it).
      expect(confirmation.text).toMatch(
        /- Ping G430 Driver \(Ping\), order #[0-9A-F]{8}\n {2}Item price: 249,00 €\n {2}Delivery: Shipping \(Free\)/,
      )
      expect(confirmation.text).toMatch(
        /- Scotty Cameron Newport 2 \(Titleist\), order #[0-9A-F]{8}\n {2}Item price: 180,00 €/,
      )
      expect(confirmation.text).toMatch(
        /- Sun Mountain C-130 Cart Bag \(Sun Mountain\), order #[0-9A-F]{8}\n {2}Item price: 171,50 €/,
      )
      expect(confirmation.text).toContain('Total: 600,50 €')
      expect(confirmation.text).toContain('Calle de Alcalá 42, 3º B\n28014 Madrid\nSpain')
      expect(confirmation.links).toEqual([
        expect.stringMatching(/^http:\/\/localhost:\d+\/profile\?tab=orders$/),
      ])
      expect(confirmation.html).toContain('Calle de Alcalá 42, 3º B')

      // Marta reads Spanish and sells two of the items; the address is where she sends them.
      const toMarta = plain(marta.user.email)
      expect(toMarta.subject).toBe('Has vendido un artículo en Fairway Market')
      expect(toMarta.text).toContain('Hola, Marta:')
      expect(toMarta.text).toContain('Ping G430 Driver')
      expect(toMarta.text).toContain('Scotty Cameron Newport 2')
      expect(toMarta.text).not.toContain('Sun Mountain')
      expect(toMarta.text).toContain('Total: 429,00 €')
      expect(toMarta.text).toContain(
        'Dirección de envío:\nLucía Fernández\nCalle de Alcalá 42, 3º B\n28014 Madrid\nSpain',
      )
      expect(toMarta.links).toEqual([expect.stringMatching(/\/seller\/dashboard\?tab=orders$/)])

      // Jon has no language set: English.
      const toJon = plain(jon.user.email)
      expect(toJon.subject).toBe('You sold an item on Fairway Market')
      expect(toJon.text).toContain('Sun Mountain C-130 Cart Bag')
      expect(toJon.text).not.toContain('Ping G430 Driver')
      expect(toJon.text).toContain('Shipping address:\nLucía Fernández\nCalle de Alcalá 42, 3º B')
    })

    it('an unknown checkout sends nothing; a broken id fails its job, which waits for a retry', async () => {
      await enqueue(db(), 'orders.checkout-mails', { checkoutId: '00000000-0000-4000-8000-000000000000' })
      await enqueue(db(), 'orders.checkout-mails', { checkoutId: 'not-a-uuid' })
      expect(await runDueJobs()).toEqual({ done: 1, failed: 1 })
      expect(await readOutbox()).toEqual([])
      const [retrying] = await listJobs(db(), ['retry'])
      expect(retrying).toMatchObject({ name: 'orders.checkout-mails', data: { checkoutId: 'not-a-uuid' } })
    })
  })
})
