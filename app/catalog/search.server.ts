/**
 * The search rules in SQL (docs/decisions/0022-search.md). Every word of the term must occur in
 * the listing's search text (products.search_text: name, brand and description, lower case,
 * without accents), in any order; a word occurs when its stem does (plural endings dropped), or,
 * for a word of five letters or more that no listing contains, when a word one typo away does.
 *
 * Words are normalised by the database with search_normalise(), the function that builds the
 * listings' search text, so "Camión" in a query and in a listing always meet.
 */
import { type SQL, sql } from 'drizzle-orm'
import { createCache } from '~/platform/cache.server'
import { rawQuery, readDb } from '~/platform/db.server'
import { env } from '~/platform/env.server'
import { type GolfFacet, parseGolfQuery } from './passport/golf-query'
import { golfFacetCondition, golfFacetIds } from './passport/golf-sql.server'
import { escapeLikePattern, withinOneTypo } from './search-terms'

/** One word of a search, ready for SQL. */
export interface ResolvedWord {
  /** The word as typed, normalised (what a suggestion replaces). */
  text: string
  /**
   * LIKE patterns, any of which makes the word match: its stem first (left out when no listing can
   * contain it), then typo corrections.
   */
  patterns: string[]
  /** The LIKE pattern of the word as typed (its stem), which ranking prefers to corrections. */
  typed: string
}

/**
 * A golf word or phrase of the search (docs/decisions/0052-golf-facets-and-golf-words.md): it matches
 * its facet value OR its words as plain search words, so it never finds less than before.
 */
export interface ResolvedGolfTerm {
  facet: GolfFacet
  /** Indexes into ResolvedSearch.words. */
  words: number[]
}

export interface ResolvedSearch {
  words: ResolvedWord[]
  /** The normalised words joined by spaces: what names are compared with for closeness. */
  normalised: string
  /** Golf words among the words (none in searches made before issue #27's golf words). */
  golf?: ResolvedGolfTerm[]
}

/** At most this many corrections are tried for one misspelt word. */
const MAX_CORRECTIONS = 6

interface WordRow {
  position: number
  text: string
  stem: string
  /** Listing words that may be one typo away (checked exactly in JavaScript). */
  near: string[]
  /** Whether some listing word contains the stem (only asked for a word that may have a typo). */
  occurs: boolean
}

let resolvedCache: ReturnType<typeof createCache<ResolvedSearch>> | undefined
function cache() {
  resolvedCache ??= createCache({ ttlMs: env().BROWSE_CACHE_SECONDS * 1000, maxEntries: 1000 })
  return resolvedCache
}

/** Forgets resolved words (the vocabulary may have new words). */
export function invalidateSearchCache() {
  cache().clear()
}

/**
 * Normalises the words of `q` in the database and, for each word that may have a typo and is not
 * itself a word of any listing, finds the listing words one typo away (through the deletion index
 * of search_words, then checked exactly here).
 */
export function resolveSearch(q: string): Promise<ResolvedSearch> {
  return cache().get(q, async () => {
    const golfQuery = parseGolfQuery(q)
    const { words } = golfQuery
    if (words.length === 0) return { words: [], normalised: '' }
    const values = sql.join(
      words.map(
        (word, index) => sql`(${index}::int, ${word.text}::text, ${word.stem}::text, ${word.typos}::boolean)`,
      ),
      sql`, `,
    )
    const rows = await rawQuery<WordRow>(
      readDb(),
      sql`select position, text_norm as text, stem_norm as stem,
            case when typos and not exists (select 1 from search_words w where w.word in (text_norm, stem_norm))
              then array(select w.word from search_words w where w.deletions && search_word_deletions(stem_norm)
                         order by w.word limit 50)
              else '{}'::text[] end as near,
            not typos or exists (select 1 from search_words w where w.word like '%' || stem_norm || '%') as occurs
          from (select position, search_normalise(typed_text) as text_norm,
                       search_normalise(typed_stem) as stem_norm, typos
                from (values ${values}) as typed(position, typed_text, typed_stem, typos)) as normalised
          order by position`,
    )
    const kept = rows.filter((row) => row.stem !== '')
    const resolved = kept.map((row) => {
      const corrections = row.near
        .filter((word) => withinOneTypo(row.stem, word) && !word.includes(row.stem))
        .slice(0, MAX_CORRECTIONS)
      // A stem of letters that no listing word contains occurs in no listing (every run of four
      // letters or more is a listing word): only its corrections can match, and one LIKE less
      // lets the planner combine the words' index scans.
      const typed = row.occurs || corrections.length === 0 ? [row.stem] : []
      return { text: row.text, patterns: [...typed, ...corrections].map(pattern), typed: pattern(row.stem) }
    })
    // A golf term's words by their index among the kept words (a word of nothing but marks is gone).
    const golf = golfQuery.terms.flatMap((term) => {
      const indexes = term.words
        .map((position) => kept.findIndex((row) => row.position === position))
        .filter((index) => index !== -1)
      return indexes.length > 0 ? [{ facet: term.facet, words: indexes }] : []
    })
    return { words: resolved, normalised: resolved.map((word) => word.text).join(' '), golf }
  })
}

/** LIKE pattern for `word` anywhere in the text, its wildcards taken literally. */
const pattern = (word: string) => `%${escapeLikePattern(word)}%`

const line = (n: 1 | 2, column: SQL) => sql`split_part(${column}, chr(10), ${sql.raw(String(n))})`

function anyPattern(text: SQL, word: ResolvedWord): SQL {
  return sql`(${sql.join(
    word.patterns.map((pattern) => sql`${text} like ${pattern}`),
    sql` or `,
  )})`
}

/** Every word matches somewhere in `text` (by default the listing's whole search text). */
export function matchAllWords(words: ResolvedWord[], text: SQL = sql`p.search_text`): SQL {
  if (words.length === 0) return sql`true`
  return sql.join(
    words.map((word) => anyPattern(text, word)),
    sql` and `,
  )
}

/**
 * Every word of the search matches listing `p`: an ordinary word as decision 0022 says; a golf
 * word or phrase when the listing's passport has its facet value (golfFacetIds) or
 * when its words match as ordinary words.
 */
export function matchSearch(search: ResolvedSearch): SQL {
  const golf = search.golf ?? []
  const grouped = new Set(golf.flatMap((term) => term.words))
  const parts = search.words.flatMap((word, index) =>
    grouped.has(index) ? [] : [anyPattern(sql`p.search_text`, word)],
  )
  // With a plain word too, its trigram matches are the candidates, and each golf word is a test
  // of the candidate's own columns (decision 0070); alone, a golf word is a set of ids, each part
  // found through an index (a semi-join for the planner), so it never reads every listing.
  const plainWords = parts.length > 0
  for (const term of golf) {
    const words = term.words.map((index) => search.words[index]!)
    if (plainWords) {
      parts.push(sql`(${golfFacetCondition(term.facet, 'p')} or ${matchAllWords(words)})`)
      continue
    }
    const plain = matchAllWords(words, sql`w.search_text`)
    parts.push(
      sql`p.id in (${golfFacetIds(term.facet)} union all select w.id from products w where w.browse_visible and ${plain})`,
    )
  }
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `)
}

/**
 * Relevance of a matching listing `p` (higher first): every word in the name, then every word in
 * name and brand, then the rest (description); within a group, listings where each word matched as
 * typed (not through a typo correction) come first, then names closer to the whole term (trigram
 * similarity, so "Driver" beats "Leather Headcover Set (Driver, FW, Hybrid)").
 */
export function relevanceRank(search: ResolvedSearch): SQL {
  const name = line(1, sql`p.search_text`)
  const nameAndBrand = sql`(${name} || ' ' || ${line(2, sql`p.search_text`)})`
  const asTyped = search.words.map((word) => sql`(p.search_text like ${word.typed})::int`)
  return sql`(case when ${matchAllWords(search.words, name)} then 8
                   when ${matchAllWords(search.words, nameAndBrand)} then 4 else 0 end)
    + 2.0 * (${sql.join(asTyped, sql` + `)}) / ${search.words.length}
    + similarity(${name}, ${search.normalised})`
}

/**
 * A search term close to `search` that finds listings (`count` tells, under the page's filters):
 * the "did you mean" of an empty result. Each word may be replaced by a listing word one typo away
 * (any length: "pign" -> "ping") or by one of the most similar listing words (trigrams, which also
 * finds brands and terms further away); the closest replacements are tried first, at most `tries`.
 */
export async function suggestSearch(
  search: ResolvedSearch,
  count: (words: ResolvedWord[]) => Promise<number>,
  tries = 5,
): Promise<string | null> {
  const candidates: Array<{ index: number; word: string; score: number }> = []
  for (const [index, word] of search.words.entries()) {
    if (word.text.length < 3) continue
    const rows = await rawQuery<{ word: string; score: number; typo: boolean }>(
      readDb(),
      sql`(select word, similarity(word, ${word.text}) as score, true as typo from search_words
           where deletions && search_word_deletions(${word.text}) and word <> ${word.text} limit 20)
          union all
          (select word, similarity(word, ${word.text}), false from search_words
           where word % ${word.text} and word <> ${word.text} order by 2 desc, word limit 3)`,
    )
    for (const row of rows) {
      // One typo away beats any similarity; deletions can also pair words two typos apart.
      if (row.typo && !withinOneTypo(row.word, word.text)) continue
      candidates.push({ index, word: row.word, score: row.score + (row.typo ? 1 : 0) })
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.word.localeCompare(b.word))
  const tried = new Set<string>()
  for (const candidate of candidates) {
    if (tried.size === tries) break
    const words = search.words.map((word, index) =>
      index === candidate.index
        ? { text: candidate.word, patterns: [pattern(candidate.word)], typed: pattern(candidate.word) }
        : word,
    )
    const term = words.map((word) => word.text).join(' ')
    if (tried.has(term)) continue
    tried.add(term)
    if ((await count(words)) > 0) return term
  }
  return null
}
