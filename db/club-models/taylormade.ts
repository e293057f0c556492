/** TaylorMade models, from TaylorMade's own product pages' "Specs" tables (taylormadegolf.com). */
import type { ClubModelSeed } from './types'

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
]
