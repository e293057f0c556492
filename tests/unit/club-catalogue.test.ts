/**
 * The club model catalogue's seed rows (db/club-models/, docs/decisions/0050): every row must be
 * something the passport's own validation would accept, cite its maker's page, and never claim
 * an operator's check ('high') it has not had.
 */
import { describe, expect, it } from 'vitest'
import { clubModelSlug } from '~/catalog/passport/club-model-keys'
import {
  BOUNCE_RANGE,
  CLUB_TYPES,
  FLEXES,
  LENGTH_RANGE_IN,
  LIE_RANGE,
  LOFT_RANGE,
  SET_CLUBS,
  SHAFT_MATERIALS,
} from '~/catalog/passport/vocabulary'
import { BRANDS } from '~/catalog/taxonomy'
import { CLUB_MODEL_SEEDS } from '../../db/club-models'
import type { ClubModelSeed } from '../../db/club-models/types'

/** The makers' own domains: a row's source must be on one of its brand's. */
const BRAND_DOMAINS: Record<string, string[]> = {
  Titleist: ['titleist.com', 'vokey.com'],
  Callaway: ['callawaygolf.com'],
  TaylorMade: ['taylormadegolf.com'],
  Ping: ['ping.com'],
  Cobra: ['cobragolf.com'],
  Mizuno: ['mizunogolf.com'],
  Srixon: ['srixon.com', 'dunlopsports.com'],
  Cleveland: ['clevelandgolf.com'],
  Odyssey: ['odysseygolf.com'],
  'Scotty Cameron': ['scottycameron.com'],
  Wilson: ['wilson.com'],
  Bridgestone: ['bridgestonegolf.com'],
  PXG: ['pxg.com'],
  Honma: ['honmagolf.com'],
  'Ben Hogan': ['benhogangolf.com'],
  'Tour Edge': ['touredge.com'],
}

const within = (value: number, [min, max]: readonly [number, number]) => value >= min && value <= max

/** What is wrong with one seed row, in words (empty when nothing is). */
function problemsOf(seed: ClubModelSeed): string[] {
  const problems: string[] = []
  const add = (text: string) => problems.push(`${seed.brand} ${seed.model} ${seed.clubType}: ${text}`)
  if (!(BRANDS as readonly string[]).includes(seed.brand)) add(`brand "${seed.brand}" is not in BRANDS`)
  if (!CLUB_TYPES.includes(seed.clubType)) add(`club type "${seed.clubType}"`)
  if (!Number.isInteger(seed.releaseYear) || !within(seed.releaseYear, [2000, 2026])) add('release year')
  if (seed.model.trim() === '' || seed.model !== seed.model.trim()) add('model name')
  for (const alias of seed.aliases ?? [])
    if (alias !== alias.toLowerCase() || !alias.trim()) add(`alias "${alias}"`)
  if (seed.heads.length === 0) add('no heads')
  const loftRange = LOFT_RANGE[seed.clubType] ?? [0, 0]
  for (const head of seed.heads) {
    if (!Number.isFinite(head.loft) || !within(head.loft, loftRange)) add(`loft ${head.loft}`)
    if (head.lie !== undefined && !within(head.lie, LIE_RANGE)) add(`lie ${head.lie}`)
    if (head.lengthIn !== undefined && !within(head.lengthIn, LENGTH_RANGE_IN)) add(`length ${head.lengthIn}`)
    if (head.offsetIn !== undefined && !within(head.offsetIn, [0, 1])) add(`offset ${head.offsetIn}`)
    if (head.bounce !== undefined && !within(head.bounce, BOUNCE_RANGE)) add(`bounce ${head.bounce}`)
    if (head.club !== undefined && !SET_CLUBS.includes(head.club)) add(`club "${head.club}"`)
    if ((head.bounce !== undefined || head.grind !== undefined) && seed.clubType !== 'wedge')
      add('bounce off a wedge')
  }
  if (seed.clubType === 'putter') {
    for (const head of seed.heads)
      if (head.lie === undefined || head.lengthIn === undefined) add('putter without lie or length')
  }
  if (seed.shafts.length === 0) add('no stock shaft')
  for (const shaft of seed.shafts) {
    if (!shaft.model.trim()) add('shaft without a model')
    if (!SHAFT_MATERIALS.includes(shaft.material)) add(`shaft material "${shaft.material}"`)
    if (seed.clubType !== 'putter' && shaft.flexes.length === 0) add(`shaft ${shaft.model} has no flex`)
    for (const flex of shaft.flexes) if (!FLEXES.includes(flex)) add(`flex "${flex}"`)
  }
  if (seed.clubType === 'iron-set') {
    if (!seed.stockSet || seed.stockSet.length === 0) add('iron set without a stock set')
    for (const head of seed.heads) if (!head.club) add(`iron set head ${head.loft}° without its club`)
    const clubsWithHeads = new Set(seed.heads.map((h) => h.club))
    if (clubsWithHeads.size !== seed.heads.length) add('a club twice in the heads')
    for (const club of seed.stockSet ?? []) {
      if (!SET_CLUBS.includes(club)) add(`stock set club "${club}"`)
      if (!clubsWithHeads.has(club)) add(`stock set club ${club} has no head`)
    }
  }
  let url: URL | null = null
  try {
    url = new URL(seed.source.url)
  } catch {
    add(`source "${seed.source.url}" is not a URL`)
  }
  const domains = BRAND_DOMAINS[seed.brand] ?? []
  if (url) {
    if (url.protocol !== 'https:') add('source is not https')
    const host = url.hostname
    if (!domains.some((domain) => host === domain || host.endsWith(`.${domain}`)))
      add(`source ${host} is not the maker's`)
  }
  if (!seed.source.title.trim()) add('source without a title')
  if (seed.confidence === 'high') add("'high' is for rows an operator has checked")
  if (!['medium', 'low'].includes(seed.confidence)) add(`confidence "${seed.confidence}"`)
  if (seed.confidence === 'low' && !seed.notes?.trim()) add('a low row must say what is uncertain')
  return problems
}

const slugOf = (seed: ClubModelSeed) => clubModelSlug(seed.brand, seed.model, seed.clubType)
const bySlug = new Map(CLUB_MODEL_SEEDS.map((seed) => [slugOf(seed), seed]))

describe('club model catalogue seed', () => {
  it('holds at least 150 models across the club-making brands', () => {
    expect(CLUB_MODEL_SEEDS.length).toBeGreaterThanOrEqual(150)
    const brands = new Set(CLUB_MODEL_SEEDS.map((s) => s.brand))
    for (const brand of Object.keys(BRAND_DOMAINS)) expect(brands, brand).toContain(brand)
    const types = new Set(CLUB_MODEL_SEEDS.map((s) => s.clubType))
    for (const type of CLUB_TYPES.filter((t) => t !== 'complete-set')) expect(types, type).toContain(type)
  })

  it('gives every row its own slug', () => {
    const slugs = CLUB_MODEL_SEEDS.map(slugOf)
    const repeated = slugs.filter((slug, i) => slugs.indexOf(slug) !== i)
    expect(repeated).toEqual([])
  })

  it('has no row the passport would refuse, and every row cites its maker', () => {
    expect(CLUB_MODEL_SEEDS.flatMap(problemsOf)).toEqual([])
  })

  it('catches a bad row', () => {
    const good = bySlug.get('titleist-t200-iron-set') as ClubModelSeed
    expect(problemsOf(good)).toEqual([])
    const bad: ClubModelSeed = {
      ...good,
      brand: 'Titelist',
      releaseYear: 1999,
      heads: [...good.heads.filter((h) => h.club !== 'PW'), { club: '7', loft: 70, lie: 90, lengthIn: 50 }],
      shafts: [{ model: 'X', material: 'steel', flexes: [] }],
      source: { url: 'http://example.com/t200', title: '' },
      confidence: 'high',
    }
    const problems = problemsOf(bad).join('\n')
    for (const expected of [
      'not in BRANDS',
      'release year',
      'loft 70',
      'lie 90',
      'length 50',
      'has no flex',
      'PW has no head',
      'a club twice',
      'not https',
      "not the maker's",
      'without a title',
      "'high'",
    ]) {
      expect(problems).toContain(expected)
    }
  })

  it('holds the models the demo data and the tests use', () => {
    const required: Array<[slug: string, check?: (seed: ClubModelSeed) => boolean]> = [
      ['taylormade-stealth-2-driver', (s) => [9, 10.5, 12].every((l) => s.heads.some((h) => h.loft === l))],
      ['taylormade-stealth-2-hybrid'],
      ['taylormade-p790-iron-set', (s) => s.releaseYear === 2023],
      ['taylormade-qi10-max-driver'],
      ['titleist-tsr2-driver'],
      ['titleist-t200-iron-set', (s) => s.releaseYear === 2023],
      ['titleist-vokey-sm9-wedge'],
      ['titleist-vokey-sm10-wedge'],
      ['ping-g430-max-driver'],
      ['ping-g430-max-fairway'],
      ['ping-g430-hybrid'],
      ['ping-g430-iron-set'],
      ['ping-anser-2-putter', (s) => s.releaseYear === 2023],
      ['callaway-apex-21-iron-set'],
      ['callaway-paradym-x-driver'],
      ['cobra-darkspeed-fairway', (s) => s.heads.some((h) => h.club === '3W' && h.loft === 15)],
      ['mizuno-jpx-923-hot-metal-iron-set'],
      ['pxg-0311-p-gen6-iron-set'],
      ['srixon-zx5-mk-ii-iron-set'],
      ['ben-hogan-icon-iron-set'],
      ['honma-t-world-gs-fairway', (s) => s.heads.some((h) => h.club === '5W')],
      ['tour-edge-exotics-c723-hybrid', (s) => s.heads.some((h) => h.loft === 19)],
      ['scotty-cameron-newport-2-putter'],
      ['odyssey-white-hot-og-7-putter'],
      ['cleveland-rtx-zipcore-wedge'],
    ]
    for (const [slug, check] of required) {
      const seed = bySlug.get(slug)
      expect(seed, slug).toBeDefined()
      if (seed && check) expect(check(seed), slug).toBe(true)
    }
  })

  it('gives golfers’ spellings of a model as aliases', () => {
    expect(bySlug.get('titleist-tsr2-driver')?.aliases).toEqual(expect.arrayContaining(['tsr2', 'tsr 2']))
    expect(bySlug.get('ping-g430-max-driver')?.aliases).toEqual(
      expect.arrayContaining(['g430 max', 'g 430 max']),
    )
    expect(bySlug.get('taylormade-p790-iron-set')?.aliases).toContain('p790')
  })
})
