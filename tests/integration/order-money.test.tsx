/**
 * Money figures after an offer and a refund (issue #26 item 6), on the real database: an order
 * bought at an accepted 200 € offer on a 219 € listing shows 200 € wherever it appears (the order
 * page, the buyer's orders, the seller's revenue and average sold price, the e-mails), and a 60 €
 * partial refund shows as a refund line with the right net amounts on both sides.
 */
import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { startCheckout } from '~/checkout/checkout.server'
import { settleTestPayment } from '~/checkout/test-payments.server'
import { moveDispute, openDispute } from '~/disputes/disputes.server'
import { answerOffer } from '~/messages/offers.server'
import type { BuyerDashboardStats, BuyerOrder } from '~/orders/buyer-orders'
import { orderReference } from '~/orders/buyer-orders'
import { type OrderDetail, orderFigures } from '~/orders/order-detail'
import { moveOrder } from '~/orders/order-transitions.server'
import type { SellerOrder } from '~/orders/seller-orders'
import { outboxDir, readOutbox } from '~/platform/email/mailer.server'
import { runDueJobs } from '~/platform/jobs/queue.server'
import BuyerDashboardPage, { loader as buyerDashboardLoader } from '~/routes/buyer.dashboard'
import { action as messagesAction } from '~/routes/messages'
import { action as threadAction } from '~/routes/messages.$id'
import OrderPage, { loader as orderLoader } from '~/routes/orders.$id'
import { loader as sellerPageLoader } from '~/routes/seller'
import SellerDashboardPage, { loader as sellerDashboardLoader } from '~/routes/seller.dashboard'
import type { DashboardStats } from '~/selling/dashboard'
import { formatEuros } from '~/ui/money'
import { createProduct } from '../../db/factories'
import { offers, orders, profiles } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { deliveryChoicesFor } from '../support/delivery'
import { renderPage, textOf } from '../support/render-page'
import { formRequest, getRequest, runRoute } from '../support/routes'

const LISTING_PRICE = 21_900
const OFFER = 20_000
const EXPRESS = 699
const TOTAL = OFFER + EXPRESS
const COMMISSION = 1_000 // 5 % of the 200 € the item sold for
const REFUND = 6_000
/** An amount as the pages write it, with a plain space before the euro sign. */
const euros = (cents: number) => formatEuros(cents).replace(/\u00a0/g, ' ')
const ADDRESS = {
  fullName: 'Ana García',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  country: 'Spain',
}

describe('money figures after an offer and a refund (issue #26 item 6)', () => {
  const db = useTestDatabase()
  beforeEach(() => fs.rmSync(outboxDir(), { recursive: true, force: true }))

  /** A 219 € listing bought at an accepted 200 € offer with express shipping (206,99 € charged). */
  async function boughtAtOffer() {
    const seller = await createSignedInUser(db(), { name: 'Sergio Seller' })
    await db()
      .update(profiles)
      .set({ name: 'Sergio', surname: 'Seller' })
      .where(eq(profiles.id, seller.user.id))
    const buyer = await createSignedInUser(db(), { name: 'Bea Buyer' })
    const product = await createProduct(db(), {
      sellerId: seller.user.id,
      name: 'TaylorMade Stealth 2 Driver',
      brand: 'TaylorMade',
      price: LISTING_PRICE,
      shippingOptions: ['standard', 'express'],
    })
    const opened = await runRoute(
      messagesAction,
      formRequest('/messages', { productId: product.id }, { cookie: buyer.cookie }),
    )
    const conversationId = (opened.location as string).split('/').pop() as string
    const offered = await runRoute(
      threadAction,
      formRequest(
        `/messages/${conversationId}`,
        { intent: 'offer', amount: '200' },
        { cookie: buyer.cookie },
      ),
      { params: { id: conversationId } },
    )
    expect(offered.status).toBeLessThan(400)
    const [offer] = await db().select().from(offers)
    expect((await answerOffer(seller.user.id, offer?.id ?? '', 'accept')).ok).toBe(true)

    // Accepting the offer put the listing in the buyer's cart at the offer's amount.
    const started = await startCheckout({
      buyer: { id: buyer.user.id, email: buyer.user.email },
      address: ADDRESS,
      deliveryChoices: await deliveryChoicesFor(buyer.user.id, 'express'),
      locale: 'en',
    })
    if (!started.ok) throw new Error(started.error)
    await settleTestPayment(started.providerSessionId, buyer.user.id, 'pay')
    await runDueJobs()
    await runDueJobs()
    const [order] = await db().select().from(orders).where(eq(orders.productId, product.id))
    if (!order) throw new Error('no order')
    expect(order.totalAmount).toBe(TOTAL)
    return { seller, buyer, product, order }
  }

  const orderPageData = async (cookie: string, id: string) =>
    (
      await runRoute<{ order: OrderDetail }>(orderLoader, getRequest(`/orders/${id}`, { cookie }), {
        params: { id },
      })
    ).data
  const orderPage = async (cookie: string, id: string) => (await orderPageData(cookie, id)).order
  /** The order's page as its reader sees it, in Spanish: its words, tags left out. */
  const orderPageText = async (cookie: string, id: string) =>
    textOf(
      renderPage(OrderPage, {
        pattern: '/es/orders/:id',
        url: `/es/orders/${id}`,
        locale: 'es',
        loaderData: await orderPageData(cookie, id),
      }),
    )
  const sellerDashboard = async (cookie: string) =>
    (
      await runRoute<{ stats: DashboardStats; orders: SellerOrder[] }>(
        sellerDashboardLoader,
        getRequest('/seller/dashboard?tab=orders', { cookie }),
      )
    ).data
  const buyerDashboard = async (cookie: string) =>
    (
      await runRoute<{ stats: BuyerDashboardStats; recentOrders: BuyerOrder[] }>(
        buyerDashboardLoader,
        getRequest('/buyer/dashboard', { cookie }),
      )
    ).data
  const averageSoldPrice = async (sellerId: string) =>
    (
      await runRoute<{ stats: { avgSoldPrice: number | null } }>(
        sellerPageLoader,
        getRequest(`/seller/${sellerId}`),
        {
          params: { id: sellerId },
        },
      )
    ).data.stats.avgSoldPrice

  it('an accepted 200 € offer on a 219 € listing is 200 € in revenue, average sold price, item price and e-mails', async () => {
    const { seller, buyer, order } = await boughtAtOffer()

    // The buyer's order page and order list: the item at the price paid, shipping apart.
    const detail = await orderPage(buyer.cookie, order.id)
    expect(orderFigures(detail)).toMatchObject({ item: OFFER, shipping: EXPRESS, total: TOTAL, refunded: 0 })
    const page = await orderPageText(buyer.cookie, order.id)
    expect(page).toContain(`Artículo ${euros(OFFER)} Envío`)
    expect(page).toContain(`${euros(EXPRESS)} Total pagado ${euros(TOTAL)}`)
    expect(page).not.toContain(euros(LISTING_PRICE))
    expect(page).not.toContain('Reembolsado')
    const [listed] = (await buyerDashboard(buyer.cookie)).recentOrders
    expect(listed).toMatchObject({
      itemAmount: OFFER,
      shippingAmount: EXPRESS,
      totalAmount: TOTAL,
      refundedAmount: 0,
    })
    // The seller's page of the same order.
    expect(orderFigures(await orderPage(seller.cookie, order.id))).toMatchObject({
      item: OFFER,
      sellerNet: TOTAL - COMMISSION,
    })

    // The seller's revenue and public average sold price: the 200 €, not the listing's 219 €.
    const dashboard = await sellerDashboard(seller.cookie)
    expect(dashboard.stats.totalRevenue).toBe(OFFER)
    const sellerHome = textOf(
      renderPage(SellerDashboardPage, {
        pattern: '/es/seller/dashboard',
        url: '/es/seller/dashboard?tab=orders',
        locale: 'es',
        loaderData: dashboard,
      }),
    )
    expect(sellerHome).toContain(`Ingresos totales ${euros(OFFER)}`)
    const buyerHome = textOf(
      renderPage(BuyerDashboardPage, {
        pattern: '/es/buyer/dashboard',
        url: '/es/buyer/dashboard',
        locale: 'es',
        loaderData: await buyerDashboard(buyer.cookie),
      }),
    )
    expect(buyerHome).toContain(`Precio del artículo ${euros(OFFER)}`)
    expect(buyerHome).not.toContain(euros(LISTING_PRICE))
    expect(dashboard.orders[0]).toMatchObject({ itemAmount: OFFER, totalAmount: TOTAL })
    expect(await averageSoldPrice(seller.user.id)).toBe(OFFER)

    // Both e-mails: the order reference, then item price, the delivery method with its cost and the
    // total as lines of their own.
    const mails = await readOutbox()
    const reference = orderReference(order.id)
    for (const to of [buyer.user.email, seller.user.email]) {
      const mail = mails.find((m) => m.to === to && m.text.includes('Item price:'))
      expect(mail, `order e-mail to ${to}`).toBeDefined()
      const lines = (mail?.text ?? '').split('\n').map((line) => line.trim())
      expect(lines).toContain(`- TaylorMade Stealth 2 Driver (TaylorMade), order #${reference}`)
      expect(lines).toContain(`Item price: ${formatEuros(OFFER)}`)
      expect(lines).toContain(`Delivery: Express shipping (${formatEuros(EXPRESS)})`)
      expect(lines).toContain(`Total: ${formatEuros(TOTAL)}`)
      expect(mail?.text).not.toContain(formatEuros(LISTING_PRICE))
      expect(mail?.html).toContain(`order #${reference}`)
      expect(mail?.html).toContain(`Item price: ${formatEuros(OFFER)}`)
    }
  })

  it('a 60 € partial refund shows as a refund line with the net paid, the seller’s net, revenue and spending', async () => {
    const { seller, buyer, order } = await boughtAtOffer()
    expect(
      (
        await moveOrder(seller.user.id, order.id, {
          intent: 'ship',
          trackingNumber: 'ES123',
          carrier: 'correos',
          untracked: false,
        })
      ).kind,
    ).toBe('done')
    expect((await moveOrder(buyer.user.id, order.id, { intent: 'deliver' })).kind).toBe('done')
    await runDueJobs()
    const opened = await openDispute(buyer.user.id, order.id, {
      reason: 'not-as-described',
      description: 'The head has a dent the listing does not show.',
      photos: [],
    })
    expect(opened.kind).toBe('done')
    expect(
      (await moveDispute(seller.user.id, order.id, { intent: 'dispute-offer', amount: REFUND })).kind,
    ).toBe('done')
    expect((await moveDispute(buyer.user.id, order.id, { intent: 'dispute-accept-offer' })).kind).toBe('done')

    // Decided and not yet paid by the provider: already a refund line, marked as on its way.
    const decided = await orderPage(buyer.cookie, order.id)
    expect(decided).toMatchObject({ refundedAmount: REFUND, refundPendingAmount: REFUND })

    await runDueJobs()
    const buyerView = await orderPage(buyer.cookie, order.id)
    expect(buyerView.status).toBe('completed')
    expect(buyerView).toMatchObject({ refundedAmount: REFUND, refundPendingAmount: 0 })
    expect(orderFigures(buyerView)).toMatchObject({
      item: OFFER,
      total: TOTAL,
      refunded: REFUND,
      paid: TOTAL - REFUND,
    })
    // What the buyer reads: the total paid, the refund line and what they paid in the end.
    expect(await orderPageText(buyer.cookie, order.id)).toContain(
      `Total pagado ${euros(TOTAL)} Reembolsado −${euros(REFUND)} Pagado tras reembolsos ${euros(TOTAL - REFUND)}`,
    )
    expect(await orderPageText(seller.cookie, order.id)).toContain(
      `Reembolsado −${euros(REFUND)} Pagado tras reembolsos ${euros(TOTAL - REFUND)} Comisión del marketplace (la paga el vendedor) ${euros(COMMISSION)} El vendedor recibe ${euros(TOTAL - COMMISSION - REFUND)}`,
    )
    const sellerView = await orderPage(seller.cookie, order.id)
    // The partial refund comes out of the seller's share; the commission stays.
    expect(orderFigures(sellerView)).toMatchObject({
      sellerNet: TOTAL - COMMISSION - REFUND,
      commission: COMMISSION,
    })

    const buyerHome = await buyerDashboard(buyer.cookie)
    expect(buyerHome.recentOrders[0]).toMatchObject({ totalAmount: TOTAL, refundedAmount: REFUND })
    expect(buyerHome.stats.totalSpent).toBe(TOTAL - REFUND)
    const sellerHome = await sellerDashboard(seller.cookie)
    expect(sellerHome.stats.totalRevenue).toBe(OFFER - REFUND)
    expect(sellerHome.orders[0]).toMatchObject({ refundedAmount: REFUND })
    // The price it sold at does not change with a refund.
    expect(await averageSoldPrice(seller.user.id)).toBe(OFFER)
  })

  it('an order cancelled and refunded in full counts nothing in revenue, average or spending', async () => {
    const { seller, buyer, order } = await boughtAtOffer()
    expect((await moveOrder(buyer.user.id, order.id, { intent: 'cancel' })).kind).toBe('done')
    await runDueJobs()
    await runDueJobs()
    const view = await orderPage(buyer.cookie, order.id)
    expect(view.status).toBe('cancelled')
    expect(orderFigures(view)).toMatchObject({ refunded: TOTAL, paid: 0, sellerNet: 0, commission: 0 })
    expect((await sellerDashboard(seller.cookie)).stats.totalRevenue).toBe(0)
    expect(await averageSoldPrice(seller.user.id)).toBeNull()
    expect((await buyerDashboard(buyer.cookie)).stats.totalSpent).toBe(0)
  })
})
