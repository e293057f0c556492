import { UserRound } from 'lucide-react'
import { redirect, useActionData, useLoaderData, useNavigation } from 'react-router'
import { FormAlert } from '~/accounts/components/form-alert'
import { ProfileFields } from '~/accounts/components/profile-fields'
import { SandPage } from '~/accounts/components/sand-page'
import { useFormValidation } from '~/accounts/components/use-form-validation'
import { getAccountProfile, saveProfile, splitFullName } from '~/accounts/profiles.server'
import { safeRedirectTo } from '~/accounts/redirect-to'
import { type FormReply, refuseInput, refuseRequest } from '~/accounts/responses.server'
import { loadProfileSchema } from '~/accounts/schema-loaders'
import {
  type ProfileFormValues,
  profileFormInput,
  profileFormValues,
  profileSchema,
} from '~/accounts/schemas'
import { getViewer } from '~/accounts/viewer.server'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { localePath } from '~/i18n/paths'
import { useT } from '~/i18n/react'
import { log } from '~/platform/log.server'
import { redirectWithToast } from '~/platform/toast.server'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { Container } from '~/ui/container'
import { validate } from '~/ui/form'
import { Form } from '~/ui/link'
import type { Route } from './+types/complete-profile'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'completeProfile.title', description: 'completeProfile.metaDescription' })

/**
 * SPEC §2: reachable on purpose only — right after sign-up (`?new=1`, the new-signup flag) or when an
 * incomplete profile is being forced (`?force=1`). Otherwise a signed-in user goes to /home and a
 * visitor to /signup.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request)
  if (!viewer) throw redirect(localePath('/signup', requestLocale(request)))
  const params = new URL(request.url).searchParams
  if (params.get('new') !== '1' && params.get('force') !== '1')
    throw redirect(localePath('/home', requestLocale(request)))
  const account = await getAccountProfile(viewer.id)
  if (!account) throw redirect(localePath('/signup', requestLocale(request)))
  const { profile } = account
  const fromSignUp = splitFullName(account.accountName)
  const values: ProfileFormValues = {
    name: profile?.name ?? fromSignUp.name,
    surname: profile?.surname ?? fromSignUp.surname,
    areaCode: profile?.areaCode ?? '',
    phoneNumber: profile?.phoneNumber ?? '',
    city: profile?.city ?? '',
    postalCode: profile?.postalCode ?? '',
    userType: profile?.userType ?? 'both',
    sellerKind: profile?.sellerKind ?? 'private',
    sportsInterests: profile?.sportsInterests ?? [],
  }
  // Where the new user was going before signing up (Add to cart, Contact seller…): next after this.
  const redirectTo = safeRedirectTo(params.get('redirectTo'), '')
  return { email: account.email, values, redirectTo }
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await getViewer(request)
  if (!viewer) throw redirect(localePath('/signup', requestLocale(request)))
  const formData = await request.formData()
  const values = profileFormValues(formData)
  const input = validate(profileSchema, profileFormInput(formData))
  if (!input.success) return refuseInput(input.errors, values, { generic: true })
  try {
    await saveProfile(viewer.id, input.data, {
      locale: requestLocale(request),
    })
  } catch (error) {
    log.error('profile.complete_failed', { error, userId: viewer.id })
    return refuseRequest(
      { status: 500, title: 'profile.error', description: 'profile.completeFailed' },
      values,
    )
  }
  return redirectWithToast(
    localePath(safeRedirectTo(formData.get('redirectTo'), '/home'), requestLocale(request)),
    {
      type: 'success',
      title: 'profile.completed',
    },
  )
}

export default function CompleteProfile() {
  const t = useT()
  const { email, values, redirectTo } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply<ProfileFormValues> | undefined
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting'
  const { errors, onSubmit, onChange } = useFormValidation(loadProfileSchema, {
    serverErrors: reply?.errors,
    read: profileFormInput,
    generic: true,
  })

  return (
    <SandPage>
      <Container className="max-w-3xl">
        <div className="mb-8 flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-700 text-white">
            <UserRound className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
              {t('completeProfile.title')}
            </h1>
            <p className="mt-1 text-slate-600">{t('completeProfile.subtitle')}</p>
          </div>
        </div>
        <Card className="p-6 sm:p-8">
          {reply?.failure ? (
            <FormAlert tone="error" title={t(reply.failure.title)} className="mb-8">
              {reply.failure.description ? t(reply.failure.description) : null}
            </FormAlert>
          ) : null}
          <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange}>
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <ProfileFields values={reply?.values ?? values} errors={errors} email={email} />
            <div className="mt-10 flex justify-end border-slate-100 border-t pt-6">
              <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
                {pending ? t('completeProfile.pending') : t('completeProfile.submit')}
              </Button>
            </div>
          </Form>
        </Card>
      </Container>
    </SandPage>
  )
}
