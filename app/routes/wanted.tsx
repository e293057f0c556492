import { data, useLoaderData } from 'react-router'
import { requireUser } from '~/accounts/guards.server'
import { WantedPage } from '~/catalog/components/wanted-page'
import { isUuid } from '~/catalog/product'
import {
  catalogueBrands,
  deleteWanted,
  FLEXES,
  HANDS,
  listingsForWanted,
  listWanted,
  MAX_WANTED_REQUESTS,
  parseWantedForm,
  SHAFT_MATERIALS,
  saveWanted,
  setWantedAlert,
  type WantedModelChoice,
  wantedModelChoice,
  wantedModelsOfBrand,
} from '~/catalog/wanted.server'
import { pageMeta } from '~/i18n/meta'
import { dataWithToast } from '~/platform/toast.server'
import type { Route } from './+types/wanted'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'wanted.title', description: 'wanted.metaDescription' })

/**
 * Set completion (issue #30 item 4): the signed-in golfer's wanted requests, each with the listings
 * that complete it, and the form for a new one. `?brand=` lists that brand's sets; `?model=` (id or
 * slug: the model page's link) picks one. Personal: never cached (requireUser's page is private).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request)
  const url = new URL(request.url)
  const modelParam = url.searchParams.get('model') ?? ''
  const picked: WantedModelChoice | null = modelParam ? await wantedModelChoice(modelParam) : null
  const brand = picked?.brand ?? (url.searchParams.get('brand') ?? '').trim().slice(0, 60)
  const [brands, models, requests] = await Promise.all([
    catalogueBrands(),
    brand ? wantedModelsOfBrand(brand) : Promise.resolve([]),
    listWanted(viewer.id),
  ])
  const withListings = await Promise.all(
    requests.map(async (wanted) => ({ wanted, listings: await listingsForWanted(wanted) })),
  )
  return data(
    {
      brands,
      brand,
      models,
      pickedModelId: picked?.id ?? '',
      choices: { hands: HANDS, shafts: SHAFT_MATERIALS, flexes: FLEXES },
      requests: withListings,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** `intent=save` (a new request), `alert` (on/off, by `id`) and `delete` (by `id`), the owner's only. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireUser(request)
  const form = await request.formData()
  const intent = form.get('intent')
  const fail = (
    status: number,
    description: Parameters<typeof dataWithToast>[1]['description'],
    errors = {},
  ) =>
    dataWithToast({ ok: false, errors }, { type: 'error', title: 'wanted.failed', description }, { status })

  if (intent === 'save') {
    const parsed = parseWantedForm({
      clubModelId: text(form, 'clubModelId'),
      setClubs: form.getAll('setClubs').filter((v): v is string => typeof v === 'string'),
      missingClubs: form.getAll('missingClubs').filter((v): v is string => typeof v === 'string'),
      shaftMaterial: text(form, 'shaftMaterial'),
      shaftModel: text(form, 'shaftModel'),
      flex: text(form, 'flex'),
      hand: text(form, 'hand'),
    })
    if (!parsed.ok) return fail(400, Object.values(parsed.errors)[0] ?? 'wanted.failedText', parsed.errors)
    const outcome = await saveWanted(viewer.id, parsed.input)
    if (!outcome.ok) {
      if (outcome.reason === 'unknown-model')
        return fail(400, 'wanted.unknownModel', { clubModelId: 'wanted.unknownModel' })
      return dataWithToast(
        { ok: false, errors: {} },
        {
          type: 'error',
          title: 'wanted.failed',
          description: 'wanted.tooMany',
          values: { max: MAX_WANTED_REQUESTS },
        },
        { status: 409 },
      )
    }
    return dataWithToast(
      { ok: true, errors: {} },
      { type: 'success', title: 'wanted.saved', description: 'wanted.savedText' },
    )
  }
  const id = text(form, 'id')
  if (!isUuid(id)) return fail(404, 'wanted.failedText')
  if (intent === 'delete') {
    if (!(await deleteWanted(viewer.id, id))) return fail(404, 'wanted.failedText')
    return dataWithToast({ ok: true, errors: {} }, { type: 'success', title: 'wanted.deleted' })
  }
  if (intent === 'alert') {
    const on = form.get('alert') === 'on'
    if (!(await setWantedAlert(viewer.id, id, on))) return fail(404, 'wanted.failedText')
    return dataWithToast(
      { ok: true, errors: {} },
      { type: 'success', title: on ? 'wanted.alertOn' : 'wanted.alertOff' },
    )
  }
  return fail(400, 'wanted.failedText')
}

export default function Wanted() {
  const loaderData = useLoaderData<typeof loader>()
  return <WantedPage {...loaderData} />
}
