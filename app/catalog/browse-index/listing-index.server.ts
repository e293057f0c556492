/**
 * The browse index (issue #32, docs/decisions/0075-browse-index-in-memory.md): every visible
 * listing's search text, filter columns, sort keys and count groups, held by each app process, so
 * that a search, its filters, its counts and its result page are found without a query per
 * request. It answers exactly what the SQL of search.server.ts and browse-filters.server.ts
 * answers (tests/integration/browse-index.test.ts compares them); only the page's cards are read
 * from PostgreSQL, by id.
 *
 * This module is the data structure alone (no database): browse-index.server.ts loads it from
 * PostgreSQL and keeps it current.
 */
import type { BrowseQuery, SortOption } from '../browse'
import { SHIPPING_FILTER_OPTIONS } from '../browse'
import type { GolfFacet } from '../passport/golf-query'
import { parseSetMakeup } from '../passport/set-makeup'
import type { ResolvedSearch, ResolvedWord } from '../search.server'

/** One visible listing as the index reads it (browse-index.server.ts LISTING_COLUMNS). */
export interface IndexedListing {
  id: string
  searchText: string
  subcategory: string
  size: string | null
  condition: string
  brand: string
  /** lower(btrim(brand)): the brand filter's key. */
  brandKey: string
  price: number
  shippingOptions: string[]
  country: string | null
  city: string | null
  /** lower(btrim(city)): the city filter's key. */
  cityKey: string | null
  /** created_at in microseconds since 1970 (exact in a double until the year 2255). */
  createdMicros: number
  clubType: string | null
  specHand: string | null
  specPlayer: string | null
  flex: string | null
  loft: number | null
  shaft: string | null
  setClubs: string[] | null
  modelYear: number | null
  modifications: number | null
  /** products.club_hand: the passport's hand or the one the size names. */
  clubHand: string | null
  clubPlayer: string | null
}

/** Strings as small integers (0: null), so that a filter or a count compares numbers. */
class Dictionary<V = string> {
  private readonly codes = new Map<string, number>()
  readonly values: Array<V | null> = [null]
  code(key: string | null, value?: V): number {
    if (key === null) return 0
    let code = this.codes.get(key)
    if (code === undefined) {
      code = this.values.push(value ?? (key as unknown as V)) - 1
      this.codes.set(key, code)
    }
    return code
  }
  /** The code of `key`, or -1 when no listing ever had it (then nothing matches it). */
  find(key: string): number {
    return this.codes.get(key) ?? -1
  }
  get size() {
    return this.values.length
  }
}

/** The count groups of browse-filters.server.ts's GROUPING_SETS, as one code per listing each. */
export const COUNT_GROUPS = [
  'subcategorySize',
  'condition',
  'brand',
  'shipping',
  'location',
  'clubTypeFlex',
  'handPlayer',
  'passportRest',
] as const
export type CountGroup = (typeof COUNT_GROUPS)[number]

/** The columns of one count group's rows (FacetRow's, null where the group does not set them). */
export type GroupColumns = Partial<{
  subcategory: string | null
  size: string | null
  condition: string | null
  brand: string | null
  pickup: boolean
  delivery: boolean
  country: string | null
  city: string | null
  club_type: string | null
  flex: string | null
  hand: string | null
  player: string | null
  shaft: string | null
  unmodified: boolean
  model_year: number | null
  set_clubs: string[] | null
}>

/** A filter over one listing slot, named as browse-filters.server.ts names it. */
export interface SlotTest {
  name: string
  test: (slot: number) => boolean
}

/** What the counts read: each listing's set (0: matches every filter; i: misses only subset i's filter). */
export interface CountPlan {
  /** The filters whose misses are counted apart, in subset order after `all` (index 0). */
  subsets: string[]
  /** Per column, the subset indexes it adds up. */
  columns: number[][]
}

export interface GroupCount {
  group: CountGroup | 'total'
  columns: GroupColumns
  /** One count per plan column, then the count of every listing read. */
  counts: number[]
}

export interface IndexAnswer {
  /** The result page's listing ids, in order. */
  pageIds: string[]
  total: number
  /** The grouped counts (null when none were asked for). */
  groups: GroupCount[] | null
}

const unlike = (pattern: string) => pattern.slice(1, -1).replace(/\\(.)/g, '$1')
const WHITE_SPACE = /\s+/
/** pg_trgm's word characters (letters and digits, any script). */
const NOT_WORD = /[^\p{L}\p{N}]+/u
/** Loft equality's room for rounding (golf-sql.server.ts LOFT_TOLERANCE). */
const LOFT_TOLERANCE = 0.01
const MAX_INT = 2_147_483_647

/** A set of clubs as a key that ignores order and repeats (`@>` and `<@` both hold). */
const setKey = (clubs: readonly string[]) => [...new Set(clubs)].sort().join('\u0001')

export class ListingIndex {
  // One entry per slot; a removed listing's slot is reused.
  private readonly ids: string[] = []
  private readonly slotOf = new Map<string, number>()
  private readonly free: number[] = []
  private readonly alive: number[] = []
  private readonly texts: string[] = []
  private readonly subcategory: number[] = []
  private readonly size: number[] = []
  private readonly condition: number[] = []
  private readonly brandKey: number[] = []
  private readonly price: number[] = []
  private readonly shipping: number[] = []
  private readonly country: number[] = []
  private readonly cityKey: number[] = []
  private readonly created: number[] = []
  private readonly clubType: number[] = []
  private readonly hand: number[] = []
  private readonly player: number[] = []
  private readonly specHandSet: number[] = []
  private readonly specPlayerSet: number[] = []
  private readonly flex: number[] = []
  private readonly shaft: number[] = []
  private readonly loft: number[] = []
  private readonly setOf: number[] = []
  private readonly year: number[] = []
  private readonly modifications: number[] = []
  private readonly groups: Record<CountGroup, number[]> = {
    subcategorySize: [],
    condition: [],
    brand: [],
    shipping: [],
    location: [],
    clubTypeFlex: [],
    handPlayer: [],
    passportRest: [],
  }
  /** Name trigrams per slot (pg_trgm's), computed when a relevance sort first needs them. */
  private readonly nameTrigrams: Array<Int32Array | undefined> = []

  private readonly dict = {
    subcategory: new Dictionary(),
    size: new Dictionary(),
    condition: new Dictionary(),
    brandKey: new Dictionary(),
    shipping: new Dictionary(),
    country: new Dictionary(),
    cityKey: new Dictionary(),
    golf: new Dictionary(),
    /** A set's stored array (as written), and apart the key every order of it shares. */
    setClubs: new Dictionary<string[]>(),
    setKey: new Dictionary(),
  }
  private readonly setKeyOf: number[] = [0]
  private readonly groupDict: Record<CountGroup, Dictionary<GroupColumns>> = {
    subcategorySize: new Dictionary(),
    condition: new Dictionary(),
    brand: new Dictionary(),
    shipping: new Dictionary(),
    location: new Dictionary(),
    clubTypeFlex: new Dictionary(),
    handPlayer: new Dictionary(),
    passportRest: new Dictionary(),
  }
  private readonly trigramIds = new Map<string, number>()
  /** Each white-space separated word of any listing's text, and the slots whose text has it. */
  private readonly postings = new Map<string, number[]>()
  /** Stale entries in `postings` (slots since removed or changed): past half, they are rebuilt. */
  private stalePostings = 0
  private livePostings = 0
  /** The words containing a piece of a search word, kept while no new word arrives. */
  private readonly wordsContaining = new Map<string, string[]>()

  get count() {
    return this.slotOf.size
  }

  has(id: string) {
    return this.slotOf.has(id)
  }

  /** Adds a visible listing, or replaces what the index holds of it. */
  upsert(listing: IndexedListing) {
    const existing = this.slotOf.get(listing.id)
    if (existing !== undefined) this.forget(existing)
    const slot = existing ?? this.free.pop() ?? this.ids.length
    this.slotOf.set(listing.id, slot)
    this.ids[slot] = listing.id
    this.alive[slot] = 1
    this.texts[slot] = listing.searchText
    this.nameTrigrams[slot] = undefined
    const d = this.dict
    this.subcategory[slot] = d.subcategory.code(listing.subcategory)
    this.size[slot] = d.size.code(listing.size)
    this.condition[slot] = d.condition.code(listing.condition)
    this.brandKey[slot] = d.brandKey.code(listing.brandKey)
    this.price[slot] = listing.price
    let shipping = 0
    for (const option of listing.shippingOptions) shipping |= 1 << Math.min(30, d.shipping.code(option))
    this.shipping[slot] = shipping
    this.country[slot] = d.country.code(listing.country)
    this.cityKey[slot] = d.cityKey.code(listing.cityKey)
    this.created[slot] = listing.createdMicros
    this.clubType[slot] = d.golf.code(listing.clubType)
    this.hand[slot] = d.golf.code(listing.clubHand)
    this.player[slot] = d.golf.code(listing.clubPlayer)
    this.specHandSet[slot] = listing.specHand === null ? 0 : 1
    this.specPlayerSet[slot] = listing.specPlayer === null ? 0 : 1
    this.flex[slot] = d.golf.code(listing.flex)
    this.shaft[slot] = d.golf.code(listing.shaft)
    this.loft[slot] = listing.loft ?? Number.NaN
    const clubs = listing.setClubs
    const setCode = clubs === null ? 0 : d.setClubs.code(JSON.stringify(clubs), clubs)
    if (setCode !== 0) this.setKeyOf[setCode] ??= d.setKey.code(setKey(clubs ?? []))
    this.setOf[slot] = setCode
    this.year[slot] = listing.modelYear ?? 0
    this.modifications[slot] = listing.modifications ?? -1
    const unmodified = listing.subcategory === 'clubs' && listing.modifications === 0
    const pickup = listing.shippingOptions.some((option) => SHIPPING_FILTER_OPTIONS.pickup.includes(option as never))
    const delivery = listing.shippingOptions.some((option) =>
      SHIPPING_FILTER_OPTIONS.delivery.includes(option as never),
    )
    const group = (name: CountGroup, columns: GroupColumns) => {
      this.groups[name][slot] = this.groupDict[name].code(JSON.stringify(columns), columns)
    }
    group('subcategorySize', { subcategory: listing.subcategory, size: listing.size })
    group('condition', { condition: listing.condition })
    group('brand', { brand: listing.brand })
    group('shipping', { pickup, delivery })
    group('location', { country: listing.country, city: listing.city })
    group('clubTypeFlex', { club_type: listing.clubType, flex: listing.flex })
    group('handPlayer', { hand: listing.clubHand, player: listing.clubPlayer })
    group('passportRest', {
      shaft: listing.shaft,
      unmodified,
      model_year: listing.modelYear,
      set_clubs: listing.setClubs,
    })
    for (const word of new Set(listing.searchText.split(WHITE_SPACE))) {
      if (!word) continue
      let slots = this.postings.get(word)
      if (!slots) {
        slots = []
        this.postings.set(word, slots)
        for (const [piece, words] of this.wordsContaining) if (word.includes(piece)) words.push(word)
      }
      slots.push(slot)
      this.livePostings += 1
    }
  }

  /** Takes a listing out (sold, hidden, deleted). */
  remove(id: string) {
    const slot = this.slotOf.get(id)
    if (slot === undefined) return
    this.forget(slot)
    this.slotOf.delete(id)
    this.alive[slot] = 0
    this.free.push(slot)
  }

  /** The slot's words stay in `postings` (every match is checked against the text again). */
  private forget(slot: number) {
    const words = new Set(this.texts[slot]?.split(WHITE_SPACE) ?? []).size
    this.stalePostings += words
    if (this.stalePostings > this.livePostings / 2 && this.stalePostings > 10_000) this.rebuildPostings()
  }

  private rebuildPostings() {
    this.postings.clear()
    this.wordsContaining.clear()
    this.stalePostings = 0
    this.livePostings = 0
    for (let slot = 0; slot < this.ids.length; slot += 1) {
      if (!this.alive[slot]) continue
      for (const word of new Set(this.texts[slot]!.split(WHITE_SPACE))) {
        if (!word) continue
        let slots = this.postings.get(word)
        if (!slots) this.postings.set(word, (slots = []))
        slots.push(slot)
        this.livePostings += 1
      }
    }
  }

  // -------------------------------------------------------------------------------------------
  // Search

  /** The words of any listing containing `piece` (cached until a new word arrives). */
  private wordsWith(piece: string): string[] {
    let words = this.wordsContaining.get(piece)
    if (!words) {
      words = []
      for (const word of this.postings.keys()) if (word.includes(piece)) words.push(word)
      if (this.wordsContaining.size > 2000) this.wordsContaining.clear()
      this.wordsContaining.set(piece, words)
    }
    return words
  }

  /**
   * The slots whose text may contain one of `substrings` (a superset: each is checked against the
   * text afterwards), found through the words of the texts; Infinity-sized when a substring has no
   * piece to look up.
   */
  private candidatesOf(substrings: string[]): { slots: number[]; size: number } {
    const lists: number[][] = []
    let size = 0
    for (const substring of substrings) {
      // A substring spanning words: every word of it is inside some text word; take the longest.
      const piece = substring.split(WHITE_SPACE).reduce((a, b) => (b.length > a.length ? b : a), '')
      if (!piece) return { slots: [], size: Number.POSITIVE_INFINITY }
      for (const word of this.wordsWith(piece)) {
        const slots = this.postings.get(word)!
        lists.push(slots)
        size += slots.length
      }
    }
    return { slots: lists.length === 1 ? lists[0]! : lists.flat(), size }
  }

  private golfTest(facet: GolfFacet): ((slot: number) => boolean) | null {
    const golf = this.dict.golf
    const clubs = this.dict.subcategory.find('clubs')
    switch (facet.kind) {
      case 'clubType': {
        const codes = new Set(facet.values.map((value) => golf.find(value)))
        return (slot) => codes.has(this.clubType[slot]!)
      }
      case 'hand': {
        const code = golf.find(facet.value)
        return (slot) =>
          this.hand[slot] === code && (this.specHandSet[slot] === 1 || this.subcategory[slot] === clubs)
      }
      case 'player': {
        const code = golf.find(facet.value)
        return (slot) =>
          this.player[slot] === code && (this.specPlayerSet[slot] === 1 || this.subcategory[slot] === clubs)
      }
      case 'flex': {
        const code = golf.find(facet.value)
        return (slot) => this.flex[slot] === code
      }
      case 'loft': {
        const low = facet.value - LOFT_TOLERANCE
        const high = facet.value + LOFT_TOLERANCE
        return (slot) => this.loft[slot]! >= low && this.loft[slot]! <= high
      }
      case 'shaft': {
        const code = golf.find(facet.value)
        return (slot) => this.shaft[slot] === code
      }
      case 'set':
        return this.setTest([facet.value])
      case 'model':
        // Catalogue models and a text pattern across words: left to the SQL (search.server.ts).
        return null
    }
  }

  private setTest(keys: readonly string[]): (slot: number) => boolean {
    const wanted = new Set<number>()
    for (const key of keys) {
      const parsed = parseSetMakeup(key)
      if (parsed.ok) wanted.add(this.dict.setKey.find(setKey(parsed.clubs)))
    }
    return (slot) => {
      const set = this.setOf[slot]!
      return set !== 0 && wanted.has(this.setKeyOf[set]!)
    }
  }

  /**
   * The slots matching every word of `search` (search.server.ts matchSearch), or null when the
   * search has a golf word this index leaves to SQL (a model).
   */
  matchSearch(search: ResolvedSearch): number[] | null {
    const golfTerms = search.golf ?? []
    const grouped = new Set(golfTerms.flatMap((term) => term.words))
    const substringsOf = (word: ResolvedWord) => word.patterns.map(unlike)
    const textHas = (text: string, substrings: string[]) => substrings.some((s) => text.includes(s))
    const plain = search.words.filter((_, index) => !grouped.has(index)).map(substringsOf)
    const golf: Array<{ test: (slot: number) => boolean; words: string[][] }> = []
    for (const term of golfTerms) {
      const test = this.golfTest(term.facet)
      if (!test) return null
      golf.push({ test, words: term.words.map((index) => substringsOf(search.words[index]!)) })
    }
    const matches = (slot: number) => {
      const text = this.texts[slot]!
      for (const substrings of plain) if (!textHas(text, substrings)) return false
      for (const term of golf) {
        if (term.test(slot)) continue
        for (const substrings of term.words) if (!textHas(text, substrings)) return false
      }
      return true
    }
    // Candidates: the plain word with the fewest; without one, the golf term whose facet or
    // first word finds the fewest (a golf term matches by its facet or by its words).
    let best: { slots: number[]; size: number } | null = null
    for (const substrings of plain) {
      const candidates = this.candidatesOf(substrings)
      if (!best || candidates.size < best.size) best = candidates
    }
    if (!best) {
      for (const term of golf) {
        const byWords = this.candidatesOf(term.words[0] ?? [])
        if (byWords.size === Number.POSITIVE_INFINITY) continue
        const byFacet: number[] = []
        for (let slot = 0; slot < this.ids.length; slot += 1) {
          if (this.alive[slot] && term.test(slot)) byFacet.push(slot)
        }
        const size = byWords.size + byFacet.length
        if (!best || size < best.size) best = { slots: byWords.slots.concat(byFacet), size }
      }
    }
    const seen = new Uint8Array(this.ids.length)
    const result: number[] = []
    const consider = (slot: number) => {
      if (seen[slot] || !this.alive[slot]) return
      seen[slot] = 1
      if (matches(slot)) result.push(slot)
    }
    if (best && best.size !== Number.POSITIVE_INFINITY) for (const slot of best.slots) consider(slot)
    else for (let slot = 0; slot < this.ids.length; slot += 1) consider(slot)
    return result
  }

  // -------------------------------------------------------------------------------------------
  // Filters (browse-filters.server.ts filterConditions, but "Fits me")

  filterTests(query: Pick<BrowseQuery, 'subcategory' | 'filters'>): SlotTest[] {
    const { filters } = query
    const d = this.dict
    const tests: SlotTest[] = []
    const oneOf = (name: string, values: readonly string[], dict: Dictionary, column: number[]) => {
      const codes = new Set(values.map((value) => dict.find(value)))
      tests.push({ name, test: (slot) => codes.has(column[slot]!) })
    }
    if (query.subcategory) {
      const code = d.subcategory.find(query.subcategory)
      tests.push({ name: 'subcategory', test: (slot) => this.subcategory[slot] === code })
    }
    if (filters.priceMin !== null || filters.priceMax !== null) {
      const low = filters.priceMin ?? 0
      const high = filters.priceMax ?? MAX_INT
      tests.push({ name: 'price', test: (slot) => this.price[slot]! >= low && this.price[slot]! <= high })
    }
    if (filters.conditions.length > 0) oneOf('condition', filters.conditions, d.condition, this.condition)
    if (filters.brands.length > 0) oneOf('brand', filters.brands, d.brandKey, this.brandKey)
    if (filters.sizes.length > 0) oneOf('size', filters.sizes, d.size, this.size)
    if (filters.shipping.length > 0) {
      let mask = 0
      for (const option of filters.shipping.flatMap((choice) => SHIPPING_FILTER_OPTIONS[choice])) {
        const code = d.shipping.find(option)
        if (code > 0) mask |= 1 << Math.min(30, code)
      }
      tests.push({ name: 'shipping', test: (slot) => (this.shipping[slot]! & mask) !== 0 })
    }
    if (filters.country) {
      const code = d.country.find(filters.country)
      tests.push({ name: 'country', test: (slot) => this.country[slot] === code })
    }
    if (filters.city) {
      const code = d.cityKey.find(filters.city)
      tests.push({ name: 'city', test: (slot) => this.cityKey[slot] === code })
    }
    if (filters.clubTypes.length > 0) oneOf('clubType', filters.clubTypes, d.golf, this.clubType)
    if (filters.hands.length > 0) oneOf('hand', filters.hands, d.golf, this.hand)
    if (filters.players.length > 0) oneOf('player', filters.players, d.golf, this.player)
    if (filters.flexes.length > 0) oneOf('flex', filters.flexes, d.golf, this.flex)
    if (filters.loftMin !== null || filters.loftMax !== null) {
      const low = filters.loftMin ?? 0
      const high = filters.loftMax ?? 90
      tests.push({ name: 'loft', test: (slot) => this.loft[slot]! >= low && this.loft[slot]! <= high })
    }
    if (filters.shafts.length > 0) oneOf('shaft', filters.shafts, d.golf, this.shaft)
    if (filters.sets.length > 0) tests.push({ name: 'set', test: this.setTest(filters.sets) })
    if (filters.years.length > 0) {
      const years = new Set(filters.years)
      tests.push({ name: 'year', test: (slot) => this.year[slot] !== 0 && years.has(this.year[slot]!) })
    }
    if (filters.unmodified) {
      const clubs = d.subcategory.find('clubs')
      tests.push({
        name: 'unmodified',
        test: (slot) => this.subcategory[slot] === clubs && this.modifications[slot] === 0,
      })
    }
    return tests
  }

  // -------------------------------------------------------------------------------------------
  // The answer: result page, total and counts

  /**
   * One browse query: `matched` null reads every listing (no search term). `plan` null: no counts
   * per value (the total still). The page is `offset`..`offset + pageSize` in `sort`'s order.
   */
  answer(options: {
    matched: number[] | null
    tests: SlotTest[]
    plan: CountPlan | null
    sort: SortOption
    search: ResolvedSearch | null
    offset: number
    pageSize: number
  }): IndexAnswer {
    const { matched, tests, plan } = options
    const subsetOf = new Map(plan?.subsets.map((name, index) => [name, index + 1]) ?? [])
    const subsetCount = (plan?.subsets.length ?? 0) + 1
    const groupCounts = plan
      ? COUNT_GROUPS.map((group) => new Int32Array(this.groupDict[group].size * subsetCount))
      : null
    const bySubset = new Int32Array(subsetCount)
    const results: number[] = []
    const columns = COUNT_GROUPS.map((group) => this.groups[group])
    const visit = (slot: number) => {
      let missed = -1
      for (let i = 0; i < tests.length; i += 1) {
        if (tests[i]!.test(slot)) continue
        if (missed !== -1) return
        missed = i
      }
      let subset = 0
      if (missed !== -1) {
        subset = subsetOf.get(tests[missed]!.name) ?? -1
        if (subset === -1) return
      } else results.push(slot)
      if (!groupCounts) return
      bySubset[subset]! += 1
      for (let g = 0; g < groupCounts.length; g += 1) {
        groupCounts[g]![columns[g]![slot]! * subsetCount + subset]! += 1
      }
    }
    if (matched) for (const slot of matched) visit(slot)
    else for (let slot = 0; slot < this.ids.length; slot += 1) if (this.alive[slot]) visit(slot)

    const order = this.comparator(options.sort, options.search)
    const page = topK(results, options.offset + options.pageSize, order).slice(options.offset)
    return {
      pageIds: page.map((slot) => this.ids[slot]!),
      total: results.length,
      groups: plan && groupCounts ? this.groupRows(plan, groupCounts, bySubset, subsetCount) : null,
    }
  }

  private groupRows(plan: CountPlan, groupCounts: Int32Array[], bySubset: Int32Array, subsetCount: number) {
    const rows: GroupCount[] = []
    const countsOf = (perSubset: (subset: number) => number) => [
      ...plan.columns.map((subsets) => subsets.reduce((sum, subset) => sum + perSubset(subset), 0)),
      Array.from({ length: subsetCount }, (_, subset) => perSubset(subset)).reduce((a, b) => a + b, 0),
    ]
    COUNT_GROUPS.forEach((group, g) => {
      const counts = groupCounts[g]!
      const dict = this.groupDict[group]
      for (let code = 1; code < dict.size; code += 1) {
        let any = false
        for (let subset = 0; subset < subsetCount; subset += 1) {
          if (counts[code * subsetCount + subset] !== 0) any = true
        }
        if (!any) continue
        rows.push({
          group,
          columns: dict.values[code]!,
          counts: countsOf((subset) => counts[code * subsetCount + subset]!),
        })
      }
    })
    rows.push({ group: 'total', columns: {}, counts: countsOf((subset) => bySubset[subset]!) })
    return rows
  }

  // -------------------------------------------------------------------------------------------
  // Order (browse.server.ts orderBy and search.server.ts relevanceRank)

  private comparator(sort: SortOption, search: ResolvedSearch | null): (a: number, b: number) => number {
    const { price, created, ids } = this
    const byId = (a: number, b: number) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0)
    switch (sort) {
      case 'price_asc':
        return (a, b) => price[a]! - price[b]! || byId(a, b)
      case 'price_desc':
        return (a, b) => price[b]! - price[a]! || byId(b, a)
      case 'date_asc':
        return (a, b) => created[a]! - created[b]! || byId(a, b)
      case 'date_desc':
        return (a, b) => created[b]! - created[a]! || byId(b, a)
      case 'relevance': {
        if (!search) return (a, b) => created[b]! - created[a]! || byId(b, a)
        const rank = this.ranker(search)
        return (a, b) => rank(b) - rank(a) || created[b]! - created[a]! || byId(b, a)
      }
    }
  }

  /** relevanceRank: every word in the name 8, in name and brand 4; words as typed; closeness. */
  private ranker(search: ResolvedSearch): (slot: number) => number {
    const words = search.words.map((word) => word.patterns.map(unlike))
    const typed = search.words.map((word) => unlike(word.typed))
    const n = search.words.length
    const termTrigrams = this.trigrams(search.normalised, false)
    const ranks = new Map<number, number>()
    return (slot) => {
      let rank = ranks.get(slot)
      if (rank !== undefined) return rank
      const text = this.texts[slot]!
      const lines = text.split('\n')
      const name = lines[0] ?? ''
      const nameAndBrand = `${name} ${lines[1] ?? ''}`
      const all = (haystack: string) => words.every((substrings) => substrings.some((s) => haystack.includes(s)))
      const bucket = all(name) ? 8 : all(nameAndBrand) ? 4 : 0
      let asTyped = 0
      for (const substring of typed) if (text.includes(substring)) asTyped += 1
      let trigrams = this.nameTrigrams[slot]
      if (!trigrams) this.nameTrigrams[slot] = trigrams = this.trigrams(name, true)
      rank = bucket + (2 * asTyped) / n + similarity(trigrams, termTrigrams)
      ranks.set(slot, rank)
      return rank
    }
  }

  /** pg_trgm's trigrams of `text`: each word padded with two spaces before and one after. */
  private trigrams(text: string, keep: boolean): Int32Array {
    const ids = new Set<number>()
    for (const word of text.toLowerCase().split(NOT_WORD)) {
      if (!word) continue
      const chars = Array.from(`  ${word} `)
      for (let i = 0; i + 3 <= chars.length; i += 1) {
        const trigram = chars[i]! + chars[i + 1]! + chars[i + 2]!
        let id = this.trigramIds.get(trigram)
        if (id === undefined) {
          id = keep || this.trigramIds.size < 1_000_000 ? this.trigramIds.size : -1
          if (id !== -1) this.trigramIds.set(trigram, id)
        }
        // A term's trigram no listing has (-1) matches nothing, but still counts in its size.
        ids.add(id === -1 ? -1 - ids.size : id)
      }
    }
    return Int32Array.from(ids).sort()
  }
}

/** pg_trgm similarity of two sorted trigram sets (a float4, as PostgreSQL returns it). */
function similarity(a: Int32Array, b: Int32Array): number {
  if (a.length === 0 || b.length === 0) return 0
  let shared = 0
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (a[i]! === b[j]!) {
      shared += 1
      i += 1
      j += 1
    } else if (a[i]! < b[j]!) i += 1
    else j += 1
  }
  return Math.fround(shared / (a.length + b.length - shared))
}

/** The first `k` of `items` in `order`, sorted (a bounded heap: no full sort of every match). */
export function topK(items: number[], k: number, order: (a: number, b: number) => number): number[] {
  if (k <= 0) return []
  if (items.length <= k * 4) return [...items].sort(order).slice(0, k)
  // A max-heap on `order`: its top is the worst of the best k so far.
  const heap: number[] = []
  const worse = (x: number, y: number) => order(heap[x]!, heap[y]!) > 0
  const swap = (x: number, y: number) => {
    const t = heap[x]!
    heap[x] = heap[y]!
    heap[y] = t
  }
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item)
      let i = heap.length - 1
      while (i > 0) {
        const parent = (i - 1) >> 1
        if (!worse(i, parent)) break
        swap(i, parent)
        i = parent
      }
      continue
    }
    if (order(item, heap[0]!) >= 0) continue
    heap[0] = item
    let i = 0
    for (;;) {
      const left = 2 * i + 1
      const right = left + 1
      let largest = i
      if (left < heap.length && worse(left, largest)) largest = left
      if (right < heap.length && worse(right, largest)) largest = right
      if (largest === i) break
      swap(i, largest)
      i = largest
    }
  }
  return heap.sort(order)
}
