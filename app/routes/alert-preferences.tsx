import { useLoaderData } from 'react-router'
import { requireUser } from '~/accounts/guards.server'
import { ALERT_EMAIL_KINDS, isAlertEmailKind } from '~/alerts/alert-kinds'
import { disabledAlertKinds, setEnabledAlertKinds } from '~/alerts/preferences.server'
import { pageMeta } from '~/i18n/meta'
import { useT } from '~/i18n/react'
import { dataWithToast } from '~/platform/toast.server'
import { buttonClass } from '~/ui/button'
import { Container } from '~/ui/container'
import { Form, Link } from '~/ui/link'
import type { Route } from './+types/alert-preferences'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'alerts.preferences.title', description: 'alerts.preferences.metaDescription' })

/** Login required: one switch per kind of alert e-mail. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request)
  const disabled = await disabledAlertKinds(viewer.id)
  return { kinds: ALERT_EMAIL_KINDS.map((kind) => ({ kind, enabled: !disabled.includes(kind) })) }
}

/** The ticked kinds are on, every other kind is off. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireUser(request)
  const form = await request.formData()
  const enabled = form.getAll('kind').filter(isAlertEmailKind)
  await setEnabledAlertKinds(viewer.id, enabled)
  return dataWithToast({ ok: true }, { type: 'success', title: 'alerts.preferences.saved' })
}

export default function AlertPreferencesPage() {
  const { kinds } = useLoaderData<typeof loader>()
  const t = useT()
  return (
    <Container className="max-w-2xl py-8 sm:py-10">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{t('alerts.preferences.title')}</h1>
      <p className="mt-2 text-slate-600">{t('alerts.preferences.subtitle')}</p>
      <Form method="post" className="mt-6 space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
        <fieldset className="space-y-3">
          <legend className="sr-only">{t('alerts.preferences.title')}</legend>
          {kinds.map(({ kind, enabled }) => (
            <label key={kind} className="flex items-center gap-3 text-slate-800">
              <input
                type="checkbox"
                name="kind"
                value={kind}
                defaultChecked={enabled}
                className="size-5 rounded border-slate-300 accent-brand-700"
              />
              {t(`alerts.kind.${kind}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={buttonClass('primary', 'md', 'mt-2')}>
          {t('alerts.preferences.save')}
        </button>
      </Form>
      <p className="mt-4">
        <Link to="/saved-searches" className="text-brand-700 text-sm underline hover:text-brand-800">
          {t('alerts.preferences.searches')}
        </Link>
      </p>
    </Container>
  )
}
