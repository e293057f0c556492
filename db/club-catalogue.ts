/**
 * Writes the club model catalogue (db/club-models/) into the database: every seed row is upserted
 * by its slug, so a new or corrected row reaches every database on its next migration run, and a
 * listing's link to its model survives. Rows are never deleted here (listings point at them).
 */
import { sql } from 'drizzle-orm'
import { clubModelSearchKey, clubModelSlug } from '../app/catalog/passport/club-model-keys'
import type { Database } from '../app/platform/db.server'
import { CLUB_MODEL_SEEDS } from './club-models'
import { clubModels } from './schema'

export async function syncClubCatalogue(database: Database) {
  if (CLUB_MODEL_SEEDS.length === 0) return
  const rows = CLUB_MODEL_SEEDS.map((seed) => ({
    slug: clubModelSlug(seed.brand, seed.model, seed.clubType),
    brand: seed.brand,
    model: seed.model,
    clubType: seed.clubType,
    releaseYear: seed.releaseYear,
    aliases: seed.aliases ?? [],
    searchKey: clubModelSearchKey(seed.brand, seed.model, seed.aliases ?? []),
    heads: seed.heads,
    shafts: seed.shafts,
    stockSet: seed.stockSet ?? null,
    sourceUrl: seed.source.url,
    sourceTitle: seed.source.title,
    confidence: seed.confidence,
    notes: seed.notes ?? null,
    launchPrice: seed.launchPrice?.cents ?? null,
  }))
  for (let start = 0; start < rows.length; start += 100) {
    await database
      .insert(clubModels)
      .values(rows.slice(start, start + 100))
      .onConflictDoUpdate({
        target: clubModels.slug,
        set: {
          brand: sql`excluded.brand`,
          model: sql`excluded.model`,
          clubType: sql`excluded.club_type`,
          releaseYear: sql`excluded.release_year`,
          aliases: sql`excluded.aliases`,
          searchKey: sql`excluded.search_key`,
          heads: sql`excluded.heads`,
          shafts: sql`excluded.shafts`,
          stockSet: sql`excluded.stock_set`,
          sourceUrl: sql`excluded.source_url`,
          sourceTitle: sql`excluded.source_title`,
          confidence: sql`excluded.confidence`,
          notes: sql`excluded.notes`,
          launchPrice: sql`excluded.launch_price`,
          updatedAt: sql`now()`,
        },
      })
  }
}
