/**
 * Club models sellers typed by hand because the catalogue does not hold them (issue #27 item 3:
 * "kept apart for an operator to add to the catalogue"): product_specs rows with a model_name and
 * no club_model_id, grouped by brand, model and club type as typed (letter case aside).
 */
import { sql } from 'drizzle-orm'
import { db, rawQuery } from '~/platform/db.server'

export interface TypedClubModel {
  brand: string
  model: string
  clubType: string | null
  listings: number
  newestProductId: string
}

/** The typed-in models, most listed first (what is worth adding to the catalogue first). */
export async function typedClubModels(limit = 200): Promise<TypedClubModel[]> {
  type Row = {
    brand: string
    model: string
    club_type: string | null
    listings: number
    newest_product_id: string
  }
  const rows = await rawQuery<Row>(
    db(),
    sql`select min(p.brand) as brand,
               min(s.model_name) as model,
               s.club_type,
               count(*)::int as listings,
               (array_agg(p.id::text order by p.created_at desc))[1] as newest_product_id
          from product_specs s
          join products p on p.id = s.product_id
         where s.model_name is not null and s.club_model_id is null
         group by lower(p.brand), lower(s.model_name), s.club_type
         order by count(*) desc, min(p.brand), min(s.model_name)
         limit ${limit}`,
  )
  return rows.map((row) => ({
    brand: row.brand,
    model: row.model,
    clubType: row.club_type,
    listings: Number(row.listings),
    newestProductId: row.newest_product_id,
  }))
}
