/**
 * How a search term becomes words (docs/decisions/0022-search.md). Isomorphic and free of the
 * database: the server turns these words into SQL (search.server.ts), the page shows them as chips
 * that can be removed one by one.
 *
 * The database does the rest of the normalising (lower case, accents, white space) with the same
 * SQL function that builds each listing's search text, so query and listings cannot disagree.
 */

/** A word needs this many letters before one typo in it is forgiven. */
export const TYPO_MIN_LETTERS = 5
/** Words after this many are ignored: every word is one more condition of the query. */
export const MAX_SEARCH_WORDS = 8

/** Quotes, brackets and sentence punctuation around a word ("driver," or «putter») are not part of it. */
const EDGE_PUNCTUATION = /^[.,;:!?¡¿()[\]{}"'“”‘’«»]+|[.,;:!?¡¿()[\]{}"'“”‘’«»]+$/gu
const LETTERS_ONLY = /^\p{L}+$/u

export interface SearchWord {
  /** The word as typed, in lower case and without the punctuation around it. */
  text: string
  /** The word without a plural ending: what must occur in the listing (drivers -> driver). */
  stem: string
  /** Whether a listing may also match with one typo in this word (a word of five letters or more). */
  typos: boolean
}

/**
 * The words of a search term: split at white space, in lower case, each without the punctuation
 * around it (unless the word is nothing but punctuation: "%" is searched as it is), without
 * repeats, at most MAX_SEARCH_WORDS.
 */
export function searchWords(q: string): SearchWord[] {
  const words: SearchWord[] = []
  const seen = new Set<string>()
  for (const token of q.toLowerCase().split(/\s+/)) {
    const stripped = token.replace(EDGE_PUNCTUATION, '')
    const text = stripped || token
    if (!text) continue
    const stem = stemWord(text)
    if (seen.has(stem)) continue
    seen.add(stem)
    words.push({ text, stem, typos: text.length >= TYPO_MIN_LETTERS && LETTERS_ONLY.test(text) })
    if (words.length === MAX_SEARCH_WORDS) break
  }
  return words
}

/** Endings whose plural adds "es": English boxes, watches, glasses; Spanish relojes, pantalones, clubes. */
const PLURAL_ES = /(?:[sxzlnrjbd]|ch|sh)es$/u
const CONSONANT_BEFORE_Y = /[^aeiouáéíóúàèìòùâêîôûäëïöü]y$/u

/**
 * Strips a plural ending (English and Spanish) so that the stem, matched anywhere inside a word,
 * finds the singular and the plural alike: drivers/driver -> driver, zapatos -> zapato,
 * watches -> watch, relojes -> reloj, batteries/battery -> batter. Stems are only ever shorter
 * than the word, so a stem matches everything the word itself would (and a little more:
 * "batter" also finds "batter"). Words with digits or symbols, and words under four letters, stay
 * as they are.
 */
export function stemWord(word: string): string {
  if (word.length < 4 || !LETTERS_ONLY.test(word)) return word
  if (word.length >= 7 && word.endsWith('ies')) return word.slice(0, -3)
  if (word.length >= 5 && PLURAL_ES.test(word)) return word.slice(0, -2)
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1)
  if (word.length >= 6 && CONSONANT_BEFORE_Y.test(word)) return word.slice(0, -1)
  return word
}

/**
 * True when `a` and `b` are at most one typo apart: equal, or one letter added, dropped or changed,
 * or two neighbouring letters swapped (the optimal string alignment distance is at most 1).
 */
export function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  if (long.length - short.length > 1) return false
  let i = 0
  while (i < short.length && short[i] === long[i]) i++
  if (short.length < long.length) return short.slice(i) === long.slice(i + 1)
  if (short.slice(i + 1) === long.slice(i + 1)) return true
  return short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2)
}

/** Escapes LIKE's wildcards (`%`, `_`) and its escape character, so the term matches literally. */
export function escapeLikePattern(term: string) {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`)
}
