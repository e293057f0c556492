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
import type { FacetColumns } from '../browse-filters.server'
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

/** A growable typed column (a slot per listing). */
class Column<T extends Int32Array | Float64Array | Uint8Array> {
  constructor(
    public data: T,
    private readonly make: (length: number) => T,
  ) {}
  set(slot: number, value: number) {
    if (slot >= this.data.length) {
      const grown = this.make(Math.max(1024, this.data.length * 2, slot + 1))
      grown.set(this.data)
      this.data = grown
    }
    this.data[slot] = value
  }
}
const ints = () => new Column(new Int32Array(0), (length) => new Int32Array(length))
const doubles = () => new Column(new Float64Array(0), (length) => new Float64Array(length))
const bytes = () => new Column(new Uint8Array(0), (length) => new Uint8Array(length))

/** Strings as small integers (0: null), so that a filter or a count compares numbers. */
class Dictionary<V = string> {
  private readonly codes = new Map<string, number>()
  readonly values: Array<V | null> = [null]
  code(key: string | null, value?: V, make?: () => V): number {
    if (key === null) return 0
    let code = this.codes.get(key)
    if (code === undefined) {
      code = this.values.push(value ?? make?.() ?? (key as unknown as V)) - 1
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
export type GroupColumns = Partial<FacetColumns>

/** A filter over one listing slot, named as browse-filters.server.ts names it. */
export interface SlotTest {
  name: string
  /** Sets `bit` in `fails` for each of the first `count` of `slots` that the filter leaves out. */
  mark: (slots: Int32Array, count: number, fails: Int32Array, bit: number) => void
}

/** A filter keeping the listings whose `column` code is allowed (a table by code). */
const oneOfTest =
  (column: Int32Array, allowed: Uint8Array): SlotTest['mark'] =>
  (slots, count, fails, bit) => {
    for (let k = 0; k < count; k += 1) {
      const slot = slots[k]!
      if (allowed[column[slot]!] !== 1) fails[slot]! |= bit
    }
  }
/** A filter keeping the listings whose `column` is between `low` and `high` (NaN: never). */
const rangeTest =
  (column: Int32Array | Float64Array, low: number, high: number): SlotTest['mark'] =>
  (slots, count, fails, bit) => {
    for (let k = 0; k < count; k += 1) {
      const slot = slots[k]!
      const value = column[slot]!
      if (!(value >= low && value <= high)) fails[slot]! |= bit
    }
  }
/** A filter of any other kind, one test per listing. */
const predicateTest =
  (test: (slot: number) => boolean): SlotTest['mark'] =>
  (slots, count, fails, bit) => {
    for (let k = 0; k < count; k += 1) {
      const slot = slots[k]!
      if (!test(slot)) fails[slot]! |= bit
    }
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
  private readonly alive = bytes()
  /** The slot held another text since the postings were built: they may list it for words it lost. */
  private readonly postingsDirty = bytes()
  private readonly texts: string[] = []
  private readonly subcategory = ints()
  private readonly size = ints()
  private readonly condition = ints()
  private readonly brandKey = ints()
  private readonly price = ints()
  private readonly shipping = ints()
  private readonly country = ints()
  private readonly cityKey = ints()
  private readonly created = doubles()
  private readonly clubType = ints()
  private readonly hand = ints()
  private readonly player = ints()
  private readonly specHandSet = bytes()
  private readonly specPlayerSet = bytes()
  private readonly flex = ints()
  private readonly shaft = ints()
  private readonly loft = doubles()
  private readonly setOf = ints()
  private readonly year = ints()
  private readonly modifications = ints()
  private readonly groups: Record<CountGroup, Column<Int32Array>> = {
    subcategorySize: ints(),
    condition: ints(),
    brand: ints(),
    shipping: ints(),
    location: ints(),
    clubTypeFlex: ints(),
    handPlayer: ints(),
    passportRest: ints(),
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

  /** Adds a visible listing, or replaces what the index holds of it. */
  upsert(listing: IndexedListing) {
    const existing = this.slotOf.get(listing.id)
    if (existing !== undefined) this.forget(existing)
    const reused = existing ?? this.free.pop()
    const slot = reused ?? this.ids.length
    this.postingsDirty.set(slot, reused === undefined ? 0 : 1)
    this.slotOf.set(listing.id, slot)
    this.ids[slot] = listing.id
    this.alive.set(slot, 1)
    this.texts[slot] = listing.searchText
    this.nameTrigrams[slot] = undefined
    const d = this.dict
    this.subcategory.set(slot, d.subcategory.code(listing.subcategory))
    this.size.set(slot, d.size.code(listing.size))
    this.condition.set(slot, d.condition.code(listing.condition))
    this.brandKey.set(slot, d.brandKey.code(listing.brandKey))
    this.price.set(slot, listing.price)
    let shipping = 0
    for (const option of listing.shippingOptions) shipping |= 1 << Math.min(30, d.shipping.code(option))
    this.shipping.set(slot, shipping)
    this.country.set(slot, d.country.code(listing.country))
    this.cityKey.set(slot, d.cityKey.code(listing.cityKey))
    this.created.set(slot, listing.createdMicros)
    this.clubType.set(slot, d.golf.code(listing.clubType))
    this.hand.set(slot, d.golf.code(listing.clubHand))
    this.player.set(slot, d.golf.code(listing.clubPlayer))
    this.specHandSet.set(slot, listing.specHand === null ? 0 : 1)
    this.specPlayerSet.set(slot, listing.specPlayer === null ? 0 : 1)
    this.flex.set(slot, d.golf.code(listing.flex))
    this.shaft.set(slot, d.golf.code(listing.shaft))
    this.loft.set(slot, listing.loft ?? Number.NaN)
    const clubs = listing.setClubs
    const setCode = clubs === null ? 0 : d.setClubs.code(clubs.join('\u0001'), clubs)
    if (setCode !== 0) this.setKeyOf[setCode] ??= d.setKey.code(setKey(clubs ?? []))
    this.setOf.set(slot, setCode)
    this.year.set(slot, listing.modelYear ?? 0)
    this.modifications.set(slot, listing.modifications ?? -1)
    const unmodified = listing.subcategory === 'clubs' && listing.modifications === 0
    const pickup = listing.shippingOptions.some((option) =>
      SHIPPING_FILTER_OPTIONS.pickup.includes(option as never),
    )
    const delivery = listing.shippingOptions.some((option) =>
      SHIPPING_FILTER_OPTIONS.delivery.includes(option as never),
    )
    // Keys of the values joined (\u0001 never occurs in them; a null is \u0000).
    const key = (...values: Array<string | number | boolean | null>) =>
      values.map((value) => (value === null ? '\u0000' : String(value))).join('\u0001')
    const group = (name: CountGroup, groupKey: string, columns: () => GroupColumns) => {
      this.groups[name].set(slot, this.groupDict[name].code(groupKey, undefined, columns))
    }
    group('subcategorySize', key(listing.subcategory, listing.size), () => ({
      subcategory: listing.subcategory,
      size: listing.size,
    }))
    group('condition', key(listing.condition), () => ({ condition: listing.condition }))
    group('brand', key(listing.brand), () => ({ brand: listing.brand }))
    group('shipping', key(pickup, delivery), () => ({ pickup, delivery }))
    group('location', key(listing.country, listing.city), () => ({
      country: listing.country,
      city: listing.city,
    }))
    group('clubTypeFlex', key(listing.clubType, listing.flex), () => ({
      club_type: listing.clubType,
      flex: listing.flex,
    }))
    group('handPlayer', key(listing.clubHand, listing.clubPlayer), () => ({
      hand: listing.clubHand,
      player: listing.clubPlayer,
    }))
    group(
      'passportRest',
      key(listing.shaft, unmodified, listing.modelYear, clubs === null ? null : clubs.join('\u0002')),
      () => ({
        shaft: listing.shaft,
        unmodified,
        model_year: listing.modelYear,
        set_clubs: listing.setClubs,
      }),
    )
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
    this.alive.set(slot, 0)
    this.free.push(slot)
  }

  /** The slot's words stay in `postings` (every match is checked against the text again). */
  private forget(slot: number) {
    const words = new Set(this.texts[slot]?.split(WHITE_SPACE) ?? []).size
    this.stalePostings += words
    if (this.stalePostings > this.livePostings / 2 && this.stalePostings > 10_000) this.rebuildPostings()
  }

  private rebuildPostings() {
    this.postingsDirty.data.fill(0)
    this.postings.clear()
    this.wordsContaining.clear()
    this.stalePostings = 0
    this.livePostings = 0
    for (let slot = 0; slot < this.ids.length; slot += 1) {
      if (!this.alive.data[slot]) continue
      for (const word of new Set(this.texts[slot]!.split(WHITE_SPACE))) {
        if (!word) continue
        const slots = this.postings.get(word)
        if (slots) slots.push(slot)
        else this.postings.set(word, [slot])
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
  private candidatesOf(substrings: string[]): { lists: number[][]; size: number } {
    const lists: number[][] = []
    let size = 0
    for (const substring of substrings) {
      // A substring spanning words: every word of it is inside some text word; take the longest.
      const piece = substring.split(WHITE_SPACE).reduce((a, b) => (b.length > a.length ? b : a), '')
      if (!piece) return { lists: [], size: Number.POSITIVE_INFINITY }
      for (const word of this.wordsWith(piece)) {
        const slots = this.postings.get(word)!
        lists.push(slots)
        size += slots.length
      }
    }
    return { lists, size }
  }

  private golfTest(facet: GolfFacet): ((slot: number) => boolean) | null {
    const golf = this.dict.golf
    const clubs = this.dict.subcategory.find('clubs')
    const subcategory = this.subcategory.data
    switch (facet.kind) {
      case 'clubType': {
        const codes = new Set(facet.values.map((value) => golf.find(value)))
        const clubType = this.clubType.data
        return (slot) => codes.has(clubType[slot]!)
      }
      case 'hand': {
        const code = golf.find(facet.value)
        const [hand, specSet] = [this.hand.data, this.specHandSet.data]
        return (slot) => hand[slot] === code && (specSet[slot] === 1 || subcategory[slot] === clubs)
      }
      case 'player': {
        const code = golf.find(facet.value)
        const [player, specSet] = [this.player.data, this.specPlayerSet.data]
        return (slot) => player[slot] === code && (specSet[slot] === 1 || subcategory[slot] === clubs)
      }
      case 'flex': {
        const code = golf.find(facet.value)
        const flex = this.flex.data
        return (slot) => flex[slot] === code
      }
      case 'loft': {
        const low = facet.value - LOFT_TOLERANCE
        const high = facet.value + LOFT_TOLERANCE
        const loft = this.loft.data
        return (slot) => loft[slot]! >= low && loft[slot]! <= high
      }
      case 'shaft': {
        const code = golf.find(facet.value)
        const shaft = this.shaft.data
        return (slot) => shaft[slot] === code
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
    const setOf = this.setOf.data
    return (slot) => {
      const set = setOf[slot]!
      return set !== 0 && wanted.has(this.setKeyOf[set]!)
    }
  }

  /** Every listing's slot, in slot order. */
  private allSlots(): Int32Array {
    const alive = this.alive.data
    const slots = new Int32Array(this.slotOf.size)
    let count = 0
    for (let slot = 0; slot < this.ids.length; slot += 1) if (alive[slot] === 1) slots[count++] = slot
    return slots
  }

  /**
   * The slots matching every word of `search` (search.server.ts matchSearch), or null when the
   * search has a golf word this index leaves to SQL (a model).
   */
  matchSearch(search: ResolvedSearch): Int32Array | null {
    const golfTerms = search.golf ?? []
    const grouped = new Set(golfTerms.flatMap((term) => term.words))
    const golf: Array<{ test: (slot: number) => boolean; words: number[] }> = []
    for (const term of golfTerms) {
      const test = this.golfTest(term.facet)
      if (!test) return null
      golf.push({ test, words: term.words })
    }
    const plain = search.words.flatMap((_, index) => (grouped.has(index) ? [] : [index]))
    // Each word: the listings in the postings of a text word containing it (a superset of its
    // matches); for a listing whose postings may be stale, or a word spanning text words, the
    // text decides.
    const texts = this.texts
    const alive = this.alive.data
    const dirty = this.postingsDirty.data
    const words = search.words.map((word) => {
      const substrings = word.patterns.map(unlike)
      const { lists, size } = this.candidatesOf(substrings)
      const marks = new Uint8Array(this.ids.length)
      for (const list of lists) for (const slot of list) marks[slot] = 1
      const exact = size !== Number.POSITIVE_INFINITY && !substrings.some((s) => WHITE_SPACE.test(s))
      return { substrings, lists, size, marks, exact }
    })
    const has = (slot: number, index: number) => {
      const word = words[index]!
      if (word.exact && dirty[slot] !== 1) return word.marks[slot] === 1
      const text = texts[slot]!
      return word.substrings.some((s) => text.includes(s))
    }
    const matches = (slot: number) => {
      for (const index of plain) if (!has(slot, index)) return false
      for (const term of golf) {
        if (term.test(slot)) continue
        for (const index of term.words) if (!has(slot, index)) return false
      }
      return true
    }
    const result: number[] = []
    // Candidates: the postings of the plain word with the fewest; without one, every listing.
    const first = plain
      .map((index) => words[index]!)
      .filter((word) => word.exact)
      .sort((a, b) => a.size - b.size)[0]
    if (first) {
      const seen = new Uint8Array(this.ids.length)
      for (const list of first.lists) {
        for (const slot of list) {
          if (seen[slot] === 1 || alive[slot] !== 1) continue
          seen[slot] = 1
          if (matches(slot)) result.push(slot)
        }
      }
    } else {
      for (let slot = 0; slot < this.ids.length; slot += 1)
        if (alive[slot] === 1 && matches(slot)) result.push(slot)
    }
    return Int32Array.from(result)
  }

  // -------------------------------------------------------------------------------------------
  // Filters (browse-filters.server.ts filterConditions, but "Fits me")

  filterTests(query: Pick<BrowseQuery, 'subcategory' | 'filters'>): SlotTest[] {
    const { filters } = query
    const d = this.dict
    const tests: SlotTest[] = []
    const oneOf = (name: string, values: readonly string[], dict: Dictionary, column: Column<Int32Array>) => {
      const allowed = new Uint8Array(dict.size)
      for (const value of values) {
        const code = dict.find(value)
        if (code > 0) allowed[code] = 1
      }
      tests.push({ name, mark: oneOfTest(column.data, allowed) })
    }
    if (query.subcategory) oneOf('subcategory', [query.subcategory], d.subcategory, this.subcategory)
    if (filters.priceMin !== null || filters.priceMax !== null) {
      const low = filters.priceMin ?? 0
      const high = filters.priceMax ?? MAX_INT
      tests.push({ name: 'price', mark: rangeTest(this.price.data, low, high) })
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
      const shipping = this.shipping.data
      tests.push({ name: 'shipping', mark: predicateTest((slot) => (shipping[slot]! & mask) !== 0) })
    }
    if (filters.country) oneOf('country', [filters.country], d.country, this.country)
    if (filters.city) oneOf('city', [filters.city], d.cityKey, this.cityKey)
    if (filters.clubTypes.length > 0) oneOf('clubType', filters.clubTypes, d.golf, this.clubType)
    if (filters.hands.length > 0) oneOf('hand', filters.hands, d.golf, this.hand)
    if (filters.players.length > 0) oneOf('player', filters.players, d.golf, this.player)
    if (filters.flexes.length > 0) oneOf('flex', filters.flexes, d.golf, this.flex)
    if (filters.loftMin !== null || filters.loftMax !== null) {
      tests.push({
        name: 'loft',
        mark: rangeTest(this.loft.data, filters.loftMin ?? 0, filters.loftMax ?? 90),
      })
    }
    if (filters.shafts.length > 0) oneOf('shaft', filters.shafts, d.golf, this.shaft)
    if (filters.sets.length > 0) tests.push({ name: 'set', mark: predicateTest(this.setTest(filters.sets)) })
    if (filters.years.length > 0) {
      const years = new Set(filters.years)
      const year = this.year.data
      tests.push({ name: 'year', mark: predicateTest((slot) => year[slot] !== 0 && years.has(year[slot]!)) })
    }
    if (filters.unmodified) {
      const clubs = d.subcategory.find('clubs')
      const [subcategory, modifications] = [this.subcategory.data, this.modifications.data]
      tests.push({
        name: 'unmodified',
        mark: predicateTest((slot) => subcategory[slot] === clubs && modifications[slot] === 0),
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
    matched: Int32Array | null
    tests: SlotTest[]
    plan: CountPlan | null
    sort: SortOption
    search: ResolvedSearch | null
    offset: number
    pageSize: number
  }): IndexAnswer {
    const { tests, plan } = options
    if (tests.length > 30) throw new RangeError('At most 30 filters at once')
    const slots = options.matched ?? this.allSlots()
    const count = slots.length
    // Bit i: the listing misses filter i. Set 0 is every filter met; a single miss names its set.
    const fails = new Int32Array(this.ids.length)
    for (const [i, test] of tests.entries()) test.mark(slots, count, fails, 1 << i)
    const subsetOfBit = new Int32Array(32).fill(-1)
    tests.forEach((test, i) => {
      const subset = plan?.subsets.indexOf(test.name) ?? -1
      if (subset !== -1) subsetOfBit[i] = subset + 1
    })
    const subsetCount = (plan?.subsets.length ?? 0) + 1
    const groupCounts = plan
      ? COUNT_GROUPS.map((group) => new Int32Array(this.groupDict[group].size * subsetCount))
      : []
    const groupColumns = plan ? COUNT_GROUPS.map((group) => this.groups[group].data) : []
    const bySubset = new Int32Array(subsetCount)
    const results = countPass(slots, fails, subsetOfBit, bySubset, groupCounts, groupColumns, subsetCount)

    const order = this.comparator(options.sort, options.search)
    const page = topK(results, options.offset + options.pageSize, order).slice(options.offset)
    return {
      pageIds: page.map((slot) => this.ids[slot]!),
      total: results.length,
      groups: plan ? this.groupRows(plan, groupCounts, bySubset, subsetCount) : null,
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
    const [price, created, ids] = [this.price.data, this.created.data, this.ids]
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
      // split_part(text, chr(10), 1) and 2, without splitting the description.
      const nameEnd = text.indexOf('\n')
      const name = nameEnd === -1 ? text : text.slice(0, nameEnd)
      const brandEnd = nameEnd === -1 ? -1 : text.indexOf('\n', nameEnd + 1)
      const brand = nameEnd === -1 ? '' : text.slice(nameEnd + 1, brandEnd === -1 ? undefined : brandEnd)
      const nameAndBrand = `${name} ${brand}`
      const all = (haystack: string) =>
        words.every((substrings) => substrings.some((s) => haystack.includes(s)))
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

/**
 * The one pass over the listings read: each matching every filter is a result; each matching
 * every filter (set 0) or missing exactly one counted apart (its set) is counted in every group.
 * A function of its own, so that the engine optimises this loop alone.
 */
function countPass(
  slots: Int32Array,
  fails: Int32Array,
  subsetOfBit: Int32Array,
  bySubset: Int32Array,
  groupCounts: Int32Array[],
  groupColumns: Int32Array[],
  subsetCount: number,
): Int32Array {
  const results = new Int32Array(slots.length)
  let found = 0
  const groupTotal = groupCounts.length
  for (let k = 0; k < slots.length; k += 1) {
    const slot = slots[k]!
    const missed = fails[slot]!
    let subset = 0
    if (missed === 0) results[found++] = slot
    else if ((missed & (missed - 1)) === 0) {
      subset = subsetOfBit[31 - Math.clz32(missed)]!
      if (subset === -1) continue
    } else continue
    bySubset[subset]! += 1
    for (let g = 0; g < groupTotal; g += 1) {
      const counts = groupCounts[g]!
      counts[groupColumns[g]![slot]! * subsetCount + subset]! += 1
    }
  }
  return results.subarray(0, found)
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
export function topK(items: ArrayLike<number>, k: number, order: (a: number, b: number) => number): number[] {
  if (k <= 0) return []
  if (items.length <= k * 4) return Array.from(items).sort(order).slice(0, k)
  // A max-heap on `order`: its top is the worst of the best k so far.
  const heap: number[] = []
  const worse = (x: number, y: number) => order(heap[x]!, heap[y]!) > 0
  const swap = (x: number, y: number) => {
    const t = heap[x]!
    heap[x] = heap[y]!
    heap[y] = t
  }
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index]!
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
