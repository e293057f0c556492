/**
 * Keeps this process's browse index (listing-index.server.ts, decision 0075) equal to PostgreSQL:
 * built from the visible listings, then brought up to date from listing_changes (written by
 * triggers, migration 0021) before any browse query that comes a second or more after the last
 * look, or after a change was announced (a write here, or another instance's notice on the cache
 * bus). So every instance shows a change within a second, and the instance that made it at once.
 *
 * A server builds the index in the background at start (`startBrowseIndex`), answering from SQL
 * meanwhile; a process that did not (tests, scripts) builds it on first use and waits.
 */
import { type SQL, sql } from 'drizzle-orm'
import { clock } from '~/platform/clock.server'
import { currentDatabase, type DatabaseHandle, rawQuery } from '~/platform/db.server'
import { env } from '~/platform/env.server'
import { log } from '~/platform/log.server'
import { type IndexedListing, ListingIndex } from './listing-index.server'

/** How old the index may be before a query looks for changes (issue #32: within a second). */
const FRESH_MS = 1000
/** Rows of listing_changes older than this are deleted (an instance idle half as long rebuilds). */
const KEEP_CHANGES_MS = 60 * 60 * 1000
const BUILD_BATCH = 10_000

interface ListingRow {
  id: string
  search_text: string
  subcategory: string
  size: string | null
  condition: string
  brand: string
  brand_key: string
  price: number
  shipping_options: string[]
  country: string | null
  city: string | null
  city_key: string | null
  created_micros: string
  spec_club_type: string | null
  spec_hand: string | null
  spec_player: string | null
  spec_flex: string | null
  spec_loft: number | null
  spec_shaft: string | null
  spec_set_clubs: string[] | null
  spec_model_year: number | null
  spec_modifications: number | null
  club_hand: string | null
  club_player: string | null
}

const LISTING_COLUMNS = sql`p.id, p.search_text, p.subcategory, p.size, p.condition, p.brand,
  lower(btrim(p.brand)) as brand_key, p.price, p.shipping_options, pr.country, pr.city,
  lower(btrim(pr.city)) as city_key,
  (extract(epoch from p.created_at) * 1000000)::bigint::text as created_micros,
  p.spec_club_type, p.spec_hand, p.spec_player, p.spec_flex, p.spec_loft, p.spec_shaft, p.spec_set_clubs,
  p.spec_model_year, p.spec_modifications, p.club_hand, p.club_player`

const toListing = (row: ListingRow): IndexedListing => ({
  id: row.id,
  searchText: row.search_text,
  subcategory: row.subcategory,
  size: row.size,
  condition: row.condition,
  brand: row.brand,
  brandKey: row.brand_key,
  price: row.price,
  shippingOptions: row.shipping_options,
  country: row.country,
  city: row.city,
  cityKey: row.city_key,
  createdMicros: Number(row.created_micros),
  clubType: row.spec_club_type,
  specHand: row.spec_hand,
  specPlayer: row.spec_player,
  flex: row.spec_flex,
  loft: row.spec_loft,
  shaft: row.spec_shaft,
  setClubs: row.spec_set_clubs,
  modelYear: row.spec_model_year,
  modifications: row.spec_modifications,
  clubHand: row.club_hand,
  clubPlayer: row.club_player,
})

const visibleListings = (handle: DatabaseHandle, where: SQL, tail: SQL = sql``) =>
  rawQuery<ListingRow>(
    handle.db,
    sql`select ${LISTING_COLUMNS} from products p left join profiles pr on pr.id = p.seller_id
        where p.browse_visible and ${where} ${tail}`,
  )

interface IndexState {
  handle: DatabaseHandle
  index: ListingIndex | null
  build: Promise<void>
  /** Built by the server at start: queries answer from SQL until it is ready. */
  background: boolean
  /** listing_changes of transactions from this id on may not be in the index yet. */
  cursor: string
  lookedAt: number
  stale: boolean
  refresh?: Promise<void>
}

const global = globalThis as typeof globalThis & { __fairwayBrowseIndex?: IndexState }

const enabled = () => env().BROWSE_INDEX
/** The clock tests move (a second passes without sleeping). */
const nowMs = () => clock.now().getTime()

/** The oldest transaction still running: every change of an older one is visible now. */
async function snapshotXmin(handle: DatabaseHandle) {
  const [row] = await rawQuery<{ xmin: string }>(
    handle.db,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
  )
  return row!.xmin
}

function startBuild(handle: DatabaseHandle, background: boolean): IndexState {
  const state: IndexState = {
    handle,
    index: null,
    background,
    cursor: '0',
    lookedAt: 0,
    stale: false,
    build: Promise.resolve(),
  }
  state.build = (async () => {
    const started = nowMs()
    // Changes of transactions from here on are read again after the build (idempotent).
    const cursor = await snapshotXmin(handle)
    const index = new ListingIndex()
    let after = '00000000-0000-0000-0000-000000000000'
    for (;;) {
      const rows = await visibleListings(
        handle,
        sql`p.id > ${after}::uuid`,
        sql`order by p.id limit ${BUILD_BATCH}`,
      )
      for (const row of rows) index.upsert(toListing(row))
      if (rows.length < BUILD_BATCH) break
      after = rows.at(-1)!.id
    }
    if (global.__fairwayBrowseIndex !== state) return
    state.cursor = cursor
    state.lookedAt = started
    // Changes committed while it was read: looked for before the first answer.
    state.stale = true
    state.index = index
    log.info('browse_index.built', { listings: index.count, ms: nowMs() - started })
  })().catch((error) => {
    log.error('browse_index.build_failed', { error })
    // The next query tries again (SQL answers meanwhile).
    if (global.__fairwayBrowseIndex === state) global.__fairwayBrowseIndex = undefined
  })
  global.__fairwayBrowseIndex = state
  return state
}

/** Reads the listings of changes not seen yet (one at a time per process). */
function refresh(state: IndexState): Promise<void> {
  state.refresh ??= (async () => {
    const index = state.index!
    state.stale = false
    const started = nowMs()
    const [row] = await rawQuery<{ xmin: string; ids: string[] }>(
      state.handle.db,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
            array(select distinct product_id from listing_changes where xid >= ${state.cursor}::xid8)::text[] as ids`,
    )
    const ids = row?.ids ?? []
    if (ids.length > 0) {
      const rows = await visibleListings(state.handle, sql`p.id = any(${sql.param(ids)}::uuid[])`)
      const visible = new Set(rows.map((listing) => listing.id))
      for (const id of ids) if (!visible.has(id)) index.remove(id)
      for (const listing of rows) index.upsert(toListing(listing))
    }
    state.cursor = row!.xmin
    state.lookedAt = started
  })()
    .catch((error) => {
      // The index answers as it was; the next query tries again.
      log.error('browse_index.refresh_failed', { error })
      state.stale = true
    })
    .finally(() => {
      state.refresh = undefined
    })
  return state.refresh
}

/**
 * The browse index, current within a second (and with every change this process announced), or
 * null: switched off (BROWSE_INDEX=false), no database, or still being built by the server.
 */
export async function currentBrowseIndex(): Promise<ListingIndex | null> {
  if (!enabled()) return null
  const handle = currentDatabase()
  if (!handle) return null
  let state = global.__fairwayBrowseIndex
  if (!state || state.handle !== handle) state = startBuild(handle, false)
  if (!state.index) {
    if (state.background) return null
    await state.build
    if (!state.index) return null
  }
  const now = nowMs()
  if (now - state.lookedAt > KEEP_CHANGES_MS / 2) {
    // Idle long enough that pruned changes may be missing: built again (SQL answers meanwhile).
    startBuild(handle, true)
    return null
  }
  if (state.stale || now - state.lookedAt > FRESH_MS) await refresh(state)
  // A refresh already under way may have started before a change announced since: one more.
  if (state.stale) await refresh(state)
  if (global.__fairwayBrowseIndex !== state) return null
  return state.index
}

/** The server starts: build the index now, in the background (SQL answers until it is ready). */
export function startBrowseIndex() {
  const handle = currentDatabase()
  if (!enabled() || !handle) return
  startBuild(handle, true)
}

/** A change was committed (here, or announced by another instance): look before the next query. */
export function markBrowseIndexStale() {
  const state = global.__fairwayBrowseIndex
  if (state) state.stale = true
}

/**
 * Deletes the changes older than an hour (the catalog.prune-listing-changes job): every instance
 * has read them, or has been idle long enough to build its index again.
 */
export async function pruneListingChanges(now: Date): Promise<number> {
  const handle = currentDatabase()
  if (!handle) return 0
  const [row] = await rawQuery<{ count: number }>(
    handle.db,
    sql`with deleted as (
          delete from listing_changes
          where changed_at < ${new Date(now.getTime() - KEEP_CHANGES_MS).toISOString()}::timestamptz
          returning 1)
        select count(*)::int as count from deleted`,
  )
  return row?.count ?? 0
}

/** Forgets the index (tests empty the tables with TRUNCATE, which writes no listing_changes). */
export function resetBrowseIndex() {
  global.__fairwayBrowseIndex = undefined
}
