/**
 * Reading one listing for its product page (SPEC §2 "Product detail", §7 "products select single
 * by id"): the listing and its seller in one query.
 */
import { sql } from 'drizzle-orm'
import { rawQuery, readDb } from '~/platform/db.server'
import { mediaUrl } from '~/platform/storage.server'
import { isPhotoSlot } from './condition/photo-slots'
import { cardImageUrl, detailImageUrl, fullImageUrl } from './image-urls.server'
import { isUuid, type ProductDetail, sellerKindOf } from './product'
import { memberRating, sellerDisplayName } from './seller-display'
import { CONDITIONS, SHIPPING_OPTIONS, type ShippingOption } from './taxonomy'

interface ProductRow {
  id: string
  name: string
  brand: string
  condition: string
  size: string | null
  price: number
  original_price: number | null
  images: string[]
  image_slots: string[]
  category: string
  subcategory: string
  description: string
  location: string | null
  status: string
  shipping_options: string[]
  created_at: Date | string
  views_count: number
  seller_id: string | null
  profile_id: string | null
  seller_name: string | null
  seller_surname: string | null
  seller_picture: string | null
  seller_city: string | null
  seller_since: Date | string | null
  seller_kind: string | null
  seller_review_count: number | null
  seller_rating_sum: number | null
}

const iso = (value: Date | string) => new Date(value).toISOString()

export async function getProductDetail(id: string): Promise<ProductDetail | null> {
  if (!isUuid(id)) return null
  const [row] = await rawQuery<ProductRow>(
    readDb(),
    sql`select p.id, p.name, p.brand, p.condition, p.size, p.price, p.original_price, p.images, p.image_slots, p.category,
               p.subcategory, p.description, p.location, p.status, p.shipping_options, p.created_at,
               p.views_count, p.seller_id,
               pr.id as profile_id, pr.name as seller_name, pr.surname as seller_surname,
               pr.profile_picture as seller_picture, pr.city as seller_city, pr.created_at as seller_since,
               pr.seller_kind,
               sr.review_count as seller_review_count, sr.rating_sum as seller_rating_sum
          from products p
          left join profiles pr on pr.id = p.seller_id
          left join user_ratings sr on sr.user_id = p.seller_id
         where p.id = ${id} and p.moderation_hold is null`,
  )
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    condition: CONDITIONS.find((c) => c === row.condition) ?? 'Good',
    size: row.size,
    price: row.price,
    originalPrice: row.original_price,
    photos: row.images.flatMap((image, index) => {
      const url = fullImageUrl(image)
      if (!url) return []
      const slot = row.image_slots[index]
      return [
        {
          url,
          thumbUrl: cardImageUrl(image) ?? url,
          zoomUrl: detailImageUrl(image) ?? url,
          slot: isPhotoSlot(slot) ? slot : ('' as const),
        },
      ]
    }),
    category: row.category,
    subcategory: row.subcategory,
    description: row.description,
    location: row.location,
    status: row.status,
    shippingOptions: row.shipping_options.filter((option): option is ShippingOption =>
      (SHIPPING_OPTIONS as readonly string[]).includes(option),
    ),
    createdAt: iso(row.created_at),
    viewsCount: row.views_count,
    sellerId: row.seller_id,
    seller:
      row.seller_id && row.profile_id
        ? {
            id: row.seller_id,
            name: sellerDisplayName(row.seller_name, row.seller_surname),
            firstName: sellerDisplayName(row.seller_name) ? (row.seller_name?.trim() ?? null) : null,
            avatarUrl: mediaUrl(row.seller_picture),
            city: row.seller_city,
            memberSince: iso(row.seller_since ?? row.created_at),
            kind: sellerKindOf(row.seller_kind),
            rating: memberRating(row.seller_review_count, row.seller_rating_sum),
          }
        : null,
  }
}
