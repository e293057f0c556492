/** Callaway models, from Callaway's product pages' spec tables (callawaygolf.com). */
import { brandRows, graphite, ironHeads, lofts, pathSlug, steel, TYPE_PATH, wedgeHeads, woods } from './build'
import type { ClubModelSeed } from './types'

const row = brandRows(
  'Callaway',
  (model, type) => `https://www.callawaygolf.com/golf-clubs/${TYPE_PATH[type]}/${pathSlug(model)}/`,
)

const STOCK_GRAPHITE = 'Stock graphite (shaft name not recorded)'
const STOCK_STEEL = 'Stock steel (shaft name not recorded)'
const DRIVER_NOTE =
  'Lofts are the published options (OptiFit hosel −1° to +2°); 45.5 in is Callaway’s usual driver length, unchecked; lie and stock shaft names not recorded.'
const WOOD_NOTE = 'Lofts as offered; lengths, lies and stock shaft names not recorded.'
const CALLAWAY_LIES = [61, 61.5, 62, 62.5, 63, 63.5, 64, 64]
const CALLAWAY_LENGTHS = [38.5, 38, 37.5, 37, 36.5, 36, 35.75, 35.5]

function driver(model: string, year: number, loftOptions: number[], flexes = 'R S X') {
  return row(model, 'driver', year, {
    heads: lofts(loftOptions, { lengthIn: 45.5 }),
    shafts: [graphite(STOCK_GRAPHITE, flexes)],
    confidence: 'low',
    notes: DRIVER_NOTE,
  })
}

export const CALLAWAY_MODELS: ClubModelSeed[] = [
  driver('Paradym', 2023, [9, 10.5, 12]),
  driver('Paradym X', 2023, [9, 10.5, 12], 'A R S X'),
  driver('Paradym Triple Diamond', 2023, [8, 9, 10.5], 'S X'),
  driver('Paradym Ai Smoke Max', 2024, [9, 10.5, 12], 'A R S X'),
  driver('Paradym Ai Smoke Triple Diamond', 2024, [8, 9, 10.5], 'S X'),
  driver('Rogue ST Max', 2022, [9, 10.5, 12], 'A R S X'),
  driver('Epic Speed', 2021, [9, 10.5]),
  driver('Mavrik', 2020, [9, 10.5, 12]),
  driver('Elyte', 2025, [9, 10.5, 12], 'A R S X'),
  row('Paradym', 'fairway', 2023, {
    heads: woods([
      ['3W', 15],
      ['5W', 18],
      ['7W', 21],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    notes: WOOD_NOTE,
  }),
  row('Paradym X', 'fairway', 2023, {
    heads: woods([
      ['3W', 15],
      ['5W', 18],
      ['7W', 21],
      ['9W', 24],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'A R S X')],
    confidence: 'low',
    notes: WOOD_NOTE,
  }),
  row('Paradym Ai Smoke Max', 'fairway', 2024, {
    heads: woods([
      ['3W', 15],
      ['5W', 18],
      ['7W', 21],
      ['9W', 24],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'A R S X')],
    confidence: 'low',
    notes: WOOD_NOTE,
  }),
  row('Rogue ST Max', 'fairway', 2022, {
    heads: woods([
      ['3W', 15],
      ['5W', 18],
      ['7W', 21],
      ['9W', 24],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'A R S X')],
    confidence: 'low',
    notes: WOOD_NOTE,
  }),
  row('Apex UW', 'fairway', 2024, {
    heads: woods([
      [null, 17],
      [null, 19],
      [null, 21],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    aliases: ['apex utility wood'],
    notes: `A utility wood, numbered by loft (17, 19, 21°). ${WOOD_NOTE}`,
  }),
  row('Paradym X', 'hybrid', 2023, {
    heads: woods([
      ['3H', 19],
      ['4H', 21],
      ['5H', 24],
      ['6H', 27],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'A R S')],
    confidence: 'low',
    notes: 'Lofts from memory, unchecked; lengths, lies and stock shaft names not recorded.',
  }),
  row('Rogue ST Max', 'hybrid', 2022, {
    heads: woods([
      ['3H', 19],
      ['4H', 21],
      ['5H', 24],
      ['6H', 27],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'A R S')],
    confidence: 'low',
    notes: 'Lofts from memory, unchecked; lengths, lies and stock shaft names not recorded.',
  }),
  row('Apex Utility', 'utility', 2021, {
    heads: ironHeads('2 3 4', [18, 21, 24]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    aliases: ['apex ut', 'apex 21 utility'],
    notes: 'Lofts 18/21/24° as offered; lengths, lies and stock shaft names not recorded.',
  }),
  row('Apex 21', 'iron-set', 2021, {
    heads: ironHeads('4 5 6 7 8 9 PW AW', [20, 23, 26, 30, 34, 38.5, 43, 48], {
      lie: CALLAWAY_LIES,
      lengthIn: CALLAWAY_LENGTHS,
    }),
    shafts: [steel(STOCK_STEEL, 'R S X'), graphite(STOCK_GRAPHITE, 'A R S')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    aliases: ['apex21', 'apex 2021'],
    notes:
      'Lofts from memory (7-iron 30°), unchecked; lies and lengths are the line’s usual table; stock shaft names not recorded.',
  }),
  row('Apex Pro 21', 'iron-set', 2021, {
    heads: ironHeads('3 4 5 6 7 8 9 PW', [20, 23, 26, 29, 33, 37, 41, 46], {
      lie: [60.5, ...CALLAWAY_LIES.slice(0, 7)],
      lengthIn: [39, ...CALLAWAY_LENGTHS.slice(0, 7)],
    }),
    shafts: [steel(STOCK_STEEL, 'S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    notes:
      'Lofts from memory (7-iron 33°), unchecked; lies and lengths are the line’s usual table; stock shaft name not recorded.',
  }),
  row('Apex Pro 24', 'iron-set', 2024, {
    heads: ironHeads('3 4 5 6 7 8 9 PW', [20, 23, 26, 29, 33, 37, 41, 46]),
    shafts: [steel(STOCK_STEEL, 'S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    notes:
      'Lofts as the Apex Pro 21’s, unchecked for the 2024 model; lies, lengths and stock shaft name not recorded.',
  }),
  row('Paradym', 'iron-set', 2023, {
    heads: ironHeads('4 5 6 7 8 9 PW AW', [19, 21.5, 24.5, 28, 32, 37, 42, 47]),
    shafts: [steel(STOCK_STEEL, 'R S'), graphite(STOCK_GRAPHITE, 'A R S')],
    stockSet: '5 6 7 8 9 PW AW',
    confidence: 'low',
    aliases: ['paradym irons'],
    notes:
      'Distance lofts from memory (7-iron 28°), unchecked; lies, lengths and stock shaft names not recorded.',
  }),
  row('Jaws Raw', 'wedge', 2022, {
    heads: wedgeHeads(
      '46:10:S 48:10:S 50:10:S 52:10:S 54:10:S 56:10:S 58:10:S 60:10:S 50:12:W 52:12:W 54:12:W 56:12:W 58:12:W 60:12:W',
    ),
    shafts: [steel('True Temper Dynamic Gold S200', 'S')],
    confidence: 'low',
    aliases: ['jaws raw wedge'],
    notes:
      'S and W grinds only (the C, T, X and Z grinds are not recorded); bounce per grind from memory. Wedge flex recorded as S.',
  }),
  row('Jaws MD5', 'wedge', 2019, {
    heads: wedgeHeads(
      '48:10:S 50:10:S 52:10:S 54:10:S 56:10:S 58:10:S 60:10:S 50:12:W 52:12:W 54:12:W 56:12:W 58:12:W 60:12:W',
    ),
    shafts: [steel('True Temper Dynamic Gold S200', 'S')],
    confidence: 'low',
    aliases: ['md5'],
    notes: 'S and W grinds only; bounce per grind from memory. Wedge flex recorded as S.',
  }),
  row('Opus', 'wedge', 2024, {
    heads: wedgeHeads(
      '48:10:S 50:10:S 52:10:S 54:10:S 56:10:S 58:10:S 60:10:S 52:12:W 54:12:W 56:12:W 58:12:W 60:12:W',
    ),
    shafts: [steel('True Temper Dynamic Gold S200', 'S')],
    confidence: 'low',
    notes:
      'S and W grinds only; bounce per grind from the Jaws line, unchecked for Opus. Wedge flex recorded as S.',
  }),
]
