/**
 * Set completion (issue #30 item 4) on the real database: a golfer's wanted request lists single
 * clubs of the same model (same shaft and flex first) and sets that include the missing club, and
 * the "wanted" alert e-mail goes out once when a matching single club is published, in the
 * recipient's language, never for the golfer's own listing, never after the kind is switched off.
 */
import fs from 'node:fs'
import { and, eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { EMPTY_SPECS, type Specs } from '~/catalog/passport/passport'
import { rawQuery } from '~/platform/db.server'
import { outboxDir, readOutbox } from '~/platform/email/mailer.server'
import { enqueue, runDueJobs } from '~/platform/jobs/queue.server'
import { action as preferencesAction } from '~/routes/alert-preferences'
import { action as wantedAction, loader as wantedLoader } from '~/routes/wanted'
import { publishListing, publishListings } from '~/selling/listings.server'
import { uploadListingPhoto } from '~/selling/photos.server'
import { addProductSpecs, createProduct } from '../../db/factories'
import { clubModels, productSpecs, products, profiles, wantedClubMatches } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { photoPng } from '../support/images'
import { formRequest, getRequest, runRoute } from '../support/routes'

describe('set completion', () => {
  const db = useTestDatabase()
  beforeEach(() => fs.rmSync(outboxDir(), { recursive: true, force: true }))

  async function p790() {
    const [row] = await db()
      .select({ id: clubModels.id })
      .from(clubModels)
      .where(
        and(
          eq(clubModels.brand, 'TaylorMade'),
          eq(clubModels.model, 'P790'),
          eq(clubModels.clubType, 'iron-set'),
        ),
      )
    return row!.id
  }

  const ask = (cookie: string, fields: Record<string, string | string[]>) =>
    runRoute<{ ok: boolean; errors: Record<string, string> }>(
      wantedAction,
      formRequest('/wanted', { intent: 'save', ...fields }, { cookie }),
    )

  /** Publishes through the wizard's own function, with a real uploaded photo. */
  async function publish(sellerId: string, name: string, specs: Partial<Specs>, price = 9_000) {
    const { key } = await uploadListingPhoto(sellerId, await photoPng(640, 480))
    return publishListing(sellerId, {
      category: 'golf',
      subcategory: 'clubs',
      name,
      brand: 'TaylorMade',
      description: 'One club, played one season.',
      size: "Men's",
      images: [key],
      condition: 'Good',
      price,
      originalPrice: null,
      location: 'Madrid',
      shippingOptions: ['standard'],
      specs: { ...EMPTY_SPECS, hand: 'right', player: 'mens', ...specs },
    } as Parameters<typeof publishListing>[1])
  }

  const mailsTo = async (email: string) => (await readOutbox()).filter((mail) => mail.to === email)

  it('e-mails once when a matching single club is listed, and lists it first', async () => {
    const model = await p790()
    const golfer = await createSignedInUser(db(), { name: 'Gloria Golfer' })
    const seller = await createSignedInUser(db(), { name: 'Sergio Seller' })

    const saved = await ask(golfer.cookie, {
      clubModelId: model,
      missingClubs: ['7'],
      setClubs: ['4', '5', '6', '7', '8', '9', 'PW'],
      hand: 'right',
      shaftMaterial: 'steel',
      shaftModel: '',
      flex: 'S',
    })
    expect(saved.status).toBe(200)
    expect(saved.data.ok).toBe(true)

    // Stiff 7-iron of the same model (its loft is the catalogue's 7-iron); an 8-iron; a driver.
    const seven = await publish(seller.user.id, 'TaylorMade P790 7-iron', {
      clubModelId: model,
      clubType: 'iron',
      loft: 30.5,
      shaftMaterial: 'steel',
      flex: 'S',
    })
    await publish(seller.user.id, 'TaylorMade P790 8-iron', {
      clubModelId: model,
      clubType: 'iron',
      loft: 34.5,
    })
    await publish(seller.user.id, 'TaylorMade Stealth 2 Driver', { clubType: 'driver', loft: 9 })
    await runDueJobs()
    // The same listing announced again (a retried job): nothing more.
    await enqueue(db(), 'alerts.listing-published', { productId: seven })
    await runDueJobs()

    const mails = await mailsTo(golfer.user.email)
    expect(mails.map((mail) => mail.subject)).toEqual(['A club for your set: TaylorMade P790 7-iron'])
    expect(mails[0]?.text).toContain(`/product/${seven}`)
    expect(mails[0]?.text).toContain('7')
    expect(mails[0]?.headers['List-Unsubscribe']).toMatch(/k=wanted/)
    const matches = await db().select().from(wantedClubMatches)
    expect(matches).toHaveLength(1)
    expect(matches[0]?.productId).toBe(seven)
    expect(matches[0]?.mailedAt).not.toBeNull()
    // The seller hears nothing about their own listing.
    expect(await mailsTo(seller.user.email)).toEqual([])

    // A regular-flex single 7 and a set that includes the 7, listed without alerts (factories).
    const regular = await createProduct(db(), {
      sellerId: seller.user.id,
      name: 'P790 7 iron regular',
      brand: 'TaylorMade',
      price: 5_000,
    })
    await addProductSpecs(db(), regular.id, {
      clubModelId: model,
      clubType: 'iron',
      loft: 30.5,
      flex: 'R',
      hand: 'right',
    })
    const set = await createProduct(db(), {
      sellerId: seller.user.id,
      name: 'P790 irons 5-PW',
      brand: 'TaylorMade',
      price: 60_000,
    })
    await addProductSpecs(db(), set.id, {
      clubModelId: model,
      clubType: 'iron-set',
      setClubs: ['5', '6', '7', '8', '9', 'PW'],
      shaftMaterial: 'steel',
      flex: 'S',
      hand: 'right',
    })
    const leftSeven = await createProduct(db(), {
      sellerId: seller.user.id,
      name: 'P790 7-iron LH',
      brand: 'TaylorMade',
      price: 4_000,
    })
    await addProductSpecs(db(), leftSeven.id, {
      clubModelId: model,
      clubType: 'iron',
      loft: 30.5,
      flex: 'S',
      hand: 'left',
    })

    type Page = {
      requests: {
        listings: { card: { id: string }; match: { kind: string; clubs: string[]; sameShaft: boolean } }[]
      }[]
    }
    const page = await runRoute<Page>(wantedLoader, getRequest('/wanted', { cookie: golfer.cookie }))
    const listed = page.data.requests[0]!.listings
    // Same shaft and flex first, then the other flex (cheaper), then the set; never the 8 nor the left-handed 7.
    expect(listed.map((item) => item.card.id)).toEqual([seven, regular.id, set.id])
    expect(listed.map((item) => item.match)).toEqual([
      { kind: 'single', clubs: ['7'], sameShaft: true },
      { kind: 'single', clubs: ['7'], sameShaft: false },
      { kind: 'set', clubs: ['7'], sameShaft: true },
    ])
  })

  it('writes in the golfer’s language, and stops once the kind is switched off', async () => {
    const model = await p790()
    const golfer = await createSignedInUser(db(), { name: 'Lucía' })
    await db().update(profiles).set({ language: 'es' }).where(eq(profiles.id, golfer.user.id))
    const seller = await createSignedInUser(db(), { name: 'Sergio Seller' })
    await ask(golfer.cookie, { clubModelId: model, missingClubs: ['PW', '9'] })

    await publish(seller.user.id, 'P790 PW', { clubModelId: model, clubType: 'wedge', loft: 44 })
    await runDueJobs()
    const [mail] = await mailsTo(golfer.user.email)
    expect(mail?.subject).toBe('Un palo para tu juego: P790 PW')

    await runRoute(
      preferencesAction,
      formRequest(
        '/alert-preferences',
        { kind: ['saved-search', 'price-drop', 'favourite-sold', 'price-hint'] },
        { cookie: golfer.cookie },
      ),
    )
    await publish(seller.user.id, 'P790 9-iron', { clubModelId: model, clubType: 'iron', loft: 39 })
    await runDueJobs()
    expect(await mailsTo(golfer.user.email)).toHaveLength(1)
  })

  it('refuses bad input with a 400 and lets only the owner delete a request', async () => {
    const model = await p790()
    const golfer = await createSignedInUser(db(), { name: 'Gloria Golfer' })
    const other = await createSignedInUser(db(), { name: 'Otto Other' })
    const noClub = await ask(golfer.cookie, { clubModelId: model, flex: 'S' })
    expect(noClub.status).toBe(400)
    expect(noClub.data.errors.missingClubs).toBe('wanted.error.missing')
    const badFlex = await ask(golfer.cookie, { clubModelId: model, missingClubs: ['7'], flex: 'Z' })
    expect(badFlex.status).toBe(400)
    const unknown = await ask(golfer.cookie, { clubModelId: crypto.randomUUID(), missingClubs: ['7'] })
    expect(unknown.status).toBe(400)
    expect((await ask(golfer.cookie, { clubModelId: model, missingClubs: ['7'] })).status).toBe(200)
    const [row] = await rawQuery<{ id: string }>(
      db(),
      sql`select id from wanted_clubs where user_id = ${golfer.user.id}`,
    )

    const stolen = await runRoute(
      wantedAction,
      formRequest('/wanted', { intent: 'delete', id: row!.id }, { cookie: other.cookie }),
    )
    expect(stolen.status).toBe(404)
    const deleted = await runRoute(
      wantedAction,
      formRequest('/wanted', { intent: 'delete', id: row!.id }, { cookie: golfer.cookie }),
    )
    expect(deleted.status).toBe(200)
    const left = await rawQuery<{ id: string }>(
      db(),
      sql`select id from wanted_clubs where user_id = ${golfer.user.id}`,
    )
    expect(left).toEqual([])
  })

  it('splits an iron set into single clubs that share a split id, and the missing one alerts', async () => {
    const model = await p790()
    const golfer = await createSignedInUser(db(), { name: 'Gloria Golfer' })
    const seller = await createSignedInUser(db(), { name: 'Sergio Seller' })
    await ask(golfer.cookie, { clubModelId: model, missingClubs: ['7'], flex: 'S' })

    const { key } = await uploadListingPhoto(seller.user.id, await photoPng(640, 480))
    const ids = await publishListings(seller.user.id, {
      category: 'golf',
      subcategory: 'clubs',
      name: 'TaylorMade P790 irons',
      brand: 'TaylorMade',
      description: 'Split from my set.',
      size: "Men's",
      images: [key],
      condition: 'Good',
      price: 8_000,
      originalPrice: null,
      location: 'Madrid',
      shippingOptions: ['standard'],
      splitSet: true,
      specs: {
        ...EMPTY_SPECS,
        clubModelId: model,
        clubType: 'iron-set',
        setClubs: ['6', '7', '8'],
        shaftMaterial: 'steel',
        flex: 'S',
        hand: 'right',
        player: 'mens',
      },
    } as Parameters<typeof publishListings>[1])
    expect(ids).toHaveLength(3)
    const rows = await db()
      .select({ name: products.name, price: products.price, images: products.images, specs: productSpecs })
      .from(products)
      .innerJoin(productSpecs, eq(productSpecs.productId, products.id))
      .where(eq(products.sellerId, seller.user.id))
      .orderBy(products.name)
    expect(
      rows.map((row) => [row.name, row.price, row.specs.clubType, row.specs.loft, row.specs.flex]),
    ).toEqual([
      ['TaylorMade P790 irons – 6', 8_000, 'iron', 27, 'S'],
      ['TaylorMade P790 irons – 7', 8_000, 'iron', 30.5, 'S'],
      ['TaylorMade P790 irons – 8', 8_000, 'iron', 34.5, 'S'],
    ])
    expect(new Set(rows.map((row) => row.specs.splitSetId)).size).toBe(1)
    expect(rows[0]?.specs.splitSetId).not.toBeNull()
    expect(rows.every((row) => row.images[0] === key)).toBe(true)

    await runDueJobs()
    const mails = await mailsTo(golfer.user.email)
    expect(mails.map((mail) => mail.subject)).toEqual(['A club for your set: TaylorMade P790 irons – 7'])
  })
})
