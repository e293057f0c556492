import { useActionData, useLoaderData, useNavigation } from 'react-router'
import { callerOf, resetPassword } from '~/accounts/authentication.server'
import {
  AuthFailureAlert,
  BackToSignInFooter,
  NewPasswordFields,
} from '~/accounts/components/auth-form-parts'
import { AuthLayout } from '~/accounts/components/auth-layout'
import { FormAlert } from '~/accounts/components/form-alert'
import { useFormValidation } from '~/accounts/components/use-form-validation'
import { type FormReply, refuseInput, refuseRequest } from '~/accounts/responses.server'
import { loadResetPasswordSchema } from '~/accounts/schema-loaders'
import { resetPasswordSchema } from '~/accounts/schemas'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { localePath } from '~/i18n/paths'
import { useT } from '~/i18n/react'
import { redirectWithToast } from '~/platform/toast.server'
import { Button, ButtonLink } from '~/ui/button'
import { validate } from '~/ui/form'
import { Form, Link } from '~/ui/link'
import type { Route } from './+types/reset-password'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'auth.reset.title', description: 'auth.reset.metaDescription' })

/** The token arrives in the link of the reset e-mail (…/reset-password?token=…). */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const values = {}
  const input = validate(resetPasswordSchema, Object.fromEntries(formData))
  if (!input.success) return refuseInput(input.errors, values)
  const result = await resetPassword(
    input.data.token,
    input.data.password,
    callerOf(request, context.clientIp),
  )
  if (!result.ok) return refuseRequest(result.failure, values)
  return redirectWithToast(localePath('/auth', requestLocale(request)), {
    type: 'success',
    title: 'auth.reset.success',
    description: 'auth.reset.successDescription',
  })
}

export default function ResetPassword() {
  const t = useT()
  const { token } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply<object> | undefined
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting'
  const { errors, onSubmit, onChange } = useFormValidation(loadResetPasswordSchema, {
    serverErrors: reply?.errors,
  })
  const failure = reply?.failure

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={<BackToSignInFooter />}
    >
      {token ? (
        <div className="space-y-5">
          <AuthFailureAlert failure={failure}>
            <Link to="/forgot-password" className="font-semibold underline">
              {t('auth.reset.requestNew')}
            </Link>
          </AuthFailureAlert>
          <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
            <input type="hidden" name="token" value={token} />
            <NewPasswordFields errors={errors} passwordLabel="auth.reset.newPassword" />
            <Button type="submit" size="lg" className="w-full" disabled={pending}>
              {pending ? t('auth.reset.pending') : t('auth.reset.submit')}
            </Button>
          </Form>
        </div>
      ) : (
        <div className="space-y-5">
          <FormAlert tone="info" title={t('auth.reset.failed')}>
            {t('auth.reset.missingToken')}
          </FormAlert>
          <ButtonLink to="/forgot-password" size="lg" className="w-full">
            {t('auth.reset.requestNew')}
          </ButtonLink>
        </div>
      )}
    </AuthLayout>
  )
}
