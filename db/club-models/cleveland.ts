/** Cleveland models, from Cleveland Golf's product pages' spec tables (clevelandgolf.com). */
import {
  brandRows,
  graphite,
  lofts,
  pathSlug,
  putterHeads,
  putterShaft,
  steel,
  TYPE_PATH,
  wedgeHeads,
} from './build'
import type { ClubModelSeed } from './types'

const row = brandRows(
  'Cleveland',
  (model, type) => `https://www.clevelandgolf.com/${TYPE_PATH[type]}/${pathSlug(model)}/`,
)

/** RTX: Low, Mid and Full soles by bounce, from memory of the sheet. */
const RTX_HEADS =
  '46:09:Mid 48:10:Mid 50:10:Mid 52:10:Mid 54:10:Mid 56:10:Mid 58:10:Mid 60:09:Mid 54:06:Low 56:06:Low 58:06:Low 60:06:Low 62:06:Low 64:06:Low 54:12:Full 56:12:Full 58:12:Full 60:12:Full'
const WEDGE_SHAFT = steel('True Temper Dynamic Gold Spinner Tour Issue', 'S')

export const CLEVELAND_MODELS: ClubModelSeed[] = [
  row('RTX ZipCore', 'wedge', 2020, {
    heads: wedgeHeads(RTX_HEADS),
    shafts: [WEDGE_SHAFT],
    confidence: 'low',
    aliases: ['rtx zip core', 'rtx zc'],
    notes: 'Low, Mid and Full sole grinds; bounce per loft from memory, unchecked. Wedge flex recorded as S.',
  }),
  row('RTX 6 ZipCore', 'wedge', 2023, {
    heads: wedgeHeads(RTX_HEADS),
    shafts: [WEDGE_SHAFT],
    confidence: 'low',
    aliases: ['rtx6', 'rtx 6', 'rtx6 zipcore'],
    notes:
      'Offer written as the RTX ZipCore’s (Low, Mid, Full); the RTX 6’s extra grinds are not recorded; unchecked.',
  }),
  row('CBX 4 ZipCore', 'wedge', 2022, {
    heads: wedgeHeads('44:: 46:: 48:: 50:: 52:: 54:: 56:: 58:: 60::'),
    shafts: [
      steel('Stock steel (shaft name not recorded)', 'S'),
      graphite('Stock graphite (shaft name not recorded)', 'R'),
    ],
    confidence: 'low',
    aliases: ['cbx4', 'cbx 4'],
    notes: 'Lofts as remembered; bounce per loft not recorded.',
  }),
  row('Smart Sole 4', 'wedge', 2019, {
    heads: wedgeHeads('42::C 50::G 58::S'),
    shafts: [
      steel('Stock steel (shaft name not recorded)', 'R'),
      graphite('Stock graphite (shaft name not recorded)', 'L R'),
    ],
    confidence: 'low',
    aliases: ['smartsole 4', 'smart sole'],
    notes:
      'C (chipper, 42°), G (gap, 50°) and S (sand, 58°) models, recorded as grinds; bounce not recorded.',
  }),
  row('Launcher XL', 'driver', 2022, {
    heads: lofts([9, 10.5, 12]),
    shafts: [graphite('Stock graphite (shaft name not recorded)', 'L A R S')],
    confidence: 'low',
    notes: 'Lofts as remembered; length (longer than usual), lie and stock shaft not recorded.',
  }),
  row('Huntington Beach Soft #11', 'putter', 2021, {
    heads: putterHeads(3, 70),
    shafts: [putterShaft()],
    confidence: 'low',
    aliases: ['hb soft 11', 'huntington beach 11'],
    notes: 'Loft 3° and lie 70° are the usual putter values, unchecked; stock lengths 33/34/35 in.',
  }),
  row('Huntington Beach Soft #1', 'putter', 2021, {
    heads: putterHeads(3, 70),
    shafts: [putterShaft()],
    confidence: 'low',
    aliases: ['hb soft 1', 'huntington beach 1'],
    notes: 'Loft 3° and lie 70° are the usual putter values, unchecked; stock lengths 33/34/35 in.',
  }),
]
