/**
 * The passport of a listing (issue #27, docs/decisions/0049-golf-passport.md): its form as the
 * wizard holds it (strings as typed), and the validated specs the server stores in product_specs
 * and product_modifications. Isomorphic: the wizard shows the same messages the server answers.
 *
 * Every field is optional except, for a club, its club type and hand. Errors are keyed
 * `specs.<field>` (`specs.modifications.<i>` for a modification) with `passport.error.*` messages.
 */
import type { MessageKey } from '~/i18n'
import type { Subcategory } from '../taxonomy'
import { parseGolfNumber, parseWholeNumber, roundTo } from './numbers'
import { formatSetMakeup, parseSetMakeup } from './set-makeup'
import {
  BAG_DIVIDERS_RANGE,
  BAG_WEIGHT_RANGE_KG,
  BALL_GRADES,
  BALL_QUANTITY_RANGE,
  type BallGrade,
  BOUNCE_RANGE,
  CLOTHING_FITS,
  CLUB_TYPES,
  type ClothingFit,
  type ClubType,
  ELECTRONICS_TYPES,
  type ElectronicsType,
  FLEXES,
  type Flex,
  GRIP_SIZES,
  type GripSize,
  HANDS,
  type Hand,
  isSetClubType,
  LENGTH_RANGE_IN,
  LIE_LABELS,
  LIE_RANGE,
  type LieLabel,
  LOFT_RANGE,
  MAX_BEND_DEGREES,
  MAX_LENGTH_CHANGE_IN,
  MAX_SPEC_TEXT,
  MODEL_YEAR_MIN,
  MODIFICATION_AMOUNT,
  MODIFICATION_KINDS,
  MODIFICATION_NEEDS_DETAIL,
  type ModificationKind,
  PING_DOTS,
  type PingDot,
  PLAYERS,
  type Player,
  PUTTER_HEADS,
  type PutterHead,
  SET_CLUBS,
  type SetClub,
  SHAFT_MATERIALS,
  SHOE_SIZE_RANGE_EU,
  SHOE_SPIKES,
  SHOE_WIDTHS,
  type ShaftMaterial,
  type ShoeSpikes,
  type ShoeWidth,
  TROLLEY_BATTERIES,
  type TrolleyBattery,
} from './vocabulary'

/** One declared modification as typed. */
export interface ModificationForm {
  kind: string
  /** Degrees for bends, inches for length changes; '' for the others. */
  amount: string
  /** The new shaft, the grip, the weights: free text. */
  detail: string
}

/** The passport as the wizard holds it: what was typed, so that nothing is lost on a refusal. */
export interface SpecsForm {
  /** The catalogue model picked in the wizard, or ''. */
  clubModelId: string
  /** A model typed by hand when it is not in the catalogue (kept for an operator), or ''. */
  modelName: string
  clubType: string
  hand: string
  player: string
  /** A single club's loft. */
  loft: string
  /** Per-club lofts of a set, keyed by club ("7": "30"). */
  clubLofts: Record<string, string>
  lie: string
  lieLabel: string
  pingDot: string
  length: string
  shaftMaterial: string
  shaftModel: string
  flex: string
  gripModel: string
  gripSize: string
  setMakeup: string
  modelYear: string
  headcover: boolean
  adjustmentTool: boolean
  certificate: boolean
  bounce: string
  grind: string
  putterHead: string
  shoeSize: string
  shoeSpikes: string
  shoeWidth: string
  clothingFit: string
  bagDividers: string
  bagWeight: string
  trolleyBattery: string
  electronicsType: string
  slopeMode: boolean
  ballModel: string
  ballQuantity: string
  ballGrade: string
  modifications: ModificationForm[]
}

export const EMPTY_SPECS_FORM: SpecsForm = {
  clubModelId: '',
  modelName: '',
  clubType: '',
  hand: '',
  player: '',
  loft: '',
  clubLofts: {},
  lie: '',
  lieLabel: '',
  pingDot: '',
  length: '',
  shaftMaterial: '',
  shaftModel: '',
  flex: '',
  gripModel: '',
  gripSize: '',
  setMakeup: '',
  modelYear: '',
  headcover: false,
  adjustmentTool: false,
  certificate: false,
  bounce: '',
  grind: '',
  putterHead: '',
  shoeSize: '',
  shoeSpikes: '',
  shoeWidth: '',
  clothingFit: '',
  bagDividers: '',
  bagWeight: '',
  trolleyBattery: '',
  electronicsType: '',
  slopeMode: false,
  ballModel: '',
  ballQuantity: '',
  ballGrade: '',
  modifications: [],
}

export interface Modification {
  kind: ModificationKind
  /** Degrees or inches (MODIFICATION_AMOUNT), null for the others. */
  amount: number | null
  detail: string | null
}

/** The validated passport: what product_specs and product_modifications store. */
export interface Specs {
  clubModelId: string | null
  modelName: string | null
  clubType: ClubType | null
  hand: Hand | null
  player: Player | null
  loft: number | null
  /** A set's clubs in bag order, with their lofts where given (same length). */
  setClubs: SetClub[] | null
  setLofts: Array<number | null> | null
  lie: number | null
  lieLabel: LieLabel | null
  pingDot: PingDot | null
  lengthIn: number | null
  shaftMaterial: ShaftMaterial | null
  shaftModel: string | null
  flex: Flex | null
  gripModel: string | null
  gripSize: GripSize | null
  modelYear: number | null
  headcover: boolean
  adjustmentTool: boolean
  certificate: boolean
  bounce: number | null
  grind: string | null
  putterHead: PutterHead | null
  shoeSizeEu: number | null
  shoeSpikes: ShoeSpikes | null
  shoeWidth: ShoeWidth | null
  clothingFit: ClothingFit | null
  bagDividers: number | null
  bagWeightKg: number | null
  trolleyBattery: TrolleyBattery | null
  electronicsType: ElectronicsType | null
  slopeMode: boolean
  ballModel: string | null
  ballQuantity: number | null
  ballGrade: BallGrade | null
  modifications: Modification[]
}

export const EMPTY_SPECS: Specs = {
  clubModelId: null,
  modelName: null,
  clubType: null,
  hand: null,
  player: null,
  loft: null,
  setClubs: null,
  setLofts: null,
  lie: null,
  lieLabel: null,
  pingDot: null,
  lengthIn: null,
  shaftMaterial: null,
  shaftModel: null,
  flex: null,
  gripModel: null,
  gripSize: null,
  modelYear: null,
  headcover: false,
  adjustmentTool: false,
  certificate: false,
  bounce: null,
  grind: null,
  putterHead: null,
  shoeSizeEu: null,
  shoeSpikes: null,
  shoeWidth: null,
  clothingFit: null,
  bagDividers: null,
  bagWeightKg: null,
  trolleyBattery: null,
  electronicsType: null,
  slopeMode: false,
  ballModel: null,
  ballQuantity: null,
  ballGrade: null,
  modifications: [],
}

export type SpecsErrors = Record<string, MessageKey>
export type SpecsResult = { ok: true; specs: Specs } | { ok: false; errors: SpecsErrors }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The passport fields each subcategory asks for (the others are ignored, not refused). */
export const SPEC_FIELDS_BY_SUBCATEGORY: Record<Subcategory, readonly (keyof SpecsForm)[]> = {
  clubs: [
    'clubModelId',
    'modelName',
    'clubType',
    'hand',
    'player',
    'loft',
    'clubLofts',
    'lie',
    'lieLabel',
    'pingDot',
    'length',
    'shaftMaterial',
    'shaftModel',
    'flex',
    'gripModel',
    'gripSize',
    'setMakeup',
    'modelYear',
    'headcover',
    'adjustmentTool',
    'certificate',
    'bounce',
    'grind',
    'putterHead',
    'modifications',
  ],
  shoes: ['shoeSize', 'shoeSpikes', 'shoeWidth'],
  'clothing-apparel': ['clothingFit'],
  'bags-trolleys': ['bagDividers', 'bagWeight', 'trolleyBattery'],
  electronics: ['electronicsType', 'slopeMode'],
  accessories: ['ballModel', 'ballQuantity', 'ballGrade'],
  'training-aids': [],
}

function pick<T extends string>(values: readonly T[], text: string): T | null {
  return values.includes(text as T) ? (text as T) : null
}

/** Free text: trimmed, white space collapsed; null when empty. */
function freeText(text: string): string | null {
  const value = text.replace(/\s+/g, ' ').trim()
  return value ? value : null
}

/**
 * Validates a passport for a listing of `subcategory` at time `now` (the model year may be next
 * year's, no later). Fields the subcategory does not ask for are ignored.
 */
export function parseSpecs(subcategory: Subcategory, form: SpecsForm, now: Date = new Date()): SpecsResult {
  const errors: SpecsErrors = {}
  const specs: Specs = { ...EMPTY_SPECS, modifications: [] }
  const asks = new Set(SPEC_FIELDS_BY_SUBCATEGORY[subcategory])
  const fail = (field: string, message: MessageKey) => {
    errors[`specs.${field}`] ??= message
  }
  /** An optional choice: empty is none, anything else must be one of `values`. */
  const choice = <T extends string>(field: keyof SpecsForm, values: readonly T[]): T | null => {
    const text = String(form[field] ?? '').trim()
    if (!asks.has(field) || !text) return null
    const value = pick(values, text)
    if (!value) fail(field, 'passport.error.choice')
    return value
  }
  const text = (field: keyof SpecsForm): string | null => {
    if (!asks.has(field)) return null
    const value = freeText(String(form[field] ?? ''))
    if (value && value.length > MAX_SPEC_TEXT) {
      fail(field, 'passport.error.textTooLong')
      return null
    }
    return value
  }
  /** An optional number within [min, max], rounded to `decimals`. */
  const number = (
    field: keyof SpecsForm,
    [min, max]: readonly [number, number],
    decimals: number,
    outOfRange: MessageKey,
  ): number | null => {
    const typed = String(form[field] ?? '').trim()
    if (!asks.has(field) || !typed) return null
    const value = parseGolfNumber(typed)
    if (value === null) {
      fail(field, 'passport.error.number')
      return null
    }
    if (value < min || value > max) {
      fail(field, outOfRange)
      return null
    }
    return roundTo(value, decimals)
  }
  const whole = (field: keyof SpecsForm, [min, max]: readonly [number, number]): number | null => {
    const typed = String(form[field] ?? '').trim()
    if (!asks.has(field) || !typed) return null
    const value = parseWholeNumber(typed)
    if (value === null || value < min || value > max) {
      fail(field, 'passport.error.wholeNumber')
      return null
    }
    return value
  }
  const flag = (field: keyof SpecsForm) => asks.has(field) && form[field] === true

  if (subcategory === 'clubs') {
    const modelId = String(form.clubModelId ?? '').trim()
    if (modelId && !UUID.test(modelId)) fail('clubModelId', 'passport.error.model')
    specs.clubModelId = modelId && UUID.test(modelId) ? modelId : null
    specs.modelName = specs.clubModelId ? null : text('modelName')
    specs.clubType = choice('clubType', CLUB_TYPES)
    if (!String(form.clubType ?? '').trim()) fail('clubType', 'passport.error.clubTypeRequired')
    specs.hand = choice('hand', HANDS)
    if (!String(form.hand ?? '').trim()) fail('hand', 'passport.error.handRequired')
    specs.player = choice('player', PLAYERS)
    const loftRange = LOFT_RANGE[specs.clubType ?? 'complete-set']
    if (isSetClubType(specs.clubType)) {
      const makeup = String(form.setMakeup ?? '').trim()
      if (makeup) {
        const parsed = parseSetMakeup(makeup)
        if (!parsed.ok) fail('setMakeup', 'passport.error.setMakeup')
        else if (parsed.clubs.length < 2) fail('setMakeup', 'passport.error.setTooSmall')
        else {
          specs.setClubs = parsed.clubs
          specs.setLofts = parsed.clubs.map((club) => {
            const typed = String(form.clubLofts?.[club] ?? '').trim()
            if (!typed) return null
            const value = parseGolfNumber(typed)
            if (
              value === null ||
              value < LOFT_RANGE['complete-set'][0] ||
              value > LOFT_RANGE['complete-set'][1]
            ) {
              fail(`clubLofts.${club}`, 'passport.error.loftRange')
              return null
            }
            return roundTo(value, 1)
          })
          if (specs.setLofts.every((loft) => loft === null)) specs.setLofts = null
        }
      }
    } else {
      specs.loft = number('loft', loftRange, 1, 'passport.error.loftRange')
    }
    specs.lie = number('lie', LIE_RANGE, 1, 'passport.error.lieRange')
    specs.lieLabel = choice('lieLabel', LIE_LABELS)
    specs.pingDot = choice('pingDot', PING_DOTS)
    specs.lengthIn = number('length', LENGTH_RANGE_IN, 3, 'passport.error.lengthRange')
    specs.shaftMaterial = choice('shaftMaterial', SHAFT_MATERIALS)
    specs.shaftModel = text('shaftModel')
    specs.flex = choice('flex', FLEXES)
    specs.gripModel = text('gripModel')
    specs.gripSize = choice('gripSize', GRIP_SIZES)
    const yearText = String(form.modelYear ?? '').trim()
    if (yearText) {
      const year = parseWholeNumber(yearText)
      if (year === null || year < MODEL_YEAR_MIN || year > now.getUTCFullYear() + 1)
        fail('modelYear', 'passport.error.modelYear')
      else specs.modelYear = year
    }
    specs.headcover = flag('headcover')
    specs.adjustmentTool = flag('adjustmentTool')
    specs.certificate = flag('certificate')
    if (specs.clubType === 'wedge') {
      specs.bounce = number('bounce', BOUNCE_RANGE, 1, 'passport.error.bounceRange')
      specs.grind = text('grind')
    }
    if (specs.clubType === 'putter') specs.putterHead = choice('putterHead', PUTTER_HEADS)
    specs.modifications = parseModifications(form.modifications, fail)
  } else {
    specs.shoeSizeEu = number('shoeSize', SHOE_SIZE_RANGE_EU, 1, 'passport.error.shoeSize')
    if (specs.shoeSizeEu !== null && (specs.shoeSizeEu * 2) % 1 !== 0) {
      fail('shoeSize', 'passport.error.shoeSize')
      specs.shoeSizeEu = null
    }
    specs.shoeSpikes = choice('shoeSpikes', SHOE_SPIKES)
    specs.shoeWidth = choice('shoeWidth', SHOE_WIDTHS)
    specs.clothingFit = choice('clothingFit', CLOTHING_FITS)
    specs.bagDividers = whole('bagDividers', BAG_DIVIDERS_RANGE)
    specs.bagWeightKg = number('bagWeight', BAG_WEIGHT_RANGE_KG, 2, 'passport.error.bagWeight')
    specs.trolleyBattery = choice('trolleyBattery', TROLLEY_BATTERIES)
    specs.electronicsType = choice('electronicsType', ELECTRONICS_TYPES)
    specs.slopeMode = flag('slopeMode')
    specs.ballModel = text('ballModel')
    specs.ballQuantity = whole('ballQuantity', BALL_QUANTITY_RANGE)
    specs.ballGrade = choice('ballGrade', BALL_GRADES)
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, specs }
}

function parseModifications(
  forms: ModificationForm[] | undefined,
  fail: (field: string, message: MessageKey) => void,
): Modification[] {
  const modifications: Modification[] = []
  const seen = new Set<string>()
  for (const [index, form] of (forms ?? []).slice(0, MODIFICATION_KINDS.length).entries()) {
    const field = `modifications.${index}`
    const kind = pick(MODIFICATION_KINDS, String(form?.kind ?? '').trim())
    if (!kind) {
      fail(field, 'passport.error.modificationKind')
      continue
    }
    if (seen.has(kind)) {
      fail(field, 'passport.error.modificationTwice')
      continue
    }
    seen.add(kind)
    const unit = MODIFICATION_AMOUNT[kind]
    let amount: number | null = null
    if (unit) {
      amount = parseGolfNumber(String(form.amount ?? ''))
      const max = unit === 'degrees' ? MAX_BEND_DEGREES : MAX_LENGTH_CHANGE_IN
      // Bends are signed (stronger/upright is +); cuts and extensions are a length.
      const min = unit === 'degrees' ? -max : 0
      if (amount === null || amount === 0 || amount < min || amount > max) {
        fail(field, unit === 'degrees' ? 'passport.error.bendAmount' : 'passport.error.lengthChange')
        continue
      }
      amount = roundTo(amount, unit === 'degrees' ? 2 : 3)
    }
    const detail = freeText(String(form.detail ?? ''))
    if (detail && detail.length > MAX_SPEC_TEXT) {
      fail(field, 'passport.error.textTooLong')
      continue
    }
    if (!detail && MODIFICATION_NEEDS_DETAIL.includes(kind)) {
      fail(field, 'passport.error.modificationDetail')
      continue
    }
    modifications.push({ kind, amount, detail })
  }
  return modifications
}

/** Whether a validated passport says anything at all (else nothing is stored). */
export function hasSpecs(specs: Specs): boolean {
  return Object.entries(specs).some(([, value]) =>
    Array.isArray(value) ? value.length > 0 : value !== null && value !== false,
  )
}

/** A stored passport as the wizard's form again (for editing a listing). */
export function specsToForm(specs: Specs): SpecsForm {
  const n = (value: number | null) => (value === null ? '' : String(value))
  return {
    ...EMPTY_SPECS_FORM,
    clubModelId: specs.clubModelId ?? '',
    modelName: specs.modelName ?? '',
    clubType: specs.clubType ?? '',
    hand: specs.hand ?? '',
    player: specs.player ?? '',
    loft: n(specs.loft),
    clubLofts: Object.fromEntries(
      (specs.setClubs ?? []).flatMap((club, i) =>
        specs.setLofts?.[i] != null ? [[club, String(specs.setLofts[i])]] : [],
      ),
    ),
    lie: n(specs.lie),
    lieLabel: specs.lieLabel ?? '',
    pingDot: specs.pingDot ?? '',
    length: n(specs.lengthIn),
    shaftMaterial: specs.shaftMaterial ?? '',
    shaftModel: specs.shaftModel ?? '',
    flex: specs.flex ?? '',
    gripModel: specs.gripModel ?? '',
    gripSize: specs.gripSize ?? '',
    setMakeup: specs.setClubs ? formatSetMakeup(specs.setClubs) : '',
    modelYear: n(specs.modelYear),
    headcover: specs.headcover,
    adjustmentTool: specs.adjustmentTool,
    certificate: specs.certificate,
    bounce: n(specs.bounce),
    grind: specs.grind ?? '',
    putterHead: specs.putterHead ?? '',
    shoeSize: n(specs.shoeSizeEu),
    shoeSpikes: specs.shoeSpikes ?? '',
    shoeWidth: specs.shoeWidth ?? '',
    clothingFit: specs.clothingFit ?? '',
    bagDividers: n(specs.bagDividers),
    bagWeight: n(specs.bagWeightKg),
    trolleyBattery: specs.trolleyBattery ?? '',
    electronicsType: specs.electronicsType ?? '',
    slopeMode: specs.slopeMode,
    ballModel: specs.ballModel ?? '',
    ballQuantity: n(specs.ballQuantity),
    ballGrade: specs.ballGrade ?? '',
    modifications: specs.modifications.map((m) => ({
      kind: m.kind,
      amount: m.amount === null ? '' : String(m.amount),
      detail: m.detail ?? '',
    })),
  }
}

/** Whether a set club id is known (for reading stored arrays defensively). */
export function isSetClub(value: string): value is SetClub {
  return (SET_CLUBS as readonly string[]).includes(value)
}
