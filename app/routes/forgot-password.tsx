import { useActionData, useNavigation } from 'react-router'
import { callerOf, requestPasswordReset } from '~/accounts/authentication.server'
import { AuthFailureAlert, BackToSignInFooter, EmailField } from '~/accounts/components/auth-form-parts'
import { AuthLayout } from '~/accounts/components/auth-layout'
import { FormAlert } from '~/accounts/components/form-alert'
import { useFormValidation } from '~/accounts/components/use-form-validation'
import { type FormReply, refuseInput, refuseRequest } from '~/accounts/responses.server'
import { loadForgotPasswordSchema } from '~/accounts/schema-loaders'
import { forgotPasswordSchema } from '~/accounts/schemas'
import { pageMeta } from '~/i18n/meta'
import { useT } from '~/i18n/react'
import { dataWithToast } from '~/platform/toast.server'
import { Button } from '~/ui/button'
import { typedValues, validate } from '~/ui/form'
import { Form } from '~/ui/link'
import type { Route } from './+types/forgot-password'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'auth.forgot.title', description: 'auth.forgot.metaDescription' })

type Values = { email: string }
type Reply = FormReply<Values> & { sentTo?: string }

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const values: Values = typedValues(formData, ['email'])
  const input = validate(forgotPasswordSchema, Object.fromEntries(formData))
  if (!input.success) return refuseInput(input.errors, values)
  const result = await requestPasswordReset(input.data.email, callerOf(request, context.clientIp))
  if (!result.ok) return refuseRequest(result.failure, values)
  // The same answer whether or not the account exists.
  return dataWithToast({ values, sentTo: input.data.email } satisfies Reply, {
    type: 'success',
    title: 'auth.forgot.sent',
  })
}

export default function ForgotPassword() {
  const t = useT()
  const reply = useActionData<typeof action>() as Reply | undefined
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting'
  const { errors, onSubmit, onChange } = useFormValidation(loadForgotPasswordSchema, {
    serverErrors: reply?.errors,
  })
  const failure = reply?.failure

  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={<BackToSignInFooter />}
    >
      <div className="space-y-5">
        {reply?.sentTo ? (
          <FormAlert tone="success" title={t('auth.forgot.sent')}>
            {t('auth.forgot.sentDescription', { email: reply.sentTo })}
          </FormAlert>
        ) : null}
        <AuthFailureAlert failure={failure} />
        <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
          <EmailField error={errors.email} defaultValue={reply?.values.email} />
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? t('auth.forgot.pending') : t('auth.forgot.submit')}
          </Button>
        </Form>
      </div>
    </AuthLayout>
  )
}
