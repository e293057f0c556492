import { parseGolfNumber } from '~/catalog/passport/numbers'
import { SPEC_FIELDS_BY_SUBCATEGORY, type SpecsForm } from '~/catalog/passport/passport'
import { parseSetMakeup } from '~/catalog/passport/set-makeup'
import { isSetClubType, MODIFICATION_KINDS, type ModificationKind } from '~/catalog/passport/vocabulary'
import { isSubcategory } from '~/catalog/taxonomy'
import type { MessageKey } from '~/i18n'
import { useT } from '~/i18n/react'
import { useGolfValue } from './stock-spec'

/**
 * The passport as the review step shows it: each spec given, with its value in the reader's
 * language, and the declared modifications ("Unmodified" when none).
 */
export function PassportSummary({
  subcategory,
  specs,
  modelLabel,
}: {
  subcategory: string
  specs: SpecsForm
  /** The catalogue model's name, when one was picked. */
  modelLabel: string | null
}) {
  const t = useT()
  const golf = useGolfValue()
  if (!isSubcategory(subcategory) || SPEC_FIELDS_BY_SUBCATEGORY[subcategory].length === 0) return null
  const asks = new Set(SPEC_FIELDS_BY_SUBCATEGORY[subcategory])
  // biome-ignore lint/suspicious/noExplicitAny: value keys are `${prefix}.${value}` by construction.
  const label = (prefix: string, value: string) => (value ? t(`${prefix}.${value}` as any) : '')
  const number = (text: string, unit: 'degrees' | 'inches') => {
    const value = parseGolfNumber(text)
    return value === null ? text : golf(value, unit)
  }
  const rows: Array<[string, string]> = []
  const add = (key: MessageKey, value: string) => {
    if (value) rows.push([t(key), value])
  }
  if (subcategory === 'clubs') {
    add(
      'passport.model',
      modelLabel ?? (specs.modelName ? t('passportWizard.notListedModel', { model: specs.modelName }) : ''),
    )
    add('passport.field.clubType', label('passport.clubType', specs.clubType))
    add('passport.field.hand', label('passport.hand', specs.hand))
    add('passport.field.player', label('passport.player', specs.player))
    if (isSetClubType(specs.clubType as never)) {
      const parsed = parseSetMakeup(specs.setMakeup)
      add('passport.field.setMakeup', parsed.ok ? parsed.clubs.join(', ') : specs.setMakeup)
      add(
        'passport.field.lofts',
        Object.entries(specs.clubLofts)
          .filter(([, loft]) => loft)
          .map(([club, loft]) => `${club} ${number(loft, 'degrees')}`)
          .join(', '),
      )
    } else add('passport.field.loft', specs.loft ? number(specs.loft, 'degrees') : '')
    add(
      'passport.field.lie',
      specs.lie ? number(specs.lie, 'degrees') : label('passport.lieLabel', specs.lieLabel),
    )
    add('passport.field.pingDot', label('passport.pingDot', specs.pingDot))
    add('passport.field.length', specs.length ? number(specs.length, 'inches') : '')
    add('passport.field.shaftModel', specs.shaftModel)
    add('passport.field.shaftMaterial', label('passport.shaftMaterial', specs.shaftMaterial))
    add('passport.field.flex', label('passport.flex', specs.flex))
    add('passport.field.gripModel', specs.gripModel)
    add('passport.field.gripSize', label('passport.gripSize', specs.gripSize))
    add('passport.field.modelYear', specs.modelYear)
    add(
      'passport.field.included',
      (['headcover', 'adjustmentTool', 'certificate'] as const)
        .filter((item) => specs[item])
        .map((item) => t(`passport.included.${item}`))
        .join(', '),
    )
    if (specs.clubType === 'wedge') {
      add('passport.field.bounce', specs.bounce ? number(specs.bounce, 'degrees') : '')
      add('passport.field.grind', specs.grind)
    }
    if (specs.clubType === 'putter')
      add('passport.field.putterHead', label('passport.putterHead', specs.putterHead))
    rows.push([
      t('passport.field.modifications'),
      specs.modifications.length
        ? specs.modifications
            .map((m) => {
              const kind = (MODIFICATION_KINDS as readonly string[]).includes(m.kind)
                ? t(`passport.modification.${m.kind as ModificationKind}`)
                : m.kind
              return [kind, m.amount, m.detail].filter(Boolean).join(': ')
            })
            .join('; ')
        : t('passport.unmodified'),
    ])
  } else {
    if (asks.has('shoeSize')) add('passport.field.shoeSize', specs.shoeSize)
    if (asks.has('shoeSpikes'))
      add('passport.field.shoeSpikes', label('passport.shoeSpikes', specs.shoeSpikes))
    if (asks.has('shoeWidth')) add('passport.field.shoeWidth', label('passport.shoeWidth', specs.shoeWidth))
    if (asks.has('clothingFit'))
      add('passport.field.clothingFit', label('passport.clothingFit', specs.clothingFit))
    if (asks.has('bagDividers')) add('passport.field.bagDividers', specs.bagDividers)
    if (asks.has('bagWeight'))
      add(
        'passport.field.bagWeight',
        specs.bagWeight ? t('passport.unit.kg', { value: specs.bagWeight }) : '',
      )
    if (asks.has('trolleyBattery'))
      add('passport.field.trolleyBattery', label('passport.trolleyBattery', specs.trolleyBattery))
    if (asks.has('electronicsType'))
      add('passport.field.electronicsType', label('passport.electronicsType', specs.electronicsType))
    if (asks.has('slopeMode') && specs.slopeMode) add('passport.field.slopeMode', t('passport.yes'))
    if (asks.has('ballModel')) add('passport.field.ballModel', specs.ballModel)
    if (asks.has('ballQuantity')) add('passport.field.ballQuantity', specs.ballQuantity)
    if (asks.has('ballGrade')) add('passport.field.ballGrade', label('passport.ballGrade', specs.ballGrade))
  }
  return (
    <div className="mt-3" data-testid="passport-summary">
      <h5 className="font-semibold text-slate-900 text-sm">{t('passportWizard.reviewTitle')}</h5>
      {rows.length ? (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-slate-500">{name}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-1 text-slate-500 text-sm">{t('passport.notGiven')}</p>
      )}
    </div>
  )
}
