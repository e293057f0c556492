/**
 * Writing listings (SPEC §7 products insert/update/delete, §6 "A seller may edit price, mark sold
 * and delete only their own listings"). The seller is always the signed-in user passed in by the
 * route, never a value from the form; ownership is part of each statement's WHERE clause, so
 * another user's attempt changes nothing and is told "not found".
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { consumeRateLimit } from '~/accounts/rate-limit.server'
import { invalidateBrowseCache } from '~/catalog/browse.server'
import { loadGrades, saveGrades } from '~/catalog/condition/grades.server'
import { isUploadedImageKeyOf } from '~/catalog/image-keys'
import { EMPTY_SPECS_FORM, specsToForm } from '~/catalog/passport/passport'
import { loadClubModel, loadSpecs, saveSpecs } from '~/catalog/passport/specs.server'
import { db, rawQuery } from '~/platform/db.server'
import { enqueue } from '~/platform/jobs/queue.server'
import { log } from '~/platform/log.server'
import { storage } from '~/platform/storage.server'
import type { FieldErrors } from '~/ui/form'
import { photoUploads, productSpecs, products } from '../../db/schema'
import { handOfSize, playerOfSize } from './club-size'
import { deleteDraft } from './drafts.server'
import {
  alignedSlots,
  type ListingForm,
  type ListingInput,
  MAX_NAME_LENGTH,
  toListingForm,
} from './listing-form'
import { attachListingPhotos, attachPhotosToListing } from './photos.server'

/** Publishing too often (issue #10: 40 listings in 3 s); `retryAfter` in seconds. */
export class ListingRateLimitedError extends Error {
  override name = 'ListingRateLimitedError'
  constructor(readonly retryAfter: number) {
    super('Too many listings published')
  }
}

/** A publish the rules refuse, with a message per field (the wizard sends the seller to its step). */
export class ListingRefusedError extends Error {
  override name = 'ListingRefusedError'
  constructor(readonly errors: FieldErrors) {
    super('Listing refused')
  }
}

/**
 * The photos must be this seller's own uploads (their key names the uploader), still stored, and
 * not already part of another of their listings.
 */
async function checkPhotos(sellerId: string, images: string[]) {
  if (!images.every((key) => isUploadedImageKeyOf(key, sellerId))) {
    throw new ListingRefusedError({ images: 'wizard.error.photoKey' })
  }
  const stored = await Promise.all(images.map((key) => storage().exists(key)))
  if (stored.includes(false)) throw new ListingRefusedError({ images: 'wizard.error.photoKey' })
  const [inUse] = await rawQuery<{ id: string }>(
    db(),
    sql`select id from products where seller_id = ${sellerId} and images && ${sql.param(images)}::text[] limit 1`,
  )
  if (inUse) throw new ListingRefusedError({ images: 'wizard.error.photoKey' })
}

/** The product row's columns the wizard's form sets, the same when publishing and when editing. */
function listingColumns(input: ListingInput) {
  return {
    name: input.name,
    brand: input.brand,
    description: input.description,
    category: input.category,
    subcategory: input.subcategory,
    size: input.size,
    condition: input.condition,
    price: input.price,
    originalPrice: input.originalPrice,
    offerFloor: input.offerFloor,
    images: input.images,
    imageSlots: input.imageSlots,
    location: input.location,
    shippingOptions: input.shippingOptions,
  } satisfies Partial<typeof products.$inferInsert>
}

/**
 * Creates an active listing from a validated wizard form and deletes the seller's draft, in one
 * transaction. Returns the new listing's id.
 */
export async function publishListing(sellerId: string, input: ListingInput): Promise<string> {
  return (await publishListings(sellerId, input))[0]!
}

/**
 * Publishes the wizard's form: one listing, or with "List each club separately" (issue #30 item 4)
 * one listing per club of the iron set, all in one transaction. Returns the new listings' ids.
 */
export async function publishListings(sellerId: string, input: ListingInput): Promise<string[]> {
  if (!sellerId) throw new Error('User ID is required to create a listing')
  await checkPhotos(sellerId, input.images)
  const limit = await consumeRateLimit('listingPublishesPerUser', sellerId)
  if (!limit.allowed) throw new ListingRateLimitedError(limit.retryAfter)
  const parts = input.splitSet ? await splitSetParts(input) : [{ name: input.name, specs: input.specs }]
  const splitSetId = parts.length > 1 ? crypto.randomUUID() : null
  const ids = await db().transaction(async (tx) => {
    const created: string[] = []
    for (const part of parts) {
      const [row] = await tx
        .insert(products)
        .values({
          ...listingColumns(input),
          sellerId,
          status: 'active',
          name: part.name,
        })
        .returning({ id: products.id })
      if (!row) throw new Error('product insert returned nothing')
      await saveSpecs(tx, row.id, part.specs)
      if (splitSetId) {
        await tx.update(productSpecs).set({ splitSetId }).where(eq(productSpecs.productId, row.id))
      }
      await saveGrades(tx, row.id, input.grades)
      // Saved searches and wanted requests hear about it (app/alerts, issues #16 and #30).
      await enqueue(tx, 'alerts.listing-published', { productId: row.id })
      created.push(row.id)
    }
    // The photos belong to the first; the others share them (the clean-up keeps a photo any listing uses).
    await attachListingPhotos(tx, sellerId, created[0]!, input.images)
    await deleteDraft(sellerId, tx)
    return created
  })
  invalidateBrowseCache()
  log.info('listing.published', { productId: ids[0], sellerId, listings: ids.length })
  return ids
}

const SPLIT_WEDGES = new Set(['AW', 'GW', 'UW', 'SW', 'LW'])

/**
 * An iron set as single clubs: each club its own listing, named "<name> – <club>", a single iron
 * (or wedge) of the same model, shaft and flex, with the club's loft from the set's lofts or else
 * the catalogue's spec table (which is how set completion tells which club it is).
 */
async function splitSetParts(input: ListingInput) {
  const specs = input.specs
  const clubs = specs.setClubs ?? []
  const heads = specs.clubModelId ? ((await loadClubModel(specs.clubModelId))?.heads ?? []) : []
  return clubs.map((club, i) => {
    const suffix = ` – ${club}`
    const loft = specs.setLofts?.[i] ?? heads.find((head) => head.club === club)?.loft ?? null
    return {
      name: `${input.name.slice(0, MAX_NAME_LENGTH - suffix.length).trim()}${suffix}`,
      specs: {
        ...specs,
        clubType: SPLIT_WEDGES.has(club) ? ('wedge' as const) : ('iron' as const),
        setClubs: null,
        setLofts: null,
        loft,
      },
    }
  })
}

/** Editing a listing that is not this seller's, or does not exist: "not found" either way. */
export class ListingNotFoundError extends Error {
  override name = 'ListingNotFoundError'
  constructor() {
    super('Listing not found')
  }
}

/** Editing a listing that is no longer active (sold, or taken off sale): refused. */
export class ListingNotEditableError extends Error {
  override name = 'ListingNotEditableError'
  constructor(readonly status: string) {
    super(`A ${status} listing cannot be edited`)
  }
}

/** One of this seller's listings as the wizard's form, with its status; null when it is not theirs. */
export async function loadListingForEdit(
  sellerId: string,
  productId: string,
): Promise<{ form: ListingForm; status: string } | null> {
  const [row] = await db()
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)))
  if (!row) return null
  const form = toListingForm({
    category: row.category,
    subcategory: row.subcategory,
    name: row.name,
    brand: row.brand,
    description: row.description,
    size: row.size ?? '',
    // The listing's photos as they are, whatever their form (demo listings use shared photos).
    images: [],
    condition: row.condition,
    price: row.price,
    originalPrice: row.originalPrice,
    offerFloor: row.offerFloor,
    location: row.location ?? '',
    shippingOptions: row.shippingOptions,
  })
  const [specs, grades] = await Promise.all([passportForEdit(row), loadGrades(row.id)])
  return {
    form: {
      ...form,
      images: row.images,
      imageSlots: alignedSlots(row.images, row.imageSlots),
      specs,
      grades: grades ?? form.grades,
    },
    status: row.status,
  }
}

/**
 * The listing's passport as the wizard's form. A club listed before the passport existed starts
 * from its size: "Men's" is its player, "Left-Handed" its hand (app/selling/club-size.ts).
 */
async function passportForEdit(row: { id: string; subcategory: string; size: string | null }) {
  const specs = await loadSpecs(row.id)
  if (specs) return specsToForm(specs)
  if (row.subcategory !== 'clubs') return { ...EMPTY_SPECS_FORM, modifications: [] }
  return {
    ...EMPTY_SPECS_FORM,
    modifications: [],
    player: playerOfSize(row.size) ?? '',
    hand: handOfSize(row.size) ?? '',
  }
}

/**
 * Issue #11 item 5: every field of an active listing of this seller, from the whole wizard form,
 * validated as on publishing; the id, seller, status, views and creation date stay. Photos the
 * listing already has may stay; a new one must be the seller's own upload, still stored and in no
 * other listing. Photos left out are queued for removal only once the change is saved, so a
 * refused or failed save loses nothing.
 */
export async function updateListing(sellerId: string, productId: string, input: ListingInput) {
  const [current] = await db()
    .select({ images: products.images, status: products.status, price: products.price })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)))
  if (!current) throw new ListingNotFoundError()
  if (current.status !== 'active') throw new ListingNotEditableError(current.status)

  const added = input.images.filter((key) => !current.images.includes(key))
  const removed = current.images.filter((key) => !input.images.includes(key))
  if (!added.every((key) => isUploadedImageKeyOf(key, sellerId))) {
    throw new ListingRefusedError({ images: 'wizard.error.photoKey' })
  }
  if (added.length) {
    const stored = await Promise.all(added.map((key) => storage().exists(key)))
    if (stored.includes(false)) throw new ListingRefusedError({ images: 'wizard.error.photoKey' })
    const [inUse] = await rawQuery<{ id: string }>(
      db(),
      sql`select id from products where id <> ${productId} and images && ${sql.param(added)}::text[] limit 1`,
    )
    if (inUse) throw new ListingRefusedError({ images: 'wizard.error.photoKey' })
  }

  await db().transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({
        ...listingColumns(input),
        updatedAt: new Date(),
      })
      // Sold between reading and writing: nothing changes.
      .where(and(eq(products.id, productId), eq(products.sellerId, sellerId), eq(products.status, 'active')))
      .returning({ id: products.id })
    if (!row) throw new ListingNotEditableError('sold')
    // The passport is replaced with the listing, for this seller's listing only (the row above).
    await saveSpecs(tx, productId, input.specs)
    await saveGrades(tx, productId, input.grades)
    // A lower price: those who saved the listing hear (app/alerts, issue #16).
    if (input.price < current.price) {
      await enqueue(tx, 'alerts.price-changed', { productId, fromPrice: current.price })
    }
    await attachPhotosToListing(tx, sellerId, productId, added)
    // The seller's own uploads left out are removed (demo photos are shared and stay).
    const ownRemoved = removed.filter((key) => isUploadedImageKeyOf(key, sellerId))
    if (ownRemoved.length) {
      await tx
        .update(photoUploads)
        .set({ productId: null, discardedAt: new Date() })
        .where(and(inArray(photoUploads.key, ownRemoved), eq(photoUploads.productId, productId)))
      for (const key of ownRemoved) {
        await enqueue(tx, 'selling.photo-cleanup', { key, ownerId: sellerId })
      }
    }
  })
  invalidateBrowseCache()
  log.info('listing.updated', {
    productId,
    sellerId,
    photosAdded: added.length,
    photosRemoved: removed.length,
  })
}

/**
 * SPEC §2 "Seller dashboard": the price of an active listing of this seller. False when there is
 * no such listing (someone else's, sold, or gone): nothing changed.
 */
export async function updateListingPrice(sellerId: string, productId: string, priceCents: number) {
  const changed = await db().transaction(async (tx) => {
    const [before] = await rawQuery<{ price: number }>(
      tx,
      sql`select price from products
           where id = ${productId} and seller_id = ${sellerId} and status = 'active' for update`,
    )
    if (!before) return false
    await tx
      .update(products)
      .set({ price: priceCents, updatedAt: new Date() })
      .where(eq(products.id, productId))
    // A lower price: those who saved the listing hear (app/alerts, issue #16).
    if (priceCents < before.price) {
      await enqueue(tx, 'alerts.price-changed', { productId, fromPrice: before.price })
    }
    return true
  })
  if (changed) invalidateBrowseCache()
  return changed
}

/** Marks an active listing of this seller sold. False when there is no such listing. */
export async function markListingSold(sellerId: string, productId: string) {
  const changed = await db().transaction(async (tx) => {
    const rows = await tx
      .update(products)
      .set({ status: 'sold', updatedAt: new Date() })
      .where(and(eq(products.id, productId), eq(products.sellerId, sellerId), eq(products.status, 'active')))
      .returning({ id: products.id })
    if (rows.length) {
      // Its open offers are declined with a notice (issue #15, app/messages), and those who saved
      // it hear, with similar listings (app/alerts, issue #16).
      await enqueue(tx, 'messages.listing-sold', { productId })
      await enqueue(tx, 'alerts.listing-sold', { productId })
    }
    return rows.length > 0
  })
  if (changed) invalidateBrowseCache()
  return changed
}

/**
 * Deletes a listing of this seller and, in the same transaction, queues removing its photos (each
 * listing owns its files; the photo clean-up job retries a storage that is down). False when there
 * is no such listing.
 */
export async function deleteListing(sellerId: string, productId: string) {
  const deleted = await db().transaction(async (tx) => {
    const [row] = await tx
      .delete(products)
      .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)))
      .returning({ images: products.images })
    for (const key of row?.images ?? []) {
      await enqueue(tx, 'selling.photo-cleanup', { key, ownerId: sellerId })
    }
    return row
  })
  if (!deleted) return false
  invalidateBrowseCache()
  return true
}
