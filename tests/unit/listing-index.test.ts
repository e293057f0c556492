import { describe, expect, it } from 'vitest'
import { type IndexedListing, ListingIndex, topK } from '~/catalog/browse-index/listing-index.server'
import type { ResolvedSearch } from '~/catalog/search.server'

/** The browse index's own bookkeeping (decision 0075); its answers are compared with SQL in browse-index.test.ts. */
function listing(id: number, searchText: string, extra: Partial<IndexedListing> = {}): IndexedListing {
  return {
    id: `00000000-0000-0000-0000-${String(id).padStart(12, '0')}`,
    searchText,
    subcategory: 'clubs',
    size: 'Right-Handed',
    condition: 'Good',
    brand: 'Ping',
    brandKey: 'ping',
    price: 10_000 + id,
    shippingOptions: ['standard'],
    country: 'ES',
    city: 'Madrid',
    cityKey: 'madrid',
    createdMicros: 1_700_000_000_000_000 + id,
    clubType: null,
    specHand: null,
    specPlayer: null,
    flex: null,
    loft: null,
    shaft: null,
    setClubs: null,
    modelYear: null,
    modifications: null,
    clubHand: 'right',
    clubPlayer: null,
    ...extra,
  }
}

const words = (...stems: string[]): ResolvedSearch => ({
  words: stems.map((stem) => ({ text: stem, patterns: [`%${stem}%`], typed: `%${stem}%` })),
  normalised: stems.join(' '),
})

function ids(index: ListingIndex, search: ResolvedSearch) {
  const matched = index.matchSearch(search)!
  return index
    .answer({ matched, tests: [], plan: null, sort: 'price_asc', search, offset: 0, pageSize: 100 })
    .pageIds.map((id) => Number(id.slice(-12)))
}

describe('ListingIndex', () => {
  it('finds a word inside text words, and every word of a search', () => {
    const index = new ListingIndex()
    index.upsert(listing(1, 'ping g430 driver\nping\nbarely used.'))
    index.upsert(listing(2, 'titleist tsr2 drivers\ntitleist\nheadcover included'))
    index.upsert(listing(3, 'ping anser putter\nping\nused,'))
    expect(ids(index, words('driver'))).toEqual([1, 2])
    expect(ids(index, words('ping', 'driver'))).toEqual([1])
    expect(ids(index, words('used'))).toEqual([1, 3])
    // A stem across two words of the text ("g430 driver").
    expect(ids(index, words('430 dri'))).toEqual([1])
    expect(ids(index, words('nothing'))).toEqual([])
  })

  it('forgets the words a listing lost, and a removed listing, also when its slot is reused', () => {
    const index = new ListingIndex()
    index.upsert(listing(1, 'ping g430 driver\nping\n'))
    index.upsert(listing(2, 'cobra wedge\ncobra\n'))
    index.upsert(listing(1, 'ping g430 fairway wood\nping\n'))
    expect(ids(index, words('driver'))).toEqual([])
    expect(ids(index, words('fairway'))).toEqual([1])
    index.remove(listing(2, '').id)
    expect(index.count).toBe(1)
    expect(ids(index, words('cobra'))).toEqual([])
    // Listing 3 takes listing 2's slot: the old postings of that slot must not match it.
    index.upsert(listing(3, 'mizuno irons\nmizuno\n'))
    expect(ids(index, words('cobra'))).toEqual([])
    expect(ids(index, words('mizuno'))).toEqual([3])
  })

  it('puts the best name first for relevance, as pg_trgm similarity would', () => {
    const index = new ListingIndex()
    index.upsert(listing(1, 'leather headcover set (driver, fw, hybrid)\nping\n'))
    index.upsert(listing(2, 'driver\nping\n'))
    const search = words('driver')
    const page = index.answer({
      matched: index.matchSearch(search),
      tests: [],
      plan: null,
      sort: 'relevance',
      search,
      offset: 0,
      pageSize: 24,
    })
    expect(page.pageIds.map((id) => Number(id.slice(-12)))).toEqual([2, 1])
  })

  it('topK gives the first k of a full sort, however many items', () => {
    const items = Array.from({ length: 5000 }, (_, i) => (i * 7919) % 5000)
    const order = (a: number, b: number) => (a % 97) - (b % 97) || a - b
    expect(topK(items, 30, order)).toEqual([...items].sort(order).slice(0, 30))
    expect(topK(items.slice(0, 50), 30, order)).toEqual(items.slice(0, 50).sort(order).slice(0, 30))
    expect(topK(items, 0, order)).toEqual([])
  })
})
