/**
 * The golf facets in SQL (docs/decisions/0049-golf-passport-search.md), over a listing `p` and its
 * passport `ps` (product_specs, left joined once: null columns for a listing without one). Shared by
 * the filters and counts (browse-filters.server.ts) and the golf words of a search
 * (search.server.ts), so a word and its facet cannot disagree.
 */
import { type SQL, sql } from 'drizzle-orm'
import { CLUB_SIZE_HAND, CLUB_SIZE_PLAYER } from '../browse'
import type { GolfFacet } from './golf-query'
import { parseSetMakeup } from './set-makeup'

/** The passport of listing `p`, when it has one. */
export const specsJoin = (join: boolean) =>
  join ? sql`left join product_specs ps on ps.product_id = p.id` : sql``

const sizeCase = (map: Record<string, string>) =>
  sql`case p.size ${sql.join(
    Object.entries(map).map(([size, value]) => sql`when ${size} then ${value}`),
    sql` `,
  )} end`

/** The club's hand: the passport's, or for a listing without one the hand its SPEC size names. */
export const HAND = sql`coalesce(ps.hand, ${sizeCase(CLUB_SIZE_HAND)})`
/** The club's player: the passport's, or the player its SPEC size names. */
export const PLAYER = sql`coalesce(ps.player, ${sizeCase(CLUB_SIZE_PLAYER)})`
/** A club whose passport declares no modification. */
export const UNMODIFIED = sql`(p.subcategory = 'clubs' and ps.modification_count = 0)`

export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`

/** Loft equality with room for rounding (lofts are stored to tenths or quarters). */
const LOFT_TOLERANCE = 0.01

/** A set of clubs equal to `setKey`'s ("4-PW"), in whatever order they are stored. */
export function setCondition(setKeys: readonly string[]): SQL {
  const sets = setKeys.flatMap((key) => {
    const parsed = parseSetMakeup(key)
    return parsed.ok ? [parsed.clubs] : []
  })
  if (sets.length === 0) return sql`false`
  return sql`(${sql.join(
    sets.map((clubs) => sql`(ps.set_clubs @> ${textArray(clubs)} and ps.set_clubs <@ ${textArray(clubs)})`),
    sql` or `,
  )})`
}

/** A listing's text where a compact model key may be spelt apart: "tsr2" finds "TSR 2" and "TSR-2". */
function modelPattern(key: string): string {
  return key.replace(/(\p{L})(?=\d)|(\d)(?=\p{L})/gu, '$1$2[ -]?')
}

/** The listings a golf word's facet value finds (its plain-text alternative is search.server.ts's). */
export function golfFacetCondition(facet: GolfFacet): SQL {
  switch (facet.kind) {
    case 'clubType':
      return sql`ps.club_type = any(${textArray(facet.values)})`
    case 'hand':
      return sql`${HAND} = ${facet.value}`
    case 'player':
      return sql`${PLAYER} = ${facet.value}`
    case 'flex':
      return sql`ps.flex = ${facet.value}`
    case 'loft':
      return sql`ps.loft between ${facet.value - LOFT_TOLERANCE} and ${facet.value + LOFT_TOLERANCE}`
    case 'shaft':
      return sql`ps.shaft_material = ${facet.value}`
    case 'set':
      return setCondition([facet.value])
    case 'model':
      // The catalogue's models under that name or alias, or a listing that spells it apart.
      return sql`(ps.club_model_id in (select m.id from club_models m where m.search_key like ${`%${facet.value}%`})
        or p.search_text ~ ${modelPattern(facet.value)})`
  }
}
