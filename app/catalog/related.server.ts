/**
 * The two rows under a product (issue #11 item 4): "More from this seller" and "Similar items"
 * (same subcategory, the nearest prices). Both show only listings browse shows (the generated
 * column products.browse_visible), never the product itself, and each is a short walk along an
 * index: the seller's listings along products_seller_id_created_at_idx, the subcategory's prices
 * along products_browse_subcategory_price_idx, up and down from the product's price.
 *
 * Like browse's result pages (decision 0015) the rows are the same for every visitor, so this
 * process reuses them for BROWSE_CACHE_SECONDS; invalidateBrowseCache() forgets them too.
 */
import { sql } from 'drizzle-orm'
import { createCache } from '~/platform/cache.server'
import { rawQuery, readDb } from '~/platform/db.server'
import { env } from '~/platform/env.server'
import type { ProductCardData } from './browse'
import { CARD_COLUMNS, CARD_SELLER_JOINS, type CardRow, toCard } from './browse.server'

/** Cards per row: one row of four on a wide screen. */
export const RELATED_LISTINGS = 4

export interface RelatedListings {
  fromSeller: ProductCardData[]
  similar: ProductCardData[]
}

/** The product the rows are about (read by the product page's own query). */
export interface RelatedTo {
  id: string
  sellerId: string | null
  subcategory: string
  price: number
}

/** The seller's other visible listings, newest first. */
async function fromSeller(product: RelatedTo, limit: number) {
  if (!product.sellerId) return []
  const rows = await rawQuery<CardRow>(
    readDb(),
    sql`select ${CARD_COLUMNS}
          from products c ${CARD_SELLER_JOINS}
         where c.seller_id = ${product.sellerId} and c.browse_visible and c.id <> ${product.id}
         order by c.created_at desc, c.id desc
         limit ${limit}`,
  )
  return rows.map(toCard)
}

/**
 * Visible listings of the same subcategory by other sellers, closest in price first (ties: the
 * cheaper, then the newer). `limit` listings at or above the price and `limit` below are read
 * along the price index; the closest of those are the closest of all.
 */
async function similar(product: RelatedTo, limit: number) {
  const seller = product.sellerId
  const notSeller = seller ? sql`and (c.seller_id is distinct from ${seller})` : sql``
  const rows = await rawQuery<CardRow>(
    readDb(),
    sql`select ${CARD_COLUMNS}
          from (
            (select c.id from products c
              where c.browse_visible and c.subcategory = ${product.subcategory} and c.price >= ${product.price}
                and c.id <> ${product.id} ${notSeller}
              order by c.price asc, c.id asc limit ${limit})
            union all
            (select c.id from products c
              where c.browse_visible and c.subcategory = ${product.subcategory} and c.price < ${product.price}
                and c.id <> ${product.id} ${notSeller}
              order by c.price desc, c.id desc limit ${limit})
          ) near
          join products c on c.id = near.id
          ${CARD_SELLER_JOINS}
         order by abs(c.price - ${product.price}) asc, c.price asc, c.created_at desc, c.id asc
         limit ${limit}`,
  )
  return rows.map(toCard)
}

let cache: ReturnType<typeof createCache<RelatedListings>> | undefined
const relatedCache = () => {
  cache ??= createCache({ ttlMs: env().BROWSE_CACHE_SECONDS * 1000, maxEntries: 1000 })
  return cache
}

/**
 * Both rows for a product page. "Similar items" leaves out the seller's own listings: those have
 * their row already.
 */
export function relatedListings(product: RelatedTo, limit = RELATED_LISTINGS): Promise<RelatedListings> {
  const key = `${product.id}:${product.sellerId}:${product.subcategory}:${product.price}:${limit}`
  return relatedCache().get(key, async () => {
    const [seller, near] = await Promise.all([fromSeller(product, limit), similar(product, limit)])
    return { fromSeller: seller, similar: near }
  })
}

/** Forgets the cached rows (called by invalidateBrowseCache after a write). */
export function invalidateRelatedCache() {
  cache?.clear()
}
