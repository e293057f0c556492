/** Tour Edge models, from Tour Edge's product pages' spec tables (touredge.com). */
import { brandRows, graphite, lofts, pathSlug, woods } from './build'
import type { ClubModelSeed } from './types'

const row = brandRows(
  'Tour Edge',
  (model, type) => `https://www.touredge.com/${pathSlug(`${model} ${type}`)}`,
)

const STOCK_GRAPHITE = 'Stock graphite (shaft name not recorded)'

export const TOUR_EDGE_MODELS: ClubModelSeed[] = [
  row('Exotics C723', 'driver', 2023, {
    heads: lofts([9, 10.5, 12]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    aliases: ['c723', 'c 723', 'exotics c 723'],
    notes: 'Lofts as remembered, unchecked; length, lie and stock shaft not recorded.',
  }),
  row('Exotics C723', 'fairway', 2023, {
    heads: woods([
      [null, 13.5],
      ['3W', 15],
      ['5W', 18],
      ['7W', 21],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    aliases: ['c723', 'c 723', 'exotics c 723'],
    notes: 'Lofts as remembered, unchecked; lengths, lies and stock shaft not recorded.',
  }),
  row('Exotics C723', 'hybrid', 2023, {
    heads: woods([
      [null, 16],
      ['3H', 19],
      ['4H', 22],
      ['5H', 25],
    ]),
    shafts: [graphite(STOCK_GRAPHITE, 'A R S X')],
    confidence: 'low',
    aliases: ['c723', 'c 723', 'exotics c 723'],
    notes:
      'Lofts as remembered (19° is the 3-hybrid), unchecked; lengths, lies and stock shaft not recorded.',
  }),
]
