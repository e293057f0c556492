/**
 * The wizard's prefill from the club model catalogue (issue #27 item 3): picking a model fills
 * every stock spec the catalogue knows, and moving a spec away from stock declares the change
 * (a bent loft or lie, a cut or extended shaft, a replaced shaft) for the seller to confirm.
 * Isomorphic and pure: the details step calls it, the unit tests check it.
 */
import type { ClubModel, ClubModelHead } from '~/catalog/passport/club-model'
import { parseGolfNumber, roundTo } from '~/catalog/passport/numbers'
import { EMPTY_SPECS_FORM, type ModificationForm, type SpecsForm } from '~/catalog/passport/passport'
import { formatSetMakeup } from '~/catalog/passport/set-makeup'
import { isSetClubType, type ModificationKind } from '~/catalog/passport/vocabulary'

/** The modifications the wizard writes itself when a spec leaves its stock value. */
export const STOCK_DECLARED_KINDS: readonly ModificationKind[] = [
  'loft-bent',
  'lie-bent',
  'shaft-cut',
  'shaft-extended',
  'shaft-replaced',
]

/** The lofts a single club model is offered in (a driver's 9°, 10.5°, 12°), lowest first. */
export function stockLofts(model: ClubModel): number[] {
  return [...new Set(model.heads.filter((head) => !head.club).map((head) => head.loft))].sort((a, b) => a - b)
}

/** The same value on every head, or undefined (lie and length of a driver's loft options). */
function common(heads: ClubModelHead[], pick: (head: ClubModelHead) => number | undefined) {
  const values = [...new Set(heads.map(pick))]
  return values.length === 1 ? values[0] : undefined
}

/** The stock head a typed loft belongs to: the one of that loft, else the nearest. */
export function stockHeadFor(model: ClubModel, loftText: string): ClubModelHead | undefined {
  const heads = model.heads.filter((head) => !head.club)
  if (heads.length === 0) return undefined
  const loft = parseGolfNumber(loftText)
  if (loft === null) return heads.length === 1 ? heads[0] : undefined
  return [...heads].sort((a, b) => Math.abs(a.loft - loft) - Math.abs(b.loft - loft))[0]
}

/** What the catalogue says the listing's club has as stock, for the specs it knows. */
export interface StockSpecs {
  lofts: number[]
  loft: number | undefined
  lie: number | undefined
  lengthIn: number | undefined
  /** The stock shafts' models ("Fujikura Ventus TR Red 5"). */
  shafts: string[]
}

export function stockSpecsOf(model: ClubModel, specs: SpecsForm): StockSpecs {
  const singles = model.heads.filter((head) => !head.club)
  const head = stockHeadFor(model, specs.loft)
  return {
    lofts: stockLofts(model),
    loft: head?.loft,
    lie: head?.lie ?? common(singles, (h) => h.lie),
    lengthIn: head?.lengthIn ?? common(singles, (h) => h.lengthIn),
    shafts: model.shafts.map((shaft) => shaft.model),
  }
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value))

/**
 * The passport after picking `model`: its type, year and every stock spec it knows; a choice
 * left open where the catalogue offers several (lofts, shafts, flexes). What the seller said
 * about their own item (hand, player, grip, what is included, other changes) stays.
 */
export function prefillFromModel(model: ClubModel, current: SpecsForm): SpecsForm {
  const singles = model.heads.filter((head) => !head.club)
  const onlyHead = singles.length === 1 ? singles[0] : undefined
  const onlyShaft = model.shafts.length === 1 ? model.shafts[0] : undefined
  const set = isSetClubType(model.clubType)
  return {
    ...current,
    clubModelId: model.id,
    modelName: '',
    clubType: model.clubType,
    modelYear: String(model.releaseYear),
    loft: set ? '' : text(onlyHead?.loft),
    lie: set ? '' : text(onlyHead?.lie ?? common(singles, (h) => h.lie)),
    lieLabel: '',
    pingDot: '',
    length: set ? '' : text(onlyHead?.lengthIn ?? common(singles, (h) => h.lengthIn)),
    setMakeup: set && model.stockSet ? formatSetMakeup(model.stockSet) : '',
    clubLofts: set
      ? Object.fromEntries(model.heads.flatMap((head) => (head.club ? [[head.club, String(head.loft)]] : [])))
      : {},
    shaftModel: onlyShaft?.model ?? '',
    shaftMaterial: onlyShaft?.material ?? '',
    flex: onlyShaft && onlyShaft.flexes.length === 1 ? (onlyShaft.flexes[0] ?? '') : '',
    bounce: model.clubType === 'wedge' ? text(onlyHead?.bounce) : '',
    grind: model.clubType === 'wedge' ? (onlyHead?.grind ?? '') : '',
    modifications: current.modifications.filter(
      (modification) => !STOCK_DECLARED_KINDS.includes(modification.kind as ModificationKind),
    ),
  }
}

/** Back to typing everything by hand: the catalogue's values go, the seller's own stay. */
export function leaveCatalogue(current: SpecsForm): SpecsForm {
  return {
    ...EMPTY_SPECS_FORM,
    hand: current.hand,
    player: current.player,
    gripModel: current.gripModel,
    gripSize: current.gripSize,
    headcover: current.headcover,
    adjustmentTool: current.adjustmentTool,
    certificate: current.certificate,
    modifications: current.modifications.filter(
      (modification) => !STOCK_DECLARED_KINDS.includes(modification.kind as ModificationKind),
    ),
  }
}

function withDeclared(
  modifications: ModificationForm[],
  kinds: readonly ModificationKind[],
  declared: ModificationForm | null,
): ModificationForm[] {
  const index = modifications.findIndex((m) => kinds.includes(m.kind as ModificationKind))
  const rest = modifications.filter((m) => !kinds.includes(m.kind as ModificationKind))
  if (!declared) return rest
  // The declaration keeps its place in the list when it is updated.
  const at = index === -1 ? rest.length : index
  return [...rest.slice(0, at), declared, ...rest.slice(at)]
}

const amountText = (value: number) => String(roundTo(value, 2))

/**
 * Declares (or withdraws) the change a spec now shows against stock. Lofts: a bend stronger is
 * positive (a lower loft); lies: upright is positive; lengths: a cut or an extension, in inches;
 * shafts: replaced by what the seller typed, with its flex.
 */
export function declareAgainstStock(
  specs: SpecsForm,
  model: ClubModel,
  field: 'loft' | 'lie' | 'length' | 'shaft',
): SpecsForm {
  const stock = stockSpecsOf(model, specs)
  const typed = (value: string) => parseGolfNumber(value)
  let modifications = specs.modifications
  if (field === 'loft') {
    const loft = typed(specs.loft)
    const bent = loft !== null && !stock.lofts.includes(loft) && stock.loft !== undefined
    modifications = withDeclared(
      modifications,
      ['loft-bent'],
      bent ? { kind: 'loft-bent', amount: amountText((stock.loft ?? 0) - (loft ?? 0)), detail: '' } : null,
    )
  } else if (field === 'lie') {
    const lie = typed(specs.lie)
    const bent = lie !== null && stock.lie !== undefined && lie !== stock.lie
    modifications = withDeclared(
      modifications,
      ['lie-bent'],
      bent ? { kind: 'lie-bent', amount: amountText((lie ?? 0) - (stock.lie ?? 0)), detail: '' } : null,
    )
  } else if (field === 'length') {
    const length = typed(specs.length)
    const changed = length !== null && stock.lengthIn !== undefined && length !== stock.lengthIn
    const difference = changed ? (length ?? 0) - (stock.lengthIn ?? 0) : 0
    modifications = withDeclared(
      modifications,
      ['shaft-cut', 'shaft-extended'],
      changed
        ? {
            kind: difference < 0 ? 'shaft-cut' : 'shaft-extended',
            amount: amountText(Math.abs(difference)),
            detail: '',
          }
        : null,
    )
  } else {
    const shaft = specs.shaftModel.trim()
    const replaced =
      shaft !== '' && !stock.shafts.some((model) => model.toLowerCase() === shaft.toLowerCase())
    modifications = withDeclared(
      modifications,
      ['shaft-replaced'],
      replaced
        ? { kind: 'shaft-replaced', amount: '', detail: [shaft, specs.flex].filter(Boolean).join(' ') }
        : null,
    )
  }
  return { ...specs, modifications }
}
