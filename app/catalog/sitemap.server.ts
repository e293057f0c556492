import { asc, count, eq, max } from 'drizzle-orm'
import { readDb } from '~/platform/db.server'
import { products } from '../../db/schema'

/** A product for the sitemap: only listings browse shows (products.browse_visible). */
export interface SitemapProduct {
  id: string
  updatedAt: Date
}

export async function countSitemapProducts(): Promise<number> {
  const [row] = await readDb().select({ n: count() }).from(products).where(eq(products.browseVisible, true))
  return row?.n ?? 0
}

/** The newest change to a visible listing, per subcategory: the lastmod of the browse pages. */
export async function latestProductChanges(): Promise<Map<string, Date>> {
  const rows = await readDb()
    .select({ subcategory: products.subcategory, updatedAt: max(products.updatedAt) })
    .from(products)
    .where(eq(products.browseVisible, true))
    .groupBy(products.subcategory)
  return new Map(rows.flatMap((row) => (row.updatedAt ? [[row.subcategory, row.updatedAt]] : [])))
}

/** The `page`-th slice (from 0) of `size` visible listings in id order. */
export async function sitemapProducts(page: number, size: number): Promise<SitemapProduct[]> {
  return readDb()
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.browseVisible, true))
    .orderBy(asc(products.id))
    .offset(page * size)
    .limit(size)
}
