/** Mizuno models, from Mizuno's product pages' spec tables (mizunogolf.com). */
import { brandRows, graphite, ironHeads, lofts, pathSlug, steel, TYPE_PATH, woods } from './build'
import type { ClubModelSeed } from './types'

const row = brandRows(
  'Mizuno',
  (model, type) => `https://www.mizunogolf.com/${TYPE_PATH[type]}/${pathSlug(model)}/`,
)

const STOCK_GRAPHITE = 'Stock graphite (shaft name not recorded)'
const STOCK_STEEL = 'Stock steel (shaft name not recorded)'
/** Mizuno's usual iron table: lie 62° and 37 in at the 7-iron, 0.5° / 0.5 in a club. */
const MIZUNO_LIES = [60.5, 61, 61.5, 62, 62.5, 63, 63.5, 63.5]
const MIZUNO_LENGTHS = [38.5, 38, 37.5, 37, 36.5, 36, 35.75, 35.5]

export const MIZUNO_MODELS: ClubModelSeed[] = [
  row('ST-Z 230', 'driver', 2023, {
    heads: lofts([9, 10.5]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    aliases: ['stz 230', 'st z 230', 'stz230'],
    notes:
      'Lofts as remembered (Quick Switch hosel ±2°), unchecked; length, lie and stock shaft not recorded.',
  }),
  row('ST-X 230', 'driver', 2023, {
    heads: lofts([10.5, 12]),
    shafts: [graphite(STOCK_GRAPHITE, 'A R S')],
    confidence: 'low',
    aliases: ['stx 230', 'st x 230', 'stx230'],
    notes: 'Lofts as remembered, unchecked; length, lie and stock shaft not recorded.',
  }),
  row('ST-Max 230', 'driver', 2023, {
    heads: lofts([10.5, 12]),
    shafts: [graphite(STOCK_GRAPHITE, 'A R S')],
    confidence: 'low',
    aliases: ['stmax 230', 'st max 230', 'stmax230'],
    notes: 'Lofts as remembered, unchecked; length, lie and stock shaft not recorded.',
  }),
  row('ST-Z 230', 'fairway', 2023, {
    heads: woods([
      ['3W', 15],
      ['5W', 18],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    aliases: ['stz 230 fairway'],
    notes: 'Lofts 15/18° as offered; lengths, lies and stock shaft not recorded.',
  }),
  row('JPX 923 Hot Metal', 'iron-set', 2022, {
    heads: ironHeads('4 5 6 7 8 9 PW GW', [19, 21.5, 24.5, 29, 33, 38, 43, 48], {
      lie: MIZUNO_LIES,
      lengthIn: MIZUNO_LENGTHS,
    }),
    shafts: [steel('Nippon N.S. Pro 950GH neo', 'R S'), graphite(STOCK_GRAPHITE, 'A R S')],
    stockSet: '5 6 7 8 9 PW GW',
    confidence: 'low',
    aliases: ['jpx923 hot metal', 'jpx 923 hm', 'jpx923 hm', 'hot metal 923'],
    notes: 'Lofts from memory (7-iron 29°), lies and lengths are Mizuno’s usual table; unchecked.',
  }),
  row('JPX 923 Forged', 'iron-set', 2022, {
    heads: ironHeads('4 5 6 7 8 9 PW GW', [21, 24, 27, 31, 35, 40, 45, 50], {
      lie: MIZUNO_LIES,
      lengthIn: MIZUNO_LENGTHS,
    }),
    shafts: [steel(STOCK_STEEL, 'R S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    aliases: ['jpx923 forged'],
    notes: 'Lofts from memory (7-iron 31°), lies and lengths are Mizuno’s usual table; unchecked.',
  }),
  row('JPX 925 Hot Metal', 'iron-set', 2024, {
    heads: ironHeads('4 5 6 7 8 9 PW GW', [19, 21.5, 24.5, 28.5, 32.5, 37.5, 42.5, 47.5]),
    shafts: [steel(STOCK_STEEL, 'R S'), graphite(STOCK_GRAPHITE, 'A R S')],
    stockSet: '5 6 7 8 9 PW GW',
    confidence: 'low',
    aliases: ['jpx925 hot metal', 'jpx 925 hm'],
    notes: 'Lofts from memory, unchecked; lies, lengths and stock shafts not recorded.',
  }),
  row('Pro 225', 'iron-set', 2022, {
    heads: ironHeads('4 5 6 7 8 9 PW', [21, 24, 27, 31, 35, 40, 45], {
      lie: MIZUNO_LIES.slice(0, 7),
      lengthIn: MIZUNO_LENGTHS.slice(0, 7),
    }),
    shafts: [steel(STOCK_STEEL, 'S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    aliases: ['mizuno pro 225'],
    notes: 'Lofts from memory (7-iron 31°), lies and lengths are Mizuno’s usual table; unchecked.',
  }),
  row('Pro 243', 'iron-set', 2024, {
    heads: ironHeads('4 5 6 7 8 9 PW', [22, 25, 28, 32, 36, 40, 45], {
      lie: MIZUNO_LIES.slice(0, 7),
      lengthIn: MIZUNO_LENGTHS.slice(0, 7),
    }),
    shafts: [steel(STOCK_STEEL, 'S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    aliases: ['mizuno pro 243'],
    notes: 'Lofts from memory (7-iron 32°), lies and lengths are Mizuno’s usual table; unchecked.',
  }),
]
