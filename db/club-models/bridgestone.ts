/** Bridgestone models, from Bridgestone Golf's product pages' spec tables (bridgestonegolf.com). */
import { brandRows, graphite, ironHeads, lofts, pathSlug, steel } from './build'
import type { ClubModelSeed } from './types'

const row = brandRows(
  'Bridgestone',
  (model) => `https://www.bridgestonegolf.com/en-us/clubs/${pathSlug(model)}`,
)

const STOCK_GRAPHITE = 'Stock graphite (shaft name not recorded)'
const STOCK_STEEL = 'Stock steel (shaft name not recorded)'

export const BRIDGESTONE_MODELS: ClubModelSeed[] = [
  row('B1 ST', 'driver', 2023, {
    heads: lofts([9.5, 10.5]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    aliases: ['b1st'],
    notes: 'Lofts as remembered, unchecked; length, lie and stock shaft not recorded.',
  }),
  row('B2 HT', 'driver', 2023, {
    heads: lofts([9.5, 10.5]),
    shafts: [graphite(STOCK_GRAPHITE, 'A R S')],
    confidence: 'low',
    aliases: ['b2ht'],
    notes:
      'Lofts as remembered, unchecked (a higher loft may be offered); length, lie and stock shaft not recorded.',
  }),
  row('221CB', 'iron-set', 2021, {
    heads: ironHeads('4 5 6 7 8 9 PW', [23, 26, 29, 33, 37, 41, 45]),
    shafts: [steel(STOCK_STEEL, 'S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    aliases: ['221 cb'],
    notes: 'Lofts from memory (7-iron 33°), unchecked; lies, lengths and shaft not recorded.',
  }),
  row('222CB+', 'iron-set', 2022, {
    heads: ironHeads('4 5 6 7 8 9 PW', [21, 24, 27, 31, 35, 39.5, 44]),
    shafts: [steel(STOCK_STEEL, 'R S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    aliases: ['222cb', '222 cb plus', '222cb plus'],
    notes: 'Lofts from memory (7-iron 31°), unchecked; lies, lengths and shaft not recorded.',
  }),
]
