import { redirect, useActionData, useLoaderData, useNavigation } from 'react-router'
import {
  callerOf,
  signInProviders,
  signUpWithEmail,
  startSocialSignIn,
} from '~/accounts/authentication.server'
import {
  AuthFailureAlert,
  AuthSwitchFooter,
  EmailField,
  NewPasswordFields,
} from '~/accounts/components/auth-form-parts'
import { AuthLayout } from '~/accounts/components/auth-layout'
import { SocialButtons } from '~/accounts/components/social-buttons'
import { useFormValidation } from '~/accounts/components/use-form-validation'
import { homeOf } from '~/accounts/guards.server'
import { safeRedirectTo, signInPath, withRedirectTo } from '~/accounts/redirect-to'
import { cookieHeaders, type FormReply, refuseInput, refuseRequest } from '~/accounts/responses.server'
import { loadSignUpSchema } from '~/accounts/schema-loaders'
import { signUpSchema } from '~/accounts/schemas'
import { getViewer } from '~/accounts/viewer.server'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { localePath } from '~/i18n/paths'
import { useT } from '~/i18n/react'
import { redirectWithToast } from '~/platform/toast.server'
import { Button } from '~/ui/button'
import { Field, Input } from '~/ui/field'
import { typedValues, validate } from '~/ui/form'
import { Form, Link } from '~/ui/link'
import type { Route } from './+types/signup'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'auth.signUp.title', description: 'auth.signUp.metaDescription' })

/** After sign-up the profile comes next; `new=1` is the new-signup flag that lets /complete-profile open. */
const AFTER_SIGN_UP = '/complete-profile?new=1'

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request)
  if (viewer) throw redirect(localePath(homeOf(viewer), requestLocale(request)))
  // Where the visitor was going (Add to cart, Contact seller…): kept through sign-up and profile completion.
  const redirectTo = safeRedirectTo(new URL(request.url).searchParams.get('redirectTo'))
  return { providers: signInProviders(), redirectTo }
}

type Values = { name: string; email: string }

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const caller = callerOf(request, context.clientIp)
  const values: Values = typedValues(formData, ['name', 'email'])
  const redirectTo = safeRedirectTo(formData.get('redirectTo'))

  if (formData.get('intent') === 'social') {
    const started = await startSocialSignIn(String(formData.get('provider') ?? ''), redirectTo, caller)
    if (!started.ok) return refuseRequest(started.failure, values)
    return redirect(started.url, { headers: cookieHeaders(started.setCookies) })
  }

  const input = validate(signUpSchema, Object.fromEntries(formData))
  if (!input.success) return refuseInput(input.errors, values)
  const result = await signUpWithEmail(input.data, caller, redirectTo)
  if (!result.ok) return refuseRequest(result.failure, values)
  return redirectWithToast(
    localePath(withRedirectTo(AFTER_SIGN_UP, redirectTo), requestLocale(request)),
    { type: 'success', title: 'auth.accountCreated', description: 'auth.accountCreatedDescription' },
    { headers: cookieHeaders(result.setCookies) },
  )
}

export default function SignUp() {
  const t = useT()
  const { providers, redirectTo } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply<Values> | undefined
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'email'
  const { errors, onSubmit, onChange } = useFormValidation(loadSignUpSchema, { serverErrors: reply?.errors })
  const failure = reply?.failure

  return (
    <AuthLayout
      title={t('auth.signUp.title')}
      subtitle={t('auth.signUp.subtitle')}
      footer={
        <AuthSwitchFooter
          prompt="auth.signUp.haveAccount"
          to={signInPath(redirectTo)}
          linkLabel="auth.signUp.signInLink"
        />
      }
    >
      <div className="space-y-5">
        <AuthFailureAlert failure={failure}>
          {failure?.title === 'auth.accountExists' ? (
            <Link to={signInPath(redirectTo)} className="font-semibold underline">
              {t('auth.signUp.signInLink')}
            </Link>
          ) : null}
        </AuthFailureAlert>

        <SocialButtons providers={providers} redirectTo={redirectTo} />

        <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
          <input type="hidden" name="intent" value="email" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field
            label={t('auth.fullName')}
            error={errors.name ? t(errors.name) : null}
            render={(props) => (
              <Input
                {...props}
                name="name"
                autoComplete="name"
                placeholder={t('auth.fullNamePlaceholder')}
                defaultValue={reply?.values.name}
              />
            )}
          />
          <EmailField error={errors.email} defaultValue={reply?.values.email} />
          <NewPasswordFields errors={errors} passwordLabel="auth.password" />
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? t('auth.signUp.pending') : t('auth.signUp.submit')}
          </Button>
        </Form>
      </div>
    </AuthLayout>
  )
}
