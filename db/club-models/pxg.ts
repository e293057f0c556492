/** PXG models, from PXG's product pages' spec tables (pxg.com). */
import { brandRows, graphite, ironHeads, lofts, pathSlug, steel, TYPE_PATH } from './build'
import type { ClubModelSeed } from './types'

const row = brandRows(
  'PXG',
  (model, type) => `https://www.pxg.com/en-us/${TYPE_PATH[type]}/${pathSlug(model)}`,
)

const STOCK_GRAPHITE = 'Stock graphite (shaft name not recorded)'
const STOCK_STEEL = 'Stock steel (shaft name not recorded)'

export const PXG_MODELS: ClubModelSeed[] = [
  row('0311 Black Ops', 'driver', 2024, {
    heads: lofts([9, 10.5, 12]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    aliases: ['0311 blackops', 'black ops'],
    notes: 'Lofts as remembered, unchecked; length, lie and stock shaft not recorded.',
  }),
  row('0311 Gen6', 'driver', 2023, {
    heads: lofts([9, 10.5, 12]),
    shafts: [graphite(STOCK_GRAPHITE, 'R S X')],
    confidence: 'low',
    aliases: ['0311 gen 6'],
    notes: 'Lofts as remembered, unchecked; length, lie and stock shaft not recorded.',
  }),
  row('0311 P Gen6', 'iron-set', 2022, {
    heads: ironHeads('4 5 6 7 8 9 PW GW', [21, 24, 27, 31, 35, 40, 45, 50]),
    shafts: [steel(STOCK_STEEL, 'R S X'), graphite(STOCK_GRAPHITE, 'R S')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    aliases: ['0311p gen6', '0311 p gen 6', '0311p'],
    notes: 'Lofts from memory (7-iron 31°), unchecked; lies, lengths and stock shafts not recorded.',
  }),
  row('0311 XP Gen6', 'iron-set', 2022, {
    heads: ironHeads('4 5 6 7 8 9 PW GW', [19, 22, 25, 28.5, 32.5, 37, 42, 47]),
    shafts: [steel(STOCK_STEEL, 'R S'), graphite(STOCK_GRAPHITE, 'A R S')],
    stockSet: '5 6 7 8 9 PW GW',
    confidence: 'low',
    aliases: ['0311xp gen6', '0311 xp gen 6', '0311xp'],
    notes: 'Lofts from memory (7-iron 28.5°), unchecked; lies, lengths and stock shafts not recorded.',
  }),
  row('0311 T Gen6', 'iron-set', 2022, {
    heads: ironHeads('4 5 6 7 8 9 PW', [22, 25, 28, 32, 36, 40.5, 45]),
    shafts: [steel(STOCK_STEEL, 'S X')],
    stockSet: '4 5 6 7 8 9 PW',
    confidence: 'low',
    aliases: ['0311t gen6', '0311 t gen 6', '0311t'],
    notes: 'Lofts from memory (7-iron 32°), unchecked; lies, lengths and stock shaft not recorded.',
  }),
]
