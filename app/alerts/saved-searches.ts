/**
 * Saved searches as the pages see them (isomorphic). A saved search is a browse state kept as the
 * canonical query string of its address (browseHref without the page), so that opening it, and
 * every alert it sends, is exactly that /browse.
 */
import { type BrowseQuery, browseHref, parseBrowseQuery } from '~/catalog/browse'
import type { AlertFrequency } from './alert-kinds'

export interface SavedSearch {
  id: string
  /** The browse address it opens ("/browse?q=putter&sort=price_asc"). */
  href: string
  q: string | null
  subcategory: string | null
  /** How many filters it keeps (a price range counts once). */
  filterCount: number
  sort: string
  frequency: AlertFrequency
  /** Alert only for listings the price guide calls a good price (issue #29). */
  goodPriceOnly: boolean
  /** Alert only for listings that fit the searcher's golfer profile (issue #30). */
  fitsOnly: boolean
  createdAt: string
}

/** The stored form of a browse state: its query string, without the page. */
export function savedQueryOf(query: BrowseQuery): string {
  const href = browseHref({ ...query, page: 1 })
  const cut = href.indexOf('?')
  return cut === -1 ? '' : href.slice(cut + 1)
}

/** A stored query string back as a browse state (page 1). */
export function parseSavedQuery(stored: string): BrowseQuery {
  return { ...parseBrowseQuery(new URLSearchParams(stored)), page: 1 }
}

export const SAVED_SEARCH_INTENTS = ['save', 'delete', 'frequency', 'good-price', 'fits-only'] as const
export type SavedSearchIntent = (typeof SAVED_SEARCH_INTENTS)[number]

export function isSavedSearchIntent(value: unknown): value is SavedSearchIntent {
  return SAVED_SEARCH_INTENTS.includes(value as SavedSearchIntent)
}
