/** Srixon models, from Srixon's product pages' spec tables (srixon.com). */
import { brandRows, graphite, ironHeads, lofts, pathSlug, steel, TYPE_PATH, woods } from './build'
import type { ClubModelSeed } from './types'

const row = brandRows(
  'Srixon',
  (model, type) => `https://www.srixon.com/${TYPE_PATH[type]}/${pathSlug(model)}/`,
)

const STOCK_GRAPHITE = 'Stock graphite (shaft name not recorded)'
const ZX_LIES = [60.5, 61, 61.5, 62, 62.5, 63, 63.5, 63.5]
const ZX_LENGTHS = [38.5, 38, 37.5, 37, 36.5, 36, 35.75, 35.5]
const MODUS_105 = steel('Nippon N.S. Pro Modus3 Tour 105', 'S X')

export const SRIXON_MODELS: ClubModelSeed[] = [
  row('ZX5 Mk II', 'driver', 2023, {
    heads: lofts([9.5, 10.5]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    aliases: ['zx5 mkii', 'zx5 mk 2', 'zx5 mark ii'],
    notes: 'Lofts as remembered, unchecked; length, lie and stock shaft not recorded.',
  }),
  row('ZX7 Mk II', 'driver', 2023, {
    heads: lofts([9.5, 10.5]),
    shafts: [graphite(STOCK_GRAPHITE, 'S X')],
    confidence: 'low',
    aliases: ['zx7 mkii', 'zx7 mk 2', 'zx7 mark ii'],
    notes: 'Lofts as remembered, unchecked; length, lie and stock shaft not recorded.',
  }),
  row('ZX Mk II', 'fairway', 2023, {
    heads: woods([
      ['3W', 15],
      ['5W', 18],
      ['7W', 21],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    aliases: ['zx mkii fairway'],
    notes: 'Lofts 15/18/21° as remembered; lengths, lies and stock shaft not recorded.',
  }),
  row('ZX Mk II', 'hybrid', 2023, {
    heads: woods([
      ['3H', 19],
      ['4H', 22],
      ['5H', 25],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    aliases: ['zx mkii hybrid'],
    notes: 'Lofts as remembered, unchecked; lengths, lies and stock shaft not recorded.',
  }),
  row('ZX Mk II', 'utility', 2023, {
    heads: ironHeads('2 3 4', [18, 20, 23]),
    shafts: [MODUS_105, graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    aliases: ['zx mkii utility', 'zx utility'],
    notes: 'Lofts 18/20/23° as remembered; lengths and lies not recorded.',
  }),
  row('ZX5 Mk II', 'iron-set', 2023, {
    heads: ironHeads('4 5 6 7 8 9 PW AW', [22, 25, 28, 31, 35, 40, 45, 50], {
      lie: ZX_LIES,
      lengthIn: ZX_LENGTHS,
    }),
    shafts: [MODUS_105, graphite(STOCK_GRAPHITE, 'R S')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    aliases: ['zx5 mkii', 'zx5 mk 2', 'zx5 mark ii', 'zx5mk2'],
    notes: 'Lofts from memory (7-iron 31°); lies and lengths are the line’s usual table; unchecked.',
  }),
  row('ZX7 Mk II', 'iron-set', 2023, {
    heads: ironHeads('4 5 6 7 8 9 PW', [23, 26, 30, 34, 38, 42, 46], {
      lie: ZX_LIES.slice(0, 7),
      lengthIn: ZX_LENGTHS.slice(0, 7),
    }),
    shafts: [MODUS_105],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    aliases: ['zx7 mkii', 'zx7 mk 2', 'zx7 mark ii', 'zx7mk2'],
    notes: 'Lofts from memory (7-iron 34°); lies and lengths are the line’s usual table; unchecked.',
  }),
  row('ZX4 Mk II', 'iron-set', 2023, {
    heads: ironHeads('5 6 7 8 9 PW AW', [21, 24, 28, 32, 37, 42, 47]),
    shafts: [steel('Stock steel (shaft name not recorded)', 'R S'), graphite(STOCK_GRAPHITE, 'A R S')],
    stockSet: '5 6 7 8 9 PW AW',
    confidence: 'low',
    aliases: ['zx4 mkii', 'zx4 mk 2'],
    notes: 'Lofts from memory (7-iron 28°), unchecked; lies, lengths and shafts not recorded.',
  }),
  row('ZX5', 'iron-set', 2020, {
    heads: ironHeads('4 5 6 7 8 9 PW AW', [22, 25, 28, 31, 35, 40, 45, 50], {
      lie: ZX_LIES,
      lengthIn: ZX_LENGTHS,
    }),
    shafts: [MODUS_105],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    notes:
      'The first ZX5. Lofts from memory (7-iron 31°); lies and lengths are the line’s usual table; unchecked.',
  }),
]
