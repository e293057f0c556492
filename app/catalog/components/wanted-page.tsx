import { useState } from 'react'
import { useActionData, useNavigation, useSubmit } from 'react-router'
import type { MessageKey } from '~/i18n'
import { useT } from '~/i18n/react'
import { buttonClass } from '~/ui/button'
import { Container } from '~/ui/container'
import { Field, inputClass } from '~/ui/field'
import { Form } from '~/ui/link'
import type { ProductCardData } from '../browse'
import type { WantedMatch, WantedRequest } from '../wanted'
import { ProductCard } from './product-card'

interface ModelChoice {
  id: string
  brand: string
  model: string
  clubType: string
  releaseYear: number
  clubs: string[]
}

interface RequestView {
  wanted: WantedRequest & { model: { brand: string; model: string; clubType: string; slug: string } }
  listings: { card: ProductCardData; match: WantedMatch; flex: string | null; shaftModel: string | null }[]
}

/** The `wanted` page (issue #30 item 4): the form for a set and its missing clubs, then each request with its matches. */
/** The form's hands, shaft materials and flexes (sent by the loader: importing the lists here would split them into a chunk of their own on every page's first load). */
export interface WantedChoices {
  hands: readonly string[]
  shafts: readonly string[]
  flexes: readonly string[]
}

export function WantedPage({
  brands,
  brand,
  models,
  pickedModelId,
  choices,
  requests,
}: {
  brands: string[]
  brand: string
  models: ModelChoice[]
  pickedModelId: string
  choices: WantedChoices
  requests: RequestView[]
}) {
  const t = useT()
  return (
    <Container className="py-8 sm:py-10">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{t('wanted.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t('wanted.subtitle')}</p>
      <WantedForm
        brands={brands}
        brand={brand}
        models={models}
        pickedModelId={pickedModelId}
        choices={choices}
      />
      <section aria-labelledby="wanted-requests" className="mt-10">
        <h2 id="wanted-requests" className="font-semibold text-slate-900 text-xl">
          {t('wanted.requests')}
        </h2>
        {requests.length === 0 ? (
          <p className="mt-3 text-slate-600">{t('wanted.empty')}</p>
        ) : (
          <ul className="mt-4 space-y-8">
            {requests.map((request) => (
              <WantedRequestItem key={request.wanted.id} request={request} />
            ))}
          </ul>
        )}
      </section>
    </Container>
  )
}

function WantedForm({
  brands,
  brand,
  models,
  pickedModelId,
  choices,
}: {
  brands: string[]
  brand: string
  models: ModelChoice[]
  pickedModelId: string
  choices: WantedChoices
}) {
  const t = useT()
  const submit = useSubmit()
  const navigation = useNavigation()
  const result = useActionData<{ ok: boolean; errors: Record<string, MessageKey> }>()
  const errors = result && !result.ok ? result.errors : {}
  const [modelId, setModelId] = useState(pickedModelId)
  const model = models.find((m) => m.id === modelId) ?? null
  const error = (field: string) => (errors[field] ? t(errors[field]) : null)
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'

  return (
    <section
      aria-labelledby="wanted-form"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="wanted-form" className="font-semibold text-lg text-slate-900">
        {t('wanted.form.title')}
      </h2>
      {/* The brand reloads the page with its sets (a GET form: works without JavaScript too). */}
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <Field
          className="min-w-48 flex-1"
          label={t('wanted.form.brand')}
          render={(props) => (
            <select
              {...props}
              name="brand"
              defaultValue={brand}
              className={inputClass}
              onChange={(event) => {
                setModelId('')
                submit(event.currentTarget.form, { preventScrollReset: true, replace: true })
              }}
            >
              <option value="">{t('wanted.form.brandPick')}</option>
              {brands.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        />
        <noscript>
          <button type="submit" className={buttonClass('outline')}>
            {t('wanted.form.showModels')}
          </button>
        </noscript>
      </Form>
      {models.length > 0 ? (
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" key={brand}>
          <input type="hidden" name="intent" value="save" />
          <Field
            className="sm:col-span-2"
            label={t('wanted.form.model')}
            error={error('clubModelId')}
            render={(props) => (
              <select
                {...props}
                name="clubModelId"
                value={modelId}
                onChange={(event) => setModelId(event.currentTarget.value)}
                className={inputClass}
              >
                <option value="">{t('wanted.form.modelPick')}</option>
                {models.map((m) => (
                  <option key={m.id} value={m.id}>
                    {`${m.brand} ${m.model} (${t(`passport.clubType.${m.clubType}` as MessageKey)}, ${m.releaseYear})`}
                  </option>
                ))}
              </select>
            )}
          />
          <Choice
            name="hand"
            label={t('wanted.form.hand')}
            error={error('hand')}
            options={choices.hands.map((v) => [v, t(`passport.hand.${v}` as MessageKey)])}
          />
          <Choice
            name="shaftMaterial"
            label={t('wanted.form.shaft')}
            error={error('shaftMaterial')}
            options={choices.shafts.map((v) => [v, t(`passport.shaftMaterial.${v}` as MessageKey)])}
          />
          <Field
            label={t('wanted.form.shaftModel')}
            error={error('shaftModel')}
            render={(props) => <input {...props} name="shaftModel" maxLength={80} className={inputClass} />}
          />
          <Choice
            name="flex"
            label={t('wanted.form.flex')}
            error={error('flex')}
            options={choices.flexes.map((v) => [v, t(`passport.flex.${v}` as MessageKey)])}
          />
          {model ? (
            <fieldset
              className="sm:col-span-2"
              aria-describedby={errors.missingClubs ? 'wanted-missing-error' : undefined}
            >
              <legend className="mb-2 font-medium text-slate-700 text-sm">{t('wanted.form.missing')}</legend>
              {model.clubs.map((club) => (
                <input key={club} type="hidden" name="setClubs" value={club} />
              ))}
              <div className="flex flex-wrap gap-2">
                {model.clubs.map((club) => (
                  <label
                    key={club}
                    className="flex min-h-11 min-w-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="checkbox"
                      name="missingClubs"
                      value={club}
                      className="size-4 accent-brand-700"
                    />
                    <span className="font-medium text-slate-900">{club}</span>
                  </label>
                ))}
              </div>
              {errors.missingClubs ? (
                <p id="wanted-missing-error" role="alert" className="mt-1 text-red-600 text-sm">
                  {t(errors.missingClubs)}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClass('primary')} disabled={saving}>
              {t('wanted.form.save')}
            </button>
            <p className="mt-2 text-slate-500 text-sm">{t('wanted.form.alertNote')}</p>
          </div>
        </Form>
      ) : null}
    </section>
  )
}

function Choice({
  name,
  label,
  error,
  options,
}: {
  name: string
  label: string
  error: string | null
  options: [string, string][]
}) {
  const t = useT()
  return (
    <Field
      label={label}
      error={error}
      render={(props) => (
        <select {...props} name={name} defaultValue="" className={inputClass}>
          <option value="">{t('wanted.form.any')}</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    />
  )
}

function WantedRequestItem({ request }: { request: RequestView }) {
  const t = useT()
  const { wanted, listings } = request
  const name = `${wanted.model.brand} ${wanted.model.model}`
  const details = [
    wanted.hand ? t(`passport.hand.${wanted.hand}`) : null,
    wanted.shaftMaterial
      ? t('wanted.details.shaft', { material: t(`passport.shaftMaterial.${wanted.shaftMaterial}`) })
      : null,
    wanted.shaftModel,
    wanted.flex ? t('wanted.details.flex', { flex: wanted.flex }) : null,
  ].filter(Boolean)
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="wanted-request">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-lg text-slate-900">{name}</h3>
          <p className="font-medium text-brand-800">
            {t('wanted.missing', { clubs: wanted.missingClubs.join(', ') })}
          </p>
          {details.length > 0 ? <p className="text-slate-500 text-sm">{details.join(' · ')}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Form method="post" className="flex items-center gap-2">
            <input type="hidden" name="intent" value="alert" />
            <input type="hidden" name="id" value={wanted.id} />
            <label className="flex min-h-11 items-center gap-2 text-slate-700 text-sm">
              <input
                type="checkbox"
                name="alert"
                defaultChecked={wanted.alert}
                className="size-4 accent-brand-700"
              />
              {t('wanted.alert')}
            </label>
            <button type="submit" className={buttonClass('outline', 'sm', 'whitespace-nowrap')}>
              {t('wanted.alertSave')}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={wanted.id} />
            <button
              type="submit"
              className={buttonClass('outline', 'sm')}
              aria-label={t('wanted.deleteNamed', { name })}
            >
              {t('wanted.delete')}
            </button>
          </Form>
        </div>
      </div>
      <h4 className="mt-4 font-medium text-slate-800">{t('wanted.results')}</h4>
      {listings.length === 0 ? (
        <p className="mt-2 text-slate-600 text-sm">{t('wanted.noResults')}</p>
      ) : (
        <ul
          className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
          data-testid="wanted-results"
        >
          {listings.map(({ card, match }) => (
            <li key={card.id} className="space-y-1" data-testid="wanted-result">
              <p className="flex flex-wrap gap-2 text-xs">
                <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
                  {t(match.kind === 'single' ? 'wanted.match.single' : 'wanted.match.set', {
                    clubs: match.clubs.join(', '),
                  })}
                </span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
                  {t(match.sameShaft ? 'wanted.match.sameShaft' : 'wanted.match.otherShaft')}
                </span>
              </p>
              <ProductCard product={card} />
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
