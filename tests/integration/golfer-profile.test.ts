/**
 * The golfer profile (issue #30 items 1 and 5) on the real database: saving with units in either
 * language, server-side validation (400, nothing lost), delete in one click, "Download my data",
 * and that all of it is the signed-in member's alone and never cacheable.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { readGolferProfile } from '~/catalog/fit/golfer-profile.server'
import { loader as exportLoader } from '~/routes/profile.data-export'
import { action as fitAction, loader as fitLoader } from '~/routes/profile.fit'
import {
  createGolferProfile,
  createOrder,
  createProduct,
  createSeller,
  createWantedClub,
  TEST_SHIPPING_ADDRESS,
} from '../../db/factories'
import { clubModels, conversations, golferProfiles, messages } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { formRequest, getRequest, runRoute, toastOf } from '../support/routes'

type Reply = { errors: Record<string, string>; values: Record<string, string> }
type Page = { values: Record<string, string>; explanation: { flex: { value: string | null } } | null }

describe('the golfer profile page', () => {
  const db = useTestDatabase()

  it('sends visitors to sign in and comes back after', async () => {
    for (const [fn, path] of [
      [fitLoader, '/profile/fit'],
      [exportLoader, '/profile/data-export'],
      [fitLoader, '/es/profile/fit'],
    ] as const) {
      const result = await runRoute(fn, getRequest(path))
      expect(result.status).toBe(302)
      expect(result.location).toContain(`redirectTo=${encodeURIComponent(path)}`)
    }
    const post = await runRoute(fitAction, formRequest('/profile/fit', { intent: 'save', height: '178 cm' }))
    expect(post.status).toBe(302)
    expect(await db().select().from(golferProfiles)).toEqual([])
  })

  it('saves a Spanish golfer in metric units and shows the estimate, private', async () => {
    const { user, cookie } = await createSignedInUser(db())
    const empty = await runRoute<Page>(fitLoader, getRequest('/es/profile/fit', { cookie }))
    expect(empty.headers.get('Cache-Control')).toBe('private, no-store')
    expect(empty.data.explanation).toBeNull()

    const saved = await runRoute(
      fitAction,
      formRequest(
        '/es/profile/fit',
        {
          intent: 'save',
          hand: 'left',
          height: '1,78 m',
          wristToFloor: '86 cm',
          swingSpeed: '160',
          swingSpeedUnit: 'kmh',
          lie: 'azul',
          handicap: '18,4',
          flexOverride: '',
        },
        { cookie },
      ),
    )
    expect(saved.status).toBe(302)
    expect(saved.location).toBe('/es/profile/fit')
    expect(saved.headers.get('Cache-Control')).toBe('private, no-store')
    expect((await toastOf(saved.headers))?.title).toBe('golferProfile.saved')
    expect(await readGolferProfile(user.id)).toMatchObject({
      hand: 'left',
      heightCm: 178,
      wristToFloorCm: 86,
      swingSpeedMph: 99.4,
      pingDot: 'blue',
      handicap: 18.4,
      flexOverride: null,
    })
    const page = await runRoute<Page>(fitLoader, getRequest('/es/profile/fit', { cookie }))
    expect(page.data.explanation?.flex.value).toBe('S')
    expect(page.data.values.height).toBe('178 cm')
  })

  it('accepts feet and inches, mph and an override in English', async () => {
    const { user, cookie } = await createSignedInUser(db())
    await runRoute(
      fitAction,
      formRequest(
        '/profile/fit',
        {
          intent: 'save',
          height: '5 ft 10 in',
          swingSpeed: '95 mph',
          flexOverride: 'R',
          lieOverride: 'black',
        },
        { cookie },
      ),
    )
    expect(await readGolferProfile(user.id)).toMatchObject({
      heightCm: 177.8,
      swingSpeedMph: 95,
      flexOverride: 'R',
      lieOverrideDeg: 62.5,
    })
  })

  it('refuses values out of range with a 400 and every field’s message, keeping what was saved and typed', async () => {
    const { user, cookie } = await createSignedInUser(db())
    await createGolferProfile(db(), user.id, { hand: 'right', heightCm: 180 })
    const result = await runRoute<Reply>(
      fitAction,
      formRequest(
        '/profile/fit',
        {
          intent: 'save',
          hand: 'right',
          height: '7 ft 10 in',
          wristToFloor: 'long',
          carry: '900 m',
          currentFlex: 'Z',
        },
        { cookie },
      ),
    )
    expect(result.status).toBe(400)
    expect(result.headers.get('Cache-Control')).toBe('private, no-store')
    expect(result.data.errors).toEqual({
      height: 'golferProfile.error.height',
      wristToFloor: 'golferProfile.error.wristToFloor',
      carry: 'golferProfile.error.carry',
      currentFlex: 'golferProfile.error.flex',
    })
    expect(result.data.values).toMatchObject({ height: '7 ft 10 in', wristToFloor: 'long', hand: 'right' })
    expect(await readGolferProfile(user.id)).toMatchObject({ heightCm: 180 })
  })

  it('deletes the member’s own fitting data in one post, and no one else’s', async () => {
    const { user, cookie } = await createSignedInUser(db())
    const { user: other } = await createSignedInUser(db())
    await createGolferProfile(db(), user.id, { heightCm: 180 })
    await createGolferProfile(db(), other.id, { heightCm: 170 })
    const result = await runRoute(fitAction, formRequest('/profile/fit', { intent: 'delete' }, { cookie }))
    expect(result.status).toBe(302)
    expect((await toastOf(result.headers))?.title).toBe('golferProfile.data.deleted')
    expect(await readGolferProfile(user.id)).toBeNull()
    expect(await readGolferProfile(other.id)).toMatchObject({ heightCm: 170 })
    const again = await runRoute(fitAction, formRequest('/profile/fit', { intent: 'delete' }, { cookie }))
    expect((await toastOf(again.headers))?.title).toBe('golferProfile.data.nothing')
  })
})

describe('Download my data', () => {
  const db = useTestDatabase()

  it('holds the member’s profile, listings, orders, messages, fitting data and wanted clubs, and nobody else’s', async () => {
    const { user, cookie } = await createSignedInUser(db())
    const { user: stranger } = await createSignedInUser(db())
    const { user: seller } = await createSeller(db())
    const putter = await createProduct(db(), { sellerId: user.id, name: 'My old putter' })
    // The member's sale: what they earn, never where the buyer lives.
    await createOrder(db(), {
      buyerId: seller.id,
      sellerId: user.id,
      productId: putter.id,
      totalAmount: 9_000,
      shippingAddress: { ...TEST_SHIPPING_ADDRESS, address: 'Calle del Comprador 9' },
    })
    await createProduct(db(), { sellerId: stranger.id, name: 'Not mine' })
    const bought = await createProduct(db(), {
      sellerId: seller.id,
      name: 'A driver I bought',
      status: 'sold',
    })
    await createOrder(db(), { buyerId: user.id, sellerId: seller.id, productId: bought.id })
    const [thread] = await db()
      .insert(conversations)
      .values({ productId: bought.id, buyerId: user.id, sellerId: seller.id })
      .returning()
    await db()
      .insert(messages)
      .values([
        { conversationId: thread!.id, senderId: user.id, body: 'Is it still for sale?' },
        { conversationId: thread!.id, senderId: seller.id, body: 'Yes it is' },
      ])
    await createGolferProfile(db(), user.id, { hand: 'left', heightCm: 182, flexOverride: 'S' })
    await createGolferProfile(db(), stranger.id, { heightCm: 155.5 })
    const [model] = await db().select({ id: clubModels.id }).from(clubModels).limit(1)
    await createWantedClub(db(), { userId: user.id, clubModelId: model!.id, missingClubs: ['7'] })

    const response = (await exportLoader({
      request: getRequest('/profile/data-export', { cookie }),
      params: {},
      context: {},
    } as never)) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(response.headers.get('Content-Type')).toContain('application/json')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="fairway-market-data-/)
    const text = await response.text()
    const document = JSON.parse(text)
    expect(document.format).toBe('fairway-market-data-export')
    expect(document.account).toMatchObject({ id: user.id, email: user.email })
    expect(document.profile).toMatchObject({ id: user.id })
    expect(document.listings.map((l: { name: string }) => l.name)).toEqual(['My old putter'])
    expect(document.orders.purchases).toHaveLength(1)
    expect(document.orders.purchases[0]).toMatchObject({ productId: bought.id, totalAmountCents: 24_900 })
    expect(document.orders.sales).toEqual([
      expect.objectContaining({ productId: putter.id, totalAmountCents: 9_000, commissionAmountCents: 0 }),
    ])
    expect(document.orders.sales[0]).not.toHaveProperty('shippingAddress')
    expect(text).not.toContain('Calle del Comprador 9')
    expect(document.conversations[0].messages).toEqual([
      expect.objectContaining({ from: 'you', body: 'Is it still for sale?' }),
      expect.objectContaining({ from: 'other party', body: 'Yes it is' }),
    ])
    expect(document.fitting).toMatchObject({ hand: 'left', heightCm: 182, flexOverride: 'S' })
    expect(document.wantedClubs).toEqual([expect.objectContaining({ missingClubs: ['7'] })])
    // Nothing of the other members: not their listing, not their fitting data, not the seller's e-mail.
    expect(text).not.toContain('Not mine')
    expect(text).not.toContain('155.5')
    expect(text).not.toContain(seller.email)
    expect(text).not.toContain(stranger.id)

    await db().delete(golferProfiles).where(eq(golferProfiles.userId, user.id))
    const after = (await exportLoader({
      request: getRequest('/profile/data-export', { cookie }),
      params: {},
      context: {},
    } as never)) as Response
    expect(JSON.parse(await after.text()).fitting).toBeNull()
  })
})
