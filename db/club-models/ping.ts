/** PING models, from PING's product pages' spec tables (ping.com). */
import {
  brandRows,
  graphite,
  ironHeads,
  lofts,
  pathSlug,
  putterHeads,
  putterShaft,
  steel,
  TYPE_PATH,
  wedgeHeads,
  woods,
} from './build'
import type { ClubModelSeed } from './types'

const row = brandRows(
  'Ping',
  (model, type) => `https://ping.com/en-us/clubs/${TYPE_PATH[type]}/${pathSlug(model)}`,
)

/** PING labels its senior flex SR ("soft regular"): recorded as A. */
const SR_NOTE = 'PING’s SR (soft regular) flex is recorded as A.'
const G430_DRIVER_SHAFTS = [
  graphite('PING Alta CB Black 55', 'A R S X'),
  graphite('PING Tour 2.0 Chrome 65', 'R S X'),
  graphite('PING Tour 2.0 Black 65', 'S X'),
]
const STOCK_GRAPHITE = 'Stock graphite (shaft name not recorded)'
const STOCK_STEEL = 'Stock steel (shaft name not recorded)'
const PUTTER_NOTE =
  'Loft 3° and lie 70° (PING writes the lie as 20° from vertical) are PING’s usual putter values, unchecked for this model; the adjustable shaft is sold at 33/34/35 in.'

export const PING_MODELS: ClubModelSeed[] = [
  row('G430 Max', 'driver', 2023, {
    heads: lofts([9, 10.5, 12], { lengthIn: 45.75 }),
    shafts: G430_DRIVER_SHAFTS,
    confidence: 'medium',
    notes: `Trajectory Tuning 2.0 hosel: ±1.5° of loft. Lie not given per loft on the sheet. ${SR_NOTE}`,
  }),
  row('G430 LST', 'driver', 2023, {
    heads: lofts([9, 10.5], { lengthIn: 45.75 }),
    shafts: G430_DRIVER_SHAFTS,
    confidence: 'medium',
    notes: `Trajectory Tuning 2.0 hosel: ±1.5° of loft. ${SR_NOTE}`,
  }),
  row('G430 SFT', 'driver', 2023, {
    heads: lofts([10.5], { lengthIn: 45.75 }),
    shafts: [graphite('PING Alta CB Black 55', 'A R S X')],
    confidence: 'low',
    notes: `Only 10.5° recorded (a higher-loft option may exist); length is the line’s usual 45.75 in. ${SR_NOTE}`,
  }),
  row('G430 Max 10K', 'driver', 2024, {
    heads: lofts([9, 10.5, 12], { lengthIn: 45.75 }),
    shafts: [graphite('PING Alta CB Black 55', 'A R S X')],
    confidence: 'low',
    aliases: ['g430 10k', 'max 10k'],
    notes: `Lofts as offered; length is the G430 line’s 45.75 in, unchecked for the 10K. ${SR_NOTE}`,
  }),
  row('G425 Max', 'driver', 2021, {
    heads: lofts([9, 10.5, 12], { lengthIn: 45.75 }),
    shafts: [graphite('PING Alta CB 55 Slate', 'A R S X'), graphite('PING Tour 65', 'R S X')],
    confidence: 'low',
    notes: `Lofts as offered; length and stock shafts from memory of the sheet. ${SR_NOTE}`,
  }),
  row('G425 LST', 'driver', 2021, {
    heads: lofts([9, 10.5], { lengthIn: 45.75 }),
    shafts: [graphite('PING Alta CB 55 Slate', 'A R S X'), graphite('PING Tour 65', 'R S X')],
    confidence: 'low',
    notes: `Lofts as offered; length and stock shafts from memory of the sheet. ${SR_NOTE}`,
  }),
  row('G410 Plus', 'driver', 2019, {
    heads: lofts([9, 10.5, 12], { lengthIn: 45.75 }),
    shafts: [graphite('PING Alta CB Red 55', 'A R S X'), graphite('PING Tour 65', 'R S X')],
    confidence: 'low',
    notes: `Lofts as offered; length and stock shafts from memory of the sheet. ${SR_NOTE}`,
  }),
  row('G440 Max', 'driver', 2025, {
    heads: lofts([9, 10.5, 12]),
    shafts: [graphite(STOCK_GRAPHITE, 'A R S X')],
    confidence: 'low',
    notes: 'Lofts as offered; length left out (changed from the G430’s); stock shaft name not recorded.',
  }),
  row('G430 Max', 'fairway', 2023, {
    heads: woods([
      ['3W', 15, 43],
      ['5W', 18, 42.5],
      ['7W', 21, 42],
      ['9W', 24, 41.5],
    ]),
    shafts: [graphite('PING Alta CB Black 65', 'A R S X'), graphite('PING Tour 2.0 Chrome 75', 'R S X')],
    confidence: 'low',
    aliases: ['g430 fairway', 'g 430 fairway'],
    notes: `Lofts 15/18/21/24° as offered; lengths are the line’s usual 0.5 in steps, unchecked. ${SR_NOTE}`,
  }),
  row('G430 SFT', 'fairway', 2023, {
    heads: woods([
      ['3W', 16, 43],
      ['5W', 19, 42.5],
      ['7W', 22, 42],
    ]),
    shafts: [graphite('PING Alta CB Black 65', 'A R S X')],
    confidence: 'low',
    notes: `Lofts from memory (a degree above the Max’s); lengths the line’s usual values; unchecked. ${SR_NOTE}`,
  }),
  row('G425 Max', 'fairway', 2021, {
    heads: woods([
      ['3W', 14.5, 43],
      ['5W', 17.5, 42.5],
      ['7W', 20.5, 42],
      ['9W', 23.5, 41.5],
    ]),
    shafts: [graphite('PING Alta CB 65 Slate', 'A R S X')],
    confidence: 'low',
    notes: `Lofts from memory; lengths the line’s usual values; unchecked. ${SR_NOTE}`,
  }),
  row('G430', 'hybrid', 2023, {
    heads: woods([
      ['2H', 17, 40.5],
      ['3H', 19, 40],
      ['4H', 22, 39.5],
      ['5H', 26, 39],
      ['6H', 30, 38.5],
      ['7H', 34, 38],
    ]),
    shafts: [graphite('PING Alta CB Black 70', 'A R S X'), graphite('PING Tour 2.0 Chrome 85', 'R S X')],
    confidence: 'low',
    notes: `Lofts 17–34° as offered; lengths are the line’s usual 0.5 in steps, unchecked. ${SR_NOTE}`,
  }),
  row('G425', 'hybrid', 2021, {
    heads: woods([
      ['2H', 17, 40.5],
      ['3H', 19, 40],
      ['4H', 22, 39.5],
      ['5H', 26, 39],
      ['6H', 30, 38.5],
    ]),
    shafts: [graphite('PING Alta CB 70 Slate', 'A R S X')],
    confidence: 'low',
    notes: `Lofts from memory; lengths the line’s usual values; unchecked. ${SR_NOTE}`,
  }),
  row('iCrossover', 'utility', 2022, {
    heads: ironHeads('2 3 4', [18, 20, 23], { lengthIn: [39.75, 39.25, 38.75] }),
    shafts: [graphite('PING Alta CB Black 85', 'R S X'), graphite('PING Tour 2.0 Chrome 85', 'S X')],
    confidence: 'low',
    notes: 'Lofts 18/20/23° as offered; lengths and stock shafts from memory, unchecked.',
  }),
  row('G430', 'iron-set', 2023, {
    heads: ironHeads('4 5 6 7 8 9 PW UW', [19, 21.5, 25, 28.5, 33, 38, 43, 48]),
    shafts: [steel('PING AWT 2.0', 'R S X'), graphite('PING Alta CB Black', 'A R S')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    aliases: ['g430 irons'],
    notes: `Lofts from memory (7-iron 28.5°), unchecked; PING’s lies (colour code, black is standard) and lengths are left out. ${SR_NOTE}`,
  }),
  row('i230', 'iron-set', 2022, {
    heads: ironHeads('4 5 6 7 8 9 PW UW', [23, 26, 29, 33, 37, 41, 45.5, 50]),
    shafts: [steel(STOCK_STEEL, 'R S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    notes:
      'Lofts from memory (7-iron 33°), unchecked; lies and lengths left out; stock shaft name not recorded.',
  }),
  row('i525', 'iron-set', 2022, {
    heads: ironHeads('4 5 6 7 8 9 PW', [21, 24, 27, 30.5, 35, 40, 45]),
    shafts: [steel(STOCK_STEEL, 'R S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    notes:
      'Lofts from memory (7-iron 30.5°), unchecked; lies and lengths left out; stock shaft name not recorded.',
  }),
  row('Blueprint T', 'iron-set', 2024, {
    heads: ironHeads('3 4 5 6 7 8 9 PW', [21, 24, 27, 30.5, 34, 38, 42, 46]),
    shafts: [steel(STOCK_STEEL, 'S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    notes: 'Traditional players’ lofts (7-iron 34°) as remembered, unchecked; lies and lengths left out.',
  }),
  row('Blueprint S', 'iron-set', 2024, {
    heads: ironHeads('4 5 6 7 8 9 PW', [23, 26, 29, 33, 37, 41, 45]),
    shafts: [steel(STOCK_STEEL, 'S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    notes: 'Lofts as remembered (7-iron 33°), unchecked; lies and lengths left out.',
  }),
  row('ChipR', 'iron', 2022, {
    heads: [{ loft: 38.5, lengthIn: 35 }],
    shafts: [steel('PING Z-Z115', 'S'), graphite('PING Alta CB Black', 'R')],
    confidence: 'low',
    notes:
      'A chipper sold singly. Loft 38.5° as published; length and shafts from memory; its upright putter-like lie is not recorded.',
  }),
  row('Glide 4.0', 'wedge', 2022, {
    heads: wedgeHeads(
      '46:12:S 48:12:S 50:12:S 52:12:S 54:12:S 56:12:S 58:10:S 60:10:S 54:14:W 56:14:W 58:14:W 60:14:W 58:06:T 60:06:T 54:10:E 56:10:E 58:08:E 60:08:E',
    ),
    shafts: [steel('PING Z-Z115 Wedge', 'S'), graphite('PING Alta CB Black', 'R')],
    confidence: 'low',
    notes:
      'Grinds S (standard), W (wide), T (thin), E (Eye2). Bounce per loft from memory, unchecked. Wedge flex recorded as S.',
  }),
  row('Anser 2', 'putter', 2023, {
    heads: putterHeads(3, 70),
    shafts: [putterShaft('PING adjustable-length steel')],
    confidence: 'low',
    aliases: ['anser2', '2023 anser 2'],
    notes: `The 2023 PING putter line. ${PUTTER_NOTE}`,
  }),
  row('Tyne 4', 'putter', 2023, {
    heads: putterHeads(3, 70),
    shafts: [putterShaft('PING adjustable-length steel')],
    confidence: 'low',
    notes: `The 2023 PING putter line. ${PUTTER_NOTE}`,
  }),
  row('DS72', 'putter', 2023, {
    heads: putterHeads(3, 70),
    shafts: [putterShaft('PING adjustable-length steel')],
    confidence: 'low',
    notes: `The 2023 PING putter line. ${PUTTER_NOTE}`,
  }),
  row('Kushin 4', 'putter', 2023, {
    heads: putterHeads(3, 70),
    shafts: [putterShaft('PING adjustable-length steel')],
    confidence: 'low',
    notes: `The 2023 PING putter line. ${PUTTER_NOTE}`,
  }),
  row('Fetch', 'putter', 2023, {
    heads: putterHeads(3, 70),
    shafts: [putterShaft('PING adjustable-length steel')],
    confidence: 'low',
    notes: `The 2023 PING putter line. ${PUTTER_NOTE}`,
  }),
]
