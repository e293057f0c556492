/**
 * Favourites (issue #16 item 3): the heart saves a listing for the signed-in user. The user is
 * always the guard's, never a value from the form; every statement names them in its WHERE clause.
 */
import { and, eq, sql } from 'drizzle-orm'
import { cardImageUrl } from '~/catalog/image-urls.server'
import { db, rawQuery } from '~/platform/db.server'
import { favourites } from '../../db/schema'
import { FAVOURITES_SHOWN, type FavouriteListing } from './favourites'

/**
 * Saves a listing for `userId`. Only a listing on sale that is not their own can be saved; false
 * otherwise (nothing changes). Saving twice keeps one row.
 */
export async function addFavourite(userId: string, productId: string): Promise<boolean> {
  const rows = await rawQuery<{ product_id: string }>(
    db(),
    sql`insert into favourites (user_id, product_id)
        select ${userId}, p.id from products p
         where p.id = ${productId} and p.status = 'active' and p.seller_id is distinct from ${userId}
        on conflict (user_id, product_id) do update set user_id = excluded.user_id
        returning product_id`,
  )
  return rows.length > 0
}

/** Forgets a saved listing of `userId` (any status). False when it was not saved. */
export async function removeFavourite(userId: string, productId: string): Promise<boolean> {
  const removed = await db()
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)))
    .returning({ productId: favourites.productId })
  return removed.length > 0
}

/** Whether `userId` saved the listing, and how many people saved it. */
export async function favouriteState(
  userId: string | null,
  productId: string,
): Promise<{ saved: boolean; count: number }> {
  const [row] = await rawQuery<{ count: number; saved: boolean }>(
    db(),
    sql`select count(*)::int as count,
               coalesce(bool_or(user_id = ${userId ?? null}::uuid), false) as saved
          from favourites where product_id = ${productId}`,
  )
  return { saved: row?.saved ?? false, count: row?.count ?? 0 }
}

/** The listings `userId` saved (any status): the hearts on the cards (issue #31). */
export async function favouriteIds(userId: string): Promise<string[]> {
  const rows = await db()
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
  return rows.map((row) => row.productId)
}

/** How many people saved each of `productIds` (a listing nobody saved is left out). */
export async function favouriteCounts(productIds: string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map()
  const rows = await rawQuery<{ product_id: string; count: number }>(
    db(),
    sql`select product_id, count(*)::int as count from favourites
         where product_id = any(${sql.param(productIds)}::uuid[]) group by product_id`,
  )
  return new Map(rows.map((row) => [row.product_id, row.count]))
}

/** The user's saved listings, newest saved first, with their price and status as they are now. */
export async function listFavourites(userId: string): Promise<FavouriteListing[]> {
  const rows = await rawQuery<{
    id: string
    name: string
    brand: string
    price: number
    original_price: number | null
    status: string
    browse_visible: boolean
    image: string | null
    saved_at: Date | string
  }>(
    db(),
    sql`select p.id, p.name, p.brand, p.price, p.original_price, p.status, p.browse_visible,
               p.images[1] as image, f.created_at as saved_at
          from favourites f join products p on p.id = f.product_id
         where f.user_id = ${userId}
         order by f.created_at desc, p.id
         limit ${FAVOURITES_SHOWN}`,
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    brand: row.brand,
    price: row.price,
    originalPrice: row.original_price,
    status: row.status,
    available: row.browse_visible,
    imageUrl: cardImageUrl(row.image),
    savedAt: new Date(row.saved_at).toISOString(),
  }))
}
