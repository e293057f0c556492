import { useState } from 'react'
import { PasswordInput } from '~/accounts/components/password-input'
import { SandPage } from '~/accounts/components/sand-page'
import { SellerStep } from '~/accounts/components/seller-step'
import { AppleMark, GoogleMark } from '~/accounts/components/social-buttons'
import { requireUser } from '~/accounts/guards.server'
import {
  readSellerProfile,
  SELLER_ONBOARDING_QUIRKS,
  SIMULATED_ACCOUNT_CREATION_MS,
  sellerAccountSchema,
} from '~/accounts/seller-onboarding'
import { pageMeta } from '~/i18n/meta'
import { useT } from '~/i18n/react'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { Container } from '~/ui/container'
import { Field } from '~/ui/field'
import { type FieldErrors, validate } from '~/ui/form'
import { useNavigate } from '~/ui/link'
import { toast } from '~/ui/toast'
import type { Route } from './+types/seller.account-creation'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'sellerOnboarding.account.title',
    description: 'sellerOnboarding.account.metaDescription',
  })

/** Login required (SPEC §6). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request)
  return null
}

const PROVIDERS = [
  { name: 'Google', icon: <GoogleMark /> },
  { name: 'Apple', icon: <AppleMark /> },
]

export default function SellerAccountCreation() {
  const t = useT()
  const navigate = useNavigate()
  const [values, setValues] = useState({ password: '', confirmPassword: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const [pending, setPending] = useState(false)

  const update = (next: typeof values) => {
    setValues(next)
    if (submitted) {
      const result = validate(sellerAccountSchema, next)
      setErrors(result.success ? {} : result.errors)
    }
  }

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    const result = validate(sellerAccountSchema, values)
    if (!result.success) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    setPending(true)
    // SPEC §4: a simulated wait; no account is created. The password is not stored anywhere.
    await new Promise((resolve) => setTimeout(resolve, SIMULATED_ACCOUNT_CREATION_MS))
    setPending(false)
    if (!readSellerProfile(window.sessionStorage)) {
      toast.error(t('sellerOnboarding.error'), { description: t('sellerOnboarding.profileMissing') })
      navigate(SELLER_ONBOARDING_QUIRKS.profileMissing)
      return
    }
    toast.success(t('sellerOnboarding.accountCreated'), {
      description: t('sellerOnboarding.accountCreatedDescription'),
    })
    navigate(SELLER_ONBOARDING_QUIRKS.afterAccount)
  }

  const error = (field: 'password' | 'confirmPassword') => (errors[field] ? t(errors[field]) : null)

  return (
    <SandPage>
      <Container className="max-w-xl">
        <Card className="p-6 sm:p-8">
          <SellerStep step={2} />
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight">
            {t('sellerOnboarding.account.title')}
          </h1>
          <p className="mt-1 text-slate-600">{t('sellerOnboarding.account.subtitle')}</p>

          <div className="mt-8 space-y-3">
            {PROVIDERS.map(({ name, icon }) => (
              <Button
                key={name}
                variant="outline"
                size="lg"
                className="w-full"
                onClick={() =>
                  toast.info(t('sellerOnboarding.providerToast', { provider: name }), {
                    description: t('sellerOnboarding.providerToastDescription', { provider: name }),
                  })
                }
              >
                {icon}
                {t('sellerOnboarding.continueWith', { provider: name })}
              </Button>
            ))}
          </div>
          <div className="my-6 flex items-center gap-3 text-slate-500 text-xs uppercase tracking-wide">
            <span className="h-px flex-1 bg-slate-200" />
            {t('sellerOnboarding.divider')}
            <span className="h-px flex-1 bg-slate-200" />
          </div>

          <form noValidate onSubmit={onSubmit} className="space-y-5">
            <Field
              label={t('sellerOnboarding.password')}
              error={error('password')}
              render={(props) => (
                <PasswordInput
                  {...props}
                  name="password"
                  autoComplete="new-password"
                  value={values.password}
                  onChange={(event) => update({ ...values, password: event.target.value })}
                />
              )}
            />
            <Field
              label={t('sellerOnboarding.confirmPassword')}
              error={error('confirmPassword')}
              render={(props) => (
                <PasswordInput
                  {...props}
                  name="confirmPassword"
                  autoComplete="new-password"
                  value={values.confirmPassword}
                  onChange={(event) => update({ ...values, confirmPassword: event.target.value })}
                />
              )}
            />
            <Button type="submit" size="lg" className="w-full" disabled={pending}>
              {pending ? t('sellerOnboarding.creatingAccount') : t('sellerOnboarding.createAccount')}
            </Button>
          </form>
        </Card>
      </Container>
    </SandPage>
  )
}
