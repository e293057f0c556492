/** Scotty Cameron putters, from scottycameron.com's putter pages (specs tab). */
import { brandRows, pathSlug, putterHeads, putterShaft } from './build'
import type { ClubModelSeed } from './types'

const row = brandRows(
  'Scotty Cameron',
  (model) => `https://www.scottycameron.com/putters/${pathSlug(model)}/`,
)

function putter(
  model: string,
  year: number,
  line: string,
  confidence: 'medium' | 'low',
  aliases: string[] = [],
) {
  return row(model, 'putter', year, {
    heads: putterHeads(3.5, 70),
    shafts: [putterShaft('Scotty Cameron stock steel')],
    confidence,
    aliases,
    notes:
      confidence === 'medium'
        ? `${line}. Loft 3.5° and lie 70° as published; stock lengths 33/34/35 in.`
        : `${line}. Loft 3.5° and lie 70° are Scotty Cameron’s usual values, unchecked for this head; stock lengths 33/34/35 in.`,
  })
}

export const SCOTTY_CAMERON_MODELS: ClubModelSeed[] = [
  putter('Newport 2', 2020, 'Special Select line (2020)', 'medium', [
    'special select newport 2',
    'ss newport 2',
    'np2',
  ]),
  putter('Newport', 2020, 'Special Select line (2020)', 'medium', ['special select newport']),
  putter('Newport 2.5', 2020, 'Special Select line (2020)', 'low', ['special select newport 2.5']),
  putter('Fastback 1.5', 2020, 'Special Select line (2020)', 'low', ['special select fastback 1.5']),
  putter('Flowback 5', 2020, 'Special Select line (2020)', 'low', ['special select flowback 5']),
  putter('Squareback 2', 2020, 'Special Select line (2020)', 'low', ['special select squareback 2']),
  putter('Del Mar', 2020, 'Special Select line (2020)', 'low', ['special select del mar']),
  putter('Super Select Newport 2', 2023, 'Super Select line (2023)', 'low', ['super select np2']),
  putter('Super Select Newport', 2023, 'Super Select line (2023)', 'low'),
  putter('Phantom X 5', 2022, 'Phantom X line', 'low', ['phantom x5']),
  putter('Phantom X 11', 2022, 'Phantom X line', 'low', ['phantom x11']),
  putter('Phantom 5', 2024, 'Phantom line (2024)', 'low'),
  putter('Phantom 11', 2024, 'Phantom line (2024)', 'low'),
]
