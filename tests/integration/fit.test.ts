/**
 * "Fits me" on the real database (issue #30 items 2, 3 and the privacy of 5): the filter's SQL
 * gives matchFit's verdicts, its counts equal the grid, fit-only alerts fire only for listings that
 * fit, and fitting data stays out of every shared or cached page (decision 0061).
 */
import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { invalidateBrowseCache } from '~/catalog/browse.server'
import { listingFitSpecs } from '~/catalog/fit/fit.server'
import { matchFit } from '~/catalog/fit/fit-match'
import { fitScoreSql } from '~/catalog/fit/fit-sql.server'
import type { FitSuggestion } from '~/catalog/fit/golfer-profile'
import { EMPTY_SPECS, type Specs } from '~/catalog/passport/passport'
import { resetClock } from '~/platform/clock.server'
import { rawQuery } from '~/platform/db.server'
import { outboxDir, readOutbox } from '~/platform/email/mailer.server'
import { runDueJobs } from '~/platform/jobs/queue.server'
import { isPersonalResponse } from '~/platform/personal-pages'
import { loader as browseLoader } from '~/routes/browse'
import { loader as categoryLoader } from '~/routes/category'
import { loader as modelLoader } from '~/routes/model'
import { loader as productLoader } from '~/routes/product'
import { action as savedSearchesAction, loader as savedSearchesLoader } from '~/routes/saved-searches'
import { loader as sellerLoader } from '~/routes/seller'
import { publishListing } from '~/selling/listings.server'
import { uploadListingPhoto } from '~/selling/photos.server'
import { addProductSpecs, createGolferProfile, createProduct, createSeller } from '../../db/factories'
import { personalParts } from '../../server/shared-pages'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { photoPng } from '../support/images'
import { formRequest, getRequest, runRoute } from '../support/routes'

type Card = { id: string; name: string; fit?: 'fits' | 'close' | null }
type BrowseData = { items: Card[]; total: number; fitCount: number | null }

describe('fits me on a real database', () => {
  const db = useTestDatabase()

  beforeEach(() => {
    invalidateBrowseCache()
    fs.rmSync(outboxDir(), { recursive: true, force: true })
  })
  afterEach(() => resetClock())

  /** A driver listing with a passport; visible in browse. */
  async function club(sellerId: string, name: string, specs: Partial<Specs>) {
    const product = await createProduct(db(), {
      sellerId,
      name,
      brand: 'Ping',
      subcategory: 'clubs',
      size: null,
    })
    await addProductSpecs(db(), product.id, { clubType: 'driver', ...specs })
    return product
  }

  /** A right-handed golfer playing regular flex: what the profile says, without the chart's other inputs. */
  async function golfer() {
    const member = await createSignedInUser(db(), { name: 'Gabriela Golfer' })
    await createGolferProfile(db(), member.user.id, { hand: 'right', currentFlex: 'R' })
    return member
  }

  async function shelf() {
    const { user } = await createSeller(db())
    return {
      fits: await club(user.id, 'Fitting Driver Stiff', { hand: 'right', flex: 'S' }),
      regular: await club(user.id, 'Fitting Driver Regular', { hand: 'right', flex: 'R' }),
      close: await club(user.id, 'Close Driver Extra', { hand: 'right', flex: 'X' }),
      left: await club(user.id, 'Lefty Driver', { hand: 'left', flex: 'R' }),
      noFlex: await club(user.id, 'Quiet Driver', { hand: 'right' }),
      putter: await club(user.id, 'Right Putter', { clubType: 'putter', hand: 'right' }),
    }
  }

  const browse = (path: string, cookie?: string) =>
    runRoute<BrowseData>(browseLoader, getRequest(path, { cookie }))

  it('the filter’s SQL gives matchFit’s verdict for every listing, lengths, lies and dots included', async () => {
    const { user } = await createSeller(db())
    const variants: Array<Partial<Specs>> = [
      { hand: 'right', flex: 'R' },
      { hand: 'left', flex: 'R' },
      { hand: null, flex: 'R' },
      { hand: 'right', flex: 'X' },
      { hand: 'right', flex: 'TX' },
      { hand: 'right', flex: null },
      { hand: 'right', flex: 'R', lengthIn: 38 },
      { hand: 'right', flex: 'R', lengthIn: 38.5 },
      { hand: 'right', flex: 'R', lengthIn: 39 },
      { hand: 'right', flex: 'R', lie: 64.5 },
      { hand: 'right', flex: 'R', lie: 65.5 },
      { hand: 'right', flex: 'R', lie: 66 },
      { hand: 'right', flex: 'R', pingDot: 'white' },
      { hand: 'right', flex: 'R', lieLabel: 'standard' },
      { hand: 'right', flex: 'A', lengthIn: 38.5 },
      { hand: 'right', flex: 'R', player: 'womens', lengthIn: 37 },
    ]
    const ids: string[] = []
    for (const [index, specs] of variants.entries()) {
      for (const clubType of ['iron-set', 'wedge', 'driver', 'putter'] as const) {
        const product = await club(user.id, `Variant ${index} ${clubType}`, { clubType, ...specs })
        ids.push(product.id)
      }
    }
    const suggestions: FitSuggestion[] = [
      { hand: 'right', flex: 'R', lengthDeltaIn: 0.5, lieDeltaDeg: 1 },
      { hand: 'right', flex: null, lengthDeltaIn: null, lieDeltaDeg: null },
      { hand: 'left', flex: 'S', lengthDeltaIn: -0.5, lieDeltaDeg: -1.5 },
      { hand: null, flex: 'R', lengthDeltaIn: 0, lieDeltaDeg: 0 },
    ]
    const specs = await listingFitSpecs(ids)
    for (const suggestion of suggestions) {
      const rows = await rawQuery<{ id: string; score: number }>(
        db(),
        sql`select p.id, ${fitScoreSql(suggestion)} as score from products p
              left join product_specs ps on ps.product_id = p.id
             where p.id = any(${sql.param(ids)}::uuid[])`,
      )
      expect(rows).toHaveLength(ids.length)
      for (const row of rows) {
        const expected = matchFit(suggestion, specs.get(row.id)!).verdict
        const fromSql = row.score === 0 ? 'fits' : row.score === 1 ? 'close' : 'no'
        expect(fromSql, `${JSON.stringify(suggestion)} ${JSON.stringify(specs.get(row.id))}`).toBe(expected)
      }
    }
  })

  it('shows Fits you / Close fit on the golfer’s cards, and the Fits me count equals the filtered grid', async () => {
    const listings = await shelf()
    const gabriela = await golfer()

    const all = await browse('/browse?subcategory=clubs', gabriela.cookie)
    const badge = (id: string) => all.data.items.find((card) => card.id === id)?.fit
    expect(badge(listings.fits.id)).toBe('fits')
    expect(badge(listings.regular.id)).toBe('fits')
    expect(badge(listings.close.id)).toBe('close')
    expect(badge(listings.left.id)).toBeNull()
    expect(badge(listings.noFlex.id)).toBeNull()
    expect(badge(listings.putter.id)).toBe('fits')
    expect(all.data.fitCount).toBe(3)

    const fitting = await browse('/browse?subcategory=clubs&fit=1', gabriela.cookie)
    expect(fitting.data.total).toBe(3)
    expect(fitting.data.fitCount).toBe(3)
    expect(fitting.data.items.map((card) => card.id).sort()).toEqual(
      [listings.fits.id, listings.regular.id, listings.putter.id].sort(),
    )
    // Drivers only: the count follows the other filters too.
    const drivers = await browse('/browse?subcategory=clubs&club_type=driver&fit=1', gabriela.cookie)
    expect(drivers.data.total).toBe(2)
    expect(drivers.data.items).toHaveLength(2)
    const driversAll = await browse('/browse?subcategory=clubs&club_type=driver', gabriela.cookie)
    expect(driversAll.data.fitCount).toBe(2)

    // The seller's page shows the same badges to her, and none to a visitor.
    const sellerId = (
      await rawQuery<{ seller_id: string }>(
        db(),
        sql`select seller_id from products where id = ${listings.fits.id}`,
      )
    )[0]?.seller_id
    const sellerPage = (cookie?: string) =>
      runRoute<{ listings: Card[] }>(sellerLoader, getRequest(`/seller/${sellerId}`, { cookie }), {
        params: { id: sellerId ?? '' },
      })
    const hers = (await sellerPage(gabriela.cookie)).data.listings
    expect(hers.find((card) => card.id === listings.close.id)?.fit).toBe('close')
    expect(hers.find((card) => card.id === listings.left.id)?.fit).toBeNull()
    const visitors = (await sellerPage()).data.listings
    expect(visitors.length).toBe(hers.length)
    expect(visitors.every((card) => card.fit === null)).toBe(true)

    // A product page's related rows too (the listing's own verdict read her suggestion; a bag, which
    // fitting does not read, reads it for the rows), and none to a visitor.
    const bag = await createProduct(db(), { sellerId: sellerId!, name: 'Stand Bag', subcategory: 'bags' })
    const relatedOf = async (id: string, cookie?: string) => {
      const { data } = await runRoute<{ related: { fromSeller: Card[]; similar: Card[] } }>(
        productLoader,
        getRequest(`/product/${id}`, { cookie }),
        { params: { id } },
      )
      return [...data.related.fromSeller, ...data.related.similar]
    }
    for (const id of [listings.left.id, bag.id]) {
      const rows = await relatedOf(id, gabriela.cookie)
      expect(rows.some((card) => card.fit)).toBe(true)
      for (const card of rows) expect(card.fit, card.name).toBe(badge(card.id) ?? null)
      expect((await relatedOf(id)).every((card) => card.fit === null)).toBe(true)
    }

    // And a club model's listings.
    const [model] = await rawQuery<{ id: string; slug: string }>(
      db(),
      sql`select id, slug from club_models order by slug limit 1`,
    )
    for (const listing of [listings.close, listings.left]) {
      await addProductSpecs(db(), listing.id, {
        clubType: 'driver',
        hand: listing === listings.close ? 'right' : 'left',
        flex: listing === listings.close ? 'X' : 'R',
        clubModelId: model!.id,
      })
    }
    const modelPage = async (cookie?: string) =>
      (
        await runRoute<{ page: { listings: Card[] } }>(
          modelLoader,
          getRequest(`/models/${model!.slug}`, { cookie }),
          {
            params: { slug: model!.slug },
          },
        )
      ).data.page.listings
    const onModel = await modelPage(gabriela.cookie)
    expect(onModel.find((card) => card.id === listings.close.id)?.fit).toBe('close')
    expect(onModel.find((card) => card.id === listings.left.id)?.fit).toBeNull()
    expect((await modelPage()).every((card) => card.fit === null)).toBe(true)
  })

  it('saves a fit-only search from a Fits me page, and its alerts fire only for listings that fit', async () => {
    const gabriela = await golfer()
    const seller = await createSignedInUser(db(), { name: 'Sergio Seller' })
    const saved = await runRoute(
      savedSearchesAction,
      formRequest(
        '/saved-searches',
        { intent: 'save', query: 'subcategory=clubs&club_type=driver&fit=1', frequency: 'instant' },
        { cookie: gabriela.cookie },
      ),
    )
    expect(saved.location).toBe('/browse?subcategory=clubs&club_type=driver&fit=1')
    const list = await runRoute<{ searches: Array<{ id: string; href: string; fitsOnly: boolean }> }>(
      savedSearchesLoader,
      getRequest('/saved-searches', { cookie: gabriela.cookie }),
    )
    expect(list.data.searches).toMatchObject([
      { href: '/browse?subcategory=clubs&club_type=driver&fit=1', fitsOnly: true },
    ])

    const publish = async (name: string, hand: 'right' | 'left', flex: 'R' | 'S' | 'TX') => {
      const { key } = await uploadListingPhoto(seller.user.id, await photoPng(640, 480))
      return publishListing(seller.user.id, {
        category: 'golf',
        subcategory: 'clubs',
        name,
        brand: 'Ping',
        description: 'Kept indoors, new grip last season.',
        size: "Men's",
        images: [key],
        condition: 'Good',
        price: 15_000,
        originalPrice: null,
        location: 'Madrid',
        shippingOptions: ['standard'],
        specs: { ...EMPTY_SPECS, clubType: 'driver', hand, player: 'mens', flex },
      } as Parameters<typeof publishListing>[1])
    }
    const fitting = await publish('Ping G430 Max Driver', 'right', 'S')
    await publish('Ping G425 Lefty Driver', 'left', 'R')
    await publish('Ping G410 Tour Driver', 'right', 'TX')
    await runDueJobs()
    const mails = (await readOutbox()).filter((mail) => mail.to === gabriela.user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toContain('Ping G430 Max Driver')
    expect(mails[0]?.text).toContain(`/product/${fitting}`)

    // Switched off: every driver alerts again.
    const id = list.data.searches[0]!.id
    const off = await runRoute(
      savedSearchesAction,
      formRequest('/saved-searches', { intent: 'fits-only', id }, { cookie: gabriela.cookie }),
    )
    expect(off.status).toBe(200)
    await publish('Ping G400 Lefty Driver', 'left', 'R')
    await runDueJobs()
    expect((await readOutbox()).filter((mail) => mail.to === gabriela.user.email)).toHaveLength(2)
    // Nobody else's search can be switched.
    const other = await createSignedInUser(db(), { name: 'Otto Other' })
    const foreign = await runRoute(
      savedSearchesAction,
      formRequest('/saved-searches', { intent: 'fits-only', id, fitsOnly: 'on' }, { cookie: other.cookie }),
    )
    expect(foreign.status).toBe(404)
  })

  it('keeps fitting data out of every shared or cached page: visitors and members without a profile get an invitation only', async () => {
    const listings = await shelf()
    const gabriela = await golfer()
    const noProfile = await createSignedInUser(db(), { name: 'Nora Noprofile' })

    // The shared page (as the page cache renders it: no session) carries no verdict and no count.
    for (const path of ['/browse?subcategory=clubs', '/browse?subcategory=clubs&fit=1']) {
      const shared = await browse(path)
      expect(shared.data.fitCount).toBeNull()
      expect(shared.data.items.every((card) => !card.fit)).toBe(true)
      expect(JSON.stringify(shared.data)).not.toMatch(/"fit":"(fits|close)"/)
    }
    const category = await runRoute<{ items: Card[] }>(categoryLoader, getRequest('/category/golf'), {
      params: { category: 'golf' },
    })
    expect(category.data.items.every((card) => !card.fit)).toBe(true)

    // A member without fitting data shares the cached page (their parts put in); a golfer with it
    // never does: their page is rendered for them alone, private and not stored.
    for (const path of ['/browse?subcategory=clubs', '/category/golf', '/models/ping-g430-max-driver']) {
      const url = new URL(path, 'http://localhost')
      expect(await personalParts(url, noProfile.cookie)).not.toBeNull()
      expect(await personalParts(url, gabriela.cookie)).toBeNull()
    }
    expect(isPersonalResponse('/browse', gabriela.cookie)).toBe(true)
    const own = await browse('/browse?subcategory=clubs', gabriela.cookie)
    expect(own.data.items.find((card) => card.id === listings.fits.id)?.fit).toBe('fits')

    // The product page: an invitation for visitors (a shared page) and members without a profile.
    type ProductData = {
      fit: { verdict: string | null; link: string; lines: Array<{ text: string }> } | null
    }
    const product = (cookie?: string, id = listings.left.id) =>
      runRoute<ProductData>(productLoader, getRequest(`/product/${id}`, { cookie }), { params: { id } })
    const invitation = { verdict: null, lines: [], link: 'Add my golfer profile' }
    expect((await product()).data.fit).toMatchObject(invitation)
    expect((await product(noProfile.cookie)).data.fit).toMatchObject(invitation)
    const explained = (await product(gabriela.cookie)).data.fit
    expect(explained).toMatchObject({ verdict: 'no', link: 'Edit my specs' })
    expect(explained?.lines?.[0]?.text).toBe('Left-handed: you play right-handed (does not match)')
  })
})
