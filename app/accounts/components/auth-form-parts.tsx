import type { MessageKey } from '~/i18n'
import { useT } from '~/i18n/react'
import { Field, Input } from '~/ui/field'
import { Icon } from '~/ui/icon'
import { Link } from '~/ui/link'
import type { AuthFailure } from '../authentication.server'
import { FormAlert } from './form-alert'
import { PasswordInput } from './password-input'

/**
 * The pieces the sign-in, sign-up, forgot-password and reset-password pages share, so that each
 * field, message and link reads and behaves the same on all of them.
 */

/** The auth service's refusal (SPEC §8), with an optional way on after the message. */
export function AuthFailureAlert({
  failure,
  children,
}: {
  failure?: AuthFailure
  children?: React.ReactNode
}) {
  const t = useT()
  if (!failure) return null
  return (
    <FormAlert tone="error" title={t(failure.title, failure.values)}>
      {failure.description ? t(failure.description, failure.values) : failure.descriptionText}
      {children ? <> {children}</> : null}
    </FormAlert>
  )
}

export function EmailField({ error, defaultValue }: { error?: MessageKey; defaultValue?: string }) {
  const t = useT()
  return (
    <Field
      label={t('auth.email')}
      error={error ? t(error) : null}
      render={(props) => (
        <Input
          {...props}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          defaultValue={defaultValue}
        />
      )}
    />
  )
}

/** A new password and its confirmation (sign-up, reset). */
export function NewPasswordFields({
  errors,
  passwordLabel,
}: {
  errors: { password?: MessageKey; confirmPassword?: MessageKey }
  passwordLabel: MessageKey
}) {
  const t = useT()
  return (
    <>
      <Field
        label={t(passwordLabel)}
        hint={t('auth.passwordHint')}
        error={errors.password ? t(errors.password) : null}
        render={(props) => <PasswordInput {...props} name="password" autoComplete="new-password" />}
      />
      <Field
        label={t('auth.confirmPassword')}
        error={errors.confirmPassword ? t(errors.confirmPassword) : null}
        render={(props) => <PasswordInput {...props} name="confirmPassword" autoComplete="new-password" />}
      />
    </>
  )
}

/** Sign-in and sign-up: "No account? Sign up" (or the reverse) and the way back home. */
export function AuthSwitchFooter({
  prompt,
  to,
  linkLabel,
}: {
  prompt: MessageKey
  to: string
  linkLabel: MessageKey
}) {
  const t = useT()
  return (
    <div className="space-y-3">
      <p>
        {t(prompt)}{' '}
        <Link to={to} className="font-semibold text-brand-700 hover:underline">
          {t(linkLabel)}
        </Link>
      </p>
      <Link to="/" className="inline-flex items-center gap-1 text-slate-600 hover:text-slate-900">
        <Icon name="arrow-left" className="size-4" />
        {t('common.backToHome')}
      </Link>
    </div>
  )
}

/** Forgot and reset password: back to the sign-in page. */
export function BackToSignInFooter() {
  const t = useT()
  return (
    <Link to="/auth" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
      <Icon name="arrow-left" className="size-4" />
      {t('auth.forgot.backToSignIn')}
    </Link>
  )
}
