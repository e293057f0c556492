/** Ben Hogan Golf models, from the maker's product pages' spec tables (benhogangolf.com). */
import { brandRows, ironHeads, pathSlug, steel } from './build'
import type { ClubModelSeed } from './types'

const row = brandRows(
  'Ben Hogan',
  (model) => `https://www.benhogangolf.com/products/${pathSlug(model)}-irons`,
)

const HOGAN_NOTE =
  'Hogan stamps the loft on the sole rather than a number; the club numbers here are the usual equivalents. Lofts from memory, unchecked; lies and lengths not recorded.'

export const BEN_HOGAN_MODELS: ClubModelSeed[] = [
  row('Icon', 'iron-set', 2020, {
    heads: ironHeads('4 5 6 7 8 9 PW', [22, 25, 28, 32, 36, 40, 45]),
    shafts: [steel('Stock steel (shaft name not recorded)', 'R S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    aliases: ['hogan icon', 'ben hogan icon'],
    notes: HOGAN_NOTE,
  }),
  row('Ft. Worth Black', 'iron-set', 2020, {
    heads: ironHeads('4 5 6 7 8 9 PW', [21, 24, 27, 31, 35, 39, 44]),
    shafts: [steel('Stock steel (shaft name not recorded)', 'R S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    aliases: ['fort worth black', 'ft worth black'],
    notes: HOGAN_NOTE,
  }),
  row('Edge', 'iron-set', 2021, {
    heads: ironHeads('4 5 6 7 8 9 PW', [20, 23, 26, 29, 33, 38, 43]),
    shafts: [steel('Stock steel (shaft name not recorded)', 'R S')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    aliases: ['hogan edge'],
    notes: HOGAN_NOTE,
  }),
]
