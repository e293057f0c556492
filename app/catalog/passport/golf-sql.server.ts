/**
 * The golf facets in SQL (docs/decisions/0052-golf-facets-and-golf-words.md), over a listing `p`:
 * its passport's facets are copied onto products (spec_*, club_hand, club_player) by triggers on
 * product_specs (decision 0070), so the filters, their counts and golf words read no passport.
 * Shared by the filters and counts (browse-filters.server.ts) and the golf words of a search
 * (search.server.ts), so a word and its facet cannot disagree. "Fits me" (fit-sql.server.ts)
 * still reads the rest of the passport `ps` (specsJoin).
 */
import { type SQL, sql } from 'drizzle-orm'
import type { GolfFacet } from './golf-query'
import { parseSetMakeup } from './set-makeup'

/**
 * The passport of listing `p`, when it has one. Every caller reads visible listings, whose passports
 * are listed: saying so lets a hash join skip the passports of sold clubs (decision 0066).
 */
export const specsJoin = (join: boolean) =>
  join ? sql`left join product_specs ps on ps.product_id = p.id and ps.listed` : sql``

/** The club's hand: the passport's, or for a listing without one the hand its SPEC size names. */
export const HAND = sql`p.club_hand`
/** The club's player: the passport's, or the player its SPEC size names. */
export const PLAYER = sql`p.club_player`
/** A club whose passport declares no modification. */
export const UNMODIFIED = sql`(p.subcategory = 'clubs' and p.spec_modifications = 0)`

export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`

/** Loft equality with room for rounding (lofts are stored to tenths or quarters). */
const LOFT_TOLERANCE = 0.01

/** A set of clubs equal to `setKey`'s ("4-PW"), in whatever order they are stored (listing `alias`). */
export function setCondition(setKeys: readonly string[], alias: 'p' | 'x' = 'p'): SQL {
  const sets = setKeys.flatMap((key) => {
    const parsed = parseSetMakeup(key)
    return parsed.ok ? [parsed.clubs] : []
  })
  if (sets.length === 0) return sql`false`
  return sql`(${sql.join(
    sets.map(
      (clubs) =>
        sql`(${sql.raw(alias)}.spec_set_clubs @> ${textArray(clubs)} and ${sql.raw(alias)}.spec_set_clubs <@ ${textArray(clubs)})`,
    ),
    sql` or `,
  )})`
}

/** A listing's text where a compact model key may be spelt apart: "tsr2" finds "TSR 2" and "TSR-2". */
function modelPattern(key: string): string {
  return key.replace(/(\p{L})(?=\d)|(\d)(?=\p{L})/gu, '$1$2[ -]?')
}

/** Visible listings whose (copied) passport facets meet `condition` over `x`. */
/**
 * Whether listing `alias` has a golf word's facet value: the same values as the filters (HAND,
 * PLAYER … over the listing), or for a model, a catalogue model of that name or alias, or a text
 * that spells it apart. The hand and player a size names count for clubs only.
 */
export function golfFacetCondition(facet: GolfFacet, alias: 'p' | 'x'): SQL {
  const a = sql.raw(alias)
  switch (facet.kind) {
    case 'clubType':
      return sql`${a}.spec_club_type = any(${textArray(facet.values)})`
    case 'hand':
      return sql`(${a}.club_hand = ${facet.value} and (${a}.spec_hand is not null or ${a}.subcategory = 'clubs'))`
    case 'player':
      return sql`(${a}.club_player = ${facet.value} and (${a}.spec_player is not null or ${a}.subcategory = 'clubs'))`
    case 'flex':
      return sql`${a}.spec_flex = ${facet.value}`
    case 'loft':
      return sql`${a}.spec_loft between ${facet.value - LOFT_TOLERANCE} and ${facet.value + LOFT_TOLERANCE}`
    case 'shaft':
      return sql`${a}.spec_shaft = ${facet.value}`
    case 'set':
      return setCondition([facet.value], alias)
    case 'model':
      return sql`(${a}.spec_model_id in (select m.id from club_models m where m.search_key like ${`%${facet.value}%`})
        or ${a}.search_text ~ ${modelPattern(facet.value)})`
  }
}

const listingsWhere = (condition: SQL) =>
  sql`select x.id from products x where x.browse_visible and ${condition}`

/**
 * The ids of the visible listings a golf word's facet value finds, as one query (its plain-text
 * alternative is search.server.ts's), each part read through a partial index of products (or the
 * listings' trigram index for a model spelt apart), so that a search of golf words alone never
 * reads every listing.
 */
export function golfFacetIds(facet: GolfFacet): SQL {
  if (facet.kind !== 'model') return listingsWhere(golfFacetCondition(facet, 'x'))
  // Two id lists, each through its own index, rather than one OR.
  return sql`${listingsWhere(
    sql`x.spec_model_id in (select m.id from club_models m where m.search_key like ${`%${facet.value}%`})`,
  )} union all select r.id from products r where r.browse_visible and r.search_text ~ ${modelPattern(facet.value)}`
}
