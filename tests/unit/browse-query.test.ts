import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  type BrowseQuery,
  browseHref,
  defaultSort,
  MAX_FILTER_VALUES,
  MAX_SEARCH_LENGTH,
  NO_FILTERS,
  NO_GOLF_FILTERS,
  pageLinks,
  parseBrowseQuery,
  SORT_OPTIONS,
  withSubcategory,
} from '~/catalog/browse'
import { escapeLikePattern } from '~/catalog/search-terms'

const parse = (search: string) => parseBrowseQuery(new URLSearchParams(search))

describe('parseBrowseQuery', () => {
  it('reads every parameter of a browse address', () => {
    expect(parse('q=driver&category=golf&subcategory=clubs&sort=price_asc&page=3')).toEqual({
      q: 'driver',
      category: 'golf',
      subcategory: 'clubs',
      sort: 'price_asc',
      page: 3,
      filters: NO_FILTERS,
    })
  })

  it('defaults to newest first without a search term and to relevance with one', () => {
    expect(parse('')).toEqual({
      q: null,
      category: null,
      subcategory: null,
      sort: 'date_desc',
      page: 1,
      filters: NO_FILTERS,
    })
    expect(parse('q=putter').sort).toBe('relevance')
    expect(defaultSort(null)).toBe('date_desc')
    expect(defaultSort('x')).toBe('relevance')
  })

  it('accepts each of the five sort options and nothing else', () => {
    expect(SORT_OPTIONS).toEqual(['relevance', 'price_asc', 'price_desc', 'date_asc', 'date_desc'])
    for (const sort of SORT_OPTIONS) expect(parse(`sort=${sort}`).sort).toBe(sort)
    expect(parse('sort=cheapest').sort).toBe('date_desc')
    expect(parse('q=bag&sort=PRICE_ASC').sort).toBe('relevance')
  })

  it('tidies the search term: trimmed, inner white space collapsed, empty means none, cut at the maximum', () => {
    expect(parse('q=%20%20ping%20%20%20g430%20').q).toBe('ping g430')
    expect(parse('q=%20%20%20').q).toBeNull()
    expect(parse(`q=${'a'.repeat(500)}`).q).toHaveLength(MAX_SEARCH_LENGTH)
  })

  it('ignores categories and subcategories that do not exist', () => {
    expect(parse('category=tennis').category).toBe('tennis')
    expect(parse('category=curling&subcategory=balls')).toMatchObject({ category: null, subcategory: null })
    for (const subcategory of [
      'clubs',
      'bags-trolleys',
      'accessories',
      'clothing-apparel',
      'shoes',
      'electronics',
      'training-aids',
    ]) {
      expect(parse(`subcategory=${subcategory}`).subcategory).toBe(subcategory)
    }
  })

  it('reads only whole positive page numbers', () => {
    expect(parse('page=2').page).toBe(2)
    for (const page of ['0', '-1', '1.5', 'two', '', '1e3', '9999999'])
      expect(parse(`page=${page}`).page, page).toBe(1)
  })
})

describe('filters', () => {
  it('reads a price range in euros (dot or comma decimals) as cents, swapped when given upside down', () => {
    expect(parse('price_min=100&price_max=300').filters).toMatchObject({ priceMin: 10_000, priceMax: 30_000 })
    expect(parse('price_min=99,5').filters).toMatchObject({ priceMin: 9_950, priceMax: null })
    expect(parse('price_max=12.34').filters).toMatchObject({ priceMin: null, priceMax: 1_234 })
    expect(parse('price_min=300&price_max=100').filters).toMatchObject({ priceMin: 10_000, priceMax: 30_000 })
    for (const bad of ['-5', 'abc', '1e3', '12.345', '1000000.01', ''])
      expect(parse(`price_min=${encodeURIComponent(bad)}`).filters.priceMin, bad).toBeNull()
  })

  it('reads several conditions, brands and shipping options, and ignores unknown values', () => {
    const { filters } = parse(
      'condition=like-new&condition=new&condition=mint&brand=%20Titleist%20&brand=ping&brand=titleist&shipping=pickup&shipping=drone',
    )
    // In the fixed order of the enumerations, brands as trimmed lower-case keys without repeats.
    expect(filters.conditions).toEqual(['New', 'Like New'])
    expect(filters.brands).toEqual(['ping', 'titleist'])
    expect(filters.shipping).toEqual(['pickup'])
  })

  it('keeps only the sizes of the chosen subcategory (SPEC §3)', () => {
    expect(parse('subcategory=bags-trolleys&size=Stand&size=XL').filters.sizes).toEqual(['Stand'])
    // Clubs' sizes became the hand and player facets (issue #27): old links keep working.
    expect(parse('subcategory=clubs&size=Right-Handed&size=XL').filters).toMatchObject({
      sizes: [],
      hands: ['right'],
    })
    expect(parse('subcategory=shoes&size=9&size=15').filters.sizes).toEqual(['9'])
    expect(parse('subcategory=accessories&size=M').filters.sizes).toEqual([])
    expect(parse('size=Right-Handed').filters.sizes).toEqual([])
  })

  it("reads the seller's country as an ISO code and the city as a lower-case key", () => {
    expect(parse('country=es&city=%20Madrid%20').filters).toMatchObject({ country: 'ES', city: 'madrid' })
    expect(parse('country=Spain&city=').filters).toMatchObject({ country: null, city: null })
  })

  it(`reads at most ${MAX_FILTER_VALUES} values of one parameter`, () => {
    const many = Array.from({ length: 50 }, (_, i) => `brand=b${i}`).join('&')
    expect(parse(many).filters.brands).toHaveLength(MAX_FILTER_VALUES)
  })

  it('counts the chosen filters, a price range once', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0)
    expect(
      activeFilterCount(
        parse(
          'price_min=1&price_max=2&condition=new&condition=good&brand=ping&shipping=pickup&country=ES&city=x',
        ).filters,
      ),
    ).toBe(7)
  })

  it('drops the sizes when the subcategory changes, and keeps the other filters', () => {
    const query = parse('subcategory=clubs&size=Junior&condition=new&page=3')
    expect(withSubcategory(query, 'shoes')).toMatchObject({
      subcategory: 'shoes',
      page: 1,
      filters: { sizes: [], conditions: ['New'] },
    })
  })
})

describe('browseHref', () => {
  const base: BrowseQuery = {
    q: null,
    category: null,
    subcategory: null,
    sort: 'date_desc',
    page: 1,
    filters: NO_FILTERS,
  }

  it('leaves out defaults, so one result page has one address', () => {
    expect(browseHref(base)).toBe('/browse')
    expect(browseHref({ ...base, q: 'driver', sort: 'relevance' })).toBe('/browse?q=driver')
    expect(browseHref({ ...base, q: 'driver', sort: 'date_desc' })).toBe('/browse?q=driver&sort=date_desc')
    expect(browseHref({ ...base, sort: 'relevance' })).toBe('/browse?sort=relevance')
  })

  it('writes the parameters in a fixed order and escapes the term', () => {
    expect(
      browseHref({ q: 'irons & wedges', category: 'golf', subcategory: 'clubs', sort: 'price_asc', page: 2 }),
    ).toBe('/browse?q=irons+%26+wedges&category=golf&subcategory=clubs&sort=price_asc&page=2')
    // Filters go between the subcategory and the sort, each list in a fixed order.
    expect(
      browseHref({
        ...base,
        q: 'putter',
        subcategory: 'clubs',
        sort: 'relevance',
        filters: {
          priceMin: 10_000,
          priceMax: 29_950,
          conditions: ['Like New', 'New'],
          brands: ['scotty cameron', 'odyssey'],
          sizes: ['Right-Handed'],
          shipping: ['delivery', 'pickup'],
          country: 'DE',
          city: 'munich',
          ...NO_GOLF_FILTERS,
        },
      }),
    ).toBe(
      '/browse?q=putter&subcategory=clubs&price_min=100&price_max=299.50&condition=new&condition=like-new' +
        '&brand=odyssey&brand=scotty+cameron&size=Right-Handed&shipping=pickup&shipping=delivery&country=DE&city=munich',
    )
  })

  it('round-trips through parseBrowseQuery', () => {
    const query: BrowseQuery = {
      q: 'pro v1',
      category: 'golf',
      subcategory: 'clothing-apparel',
      sort: 'price_desc',
      page: 4,
      filters: {
        priceMin: 1_999,
        priceMax: null,
        conditions: ['Good'],
        brands: ['footjoy'],
        sizes: ['M', 'XL'],
        shipping: ['pickup'],
        country: 'IE',
        city: 'cork',
        ...NO_GOLF_FILTERS,
      },
    }
    expect(parse(browseHref(query).split('?')[1]!)).toEqual(query)
  })
})

describe('escapeLikePattern', () => {
  it('escapes the LIKE wildcards and the escape character itself', () => {
    expect(escapeLikePattern('100%')).toBe('100\\%')
    expect(escapeLikePattern('m_l')).toBe('m\\_l')
    expect(escapeLikePattern('a\\b')).toBe('a\\\\b')
    expect(escapeLikePattern('%_\\')).toBe('\\%\\_\\\\')
  })

  it('leaves ordinary text alone', () => {
    expect(escapeLikePattern("Scotty Cameron Newport 2 34\" 'o' [x] (y) *")).toBe(
      "Scotty Cameron Newport 2 34\" 'o' [x] (y) *",
    )
  })
})

describe('pageLinks', () => {
  it('shows first, last, current and neighbours with gaps', () => {
    expect(pageLinks(6, 20)).toEqual([1, null, 5, 6, 7, null, 20])
    expect(pageLinks(1, 20)).toEqual([1, 2, null, 20])
    expect(pageLinks(20, 20)).toEqual([1, null, 19, 20])
  })

  it('never hides a single page behind a gap', () => {
    expect(pageLinks(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20])
    expect(pageLinks(17, 20)).toEqual([1, null, 16, 17, 18, 19, 20])
    expect(pageLinks(3, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('has nothing to show for zero or one page beyond that page', () => {
    expect(pageLinks(1, 0)).toEqual([])
    expect(pageLinks(1, 1)).toEqual([1])
    expect(pageLinks(2, 2)).toEqual([1, 2])
  })
})
