/**
 * Saved searches (issue #16 item 4): kept, listed, switched between instant and daily alerts, and
 * deleted, each only by its owner (the guard's user, named in every statement's WHERE clause).
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import { activeFilterCount, type BrowseQuery, browseHref } from '~/catalog/browse'
import { db, rawQuery } from '~/platform/db.server'
import { savedSearches } from '../../db/schema'
import { type AlertFrequency, MAX_SAVED_SEARCHES } from './alert-kinds'
import { parseSavedQuery, type SavedSearch, savedQueryOf } from './saved-searches'

export type SaveOutcome = 'saved' | 'updated' | 'empty' | 'too-many'

/**
 * Keeps a browse state for `userId` with its alert frequency. Saving the same search again only
 * changes its frequency (and whether it is fit-only). A search of everything (no term, subcategory
 * or filter) is refused: it would alert on every listing. "Fits me" (`fit=1`, issue #30) is kept
 * as the search's `fits_only`, not in its query: the toggle on the saved searches page changes it.
 */
export async function saveSearch(
  userId: string,
  query: BrowseQuery,
  frequency: AlertFrequency,
): Promise<SaveOutcome> {
  const fitsOnly = query.filters.fit
  const rest = { ...query, filters: { ...query.filters, fit: false } }
  if (!rest.q && !rest.subcategory && activeFilterCount(rest.filters) === 0) return 'empty'
  const stored = savedQueryOf(rest)
  const rows = await rawQuery<{ inserted: boolean }>(
    db(),
    sql`insert into saved_searches (user_id, query, frequency, fits_only)
        select ${userId}, ${stored}, ${frequency}, ${fitsOnly}
         where (select count(*) from saved_searches where user_id = ${userId}) < ${MAX_SAVED_SEARCHES}
            or exists (select 1 from saved_searches where user_id = ${userId} and query = ${stored})
        on conflict (user_id, query) do update set frequency = excluded.frequency, fits_only = excluded.fits_only
        returning (xmax = 0) as inserted`,
  )
  const [row] = rows
  if (!row) return 'too-many'
  return row.inserted ? 'saved' : 'updated'
}

export async function listSavedSearches(userId: string): Promise<SavedSearch[]> {
  const rows = await db()
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
  return rows.map((row) => {
    const query = parseSavedQuery(row.query)
    return {
      id: row.id,
      href: browseHref({ ...query, filters: { ...query.filters, fit: query.filters.fit || row.fitsOnly } }),
      q: query.q,
      subcategory: query.subcategory,
      filterCount: activeFilterCount(query.filters),
      sort: query.sort,
      frequency: row.frequency,
      goodPriceOnly: row.goodPriceOnly,
      fitsOnly: row.fitsOnly,
      createdAt: row.createdAt.toISOString(),
    }
  })
}

export async function deleteSavedSearch(userId: string, id: string): Promise<boolean> {
  const deleted = await db()
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id })
  return deleted.length > 0
}

export async function setSearchFrequency(
  userId: string,
  id: string,
  frequency: AlertFrequency,
): Promise<boolean> {
  const changed = await db()
    .update(savedSearches)
    .set({ frequency })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id })
  return changed.length > 0
}

/** Whether one of the user's saved searches alerts for good prices only (issue #29). */
export async function setSearchGoodPriceOnly(
  userId: string,
  id: string,
  goodPriceOnly: boolean,
): Promise<boolean> {
  const changed = await db()
    .update(savedSearches)
    .set({ goodPriceOnly })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id })
  return changed.length > 0
}

/** Whether one of the user's saved searches alerts only for listings that fit them (issue #30). */
export async function setSearchFitsOnly(userId: string, id: string, fitsOnly: boolean): Promise<boolean> {
  const changed = await db()
    .update(savedSearches)
    .set({ fitsOnly })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id })
  return changed.length > 0
}
