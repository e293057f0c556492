import { sql } from 'drizzle-orm'
import { createCache } from '~/platform/cache.server'
import { sharedCacheTopic } from '~/platform/cache-bus.server'
import { db, rawQuery } from '~/platform/db.server'
import type { ListingCounts } from './browse'
import { getListingCounts } from './browse.server'

export interface MarketplaceStats {
  /** Members with a profile name: the golfers of the community. */
  golfers: number
  /** Listings that reached the status sold. */
  itemsSold: number
  /** Listings a buyer can find in browse now, in total and per subcategory. */
  listings: ListingCounts
}

// Community figures move slowly; one query a minute per process is plenty.
const communityCache = createCache<{ golfers: number; itemsSold: number }>({ ttlMs: 60_000, maxEntries: 1 })

/** The live figures of /home: members, items sold, and the browse counts (SPEC §2 "Home"). */
export async function getMarketplaceStats(): Promise<MarketplaceStats> {
  const [community, listings] = await Promise.all([
    communityCache.get('all', async () => {
      const [row] = await rawQuery<{ golfers: number; items_sold: number }>(
        db(),
        sql`select (select count(*)::int from profiles where coalesce(trim(name), '') <> '') as golfers,
                   (select count(*)::int from products where status = 'sold') as items_sold`,
      )
      return { golfers: row?.golfers ?? 0, itemsSold: row?.items_sold ?? 0 }
    }),
    getListingCounts(),
  ])
  return { ...community, listings }
}

/** Tests and writes that change the community figures can ask for fresh ones. */
export const invalidateMarketplaceStats: () => void = sharedCacheTopic('marketplace-stats', () =>
  communityCache.clear(),
)
