/**
 * tests/e2e/accessibility.spec.ts (issue #26): a member whose pages all have something in them,
 * made through the domain's own functions (the way a user's actions make them):
 *
 * - the member bought from another seller (shipped, delivered, reported, contested: the dispute is
 *   with the operator), has a second listing of that seller in the cart with a payment page open,
 *   asked about a third listing (a conversation with an offer), favourites it, saves a search and
 *   reported it (one report dismissed, so the audit log has a row);
 * - the member sells: one order shipped (a payout line), one confirmed (the "Mark as shipped" form),
 *   and a listing still on sale (product edit).
 */
import { eq } from 'drizzle-orm'
import { saveSearch } from '../../app/alerts/saved-searches.server'
import { parseBrowseQuery } from '../../app/catalog/browse'
import { EMPTY_SPECS_FORM } from '../../app/catalog/passport/passport'
import { encodeProductImage, storeProductImage } from '../../app/catalog/product-images.server'
import { startCheckout } from '../../app/checkout/checkout.server'
import { settleTestPayment } from '../../app/checkout/test-payments.server'
import { moveDispute, openDispute } from '../../app/disputes/disputes.server'
import { addFavourite } from '../../app/favourites/favourites.server'
import { openConversation, sendMessage } from '../../app/messages/conversations.server'
import { makeOffer } from '../../app/messages/offers.server'
import { dismissReport } from '../../app/moderation/decisions.server'
import { findReportTarget, submitReport } from '../../app/moderation/reports.server'
import { moveOrder } from '../../app/orders/order-transitions.server'
import { startPayoutOnboarding } from '../../app/payouts/payout-accounts.server'
import type { Database } from '../../app/platform/db.server'
import { runDueJobs } from '../../app/platform/jobs/queue.server'
import { saveDraft } from '../../app/selling/drafts.server'
import { EMPTY_LISTING_FORM } from '../../app/selling/listing-form'
import { uploadListingPhoto } from '../../app/selling/photos.server'
import { drawProductImage } from '../../db/demo-images'
import { createProduct, createSeller } from '../../db/factories'
import { cartItems, disputes, orders, payoutAccounts, users } from '../../db/schema'
import { deliveryChoicesFor } from './delivery'

/** Where e2e-server.ts writes the ids below, in the e2e data folder. */
export const A11Y_FIXTURE_FILE = 'a11y-fixtures.json'
export type A11yFixtures = Awaited<ReturnType<typeof loadA11yFixtures>>

export const A11Y_PASSWORD = 'fairway-e2e-a11y-2026'
export const A11Y_MEMBER = { email: 'a11y.member@e2e.fairway.test', name: 'Alba', surname: 'Accesible' }
const A11Y_SELLER = { email: 'a11y.seller@e2e.fairway.test', name: 'Sergio', surname: 'Vendedor' }
const A11Y_BUYER = { email: 'a11y.buyer@e2e.fairway.test', name: 'Berta', surname: 'Compradora' }
const ADDRESS = {
  fullName: 'Alba Accesible',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  country: 'Spain',
}

export async function loadA11yFixtures(db: Database, operatorEmail: string) {
  const drawn = await drawProductImage('irons', 4)
  const photo = await storeProductImage(await encodeProductImage(drawn))
  const person = async (who: typeof A11Y_SELLER, city: string) =>
    (
      await createSeller(db, {
        email: who.email,
        name: `${who.name} ${who.surname}`,
        password: A11Y_PASSWORD,
        profile: { name: who.name, surname: who.surname, email: who.email, city, userType: 'both' },
      })
    ).user
  const member = await person(A11Y_MEMBER, 'Madrid')
  const seller = await person(A11Y_SELLER, 'Sevilla')
  const buyer = await person(A11Y_BUYER, 'Bilbao')
  const listing = (sellerId: string, name: string, price: number) =>
    createProduct(db, {
      sellerId,
      name,
      brand: 'Titleist',
      subcategory: 'clubs',
      size: 'Right-Handed',
      condition: 'Good',
      price,
      originalPrice: null,
      images: [photo],
      location: 'Sevilla',
      shippingOptions: ['standard', 'express'],
    })

  /** `who` pays for `productId` (their cart holds just it) through the test payment provider. */
  async function buy(who: { id: string; email: string }, productId: string) {
    await db.insert(cartItems).values({ userId: who.id, productId })
    const started = await startCheckout({
      buyer: { id: who.id, email: who.email },
      address: ADDRESS,
      deliveryChoices: await deliveryChoicesFor(who.id, 'express'),
      locale: 'en',
    })
    if (!started.ok) throw new Error(`a11y fixture checkout: ${started.error}`)
    await settleTestPayment(started.providerSessionId, who.id, 'pay')
    await runDueJobs()
    const [order] = await db.select().from(orders).where(eq(orders.productId, productId))
    if (!order) throw new Error('a11y fixture: no order')
    return order
  }
  const done = (step: string, result: { kind?: string; ok?: boolean }) => {
    if (result.kind !== 'done' && result.ok !== true)
      throw new Error(`a11y fixture ${step}: ${JSON.stringify(result)}`)
  }

  // The member's purchase, delivered, reported and contested: escalated to the operator.
  const bought = await buy(member, (await listing(seller.id, 'A11y Vokey Wedge 58', 12_000)).id)
  done(
    'ship',
    await moveOrder(seller.id, bought.id, {
      intent: 'ship',
      trackingNumber: 'ES0033',
      carrier: 'correos',
      untracked: false,
    }),
  )
  done('deliver', await moveOrder(member.id, bought.id, { intent: 'deliver' }))
  done(
    'dispute',
    await openDispute(member.id, bought.id, {
      reason: 'not-as-described',
      description: 'The face has a deep scratch the listing did not show.',
      photos: [],
    }),
  )
  done(
    'contest',
    await moveDispute(seller.id, bought.id, {
      intent: 'dispute-contest',
      note: 'It left here unscratched.',
    } as never),
  )

  // The member's sales: one shipped (a payout line), one still to ship.
  const shipped = await buy(buyer, (await listing(member.id, 'A11y Scotty Cameron Putter', 30_000)).id)
  done(
    'ship sale',
    await moveOrder(member.id, shipped.id, {
      intent: 'ship',
      trackingNumber: 'ES0044',
      carrier: 'correos',
      untracked: false,
    }),
  )
  const toShip = await buy(buyer, (await listing(member.id, 'A11y Ping G430 Driver', 25_000)).id)
  const onSale = await listing(member.id, 'A11y Cobra Hybrid On Sale', 9_000)

  // In the cart with a payment page open, a conversation with an offer, a favourite, a saved search.
  const inCart = await listing(seller.id, 'A11y TaylorMade Irons In Cart', 45_000)
  await db.insert(cartItems).values({ userId: member.id, productId: inCart.id })
  const pending = await startCheckout({
    buyer: { id: member.id, email: member.email },
    address: ADDRESS,
    deliveryChoices: await deliveryChoicesFor(member.id, 'standard'),
    locale: 'en',
  })
  if (!pending.ok) throw new Error(`a11y fixture pending checkout: ${pending.error}`)
  const askedAbout = await listing(seller.id, 'A11y Callaway Fairway Asked About', 15_000)
  const conversation = await openConversation({ id: member.id }, { productId: askedAbout.id })
  if (!conversation.ok) throw new Error('a11y fixture: no conversation')
  done(
    'message',
    await sendMessage(member.id, conversation.conversationId, { body: 'Is the head cover included?' }),
  )
  done('reply', await sendMessage(seller.id, conversation.conversationId, { body: 'Yes, and the tool too.' }))
  done('offer', await makeOffer(member.id, conversation.conversationId, '130'))
  await addFavourite(member.id, askedAbout.id)
  await saveSearch(member.id, parseBrowseQuery(new URLSearchParams({ q: 'putter' })), 'daily')

  // Two reports of that listing: one stays open, one is dismissed (a row in the audit log).
  const target = await findReportTarget('listing', askedAbout.id)
  if (!target) throw new Error('a11y fixture: no report target')
  const viewer = { id: member.id, email: member.email } as Parameters<typeof submitReport>[2]['viewer']
  const report = (explanation: string, clientIp: string) =>
    submitReport(
      target,
      { category: 'counterfeit', explanation, goodFaith: 'on' },
      { viewer, clientIp, locale: 'en' },
    )
  const dismissed = await report('The logo looks printed rather than engraved.', '10.0.0.1')
  if (!dismissed.ok) throw new Error('a11y fixture: report refused')
  done('open report', await report('The serial number is missing under the hosel.', '10.0.0.2'))
  const [operator] = await db.select().from(users).where(eq(users.email, operatorEmail))
  if (!operator) throw new Error('a11y fixture: no operator')
  done('dismiss', await dismissReport(operator, dismissed.reportId, 'The photos show an engraved logo.'))
  // A listing in the wizard, saved on its last step (the test walks back through the six steps).
  // A putter's three required shots (issue #28): face, top line, sole.
  const draftPhotos = [
    await uploadListingPhoto(member.id, drawn),
    await uploadListingPhoto(member.id, drawn),
    await uploadListingPhoto(member.id, drawn),
  ]
  await saveDraft(
    member.id,
    {
      ...EMPTY_LISTING_FORM,
      subcategory: 'clubs',
      name: 'A11y Odyssey Putter Draft',
      brand: 'Odyssey',
      description: 'A putter in the wizard, one step from publishing.',
      size: "Men's",
      specs: { ...EMPTY_SPECS_FORM, clubType: 'putter', hand: 'right', player: 'mens' },
      grades: { head: 8, shaft: 8, grip: 8 },
      images: draftPhotos.map((photo) => photo.key),
      imageSlots: ['face', 'top-line', 'sole'],
      condition: 'Good',
      price: 8_000,
      location: 'Madrid',
      shippingOptions: ['standard'],
    },
    6,
  )
  // The member started the payout set-up (the test provider's onboarding page).
  await startPayoutOnboarding({ id: member.id, email: member.email, country: 'ES' })
  const [account] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, member.id))
  if (!account) throw new Error('a11y fixture: no payout account')
  await runDueJobs()
  const [dispute] = await db.select().from(disputes).where(eq(disputes.orderId, bought.id))
  if (!dispute) throw new Error('a11y fixture: no dispute')
  return {
    purchase: bought.id,
    sales: [shipped.id, toShip.id],
    dispute: dispute.id,
    onSale: onSale.id,
    otherListing: askedAbout.id,
    otherSeller: seller.id,
    buyer: buyer.id,
    conversation: conversation.conversationId,
    paymentSession: pending.providerSessionId,
    payoutAccount: account.accountId,
  }
}
