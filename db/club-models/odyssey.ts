/** Odyssey putters, from Odyssey's product pages' spec tables (odysseygolf.com). */
import { brandRows, pathSlug, putterHeads, putterShaft } from './build'
import type { ClubModelSeed } from './types'

const row = brandRows('Odyssey', (model) => `https://www.odysseygolf.com/putters/${pathSlug(model)}/`)

const NOTE =
  'Loft 3° and lie 70° are Odyssey’s usual putter values, unchecked for this model; stock lengths 33/34/35 in.'

function putter(model: string, year: number, shaft: string, aliases: string[] = []) {
  return row(model, 'putter', year, {
    heads: putterHeads(3, 70),
    shafts: [putterShaft(shaft)],
    confidence: 'low',
    aliases,
    notes: NOTE,
  })
}

export const ODYSSEY_MODELS: ClubModelSeed[] = [
  putter('White Hot OG #7', 2021, 'Stock steel', ['white hot og 7', 'wh og 7', 'og #7', 'og 7']),
  putter('White Hot OG #1', 2021, 'Stock steel', ['white hot og 1', 'wh og 1', 'og #1']),
  putter('White Hot OG Rossie', 2021, 'Stock steel', ['wh og rossie']),
  putter('Ai-One #7', 2023, 'Stroke Lab', ['ai one 7', 'ai-one 7']),
  putter('Ai-One Double Wide', 2023, 'Stroke Lab', ['ai one double wide']),
  putter('Tri-Hot 5K Three', 2022, 'Stroke Lab', ['tri hot 5k 3', 'trihot 5k three']),
  putter('Eleven', 2022, 'Stroke Lab', ['odyssey 11']),
  putter('Ten', 2021, 'Stroke Lab', ['odyssey 10']),
]
