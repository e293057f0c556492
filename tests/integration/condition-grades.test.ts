/**
 * Graded components on the real database (issue #28): a club's condition is derived from its
 * grades on publishing and editing (the condition sent is not trusted), bad grades are a translated
 * 400 on step 2, grades come back for editing and in drafts, and the product page shows them with
 * the photo of each component's slot.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ProductGradesView } from '~/catalog/condition/grades-view'
import { EMPTY_SPECS_FORM } from '~/catalog/passport/passport'
import { action as wizardAction, loader as wizardLoader } from '~/routes/list-product'
import { loader as productLoader } from '~/routes/product'
import { action as editAction, loader as editLoader } from '~/routes/product-edit'
import type { ListingForm } from '~/selling/listing-form'
import { uploadListingPhoto } from '~/selling/photos.server'
import { addProductGrades, addProductSpecs, createProduct, createSeller } from '../../db/factories'
import { productSpecs, products } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { photoPng } from '../support/images'
import { slotsInOrder } from '../support/photo-slots'
import { formRequest, getRequest, runRoute } from '../support/routes'

type Reply = { ok: boolean; errors?: Record<string, string>; step?: number }

function clubOf(images: string[], change: Partial<ListingForm> = {}): ListingForm {
  const form: ListingForm = {
    category: 'golf',
    subcategory: 'clubs',
    name: 'Ping G430 Max Driver',
    brand: 'Ping',
    description: 'Two seasons of play; a small sky mark on the crown.',
    size: '',
    images,
    imageSlots: [],
    // What a forged request would say: the grades decide.
    condition: 'New',
    price: 21_000,
    originalPrice: 54_900,
    location: 'Madrid',
    shippingOptions: ['standard'],
    specs: { ...EMPTY_SPECS_FORM, clubType: 'driver', hand: 'right', player: 'mens' },
    grades: { head: 8, shaft: 9, grip: 6 },
    ...change,
  }
  return { ...form, imageSlots: change.imageSlots ?? slotsInOrder(form) }
}

const publish = (listing: object, cookie: string) =>
  runRoute<Reply>(
    wizardAction,
    formRequest('/list-product', { intent: 'publish', listing: JSON.stringify(listing) }, { cookie }),
  )

async function gradesOf(db: ReturnType<typeof useTestDatabase>, productId: string) {
  const [row] = await db()
    .select({ head: productSpecs.gradeHead, shaft: productSpecs.gradeShaft, grip: productSpecs.gradeGrip })
    .from(productSpecs)
    .where(eq(productSpecs.productId, productId))
  return row
}

describe('grading a club in the wizard', () => {
  const db = useTestDatabase()

  async function seller() {
    const signedIn = await createSignedInUser(db())
    // A Ping driver's required shots: sole, face, crown and the serial number (issue #28).
    const images: string[] = []
    for (let i = 0; i < 4; i++)
      images.push((await uploadListingPhoto(signedIn.user.id, await photoPng(64, 48))).key)
    return { ...signedIn, images }
  }

  it('publishes the grades and the condition that follows from them, not the one sent', async () => {
    const { user, cookie, images } = await seller()
    const result = await publish(clubOf(images), cookie)
    expect(result.status).toBe(302)
    const id = result.location!.split('/').pop()!
    const [row] = await db().select().from(products).where(eq(products.id, id))
    // Head 8 · Shaft 9 · Grip 6: the grip counts as 8, so the club is Good (not the "New" sent).
    expect(row).toMatchObject({ sellerId: user.id, condition: 'Good' })
    expect(await gradesOf(db, id)).toEqual({ head: 8, shaft: 9, grip: 6 })
  })

  it('refuses missing or malformed grades with a translated 400 that sends the seller to step 2', async () => {
    const { user, cookie, images } = await seller()
    const cases: Array<[unknown, Record<string, string>]> = [
      [undefined, { 'grades.head': 'conditionGrades.error.required' }],
      [{ head: 8, shaft: 9 }, { 'grades.grip': 'conditionGrades.error.required' }],
      [{ head: 11, shaft: 9, grip: 6 }, { 'grades.head': 'conditionGrades.error.invalid' }],
      [{ head: 8, shaft: '9', grip: 6 }, { 'grades.shaft': 'conditionGrades.error.invalid' }],
      [{ head: 8, shaft: 9, grip: 0.5 }, { 'grades.grip': 'conditionGrades.error.invalid' }],
    ]
    for (const [grades, errors] of cases) {
      const result = await publish({ ...clubOf(images), grades }, cookie)
      expect(result.status, JSON.stringify(grades)).toBe(400)
      expect(result.data).toMatchObject({ ok: false, step: 2 })
      expect(result.data.errors).toMatchObject(errors)
    }
    expect(await db().select().from(products).where(eq(products.sellerId, user.id))).toEqual([])
  })

  it('keeps the grades in the draft and brings them back, with the condition they give', async () => {
    const { cookie, images } = await seller()
    const saved = await runRoute(
      wizardAction,
      formRequest(
        '/list-product',
        {
          intent: 'save-draft',
          step: '4',
          listing: JSON.stringify(clubOf(images, { grades: { head: 6, shaft: 9, grip: 9 } })),
        },
        { cookie },
      ),
    )
    expect(saved.status).toBe(200)
    const page = await runRoute<{ form: ListingForm; restored: boolean }>(
      wizardLoader,
      getRequest('/list-product', { cookie }),
    )
    expect(page.data.restored).toBe(true)
    expect(page.data.form).toMatchObject({ grades: { head: 6, shaft: 9, grip: 9 }, condition: 'Fair' })
  })

  it('edits the grades of the seller’s own listing: they come back for editing and the condition follows', async () => {
    const { cookie, images } = await seller()
    const id = (await publish(clubOf(images), cookie)).location!.split('/').pop()!
    const opened = await runRoute<{ start: { form: ListingForm } }>(
      editLoader,
      getRequest(`/product/${id}/edit`, { cookie }),
      { params: { id } },
    )
    expect(opened.data.start.form).toMatchObject({
      grades: { head: 8, shaft: 9, grip: 6 },
      condition: 'Good',
    })

    const save = (listing: object, who: string) =>
      runRoute<Reply>(
        editAction,
        formRequest(
          `/product/${id}/edit`,
          { intent: 'save-changes', listing: JSON.stringify(listing) },
          { cookie: who },
        ),
        { params: { id } },
      )
    const regraded = await save(clubOf(images, { grades: { head: 9, shaft: 10, grip: 9 } }), cookie)
    expect(regraded.status).toBe(302)
    expect(await gradesOf(db, id)).toEqual({ head: 9, shaft: 10, grip: 9 })
    expect((await db().select().from(products).where(eq(products.id, id)))[0]?.condition).toBe('Like New')

    // Another seller cannot change them.
    const stranger = await createSignedInUser(db())
    const refused = await save(clubOf(images, { grades: { head: 1, shaft: 1, grip: 1 } }), stranger.cookie)
    expect(refused.status).toBe(404)
    expect(await gradesOf(db, id)).toEqual({ head: 9, shaft: 10, grip: 9 })

    // A bad grade on editing: 400, nothing changes.
    const bad = await save(clubOf(images, { grades: { head: 9, shaft: 10, grip: 12 as 9 } }), cookie)
    expect(bad.status).toBe(400)
    expect(bad.data.errors).toMatchObject({ 'grades.grip': 'conditionGrades.error.invalid' })
    expect(await gradesOf(db, id)).toEqual({ head: 9, shaft: 10, grip: 9 })
  })
})

describe('the product page’s grades', () => {
  const db = useTestDatabase()

  async function gradedDriver() {
    const { user } = await createSeller(db())
    const images = ['products/demo/face.webp', 'products/demo/sole.webp', 'products/demo/grip.webp']
    const product = await createProduct(db(), {
      sellerId: user.id,
      images,
      imageSlots: ['face', 'sole', 'grip'],
    })
    await addProductSpecs(db(), product.id, { clubType: 'driver', hand: 'right' })
    await addProductGrades(db(), product.id, { head: 8, shaft: 9, grip: 6 })
    return product
  }

  const load = (id: string, path = `/product/${id}`) =>
    runRoute<{ grades: ProductGradesView | null; product: { condition: string } }>(
      productLoader,
      getRequest(path),
      { params: { id } },
    )

  it('shows "Head 8 · Shaft 9 · Grip 6" with what each means, beside the photo of each slot', async () => {
    const product = await gradedDriver()
    const page = await load(product.id)
    expect(page.status).toBe(200)
    expect(page.data.product.condition).toBe('Good')
    const view = page.data.grades!
    expect(view.summary).toBe('Head 8 · Shaft 9 · Grip 6')
    expect(view.components.map((part) => [part.name, part.outOf])).toEqual([
      ['Head', '8/10'],
      ['Shaft', '9/10'],
      ['Grip', '6/10'],
    ])
    expect(view.components[0]!.definition).toMatch(/one season of use/)
    // The head beside the face photo, the grip beside the grip photo; no shaft-label photo here.
    expect(view.components[0]!.photo).toMatchObject({ alt: 'Photo of the face' })
    expect(view.components[0]!.photo!.url).toMatch(/products\/demo\/face\.webp$/)
    expect(view.components[1]!.photo).toBeNull()
    expect(view.components[2]!.photo!.url).toMatch(/products\/demo\/grip\.webp$/)
  })

  it('speaks Spanish on the Spanish page, and shows nothing for a listing that was not graded', async () => {
    const product = await gradedDriver()
    const es = (await load(product.id, `/es/product/${product.id}`)).data.grades!
    expect(es.summary).toBe('Cabeza 8 · Varilla 9 · Grip 6')
    expect(es.components[2]!.definition).toMatch(/bajo los pulgares/)

    const { user } = await createSeller(db())
    const plain = await createProduct(db(), { sellerId: user.id, subcategory: 'accessories' })
    expect((await load(plain.id)).data.grades).toBeNull()
  })
})
