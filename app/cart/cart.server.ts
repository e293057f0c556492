/**
 * The cart on the database (SPEC §7 cart_items; §5 "Cart"). The user is always the signed-in user
 * passed in by the route, never a value from the form, and each statement names them in its WHERE
 * clause: another user's line is "not found" and stays as it was. Prices, statuses and owners are
 * read from the products table, never taken from the browser.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import { cardImageUrl } from '~/catalog/image-urls.server'
import { isUuid } from '~/catalog/product'
import { clock } from '~/platform/clock.server'
import { db, rawQuery } from '~/platform/db.server'
import { log } from '~/platform/log.server'
import { cartItems, products } from '../../db/schema'
import type { AddOutcome, CartItem } from './cart'

/** A cart line's product columns as the buyer `userId` sees them at `now`. */
function lineColumns(userId: string, now: Date) {
  return {
    productId: products.id,
    name: products.name,
    brand: products.brand,
    condition: products.condition,
    size: products.size,
    // An accepted offer (issue #15, app/messages/offers.server.ts) reserves the listing: its buyer
    // pays the agreed amount, and to everyone else it is 'reserved' (not available).
    price: sql<number>`coalesce((select o.amount from offers o where o.product_id = ${products.id}
      and o.buyer_id = ${userId} and o.status = 'accepted' and o.reserved_until > ${now.toISOString()}::timestamptz), ${products.price})`,
    images: products.images,
    status: sql<string>`case when ${products.status} = 'active' and exists (select 1 from offers o
      where o.product_id = ${products.id} and o.buyer_id <> ${userId} and o.status = 'accepted'
        and o.reserved_until > ${now.toISOString()}::timestamptz) then 'reserved' else ${products.status} end`,
    sellerId: products.sellerId,
    shippingOptions: products.shippingOptions,
  }
}

/** The user's cart lines with their products as they are now, newest first. */
export async function listCart(userId: string, now = clock.now()): Promise<CartItem[]> {
  const rows = await db()
    .select({ id: cartItems.id, quantity: cartItems.quantity, ...lineColumns(userId, now) })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id))
  return rows.map(({ images, ...row }) => ({ ...row, imageUrl: cardImageUrl(images[0]) }))
}

/**
 * "Buy now" (issue #31): the one listing as a line of its own, read like a cart line, whether or
 * not it is in the cart (the cart is left as it is). Empty for an unknown id.
 */
export async function buyNowLines(userId: string, productId: string, now = clock.now()): Promise<CartItem[]> {
  if (!isUuid(productId)) return []
  const rows = await db().select(lineColumns(userId, now)).from(products).where(eq(products.id, productId))
  return rows.map(({ images, ...row }) => ({
    ...row,
    id: '',
    quantity: 1,
    imageUrl: cardImageUrl(images[0]),
  }))
}

/**
 * Adds a product with quantity 1 (SPEC §5). One statement decides: the row is only written for
 * an active listing of another seller, and the unique (user, product) index turns a second add
 * into nothing (so two quick clicks cannot make two lines). When nothing was written, a read says
 * why, in the order a buyer would want to hear it.
 */
export async function addToCart(userId: string, productId: string): Promise<AddOutcome> {
  const inserted = await rawQuery<{ id: string }>(
    db(),
    sql`insert into cart_items (user_id, product_id, quantity)
        select ${userId}, p.id, 1
          from products p
         where p.id = ${productId}
           and p.status = 'active'
           and p.seller_id is not null
           and p.seller_id <> ${userId}
        on conflict (user_id, product_id) do nothing
        returning id`,
  )
  if (inserted.length) {
    log.info('cart.added', { userId, productId })
    return 'added'
  }
  const [product] = await db()
    .select({ status: products.status, sellerId: products.sellerId })
    .from(products)
    .where(eq(products.id, productId))
  if (!product) return 'not-found'
  if (product.sellerId === userId) return 'own'
  if (product.status !== 'active' || product.sellerId === null) return 'unavailable'
  return 'already'
}

/**
 * Sets the quantity of one of the user's lines; 0 or less removes it (SPEC §5). 'not-found' when
 * the line is not theirs (or no longer exists): nothing changed.
 */
export async function setQuantity(
  userId: string,
  itemId: string,
  quantity: number,
): Promise<'updated' | 'removed' | 'not-found'> {
  if (quantity <= 0) return (await removeFromCart(userId, itemId)) ? 'removed' : 'not-found'
  const changed = await db()
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id })
  return changed.length ? 'updated' : 'not-found'
}

/** Removes one of the user's lines. False when it is not theirs (or already gone). */
export async function removeFromCart(userId: string, itemId: string): Promise<boolean> {
  const removed = await db()
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id })
  return removed.length > 0
}
