/** Cobra models, from Cobra's product pages' spec tables (cobragolf.com). */
import { brandRows, graphite, ironHeads, lofts, pathSlug, steel, woods } from './build'
import type { ClubModelSeed } from './types'

const TYPE_WORD: Record<string, string> = { 'iron-set': 'irons', utility: 'utility' }
const row = brandRows(
  'Cobra',
  (model, type) => `https://www.cobragolf.com/products/${pathSlug(`${model} ${TYPE_WORD[type] ?? type}`)}`,
)

const STOCK_GRAPHITE = 'Stock graphite (shaft name not recorded)'
const STOCK_STEEL = 'Stock steel (shaft name not recorded)'

function driver(model: string, year: number, loftOptions: number[], flexes = 'R S X') {
  return row(model, 'driver', year, {
    heads: lofts(loftOptions, { lengthIn: 45.5 }),
    shafts: [graphite(STOCK_GRAPHITE, flexes)],
    confidence: 'low',
    notes:
      'Lofts are the published options (MyFly hosel adjusts them); 45.5 in is Cobra’s usual driver length, unchecked; lie and stock shaft names not recorded.',
  })
}
function fairway(model: string, year: number) {
  return row(model, 'fairway', year, {
    heads: woods([
      ['3W', 15],
      ['5W', 18],
      ['7W', 21],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'A R S X')],
    confidence: 'low',
    notes: 'Lofts 15/18/21° as offered; lengths, lies and stock shaft names not recorded.',
  })
}
function hybrid(model: string, year: number) {
  return row(model, 'hybrid', year, {
    heads: woods([
      ['3H', 19],
      ['4H', 21],
      ['5H', 24],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'A R S')],
    confidence: 'low',
    notes:
      'Cobra labels hybrids 3-4 (19°), 4-5 (21°), 5-6 (24°): recorded as 3H/4H/5H. Lengths and shafts not recorded.',
  })
}

export const COBRA_MODELS: ClubModelSeed[] = [
  driver('Darkspeed Max', 2024, [9, 10.5, 12], 'A R S X'),
  driver('Darkspeed X', 2024, [9, 10.5, 12]),
  driver('Darkspeed LS', 2024, [9, 10.5], 'S X'),
  driver('Aerojet', 2023, [9, 10.5, 12]),
  driver('Aerojet Max', 2023, [10.5, 12], 'A R S'),
  driver('LTDx', 2022, [9, 10.5, 12]),
  fairway('Darkspeed', 2024),
  fairway('Aerojet', 2023),
  fairway('LTDx', 2022),
  hybrid('Darkspeed', 2024),
  hybrid('Aerojet', 2023),
  row('King Tec', 'utility', 2023, {
    heads: ironHeads('2 3 4 5', [17, 19, 21, 24]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    aliases: ['king tec utility'],
    notes: 'Lofts from memory, unchecked; lengths, lies and stock shaft name not recorded.',
  }),
  row('Aerojet', 'iron-set', 2023, {
    heads: ironHeads('4 5 6 7 8 9 PW GW', [19, 21.5, 24.5, 28, 32, 37, 42, 47]),
    shafts: [steel(STOCK_STEEL, 'R S'), graphite(STOCK_GRAPHITE, 'A R S')],
    stockSet: '5 6 7 8 9 PW GW',
    confidence: 'low',
    aliases: ['aerojet irons'],
    notes:
      'Distance lofts from memory (7-iron 28°), unchecked; lies, lengths and shafts not recorded. Also sold in One Length.',
  }),
  row('Darkspeed', 'iron-set', 2024, {
    heads: ironHeads('4 5 6 7 8 9 PW GW', [19, 21.5, 24.5, 28, 32, 37, 42, 47]),
    shafts: [steel(STOCK_STEEL, 'R S'), graphite(STOCK_GRAPHITE, 'A R S')],
    stockSet: '5 6 7 8 9 PW GW',
    confidence: 'low',
    aliases: ['darkspeed irons'],
    notes: 'Lofts as the Aerojet’s (7-iron 28°), unchecked; lies, lengths and shafts not recorded.',
  }),
  row('King Forged Tec', 'iron-set', 2022, {
    heads: ironHeads('4 5 6 7 8 9 PW GW', [20, 23, 26, 29.5, 34, 39, 44, 49]),
    shafts: [steel(STOCK_STEEL, 'R S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    notes: 'Lofts from memory (7-iron 29.5°), unchecked; lies, lengths and shafts not recorded.',
  }),
]
