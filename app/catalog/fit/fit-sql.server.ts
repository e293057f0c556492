/**
 * The fit rules of fit-match.ts as SQL over a listing `p` and its passport `ps` (specsJoin): the
 * "Fits me" filter and its count (browse-filters.server.ts) and fit-only alerts read it. Each
 * point scores 0 (a match, not judged, or a length or lie not stated), 1 (close) or 2 (a miss, a
 * hand not stated or a flex not stated); a listing fits when the points add up to 0, and is a
 * close fit at 1 (a hand's miss is 2, so 1 is exactly one close point and no miss).
 * tests/integration/fit.test.ts holds it to matchFit's verdicts.
 */
import { type SQL, sql } from 'drizzle-orm'
import { HAND, PLAYER, textArray } from '../passport/golf-sql.server'
import { CLUB_TYPES, type ClubType, PING_LIE_DOTS } from '../passport/vocabulary'
import { FIT_TOLERANCE, FLEX_ORDER, STANDARD_WEDGE_LIE_DEG } from './fit-match'
import type { FitSuggestion } from './golfer-profile'
import { LIE_FITTED_TYPES, STANDARD_SEVEN_IRON_LIE_DEG, standardLengthIn } from './standards'

const EPSILON = 1e-6
/** A number written into the statement (the chart's and the tolerances', never a visitor's text). */
const num = (value: number) => {
  if (!Number.isFinite(value)) throw new Error(`not a number: ${value}`)
  return sql.raw(String(value))
}

/** 0, 1 or 2 for a distance against the match and close bands (fit-match.ts `within`); null stays null. */
const band = (distance: SQL, match: number, close: number) =>
  sql`case when ${distance} is null then null when ${distance} <= ${num(match + EPSILON)} then 0 when ${distance} <= ${num(close + EPSILON)} then 1 else 2 end`

const FLEX_ARRAY = textArray(FLEX_ORDER)

/** The standard length of `ps`'s type for its player (standards.ts), null when not fitted by length. */
function standardLengthSql(): SQL {
  const types = CLUB_TYPES.map((type) => [type, standardLengthIn(type)] as const).filter(
    (entry): entry is readonly [ClubType, number] => entry[1] !== null,
  )
  const mens = sql`case ps.club_type ${sql.join(
    types.map(([type, length]) => sql`when ${type} then ${num(length)}::float8`),
    sql` `,
  )} end`
  const womensLess = (standardLengthIn('driver') ?? 0) - (standardLengthIn('driver', 'womens') ?? 0)
  return sql`(${mens} - case when ${PLAYER} = 'womens' then ${num(womensLess)} else 0 end)`
}

/** The listing's lie against standard (fit-match.ts listingLieDelta), null when not stated. */
function lieDeltaSql(): SQL {
  const dots = Object.entries(PING_LIE_DOTS)
  return sql`case
    when ps.ping_dot in (${sql.join(
      dots.map(([dot]) => sql`${dot}`),
      sql`, `,
    )}) then case ps.ping_dot ${sql.join(
      dots.map(([dot, deg]) => sql`when ${dot} then ${num(deg)}::float8`),
      sql` `,
    )} end
    when ps.lie is not null then ps.lie - case when ps.club_type = 'wedge' then ${num(STANDARD_WEDGE_LIE_DEG)} else ${num(STANDARD_SEVEN_IRON_LIE_DEG)} end
    when ps.lie_label = 'standard' then 0::float8
  end`
}

/** The sum of the points' scores for this golfer (see the module's comment); a club listing only. */
export function fitScoreSql(suggestion: FitSuggestion): SQL {
  const parts: SQL[] = []
  parts.push(
    suggestion.hand === null ? sql`2` : sql`case when ${HAND} = ${suggestion.hand} then 0 else 2 end`,
  )
  if (suggestion.flex !== null) {
    const wanted = FLEX_ORDER.indexOf(suggestion.flex) + 1
    parts.push(sql`case when ps.club_type is not distinct from 'putter' then 0
      when array_position(${FLEX_ARRAY}, ps.flex) is null then 2
      else ${band(sql`abs(array_position(${FLEX_ARRAY}, ps.flex) - ${num(wanted)})`, FIT_TOLERANCE.flexSteps, FIT_TOLERANCE.flexStepsClose)} end`)
  }
  if (suggestion.lengthDeltaIn !== null) {
    const target = sql`(${standardLengthSql()} + ${num(suggestion.lengthDeltaIn)})`
    parts.push(
      sql`coalesce(${band(sql`abs(ps.length_in - ${target})`, FIT_TOLERANCE.lengthIn, FIT_TOLERANCE.lengthInClose)}, 0)`,
    )
  }
  if (suggestion.lieDeltaDeg !== null) {
    parts.push(
      sql`case when ps.club_type = any(${textArray(LIE_FITTED_TYPES)}) then coalesce(${band(
        sql`abs(${lieDeltaSql()} - ${num(suggestion.lieDeltaDeg)})`,
        FIT_TOLERANCE.lieDeg,
        FIT_TOLERANCE.lieDegClose,
      )}, 0) else 0 end`,
    )
  }
  return sql`(case when p.subcategory = 'clubs' then ${sql.join(parts, sql` + `)} else 2 end)`
}

/** Listings that fit this golfer ("Fits me"). */
export const fitsSql = (suggestion: FitSuggestion) => sql`${fitScoreSql(suggestion)} = 0`
