/**
 * The seller dashboard's figures and listings (SPEC §2 "Seller dashboard"), from two queries:
 * the four cards as aggregates, and the seller's listings newest first. Revenue is what buyers paid
 * for the seller's items, less what was refunded to them (issue #26 item 6).
 */
import { sql } from 'drizzle-orm'
import { cardImageUrl } from '~/catalog/image-urls.server'
import { sellerSalesSql } from '~/ledger/ledger.server'
import { db, rawQuery } from '~/platform/db.server'
import type { DashboardListing, DashboardStats } from './dashboard'

/** The most listings the dashboard lists. */
export const DASHBOARD_LISTINGS_SHOWN = 250

export async function getDashboardStats(sellerId: string): Promise<DashboardStats> {
  const [row] = await rawQuery<{ revenue: number; active: number; sold: number; orders: number }>(
    db(),
    sql`select (select coalesce(sum(greatest(s.item_amount - s.refunded, 0)), 0)
                  from ${sellerSalesSql(sellerId)} s)::float8 as revenue,
               (count(*) filter (where status = 'active'))::int as active,
               (count(*) filter (where status = 'sold'))::int as sold,
               (select count(*)::int from orders where seller_id = ${sellerId}) as orders
          from products where seller_id = ${sellerId}`,
  )
  return {
    totalRevenue: row?.revenue ?? 0,
    activeListings: row?.active ?? 0,
    itemsSold: row?.sold ?? 0,
    totalOrders: row?.orders ?? 0,
  }
}

export async function listDashboardListings(sellerId: string): Promise<DashboardListing[]> {
  const rows = await rawQuery<{
    id: string
    name: string
    brand: string
    price: number
    original_price: number | null
    status: string
    image: string | null
    views_count: number
    favourites_count: number
    created_at: Date | string
  }>(
    db(),
    sql`select id, name, brand, price, original_price, status, images[1] as image, views_count, created_at,
               (select count(*)::int from favourites f where f.product_id = products.id) as favourites_count
          from products where seller_id = ${sellerId}
         order by created_at desc, id desc
         limit ${DASHBOARD_LISTINGS_SHOWN}`,
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    brand: row.brand,
    price: row.price,
    originalPrice: row.original_price,
    status: row.status,
    imageUrl: cardImageUrl(row.image),
    viewsCount: row.views_count,
    favouritesCount: row.favourites_count,
    createdAt: new Date(row.created_at).toISOString(),
  }))
}
