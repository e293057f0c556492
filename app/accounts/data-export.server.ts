/**
 * "Download my data" (GDPR art. 20, issue #30 item 5): what a member gave the marketplace, as one
 * JSON document: account and profile, listings with their passports, purchases and sales, the
 * conversations they are part of, favourites, saved searches and wanted clubs. The route adds the
 * fitting data (app/catalog/fit/golfer-profile.server.ts). Every query is by the member's own id.
 *
 * Other people's personal data stays out: a sale shows no buyer address, a message says whether
 * the member wrote it, never who the other party is beyond the listing.
 */
import { asc, desc, eq, inArray, or } from 'drizzle-orm'
import { db } from '~/platform/db.server'
import {
  conversations,
  favourites,
  messages,
  offers,
  orders,
  productSpecs,
  products,
  profiles,
  reviews,
  savedSearches,
  users,
  wantedClubs,
} from '../../db/schema'

/** The document's own name and version, so a reader knows what it holds. */
export const DATA_EXPORT_FORMAT = 'fairway-market-data-export'
export const DATA_EXPORT_VERSION = 1

/** An order's columns in the export, for a purchase and a sale alike (each adds its own below). */
const ORDER_FIELDS = {
  id: orders.id,
  productId: orders.productId,
  status: orders.status,
  totalAmountCents: orders.totalAmount,
  shippingAmountCents: orders.shippingAmount,
  shippingOption: orders.shippingOption,
  trackingNumber: orders.trackingNumber,
  carrier: orders.carrier,
  createdAt: orders.createdAt,
  shippedAt: orders.shippedAt,
  deliveredAt: orders.deliveredAt,
  completedAt: orders.completedAt,
  cancelledAt: orders.cancelledAt,
  refundedAt: orders.refundedAt,
}

export async function accountDataExport(userId: string, now: Date) {
  const database = db()
  const [account] = await database
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  if (!account) return null

  const [profile, listings, purchases, sales, threads, favouriteRows, searches, wanted, reviewsWritten] =
    await Promise.all([
      database.select().from(profiles).where(eq(profiles.id, userId)).limit(1),
      database
        .select({ product: products, specs: productSpecs })
        .from(products)
        .leftJoin(productSpecs, eq(productSpecs.productId, products.id))
        .where(eq(products.sellerId, userId))
        .orderBy(desc(products.createdAt)),
      database
        .select({
          ...ORDER_FIELDS,
          // What the buyer gave and saw: their address, the listing as bought, the problem reported.
          shippingAddress: orders.shippingAddress,
          listingSnapshot: orders.listingSnapshot,
          problemDescription: orders.problemDescription,
        })
        .from(orders)
        .where(eq(orders.buyerId, userId))
        .orderBy(desc(orders.createdAt)),
      database
        .select({ ...ORDER_FIELDS, commissionAmountCents: orders.commissionAmount })
        .from(orders)
        .where(eq(orders.sellerId, userId))
        .orderBy(desc(orders.createdAt)),
      database
        .select({
          id: conversations.id,
          productId: conversations.productId,
          buyerId: conversations.buyerId,
          createdAt: conversations.createdAt,
        })
        .from(conversations)
        .where(or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)))
        .orderBy(desc(conversations.createdAt)),
      database
        .select({ productId: favourites.productId, createdAt: favourites.createdAt })
        .from(favourites)
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt)),
      database
        .select({
          query: savedSearches.query,
          frequency: savedSearches.frequency,
          fitsOnly: savedSearches.fitsOnly,
          createdAt: savedSearches.createdAt,
        })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt)),
      database
        .select({
          id: wantedClubs.id,
          clubModelId: wantedClubs.clubModelId,
          setClubs: wantedClubs.setClubs,
          missingClubs: wantedClubs.missingClubs,
          shaftMaterial: wantedClubs.shaftMaterial,
          shaftModel: wantedClubs.shaftModel,
          flex: wantedClubs.flex,
          hand: wantedClubs.hand,
          alert: wantedClubs.alert,
          createdAt: wantedClubs.createdAt,
        })
        .from(wantedClubs)
        .where(eq(wantedClubs.userId, userId))
        .orderBy(desc(wantedClubs.createdAt)),
      database
        .select({
          orderId: reviews.orderId,
          authorRole: reviews.authorRole,
          rating: reviews.rating,
          comment: reviews.comment,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .where(eq(reviews.authorId, userId)),
    ])

  const threadIds = threads.map((thread) => thread.id)
  const [messageRows, offerRows] = threadIds.length
    ? await Promise.all([
        database
          .select({
            conversationId: messages.conversationId,
            senderId: messages.senderId,
            kind: messages.kind,
            body: messages.body,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .where(inArray(messages.conversationId, threadIds))
          .orderBy(asc(messages.createdAt)),
        database
          .select({
            conversationId: offers.conversationId,
            madeBy: offers.madeBy,
            amountCents: offers.amount,
            status: offers.status,
            createdAt: offers.createdAt,
          })
          .from(offers)
          .where(inArray(offers.conversationId, threadIds))
          .orderBy(asc(offers.createdAt)),
      ])
    : [[], []]

  return {
    format: DATA_EXPORT_FORMAT,
    version: DATA_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    note: 'Amounts are in euro cents. Lengths in the fitting data are centimetres (body) and inches (clubs).',
    account,
    profile: profile[0] ?? null,
    listings: listings.map(({ product, specs }) => {
      const { searchText: _search, browseVisible: _visible, ...listing } = product
      return { ...listing, passport: specs }
    }),
    orders: { purchases, sales },
    conversations: threads.map((thread) => ({
      id: thread.id,
      productId: thread.productId,
      yourRole: thread.buyerId === userId ? 'buyer' : 'seller',
      createdAt: thread.createdAt,
      messages: messageRows
        .filter((message) => message.conversationId === thread.id)
        .map(({ senderId, kind, body, createdAt }) => ({
          from: senderId === userId ? 'you' : senderId === null ? 'marketplace' : 'other party',
          kind,
          body,
          createdAt,
        })),
      offers: offerRows
        .filter((offer) => offer.conversationId === thread.id)
        .map(({ conversationId: _id, ...offer }) => offer),
    })),
    favourites: favouriteRows,
    savedSearches: searches,
    wantedClubs: wanted,
    reviewsWritten,
  }
}

export type AccountDataExport = NonNullable<Awaited<ReturnType<typeof accountDataExport>>>
