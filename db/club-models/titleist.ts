/**
 * Titleist models (incl. Vokey wedges), from Titleist's product pages' spec tables (titleist.com)
 * and Vokey's wedge selector (vokey.com).
 */
import { brandRows, graphite, ironHeads, lofts, pathSlug, steel, TYPE_PATH, wedgeHeads, woods } from './build'
import type { ClubModelSeed } from './types'

const row = brandRows(
  'Titleist',
  (model, type) => `https://www.titleist.com/golf-clubs/${TYPE_PATH[type]}/${pathSlug(model)}`,
)
const vokey = (generation: string) => ({
  url: `https://www.vokey.com/wedges/${generation.toLowerCase()}`,
  title: `Vokey Design ${generation} Wedges: lofts, bounces and grinds`,
})

const TSR_SHAFTS = [
  graphite('Mitsubishi Tensei AV Blue 55', 'R S X'),
  graphite('Project X HZRDUS Red CB 50', 'R S'),
  graphite('Mitsubishi Tensei 1K Black 65', 'S X'),
]
const STOCK_GRAPHITE = 'Stock graphite (shaft name not recorded)'
const TITLEIST_LIES = [61, 61.5, 62, 62.5, 63, 63.5, 64]
const TITLEIST_LENGTHS = [38.5, 38, 37.5, 37, 36.5, 36, 35.75]
const VOKEY_SHAFT = [steel('True Temper Dynamic Gold S200', 'S')]
const VOKEY_NOTE =
  'Loft.bounce grind combinations as offered; those marked with K, D and T are from memory of the selector and want a check. Lie and length vary by loft and are left out. Wedge flex recorded as S.'

export const TITLEIST_MODELS: ClubModelSeed[] = [
  row('TSR2', 'driver', 2022, {
    heads: lofts([8, 9, 10, 11], { lie: 58.5, lengthIn: 45.75 }),
    shafts: TSR_SHAFTS,
    confidence: 'medium',
    notes:
      'SureFit hosel adjusts loft −0.75° to +1.5° and lie ±0.75°. Stock shaft list shortened to the common choices.',
  }),
  row('TSR3', 'driver', 2022, {
    heads: lofts([8, 9, 10, 11], { lie: 58.5, lengthIn: 45.75 }),
    shafts: TSR_SHAFTS,
    confidence: 'medium',
    notes: 'SureFit hosel adjusts loft −0.75° to +1.5° and lie ±0.75°; SureFit CG track in the sole.',
  }),
  row('TSR1', 'driver', 2023, {
    heads: lofts([9, 10, 12], { lie: 58.5, lengthIn: 45.75 }),
    shafts: [graphite(STOCK_GRAPHITE, 'A R S')],
    confidence: 'low',
    notes:
      'Lofts as offered; lie and length are the TSR line’s values, unchecked for TSR1; lightweight stock shaft name not recorded.',
  }),
  row('TSi2', 'driver', 2020, {
    heads: lofts([8, 9, 10, 11], { lie: 58.5, lengthIn: 45.5 }),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    notes:
      'Lofts as offered; lie 58.5° and 45.5 in are the line’s usual values; stock shaft names not recorded.',
  }),
  row('TSi3', 'driver', 2020, {
    heads: lofts([8, 9, 10, 11], { lie: 58.5, lengthIn: 45.5 }),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    notes:
      'Lofts as offered; lie 58.5° and 45.5 in are the line’s usual values; stock shaft names not recorded.',
  }),
  row('GT2', 'driver', 2024, {
    heads: lofts([8, 9, 10, 11], { lie: 58.5, lengthIn: 45.75 }),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    notes:
      'Lofts as offered; lie and length are the TSR line’s values carried over, unchecked; stock shaft names not recorded.',
  }),
  row('GT3', 'driver', 2024, {
    heads: lofts([8, 9, 10, 11], { lie: 58.5, lengthIn: 45.75 }),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    notes:
      'Lofts as offered; lie and length are the TSR line’s values carried over, unchecked; stock shaft names not recorded.',
  }),
  row('TSR2', 'fairway', 2022, {
    heads: woods([
      [null, 13, 43.5],
      ['3W', 15, 43],
      [null, 16.5, 42.5],
      ['5W', 18, 42],
      ['7W', 21, 41.5],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    notes:
      'Lofts 13, 15, 16.5, 18, 21° as offered; lengths (0.5 in steps) are the line’s usual values; stock shaft names not recorded.',
  }),
  row('TSR3', 'fairway', 2022, {
    heads: woods([
      [null, 13.5, 43.5],
      ['3W', 15, 43],
      [null, 16.5, 42.5],
      ['5W', 18, 42],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'S X')],
    confidence: 'low',
    notes:
      'Lofts 13.5, 15, 16.5, 18° as offered; lengths are the line’s usual values; stock shaft names not recorded.',
  }),
  row('GT2', 'fairway', 2024, {
    heads: woods([
      [null, 13, 43.5],
      ['3W', 15, 43],
      [null, 16.5, 42.5],
      ['5W', 18, 42],
      ['7W', 21, 41.5],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    notes: 'Lofts as the TSR2 fairway’s, lengths the line’s usual values; unchecked for GT2.',
  }),
  row('TSR2', 'hybrid', 2022, {
    heads: woods([
      [null, 18, 40],
      [null, 21, 39.5],
      [null, 24, 39],
      [null, 27, 38.5],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    notes:
      'Titleist numbers hybrids by loft (18, 21, 24, 27°); lengths are the line’s usual values; stock shaft names not recorded.',
  }),
  row('GT2', 'hybrid', 2024, {
    heads: woods([
      [null, 18, 40],
      [null, 21, 39.5],
      [null, 24, 39],
      [null, 27, 38.5],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    notes: 'Lofts and lengths as the TSR2 hybrid’s, unchecked for GT2.',
  }),
  row('U505', 'utility', 2021, {
    heads: ironHeads('1 2 3 4', [16, 18, 20, 22], { lengthIn: [40.25, 39.75, 39.25, 38.75] }),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    notes:
      'Lofts 16/18/20/22° as offered; lengths are the line’s usual values; stock shaft name not recorded.',
  }),
  row('T100', 'iron-set', 2023, {
    heads: ironHeads('3 4 5 6 7 8 9 PW', [21, 24, 27, 30, 34, 38, 42, 46], {
      lie: [60.5, ...TITLEIST_LIES],
      lengthIn: [39, ...TITLEIST_LENGTHS],
    }),
    shafts: [steel('True Temper Dynamic Gold AMT Tour White', 'S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    notes:
      'Lofts (7-iron 34°) as published for the T100 line; lies and lengths are Titleist’s usual table, unchecked for the 2023 model.',
  }),
  row('T150', 'iron-set', 2023, {
    heads: ironHeads('4 5 6 7 8 9 PW', [23, 26, 29.5, 33, 37, 41, 45], {
      lie: TITLEIST_LIES,
      lengthIn: TITLEIST_LENGTHS,
    }),
    shafts: [steel('True Temper Dynamic Gold AMT Tour White', 'S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    notes: 'Lofts from memory (7-iron 33°); lies and lengths are Titleist’s usual table; unchecked.',
  }),
  row('T200', 'iron-set', 2023, {
    heads: ironHeads('4 5 6 7 8 9 PW', [22, 25, 27.5, 30.5, 35, 40, 45], {
      lie: TITLEIST_LIES,
      lengthIn: TITLEIST_LENGTHS,
    }),
    shafts: [steel('True Temper AMT Red', 'R S X'), graphite('Mitsubishi Tensei Red AM2', 'R S')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    notes:
      'The 2023 T200. Lofts from memory (7-iron 30.5°); lies and lengths are Titleist’s usual table; unchecked.',
  }),
  row('620 MB', 'iron-set', 2020, {
    heads: ironHeads('3 4 5 6 7 8 9 PW', [21, 24, 27, 31, 35, 39, 43, 47], {
      lie: [60.5, ...TITLEIST_LIES],
      lengthIn: [39, ...TITLEIST_LENGTHS],
    }),
    shafts: [steel('True Temper Dynamic Gold Tour Issue', 'S X')],
    stockSet: '3 4 5 6 7 8 9 PW',
    confidence: 'low',
    notes: 'Traditional blade lofts (7-iron 35°); lies and lengths are Titleist’s usual table; unchecked.',
  }),
  row('620 CB', 'iron-set', 2020, {
    heads: ironHeads('3 4 5 6 7 8 9 PW', [21, 24, 27, 30, 34, 38, 42, 46], {
      lie: [60.5, ...TITLEIST_LIES],
      lengthIn: [39, ...TITLEIST_LENGTHS],
    }),
    shafts: [steel('True Temper Dynamic Gold Tour Issue', 'S X')],
    stockSet: '3 4 5 6 7 8 9 PW',
    confidence: 'low',
    notes: 'Lofts (7-iron 34°), lies and lengths are the line’s usual table; unchecked.',
  }),
  row('Vokey SM8', 'wedge', 2020, {
    heads: wedgeHeads(
      '46:10:F 48:10:F 50:08:F 50:12:F 52:08:F 52:12:F 54:10:S 54:14:F 56:08:M 56:10:S 56:14:F 58:04:L 58:08:M 58:10:S 58:12:D 58:12:K 60:04:L 60:08:M 60:10:S 60:12:D',
    ),
    shafts: VOKEY_SHAFT,
    confidence: 'low',
    aliases: ['sm8', 'sm 8', 'vokey sm 8'],
    notes: VOKEY_NOTE,
    ...vokey('SM8'),
  }),
  row('Vokey SM9', 'wedge', 2022, {
    heads: wedgeHeads(
      '46:10:F 48:10:F 50:08:F 50:12:F 52:08:F 52:12:F 54:10:S 54:14:F 56:08:M 56:10:S 56:12:D 56:14:F 58:04:T 58:08:M 58:10:S 58:12:D 58:12:K 60:04:T 60:08:M 60:10:S 60:12:D',
    ),
    shafts: VOKEY_SHAFT,
    confidence: 'low',
    aliases: ['sm9', 'sm 9', 'vokey sm 9'],
    notes: VOKEY_NOTE,
    ...vokey('SM9'),
  }),
  row('Vokey SM10', 'wedge', 2024, {
    heads: wedgeHeads(
      '46:10:F 48:10:F 50:08:F 50:12:F 52:08:F 52:12:F 54:10:S 54:14:F 56:08:M 56:10:S 56:12:D 56:14:F 58:04:T 58:08:M 58:10:S 58:12:D 58:12:K 60:04:T 60:08:M 60:10:S 60:12:D',
    ),
    shafts: VOKEY_SHAFT,
    confidence: 'low',
    aliases: ['sm10', 'sm 10', 'vokey sm 10'],
    notes: `${VOKEY_NOTE} The SM10 offer is written as the SM9’s; additions in the SM10 range are not recorded.`,
    ...vokey('SM10'),
  }),
]
