/**
 * The alert jobs (issue #16 item 4). Other domains enqueue them by name where a listing changes, in
 * the transaction of the change (app/selling publishes and reprices, app/checkout and app/selling
 * mark listings sold); the digest is enqueued for the next 08:00 UTC by the injected clock.
 */
import { defineJobs } from '~/platform/jobs/registry'
import { alertFavouriteSold, alertNewListing, alertPriceDrop, sendDigest } from './alerts.server'
import { sendPriceHints } from './price-hints.server'
import { alertWantedListing } from './wanted.server'

declare module '~/platform/jobs/registry' {
  interface JobPayloads {
    /** A listing was published: match it against the saved searches and the wanted requests. */
    'alerts.listing-published': { productId: string }
    /** A listing's price changed from `fromPrice` (euro cents): tell those who saved it if it dropped. */
    'alerts.price-changed': { productId: string; fromPrice: number }
    /** A listing sold: tell those who saved it, with similar listings. */
    'alerts.listing-sold': { productId: string }
    /** One user's daily digest, due at `due` (ISO time). */
    'alerts.digest': { userId: string; due: string }
    /** Daily: price suggestions for listings with no activity for 14 days (issue #29). */
    'alerts.price-hints': Record<string, never>
  }
}

export const alertJobs = defineJobs({
  'alerts.listing-published': {
    timeoutSeconds: 120,
    async handler({ productId }) {
      await alertNewListing(productId)
      // Golfers whose set it completes (issue #30 item 4): once per request and listing.
      await alertWantedListing(productId)
    },
  },
  'alerts.price-changed': {
    async handler({ productId, fromPrice }) {
      await alertPriceDrop(productId, fromPrice)
    },
  },
  'alerts.listing-sold': {
    async handler({ productId }) {
      await alertFavouriteSold(productId)
    },
  },
  'alerts.digest': {
    async handler({ userId, due }) {
      await sendDigest(userId, due)
    },
  },
  'alerts.price-hints': {
    timeoutSeconds: 600,
    cron: { expression: '41 9 * * *', payload: {} },
    async handler() {
      await sendPriceHints()
    },
  },
})
