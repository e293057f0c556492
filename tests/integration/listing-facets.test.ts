import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { parseBrowseQuery } from '~/catalog/browse'
import { browseListings, invalidateBrowseCache } from '~/catalog/browse.server'
import { rawQuery } from '~/platform/db.server'
import { addProductSpecs, createProduct, createSeller } from '../../db/factories'
import { productSpecs, products } from '../../db/schema'
import { useTestDatabase } from '../support/db'

/** The passport's golf facets as products holds them (spec_*, club_hand, club_player). */
interface CopyRow {
  spec_club_type: string | null
  spec_hand: string | null
  spec_player: string | null
  spec_flex: string | null
  spec_loft: number | null
  spec_shaft: string | null
  spec_set_clubs: string[] | null
  spec_model_year: number | null
  spec_modifications: number | null
  club_hand: string | null
  club_player: string | null
}

/**
 * Decision 0070: the golf facets of a listing's passport are copied onto products by triggers on
 * product_specs, and browse filters and counts them from there. The copy follows every insert,
 * update and delete of a passport, so an edit moves the listing between filters at once.
 */
describe('golf facets copied onto listings', () => {
  const db = useTestDatabase()
  beforeEach(() => invalidateBrowseCache())

  async function copyOf(productId: string) {
    const [row] = await rawQuery<CopyRow>(
      db(),
      sql`select spec_club_type, spec_hand, spec_player, spec_flex, spec_loft, spec_shaft, spec_set_clubs,
                 spec_model_year, spec_modifications, club_hand, club_player
          from products where id = ${productId}`,
    )
    return row
  }

  async function browse(search: string) {
    invalidateBrowseCache()
    return browseListings(parseBrowseQuery(new URLSearchParams(search)))
  }

  async function club(name: string, size: string | null = null) {
    const sellerId = (await createSeller(db())).user.id
    return createProduct(db(), { sellerId, name, subcategory: 'clubs', size, price: 30_000 })
  }

  it('follows insert, update and delete of the passport, falling back to the size without one', async () => {
    const driver = await club('Copycheck Driver', "Women's")
    expect(await copyOf(driver.id)).toMatchObject({ spec_hand: null, club_hand: null, club_player: 'womens' })

    await addProductSpecs(db(), driver.id, {
      clubType: 'driver',
      hand: 'left',
      player: 'mens',
      flex: 'S',
      loft: 10.5,
      shaftMaterial: 'graphite',
      modelYear: 2022,
    })
    expect(await copyOf(driver.id)).toEqual({
      spec_club_type: 'driver',
      spec_hand: 'left',
      spec_player: 'mens',
      spec_flex: 'S',
      spec_loft: 10.5,
      spec_shaft: 'graphite',
      spec_set_clubs: null,
      spec_model_year: 2022,
      spec_modifications: 0,
      club_hand: 'left',
      club_player: 'mens',
    })

    // The wizard's save (an upsert), then a direct update of one column.
    await addProductSpecs(db(), driver.id, { clubType: 'driver', hand: 'right', flex: 'R', loft: 9 })
    expect(await copyOf(driver.id)).toMatchObject({
      spec_hand: 'right',
      spec_player: null,
      spec_flex: 'R',
      spec_loft: 9,
      spec_shaft: null,
      spec_model_year: null,
      club_hand: 'right',
      club_player: 'womens',
    })
    await db().update(productSpecs).set({ flex: 'X' }).where(eq(productSpecs.productId, driver.id))
    expect((await copyOf(driver.id))?.spec_flex).toBe('X')

    // Deleted: every copy is null again, and the hand and player come from the size.
    await db().delete(productSpecs).where(eq(productSpecs.productId, driver.id))
    expect(await copyOf(driver.id)).toEqual({
      spec_club_type: null,
      spec_hand: null,
      spec_player: null,
      spec_flex: null,
      spec_loft: null,
      spec_shaft: null,
      spec_set_clubs: null,
      spec_model_year: null,
      spec_modifications: null,
      club_hand: null,
      club_player: 'womens',
    })
  })

  it('keeps the copy through a sale and a relisting, and a listing deleted with its passport', async () => {
    const iron = await club('Copycheck Irons')
    await addProductSpecs(db(), iron.id, { clubType: 'iron-set', setClubs: ['5', '6', '7', '8', '9', 'PW'] })
    await db().update(products).set({ status: 'sold' }).where(eq(products.id, iron.id))
    await db().update(products).set({ status: 'active' }).where(eq(products.id, iron.id))
    expect(await copyOf(iron.id)).toMatchObject({
      spec_club_type: 'iron-set',
      spec_set_clubs: ['5', '6', '7', '8', '9', 'PW'],
    })
    expect((await browse('set=5-PW')).items.map((item) => item.id)).toEqual([iron.id])

    // The passport goes with its listing (cascade): nothing is left to copy to.
    await db().delete(products).where(eq(products.id, iron.id))
    const [left] = await rawQuery<{ count: number }>(
      db(),
      sql`select count(*)::int as count from product_specs where product_id = ${iron.id}`,
    )
    expect(left?.count).toBe(0)
  })

  it('a passport edit moves the listing between filtered browse pages and their counts', async () => {
    const moved = await club('Movecheck Driver')
    const other = await club('Movecheck Other Driver')
    await addProductSpecs(db(), moved.id, { clubType: 'driver', hand: 'left', flex: 'S' })
    await addProductSpecs(db(), other.id, { clubType: 'driver', hand: 'right', flex: 'S' })

    const before = await browse('subcategory=clubs&hand=left&flex=S')
    expect(before.items.map((item) => item.id)).toEqual([moved.id])
    expect(before.total).toBe(1)
    // Each count ignores its own filter: the hands count every stiff driver, the flexes the left ones.
    expect(before.facets.golf.hands).toMatchObject({ left: 1, right: 1 })
    expect(before.facets.golf.flexes).toMatchObject({ S: 1, R: 0 })
    // A golf word beside a plain word is tested on the plain word's matches: by the passport here.
    expect((await browse('q=movecheck+zurdo')).items.map((item) => item.id)).toEqual([moved.id])

    // The seller changes hand and flex: the listing leaves the left-handed stiff page.
    await addProductSpecs(db(), moved.id, { clubType: 'driver', hand: 'right', flex: 'R' })
    const after = await browse('subcategory=clubs&hand=left&flex=S')
    expect(after.items).toEqual([])
    expect(after.total).toBe(0)
    expect(after.facets.golf.hands).toMatchObject({ left: 0, right: 1 })
    const right = await browse('subcategory=clubs&hand=right')
    expect(right.items.map((item) => item.id).sort()).toEqual([moved.id, other.id].sort())
    expect(right.facets.golf.flexes).toMatchObject({ S: 1, R: 1 })
    // Golf words read the same copy: "zurdo" (left-handed) no longer finds it by its passport.
    expect((await browse('q=zurdo')).items).toEqual([])
    expect((await browse('q=movecheck+zurdo')).items).toEqual([])
    expect((await browse('q=movecheck+diestro')).items.map((item) => item.id).sort()).toEqual(
      [moved.id, other.id].sort(),
    )
    expect((await browse('q=diestro')).items.map((item) => item.id).sort()).toEqual(
      [moved.id, other.id].sort(),
    )

    // Passport removed: no hand or flex any more, so neither filter finds it.
    await db().delete(productSpecs).where(eq(productSpecs.productId, moved.id))
    const gone = await browse('subcategory=clubs&hand=right')
    expect(gone.items.map((item) => item.id)).toEqual([other.id])
    expect(gone.facets.golf.flexes).toMatchObject({ S: 1, R: 0 })
  })
})
