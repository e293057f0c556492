/**
 * Small builders for the seed rows (db/club-models/<brand>.ts): a maker's spec table is mostly
 * parallel columns (club, loft, lie, length), so each brand file writes columns, not objects.
 * Nothing here checks the figures: tests/unit/club-catalogue.test.ts does.
 */
import type { ClubModelHead, ClubModelShaft } from '../../app/catalog/passport/club-model'
import type { CatalogueConfidence, ClubType, Flex, SetClub } from '../../app/catalog/passport/vocabulary'
import type { ClubModelSeed } from './types'

/** Space separated clubs as a spec table heads its columns: "4 5 6 7 8 9 PW AW". */
export function clubs(list: string): SetClub[] {
  return list.split(/\s+/).filter(Boolean) as SetClub[]
}

/** A single club's loft options sharing one lie and length ("9, 10.5, 12° at 45.75 in"). */
export function lofts(values: number[], common: Omit<ClubModelHead, 'loft' | 'club'> = {}): ClubModelHead[] {
  return values.map((loft) => ({ loft, ...common }))
}

/**
 * Numbered woods or hybrids: [club or null, loft, length?, lie?] per head (null where the maker
 * sells a loft without a number, like a 16.5° "3HL" or a 13.5° "3+").
 */
export type WoodColumn = [SetClub | null, number, number?, number?]
export function woods(rows: WoodColumn[]): ClubModelHead[] {
  return rows.map(([club, loft, lengthIn, lie]) => ({
    ...(club ? { club } : {}),
    loft,
    ...(lie === undefined ? {} : { lie }),
    ...(lengthIn === undefined ? {} : { lengthIn }),
  }))
}

/** An iron set's table: clubs and their lofts, and lies, lengths and offsets where published. */
export function ironHeads(
  clubList: string,
  loftColumn: number[],
  columns: { lie?: number[]; lengthIn?: number[]; offsetIn?: number[] } = {},
): ClubModelHead[] {
  const names = clubs(clubList)
  if (names.length !== loftColumn.length)
    throw new Error(`ironHeads: ${clubList} has ${loftColumn.length} lofts`)
  return names.map((club, i) => {
    const head: ClubModelHead = { club, loft: loftColumn[i] as number }
    const lie = columns.lie?.[i]
    const lengthIn = columns.lengthIn?.[i]
    const offsetIn = columns.offsetIn?.[i]
    if (lie !== undefined) head.lie = lie
    if (lengthIn !== undefined) head.lengthIn = lengthIn
    if (offsetIn !== undefined) head.offsetIn = offsetIn
    return head
  })
}

/**
 * Wedge heads as "loft:bounce:grind" tokens ("56:10:S 58:04:T"); the grind may be empty
 * ("50:12:"). `common` adds a lie or length the maker gives for every loft.
 */
export function wedgeHeads(tokens: string, common: Omit<ClubModelHead, 'loft' | 'bounce' | 'grind'> = {}) {
  return tokens
    .split(/\s+/)
    .filter(Boolean)
    .map((token): ClubModelHead => {
      const [loft, bounce, grind] = token.split(':')
      return {
        loft: Number(loft),
        ...(bounce ? { bounce: Number(bounce) } : {}),
        ...(grind ? { grind } : {}),
        ...common,
      }
    })
}

/** A putter's stock lengths as heads (33, 34 and 35 in unless the maker says otherwise). */
export function putterHeads(loft: number, lie: number, lengths: number[] = [33, 34, 35]): ClubModelHead[] {
  return lengths.map((lengthIn) => ({ loft, lie, lengthIn }))
}

function flexList(flexes: string): Flex[] {
  return flexes.split(/\s+/).filter(Boolean) as Flex[]
}
export function steel(model: string, flexes: string): ClubModelShaft {
  return { model, material: 'steel', flexes: flexList(flexes) }
}
export function graphite(model: string, flexes: string): ClubModelShaft {
  return { model, material: 'graphite', flexes: flexList(flexes) }
}
/** A putter's shaft: no flex. */
export function putterShaft(model = 'Stock steel'): ClubModelShaft {
  return { model, material: 'steel', flexes: [] }
}

const TYPE_TITLE: Record<ClubType, string> = {
  driver: 'Driver',
  fairway: 'Fairway Wood',
  hybrid: 'Hybrid',
  utility: 'Utility Iron',
  'iron-set': 'Irons',
  iron: 'Iron',
  wedge: 'Wedge',
  putter: 'Putter',
  'complete-set': 'Complete Set',
}

/**
 * Golfers' ways of writing a model: lower case, with and without spaces, and with a space
 * between letters and digits ("TSR2" -> "tsr2", "tsr 2"; "Qi10 Max" -> "qi10max", "qi 10 max").
 */
export function aliasesOf(model: string): string[] {
  const lower = model.toLowerCase()
  const spaced = lower
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
  const forms = [lower, lower.replace(/[\s-]+/g, ''), spaced, spaced.replace(/[-]+/g, ' ')]
  return [...new Set(forms.map((f) => f.trim()))]
}

export interface RowInput {
  heads: ClubModelHead[]
  shafts: ClubModelShaft[]
  confidence: Exclude<CatalogueConfidence, 'high'>
  stockSet?: SetClub[] | string
  /** Added to the generated aliases. */
  aliases?: string[]
  notes?: string
  /** The page, where it is not the brand's usual product page for the model. */
  url?: string
  title?: string
}

/**
 * A brand's row maker: `pageOf` gives the maker's product page for a model and club type, the
 * title names it ("Titleist TSR2 Driver: specifications").
 */
export function brandRows(brand: string, pageOf: (model: string, clubType: ClubType) => string) {
  return (model: string, clubType: ClubType, releaseYear: number, input: RowInput): ClubModelSeed => ({
    brand,
    model,
    clubType,
    releaseYear,
    aliases: [...new Set([...aliasesOf(model), ...(input.aliases ?? [])])],
    heads: input.heads,
    shafts: input.shafts,
    ...(input.stockSet
      ? { stockSet: typeof input.stockSet === 'string' ? clubs(input.stockSet) : input.stockSet }
      : {}),
    source: {
      url: input.url ?? pageOf(model, clubType),
      title: input.title ?? `${brand} ${model} ${TYPE_TITLE[clubType]}: specifications`,
    },
    confidence: input.confidence,
    ...(input.notes ? { notes: input.notes } : {}),
  })
}

/** "Stealth 2 Plus" -> "stealth-2-plus": the path segment most makers' pages use. */
export function pathSlug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export const TYPE_PATH: Record<ClubType, string> = {
  driver: 'drivers',
  fairway: 'fairways',
  hybrid: 'hybrids',
  utility: 'utility-irons',
  'iron-set': 'irons',
  iron: 'irons',
  wedge: 'wedges',
  putter: 'putters',
  'complete-set': 'complete-sets',
}

/** An arithmetic column: a lie or length table that moves by the same step per club. */
export function steps(start: number, step: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.round((start + step * i) * 1000) / 1000)
}
