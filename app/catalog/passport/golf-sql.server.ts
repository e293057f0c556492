/**
 * The golf facets in SQL (docs/decisions/0052-golf-facets-and-golf-words.md), over a listing `p` and its
 * passport `ps` (product_specs, left joined once: null columns for a listing without one). Shared by
 * the filters and counts (browse-filters.server.ts) and the golf words of a search
 * (search.server.ts), so a word and its facet cannot disagree.
 */
import { type SQL, sql } from 'drizzle-orm'
import { CLUB_SIZE_HAND, CLUB_SIZE_PLAYER } from '../browse'
import type { GolfFacet } from './golf-query'
import { parseSetMakeup } from './set-makeup'

/**
 * The passport of listing `p`, when it has one. Every caller reads visible listings, whose passports
 * are listed: saying so lets a hash join skip the passports of sold clubs (decision 0066).
 */
export const specsJoin = (join: boolean) =>
  join ? sql`left join product_specs ps on ps.product_id = p.id and ps.listed` : sql``

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
export function setCondition(setKeys: readonly string[], alias: 'ps' | 'x' = 'ps'): SQL {
  const sets = setKeys.flatMap((key) => {
    const parsed = parseSetMakeup(key)
    return parsed.ok ? [parsed.clubs] : []
  })
  if (sets.length === 0) return sql`false`
  return sql`(${sql.join(
    sets.map(
      (clubs) =>
        sql`(${sql.raw(alias)}.set_clubs @> ${textArray(clubs)} and ${sql.raw(alias)}.set_clubs <@ ${textArray(clubs)})`,
    ),
    sql` or `,
  )})`
}

/** A listing's text where a compact model key may be spelt apart: "tsr2" finds "TSR 2" and "TSR-2". */
function modelPattern(key: string): string {
  return key.replace(/(\p{L})(?=\d)|(\d)(?=\p{L})/gu, '$1$2[ -]?')
}

/** Listed passports only: every club ever sold keeps its passport, and outnumbers those on sale. */
const passportsWhere = (condition: SQL) =>
  sql`select x.product_id as id from product_specs x where x.listed and ${condition}`
/** Visible clubs without a passport's value for `column` whose SPEC size is one of `sizes`. */
const sizedWithout = (column: 'hand' | 'player', sizes: string[]) =>
  sql`select q.id from products q where q.browse_visible and q.subcategory = 'clubs' and q.size = any(${textArray(sizes)})
    and not exists (select 1 from product_specs y where y.product_id = q.id and y.${sql.raw(column)} is not null)`
const sizesOf = (map: Record<string, string>, value: string) =>
  Object.entries(map)
    .filter(([, mapped]) => mapped === value)
    .map(([size]) => size)

/**
 * The ids of the listings a golf word's facet value finds, as one query (its plain-text
 * alternative is search.server.ts's): the same values as the filters (HAND, PLAYER … over `ps`),
 * each read through an index of product_specs (or the listings' trigram index for a model spelt
 * apart), so that a search of golf words never joins every listing to its passport.
 */
export function golfFacetIds(facet: GolfFacet): SQL {
  switch (facet.kind) {
    case 'clubType':
      return passportsWhere(sql`x.club_type = any(${textArray(facet.values)})`)
    case 'hand':
      return sql`${passportsWhere(sql`x.hand = ${facet.value}`)} union all ${sizedWithout('hand', sizesOf(CLUB_SIZE_HAND, facet.value))}`
    case 'player':
      return sql`${passportsWhere(sql`x.player = ${facet.value}`)} union all ${sizedWithout('player', sizesOf(CLUB_SIZE_PLAYER, facet.value))}`
    case 'flex':
      return passportsWhere(sql`x.flex = ${facet.value}`)
    case 'loft':
      return passportsWhere(
        sql`x.loft between ${facet.value - LOFT_TOLERANCE} and ${facet.value + LOFT_TOLERANCE}`,
      )
    case 'shaft':
      return passportsWhere(sql`x.shaft_material = ${facet.value}`)
    case 'set':
      return passportsWhere(setCondition([facet.value], 'x'))
    case 'model':
      // The catalogue's models under that name or alias, or a listing that spells it apart.
      return sql`${passportsWhere(
        sql`x.club_model_id in (select m.id from club_models m where m.search_key like ${`%${facet.value}%`})`,
      )} union all select r.id from products r where r.browse_visible and r.search_text ~ ${modelPattern(facet.value)}`
  }
}
