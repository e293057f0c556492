/**
 * Fit for one member (issue #30 items 2 and 3): their suggestion, read once per request, and the
 * verdicts of the listings on their page, from one query over those listings' passports. Never
 * cached across requests and never rendered into a shared page: browse and category pages of a
 * member with a golfer profile are rendered for them alone (server/shared-pages.tsx,
 * docs/decisions/0061-fit-match-and-privacy.md).
 */
import { sql } from 'drizzle-orm'
import { db, rawQuery } from '~/platform/db.server'
import { CLUB_SIZE_HAND, CLUB_SIZE_PLAYER } from '../browse'
import { CLUB_TYPES, FLEXES, HANDS, LIE_LABELS, PLAYERS } from '../passport/vocabulary'
import { suggestFit } from './fit-chart'
import { type FitResult, type FitVerdict, type ListingFitSpecs, matchFit } from './fit-match'
import type { FitSuggestion } from './golfer-profile'
import { readGolferProfile } from './golfer-profile.server'

/** This member's suggestion (the chart with their overrides), or null without a golfer profile. */
export async function fitSuggestionFor(userId: string | null | undefined): Promise<FitSuggestion | null> {
  if (!userId) return null
  const profile = await readGolferProfile(userId)
  return profile ? suggestFit(profile) : null
}

/** Whether this member gave any fitting data (their pages are then rendered for them alone). */
export async function hasGolferProfile(userId: string): Promise<boolean> {
  const rows = await rawQuery<{ one: number }>(
    db(),
    sql`select 1 as one from golfer_profiles where user_id = ${userId}`,
  )
  return rows.length > 0
}

function pick<T extends string>(values: readonly T[], value: string | null): T | null {
  return value && values.includes(value as T) ? (value as T) : null
}

interface SpecsRow {
  id: string
  subcategory: string
  size: string | null
  club_type: string | null
  hand: string | null
  player: string | null
  flex: string | null
  length_in: number | null
  lie: number | null
  lie_label: string | null
  ping_dot: string | null
}

/**
 * What fitting reads of these listings, clubs only (other gear fits nobody): hand and player
 * fall back to the SPEC size, as the filters' HAND and PLAYER do.
 */
export async function listingFitSpecs(ids: readonly string[]): Promise<Map<string, ListingFitSpecs>> {
  const result = new Map<string, ListingFitSpecs>()
  if (ids.length === 0) return result
  const rows = await rawQuery<SpecsRow>(
    db(),
    sql`select p.id, p.subcategory, p.size, ps.club_type, ps.hand, ps.player, ps.flex, ps.length_in,
               ps.lie, ps.lie_label, ps.ping_dot
          from products p left join product_specs ps on ps.product_id = p.id
         where p.id = any(${sql.param([...new Set(ids)])}::uuid[])`,
  )
  for (const row of rows) {
    if (row.subcategory !== 'clubs') continue
    const size = row.size ?? ''
    result.set(row.id, {
      clubType: pick(CLUB_TYPES, row.club_type),
      hand: pick(HANDS, row.hand) ?? (Object.hasOwn(CLUB_SIZE_HAND, size) ? CLUB_SIZE_HAND[size]! : null),
      player:
        pick(PLAYERS, row.player) ?? (Object.hasOwn(CLUB_SIZE_PLAYER, size) ? CLUB_SIZE_PLAYER[size]! : null),
      flex: pick(FLEXES, row.flex),
      lengthIn: row.length_in,
      lie: row.lie,
      lieLabel: pick(LIE_LABELS, row.lie_label),
      pingDot: row.ping_dot,
    })
  }
  return result
}

/** Each listing's verdict for this golfer ("fits" or "close"; others are left out). */
export async function fitVerdicts(
  suggestion: FitSuggestion,
  ids: readonly string[],
): Promise<Map<string, Exclude<FitVerdict, 'no'>>> {
  const verdicts = new Map<string, Exclude<FitVerdict, 'no'>>()
  for (const [id, specs] of await listingFitSpecs(ids)) {
    const { verdict } = matchFit(suggestion, specs)
    if (verdict !== 'no') verdicts.set(id, verdict)
  }
  return verdicts
}

/** The cards with their `fit` badge for this golfer (null where neither fits nor is close). */
export async function attachCardFit<C extends { id: string }>(
  suggestion: FitSuggestion | null,
  cards: C[],
): Promise<Array<C & { fit: Exclude<FitVerdict, 'no'> | null }>> {
  if (!suggestion || cards.length === 0) return cards.map((card) => ({ ...card, fit: null }))
  const verdicts = await fitVerdicts(
    suggestion,
    cards.map((card) => card.id),
  )
  return cards.map((card) => ({ ...card, fit: verdicts.get(card.id) ?? null }))
}

/**
 * The product page's fit for this viewer: 'invite' for a visitor or a member without a golfer
 * profile (an invitation, nothing else); the verdict with its points and what the golfer plays
 * otherwise; null for a listing fitting does not read (not a club).
 */
export type ProductFit =
  | { kind: 'invite' }
  | { kind: 'result'; result: FitResult; suggestion: FitSuggestion; listing: ListingFitSpecs }

export async function productFit(userId: string | null, productId: string): Promise<ProductFit | null> {
  const [specs, suggestion] = await Promise.all([
    listingFitSpecs([productId]).then((map) => map.get(productId) ?? null),
    fitSuggestionFor(userId),
  ])
  if (!specs) return null
  if (!suggestion) return { kind: 'invite' }
  return { kind: 'result', result: matchFit(suggestion, specs), suggestion, listing: specs }
}
