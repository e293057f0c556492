/**
 * Issue #11 items 4-5 on the real database: the product page's "More from this seller" and
 * "Similar items" rows, and editing a published listing (owner only, sold refused, photos kept,
 * added and removed within 1-8, every field validated as when publishing).
 */
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { invalidateBrowseCache } from '~/catalog/browse.server'
import { EMPTY_SPECS_FORM } from '~/catalog/passport/passport'
import { relatedListings } from '~/catalog/related.server'
import { rawQuery } from '~/platform/db.server'
import { runDueJobs } from '~/platform/jobs/queue.server'
import { storage } from '~/platform/storage.server'
import { loader as productLoader } from '~/routes/product'
import { action as editAction, loader as editLoader } from '~/routes/product-edit'
import type { ListingForm } from '~/selling/listing-form'
import { openPhotoKeys, uploadListingPhoto } from '~/selling/photos.server'
import { createProduct, createSeller } from '../../db/factories'
import { photoUploads, products } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { photoPng } from '../support/images'
import { slotsInOrder } from '../support/photo-slots'
import { formRequest, getRequest, runRoute, toastOf } from '../support/routes'

describe('related listings on the product page', () => {
  const db = useTestDatabase()

  it('shows the seller’s other visible listings, newest first, never the product itself', async () => {
    const { user: seller } = await createSeller(db())
    const { user: other } = await createSeller(db())
    const day = (n: number) => new Date(Date.UTC(2026, 0, n))
    const product = await createProduct(db(), { sellerId: seller.id, createdAt: day(1) })
    const older = await createProduct(db(), { sellerId: seller.id, name: 'Older putter', createdAt: day(2) })
    const newer = await createProduct(db(), { sellerId: seller.id, name: 'Newer wedge', createdAt: day(5) })
    await createProduct(db(), { sellerId: seller.id, name: 'Sold iron', status: 'sold', createdAt: day(6) })
    await createProduct(db(), { sellerId: seller.id, name: 'No photo', images: [], createdAt: day(7) })
    await createProduct(db(), { sellerId: other.id, name: 'Someone else’s', createdAt: day(8) })

    const related = await relatedListings(product)
    expect(related.fromSeller.map((card) => card.id)).toEqual([newer.id, older.id])
    expect(related.fromSeller[0]).toMatchObject({ name: 'Newer wedge', seller: { id: seller.id } })
  })

  it('finds similar items in the same subcategory by other sellers, nearest price first', async () => {
    const { user: seller } = await createSeller(db())
    const { user: other } = await createSeller(db())
    const product = await createProduct(db(), { sellerId: seller.id, subcategory: 'clubs', price: 20_000 })
    const at = (price: number, input: Partial<Parameters<typeof createProduct>[1]> = {}) =>
      createProduct(db(), {
        sellerId: other.id,
        subcategory: 'clubs',
        price,
        name: `Club ${price}`,
        ...input,
      })
    const near1 = await at(20_500)
    const near2 = await at(19_000)
    const near3 = await at(22_000)
    const near4 = await at(17_500)
    await at(90_000)
    await at(1_000)
    await at(20_100, { status: 'sold' })
    await at(20_050, { subcategory: 'bags-trolleys', size: null })
    await at(20_010, { name: '' })
    // The seller's own listing belongs to "More from this seller", not here.
    await createProduct(db(), { sellerId: seller.id, subcategory: 'clubs', price: 20_000 })

    const related = await relatedListings(product)
    expect(related.similar.map((card) => card.price)).toEqual([20_500, 19_000, 22_000, 17_500])
    expect(related.similar.map((card) => card.id)).toEqual([near1.id, near2.id, near3.id, near4.id])
    expect(related.fromSeller).toHaveLength(1)
  })

  it('are part of the product page, and a sold listing leaves them at once', async () => {
    const { user: seller } = await createSeller(db())
    const { user: other } = await createSeller(db())
    const product = await createProduct(db(), { sellerId: seller.id, price: 10_000 })
    const mine = await createProduct(db(), { sellerId: seller.id, name: 'Mine too' })
    const theirs = await createProduct(db(), { sellerId: other.id, price: 11_000, name: 'Theirs' })
    const load = () =>
      runRoute<{ related: { fromSeller: { id: string }[]; similar: { id: string }[] } }>(
        productLoader,
        getRequest(`/product/${product.id}`),
        { params: { id: product.id } },
      )
    const page = await load()
    expect(page.data.related.fromSeller.map((card) => card.id)).toEqual([mine.id])
    expect(page.data.related.similar.map((card) => card.id)).toEqual([theirs.id])

    await db().update(products).set({ status: 'sold' }).where(eq(products.id, theirs.id))
    invalidateBrowseCache()
    expect((await load()).data.related.similar).toEqual([])
  })

  it('reads both rows along indexes, not by scanning every listing', async () => {
    const { user: seller } = await createSeller(db())
    const product = await createProduct(db(), { sellerId: seller.id })
    // With sequential scans priced out, the plan shows whether an index can serve each query at all
    // (on a table this small the planner would otherwise happily scan it).
    const plans = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const explain = async (query: ReturnType<typeof sql>) =>
        (await rawQuery<{ 'QUERY PLAN': string }>(tx, sql`explain (costs off) ${query}`))
          .map((row) => row['QUERY PLAN'])
          .join('\n')
      return Promise.all([
        explain(sql`select c.id from products c
              where c.browse_visible and c.subcategory = ${product.subcategory} and c.price >= ${product.price}
              order by c.price asc, c.id asc limit 4`),
        explain(sql`select c.id from products c
              where c.seller_id = ${seller.id} and c.browse_visible and c.id <> ${product.id}
              order by c.created_at desc, c.id desc limit 4`),
      ])
    })
    expect(plans[0]).toMatch(/products_browse_subcategory_price_idx/)
    expect(plans[1]).toMatch(/products_seller_id_created_at_idx/)
  })
})

// ---------------------------------------------------------------------------------------------

async function uploadedPhotos(userId: string, count: number) {
  const keys: string[] = []
  for (let i = 0; i < count; i++) keys.push((await uploadListingPhoto(userId, await photoPng(64, 48))).key)
  return keys
}

/** A Titleist driver: four guided shots are required (sole, face, crown and the serial number). */
function formOf(images: string[], change: Partial<ListingForm> = {}): ListingForm {
  const form: ListingForm = {
    category: 'golf',
    subcategory: 'clubs',
    name: 'Titleist TSR2 Driver 10°',
    brand: 'Titleist',
    description: 'Lightly used, stiff shaft, with headcover.',
    size: "Men's",
    images,
    condition: 'Like New',
    price: 38_400,
    originalPrice: 54_900,
    location: 'Madrid',
    shippingOptions: ['standard', 'collection'],
    specs: { ...EMPTY_SPECS_FORM, clubType: 'driver', hand: 'right', player: 'mens' },
    imageSlots: [],
    grades: { head: 9, shaft: 9, grip: 9 },
    ...change,
  }
  return { ...form, imageSlots: change.imageSlots ?? slotsInOrder(form) }
}

describe('editing a listing', () => {
  const db = useTestDatabase()

  /** A seller with a published listing of four uploaded photos (published through the wizard). */
  async function published() {
    const seller = await createSignedInUser(db())
    const images = await uploadedPhotos(seller.user.id, 4)
    const { action: publishAction } = await import('~/routes/list-product')
    const result = await runRoute(
      publishAction,
      formRequest(
        '/list-product',
        { intent: 'publish', listing: JSON.stringify(formOf(images)) },
        {
          cookie: seller.cookie,
        },
      ),
    )
    const id = result.location?.split('/').pop()
    if (!id) throw new Error(`publish failed: ${result.status}`)
    return { seller, images, id }
  }

  const save = (id: string, listing: object, cookie?: string) =>
    runRoute<{ ok: boolean; errors?: Record<string, string>; step?: number }>(
      editAction,
      formRequest(
        `/product/${id}/edit`,
        { intent: 'save-changes', listing: JSON.stringify(listing) },
        { cookie },
      ),
      { params: { id } },
    )
  const open = (id: string, cookie?: string) =>
    runRoute<{ kind: string; start?: { form: ListingForm; step: number; editing: { productId: string } } }>(
      editLoader,
      getRequest(`/product/${id}/edit`, { cookie }),
      { params: { id } },
    )
  const rowOf = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0]!

  it('opens the wizard prefilled with every field, for the owner only', async () => {
    const { seller, images, id } = await published()
    const page = await open(id, seller.cookie)
    expect(page.status).toBe(200)
    expect(page.data.start).toMatchObject({ form: formOf(images), step: 1, editing: { productId: id } })

    const stranger = await createSignedInUser(db())
    expect((await open(id, stranger.cookie)).status).toBe(404)
    const visitor = await open(id)
    expect(visitor.status).toBe(302)
    expect(visitor.location).toBe(`/auth?redirectTo=%2Fproduct%2F${id}%2Fedit`)
  })

  it('changes every field and keeps the id, seller, status, views and creation date', async () => {
    const { seller, images, id } = await published()
    await db().update(products).set({ viewsCount: 12 }).where(eq(products.id, id))
    const before = await rowOf(id)
    const changed = formOf(images, {
      subcategory: 'bags-trolleys',
      name: 'Titleist Players 4 Stand Bag',
      brand: 'Titleist ',
      description: 'Four-way top, two straps.',
      size: '',
      condition: 'Good',
      price: 12_000,
      originalPrice: null,
      location: 'Sevilla',
      shippingOptions: ['meet'],
      images: [images[1]!, images[0]!],
    })
    const result = await save(
      id,
      { ...changed, sellerId: 'someone-else', status: 'sold', viewsCount: 0 },
      seller.cookie,
    )
    expect(result.status).toBe(302)
    expect(result.location).toBe(`/product/${id}`)
    expect(await toastOf(result.headers)).toMatchObject({ type: 'success', title: 'wizard.edit.saved' })

    const after = await rowOf(id)
    expect(after).toMatchObject({
      id,
      sellerId: seller.user.id,
      status: 'active',
      viewsCount: 12,
      subcategory: 'bags-trolleys',
      name: 'Titleist Players 4 Stand Bag',
      brand: 'Titleist',
      description: 'Four-way top, two straps.',
      size: null,
      condition: 'Good',
      price: 12_000,
      originalPrice: null,
      location: 'Sevilla',
      shippingOptions: ['meet'],
      images: [images[1], images[0]],
      browseVisible: true,
    })
    expect(after.createdAt).toEqual(before.createdAt)
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime())
    expect(await db().select().from(products)).toHaveLength(1)
  })

  it('changes nothing of another seller’s listing (404), and sends visitors away (401)', async () => {
    const { images, id } = await published()
    const stranger = await createSignedInUser(db())
    const result = await save(id, formOf(images, { price: 100 }), stranger.cookie)
    expect(result.status).toBe(404)
    expect((await save(id, formOf(images, { price: 100 }))).status).toBe(401)
    expect((await rowOf(id)).price).toBe(38_400)
  })

  it('refuses a sold listing with 409 and a translated message, on opening and on saving', async () => {
    const { seller, images, id } = await published()
    await db().update(products).set({ status: 'sold' }).where(eq(products.id, id))
    const page = await open(id, seller.cookie)
    expect(page.status).toBe(409)
    expect(page.data).toMatchObject({ kind: 'not-editable', status: 'sold' })
    const result = await save(id, formOf(images, { price: 100 }), seller.cookie)
    expect(result.status).toBe(409)
    expect(await toastOf(result.headers)).toMatchObject({
      title: 'wizard.edit.notEditable',
      description: 'wizard.edit.notEditableText',
    })
    expect((await rowOf(id)).price).toBe(38_400)
    const { translator } = await import('~/i18n')
    expect(translator('es')('wizard.edit.notEditableText')).toMatch(/vendido/)
  })

  it('validates every field as when publishing, sends the seller to the step, and keeps the listing', async () => {
    const { seller, images, id } = await published()
    const cases: Array<[Partial<ListingForm>, string, number]> = [
      [{ name: '   ' }, 'name', 2],
      [{ size: 'XXL' }, 'size', 2],
      [{ price: 0 }, 'price', 4],
      [{ shippingOptions: [] }, 'shippingOptions', 5],
      [{ subcategory: 'rockets' }, 'subcategory', 1],
      [{ images: [] }, 'images', 3],
    ]
    for (const [change, field, step] of cases) {
      const result = await save(id, formOf(images, change), seller.cookie)
      expect(result.status, field).toBe(400)
      expect(Object.keys(result.data.errors ?? {}), field).toContain(field)
      expect(result.data.step, field).toBe(step)
    }
    expect(await rowOf(id)).toMatchObject({ name: 'Titleist TSR2 Driver 10°', images, price: 38_400 })
  })

  it('keeps the photos, adds new uploads and removes left-out ones only once saved, within 1-8', async () => {
    const { seller, images, id } = await published()
    const added = await uploadedPhotos(seller.user.id, 2)

    // Nine photos: refused, nothing changes, no photo is lost.
    const more = await uploadedPhotos(seller.user.id, 5)
    const nine = await save(id, formOf([...images, ...added, ...more]), seller.cookie)
    expect(nine.status).toBe(400)
    expect(nine.data.errors).toHaveProperty('images')
    expect((await rowOf(id)).images).toEqual(images)

    // Someone else's photo, or one that was never stored: refused.
    const stranger = await createSignedInUser(db())
    const [theirs] = await uploadedPhotos(stranger.user.id, 1)
    const keptThree = images.slice(0, 3)
    const foreign = await save(id, formOf([...keptThree, theirs!]), seller.cookie)
    expect(foreign.status).toBe(400)
    expect(foreign.data.errors).toEqual({ images: 'wizard.error.photoKey' })
    const madeUp = `products/${seller.user.id}/00000000-0000-4000-8000-000000000000.webp`
    expect((await save(id, formOf([...keptThree, madeUp]), seller.cookie)).status).toBe(400)

    // Keep the second to fourth photos, drop the first, add two.
    const kept = images.slice(1)
    const result = await save(id, formOf([...kept, ...added]), seller.cookie)
    expect(result.status).toBe(302)
    expect((await rowOf(id)).images).toEqual([...kept, ...added])
    const uploads = await db().select().from(photoUploads).where(eq(photoUploads.productId, id))
    expect(uploads.map((row) => row.key).sort()).toEqual([...kept, ...added].sort())
    // The other unpublished photos (the 5 of the refused try) stay the seller's, for their next listing.
    expect((await openPhotoKeys(seller.user.id)).sort()).toEqual([...more].sort())

    // The dropped photo is removed by the clean-up job; the kept ones stay.
    expect(await storage().exists(images[0]!)).toBe(true)
    await runDueJobs()
    expect(await storage().exists(images[0]!)).toBe(false)
    expect(await storage().exists(images[1]!)).toBe(true)
    expect(await storage().exists(added[0]!)).toBe(true)
  })

  it('keeps the shared demo photos of a listing it did not upload itself', async () => {
    const seller = await createSignedInUser(db())
    const listing = await createProduct(db(), { sellerId: seller.user.id, images: ['products/fixture.webp'] })
    const own = await uploadedPhotos(seller.user.id, 3)
    const result = await save(
      listing.id,
      formOf(['products/fixture.webp', ...own], { size: 'Right-Handed' }),
      seller.cookie,
    )
    expect(result.status).toBe(302)
    expect((await rowOf(listing.id)).images).toEqual(['products/fixture.webp', ...own])
  })
})
