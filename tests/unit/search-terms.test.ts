import { describe, expect, it } from 'vitest'
import { MAX_SEARCH_WORDS, searchWords, stemWord, withinOneTypo } from '~/catalog/search-terms'

describe('searchWords', () => {
  it('splits at white space, in lower case, without the punctuation around words', () => {
    expect(searchWords('Putter, "Scotty"  (Cameron)!').map((word) => word.text)).toEqual([
      'putter',
      'scotty',
      'cameron',
    ])
  })

  it('keeps symbols inside a word and words made only of symbols, so they match literally', () => {
    expect(searchWords('5-PW 10.5° % _ \\ m_l').map((word) => word.text)).toEqual([
      '5-pw',
      '10.5°',
      '%',
      '_',
      '\\',
      'm_l',
    ])
  })

  it('forgives a typo only in words of five letters or more, letters only', () => {
    expect(searchWords('anser ping titelist g430 t_tleist').map((word) => [word.text, word.typos])).toEqual([
      ['anser', true],
      ['ping', false],
      ['titelist', true],
      ['g430', false],
      ['t_tleist', false],
    ])
  })

  it('drops repeated words (also singular and plural of one word) and stops at the maximum', () => {
    expect(searchWords('driver Drivers DRIVER').map((word) => word.stem)).toEqual(['driver'])
    const many = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ')
    expect(searchWords(many)).toHaveLength(MAX_SEARCH_WORDS)
  })
})

describe('stemWord', () => {
  it('strips English and Spanish plural endings', () => {
    const stems: Record<string, string> = {
      drivers: 'driver',
      irons: 'iron',
      shoes: 'shoe',
      watches: 'watch',
      boxes: 'box',
      glasses: 'glass',
      batteries: 'batter',
      battery: 'batter',
      accessories: 'accessor',
      accessory: 'accessor',
      zapatos: 'zapato',
      bolsas: 'bolsa',
      relojes: 'reloj',
      pantalones: 'pantalon',
      clubes: 'club',
      palos: 'palo',
      wedges: 'wedge',
      guantes: 'guante',
      drives: 'drive',
    }
    for (const [word, stem] of Object.entries(stems)) expect(stemWord(word), word).toBe(stem)
  })

  it('leaves short words, words ending in ss/us/is, and words with digits or symbols alone', () => {
    for (const word of ['gps', 'ball', 'glass', 'plus', 'tennis', 'g430s', 'm/ls', 'tee'])
      expect(stemWord(word), word).toBe(word)
  })

  it('only ever shortens a word, so the stem finds everything the word would', () => {
    for (const word of ['drivers', 'putters', 'zapatos', 'wedges', 'series', 'guantes', 'tees', 'plays'])
      expect(word.startsWith(stemWord(word)), word).toBe(true)
  })
})

describe('withinOneTypo', () => {
  it('accepts one letter added, dropped, changed, or two neighbours swapped', () => {
    expect(withinOneTypo('titleist', 'titleist')).toBe(true)
    expect(withinOneTypo('titleist', 'titelist')).toBe(true) // swapped
    expect(withinOneTypo('driver', 'drver')).toBe(true) // dropped
    expect(withinOneTypo('driver', 'driverr')).toBe(true) // added
    expect(withinOneTypo('anser', 'answr')).toBe(true) // changed
    expect(withinOneTypo('scotty', 'scoty')).toBe(true)
    expect(withinOneTypo('anser', 'asner')).toBe(true)
  })

  it('refuses two typos', () => {
    expect(withinOneTypo('titleist', 'titlist1')).toBe(false)
    expect(withinOneTypo('driver', 'drvr')).toBe(false)
    expect(withinOneTypo('anser', 'snaer')).toBe(false)
    expect(withinOneTypo('callaway', 'calloway1')).toBe(false)
  })
})
