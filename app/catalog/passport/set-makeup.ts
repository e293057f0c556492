/**
 * Set make-up (issue #27): "4-PW", "5-PW + AW", "5-9, PW, GW, SW", "D, 3W, 5H, 6-PW, SW, P" become
 * the list of clubs, and the list is written back in the short form golfers use. Isomorphic.
 */
import { SET_CLUBS, type SetClub } from './vocabulary'

/** Irons and wedges in order: what a range like "4-PW" walks along. */
const IRON_RUN: readonly SetClub[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'PW', 'GW', 'SW', 'LW']
/** Gap wedges under makers' other names: a range ending in AW or UW ends at the gap wedge slot. */
const GAP_WEDGE_NAMES: readonly SetClub[] = ['AW', 'GW', 'UW']

/** What people write for a club, in lower case, without spaces or dots. */
const CLUB_ALIASES: Record<string, SetClub> = {
  d: 'D',
  dr: 'D',
  driver: 'D',
  drv: 'D',
  '1w': 'D',
  '3w': '3W',
  '4w': '4W',
  '5w': '5W',
  '7w': '7W',
  '9w': '9W',
  '3wood': '3W',
  '5wood': '5W',
  '7wood': '7W',
  '2h': '2H',
  '3h': '3H',
  '4h': '4H',
  '5h': '5H',
  '6h': '6H',
  '7h': '7H',
  pw: 'PW',
  p: 'P',
  aw: 'AW',
  gw: 'GW',
  uw: 'UW',
  sw: 'SW',
  lw: 'LW',
  putter: 'P',
  pt: 'P',
  // Spanish: madera (wood), híbrido (hybrid), hierro (iron).
  m3: '3W',
  m5: '5W',
  m7: '7W',
  h3: '3H',
  h4: '4H',
  h5: '5H',
  h6: '6H',
}
for (let n = 1; n <= 9; n++) {
  CLUB_ALIASES[String(n)] = String(n) as SetClub
  CLUB_ALIASES[`${n}i`] = String(n) as SetClub
  CLUB_ALIASES[`${n}iron`] = String(n) as SetClub
  CLUB_ALIASES[`${n}hierro`] = String(n) as SetClub
}

/** One club as written ("pw", "5-iron", "3 wood"), or null. */
export function parseClub(text: string): SetClub | null {
  const compact = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s.\-_]/g, '')
  return CLUB_ALIASES[compact] ?? null
}

function runBetween(from: SetClub, to: SetClub): SetClub[] | null {
  const end = GAP_WEDGE_NAMES.includes(to) ? 'GW' : to
  const start = IRON_RUN.indexOf(from)
  const stop = IRON_RUN.indexOf(end)
  if (start === -1 || stop === -1 || stop < start) return null
  // The gap wedge keeps the maker's name for it ("5-AW" is 5 … PW, AW).
  return IRON_RUN.slice(start, stop + 1).map((club) => (club === 'GW' ? (end === to ? 'GW' : to) : club))
}

/** The clubs in bag order, each once. */
export function sortClubs(clubs: Iterable<SetClub>): SetClub[] {
  return [...new Set(clubs)].sort((a, b) => SET_CLUBS.indexOf(a) - SET_CLUBS.indexOf(b))
}

export type SetMakeupResult = { ok: true; clubs: SetClub[] } | { ok: false; part: string }

/**
 * Parses a make-up: parts separated by "+", "," or ";" (or "y"/"and"), each a club ("PW", "SW",
 * "5H") or a range of irons and wedges ("4-PW", "5 a 9"). Fails with the first part it cannot read.
 */
export function parseSetMakeup(input: string): SetMakeupResult {
  const parts = input
    .replace(/[–—]/g, '-')
    .split(/\s*(?:[+,;&/]|\by\b|\band\b)\s*/i)
    .map((part) => part.trim())
    .filter(Boolean)
  if (parts.length === 0) return { ok: false, part: input.trim() }
  const clubs: SetClub[] = []
  for (const part of parts) {
    const range = part.match(/^(.+?)\s*(?:-|\bto\b|\ba\b)\s*(.+)$/i)
    if (range && !/^\d\s*-\s*(?:iron|hierro|wood|h)$/i.test(part)) {
      const from = parseClub(range[1]!)
      const to = parseClub(range[2]!)
      const run = from && to ? runBetween(from, to) : null
      if (!run) return { ok: false, part }
      clubs.push(...run)
      continue
    }
    const club = parseClub(part)
    if (!club) return { ok: false, part }
    clubs.push(club)
  }
  return { ok: true, clubs: sortClubs(clubs) }
}

/**
 * The short form of a list of clubs: runs of three or more irons/wedges become "4-PW", the rest
 * are joined with " + " ("D + 3W + 5H + 6-PW + SW + P"; "5-PW + AW").
 */
export function formatSetMakeup(clubs: readonly SetClub[]): string {
  const sorted = sortClubs(clubs)
  const parts: string[] = []
  let i = 0
  while (i < sorted.length) {
    const club = sorted[i]!
    const start = IRON_RUN.indexOf(GAP_WEDGE_NAMES.includes(club) ? 'GW' : club)
    let j = i
    // Extend the run while the next club is the next iron (irons 1-9 then PW only: wedges are named).
    while (
      start !== -1 &&
      j + 1 < sorted.length &&
      IRON_RUN.indexOf(sorted[j + 1]!) === IRON_RUN.indexOf(sorted[j]!) + 1 &&
      IRON_RUN.indexOf(sorted[j + 1]!) <= IRON_RUN.indexOf('PW')
    )
      j++
    if (j - i >= 2) {
      parts.push(`${club}-${sorted[j]}`)
      i = j + 1
    } else {
      parts.push(club)
      i++
    }
  }
  return parts.join(' + ')
}
