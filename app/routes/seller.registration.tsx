import { Camera, UserRound } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useLoaderData } from 'react-router'
import { SandPage } from '~/accounts/components/sand-page'
import { SellerStep } from '~/accounts/components/seller-step'
import { requireUser } from '~/accounts/guards.server'
import {
  readSellerProfile,
  SELLER_ONBOARDING_QUIRKS,
  SELLER_PROFILE_STORAGE_KEY,
  type SellerProfile,
  sellerProfileSchema,
} from '~/accounts/seller-onboarding'
import { pageMeta } from '~/i18n/meta'
import { useT } from '~/i18n/react'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { Container } from '~/ui/container'
import { Field, FieldError, Input } from '~/ui/field'
import { type FieldErrors, validate } from '~/ui/form'
import { useNavigate } from '~/ui/link'
import { toast } from '~/ui/toast'
import type { Route } from './+types/seller.registration'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'sellerOnboarding.profile.title',
    description: 'sellerOnboarding.profile.metaDescription',
  })

/** Login required (SPEC §6); the form starts with the account's name and e-mail. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request)
  return { name: [viewer.name, viewer.surname].filter(Boolean).join(' '), email: viewer.email }
}

const AVATAR_SIZE = 256

/** Shrinks the chosen photo to an avatar-sized JPEG data string (session storage holds ~5 MB). */
async function avatarDataUrl(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file)
  const scale = Math.min(1, AVATAR_SIZE / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(bitmap.width * scale)
  canvas.height = Math.round(bitmap.height * scale)
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  return canvas.toDataURL('image/jpeg', 0.85)
}

export default function SellerRegistration() {
  const t = useT()
  const navigate = useNavigate()
  const account = useLoaderData<typeof loader>()
  const fileInput = useRef<HTMLInputElement>(null)
  const [values, setValues] = useState<SellerProfile>({
    name: account.name,
    email: account.email,
    phone: '',
    city: '',
    postalCode: '',
    profilePicture: '',
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitted, setSubmitted] = useState(false)

  // Coming back from step 2: what was saved in this tab's session.
  useEffect(() => {
    const saved = readSellerProfile(window.sessionStorage)
    if (saved) setValues(saved)
  }, [])

  const update = (next: SellerProfile) => {
    setValues(next)
    // SPEC §5: validation runs on submit first, then on every change.
    if (submitted) {
      const result = validate(sellerProfileSchema, next)
      setErrors(result.success ? {} : result.errors)
    }
  }

  const onPhoto = async (file: File | undefined) => {
    if (!file) return
    if (!file.type.startsWith('image/')) {
      setErrors((current) => ({ ...current, profilePicture: 'sellerOnboarding.photoNotImage' }))
      return
    }
    update({ ...values, profilePicture: await avatarDataUrl(file) })
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    const result = validate(sellerProfileSchema, values)
    if (!result.success) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    window.sessionStorage.setItem(SELLER_PROFILE_STORAGE_KEY, JSON.stringify(result.data))
    toast.success(t('sellerOnboarding.profileSaved'), {
      description: t('sellerOnboarding.profileSavedDescription'),
    })
    navigate(SELLER_ONBOARDING_QUIRKS.afterProfile)
  }

  const error = (field: keyof SellerProfile) => (errors[field] ? t(errors[field]) : null)
  const text = (field: Exclude<keyof SellerProfile, 'profilePicture'>) => ({
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      update({ ...values, [field]: event.target.value }),
  })

  return (
    <SandPage>
      <Container className="max-w-xl">
        <Card className="p-6 sm:p-8">
          <SellerStep step={1} />
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight">
            {t('sellerOnboarding.profile.title')}
          </h1>
          <p className="mt-1 text-slate-600">{t('sellerOnboarding.profile.subtitle')}</p>

          <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5">
            <div className="flex items-center gap-5">
              {values.profilePicture ? (
                <img
                  src={values.profilePicture}
                  alt={t('sellerOnboarding.photoAlt')}
                  className="size-20 rounded-full object-cover ring-4 ring-brand-50"
                />
              ) : (
                <span className="grid size-20 place-items-center rounded-full bg-slate-100 text-slate-400">
                  <UserRound className="size-9" aria-hidden="true" />
                </span>
              )}
              <div>
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/*"
                  className="sr-only"
                  tabIndex={-1}
                  aria-hidden="true"
                  data-testid="seller-photo-input"
                  onChange={(event) => void onPhoto(event.target.files?.[0])}
                />
                <Button
                  variant="outline"
                  onClick={() => fileInput.current?.click()}
                  aria-describedby="seller-photo-hint"
                >
                  <Camera className="size-4" aria-hidden="true" />
                  {values.profilePicture
                    ? t('sellerOnboarding.changePhoto')
                    : t('sellerOnboarding.uploadPhoto')}
                </Button>
                <p id="seller-photo-hint" className="mt-1 text-slate-500 text-xs">
                  {t('sellerOnboarding.photoHint')}
                </p>
                <FieldError>{error('profilePicture')}</FieldError>
              </div>
            </div>
            <Field
              label={t('sellerOnboarding.fullName')}
              error={error('name')}
              render={(props) => <Input {...props} {...text('name')} autoComplete="name" />}
            />
            <Field
              label={t('sellerOnboarding.email')}
              error={error('email')}
              render={(props) => <Input {...props} {...text('email')} type="email" autoComplete="email" />}
            />
            <Field
              label={t('sellerOnboarding.phone')}
              hint={t('sellerOnboarding.phoneHint')}
              error={error('phone')}
              render={(props) => <Input {...props} {...text('phone')} type="tel" autoComplete="tel" />}
            />
            <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <Field
                label={t('sellerOnboarding.city')}
                error={error('city')}
                render={(props) => <Input {...props} {...text('city')} autoComplete="address-level2" />}
              />
              <Field
                label={t('sellerOnboarding.postalCode')}
                error={error('postalCode')}
                render={(props) => <Input {...props} {...text('postalCode')} autoComplete="postal-code" />}
              />
            </div>
            <Button type="submit" size="lg" className="w-full">
              {t('sellerOnboarding.continue')}
            </Button>
          </form>
        </Card>
      </Container>
    </SandPage>
  )
}
