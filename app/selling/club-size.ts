/**
 * Clubs' "size" (SPEC §3 mixes player and hand: "Men's", "Women's", "Junior", "Left-Handed",
 * "Right-Handed"). Since issue #27 the hand lives in the passport and a club's size is only its
 * player, written as SPEC's value so that it stays readable (docs/spec-deviations.md). Listings
 * from before keep their Left-/Right-Handed size, which still counts as their hand.
 */
import type { Hand, Player } from '~/catalog/passport/vocabulary'

/** The SPEC size value a club's player is stored as. */
export const PLAYER_SIZE: Record<Player, string> = { mens: "Men's", womens: "Women's", junior: 'Junior' }

/** The player a stored clubs size names, or null (a hand, or nothing). */
export function playerOfSize(size: string | null | undefined): Player | null {
  const found = Object.entries(PLAYER_SIZE).find(([, value]) => value === size)
  return found ? (found[0] as Player) : null
}

/** The hand an older listing's size names ("Left-Handed"), or null. */
export function handOfSize(size: string | null | undefined): Hand | null {
  if (size === 'Left-Handed') return 'left'
  if (size === 'Right-Handed') return 'right'
  return null
}
