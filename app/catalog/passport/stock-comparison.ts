/**
 * A listing's passport as buyers read it (issue #27, docs/decisions/0053-passport-on-the-product-page.md):
 * each given spec next to the catalogue model's stock value ("Length 44.75 in, stock 45.25 in:
 * −0.5 in"), then the declared modifications in plain words. Isomorphic: the product page renders
 * these rows and its JSON-LD carries the same rows as schema.org PropertyValues.
 */
import type { Locale, MessageKey, Translate } from '~/i18n'
import type { Subcategory } from '../taxonomy'
import type { ClubModel, ClubModelHead } from './club-model'
import { compactKey } from './club-model-keys'
import { formatGolfNumber, roundTo } from './numbers'
import type { Modification, Specs } from './passport'
import { formatSetMakeup } from './set-makeup'
import { isSetClubType, PING_LIE_DOTS } from './vocabulary'

/** UN/CEFACT codes schema.org's unitCode takes: degrees, inches, kilograms. */
export type UnitCode = 'DD' | 'INH' | 'KGM'
type Unit = 'degrees' | 'inches' | 'kg'
const UNIT_CODE: Record<Unit, UnitCode> = { degrees: 'DD', inches: 'INH', kg: 'KGM' }
const UNIT_MESSAGE: Record<Unit, MessageKey> = {
  degrees: 'passport.unit.degrees',
  inches: 'passport.unit.inches',
  kg: 'passport.unit.kg',
}

export interface PassportRow {
  /** Which spec (a passport field name, or "model"). */
  field: string
  label: string
  /** The listing's value, in the reader's words and number format. */
  value: string
  /** How it compares with the stock model ("stock 45.25 in: −0.5 in"); null when nothing to compare. */
  comparison: string | null
  /** True when it is stock, false when it differs, null when there is no stock value to compare. */
  matchesStock: boolean | null
  /** The model row: the catalogue source its stock values come from. */
  source?: { url: string; title: string }
  /** The same value for structured data: a number with its unit where it is one. */
  property: { value: string | number; unitCode?: UnitCode }
}

export interface PassportView {
  rows: PassportRow[]
  /** Clubs: each declared modification in plain words ([] is "Unmodified"); null for other gear. */
  modifications: string[] | null
}

const MINUS = '\u2212'
const SAME = 0.0005

/** A signed difference as golfers write it: "+0.5", "−0,5" (the real minus sign), "0". */
export function signedNumber(value: number, locale: Locale): string {
  const rounded = roundTo(value, 3)
  if (Math.abs(rounded) < SAME) return formatGolfNumber(0, locale)
  return `${rounded > 0 ? '+' : MINUS}${formatGolfNumber(Math.abs(rounded), locale)}`
}

function unique<T>(values: Array<T | null | undefined>): T[] {
  return [...new Set(values.filter((value): value is T => value !== null && value !== undefined))]
}

interface Comparison {
  text: string | null
  matches: boolean | null
}

/**
 * A number against the stock values on offer: "as stock" (one value), "one of the stock options
 * (9°, 10.5°, 12°)", "stock 45.25 in: −0.5 in", or the difference from the nearest stock value.
 */
export function compareWithStock(
  value: number,
  stock: readonly number[],
  unit: Unit,
  t: Translate,
  locale: Locale,
): Comparison {
  if (stock.length === 0) return { text: null, matches: null }
  const sorted = [...stock].sort((a, b) => a - b)
  const format = (n: number) => t(UNIT_MESSAGE[unit], { value: formatGolfNumber(n, locale) })
  const list = sorted.map(format).join(', ')
  if (sorted.some((n) => Math.abs(n - value) < SAME)) {
    return {
      text: sorted.length === 1 ? t('passportPage.asStock') : t('passportPage.stockOnOffer', { stock: list }),
      matches: true,
    }
  }
  const nearest = sorted.reduce((best, n) => (Math.abs(n - value) < Math.abs(best - value) ? n : best))
  const difference = t(UNIT_MESSAGE[unit], { value: signedNumber(value - nearest, locale) })
  return {
    text:
      sorted.length === 1
        ? t('passportPage.stockOne', { stock: list, difference })
        : t('passportPage.stockNearest', { stock: list, difference, nearest: format(nearest) }),
    matches: false,
  }
}

/** Whether a shaft as the seller wrote it is the stock one ("HZRDUS Red CB 50" in "Project X HZRDUS Red CB 50"). */
function sameShaft(stock: string, typed: string): boolean {
  const a = compactKey(stock)
  const b = compactKey(typed)
  if (a.length < 3 || b.length < 3) return a === b
  return a.includes(b) || b.includes(a)
}

/** A PING colour dot with its lie against PING's standard: "Green dot: 2.25° upright". */
export function pingDotText(dot: keyof typeof PING_LIE_DOTS, t: Translate, locale: Locale): string {
  const degrees = PING_LIE_DOTS[dot]
  const amount = t('passport.unit.degrees', { value: formatGolfNumber(Math.abs(degrees), locale) })
  const lie =
    degrees === 0
      ? t('passportPage.lieStandard')
      : t(degrees > 0 ? 'passportPage.lieUpright' : 'passportPage.lieFlat', { degrees: amount })
  return t('passportPage.pingDot', { colour: t(`passport.pingDot.${dot}`), lie })
}

/** One declared modification in plain words: "Shaft replaced: Fujikura Ventus Blue 6 S", "Loft bent +1° (stronger)". */
export function modificationText(modification: Modification, t: Translate, locale: Locale): string {
  const name = t(`passport.modification.${modification.kind}`)
  let base = name
  if (modification.amount !== null) {
    const degrees = (value: string) => t('passport.unit.degrees', { value })
    const inches = (value: string) => t('passport.unit.inches', { value })
    const size = formatGolfNumber(Math.abs(modification.amount), locale)
    let amount: string
    if (modification.kind === 'loft-bent') {
      amount = t(modification.amount > 0 ? 'passportPage.loftStronger' : 'passportPage.loftWeaker', {
        amount: degrees(signedNumber(modification.amount, locale)),
      })
    } else if (modification.kind === 'lie-bent') {
      amount = t(modification.amount > 0 ? 'passportPage.lieBentUpright' : 'passportPage.lieBentFlat', {
        amount: degrees(size),
      })
    } else {
      amount = inches(size)
    }
    base = t('passportPage.modificationWithAmount', { modification: name, amount })
  }
  return modification.detail
    ? t('passportPage.modificationWithDetail', { modification: base, detail: modification.detail })
    : base
}

/**
 * The stock heads a single club is compared with: the head of its loft when the model offers
 * several, else all of them (a set's per-club heads are compared club by club instead).
 */
function singleHeads(model: ClubModel | null, loft: number | null): ClubModelHead[] {
  if (!model) return []
  const heads = model.heads.filter((head) => !head.club)
  const ofLoft = loft === null ? [] : heads.filter((head) => Math.abs(head.loft - loft) < SAME)
  return ofLoft.length > 0 ? ofLoft : heads
}

/**
 * The rows of a listing's passport for its product page and structured data. `model` is the
 * catalogue model the passport links to (null when typed by hand or not given).
 */
export function passportView(
  subcategory: Subcategory | string,
  specs: Specs,
  model: ClubModel | null,
  t: Translate,
  locale: Locale,
): PassportView {
  const rows: PassportRow[] = []
  const label = (field: string) => t(`passport.field.${field}` as MessageKey)
  const text = (field: string, value: string, comparison: Comparison = { text: null, matches: null }) =>
    rows.push({
      field,
      label: label(field),
      value,
      comparison: comparison.text,
      matchesStock: comparison.matches,
      property: { value },
    })
  const number = (field: string, value: number, unit: Unit, stock: readonly number[] = []) => {
    const comparison = compareWithStock(value, stock, unit, t, locale)
    rows.push({
      field,
      label: label(field),
      value: t(UNIT_MESSAGE[unit], { value: formatGolfNumber(value, locale) }),
      comparison: comparison.text,
      matchesStock: comparison.matches,
      property: { value, unitCode: UNIT_CODE[unit] },
    })
  }

  if (subcategory !== 'clubs') {
    if (specs.shoeSizeEu !== null)
      rows.push({
        field: 'shoeSize',
        label: label('shoeSize'),
        value: t('passportPage.shoeSize', { size: formatGolfNumber(specs.shoeSizeEu, locale) }),
        comparison: null,
        matchesStock: null,
        property: { value: specs.shoeSizeEu },
      })
    if (specs.shoeSpikes) text('shoeSpikes', t(`passport.shoeSpikes.${specs.shoeSpikes}`))
    if (specs.shoeWidth) text('shoeWidth', t(`passport.shoeWidth.${specs.shoeWidth}`))
    if (specs.clothingFit) text('clothingFit', t(`passport.clothingFit.${specs.clothingFit}`))
    if (specs.bagDividers !== null) {
      rows.push({
        field: 'bagDividers',
        label: label('bagDividers'),
        value: formatGolfNumber(specs.bagDividers, locale),
        comparison: null,
        matchesStock: null,
        property: { value: specs.bagDividers },
      })
    }
    if (specs.bagWeightKg !== null) number('bagWeight', specs.bagWeightKg, 'kg')
    if (specs.trolleyBattery) text('trolleyBattery', t(`passport.trolleyBattery.${specs.trolleyBattery}`))
    if (specs.electronicsType) text('electronicsType', t(`passport.electronicsType.${specs.electronicsType}`))
    if (specs.slopeMode || specs.electronicsType === 'rangefinder')
      text('slopeMode', t(specs.slopeMode ? 'passport.yes' : 'passport.no'))
    if (specs.ballModel) text('ballModel', specs.ballModel)
    if (specs.ballQuantity !== null) {
      rows.push({
        field: 'ballQuantity',
        label: label('ballQuantity'),
        value: formatGolfNumber(specs.ballQuantity, locale),
        comparison: null,
        matchesStock: null,
        property: { value: specs.ballQuantity },
      })
    }
    if (specs.ballGrade) text('ballGrade', t(`passport.ballGrade.${specs.ballGrade}`))
    return { rows, modifications: null }
  }

  // The model, and where its stock values come from.
  if (model) {
    rows.push({
      field: 'model',
      label: t('passport.model'),
      value: `${model.brand} ${model.model}`,
      comparison: null,
      matchesStock: null,
      source: { url: model.sourceUrl, title: model.sourceTitle },
      property: { value: `${model.brand} ${model.model}` },
    })
  } else if (specs.modelName) {
    rows.push({
      field: 'model',
      label: t('passport.model'),
      value: t('passportPage.typedByHand', { model: specs.modelName }),
      comparison: null,
      matchesStock: null,
      property: { value: specs.modelName },
    })
  }
  if (specs.clubType) text('clubType', t(`passport.clubType.${specs.clubType}`))
  if (specs.hand) text('hand', t(`passport.hand.${specs.hand}`))
  if (specs.player) text('player', t(`passport.player.${specs.player}`))

  const set = isSetClubType(specs.clubType) || Boolean(specs.setClubs)
  const heads = set ? [] : singleHeads(model, specs.loft)
  if (specs.setClubs) {
    const stockSet = model?.stockSet ?? null
    const same =
      stockSet &&
      stockSet.length === specs.setClubs.length &&
      stockSet.every((club, i) => club === specs.setClubs?.[i])
    text(
      'setMakeup',
      formatSetMakeup(specs.setClubs),
      stockSet
        ? same
          ? { text: t('passportPage.stockSet'), matches: true }
          : { text: t('passportPage.stockSetOther', { stock: formatSetMakeup(stockSet) }), matches: false }
        : { text: null, matches: null },
    )
    if (specs.setLofts?.some((loft) => loft !== null)) {
      const degrees = (n: number) => t('passport.unit.degrees', { value: formatGolfNumber(n, locale) })
      const given = specs.setClubs.flatMap((club, i) => {
        const loft = specs.setLofts?.[i]
        return loft === null || loft === undefined ? [] : [{ club, loft }]
      })
      const differences: string[] = []
      let compared = 0
      for (const { club, loft } of given) {
        const stock = model?.heads.find((head) => head.club === club)
        if (!stock) continue
        compared++
        if (Math.abs(stock.loft - loft) >= SAME) {
          differences.push(
            t('passportPage.clubLoft', {
              club,
              loft: t('passportPage.stockOne', {
                stock: degrees(stock.loft),
                difference: t('passport.unit.degrees', { value: signedNumber(loft - stock.loft, locale) }),
              }),
            }),
          )
        }
      }
      const value = given.map(({ club, loft }) => t('passportPage.clubLoft', { club, loft: degrees(loft) }))
      text(
        'lofts',
        value.join(', '),
        compared === 0
          ? { text: null, matches: null }
          : differences.length === 0
            ? { text: t('passportPage.asStock'), matches: true }
            : { text: differences.join('; '), matches: false },
      )
    }
  }
  if (specs.loft !== null && !set) {
    number(
      'loft',
      specs.loft,
      'degrees',
      unique(model?.heads.filter((head) => !head.club).map((head) => head.loft) ?? []),
    )
  }
  if (specs.lie !== null) number('lie', specs.lie, 'degrees', unique(heads.map((head) => head.lie)))
  if (specs.lieLabel) text('lie', t(`passport.lieLabel.${specs.lieLabel}`))
  if (specs.pingDot) text('pingDot', pingDotText(specs.pingDot, t, locale))
  if (specs.lengthIn !== null)
    number('length', specs.lengthIn, 'inches', unique(heads.map((head) => head.lengthIn)))

  if (specs.shaftModel) {
    const shafts = model?.shafts ?? []
    const stock = shafts.map((shaft) => shaft.model).join(', ')
    const replaced = specs.modifications.some((m) => m.kind === 'shaft-replaced')
    const isStock = shafts.some((shaft) => sameShaft(shaft.model, specs.shaftModel ?? ''))
    text(
      'shaftModel',
      specs.shaftModel,
      shafts.length === 0
        ? { text: null, matches: null }
        : isStock
          ? { text: t('passportPage.stockShaft'), matches: true }
          : {
              text: t(replaced ? 'passportPage.shaftReplaced' : 'passportPage.shaftOther', { stock }),
              matches: false,
            },
    )
  }
  if (specs.shaftMaterial) text('shaftMaterial', t(`passport.shaftMaterial.${specs.shaftMaterial}`))
  if (specs.flex) {
    const shafts = model?.shafts ?? []
    const own = specs.shaftModel ? shafts.filter((s) => sameShaft(s.model, specs.shaftModel ?? '')) : []
    // Another shaft than stock has its own flexes: nothing to compare them with.
    const compared = specs.shaftModel ? own : shafts
    const flexes = unique(compared.flatMap((shaft) => shaft.flexes))
    const offered = flexes.join(', ')
    text(
      'flex',
      t(`passport.flex.${specs.flex}`),
      flexes.length === 0
        ? { text: null, matches: null }
        : flexes.includes(specs.flex)
          ? {
              text:
                flexes.length === 1
                  ? t('passportPage.asStock')
                  : t('passportPage.stockOnOffer', { stock: offered }),
              matches: true,
            }
          : { text: t('passportPage.stockList', { stock: offered }), matches: false },
    )
  }
  if (specs.gripModel) text('gripModel', specs.gripModel)
  if (specs.gripSize) text('gripSize', t(`passport.gripSize.${specs.gripSize}`))
  if (specs.bounce !== null) {
    number('bounce', specs.bounce, 'degrees', unique(heads.map((head) => head.bounce)))
  }
  if (specs.grind) {
    const grinds = unique(heads.map((head) => head.grind))
    const isStock = grinds.some((grind) => compactKey(grind) === compactKey(specs.grind ?? ''))
    text(
      'grind',
      specs.grind,
      grinds.length === 0
        ? { text: null, matches: null }
        : isStock
          ? { text: t('passportPage.asStock'), matches: true }
          : { text: t('passportPage.stockList', { stock: grinds.join(', ') }), matches: false },
    )
  }
  if (specs.putterHead) text('putterHead', t(`passport.putterHead.${specs.putterHead}`))
  if (specs.modelYear !== null) {
    const other = model && model.releaseYear !== specs.modelYear
    rows.push({
      field: 'modelYear',
      label: label('modelYear'),
      value: String(specs.modelYear),
      comparison: other ? t('passportPage.catalogueYear', { year: model.releaseYear }) : null,
      matchesStock: model ? !other : null,
      property: { value: specs.modelYear },
    })
  }
  const included = [
    specs.headcover ? t('passport.included.headcover') : null,
    specs.adjustmentTool ? t('passport.included.adjustmentTool') : null,
    specs.certificate ? t('passport.included.certificate') : null,
  ].filter((item): item is string => item !== null)
  if (included.length > 0) text('included', included.join(', '))

  return { rows, modifications: specs.modifications.map((m) => modificationText(m, t, locale)) }
}
