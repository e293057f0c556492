/**
 * Issue #28 item 4, "Must hold": the listing snapshot frozen at payment is what the dispute shows
 * after the listing is edited; the photos a snapshot names survive the photo clean-up; a component
 * can be disputed only when the item was graded on it.
 */
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cardKeyOf } from '~/catalog/image-keys'
import { startCheckout } from '~/checkout/checkout.server'
import { settleTestPayment } from '~/checkout/test-payments.server'
import type { DisputeView } from '~/disputes/disputes'
import { moveOrder } from '~/orders/order-transitions.server'
import { readOutbox } from '~/platform/email/mailer.server'
import { enqueue, runDueJobs } from '~/platform/jobs/queue.server'
import { storage } from '~/platform/storage.server'
import { loader as disputeLoader } from '~/routes/admin.disputes.$id'
import { action as orderAction, loader as orderLoader } from '~/routes/orders.$id'
import { addProductGrades, addProductSpecs, createProduct } from '../../db/factories'
import { cartItems, disputes, orders, photoUploads, productSpecs, products, profiles } from '../../db/schema'
import { runAdminCommand } from '../../server/admin-cli'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { deliveryChoicesFor } from '../support/delivery'
import { photoWebp } from '../support/images'
import { formRequest, getRequest, runRoute } from '../support/routes'

const ADDRESS = {
  fullName: 'Ana García',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  country: 'Spain',
}

describe('dispute evidence: the listing frozen at payment', () => {
  const db = useTestDatabase()

  async function storedPhoto(ownerId: string, colour: string) {
    const key = `products/${ownerId}/${crypto.randomUUID()}.webp`
    await storage().put(key, await photoWebp(64, 48, colour), 'image/webp')
    await storage().put(cardKeyOf(key), await photoWebp(32, 24, colour), 'image/webp')
    return key
  }

  /** A graded driver with guided photos, bought through checkout and payment, then delivered. */
  async function deliveredGradedDriver(options: { graded: boolean }) {
    const { user: seller, cookie: sellerCookie } = await createSignedInUser(db(), { name: 'Sergio Vende' })
    await db().update(profiles).set({ userType: 'seller' }).where(eq(profiles.id, seller.id))
    const photos = {
      sole: await storedPhoto(seller.id, '#224422'),
      face: await storedPhoto(seller.id, '#442222'),
      crown: await storedPhoto(seller.id, '#222244'),
      serial: await storedPhoto(seller.id, '#444422'),
    }
    const product = await createProduct(db(), {
      sellerId: seller.id,
      name: 'TaylorMade Stealth 2 Driver 10.5°',
      brand: 'TaylorMade',
      price: 22_000,
      images: [photos.sole, photos.face, photos.crown, photos.serial],
      imageSlots: ['sole', 'face', 'crown', 'serial'],
    })
    await db()
      .insert(photoUploads)
      .values(Object.values(photos).map((key) => ({ key, ownerId: seller.id, productId: product.id })))
    await addProductSpecs(db(), product.id, { clubType: 'driver', hand: 'right', flex: 'S', loft: 10.5 })
    if (options.graded) await addProductGrades(db(), product.id, { head: 8, shaft: 9, grip: 6 })

    const buyer = await createSignedInUser(db())
    await db().insert(cartItems).values({ userId: buyer.user.id, productId: product.id })
    const started = await startCheckout({
      buyer: { id: buyer.user.id, email: buyer.user.email },
      address: ADDRESS,
      deliveryChoices: await deliveryChoicesFor(buyer.user.id),
      locale: 'en',
    })
    if (!started.ok) throw new Error(started.error)
    await settleTestPayment(started.providerSessionId, buyer.user.id, 'pay')
    await runDueJobs()
    const [order] = await db().select().from(orders).where(eq(orders.productId, product.id))
    if (!order) throw new Error('no order')
    const shipped = await moveOrder(seller.id, order.id, {
      intent: 'ship',
      trackingNumber: '0033',
      carrier: 'correos',
      untracked: false,
    })
    expect(shipped.kind).toBe('done')
    expect((await moveOrder(buyer.user.id, order.id, { intent: 'deliver' })).kind).toBe('done')
    return { seller, sellerCookie, buyer, product, order, photos }
  }

  /** What an edit does to the listing afterwards: other photos, other grades, another passport. */
  async function editListing(productId: string, sellerId: string) {
    const newFace = await storedPhoto(sellerId, '#ffffff')
    await db()
      .update(products)
      .set({
        name: 'TaylorMade Stealth 2 Driver (edited)',
        price: 15_000,
        condition: 'Like New',
        images: [newFace],
        imageSlots: ['face'],
      })
      .where(eq(products.id, productId))
    await addProductSpecs(db(), productId, { clubType: 'driver', hand: 'right', flex: 'R', loft: 9 })
    await db()
      .update(productSpecs)
      .set({ gradeHead: 10, gradeShaft: 10, gradeGrip: 10 })
      .where(eq(productSpecs.productId, productId))
    return newFace
  }

  it('payment freezes the listing; after an edit the seller and the operator still see the promise', async () => {
    const { seller, sellerCookie, buyer, product, order, photos } = await deliveredGradedDriver({
      graded: true,
    })

    // Frozen when the order was paid: photos with their slots, grades, passport, price.
    const [paid] = await db().select().from(orders).where(eq(orders.id, order.id))
    expect(paid?.listingSnapshot).toMatchObject({
      version: 1,
      productId: product.id,
      name: 'TaylorMade Stealth 2 Driver 10.5°',
      price: 22_000,
      condition: 'Good',
      images: [photos.sole, photos.face, photos.crown, photos.serial],
      imageSlots: ['sole', 'face', 'crown', 'serial'],
      grades: { head: 8, shaft: 9, grip: 6 },
      specs: { clubType: 'driver', flex: 'S', loft: 10.5 },
    })

    await editListing(product.id, seller.id)

    // The old face photo is no longer the listing's, and no longer an upload of it: the clean-up
    // job runs for it and must keep it, since the order's snapshot names it.
    await db().update(photoUploads).set({ productId: null }).where(eq(photoUploads.key, photos.face))
    await enqueue(db(), 'selling.photo-cleanup', { key: photos.face, ownerId: seller.id })
    await runDueJobs()
    expect(await storage().exists(photos.face)).toBe(true)

    // The buyer opens "not as described: head" from the order page with a photo.
    const upload = `products/${buyer.user.id}/${crypto.randomUUID()}.webp`
    await db().insert(photoUploads).values({ key: upload, ownerId: buyer.user.id })
    await storage().put(upload, await photoWebp(64, 48, '#993333'), 'image/webp')
    const opened = await runRoute(
      orderAction,
      formRequest(
        `/orders/${order.id}`,
        {
          intent: 'dispute-open',
          reason: 'not-as-described',
          subject: 'head',
          description: 'Deep chips on the face, far worse than an 8.',
          photos: [upload],
        },
        { cookie: buyer.cookie },
      ),
      { params: { id: order.id } },
    )
    expect(opened.status).toBe(302)
    const [row] = await db().select().from(disputes).where(eq(disputes.orderId, order.id))
    expect(row).toMatchObject({ reason: 'not-as-described', subject: 'head' })
    // The seller's e-mail says what is disputed.
    await runDueJobs()
    const mail = (await readOutbox()).find(
      (each) => each.to === seller.email && each.subject.startsWith('A problem was reported'),
    )
    expect(mail?.text).toContain('(Not as described · Head)')

    // The seller's order page: the listing's face photo as paid for, the head grade 8.
    const sellerPage = await runRoute<{ dispute: DisputeView }>(
      orderLoader,
      getRequest(`/orders/${order.id}`, { cookie: sellerCookie }),
      { params: { id: order.id } },
    )
    expect(sellerPage.status).toBe(200)
    const evidence = sellerPage.data.dispute.evidence
    expect(evidence).toMatchObject({
      subject: 'head',
      slot: 'face',
      name: 'TaylorMade Stealth 2 Driver 10.5°',
      condition: 'Good',
      price: 22_000,
      grades: [{ component: 'head', grade: 8 }],
      passport: null,
    })
    expect(evidence?.photos).toEqual([
      { key: photos.face, slot: 'face', instead: false, url: storage().publicUrl(photos.face) },
    ])
    expect(sellerPage.data.dispute.photos).toHaveLength(1)

    // The operator's console shows the same promise, beside the buyer's photo.
    const admin = await createSignedInUser(db(), { name: 'Olga Operator' })
    expect(await runAdminCommand(['grant', admin.user.email], db(), () => {})).toBe(0)
    const console_ = await runRoute<{ dispute: DisputeView }>(
      disputeLoader,
      getRequest(`/admin/disputes/${row?.id}`, { cookie: admin.cookie }),
      { params: { id: row?.id as string } },
    )
    expect(console_.status).toBe(200)
    expect(console_.data.dispute.evidence?.photos.map((photo) => photo.key)).toEqual([photos.face])
    expect(console_.data.dispute.evidence?.grades).toEqual([{ component: 'head', grade: 8 }])
    expect(console_.data.dispute.photos[0]?.url).toBe(`/resources/dispute-photos/${row?.id}/0`)
  })

  it('wrong spec shows the passport promised, in the reader’s language; an ungraded item has no component', async () => {
    const { seller, buyer, product, order } = await deliveredGradedDriver({ graded: false })
    const post = (fields: Record<string, string>) =>
      runRoute<{ ok: false; message: string; field?: string }>(
        orderAction,
        formRequest(`/orders/${order.id}`, { intent: 'dispute-open', ...fields }, { cookie: buyer.cookie }),
        { params: { id: order.id } },
      )
    const description = 'The shaft is a regular flex, not stiff.'

    // The buyer's form offers no component for an ungraded item, and the server refuses one.
    const page = await runRoute<{ disputeSubjects: string[] }>(
      orderLoader,
      getRequest(`/orders/${order.id}`, { cookie: buyer.cookie }),
      { params: { id: order.id } },
    )
    expect(page.data.disputeSubjects).toEqual(['not-genuine', 'wrong-spec', 'missing-item'])
    const noSubject = await post({ reason: 'not-as-described', description })
    expect(noSubject.status).toBe(400)
    expect(noSubject.data).toMatchObject({ message: 'Choose what is not as described', field: 'subject' })
    const component = await post({ reason: 'not-as-described', subject: 'shaft', description })
    expect(component.status).toBe(400)
    expect(component.data.message).toBe('Choose what is not as described')
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe('delivered')

    await editListing(product.id, seller.id)
    expect((await post({ reason: 'not-as-described', subject: 'wrong-spec', description })).status).toBe(302)

    const [row] = await db().select().from(disputes).where(eq(disputes.orderId, order.id))
    const admin = await createSignedInUser(db(), { name: 'Olga Operator' })
    expect(await runAdminCommand(['grant', admin.user.email], db(), () => {})).toBe(0)
    const inSpanish = await runRoute<{ dispute: DisputeView }>(
      disputeLoader,
      getRequest(`/admin/disputes/${row?.id}`, { cookie: `${admin.cookie}; lang=es` }),
      { params: { id: row?.id as string } },
    )
    const evidence = inSpanish.data.dispute.evidence
    expect(evidence?.subject).toBe('wrong-spec')
    const passport = Object.fromEntries((evidence?.passport ?? []).map((spec) => [spec.field, spec.value]))
    // Stiff and 10.5° as promised, not the regular 9° of the edit.
    expect(passport.flex).toBe('Rígido (S)')
    expect(passport.loft).toBe('10,5°')
    expect(passport.clubType).toBe('Driver')
  })
})
