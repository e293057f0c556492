/** TaylorMade models, from TaylorMade's own product pages' "Specs" tables (taylormadegolf.com). */
import {
  brandRows,
  graphite,
  ironHeads,
  lofts,
  putterHeads,
  putterShaft,
  steel,
  steps,
  wedgeHeads,
  woods,
} from './build'
import type { ClubModelSeed } from './types'

/** TaylorMade's product URLs end in a catalogue number: the site's search finds the page by name. */
const row = brandRows('TaylorMade', (model, type) => {
  const words = { driver: 'driver', fairway: 'fairway', hybrid: 'rescue', 'iron-set': 'irons' } as Record<
    string,
    string
  >
  const query = `${model} ${words[type] ?? type}`.toLowerCase().replace(/\s+/g, '+')
  return `https://www.taylormadegolf.com/search?q=${query}`
})

const STOCK_GRAPHITE = 'Stock graphite (shaft name not recorded)'
const LOW_DRIVER =
  'Lofts are the published options; lie 56° and 45.75 in are the line’s usual values, unchecked for this model.'

export const TAYLORMADE_MODELS: ClubModelSeed[] = [
  {
    brand: 'TaylorMade',
    model: 'Stealth 2',
    clubType: 'driver',
    releaseYear: 2023,
    aliases: ['stealth2', 'stealth 2'],
    heads: [
      { loft: 9, lie: 56, lengthIn: 45.75 },
      { loft: 10.5, lie: 56, lengthIn: 45.75 },
      { loft: 12, lie: 56, lengthIn: 45.75 },
    ],
    shafts: [{ model: 'Fujikura Ventus TR Red 5', material: 'graphite', flexes: ['R', 'S', 'X'] }],
    source: {
      url: 'https://www.taylormadegolf.com/Stealth-2-Driver/DW-TA015.html',
      title: 'TaylorMade Stealth 2 Driver: Specs',
    },
    confidence: 'medium',
    notes: 'Loft sleeve adjusts ±2° of loft; lie 56° standard (56°–60° with the sleeve).',
  },
  row('Stealth 2 Plus', 'driver', 2023, {
    heads: lofts([8, 9, 10.5], { lie: 56, lengthIn: 45.75 }),
    shafts: [graphite("Mitsubishi Kai'li White 60", 'S X')],
    confidence: 'low',
    notes: LOW_DRIVER,
  }),
  row('Stealth 2 HD', 'driver', 2023, {
    heads: lofts([9, 10.5, 12], { lengthIn: 45.75 }),
    shafts: [graphite(STOCK_GRAPHITE, 'A R S')],
    confidence: 'low',
    notes:
      'Lofts are the published options; length is the line’s usual 45.75 in; the HD’s more upright lie is not recorded; stock shaft name not recorded.',
  }),
  row('Stealth', 'driver', 2022, {
    heads: lofts([9, 10.5, 12], { lie: 56, lengthIn: 45.75 }),
    shafts: [graphite('Fujikura Ventus Red 5', 'R S X')],
    confidence: 'low',
    notes: LOW_DRIVER,
  }),
  row('SIM2 Max', 'driver', 2021, {
    heads: lofts([9, 10.5, 12], { lie: 56, lengthIn: 45.75 }),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    notes: `${LOW_DRIVER} Stock shaft name not recorded.`,
  }),
  row('Qi10', 'driver', 2024, {
    heads: lofts([9, 10.5, 12], { lie: 56, lengthIn: 45.75 }),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    notes: `${LOW_DRIVER} Stock shaft name not recorded.`,
  }),
  row('Qi10 Max', 'driver', 2024, {
    heads: lofts([9, 10.5, 12], { lengthIn: 45.75 }),
    shafts: [graphite('Mitsubishi Diamana Silver TM50', 'A R S')],
    confidence: 'low',
    notes:
      'Lofts are the published options; 45.75 in is the line’s usual length; the Max’s more upright lie is not recorded; the stock shaft name is from memory.',
  }),
  row('Qi10 LS', 'driver', 2024, {
    heads: lofts([8, 9, 10.5], { lie: 56, lengthIn: 45.75 }),
    shafts: [graphite(STOCK_GRAPHITE, 'S X')],
    confidence: 'low',
    notes: `${LOW_DRIVER} Stock shaft name not recorded.`,
  }),
  row('Qi35', 'driver', 2025, {
    heads: lofts([9, 10.5, 12], { lengthIn: 45.75 }),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    notes:
      'Lofts are the published options; length is the line’s usual 45.75 in; stock shaft name not recorded.',
  }),
  row('Qi35 Max', 'driver', 2025, {
    heads: lofts([9, 10.5, 12], { lengthIn: 45.75 }),
    shafts: [graphite(STOCK_GRAPHITE, 'A R S')],
    confidence: 'low',
    notes:
      'Lofts are the published options; length is the line’s usual 45.75 in; stock shaft name not recorded.',
  }),
  row('Stealth 2', 'fairway', 2023, {
    heads: woods([
      ['3W', 15, 43.25],
      [null, 16.5, 42.75],
      ['5W', 18, 42.25],
      ['7W', 21, 41.75],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    aliases: ['stealth 2 fairway', '3hl'],
    notes:
      'Lofts 15° (3), 16.5° (3HL), 18° (5), 21° (7) as sold; lengths are the line’s usual values; stock shaft name not recorded.',
  }),
  row('Qi10', 'fairway', 2024, {
    heads: woods([
      ['3W', 15, 43.25],
      [null, 16.5, 42.75],
      ['5W', 18, 42.25],
      ['7W', 21, 41.75],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    notes:
      'Lofts 15° (3), 16.5° (3HL), 18° (5), 21° (7); lengths are the line’s usual values; stock shaft name not recorded.',
  }),
  row('Stealth 2', 'hybrid', 2023, {
    heads: woods([
      ['3H', 19, 40.75],
      ['4H', 22, 40.25],
      ['5H', 25, 39.75],
      ['6H', 28, 39.25],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    aliases: ['stealth 2 rescue', 'stealth2 rescue'],
    notes:
      'TaylorMade calls it the Stealth 2 Rescue. Lofts 19/22/25/28°; lengths (0.5 in steps) are the line’s usual values; stock shaft name not recorded.',
  }),
  row('Qi10', 'hybrid', 2024, {
    heads: woods([
      ['3H', 19, 40.75],
      ['4H', 22, 40.25],
      ['5H', 25, 39.75],
      ['6H', 28, 39.25],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    aliases: ['qi10 rescue'],
    notes:
      'The Qi10 Rescue. Lofts 19/22/25/28°; lengths are the line’s usual values; stock shaft name not recorded.',
  }),
  row('P790', 'iron-set', 2023, {
    heads: ironHeads('4 5 6 7 8 9 PW AW', [21, 24, 27, 30.5, 34.5, 39, 44, 49], {
      lie: [61, 61.5, 62, 62.5, 63, 63.5, 64, 64],
      lengthIn: [38.5, 38, 37.5, 37, 36.5, 36, 35.75, 35.5],
    }),
    shafts: [steel('True Temper Dynamic Gold 105 VSS', 'R S'), graphite(STOCK_GRAPHITE, 'R S')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    notes:
      'The 2023 (third) P790. 7-iron 30.5° as published; the other lofts, the lies and the lengths are the line’s usual progression, unchecked.',
  }),
  row('P770', 'iron-set', 2023, {
    heads: ironHeads('4 5 6 7 8 9 PW', [22, 25, 28, 31.5, 35.5, 40, 45], {
      lie: [61, 61.5, 62, 62.5, 63, 63.5, 64],
      lengthIn: [38.5, 38, 37.5, 37, 36.5, 36, 35.75],
    }),
    shafts: [steel('True Temper Dynamic Gold 105 VSS', 'R S')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    notes: 'Lofts, lies and lengths are the line’s usual progression, unchecked for this model.',
  }),
  row('P7MC', 'iron-set', 2023, {
    heads: ironHeads('3 4 5 6 7 8 9 PW', [21, 24, 27, 30, 34, 38, 42, 46], {
      lie: [60.5, 61, 61.5, 62, 62.5, 63, 63.5, 64],
      lengthIn: steps(39, -0.5, 7).concat(35.75),
    }),
    shafts: [steel('True Temper Dynamic Gold Tour Issue', 'S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    notes:
      'Traditional players’ lofts (7-iron 34°); lies and lengths are the line’s usual values, unchecked.',
  }),
  row('P7MB', 'iron-set', 2023, {
    heads: ironHeads('3 4 5 6 7 8 9 PW', [21, 24, 27, 30, 34, 38, 42, 46], {
      lie: [60.5, 61, 61.5, 62, 62.5, 63, 63.5, 64],
      lengthIn: steps(39, -0.5, 7).concat(35.75),
    }),
    shafts: [steel('True Temper Dynamic Gold Tour Issue', 'S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    notes: 'Traditional blade lofts (7-iron 34°); lies and lengths are the line’s usual values, unchecked.',
  }),
  row('Stealth', 'iron-set', 2022, {
    heads: ironHeads('4 5 6 7 8 9 PW AW', [18.5, 21.5, 24.5, 28, 32, 37, 42, 47]),
    shafts: [steel('KBS Max MT 85', 'R S'), graphite(STOCK_GRAPHITE, 'A R S')],
    stockSet: '5 6 7 8 9 PW AW',
    confidence: 'low',
    notes: 'Game-improvement lofts (7-iron 28°) as remembered, unchecked; lies and lengths left out.',
  }),
  row('Qi', 'iron-set', 2024, {
    heads: ironHeads('4 5 6 7 8 9 PW AW', [18.5, 21.5, 24.5, 28, 32, 37, 42, 47]),
    shafts: [steel('KBS Max MT 85', 'R S'), graphite(STOCK_GRAPHITE, 'A R S')],
    stockSet: '5 6 7 8 9 PW AW',
    confidence: 'low',
    aliases: ['qi irons'],
    notes: 'Game-improvement lofts (7-iron 28°) as remembered, unchecked; lies and lengths left out.',
  }),
  row('Milled Grind 3', 'wedge', 2021, {
    heads: wedgeHeads(
      '46:09:SB 48:09:SB 50:09:SB 52:09:SB 54:11:SB 56:12:SB 58:11:SB 60:10:SB 56:14:HB 58:12:HB 60:12:HB 58:08:LB 60:08:LB',
    ),
    shafts: [steel('True Temper Dynamic Gold Tour Issue S200', 'S')],
    confidence: 'low',
    aliases: ['mg3', 'mg 3'],
    notes:
      'Grinds SB (standard), HB (high), LB (low bounce); the bounce per loft is from memory of the sheet, unchecked. Wedge flex recorded as S.',
  }),
  row('Milled Grind 4', 'wedge', 2023, {
    heads: wedgeHeads(
      '46:09:SB 48:09:SB 50:09:SB 52:09:SB 54:11:SB 56:12:SB 58:11:SB 60:10:SB 56:14:HB 58:12:HB 60:12:HB 58:08:LB 60:08:LB',
    ),
    shafts: [steel('True Temper Dynamic Gold Tour Issue S200', 'S')],
    confidence: 'low',
    aliases: ['mg4', 'mg 4'],
    notes:
      'Grinds SB, HB, LB; the bounce per loft is the MG line’s usual set, unchecked for MG4. Wedge flex recorded as S.',
  }),
  row('Spider GT', 'putter', 2022, {
    heads: putterHeads(3, 70),
    shafts: [putterShaft()],
    confidence: 'low',
    notes: 'Loft 3° and lie 70° are TaylorMade’s usual putter values; 33/34/35 in stock lengths.',
  }),
  row('Spider Tour', 'putter', 2023, {
    heads: putterHeads(3, 70),
    shafts: [putterShaft()],
    confidence: 'low',
    notes: 'Loft 3° and lie 70° are TaylorMade’s usual putter values; 33/34/35 in stock lengths.',
  }),
  row('Spider X', 'putter', 2020, {
    heads: putterHeads(3, 70),
    shafts: [putterShaft()],
    confidence: 'low',
    notes: 'Loft 3° and lie 70° are TaylorMade’s usual putter values; 33/34/35 in stock lengths.',
  }),
]
