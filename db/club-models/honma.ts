/** Honma models, from Honma's product pages' spec tables (honmagolf.com). */
import { brandRows, graphite, ironHeads, lofts, pathSlug, steel, TYPE_PATH, woods } from './build'
import type { ClubModelSeed } from './types'

const row = brandRows(
  'Honma',
  (model, type) => `https://www.honmagolf.com/${TYPE_PATH[type]}/${pathSlug(model)}`,
)

/** Honma's SR flex is recorded as A. */
const SPEED_TUNED = graphite('Honma Speedtuned', 'A R S')
const GS_ALIASES = ['tworld gs', 't world gs', 'tw gs', 't//world gs']

export const HONMA_MODELS: ClubModelSeed[] = [
  row('T//World GS', 'driver', 2021, {
    heads: lofts([9.5, 10.5]),
    shafts: [SPEED_TUNED],
    confidence: 'low',
    aliases: GS_ALIASES,
    notes: 'Lofts as remembered, unchecked; length and lie not recorded; SR recorded as A.',
  }),
  row('T//World GS', 'fairway', 2021, {
    heads: woods([
      ['3W', 15],
      ['5W', 18],
      ['7W', 21],
    ]),
    shafts: [SPEED_TUNED],
    confidence: 'low',
    aliases: GS_ALIASES,
    notes: 'Lofts 15/18/21° as remembered; lengths and lies not recorded; SR recorded as A.',
  }),
  row('T//World GS', 'hybrid', 2021, {
    heads: woods([
      ['3H', 18],
      ['4H', 21],
      ['5H', 24],
      ['6H', 27],
    ]),
    shafts: [SPEED_TUNED],
    confidence: 'low',
    aliases: GS_ALIASES,
    notes: 'Lofts as remembered, unchecked; lengths and lies not recorded; SR recorded as A.',
  }),
  row('T//World GS', 'iron-set', 2021, {
    heads: ironHeads('5 6 7 8 9 PW', [21, 24, 27.5, 31.5, 36, 41]),
    shafts: [steel('Stock steel (shaft name not recorded)', 'R S'), SPEED_TUNED],
    stockSet: '5 6 7 8 9 PW',
    confidence: 'low',
    aliases: GS_ALIASES,
    notes: 'Lofts from memory, unchecked; lies and lengths not recorded; SR recorded as A.',
  }),
]
