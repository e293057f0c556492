/**
 * Delivery methods (issue #26 items 3 and 4; docs/decisions/0045-delivery-methods-and-untracked-shipping.md):
 * the buyer chooses one per seller and nothing is preselected, collection and meeting only within
 * one country, the method and its price follow the order everywhere, a hand-over has no tracking,
 * a parcel needs its carrier and number or an explicit "sent untracked", and untracked changes the
 * protection window.
 */
import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getCheckoutPreview } from '~/checkout/checkout.server'
import { settleTestPayment } from '~/checkout/test-payments.server'
import { searchOrders } from '~/moderation/console.server'
import { listBuyerOrders } from '~/orders/buyer-orders.server'
import { readOrderDetail } from '~/orders/order-detail.server'
import { AUTO_DELIVER_AFTER_DAYS, PROTECTION_DAYS, UNTRACKED_PROTECTION_DAYS } from '~/orders/order-lifecycle'
import { autoDeliverIfDue } from '~/orders/order-lifecycle.server'
import { listSellerOrders } from '~/orders/seller-orders.server'
import { outboxDir, readOutbox } from '~/platform/email/mailer.server'
import { runDueJobs } from '~/platform/jobs/queue.server'
import { action as checkoutAction } from '~/routes/checkout'
import { action as orderAction } from '~/routes/orders.$id'
import { formatEuros } from '~/ui/money'
import { createOrder, createProduct } from '../../db/factories'
import { cartItems, checkoutSessions, orders, profiles } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { formRequest, runRoute, toastOf } from '../support/routes'

const ADDRESS = {
  fullName: 'Lucía Fernández',
  address: 'Calle Sierpes 12',
  city: 'Seville',
  postalCode: '41004',
  country: 'Spain',
}
const DAY = 24 * 60 * 60 * 1000

describe('delivery methods', () => {
  const db = useTestDatabase()
  beforeEach(() => fs.rmSync(outboxDir(), { recursive: true, force: true }))

  /** A signed-in member living in `city` (the country follows the phone's area code). */
  async function member(where: { areaCode: string; city: string }, language: 'en' | 'es' = 'en') {
    const user = await createSignedInUser(db())
    await db()
      .update(profiles)
      .set({ areaCode: where.areaCode, city: where.city, language })
      .where(eq(profiles.id, user.user.id))
    return user
  }
  const SEVILLE = { areaCode: '+34', city: 'Seville' }
  const MADRID = { areaCode: '+34', city: 'Madrid' }
  const HAMBURG = { areaCode: '+49', city: 'Hamburg' }

  async function inCart(buyerId: string, ...products: { id: string }[]) {
    for (const product of products)
      await db().insert(cartItems).values({ userId: buyerId, productId: product.id })
  }

  const checkout = (cookie: string, fields: Record<string, string> = {}) =>
    runRoute<{ url?: string; error?: string; detail?: string }>(
      checkoutAction,
      formRequest('/checkout', { ...ADDRESS, js: '1', ...fields }, { cookie }),
    )

  async function pay(buyerId: string, url: string) {
    await settleTestPayment(url.split('/').pop() as string, buyerId, 'pay')
    await runDueJobs()
  }

  /** The order page's form posted as a browser would: to the page's own address (`/es/…` in Spanish). */
  const move = (orderId: string, fields: Record<string, string>, cookie: string, locale = '') =>
    runRoute<{ ok: false; message: string }>(
      orderAction,
      formRequest(
        `${locale}/orders/${orderId}`,
        { redirectTo: '/seller/dashboard?tab=orders', ...fields },
        { cookie },
      ),
      { params: { id: orderId } },
    )

  describe('at checkout', () => {
    it('preselects nothing: paying without a method for every seller is refused, and nothing is started', async () => {
      const buyer = await member(SEVILLE)
      const first = await member(MADRID)
      const second = await member(HAMBURG)
      const driver = await createProduct(db(), {
        sellerId: first.user.id,
        shippingOptions: ['standard', 'collection'],
      })
      const putter = await createProduct(db(), {
        sellerId: second.user.id,
        shippingOptions: ['standard', 'express'],
      })
      await inCart(buyer.user.id, driver, putter)

      const none = await checkout(buyer.cookie)
      expect(none.status).toBe(400)
      expect(none.data.error).toBe('checkout.chooseDelivery')
      // Only one seller chosen: the other seller's item is named.
      const half = await checkout(buyer.cookie, { [`delivery.${first.user.id}`]: 'standard' })
      expect(half.status).toBe(400)
      expect(half.data).toMatchObject({ error: 'checkout.chooseDelivery', detail: putter.name })
      expect(await db().select().from(checkoutSessions)).toHaveLength(0)
    })

    it('groups the items by seller, shows the seller’s city, and offers collection only within one country', async () => {
      const buyer = await member(SEVILLE)
      const spanish = await member(MADRID)
      const german = await member(HAMBURG)
      const near = await createProduct(db(), {
        sellerId: spanish.user.id,
        shippingOptions: ['standard', 'collection'],
      })
      const alsoNear = await createProduct(db(), {
        sellerId: spanish.user.id,
        shippingOptions: ['collection', 'standard', 'meet'],
      })
      const far = await createProduct(db(), {
        sellerId: german.user.id,
        shippingOptions: ['express', 'collection'],
      })
      await inCart(buyer.user.id, near, alsoNear, far)

      const { groups } = await getCheckoutPreview(buyer.user.id)
      expect(groups).toHaveLength(2)
      expect(groups.find((group) => group.sellerId === spanish.user.id)).toMatchObject({
        key: spanish.user.id,
        sellerCity: 'Madrid',
        options: ['standard', 'collection'],
      })
      expect(groups.find((group) => group.sellerId === spanish.user.id)?.productIds.sort()).toEqual(
        [near.id, alsoNear.id].sort(),
      )
      expect(groups.find((group) => group.sellerId === german.user.id)).toMatchObject({
        sellerCity: 'Hamburg',
        options: ['express'],
      })

      // The server holds the same rule, whatever the form says.
      const forged = await checkout(buyer.cookie, {
        [`delivery.${spanish.user.id}`]: 'collection',
        [`delivery.${german.user.id}`]: 'collection',
      })
      expect(forged).toMatchObject({
        status: 400,
        data: { error: 'checkout.shippingNotOffered', detail: far.name },
      })
      expect(await db().select().from(checkoutSessions)).toHaveLength(0)
    })

    it('a listing only collected cannot be bought from another country', async () => {
      const buyer = await member(SEVILLE)
      const german = await member(HAMBURG)
      const item = await createProduct(db(), {
        sellerId: german.user.id,
        shippingOptions: ['collection', 'meet'],
      })
      await inCart(buyer.user.id, item)
      const [group] = (await getCheckoutPreview(buyer.user.id)).groups
      expect(group?.options).toEqual([])
      const refused = await checkout(buyer.cookie, { [`delivery.${german.user.id}`]: 'collection' })
      expect(refused).toMatchObject({
        status: 400,
        data: { error: 'checkout.notDeliverable', detail: item.name },
      })
    })

    it('stores the chosen method and its price on every order of that seller; every view reads it back', async () => {
      const buyer = await member(SEVILLE)
      const seller = await member(HAMBURG, 'es')
      const driver = await createProduct(db(), {
        sellerId: seller.user.id,
        price: 20_000,
        shippingOptions: ['standard', 'express'],
      })
      const wedge = await createProduct(db(), {
        sellerId: seller.user.id,
        price: 8_000,
        shippingOptions: ['express'],
      })
      await inCart(buyer.user.id, driver, wedge)

      const started = await checkout(buyer.cookie, { [`delivery.${seller.user.id}`]: 'express' })
      expect(started.status).toBe(200)
      const [session] = await db().select().from(checkoutSessions)
      expect(session?.amountTotal).toBe(20_000 + 699 + 8_000 + 699)
      await pay(buyer.user.id, started.data.url as string)

      const made = await db().select().from(orders).where(eq(orders.buyerId, buyer.user.id))
      expect(made).toHaveLength(2)
      for (const order of made)
        expect(order).toMatchObject({ shippingOption: 'express', shippingAmount: 699 })

      const express = { option: 'express', amount: 699, carrier: null, shipped: false }
      expect((await listSellerOrders(seller.user.id)).map((order) => order.delivery)).toEqual([
        express,
        express,
      ])
      expect((await listBuyerOrders(buyer.user.id)).map((order) => order.delivery)).toEqual([
        express,
        express,
      ])
      const [one] = made
      expect(await readOrderDetail(seller.user.id, one?.id ?? '')).toMatchObject({
        shippingOption: 'express',
        shippingAmount: 699,
      })
      const [found] = await searchOrders(one?.id.slice(0, 8) ?? '')
      expect(found?.delivery).toMatchObject({ option: 'express', amount: 699 })

      // The e-mails say it: the buyer's in English, the seller's in Spanish.
      const mails = await readOutbox()
      const toBuyer = mails.find((mail) => mail.to === buyer.user.email)
      const toSeller = mails.find((mail) => mail.to === seller.user.email)
      expect(toBuyer?.text).toContain(`Delivery: Express shipping (${formatEuros(699)})`)
      expect(toSeller?.text).toContain(`Entrega: Envío urgente (${formatEuros(699)})`)
      expect(toSeller?.text).toContain('Envíalo con el método que ha pagado')
      expect(toSeller?.text).toContain(ADDRESS.address)
    })

    it('a collection: the seller is told to arrange the hand-over, with no address to post to', async () => {
      const buyer = await member(SEVILLE)
      const seller = await member(MADRID)
      const item = await createProduct(db(), {
        sellerId: seller.user.id,
        shippingOptions: ['standard', 'collection'],
      })
      await inCart(buyer.user.id, item)
      const started = await checkout(buyer.cookie, { [`delivery.${seller.user.id}`]: 'collection' })
      await pay(buyer.user.id, started.data.url as string)
      const toSeller = (await readOutbox()).find((mail) => mail.to === seller.user.email)
      expect(toSeller?.text).toContain('Delivery: Collection (Free)')
      expect(toSeller?.text).toContain('will collect it or meet you')
      expect(toSeller?.text).not.toContain(ADDRESS.address)
    })
  })

  describe('the seller’s step', () => {
    async function order(shippingOption: string | null, shippingAmount = 0) {
      const buyer = await member(SEVILLE)
      const seller = await member(MADRID)
      const product = await createProduct(db(), { sellerId: seller.user.id, status: 'sold' })
      const row = await createOrder(db(), {
        buyerId: buyer.user.id,
        sellerId: seller.user.id,
        productId: product.id,
        totalAmount: 24_900 + shippingAmount,
        shippingOption,
        shippingAmount,
      })
      return { buyer, seller, order: row }
    }
    const statusOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]

    it('a parcel needs its carrier and tracking number, or "sent untracked"; refusals are translated 400s', async () => {
      const { seller, order: row } = await order('express', 699)
      const cases: [Record<string, string>, string][] = [
        [{}, 'Choose the carrier, or tick "Sent untracked".'],
        [{ trackingNumber: '1Z999AA10123456784' }, 'Choose the carrier, or tick "Sent untracked".'],
        [{ carrier: 'dhl' }, 'Enter the tracking number, or tick "Sent untracked".'],
        [
          { carrier: 'dhl', trackingNumber: '12' },
          'Enter the tracking number as the carrier gives it: 4 to 64 letters and digits (spaces and hyphens allowed).',
        ],
        [
          { carrier: 'dhl', trackingNumber: 'JD01<script>' },
          'Enter the tracking number as the carrier gives it: 4 to 64 letters and digits (spaces and hyphens allowed).',
        ],
        [
          { carrier: 'dhl', trackingNumber: '00340434', untracked: '1' },
          'You ticked "Sent untracked" and also gave a carrier or tracking number: choose one.',
        ],
      ]
      for (const [fields, message] of cases) {
        const reply = await move(row.id, { intent: 'ship', ...fields }, seller.cookie)
        expect(reply, JSON.stringify(fields)).toMatchObject({ status: 400, data: { ok: false, message } })
      }
      const spanish = await move(row.id, { intent: 'ship', carrier: 'dhl' }, seller.cookie, '/es')
      expect(spanish.data.message).toBe('Escribe el número de seguimiento o marca «Enviado sin seguimiento».')
      expect(await statusOf(row.id)).toMatchObject({
        status: 'confirmed',
        shippedAt: null,
        trackingNumber: null,
      })

      const shipped = await move(
        row.id,
        { intent: 'ship', carrier: 'dhl', trackingNumber: 'JD 0146 0000 1234' },
        seller.cookie,
      )
      expect(shipped.status).toBe(302)
      expect(await statusOf(row.id)).toMatchObject({
        status: 'shipped',
        carrier: 'dhl',
        trackingNumber: 'JD 0146 0000 1234',
      })
    })

    it('a collection is handed over: no tracking asked or stored, the buyer is told and confirms receipt', async () => {
      const { buyer, seller, order: row } = await order('collection')
      const handed = await move(
        row.id,
        { intent: 'ship', carrier: 'dhl', trackingNumber: 'IGNORED1' },
        seller.cookie,
      )
      expect(handed.status).toBe(302)
      expect(await toastOf(handed.headers)).toMatchObject({ title: 'delivery.moved.handOver' })
      expect(await statusOf(row.id)).toMatchObject({ status: 'shipped', trackingNumber: null, carrier: null })
      await runDueJobs()
      const mail = (await readOutbox()).find((m) => m.to === buyer.user.email)
      expect(mail?.subject).toBe(`Order #${row.id.slice(0, 8).toUpperCase()}: the seller handed it over`)
      expect(mail?.text).toContain('Delivery: Collection (Free)')
      expect(mail?.text).not.toContain('without a tracking number')

      const received = await move(row.id, { intent: 'deliver' }, buyer.cookie)
      expect(received.status).toBe(302)
      expect((await statusOf(row.id))?.status).toBe('delivered')
    })

    it('untracked: delivered by the 14-day clock, the buyer gets the longer protection window', async () => {
      const { seller, order: row } = await order('standard', 399)
      expect((await move(row.id, { intent: 'ship', untracked: '1' }, seller.cookie)).status).toBe(302)
      const shippedAt = (await statusOf(row.id))?.shippedAt as Date
      const due = new Date(shippedAt.getTime() + AUTO_DELIVER_AFTER_DAYS * DAY + 1000)
      expect(await autoDeliverIfDue(row.id, due)).toBe(true)
      const after = await statusOf(row.id)
      expect(after?.protectionEndsAt?.getTime()).toBe(due.getTime() + UNTRACKED_PROTECTION_DAYS * DAY)
    })

    it('tracked, or untracked but confirmed by the buyer: the usual protection window', async () => {
      const tracked = await order('standard', 399)
      await move(
        tracked.order.id,
        { intent: 'ship', carrier: 'gls', trackingNumber: '12345678' },
        tracked.seller.cookie,
      )
      const shippedAt = (await statusOf(tracked.order.id))?.shippedAt as Date
      const due = new Date(shippedAt.getTime() + AUTO_DELIVER_AFTER_DAYS * DAY + 1000)
      expect(await autoDeliverIfDue(tracked.order.id, due)).toBe(true)
      expect((await statusOf(tracked.order.id))?.protectionEndsAt?.getTime()).toBe(
        due.getTime() + PROTECTION_DAYS * DAY,
      )

      const confirmed = await order('standard', 399)
      await move(confirmed.order.id, { intent: 'ship', untracked: '1' }, confirmed.seller.cookie)
      expect((await move(confirmed.order.id, { intent: 'deliver' }, confirmed.buyer.cookie)).status).toBe(302)
      const row = await statusOf(confirmed.order.id)
      expect((row?.protectionEndsAt?.getTime() ?? 0) - (row?.deliveredAt?.getTime() ?? 0)).toBe(
        PROTECTION_DAYS * DAY,
      )
    })
  })
})
