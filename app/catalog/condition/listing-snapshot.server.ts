/**
 * Freezing what the buyer bought (issue #28, docs/decisions/0057-dispute-evidence.md): when an order
 * becomes paid, the listing as it is then (text, price, photos and their slots, grades, passport,
 * catalogue model) is written once into `orders.listing_snapshot`. A later edit of the listing, a
 * relisting after a cancellation, or the listing's deletion changes nothing of it, and the photo
 * clean-up keeps every photo a snapshot names (app/selling/jobs.server.ts).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '~/platform/db.server'
import { clubModels, orders, productModifications, productSpecs, products } from '../../../db/schema'
import { EMPTY_SPECS, isSetClub, type Specs } from '../passport/passport'
import type { ModificationKind, PingDot } from '../passport/vocabulary'
import type { Condition } from '../taxonomy'
import { gradesOfRow } from './grades.server'
import type { ListingSnapshot } from './listing-snapshot'
import { type ImageSlot, isPhotoSlot } from './photo-slots'

type SpecsRow = typeof productSpecs.$inferSelect

function specsOfRow(row: SpecsRow, modifications: (typeof productModifications.$inferSelect)[]): Specs {
  const {
    productId: _p,
    createdAt: _c,
    updatedAt: _u,
    modificationCount: _m,
    gradeHead: _h,
    gradeShaft: _s,
    gradeGrip: _g,
    ...columns
  } = row
  return {
    ...EMPTY_SPECS,
    ...columns,
    pingDot: (columns.pingDot as PingDot | null) ?? null,
    setClubs: columns.setClubs ? columns.setClubs.filter(isSetClub) : null,
    setLofts: columns.setLofts ?? null,
    modifications: modifications
      .sort((a, b) => a.position - b.position)
      .map((m) => ({ kind: m.kind as ModificationKind, amount: m.amount, detail: m.detail })),
  }
}

/** One listing as a buyer sees it now, in the snapshot's shape; null when the listing is gone. */
export async function takeListingSnapshot(
  tx: DatabaseOrTransaction,
  productId: string,
  takenAt: Date,
): Promise<ListingSnapshot | null> {
  const [product] = await tx.select().from(products).where(eq(products.id, productId))
  if (!product) return null
  const [specsRow] = await tx.select().from(productSpecs).where(eq(productSpecs.productId, productId))
  const modifications = specsRow
    ? await tx.select().from(productModifications).where(eq(productModifications.productId, productId))
    : []
  const [model] = specsRow?.clubModelId
    ? await tx
        .select({
          slug: clubModels.slug,
          brand: clubModels.brand,
          model: clubModels.model,
          releaseYear: clubModels.releaseYear,
        })
        .from(clubModels)
        .where(eq(clubModels.id, specsRow.clubModelId))
    : []
  // Slots line up with the photos; a listing from before the slots has only extras.
  const imageSlots: ImageSlot[] = product.images.map((_, index) => {
    const slot = product.imageSlots[index]
    return isPhotoSlot(slot) ? slot : ''
  })
  return {
    version: 1,
    takenAt: takenAt.toISOString(),
    productId: product.id,
    name: product.name,
    brand: product.brand,
    subcategory: product.subcategory,
    condition: product.condition as Condition,
    description: product.description,
    price: product.price,
    images: [...product.images],
    imageSlots,
    grades: specsRow ? gradesOfRow(specsRow) : null,
    specs: specsRow ? specsOfRow(specsRow, modifications) : null,
    clubModel: model ?? null,
    location: product.location,
  }
}

/**
 * Freezes the listing of each order given that has no snapshot yet (payment completion calls it in
 * the transaction that confirms the orders; a repeat changes nothing). Returns how many it froze.
 */
export async function freezeListingSnapshots(
  tx: DatabaseOrTransaction,
  orderIds: readonly string[],
  takenAt: Date,
): Promise<number> {
  if (orderIds.length === 0) return 0
  const open = await tx
    .select({ id: orders.id, productId: orders.productId })
    .from(orders)
    .where(and(inArray(orders.id, [...orderIds]), isNull(orders.listingSnapshot)))
  let frozen = 0
  for (const order of open) {
    if (!order.productId) continue
    const snapshot = await takeListingSnapshot(tx, order.productId, takenAt)
    if (!snapshot) continue
    const written = await tx
      .update(orders)
      .set({ listingSnapshot: snapshot })
      .where(and(eq(orders.id, order.id), isNull(orders.listingSnapshot)))
      .returning({ id: orders.id })
    frozen += written.length
  }
  return frozen
}
