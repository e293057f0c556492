import { describe, expect, it } from 'vitest'
import { NO_FILTERS, parseBrowseQuery } from '~/catalog/browse'
import { type GolfFacet, parseGolfQuery, termWithout, withGolfFacet } from '~/catalog/passport/golf-query'

/** The facets a term recognises, and the words it leaves as ordinary search words. */
function read(q: string) {
  const parsed = parseGolfQuery(q)
  return {
    facets: parsed.terms.map((term) => term.facet),
    rest: parsed.rest.map((index) => parsed.words[index]!.text),
  }
}
const facets = (q: string) => read(q).facets

describe('golf words in a search term', () => {
  it('reads hand, flex and club type in Spanish and English alike', () => {
    const expected: GolfFacet[] = [
      { kind: 'hand', value: 'left' },
      { kind: 'flex', value: 'S' },
      { kind: 'clubType', values: ['driver'] },
    ]
    expect(facets('zurdo rígido driver')).toEqual(expected)
    expect(facets('Zurdo RIGIDO Driver')).toEqual(expected)
    expect(facets('left handed stiff driver')).toEqual(expected)
    expect(facets('left-handed stiff drivers')).toEqual(expected)
    expect(facets('LH S flex driver')).toEqual(expected)
    expect(read('lefty stiff driver').rest).toEqual([])
  })

  it('knows every flex by its English and Spanish names', () => {
    const flexOf = (q: string) => facets(q)[0]
    expect(flexOf('stiff')).toEqual({ kind: 'flex', value: 'S' })
    expect(flexOf('rígida')).toEqual({ kind: 'flex', value: 'S' })
    expect(flexOf('regular')).toEqual({ kind: 'flex', value: 'R' })
    expect(flexOf('senior')).toEqual({ kind: 'flex', value: 'A' })
    expect(flexOf('ladies')).toEqual({ kind: 'flex', value: 'L' })
    expect(flexOf('señora')).toEqual({ kind: 'flex', value: 'L' })
    for (const x of ['x-stiff', 'extra stiff', 'extra rígido', 'X flex'])
      expect(facets(x), x).toEqual([{ kind: 'flex', value: 'X' }])
    expect(facets('flex r')).toEqual([{ kind: 'flex', value: 'R' }])
  })

  it('knows hands, players and shaft materials', () => {
    expect(facets('right handed')).toEqual([{ kind: 'hand', value: 'right' }])
    expect(facets('RH')).toEqual([{ kind: 'hand', value: 'right' }])
    expect(facets('diestro')).toEqual([{ kind: 'hand', value: 'right' }])
    expect(facets('zurdas')).toEqual([{ kind: 'hand', value: 'left' }])
    expect(facets("men's")).toEqual([{ kind: 'player', value: 'mens' }])
    expect(facets('hombre')).toEqual([{ kind: 'player', value: 'mens' }])
    expect(facets('Women’s')).toEqual([{ kind: 'player', value: 'womens' }])
    expect(facets('mujer')).toEqual([{ kind: 'player', value: 'womens' }])
    expect(facets('junior')).toEqual([{ kind: 'player', value: 'junior' }])
    expect(facets('graphite')).toEqual([{ kind: 'shaft', value: 'graphite' }])
    expect(facets('grafito')).toEqual([{ kind: 'shaft', value: 'graphite' }])
    expect(facets('acero')).toEqual([{ kind: 'shaft', value: 'steel' }])
  })

  it('knows club types, wedges by their letters and Spanish phrases', () => {
    const type = (q: string) => facets(q)
    expect(type('fairway')).toEqual([{ kind: 'clubType', values: ['fairway'] }])
    expect(type('3 wood')).toEqual([{ kind: 'clubType', values: ['fairway'] }])
    expect(type('madera')).toEqual([{ kind: 'clubType', values: ['fairway'] }])
    expect(type('híbrido')).toEqual([{ kind: 'clubType', values: ['hybrid'] }])
    expect(type('rescue')).toEqual([{ kind: 'clubType', values: ['hybrid'] }])
    expect(type('irons')).toEqual([{ kind: 'clubType', values: ['iron-set'] }])
    expect(type('iron set')).toEqual([{ kind: 'clubType', values: ['iron-set'] }])
    expect(type('juego de hierros')).toEqual([{ kind: 'clubType', values: ['iron-set'] }])
    expect(type('hierros')).toEqual([{ kind: 'clubType', values: ['iron-set'] }])
    expect(type('driving iron')).toEqual([{ kind: 'clubType', values: ['utility'] }])
    expect(type('utility')).toEqual([{ kind: 'clubType', values: ['utility'] }])
    expect(type('cuña')).toEqual([{ kind: 'clubType', values: ['wedge'] }])
    for (const wedge of ['sw', 'LW', 'pw', 'gw'])
      expect(type(wedge), wedge).toEqual([{ kind: 'clubType', values: ['wedge'] }])
    expect(type('putter')).toEqual([{ kind: 'clubType', values: ['putter'] }])
  })

  it('reads a loft written with a point, a comma, a degree sign or word', () => {
    for (const q of [
      'driver 10.5',
      'driver 10,5',
      'driver 10,5°',
      'driver 10.5 degree',
      'driver 10,5 grados',
    ])
      expect(facets(q), q).toEqual([
        { kind: 'clubType', values: ['driver'] },
        { kind: 'loft', value: 10.5 },
      ])
    expect(facets('9°')).toEqual([{ kind: 'loft', value: 9 }])
    expect(facets('56 degrees wedge')).toEqual([
      { kind: 'loft', value: 56 },
      { kind: 'clubType', values: ['wedge'] },
    ])
    // A bare whole number is too many other things (a shoe size, a quantity).
    expect(read('driver 10')).toEqual({ facets: [{ kind: 'clubType', values: ['driver'] }], rest: ['10'] })
    expect(read('pack 2.5').facets).toEqual([])
  })

  it('reads set make-ups, alone or with a club added', () => {
    expect(facets('hierros 4-PW')).toEqual([
      { kind: 'clubType', values: ['iron-set'] },
      { kind: 'set', value: '4-PW' },
    ])
    expect(read('5-PW + AW irons')).toEqual({
      facets: [
        { kind: 'set', value: '5-PW + AW' },
        { kind: 'clubType', values: ['iron-set'] },
      ],
      rest: [],
    })
    expect(facets('4-pw')).toEqual([{ kind: 'set', value: '4-PW' }])
  })

  it('reads model names spelt together or apart as one compact key', () => {
    for (const q of ['tsr2', 'TSR2', 'tsr 2'])
      expect(facets(q), q).toEqual([{ kind: 'model', value: 'tsr2' }])
    expect(facets('g 430')).toEqual([{ kind: 'model', value: 'g430' }])
    expect(facets('ping G430 driver')).toEqual([
      { kind: 'model', value: 'g430' },
      { kind: 'clubType', values: ['driver'] },
    ])
    expect(read('ping G430 driver').rest).toEqual(['ping'])
  })

  it('leaves other words as ordinary search words', () => {
    expect(read('titleist driver headcover')).toEqual({
      facets: [{ kind: 'clubType', values: ['driver'] }],
      rest: ['titleist', 'headcover'],
    })
    // "v1" reads as a model name: it still matches as the word it is (golf-sql.server.ts).
    expect(read('pro v1 balls')).toEqual({ facets: [{ kind: 'model', value: 'v1' }], rest: ['pro', 'balls'] })
    expect(read('camión eléctrico')).toEqual({ facets: [], rest: ['camión', 'eléctrico'] })
  })

  it('turns golf words into filters and takes them out of the term', () => {
    const parsed = parseGolfQuery('zurdo rígido driver titleist')
    const filters = parsed.terms.reduce((current, term) => withGolfFacet(current, term.facet), NO_FILTERS)
    expect(filters).toMatchObject({ hands: ['left'], flexes: ['S'], clubTypes: ['driver'] })
    expect(
      termWithout(
        parsed,
        parsed.terms.flatMap((term) => term.words),
      ),
    ).toBe('titleist')
    expect(withGolfFacet(NO_FILTERS, { kind: 'loft', value: 10.5 })).toMatchObject({
      loftMin: 10.5,
      loftMax: 10.5,
    })
  })
})

describe('golf facets in the address', () => {
  const parse = (search: string) => parseBrowseQuery(new URLSearchParams(search)).filters

  it('reads every golf facet and drops values that mean nothing', () => {
    expect(
      parse(
        'club_type=driver&club_type=rocket&hand=left&player=womens&flex=S&flex=Q&loft_min=9&loft_max=10,5' +
          '&shaft=graphite&set=4-pw&set=nonsense&year=2023&year=99&unmodified=1',
      ),
    ).toMatchObject({
      clubTypes: ['driver'],
      hands: ['left'],
      players: ['womens'],
      flexes: ['S'],
      loftMin: 9,
      loftMax: 10.5,
      shafts: ['graphite'],
      sets: ['4-PW'],
      years: [2023],
      unmodified: true,
    })
  })

  it('takes lofts with a comma, a point or a degree sign, and swaps a reversed range', () => {
    expect(parse('loft_min=10.5°&loft_max=9')).toMatchObject({ loftMin: 9, loftMax: 10.5 })
    expect(parse('loft_min=abc&loft_max=99')).toMatchObject({ loftMin: null, loftMax: null })
  })

  it('maps old clubs size links to hand and player', () => {
    expect(parse('subcategory=clubs&size=Left-Handed')).toMatchObject({ hands: ['left'], sizes: [] })
    expect(parse("subcategory=clubs&size=Men's&size=Junior")).toMatchObject({ players: ['mens', 'junior'] })
  })
})
