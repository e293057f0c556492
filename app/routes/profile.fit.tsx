import { ArrowLeft, Lock } from 'lucide-react'
import { data, useActionData, useLoaderData, useNavigation } from 'react-router'
import { FormAlert } from '~/accounts/components/form-alert'
import { SandPage } from '~/accounts/components/sand-page'
import { requireUser } from '~/accounts/guards.server'
import { FitDataActions } from '~/catalog/fit/components/fit-data-actions'
import { FitEstimate } from '~/catalog/fit/components/fit-estimate'
import { GolferProfileForm } from '~/catalog/fit/components/golfer-profile-form'
import { explainFit } from '~/catalog/fit/fit-chart'
import {
  deleteGolferProfile,
  golferProfileUpdatedAt,
  readGolferProfile,
  saveGolferProfile,
} from '~/catalog/fit/golfer-profile.server'
import {
  formValuesOfProfile,
  type GolferProfileErrors,
  type GolferProfileFormValues,
  parseGolferProfileForm,
} from '~/catalog/fit/golfer-profile-form'
import { formatLongDate } from '~/i18n/format'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { localePath } from '~/i18n/paths'
import { useLocale, useT } from '~/i18n/react'
import { PERSONAL_CACHE_CONTROL } from '~/platform/personal-pages'
import { redirectWithToast } from '~/platform/toast.server'
import { Container } from '~/ui/container'
import { Link } from '~/ui/link'
import type { Route } from './+types/profile.fit'

/** Private to the member: never kept by a shared cache (issue #30 item 5, ARCHITECTURE "Golf knowledge"). */
const PRIVATE = { 'Cache-Control': PERSONAL_CACHE_CONTROL }

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'golferProfile.title', description: 'golferProfile.metaDescription' })

export function headers() {
  return PRIVATE
}

/** Login required: the member's own fitting data, the estimate from it, and their data's actions. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request)
  const locale = requestLocale(request)
  const [profile, updatedAt] = await Promise.all([
    readGolferProfile(viewer.id),
    golferProfileUpdatedAt(viewer.id),
  ])
  return data(
    {
      values: formValuesOfProfile(profile, locale),
      explanation: profile ? explainFit(profile) : null,
      updatedAt: updatedAt?.toISOString() ?? null,
    },
    { headers: PRIVATE },
  )
}

export interface GolferProfileReply {
  errors: GolferProfileErrors
  values: GolferProfileFormValues
}

/** Saves the profile (400 with every field's error and what was typed), or deletes it. */
export async function action({ request }: Route.ActionArgs) {
  // The row is the session's member: no id is read from the form.
  const viewer = await requireUser(request)
  const locale = requestLocale(request)
  const form = await request.formData()
  const here = localePath('/profile/fit', locale)
  if (form.get('intent') === 'delete') {
    const deleted = await deleteGolferProfile(viewer.id)
    return redirectWithToast(
      here,
      { type: 'success', title: deleted ? 'golferProfile.data.deleted' : 'golferProfile.data.nothing' },
      { headers: PRIVATE },
    )
  }
  const parsed = parseGolferProfileForm(form, locale)
  if (!parsed.ok) {
    return data<GolferProfileReply>(
      { errors: parsed.errors, values: parsed.values },
      { status: 400, headers: PRIVATE },
    )
  }
  await saveGolferProfile(viewer.id, parsed.profile)
  return redirectWithToast(here, { type: 'success', title: 'golferProfile.saved' }, { headers: PRIVATE })
}

export default function GolferProfilePage() {
  const t = useT()
  const locale = useLocale()
  const { values, explanation, updatedAt } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as GolferProfileReply | undefined
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
  return (
    <SandPage className="py-6 sm:py-12">
      <Container className="max-w-3xl space-y-6">
        <Link
          to="/profile"
          className="inline-flex min-h-11 items-center gap-1 text-brand-700 text-sm underline hover:text-brand-800"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('golferProfile.back')}
        </Link>
        <header>
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
            {t('golferProfile.title')}
          </h1>
          <p className="mt-2 text-slate-700">{t('golferProfile.intro')}</p>
          <p className="mt-3 flex gap-2 text-slate-600 text-sm">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{t('golferProfile.private')}</span>
          </p>
          {updatedAt ? (
            <p className="mt-1 text-slate-500 text-xs">
              {t('golferProfile.updatedAt', { date: formatLongDate(updatedAt, locale) })}
            </p>
          ) : null}
        </header>
        <FitEstimate explanation={explanation} />
        {reply ? (
          <FormAlert tone="error" title={t('golferProfile.error.form')}>
            {t('golferProfile.error.formText')}
          </FormAlert>
        ) : null}
        <GolferProfileForm
          key={updatedAt ?? 'none'}
          values={reply?.values ?? values}
          errors={reply?.errors ?? {}}
          pending={pending}
        />
        <FitDataActions hasProfile={explanation !== null} />
        {/* Set completion (issue #30 item 4): the golfer's set and the clubs it lacks. */}
        <p className="mt-6 text-slate-700 text-sm">
          {t('wanted.profileLinkText')}{' '}
          <Link to="/wanted" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {t('wanted.modelLink')}
          </Link>
        </p>
      </Container>
    </SandPage>
  )
}
