/**
 * Set completion (issue #30 item 4, docs/decisions/0062-set-completion.md): a golfer's set of a
 * catalogue model and the clubs it lacks (wanted_clubs), and which clubs a listing of that model
 * holds. Isomorphic: the `wanted` page's form and the server's matching both read it.
 *
 * Which clubs a listing holds:
 * - a set (iron set, complete set) names them in product_specs.set_clubs;
 * - a single club (an iron, a wedge) stores only its loft: the club is the catalogue model's head
 *   with that loft (within LOFT_TOLERANCE), or else the club its title names ("7-iron", "PW").
 * AW, GW and UW are one slot (the gap wedge under makers' different names).
 */
import type { ClubModelHead } from './passport/club-model'
import { parseClub, sortClubs } from './passport/set-makeup'
import {
  FLEXES,
  type Flex,
  HANDS,
  type Hand,
  isSetClubType,
  SET_CLUBS,
  type SetClub,
  SHAFT_MATERIALS,
  type ShaftMaterial,
} from './passport/vocabulary'

/** A single club's stored loft may differ this much (degrees) from the catalogue head it is. */
export const LOFT_TOLERANCE = 1
/** At most this many wanted requests per golfer. */
export const MAX_WANTED_REQUESTS = 10
/** The clubs a wanted request can name (every club a set can hold but the driver and putter). */
export const WANTED_CLUBS: readonly SetClub[] = SET_CLUBS.filter((club) => club !== 'D' && club !== 'P')

const GAP_WEDGES: readonly SetClub[] = ['AW', 'GW', 'UW']
/** The slot a club fills: the gap wedge's three names are one. */
export function clubSlot(club: SetClub): SetClub {
  return GAP_WEDGES.includes(club) ? 'GW' : club
}

export function isSetClubValue(value: unknown): value is SetClub {
  return (SET_CLUBS as readonly unknown[]).includes(value)
}

/** A golfer's wanted request as the page and the matching read it. */
export interface WantedRequest {
  id: string
  userId: string
  clubModelId: string
  setClubs: SetClub[]
  missingClubs: SetClub[]
  shaftMaterial: ShaftMaterial | null
  shaftModel: string | null
  flex: Flex | null
  hand: Hand | null
  alert: boolean
}

/** What the matching needs of a listing: its passport's club columns and its title. */
export interface ListingClubs {
  clubModelId: string | null
  clubType: string | null
  setClubs: readonly string[] | null
  loft: number | null
  hand: string | null
  shaftMaterial: string | null
  shaftModel: string | null
  flex: string | null
  name: string
}

/** A club's number as a title writes it: "7-iron", "7 iron", "hierro 7", "PW", "pitching wedge". */
function clubOfTitle(name: string): SetClub | null {
  const text = name.toLowerCase()
  const iron = text.match(/\b([1-9])\s*-?\s*(?:iron|i\b)|\bhierro\s*([1-9])\b/)
  if (iron) return (iron[1] ?? iron[2]) as SetClub
  const wedge = text.match(/\b(pw|aw|gw|uw|sw|lw)\b/)
  if (wedge) return parseClub(wedge[1]!)
  if (/pitching wedge/.test(text)) return 'PW'
  if (/sand wedge/.test(text)) return 'SW'
  if (/gap wedge/.test(text)) return 'GW'
  // A set listed club by club (app/selling): "<name> – 7".
  const split = name.match(/\s[–-]\s*([0-9A-Za-z]{1,2})$/)
  return split ? parseClub(split[1]!) : null
}

/**
 * The clubs a listing holds, and whether it is a set or one club; null when it cannot be told
 * (no club in its passport, loft or title).
 */
export function clubsOfListing(
  listing: ListingClubs,
  heads: readonly ClubModelHead[] | null,
): { kind: 'set' | 'single'; clubs: SetClub[] } | null {
  if (listing.setClubs && listing.setClubs.length > 0) {
    const clubs = listing.setClubs.filter(isSetClubValue)
    if (clubs.length === 0) return null
    return { kind: clubs.length === 1 && !isSetClubType(listing.clubType as never) ? 'single' : 'set', clubs }
  }
  if (isSetClubType(listing.clubType as never)) return null
  if (listing.loft !== null && heads) {
    let best: { club: SetClub; gap: number } | null = null
    for (const head of heads) {
      if (!head.club) continue
      const gap = Math.abs(head.loft - listing.loft)
      if (gap <= LOFT_TOLERANCE && (!best || gap < best.gap)) best = { club: head.club, gap }
    }
    if (best) return { kind: 'single', clubs: [best.club] }
  }
  const titled = clubOfTitle(listing.name)
  return titled ? { kind: 'single', clubs: [titled] } : null
}

export interface WantedMatch {
  kind: 'set' | 'single'
  /** The missing clubs the listing holds, in bag order. */
  clubs: SetClub[]
  /** Same shaft (material, and model when both are named) and the same flex as the golfer's set. */
  sameShaft: boolean
}

const sameText = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase().replace(/\s+/g, ' ') === (b ?? '').trim().toLowerCase().replace(/\s+/g, ' ')

/**
 * Whether a listing of the request's model holds one of its missing clubs. A listing of the other
 * hand never matches (when both are known); shaft and flex only order the results ("same shaft
 * and flex first").
 */
export function wantedMatch(
  request: Pick<
    WantedRequest,
    'clubModelId' | 'missingClubs' | 'shaftMaterial' | 'shaftModel' | 'flex' | 'hand'
  >,
  listing: ListingClubs,
  heads: readonly ClubModelHead[] | null,
): WantedMatch | null {
  if (listing.clubModelId !== request.clubModelId) return null
  if (request.hand && listing.hand && request.hand !== listing.hand) return null
  const held = clubsOfListing(listing, heads)
  if (!held) return null
  const wanted = new Set(request.missingClubs.map(clubSlot))
  const clubs = sortClubs(held.clubs.filter((club) => wanted.has(clubSlot(club))))
  if (clubs.length === 0) return null
  const sameShaft =
    (request.flex === null || request.flex === listing.flex) &&
    (request.shaftMaterial === null || request.shaftMaterial === listing.shaftMaterial) &&
    (!request.shaftModel || !listing.shaftModel || sameText(request.shaftModel, listing.shaftModel))
  return { kind: held.kind, clubs, sameShaft }
}

/** Order of the results: single clubs before sets, the same shaft and flex first within each. */
export function matchRank(match: WantedMatch): number {
  return (match.kind === 'single' ? 0 : 2) + (match.sameShaft ? 0 : 1)
}

// ---------------------------------------------------------------------------------------------
// The form

export interface WantedForm {
  clubModelId: string
  setClubs: string[]
  missingClubs: string[]
  shaftMaterial: string
  shaftModel: string
  flex: string
  hand: string
}

export type WantedInput = Omit<WantedRequest, 'id' | 'userId' | 'alert'>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const MAX_SHAFT_MODEL = 80

type WantedError =
  | 'wanted.error.model'
  | 'wanted.error.missing'
  | 'wanted.error.shaft'
  | 'wanted.error.flex'
  | 'wanted.error.hand'
  | 'wanted.error.shaftModel'

/** Checks the form: a model, at least one missing club, and known shaft, flex and hand values. */
export function parseWantedForm(
  form: WantedForm,
): { ok: true; input: WantedInput } | { ok: false; errors: Partial<Record<keyof WantedForm, WantedError>> } {
  const errors: Partial<Record<keyof WantedForm, WantedError>> = {}
  if (!UUID.test(form.clubModelId.trim())) errors.clubModelId = 'wanted.error.model'
  const missing = sortClubs(form.missingClubs.filter(isSetClubValue))
  if (missing.length === 0 || missing.length !== new Set(form.missingClubs).size)
    errors.missingClubs = 'wanted.error.missing'
  const setClubs = sortClubs([...form.setClubs.filter(isSetClubValue), ...missing])
  const pick = <T extends string>(value: string, list: readonly T[]) =>
    value === '' ? null : (list as readonly string[]).includes(value) ? (value as T) : undefined
  const shaftMaterial = pick(form.shaftMaterial, SHAFT_MATERIALS)
  if (shaftMaterial === undefined) errors.shaftMaterial = 'wanted.error.shaft'
  const flex = pick(form.flex, FLEXES)
  if (flex === undefined) errors.flex = 'wanted.error.flex'
  const hand = pick(form.hand, HANDS)
  if (hand === undefined) errors.hand = 'wanted.error.hand'
  const shaftModel = form.shaftModel.trim().replace(/\s+/g, ' ')
  if (shaftModel.length > MAX_SHAFT_MODEL) errors.shaftModel = 'wanted.error.shaftModel'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    input: {
      clubModelId: form.clubModelId.trim().toLowerCase(),
      setClubs,
      missingClubs: missing,
      shaftMaterial: shaftMaterial ?? null,
      shaftModel: shaftModel || null,
      flex: flex ?? null,
      hand: hand ?? null,
    },
  }
}
