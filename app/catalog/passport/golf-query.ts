/**
 * Golf words in a search term (issue #27, docs/decisions/0052-golf-facets-and-golf-words.md): "zurdo
 * rígido driver", "left handed stiff driver", "driver 10,5", "hierros 4-PW", "tsr 2". Each
 * recognised word (or phrase) names a facet value; the server lets it match that value OR the
 * word as plain text (decision 0022's rule), so a golf word never finds less than before.
 * Isomorphic and free of the database: the server builds SQL from it, the page shows the words it
 * understood and offers them as filters.
 */
import { type BrowseFilters, type BrowseQuery, browseHref, withTerm } from '../browse'
import { type SearchWord, searchWords } from '../search-terms'
import { compactKey } from './club-model-keys'
import { parseGolfNumber } from './numbers'
import { formatSetMakeup, parseSetMakeup } from './set-makeup'
import type { ClubType, Flex, Hand, Player, ShaftMaterial } from './vocabulary'

export type GolfFacet =
  | { kind: 'clubType'; values: ClubType[] }
  | { kind: 'hand'; value: Hand }
  | { kind: 'player'; value: Player }
  | { kind: 'flex'; value: Flex }
  /** Degrees: a single club of exactly this loft. */
  | { kind: 'loft'; value: number }
  | { kind: 'shaft'; value: ShaftMaterial }
  /** A set make-up as formatSetMakeup writes it ("4-PW"). */
  | { kind: 'set'; value: string }
  /** A model's compact key ("tsr2", "g430"): catalogue models and listings' names. */
  | { kind: 'model'; value: string }

/** A golf word or phrase of the search: which words it took and what it means. */
export interface GolfTerm {
  facet: GolfFacet
  /** Indexes into the term's words (searchWords): the words it was read from. */
  words: number[]
}

export interface GolfQuery {
  /** The term's words, as search-terms.ts splits them. */
  words: SearchWord[]
  terms: GolfTerm[]
  /** Indexes of the words that are no golf word: ordinary search words. */
  rest: number[]
}

/** Lower case, without accents and apostrophes ("Men’s" -> "mens", "rígido" -> "rigido"). */
export function golfWordKey(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/['’`]/g, '')
}

type PhraseFacet = Exclude<GolfFacet, { kind: 'loft' | 'set' | 'model' }>

const clubType = (...values: ClubType[]): PhraseFacet => ({ kind: 'clubType', values })
const hand = (value: Hand): PhraseFacet => ({ kind: 'hand', value })
const player = (value: Player): PhraseFacet => ({ kind: 'player', value })
const flex = (value: Flex): PhraseFacet => ({ kind: 'flex', value })
const shaft = (value: ShaftMaterial): PhraseFacet => ({ kind: 'shaft', value })

/** Golf words and phrases in English and Spanish (keys as golfWordKey writes them, words by spaces). */
const PHRASES: Array<[string[], PhraseFacet]> = [
  [
    ['left handed', 'left hand', 'lefty', 'lefties', 'leftie', 'lh', 'zurdo', 'zurda', 'zurdos', 'zurdas'],
    hand('left'),
  ],
  [['right handed', 'right hand', 'rh', 'diestro', 'diestra', 'diestros', 'diestras'], hand('right')],
  [['stiff', 'rigido', 'rigida', 'rigidos', 'rigidas', 's flex', 'flex s'], flex('S')],
  [['x stiff', 'extra stiff', 'extra rigido', 'extra rigida', 'x flex', 'flex x'], flex('X')],
  [['tour x', 'tour extra stiff', 'tx flex', 'flex tx'], flex('TX')],
  [['regular', 'r flex', 'flex r'], flex('R')],
  [['senior', 'seniors', 'a flex', 'flex a'], flex('A')],
  [['ladies', 'lady', 'senora', 'senoras', 'l flex', 'flex l'], flex('L')],
  [['mens', 'men', 'hombre', 'hombres', 'caballero', 'caballeros'], player('mens')],
  [['womens', 'women', 'mujer', 'mujeres', 'dama', 'damas'], player('womens')],
  [['junior', 'juniors', 'nino', 'ninos', 'nina', 'ninas', 'infantil'], player('junior')],
  [['graphite', 'grafito'], shaft('graphite')],
  [['steel', 'acero'], shaft('steel')],
  [['driver', 'drivers'], clubType('driver')],
  [
    [
      'fairway',
      'fairways',
      'fairway wood',
      'fairway woods',
      'wood',
      'woods',
      '3 wood',
      '4 wood',
      '5 wood',
      '7 wood',
      '9 wood',
      '3w',
      '5w',
      '7w',
      'madera',
      'maderas',
      'madera de calle',
      'maderas de calle',
    ],
    clubType('fairway'),
  ],
  [['hybrid', 'hybrids', 'hibrido', 'hibridos', 'rescue', 'rescues'], clubType('hybrid')],
  [
    [
      'utility',
      'utilities',
      'utility iron',
      'driving iron',
      'driving irons',
      'hierro de salida',
      'hierros de salida',
    ],
    clubType('utility'),
  ],
  [
    ['irons', 'iron set', 'iron sets', 'set of irons', 'hierros', 'juego de hierros', 'juegos de hierros'],
    clubType('iron-set'),
  ],
  [['iron', 'hierro'], clubType('iron', 'iron-set')],
  [
    [
      'wedge',
      'wedges',
      'cuna',
      'cunas',
      'sw',
      'lw',
      'pw',
      'gw',
      'aw',
      'sand wedge',
      'lob wedge',
      'gap wedge',
      'pitching wedge',
    ],
    clubType('wedge'),
  ],
  [['putter', 'putters'], clubType('putter')],
  [
    ['complete set', 'full set', 'juego completo', 'set completo', 'juegos completos'],
    clubType('complete-set'),
  ],
]

/** Each phrase as word lists: "left handed" is also "left-handed" and "lefthanded". */
const PHRASE_TABLE: Array<{ words: string[]; facet: PhraseFacet }> = PHRASES.flatMap(([phrases, facet]) =>
  phrases.flatMap((phrase) => {
    const words = phrase.split(' ')
    const variants = [words]
    if (words.length > 1) variants.push([words.join('-')], [words.join('')])
    return variants.map((variant) => ({ words: variant, facet }))
  }),
).sort((a, b) => b.words.length - a.words.length)

const DEGREE_WORDS = new Set(['°', 'º', 'deg', 'degs', 'degree', 'degrees', 'grado', 'grados'])
const LOFT_NUMBER = /^(\d{1,2})(?:[.,](\d{1,2}))?(°|º|deg|degs|degrees?|grados?)?$/u

/**
 * A loft at word `i`: a number with a decimal part ("10.5", "10,5") or a degree sign or word
 * ("10°", "10 degrees", "10,5 grados"), between 5° and 66° (a bare "10" is too many other things).
 */
function loftAt(keys: string[], i: number): { value: number; length: number } | null {
  const match = keys[i]!.match(LOFT_NUMBER)
  if (!match) return null
  const followed = i + 1 < keys.length && DEGREE_WORDS.has(keys[i + 1]!)
  if (!match[2] && !match[3] && !followed) return null
  const value = parseGolfNumber(keys[i]!)
  if (value === null || value < 5 || value > 66) return null
  return { value, length: followed ? 2 : 1 }
}

/** A set make-up starting at word `i` ("4-pw", "5-pw + aw"): the longest run of words that reads as one. */
function setAt(keys: string[], i: number): { value: string; length: number } | null {
  if (!/^\w{1,2}-\w{1,2}$/u.test(keys[i]!)) return null
  for (let end = Math.min(keys.length, i + 5); end > i; end--) {
    if (/^[+,&]$/.test(keys[end - 1]!)) continue
    const parsed = parseSetMakeup(keys.slice(i, end).join(' '))
    const value = parsed.ok && parsed.clubs.length >= 3 ? formatSetMakeup(parsed.clubs) : null
    if (value?.includes('-')) return { value, length: end - i }
  }
  return null
}

function phraseAt(keys: string[], i: number): { facet: PhraseFacet; length: number } | null {
  for (const phrase of PHRASE_TABLE) {
    if (phrase.words.every((word, k) => keys[i + k] === word))
      return { facet: phrase.facet, length: phrase.words.length }
  }
  return null
}

const LETTERS = /^\p{L}{1,8}$/u
const DIGITS = /^\d{1,4}$/
const LETTERS_AND_DIGITS = /^(?=.*\p{L})(?=.*\d)[\p{L}\d-]{2,14}$/u

/** A model name at word `i`: "tsr2", "g430", or a short name and a number apart ("tsr 2", "g 430"). */
function modelAt(keys: string[], i: number): { value: string; length: number } | null {
  const next = keys[i + 1]
  if (next !== undefined && LETTERS.test(keys[i]!) && DIGITS.test(next))
    return { value: compactKey(keys[i]! + next), length: 2 }
  if (LETTERS_AND_DIGITS.test(keys[i]!)) return { value: compactKey(keys[i]!), length: 1 }
  return null
}

/** The golf words of a search term, and the words left over as ordinary search words. */
export function parseGolfQuery(q: string): GolfQuery {
  const words = searchWords(q)
  const keys = words.map((word) => golfWordKey(word.text))
  const terms: GolfTerm[] = []
  const rest: number[] = []
  let i = 0
  while (i < keys.length) {
    const found: { facet: GolfFacet; length: number } | null =
      (() => {
        const set = setAt(keys, i)
        return set ? { facet: { kind: 'set', value: set.value } as const, length: set.length } : null
      })() ??
      (() => {
        const loft = loftAt(keys, i)
        return loft ? { facet: { kind: 'loft', value: loft.value } as const, length: loft.length } : null
      })() ??
      phraseAt(keys, i) ??
      (() => {
        const model = modelAt(keys, i)
        return model ? { facet: { kind: 'model', value: model.value } as const, length: model.length } : null
      })()
    if (found) {
      terms.push({ facet: found.facet, words: Array.from({ length: found.length }, (_, k) => i + k) })
      i += found.length
    } else {
      rest.push(i)
      i++
    }
  }
  return { words, terms, rest }
}

/** Whether a golf term can become a filter of the panel (a model has no facet: it stays a word). */
export function isFilterTerm(term: GolfTerm): boolean {
  return term.facet.kind !== 'model'
}

/** The filters with a golf term's facet value added. */
export function withGolfFacet(filters: BrowseFilters, facet: GolfFacet): BrowseFilters {
  const add = <T>(list: T[], ...values: T[]) => [...new Set([...list, ...values])]
  switch (facet.kind) {
    case 'clubType':
      return { ...filters, clubTypes: add(filters.clubTypes, ...facet.values) }
    case 'hand':
      return { ...filters, hands: add(filters.hands, facet.value) }
    case 'player':
      return { ...filters, players: add(filters.players, facet.value) }
    case 'flex':
      return { ...filters, flexes: add(filters.flexes, facet.value) }
    case 'loft':
      return { ...filters, loftMin: facet.value, loftMax: facet.value }
    case 'shaft':
      return { ...filters, shafts: add(filters.shafts, facet.value) }
    case 'set':
      return { ...filters, sets: add(filters.sets, facet.value).sort() }
    case 'model':
      return filters
  }
}

/** The search term without some of its words (those a golf term took, made into a filter). */
export function termWithout(query: GolfQuery, dropped: readonly number[]): string | null {
  const kept = query.words.filter((_, index) => !dropped.includes(index)).map((word) => word.text)
  return kept.join(' ') || null
}

/** The golf words of a search as the page offers them: each, and all at once, as filters instead. */
export interface GolfWordOffers {
  /** Each golf word: its facet value's label, and the address with it as a filter (none for a model). */
  words: Array<{ key: string; label: string; href: string | null }>
  allHref: string | null
}

/**
 * What the page offers for the search's golf words (null without any): a link per word that moves
 * it from the term into its facet filter, and one for all of them. Computed by the loader (labels
 * too), so the word tables stay out of the page's JavaScript.
 */
export function golfWordOffers(
  query: BrowseQuery,
  label: (facet: GolfFacet) => string,
): GolfWordOffers | null {
  if (!query.q) return null
  const golf = parseGolfQuery(query.q)
  if (golf.terms.length === 0) return null
  const asFilters = (terms: GolfTerm[]) => {
    const filters = terms.reduce((current, term) => withGolfFacet(current, term.facet), query.filters)
    const q = termWithout(
      golf,
      terms.flatMap((term) => term.words),
    )
    return browseHref({ ...withTerm(query, q), filters })
  }
  const filterTerms = golf.terms.filter(isFilterTerm)
  return {
    words: golf.terms.map((term) => ({
      key: term.words.join('-'),
      label: label(term.facet),
      href: isFilterTerm(term) ? asFilters([term]) : null,
    })),
    allHref: filterTerms.length > 1 ? asFilters(filterTerms) : null,
  }
}
