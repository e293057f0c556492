/**
 * The passport in the listing wizard on the real database (issue #27): publishing stores
 * product_specs and product_modifications with the listing, a bad passport is refused on step 2
 * and stores nothing, the catalogue resource answers a brand's models, editing replaces the
 * passport for its seller only, and operators see the models sellers typed in.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ClubModel } from '~/catalog/passport/club-model'
import { EMPTY_SPECS_FORM, type SpecsForm } from '~/catalog/passport/passport'
import { loadSpecs } from '~/catalog/passport/specs.server'
import { translator } from '~/i18n'
import { loader as catalogueLoader } from '~/routes/admin.catalogue'
import { action as editAction, loader as editLoader } from '~/routes/product-edit'
import { loader as clubModelsLoader } from '~/routes/resources.club-models'
import type { ListingForm } from '~/selling/listing-form'
import { uploadListingPhoto } from '~/selling/photos.server'
import { createProduct } from '../../db/factories'
import {
  clubModels,
  productDrafts,
  productModifications,
  productSpecs,
  products,
  users,
} from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { photoPng } from '../support/images'
import { formRequest, getRequest, runRoute, toastOf } from '../support/routes'

type Reply = { ok: boolean; errors?: Record<string, string>; step?: number }

describe('the passport in the wizard', () => {
  const db = useTestDatabase()
  // truncateAll empties every table, the catalogue too: it is written again as a migration does.

  async function stealth2(): Promise<string> {
    const [row] = await db()
      .select({ id: clubModels.id })
      .from(clubModels)
      .where(eq(clubModels.model, 'Stealth 2'))
    if (!row) throw new Error('the catalogue has no Stealth 2')
    return row.id
  }

  async function driverForm(userId: string, specs: Partial<SpecsForm>): Promise<ListingForm> {
    // A TaylorMade driver: sole, face, crown and the serial number are required (issue #28).
    const images: string[] = []
    for (let i = 0; i < 4; i++) images.push((await uploadListingPhoto(userId, await photoPng(64, 48))).key)
    return {
      category: 'golf',
      subcategory: 'clubs',
      name: 'TaylorMade Stealth 2 Driver',
      brand: 'TaylorMade',
      description: 'Left-handed Stealth 2 with a Ventus Blue.',
      size: '',
      images,
      imageSlots: ['sole', 'face', 'crown', 'serial'],
      condition: 'Good',
      price: 24_000,
      originalPrice: null,
      location: 'Sevilla',
      shippingOptions: ['standard'],
      specs: { ...EMPTY_SPECS_FORM, ...specs },
      grades: { head: 8, shaft: 8, grip: 7 },
    }
  }

  const publish = async (listing: object, cookie: string) => {
    const { action } = await import('~/routes/list-product')
    return runRoute<Reply>(
      action,
      formRequest('/list-product', { intent: 'publish', listing: JSON.stringify(listing) }, { cookie }),
    )
  }
  const saveDraft = async (listing: object, cookie: string) => {
    const { action } = await import('~/routes/list-product')
    return runRoute(
      action,
      formRequest(
        '/list-product',
        { intent: 'save-draft', step: '2', listing: JSON.stringify(listing) },
        { cookie },
      ),
    )
  }
  const save = (id: string, listing: object, cookie: string) =>
    runRoute<Reply>(
      editAction,
      formRequest(
        `/product/${id}/edit`,
        { intent: 'save-changes', listing: JSON.stringify(listing) },
        { cookie },
      ),
      { params: { id } },
    )

  async function publishedDriver() {
    const seller = await createSignedInUser(db())
    const form = await driverForm(seller.user.id, {
      clubModelId: await stealth2(),
      clubType: 'driver',
      hand: 'left',
      player: 'mens',
      loft: '10,5',
      lie: '56',
      length: '45.75',
      shaftModel: 'Fujikura Ventus Blue 6',
      shaftMaterial: 'graphite',
      flex: 'S',
      modelYear: '2023',
      headcover: true,
      modifications: [{ kind: 'shaft-replaced', amount: '', detail: 'Fujikura Ventus Blue 6 S' }],
    })
    const result = await publish(form, seller.cookie)
    expect(result.status).toBe(302)
    const id = result.location?.split('/').pop() ?? ''
    return { seller, form, id }
  }

  it('publishing stores the passport and its modifications with the listing', async () => {
    const { seller, id } = await publishedDriver()
    const [product] = await db().select().from(products).where(eq(products.id, id))
    expect(product).toMatchObject({ sellerId: seller.user.id, size: "Men's" })
    const [specs] = await db().select().from(productSpecs).where(eq(productSpecs.productId, id))
    expect(specs).toMatchObject({
      clubModelId: await stealth2(),
      modelName: null,
      clubType: 'driver',
      hand: 'left',
      player: 'mens',
      loft: 10.5,
      lie: 56,
      lengthIn: 45.75,
      shaftMaterial: 'graphite',
      shaftModel: 'Fujikura Ventus Blue 6',
      flex: 'S',
      modelYear: 2023,
      headcover: true,
      modificationCount: 1,
    })
    const modifications = await db()
      .select()
      .from(productModifications)
      .where(eq(productModifications.productId, id))
    expect(modifications).toMatchObject([
      { kind: 'shaft-replaced', amount: null, detail: 'Fujikura Ventus Blue 6 S', position: 0 },
    ])
  })

  it('refuses a bad passport with a 400 and translated messages on step 2, storing nothing and keeping the draft', async () => {
    const seller = await createSignedInUser(db())
    const form = await driverForm(seller.user.id, {
      clubType: 'driver',
      hand: 'right',
      loft: '80',
      flex: 'Wobbly',
      modifications: [{ kind: 'loft-bent', amount: '9', detail: '' }],
    })
    await saveDraft(form, seller.cookie)
    const result = await publish(form, seller.cookie)
    expect(result.status).toBe(400)
    expect(result.data).toMatchObject({
      ok: false,
      step: 2,
      errors: {
        'specs.loft': 'passport.error.loftRange',
        'specs.flex': 'passport.error.choice',
        'specs.modifications.0': 'passport.error.bendAmount',
      },
    })
    const toast = await toastOf(result.headers)
    expect(toast).toMatchObject({ type: 'error', description: 'passport.error.loftRange' })
    // The keys are messages in both languages.
    for (const locale of ['en', 'es'] as const) {
      const t = translator(locale)
      for (const key of Object.values(result.data.errors ?? {})) expect(t(key as never)).not.toBe(key)
    }
    const iron = await publish(
      {
        ...form,
        specs: {
          ...form.specs,
          clubType: 'iron-set',
          loft: '',
          flex: '',
          modifications: [],
          setMakeup: '5-banana',
        },
      },
      seller.cookie,
    )
    expect(iron.status).toBe(400)
    expect(iron.data.errors).toEqual({ 'specs.setMakeup': 'passport.error.setMakeup' })

    expect(await db().select().from(products).where(eq(products.sellerId, seller.user.id))).toEqual([])
    expect(await db().select().from(productSpecs)).toEqual([])
    const [draft] = await db().select().from(productDrafts).where(eq(productDrafts.userId, seller.user.id))
    expect(JSON.parse(draft?.draftData ?? '{}').specs).toMatchObject({ loft: '80', flex: 'Wobbly' })
  })

  it('the catalogue resource answers the Stealth 2’s stock lofts and shaft', async () => {
    const result = await runRoute<{ models: ClubModel[] }>(
      clubModelsLoader,
      getRequest('/resources/club-models?brand=taylormade'),
    )
    expect(result.status).toBe(200)
    const model = result.data.models.find((m) => m.model === 'Stealth 2')
    expect(model).toMatchObject({ brand: 'TaylorMade', clubType: 'driver', releaseYear: 2023 })
    expect(model?.heads.map((head) => head.loft)).toEqual([9, 10.5, 12])
    expect(model?.shafts).toEqual([
      { model: 'Fujikura Ventus TR Red 5', material: 'graphite', flexes: ['R', 'S', 'X'] },
    ])
    const none = await runRoute<{ models: ClubModel[] }>(
      clubModelsLoader,
      getRequest('/resources/club-models'),
    )
    expect(none.data.models).toEqual([])
  })

  it('editing replaces the passport, for the listing’s seller only', async () => {
    const { seller, form, id } = await publishedDriver()
    const page = await runRoute<{ kind: string; start: { form: ListingForm } }>(
      editLoader,
      getRequest(`/product/${id}/edit`, { cookie: seller.cookie }),
      { params: { id } },
    )
    expect(page.data.start.form.specs).toMatchObject({
      clubType: 'driver',
      hand: 'left',
      loft: '10.5',
      modifications: [{ kind: 'shaft-replaced', amount: '', detail: 'Fujikura Ventus Blue 6 S' }],
    })

    const stranger = await createSignedInUser(db())
    const stolen = await save(
      id,
      { ...form, specs: { ...form.specs, hand: 'right', modifications: [] } },
      stranger.cookie,
    )
    expect(stolen.status).toBe(404)
    expect((await loadSpecs(id))?.hand).toBe('left')

    const changed = {
      ...form,
      specs: {
        ...form.specs,
        loft: '9',
        shaftModel: 'Fujikura Ventus TR Red 5',
        flex: 'X',
        modifications: [{ kind: 'regripped', amount: '', detail: 'Golf Pride Tour Velvet' }],
      },
    }
    const result = await save(id, changed, seller.cookie)
    expect(result.status).toBe(302)
    const specs = await loadSpecs(id)
    expect(specs).toMatchObject({ loft: 9, flex: 'X', shaftModel: 'Fujikura Ventus TR Red 5', hand: 'left' })
    expect(specs?.modifications).toEqual([
      { kind: 'regripped', amount: null, detail: 'Golf Pride Tour Velvet' },
    ])

    const bad = await save(id, { ...changed, specs: { ...changed.specs, hand: '' } }, seller.cookie)
    expect(bad.status).toBe(400)
    expect(bad.data).toMatchObject({ step: 2, errors: { 'specs.hand': 'passport.error.handRequired' } })
    expect((await loadSpecs(id))?.loft).toBe(9)
  })

  it('an older club listing opens for editing with its size read as player or hand', async () => {
    const seller = await createSignedInUser(db())
    const old = await createProduct(db(), {
      sellerId: seller.user.id,
      subcategory: 'clubs',
      size: 'Left-Handed',
    })
    const page = await runRoute<{ start: { form: ListingForm } }>(
      editLoader,
      getRequest(`/product/${old.id}/edit`, { cookie: seller.cookie }),
      { params: { id: old.id } },
    )
    expect(page.data.start.form.specs).toMatchObject({ hand: 'left', player: '', clubType: '' })
  })

  it('lists the models sellers typed in for operators, and is a 404 for anyone else', async () => {
    const seller = await createSignedInUser(db())
    const form = await driverForm(seller.user.id, {
      modelName: 'Qi10 Max',
      clubType: 'driver',
      hand: 'right',
    })
    const published = await publish(form, seller.cookie)
    expect(published.status).toBe(302)
    const id = published.location?.split('/').pop()

    const operator = await createSignedInUser(db())
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, operator.user.id))
    const page = await runRoute<{ models: unknown[] }>(
      catalogueLoader,
      getRequest('/admin/catalogue', { cookie: operator.cookie }),
    )
    expect(page.status).toBe(200)
    expect(page.data.models).toEqual([
      { brand: 'TaylorMade', model: 'Qi10 Max', clubType: 'driver', listings: 1, newestProductId: id },
    ])
    expect(
      (await runRoute(catalogueLoader, getRequest('/admin/catalogue', { cookie: seller.cookie }))).status,
    ).toBe(404)
    expect((await runRoute(catalogueLoader, getRequest('/admin/catalogue'))).status).toBe(404)
  })
})
