import { BookOpenCheck } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { asksForCertificate } from '~/catalog/condition/photo-slots'
import type { ClubModel } from '~/catalog/passport/club-model'
import { compactKey } from '~/catalog/passport/club-model-keys'
import { formatGolfNumber, parseGolfNumber } from '~/catalog/passport/numbers'
import type { ModificationForm, SpecsForm } from '~/catalog/passport/passport'
import { formatSetMakeup, parseSetMakeup } from '~/catalog/passport/set-makeup'
import {
  CLUB_TYPES,
  FLEXES,
  GRIP_SIZES,
  HANDS,
  isSetClubType,
  LIE_LABELS,
  MAX_SPEC_TEXT,
  type ModificationKind,
  PING_DOTS,
  PLAYERS,
  PUTTER_HEADS,
  SHAFT_MATERIALS,
} from '~/catalog/passport/vocabulary'
import type { MessageKey } from '~/i18n'
import { useLocale, useT } from '~/i18n/react'
import { Field, Input, inputClass } from '~/ui/field'
import type { FieldErrors } from '~/ui/form'
import { PLAYER_SIZE } from '../club-size'
import type { ListingForm } from '../listing-form'
import { declareAgainstStock, leaveCatalogue, prefillFromModel, stockSpecsOf } from '../passport-prefill'
import { CertificateQuestion } from './certificate-question'
import { ChipGroup } from './chip-group'
import { ModificationsEditor } from './modifications-editor'
import { StockSpec, useGolfValue } from './stock-spec'
import { useClubModels } from './use-club-models'

const OTHER = 'other'

/**
 * A club's passport on the details step (issue #27): the model picked from the catalogue fills
 * every stock spec it knows, each confirmed as it is or changed (the change is declared as a
 * modification); "My model isn't listed" lets the seller type the model and its specs.
 */
export function ClubPassport({
  form,
  update,
  errors,
}: {
  form: ListingForm
  update: (change: Partial<ListingForm>) => void
  errors: FieldErrors
}) {
  const t = useT()
  const specs = form.specs
  const catalogue = useClubModels(form.brand)
  const models = catalogue.state === 'ready' ? catalogue.models : []
  const model = models.find((m) => m.id === specs.clubModelId) ?? null
  const [typing, setTyping] = useState(
    !specs.clubModelId && (specs.modelName !== '' || specs.clubType !== ''),
  )
  const setSpecs = (next: SpecsForm, change: Partial<ListingForm> = {}) => update({ ...change, specs: next })
  const patch = (change: Partial<SpecsForm>) => setSpecs({ ...specs, ...change })
  const error = (field: string) => (errors[`specs.${field}`] ? t(errors[`specs.${field}`]!) : null)

  // A model of another brand (the brand was changed after picking) no longer applies.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the brand's catalogue arrives.
  useEffect(() => {
    if (catalogue.state === 'ready' && specs.clubModelId && !model) setSpecs(leaveCatalogue(specs))
    if ((catalogue.state === 'ready' && catalogue.models.length === 0) || catalogue.state === 'failed') {
      setTyping(true)
    }
  }, [catalogue.state])

  function pickModel(id: string) {
    if (id === OTHER) {
      setTyping(true)
      if (specs.clubModelId) setSpecs(leaveCatalogue(specs))
      return
    }
    const picked = models.find((m) => m.id === id)
    if (!picked) return
    setTyping(false)
    // An empty name becomes the model's ("TaylorMade Stealth 2 Driver").
    const name = form.name.trim()
      ? {}
      : { name: `${picked.brand} ${picked.model} ${t(`passport.clubType.${picked.clubType}`)}`.slice(0, 80) }
    setSpecs(prefillFromModel(picked, specs), name)
  }

  return (
    <div className="space-y-6">
      <ModelPicker
        brand={form.brand.trim()}
        catalogue={catalogue}
        value={specs.clubModelId || (typing ? OTHER : '')}
        onPick={pickModel}
        error={error('clubModelId')}
      />
      {model ? (
        <CatalogueSpecs key={model.id} model={model} specs={specs} setSpecs={setSpecs} error={error} />
      ) : (
        // No model picked: everything is typed (the picker only saves typing).
        <TypedSpecs brand={form.brand} specs={specs} patch={patch} error={error} />
      )}
      <OwnSpecs brand={form.brand} specs={specs} patch={patch} update={update} error={error} />
      <ModificationsEditor
        modifications={specs.modifications}
        onChange={(modifications) => patch({ modifications })}
        errors={errors}
      />
    </div>
  )
}

function ModelPicker({
  brand,
  catalogue,
  value,
  onPick,
  error,
}: {
  brand: string
  catalogue: ReturnType<typeof useClubModels>
  value: string
  onPick: (id: string) => void
  error: string | null
}) {
  const t = useT()
  if (!brand) return <p className="text-slate-500 text-sm">{t('passportWizard.brandFirst')}</p>
  if (catalogue.state !== 'ready') {
    return catalogue.state === 'failed' ? (
      <p className="text-amber-800 text-sm">{t('passportWizard.modelsFailed')}</p>
    ) : (
      <p className="text-slate-500 text-sm" role="status">
        {t('passportWizard.modelsLoading', { brand })}
      </p>
    )
  }
  if (catalogue.models.length === 0) {
    return <p className="text-slate-600 text-sm">{t('passportWizard.noModels', { brand })}</p>
  }
  return <ModelChoices brand={brand} models={catalogue.models} value={value} onPick={onPick} error={error} />
}

/**
 * A brand's models as chips, narrowed by club type and by what the seller types ("g 430" finds
 * G430): a big brand has twenty-odd models, and a phone shows a handful at once.
 */
function ModelChoices({
  brand,
  models,
  value,
  onPick,
  error,
}: {
  brand: string
  models: ClubModel[]
  value: string
  onPick: (id: string) => void
  error: string | null
}) {
  const t = useT()
  const filterId = useId()
  const [type, setType] = useState('')
  const [query, setQuery] = useState('')
  const types = CLUB_TYPES.filter((clubType) => models.some((m) => m.clubType === clubType))
  const wanted = compactKey(query)
  const shown = models.filter(
    (m) =>
      m.id === value ||
      ((!type || m.clubType === type) &&
        (!wanted ||
          compactKey(`${m.brand}${m.model}`).includes(wanted) ||
          compactKey(m.model).includes(wanted))),
  )
  return (
    <div className="space-y-3">
      {types.length > 1 ? (
        <div>
          <label htmlFor={`${filterId}-type`} className="font-medium text-slate-700 text-sm">
            {t('passportWizard.modelType')}
          </label>
          <select
            id={`${filterId}-type`}
            value={type}
            onChange={(event) => setType(event.currentTarget.value)}
            className={`${inputClass} mt-1`}
          >
            <option value="">{t('passportWizard.allTypes')}</option>
            {types.map((clubType) => (
              <option key={clubType} value={clubType}>
                {t(`passport.clubType.${clubType}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {models.length > 8 ? (
        <div>
          <label htmlFor={filterId} className="font-medium text-slate-700 text-sm">
            {t('passportWizard.modelFilter')}
          </label>
          <Input
            id={filterId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            placeholder={t('passportWizard.modelFilterPlaceholder')}
            autoComplete="off"
            className="mt-1"
          />
        </div>
      ) : null}
      <ChipGroup
        legend={t('passportWizard.model')}
        hint={t('passportWizard.modelHint', { brand })}
        name="club-model"
        value={value}
        onChange={onPick}
        error={error}
        options={[
          ...shown.map((m) => ({
            value: m.id,
            label: `${m.brand} ${m.model} ${t(`passport.clubType.${m.clubType}`)} · ${m.releaseYear}`,
          })),
          { value: OTHER, label: t('passportWizard.notListed') },
        ]}
      />
    </div>
  )
}

/** The stock specs of the picked model, each confirmed or changed. */
function CatalogueSpecs({
  model,
  specs,
  setSpecs,
  error,
}: {
  model: ClubModel
  specs: SpecsForm
  setSpecs: (next: SpecsForm) => void
  error: (field: string) => string | null
}) {
  const t = useT()
  const golf = useGolfValue()
  const stock = stockSpecsOf(model, specs)
  const set = isSetClubType(model.clubType)
  const declared = (kinds: ModificationKind[]) => declaredNote(t, specs.modifications, kinds)
  const change = (field: 'loft' | 'lie' | 'length' | 'shaft', next: Partial<SpecsForm>) =>
    setSpecs(declareAgainstStock({ ...specs, ...next }, model, field))

  const typedLoft = parseGolfNumber(specs.loft)
  const [otherLoft, setOtherLoft] = useState(
    specs.loft !== '' && !stock.lofts.includes(typedLoft ?? Number.NaN),
  )
  const stockShaft = model.shafts.find((s) => s.model.toLowerCase() === specs.shaftModel.trim().toLowerCase())
  const [otherShaft, setOtherShaft] = useState(specs.shaftModel !== '' && !stockShaft)
  const flexes = !otherShaft && stockShaft ? stockShaft.flexes : FLEXES

  return (
    <section
      aria-labelledby="catalogue-specs"
      className="space-y-5 rounded-xl border border-brand-100 bg-brand-50/60 p-4"
      data-testid="catalogue-specs"
    >
      <div>
        <h4 id="catalogue-specs" className="flex items-start gap-2 font-semibold text-brand-900 text-sm">
          <BookOpenCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('passportWizard.fromCatalogue', { model: `${model.brand} ${model.model}` })}
        </h4>
        <a
          href={model.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-0.5 block text-brand-800 text-xs underline underline-offset-2"
        >
          {t('passportWizard.source', { title: model.sourceTitle })}
        </a>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{t('passport.field.clubType')}</dt>
          <dd className="font-medium text-slate-900">
            {t(`passport.clubType.${model.clubType}`)} <StockBadge />
          </dd>
          <dt className="text-slate-600">{t('passport.field.modelYear')}</dt>
          <dd className="font-medium text-slate-900">
            {model.releaseYear} <StockBadge />
          </dd>
        </dl>
      </div>

      {set ? (
        <SetSpecs
          specs={specs}
          patch={(next) => setSpecs({ ...specs, ...next })}
          error={error}
          stockModel={model}
        />
      ) : stock.lofts.length > 0 ? (
        <div className="space-y-2">
          <ChipGroup
            legend={t('passport.field.loft')}
            hint={stock.lofts.length > 1 ? t('passportWizard.chooseStockLoft') : null}
            name="loft"
            value={otherLoft ? OTHER : typedLoft !== null ? String(typedLoft) : ''}
            onChange={(choice) => {
              setOtherLoft(choice === OTHER)
              change('loft', { loft: choice === OTHER ? String(stock.loft ?? '') : choice })
            }}
            error={otherLoft ? null : error('loft')}
            options={[
              ...stock.lofts.map((loft) => ({
                value: String(loft),
                label: t('passportWizard.stockOption', { value: golf(loft, 'degrees') }),
              })),
              { value: OTHER, label: t('passportWizard.otherLoft') },
            ]}
          />
          {otherLoft ? (
            <SpecInput
              label={t('passportWizard.loftTyped')}
              hint={declared(['loft-bent']) ?? t('passportWizard.loftHint')}
              error={error('loft')}
              kind="decimal"
              className="max-w-40"
              value={specs.loft}
              onChange={(value) => change('loft', { loft: value })}
            />
          ) : null}
        </div>
      ) : null}

      {!set && stock.lie !== undefined ? (
        <StockSpec
          key={`lie-${stock.lie}`}
          label={t('passport.field.lie')}
          stock={stock.lie}
          unit="degrees"
          value={specs.lie}
          onChange={(lie) => change('lie', { lie })}
          error={error('lie')}
          declared={plain(t, specs.modifications, ['lie-bent'])}
        />
      ) : null}
      {!set && stock.lengthIn !== undefined ? (
        <StockSpec
          key={`length-${stock.lengthIn}`}
          label={t('passport.field.length')}
          stock={stock.lengthIn}
          unit="inches"
          value={specs.length}
          onChange={(length) => change('length', { length })}
          error={error('length')}
          declared={plain(t, specs.modifications, ['shaft-cut', 'shaft-extended'])}
        />
      ) : null}

      {model.shafts.length > 0 ? (
        <div className="space-y-2">
          <ChipGroup
            legend={t('passportWizard.stockShaft')}
            name="shaft"
            value={otherShaft ? OTHER : (stockShaft?.model ?? '')}
            onChange={(choice) => {
              setOtherShaft(choice === OTHER)
              const shaft = model.shafts.find((s) => s.model === choice)
              change('shaft', {
                shaftModel: shaft?.model ?? '',
                shaftMaterial: shaft?.material ?? specs.shaftMaterial,
                flex: shaft && !shaft.flexes.includes(specs.flex as never) ? '' : specs.flex,
              })
            }}
            error={otherShaft ? null : error('shaftModel')}
            options={[
              ...model.shafts.map((shaft) => ({
                value: shaft.model,
                label: t('passportWizard.stockOption', { value: shaft.model }),
              })),
              { value: OTHER, label: t('passportWizard.otherShaft') },
            ]}
          />
          {otherShaft ? (
            <>
              <SpecInput
                label={t('passportWizard.newShaft')}
                hint={declared(['shaft-replaced']) ?? t('passportWizard.newShaftHint')}
                error={error('shaftModel')}
                value={specs.shaftModel}
                onChange={(value) => change('shaft', { shaftModel: value })}
              />
              <ChipGroup
                legend={t('passport.field.shaftMaterial')}
                name="shaft-material"
                optional
                value={specs.shaftMaterial}
                onChange={(shaftMaterial) => setSpecs({ ...specs, shaftMaterial })}
                error={error('shaftMaterial')}
                options={SHAFT_MATERIALS.map((m) => ({ value: m, label: t(`passport.shaftMaterial.${m}`) }))}
              />
            </>
          ) : null}
        </div>
      ) : null}
      <ChipGroup
        legend={t('passport.field.flex')}
        name="flex"
        optional
        value={specs.flex}
        onChange={(flex) => (otherShaft ? change('shaft', { flex }) : setSpecs({ ...specs, flex }))}
        error={error('flex')}
        options={flexes.map((flex) => ({
          value: flex,
          label: otherShaft
            ? t(`passport.flex.${flex}`)
            : t('passportWizard.stockOption', { value: t(`passport.flex.${flex}`) }),
        }))}
      />
    </section>
  )
}

function StockBadge() {
  const t = useT()
  return (
    <span className="ml-1 rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-[0.7rem] text-brand-800 uppercase tracking-wide">
      {t('passportWizard.stockBadge')}
    </span>
  )
}

type Translate = ReturnType<typeof useT>

/** "Loft bent 1.5°" for the declared modification of one of `kinds`, or null. */
function plain(t: Translate, modifications: ModificationForm[], kinds: ModificationKind[]): string | null {
  const found = modifications.find((m) => kinds.includes(m.kind as ModificationKind))
  if (!found) return null
  const label = t(`passport.modification.${found.kind as ModificationKind}`)
  const extra = found.amount || found.detail
  return extra ? `${label}: ${extra}` : label
}

function declaredNote(
  t: Translate,
  modifications: ModificationForm[],
  kinds: ModificationKind[],
): string | null {
  const text = plain(t, modifications, kinds)
  return text ? t('passportWizard.declared', { modification: text }) : null
}

/** A set's make-up ("5-PW + AW", shown back as its clubs) and each club's loft. */
function SetSpecs({
  specs,
  patch,
  error,
  stockModel,
}: {
  specs: SpecsForm
  patch: (change: Partial<SpecsForm>) => void
  error: (field: string) => string | null
  stockModel?: ClubModel
}) {
  const t = useT()
  const locale = useLocale()
  const parsed = parseSetMakeup(specs.setMakeup)
  const clubs = parsed.ok ? parsed.clubs : []
  const stockLoft = (club: string) => stockModel?.heads.find((head) => head.club === club)?.loft
  return (
    <div className="space-y-3">
      <Field
        label={t('passport.field.setMakeup')}
        hint={
          clubs.length
            ? `${t('passportWizard.setClubs', { clubs: clubs.join(', ') })} · ${t('passportWizard.setClubsCount', { count: clubs.length })}`
            : t('passportWizard.setMakeupHint')
        }
        error={error('setMakeup')}
        render={(props) => (
          <Input
            {...props}
            maxLength={60}
            className="max-w-60"
            value={specs.setMakeup}
            onChange={(event) => patch({ setMakeup: event.target.value })}
            onBlur={() => parsed.ok && clubs.length > 0 && patch({ setMakeup: formatSetMakeup(clubs) })}
          />
        )}
      />
      {clubs.length > 1 ? (
        <fieldset>
          <legend className="font-medium text-slate-700 text-sm">
            {t('passportWizard.clubLofts')}{' '}
            <span className="font-normal text-slate-500">({t('passportWizard.optional')})</span>
          </legend>
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
            {clubs.map((club) => {
              const stock = stockLoft(club)
              return (
                <Field
                  key={club}
                  label={club}
                  hint={
                    stock !== undefined
                      ? t('passport.stock', { value: `${formatGolfNumber(stock, locale)}°` })
                      : null
                  }
                  error={error(`clubLofts.${club}`)}
                  render={(props) => (
                    <Input
                      {...props}
                      inputMode="decimal"
                      value={specs.clubLofts[club] ?? ''}
                      onChange={(event) =>
                        patch({ clubLofts: { ...specs.clubLofts, [club]: event.target.value } })
                      }
                    />
                  )}
                />
              )
            })}
          </div>
        </fieldset>
      ) : null}
    </div>
  )
}

/** "My model isn't listed": the model's name and every spec, typed by the seller. */
function TypedSpecs({
  brand,
  specs,
  patch,
  error,
}: {
  brand: string
  specs: SpecsForm
  patch: (change: Partial<SpecsForm>) => void
  error: (field: string) => string | null
}) {
  const t = useT()
  const set = isSetClubType(specs.clubType as never)
  const ping = brand.trim().toLowerCase() === 'ping'
  const number = (field: 'loft' | 'lie' | 'length', label: string, hint: string) => (
    <SpecInput
      label={label}
      hint={hint}
      error={error(field)}
      kind="decimal"
      className="max-w-40"
      value={specs[field]}
      onChange={(value) => patch({ [field]: value })}
    />
  )
  return (
    <div className="space-y-5">
      <SpecInput
        label={t('passportWizard.modelName')}
        hint={t('passportWizard.modelNameHint')}
        error={error('modelName')}
        value={specs.modelName}
        onChange={(value) => patch({ modelName: value })}
      />
      <ChipGroup
        legend={t('passport.field.clubType')}
        name="club-type"
        value={specs.clubType}
        onChange={(clubType) => patch({ clubType })}
        error={error('clubType')}
        options={CLUB_TYPES.map((type) => ({ value: type, label: t(`passport.clubType.${type}`) }))}
      />
      {set ? (
        <SetSpecs specs={specs} patch={patch} error={error} />
      ) : (
        number('loft', t('passport.field.loft'), t('passportWizard.loftHint'))
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {number('lie', t('passport.field.lie'), t('passportWizard.lieHint'))}
        <ChipGroup
          legend={t('passport.field.lie')}
          name="lie-label"
          optional
          value={specs.lieLabel}
          onChange={(lieLabel) => patch({ lieLabel })}
          error={error('lieLabel')}
          options={[
            { value: '', label: t('passportWizard.lieLabelNone') },
            ...LIE_LABELS.map((label) => ({ value: label, label: t(`passport.lieLabel.${label}`) })),
          ]}
        />
      </div>
      {ping ? (
        <PingDotField
          value={specs.pingDot}
          onChange={(pingDot) => patch({ pingDot })}
          error={error('pingDot')}
        />
      ) : null}
      {number('length', t('passport.field.length'), t('passportWizard.lengthHint'))}
      <SpecInput
        label={t('passport.field.shaftModel')}
        hint={t('passportWizard.newShaftHint')}
        error={error('shaftModel')}
        value={specs.shaftModel}
        onChange={(value) => patch({ shaftModel: value })}
      />
      <ChipGroup
        legend={t('passport.field.shaftMaterial')}
        name="shaft-material"
        optional
        value={specs.shaftMaterial}
        onChange={(shaftMaterial) => patch({ shaftMaterial })}
        error={error('shaftMaterial')}
        options={SHAFT_MATERIALS.map((m) => ({ value: m, label: t(`passport.shaftMaterial.${m}`) }))}
      />
      <ChipGroup
        legend={t('passport.field.flex')}
        name="flex"
        optional
        value={specs.flex}
        onChange={(flex) => patch({ flex })}
        error={error('flex')}
        options={FLEXES.map((flex) => ({ value: flex, label: t(`passport.flex.${flex}`) }))}
      />
      <SpecInput
        label={t('passport.field.modelYear')}
        error={error('modelYear')}
        kind="numeric"
        className="max-w-32"
        value={specs.modelYear}
        onChange={(value) => patch({ modelYear: value })}
      />
    </div>
  )
}

function PingDotField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (value: string) => void
  error: string | null
}) {
  const t = useT()
  return (
    <Field
      label={t('passport.field.pingDot')}
      error={error}
      render={(props) => (
        <select
          {...props}
          className={`${inputClass} max-w-60`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{t('passportWizard.pingDotNone')}</option>
          {PING_DOTS.map((dot) => (
            <option key={dot} value={dot}>
              {t(`passport.pingDot.${dot}`)}
            </option>
          ))}
        </select>
      )}
    />
  )
}

/** What only the seller knows: who it is for, the hand, the grip, what comes with it. */
function OwnSpecs({
  brand,
  specs,
  patch,
  update,
  error,
}: {
  brand: string
  specs: SpecsForm
  patch: (change: Partial<SpecsForm>) => void
  update: (change: Partial<ListingForm>) => void
  error: (field: string) => string | null
}) {
  const t = useT()
  // A Scotty Cameron putter is asked about its certificate outright (issue #28), not among the extras.
  const certificateAsked = specs.clubType === 'putter' && asksForCertificate(brand, 'putter')
  const included = certificateAsked
    ? (['headcover', 'adjustmentTool'] as const)
    : (['headcover', 'adjustmentTool', 'certificate'] as const)
  const groupId = useId()
  return (
    <div className="space-y-5">
      <ChipGroup
        legend={t('passport.field.hand')}
        name="hand"
        value={specs.hand}
        onChange={(hand) => patch({ hand })}
        error={error('hand')}
        options={HANDS.map((hand) => ({ value: hand, label: t(`passport.hand.${hand}`) }))}
      />
      <ChipGroup
        legend={t('passport.field.player')}
        name="player"
        optional
        value={specs.player}
        // The player is also the listing's size, as SPEC writes it (app/selling/club-size.ts).
        onChange={(player) =>
          update({ specs: { ...specs, player }, size: PLAYER_SIZE[player as keyof typeof PLAYER_SIZE] ?? '' })
        }
        error={error('player')}
        options={PLAYERS.map((player) => ({ value: player, label: t(`passport.player.${player}`) }))}
      />
      {specs.clubType === 'wedge' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SpecInput
            label={t('passport.field.bounce')}
            error={error('bounce')}
            kind="decimal"
            value={specs.bounce}
            onChange={(value) => patch({ bounce: value })}
          />
          <SpecInput
            label={t('passport.field.grind')}
            error={error('grind')}
            value={specs.grind}
            onChange={(value) => patch({ grind: value })}
          />
        </div>
      ) : null}
      {specs.clubType === 'putter' ? (
        <ChipGroup
          legend={t('passport.field.putterHead')}
          name="putter-head"
          optional
          value={specs.putterHead}
          onChange={(putterHead) => patch({ putterHead })}
          error={error('putterHead')}
          options={PUTTER_HEADS.map((head) => ({ value: head, label: t(`passport.putterHead.${head}`) }))}
        />
      ) : null}
      {certificateAsked ? (
        <CertificateQuestion value={specs.certificate} onChange={(certificate) => patch({ certificate })} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SpecInput
          label={t('passport.field.gripModel')}
          error={error('gripModel')}
          value={specs.gripModel}
          onChange={(value) => patch({ gripModel: value })}
        />
      </div>
      <ChipGroup
        legend={t('passport.field.gripSize')}
        name="grip-size"
        optional
        value={specs.gripSize}
        onChange={(gripSize) => patch({ gripSize })}
        error={error('gripSize')}
        options={GRIP_SIZES.map((size) => ({ value: size, label: t(`passport.gripSize.${size}`) }))}
      />
      <fieldset aria-labelledby={groupId}>
        <legend id={groupId} className="font-medium text-slate-700 text-sm">
          {t('passport.field.included')}
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {included.map((item) => (
            <label key={item} className="inline-flex items-center gap-2 text-slate-800 text-sm">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300 accent-brand-700"
                checked={specs[item]}
                onChange={(event) => patch({ [item]: event.target.checked })}
              />
              {t(`passport.included.${item}` as MessageKey)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  )
}

/**
 * A typed spec: the labelled field every text or number of the passport shares. Texts keep to the
 * server's limit; numbers bring the phone's decimal or numeric keyboard.
 */
function SpecInput({
  label,
  hint,
  error,
  kind = 'text',
  className,
  value,
  onChange,
}: {
  label: string
  hint?: string | null
  error: string | null
  kind?: 'text' | 'decimal' | 'numeric'
  className?: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      render={(props) => (
        <Input
          {...props}
          {...(kind === 'text' ? { maxLength: MAX_SPEC_TEXT } : { inputMode: kind })}
          className={className}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    />
  )
}
