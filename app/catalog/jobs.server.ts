/**
 * The catalogue's jobs (docs/decisions/0026-job-queue-and-outbox.md): the price guide's nightly
 * rebuild (issue #29, docs/decisions/0055-price-guide.md) and the pruning of listing_changes that
 * every instance's browse index has read (decision 0075).
 */
import { clock } from '~/platform/clock.server'
import { db } from '~/platform/db.server'
import { defineJobs } from '~/platform/jobs/registry'
import { log } from '~/platform/log.server'
import { invalidateBrowseCache } from './browse.server'
import { pruneListingChanges } from './browse-index/browse-index.server'
import { rebuildPriceGuide } from './price-guide/price-guide.server'

declare module '~/platform/jobs/registry' {
  interface JobPayloads {
    /** Every night: model_sales from the last 12 months' completed orders, then price_guides. */
    'catalog.price-guide': Record<string, never>
    /** Every ten minutes: listing_changes older than an hour go (every instance has read them). */
    'catalog.prune-listing-changes': Record<string, never>
  }
}

/** 03:23 UTC, a quiet hour in Europe. */
export const PRICE_GUIDE_CRON = '23 3 * * *'

export const catalogJobs = defineJobs({
  'catalog.price-guide': {
    retryLimit: 2,
    timeoutSeconds: 600,
    cron: { expression: PRICE_GUIDE_CRON, payload: {} },
    handler: async () => {
      const started = Date.now()
      const result = await rebuildPriceGuide(db(), clock.now())
      // The new guide shows at once on model and product pages (and their shared data), everywhere.
      invalidateBrowseCache()
      log.info('price_guide.rebuilt', { ...result, ms: Date.now() - started })
    },
  },
  'catalog.prune-listing-changes': {
    retryLimit: 2,
    timeoutSeconds: 300,
    cron: { expression: '*/10 * * * *', payload: {} },
    handler: async () => {
      const deleted = await pruneListingChanges(clock.now())
      if (deleted > 0) log.info('browse_index.changes_pruned', { deleted })
    },
  },
})
