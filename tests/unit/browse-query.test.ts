import { describe, expect, it } from 'vitest'
import {
  type BrowseQuery,
  browseHref,
  defaultSort,
  escapeLikePattern,
  MAX_SEARCH_LENGTH,
  pageLinks,
  parseBrowseQuery,
  SORT_OPTIONS,
} from '~/catalog/browse'

const parse = (search: string) => parseBrowseQuery(new URLSearchParams(search))

describe('parseBrowseQuery', () => {
  it('reads every parameter of a browse address', () => {
    expect(parse('q=driver&category=golf&subcategory=clubs&sort=price_asc&page=3')).toEqual({
      q: 'driver',
      category: 'golf',
      subcategory: 'clubs',
      sort: 'price_asc',
      page: 3,
    })
  })

  it('defaults to newest first without a search term and to relevance with one', () => {
    expect(parse('')).toEqual({ q: null, category: null, subcategory: null, sort: 'date_desc', page: 1 })
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

describe('browseHref', () => {
  const base: BrowseQuery = { q: null, category: null, subcategory: null, sort: 'date_desc', page: 1 }

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
  })

  it('round-trips through parseBrowseQuery', () => {
    const query: BrowseQuery = {
      q: 'pro v1',
      category: 'golf',
      subcategory: 'accessories',
      sort: 'price_desc',
      page: 4,
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
