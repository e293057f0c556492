/** Wilson Staff models, from Wilson's golf product pages' spec tables (wilson.com). */
import { brandRows, graphite, ironHeads, lofts, pathSlug, steel, TYPE_PATH } from './build'
import type { ClubModelSeed } from './types'

const row = brandRows(
  'Wilson',
  (model, type) => `https://www.wilson.com/en-us/golf/${TYPE_PATH[type]}/${pathSlug(model)}`,
)

const STOCK_GRAPHITE = 'Stock graphite (shaft name not recorded)'
const STOCK_STEEL = 'Stock steel (shaft name not recorded)'

export const WILSON_MODELS: ClubModelSeed[] = [
  row('D9', 'driver', 2021, {
    heads: lofts([9, 10.5, 13]),
    shafts: [graphite(STOCK_GRAPHITE, 'A R S X')],
    confidence: 'low',
    notes: 'Lofts as remembered, unchecked; length, lie and stock shaft not recorded.',
  }),
  row('Dynapower', 'driver', 2023, {
    heads: lofts([9, 10.5, 13]),
    shafts: [graphite(STOCK_GRAPHITE, 'A R S X')],
    confidence: 'low',
    notes: 'Lofts as remembered, unchecked; length, lie and stock shaft not recorded.',
  }),
  row('Dynapower', 'iron-set', 2023, {
    heads: ironHeads('4 5 6 7 8 9 PW GW', [20, 23, 26, 29, 33, 38, 43, 48]),
    shafts: [steel(STOCK_STEEL, 'R S'), graphite(STOCK_GRAPHITE, 'A R S')],
    stockSet: '5 6 7 8 9 PW GW',
    confidence: 'low',
    aliases: ['dynapower irons'],
    notes: 'Lofts from memory (7-iron 29°), unchecked; lies, lengths and shafts not recorded.',
  }),
  row('Staff Model Blade', 'iron-set', 2020, {
    heads: ironHeads('3 4 5 6 7 8 9 PW', [21, 24, 27, 31, 35, 39, 43, 47]),
    shafts: [steel('True Temper Dynamic Gold Tour Issue', 'S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    aliases: ['staff model mb', 'wilson staff model blade'],
    notes: 'Traditional blade lofts (7-iron 35°) as remembered, unchecked; lies and lengths not recorded.',
  }),
  row('Staff Model CB', 'iron-set', 2020, {
    heads: ironHeads('4 5 6 7 8 9 PW', [23, 26, 30, 34, 38, 42, 46]),
    shafts: [steel('True Temper Dynamic Gold Tour Issue', 'S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    aliases: ['wilson staff model cb'],
    notes: 'Lofts as remembered (7-iron 34°), unchecked; lies and lengths not recorded.',
  }),
]
