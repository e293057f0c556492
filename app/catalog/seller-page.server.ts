/**
 * The public seller page (SPEC §2 "Public seller page", §3 "Seller stats", §7 "profiles select id,
 * name, profile_picture, city, created_at by id" and "products select by seller_id ordered by
 * created_at descending"): the profile with its statistics in one query, the listings of one tab
 * in another.
 */
import { sql } from 'drizzle-orm'
import { sellerSalesSql } from '~/ledger/ledger.server'
import { rawQuery, readDb } from '~/platform/db.server'
import { mediaUrl } from '~/platform/storage.server'
import type { ProductCardData } from './browse'
import { cardImageUrl } from './image-urls.server'
import { attachCardSpecs } from './passport/card-specs.server'
import { isUuid, type SellerKind, sellerKindOf } from './product'
import { type MemberRating, memberRating, sellerDisplayName } from './seller-display'
import { conditionOf } from './taxonomy'

/** SPEC §3 "Seller stats". Money in cents. */
export interface SellerStats {
  totalListings: number
  activeListings: number
  soldListings: number
  totalViews: number
  /**
   * Average price the seller's items sold at, as charged (an accepted offer's amount, shipping left
   * out; orders cancelled or refunded in full left out), rounded to the cent; null before the first
   * sale through the checkout (issue #26 item 6).
   */
  avgSoldPrice: number | null
  memberSince: string
}

export interface SellerProfile {
  id: string
  /** First name and surname initial; null for a private seller (no name, or "Unknown Seller"). */
  name: string | null
  city: string | null
  avatarUrl: string | null
  memberSince: string
  kind: SellerKind | null
  /** From the revealed reviews about them (issue #16); null before the first. */
  rating: MemberRating | null
}

export const SELLER_TABS = ['active', 'past'] as const
export type SellerTab = (typeof SELLER_TABS)[number]

/** The most listings one tab shows (newest first). */
export const SELLER_PAGE_LISTINGS = 96

interface ProfileRow {
  id: string
  name: string | null
  surname: string | null
  city: string | null
  profile_picture: string | null
  created_at: Date | string
  seller_kind: string | null
  total: number
  active: number
  sold: number
  views: number
  avg_sold: number | null
  review_count: number | null
  rating_sum: number | null
}

/** The seller's profile and statistics; null when there is no profile with this id (SPEC: PGRST116). */
export async function getSellerProfile(
  sellerId: string,
): Promise<{ profile: SellerProfile; stats: SellerStats } | null> {
  if (!isUuid(sellerId)) return null
  const [row] = await rawQuery<ProfileRow>(
    readDb(),
    sql`select pr.id, pr.name, pr.surname, pr.city, pr.profile_picture, pr.created_at,
               pr.seller_kind, s.*, a.avg_sold,
               ur.review_count, ur.rating_sum
          from profiles pr
          left join user_ratings ur on ur.user_id = pr.id
          cross join lateral (
            select count(*)::int as total,
                   (count(*) filter (where status = 'active'))::int as active,
                   (count(*) filter (where status = 'sold'))::int as sold,
                   coalesce(sum(views_count), 0)::float8 as views
              from products where seller_id = pr.id and moderation_hold is null
          ) s
          cross join lateral (
            select round(avg(sale.item_amount))::float8 as avg_sold
              from ${sellerSalesSql(sellerId)} sale
             where not exists (select 1 from products hp where hp.id = sale.product_id and hp.moderation_hold is not null)
          ) a
         where pr.id = ${sellerId}`,
  )
  if (!row) return null
  const memberSince = new Date(row.created_at).toISOString()
  return {
    profile: {
      id: row.id,
      name: sellerDisplayName(row.name, row.surname),
      city: row.city,
      avatarUrl: mediaUrl(row.profile_picture),
      memberSince,
      kind: sellerKindOf(row.seller_kind),
      rating: memberRating(row.review_count, row.rating_sum),
    },
    stats: {
      totalListings: row.total,
      activeListings: row.active,
      soldListings: row.sold,
      totalViews: row.views,
      avgSoldPrice: row.avg_sold,
      memberSince,
    },
  }
}

interface ListingRow {
  id: string
  name: string
  brand: string
  price: number
  original_price: number | null
  image: string | null
  status: string
  condition: string
}

/**
 * A seller's listings as cards, newest first: the active ones, the past ones (sold and every
 * other status), or all of them (the seller's own profile); the latter two carry their status.
 */
export async function sellerListingCards(
  seller: { id: string; name: string | null; rating: MemberRating | null },
  which: SellerTab | 'all',
  limit = SELLER_PAGE_LISTINGS,
): Promise<ProductCardData[]> {
  const filter =
    which === 'active'
      ? sql`and status = 'active'`
      : // What the operator took down is not shown to the public (issue #14).
        which === 'past'
        ? sql`and status <> 'active' and moderation_hold is null`
        : sql``
  const rows = await rawQuery<ListingRow>(
    readDb(),
    sql`select id, name, brand, price, original_price, images[1] as image, status, condition
          from products
         where seller_id = ${seller.id} ${filter}
         order by created_at desc, id desc
         limit ${limit}`,
  )
  const cards = rows.map((row) => ({
    id: row.id,
    name: row.name,
    brand: row.brand,
    price: row.price,
    originalPrice: row.original_price,
    imageUrl: cardImageUrl(row.image),
    condition: conditionOf(row.condition),
    seller: seller.name ? { id: seller.id, name: seller.name, rating: seller.rating } : null,
    // All cards of the active tab are active: a badge there would say nothing.
    ...(which === 'active' ? {} : { status: row.status }),
  }))
  // Club type, hand and flex at a glance (issue #27).
  return attachCardSpecs(cards)
}
