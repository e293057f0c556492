import { redirect, useActionData, useLoaderData, useNavigation } from 'react-router'
import {
  callerOf,
  signInProviders,
  signInWithEmail,
  startSocialSignIn,
} from '~/accounts/authentication.server'
import { AuthFailureAlert, AuthSwitchFooter, EmailField } from '~/accounts/components/auth-form-parts'
import { AuthLayout } from '~/accounts/components/auth-layout'
import { FormAlert } from '~/accounts/components/form-alert'
import { PasswordInput } from '~/accounts/components/password-input'
import { SocialButtons } from '~/accounts/components/social-buttons'
import { useFormValidation } from '~/accounts/components/use-form-validation'
import { safeRedirectTo, signUpPath } from '~/accounts/redirect-to'
import { cookieHeaders, type FormReply, refuseInput, refuseRequest } from '~/accounts/responses.server'
import { loadSignInSchema } from '~/accounts/schema-loaders'
import { signInSchema } from '~/accounts/schemas'
import { getViewer } from '~/accounts/viewer.server'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { localePath } from '~/i18n/paths'
import { useT } from '~/i18n/react'
import { redirectWithToast } from '~/platform/toast.server'
import { Button } from '~/ui/button'
import { Field } from '~/ui/field'
import { typedValues, validate } from '~/ui/form'
import { Form, Link } from '~/ui/link'
import type { Route } from './+types/auth'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'auth.signIn.title', description: 'auth.signIn.metaDescription' })

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const redirectTo = safeRedirectTo(url.searchParams.get('redirectTo'))
  if (await getViewer(request)) throw redirect(localePath(redirectTo, requestLocale(request)))
  return {
    providers: signInProviders(),
    redirectTo,
    // Sent here by a protected page (SPEC §4): say why.
    signInRequired: redirectTo !== '/',
    // A third-party sign-in that did not complete comes back with ?error=<code>.
    providerError: url.searchParams.get('error'),
  }
}

type Values = { email: string; rememberMe: string }

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const caller = callerOf(request, context.clientIp)
  const redirectTo = safeRedirectTo(formData.get('redirectTo'))
  const values: Values = typedValues(formData, ['email', 'rememberMe'])

  if (formData.get('intent') === 'social') {
    const started = await startSocialSignIn(String(formData.get('provider') ?? ''), redirectTo, caller)
    if (!started.ok) return refuseRequest(started.failure, values)
    return redirect(started.url, { headers: cookieHeaders(started.setCookies) })
  }

  const input = validate(signInSchema, Object.fromEntries(formData))
  if (!input.success) return refuseInput(input.errors, values)
  const result = await signInWithEmail(input.data, caller)
  if (!result.ok) return refuseRequest(result.failure, values)
  return redirectWithToast(
    localePath(redirectTo, requestLocale(request)),
    { type: 'success', title: 'auth.welcomeBack' },
    { headers: cookieHeaders(result.setCookies) },
  )
}

export default function SignIn() {
  const t = useT()
  const { providers, redirectTo, signInRequired, providerError } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply<Values> | undefined
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'email'
  const { errors, onSubmit, onChange } = useFormValidation(loadSignInSchema, { serverErrors: reply?.errors })
  const failure = reply?.failure

  return (
    <AuthLayout
      title={t('auth.signIn.title')}
      subtitle={t('auth.signIn.subtitle')}
      footer={
        <AuthSwitchFooter
          prompt="auth.signIn.noAccount"
          to={signUpPath(redirectTo)}
          linkLabel="auth.signIn.signUpLink"
        />
      }
    >
      <div className="space-y-5">
        {signInRequired && !failure ? (
          <FormAlert tone="info" title={t('auth.signInRequired')}>
            {t('auth.signInRequiredDescription')}
          </FormAlert>
        ) : null}
        {providerError && !failure ? (
          <FormAlert tone="error" title={t('auth.signInError')}>
            {providerError.replaceAll('_', ' ')}
          </FormAlert>
        ) : null}
        <AuthFailureAlert failure={failure} />

        <SocialButtons providers={providers} redirectTo={redirectTo} />

        <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
          <input type="hidden" name="intent" value="email" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <EmailField error={errors.email} defaultValue={reply?.values.email} />
          <Field
            label={t('auth.password')}
            error={errors.password ? t(errors.password) : null}
            render={(props) => <PasswordInput {...props} name="password" autoComplete="current-password" />}
          />
          <div className="flex items-center justify-between gap-4 text-sm">
            <label className="flex items-center gap-2 text-slate-700">
              <input
                type="checkbox"
                name="rememberMe"
                defaultChecked={reply ? reply.values.rememberMe === 'on' : true}
                className="size-4 rounded border-slate-300 accent-brand-700"
              />
              {t('auth.rememberMe')}
            </label>
            <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
              {t('auth.forgotPassword')}
            </Link>
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? t('auth.signIn.pending') : t('auth.signIn.submit')}
          </Button>
        </Form>
      </div>
    </AuthLayout>
  )
}
