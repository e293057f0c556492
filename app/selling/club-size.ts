/**
 * Clubs' "size" (SPEC §3 mixes player and hand: "Men's", "Women's", "Junior", "Left-Handed",
 * "Right-Handed"). Since issue #27 the hand lives in the passport and a club's size is only its
 * player, written as SPEC's value so that it stays readable (docs/spec-deviations.md). Listings
 * from before keep their Left-/Right-Handed size, which still counts as their hand.
 */
import { CLUB_SIZE_HAND, CLUB_SIZE_PLAYER } from '~/catalog/browse'
import type { Hand, Player } from '~/catalog/passport/vocabulary'

/** The SPEC size value a club's player is stored as (the inverse of browse's CLUB_SIZE_PLAYER). */
export const PLAYER_SIZE = Object.fromEntries(
  Object.entries(CLUB_SIZE_PLAYER).map(([size, player]) => [player, size]),
) as Record<Player, string>

/** The player a stored clubs size names, or null (a hand, or nothing). */
export function playerOfSize(size: string | null | undefined): Player | null {
  return size && Object.hasOwn(CLUB_SIZE_PLAYER, size) ? (CLUB_SIZE_PLAYER[size] ?? null) : null
}

/** The hand an older listing's size names ("Left-Handed"), or null. */
export function handOfSize(size: string | null | undefined): Hand | null {
  return size && Object.hasOwn(CLUB_SIZE_HAND, size) ? (CLUB_SIZE_HAND[size] ?? null) : null
}
