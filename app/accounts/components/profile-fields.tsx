import { Check } from 'lucide-react'
import { useMemo, useState } from 'react'
import { INTERESTS, type Interest, SUBCATEGORY_TITLE_KEY } from '~/catalog/taxonomy'
import type { MessageKey } from '~/i18n'
import { useLocale, useT } from '~/i18n/react'
import { cn } from '~/ui/cn'
import { Field, FieldError, Input, inputClass, Label } from '~/ui/field'
import type { FieldErrors } from '~/ui/form'
import { placeName } from '../city-names'
import { AREA_CODES, COUNTRY_NAME_KEY, phoneDigits } from '../locations'
import type { ProfileFormValues } from '../schemas'
import { SELLER_KIND_KEY, SELLER_KINDS, USER_TYPE_KEY, USER_TYPES } from '../user-types'
import { CityPicker } from './city-picker'

export const INTEREST_KEY: Record<Interest, MessageKey> = {
  ...SUBCATEGORY_TITLE_KEY,
  'all-golf': 'catalog.interest.all-golf',
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-4 font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  )
}

/**
 * The profile form's fields (SPEC §2 "/complete-profile", §5): shared by profile completion and the
 * edit mode of My Profile. The e-mail is shown read-only; the sport is locked to golf.
 */
export function ProfileFields({
  values,
  errors,
  email,
}: {
  values: ProfileFormValues
  errors: FieldErrors
  email: string
}) {
  const t = useT()
  const locale = useLocale()
  const [areaCode, setAreaCode] = useState(values.areaCode)
  const [phone, setPhone] = useState(values.phoneNumber)
  const error = (field: string) => (errors[field] ? t(errors[field]) : null)

  const areaCodes = useMemo(() => {
    const collator = new Intl.Collator(locale)
    return AREA_CODES.map((a) => ({ ...a, label: t(COUNTRY_NAME_KEY[a.country]) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    )
  }, [locale, t])

  const phoneErrorId = 'profile-phone-error'
  const phoneError = error('areaCode') ?? error('phoneNumber')

  return (
    <div className="space-y-10">
      <Section title={t('completeProfile.aboutYou')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('profile.firstName')}
            error={error('name')}
            render={(props) => (
              <Input {...props} name="name" autoComplete="given-name" defaultValue={values.name} />
            )}
          />
          <Field
            label={t('profile.surname')}
            error={error('surname')}
            render={(props) => (
              <Input {...props} name="surname" autoComplete="family-name" defaultValue={values.surname} />
            )}
          />
        </div>
        <Field
          label={t('profile.email')}
          hint={t('profile.emailReadOnly')}
          render={(props) => (
            <Input
              {...props}
              type="email"
              value={email}
              readOnly
              className="read-only:bg-slate-50 read-only:text-slate-600"
            />
          )}
        />
      </Section>

      <Section title={t('completeProfile.contact')}>
        <div>
          <div className="grid gap-3 sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)]">
            <div>
              <Label htmlFor="profile-area-code">{t('profile.areaCode')}</Label>
              <select
                id="profile-area-code"
                name="areaCode"
                value={areaCode}
                onChange={(event) => setAreaCode(event.target.value)}
                autoComplete="tel-country-code"
                aria-invalid={errors.areaCode ? true : undefined}
                aria-describedby={errors.areaCode ? phoneErrorId : undefined}
                className={cn(inputClass, 'pr-8')}
              >
                <option value="">{t('profile.areaCodeChoose')}</option>
                {areaCodes.map(({ country, code, label }) => (
                  <option key={country} value={code}>
                    {`${label} (${code})`}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <Label htmlFor="profile-phone">{t('profile.phoneNumber')}</Label>
              <Input
                id="profile-phone"
                name="phoneNumber"
                inputMode="numeric"
                autoComplete="tel-national"
                value={phone}
                // SPEC §5: non-digits are stripped while typing.
                onChange={(event) => setPhone(phoneDigits(event.target.value))}
                aria-invalid={errors.phoneNumber ? true : undefined}
                aria-describedby={[errors.phoneNumber ? phoneErrorId : null, 'profile-phone-hint']
                  .filter(Boolean)
                  .join(' ')}
              />
            </div>
          </div>
          <p id="profile-phone-hint" className="mt-1 text-slate-500 text-xs">
            {t('profile.phoneHint')}
          </p>
          <FieldError id={phoneErrorId}>{phoneError}</FieldError>
        </div>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Field
            label={t('profile.city')}
            error={error('city')}
            render={(props) => (
              <CityPicker
                fieldProps={props}
                defaultValue={values.city ? placeName(values.city, locale) : values.city}
                onPick={(city) => setAreaCode((current) => current || city.areaCode)}
              />
            )}
          />
          <Field
            label={
              <>
                {t('profile.postalCode')}{' '}
                <span className="font-normal text-slate-500">({t('profile.optional')})</span>
              </>
            }
            error={error('postalCode')}
            render={(props) => (
              <Input
                {...props}
                name="postalCode"
                autoComplete="postal-code"
                defaultValue={values.postalCode}
              />
            )}
          />
        </div>
      </Section>

      <Section title={t('completeProfile.preferences')}>
        <div role="radiogroup" aria-labelledby="profile-user-type">
          <p id="profile-user-type" className="mb-2 font-medium text-slate-700 text-sm">
            {t('profile.userType')}
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            {USER_TYPES.map((type) => (
              <label
                key={type}
                className="group relative flex cursor-pointer flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600/20 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name="userType"
                  value={type}
                  defaultChecked={(values.userType || 'both') === type}
                  className="sr-only"
                />
                <span className="font-semibold text-slate-900">{t(USER_TYPE_KEY[type].label)}</span>
                <span className="text-slate-600 text-sm">{t(USER_TYPE_KEY[type].description)}</span>
                <Check
                  className="absolute top-3 right-3 hidden size-5 text-brand-700 group-has-checked:block"
                  aria-hidden="true"
                />
              </label>
            ))}
          </div>
          <FieldError>{error('userType')}</FieldError>
        </div>

        <div
          role="radiogroup"
          aria-labelledby="profile-seller-kind"
          aria-describedby="profile-seller-kind-hint"
        >
          <p id="profile-seller-kind" className="mb-1 font-medium text-slate-700 text-sm">
            {t('profile.sellerKind')}
          </p>
          <p id="profile-seller-kind-hint" className="mb-2 text-slate-500 text-xs">
            {t('profile.sellerKindHint')}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {SELLER_KINDS.map((kind) => (
              <label
                key={kind}
                className="group relative flex cursor-pointer flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600/20 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name="sellerKind"
                  value={kind}
                  defaultChecked={values.sellerKind === kind}
                  className="sr-only"
                />
                <span className="font-semibold text-slate-900">{t(SELLER_KIND_KEY[kind].label)}</span>
                <span className="text-slate-600 text-sm">{t(SELLER_KIND_KEY[kind].description)}</span>
                <Check
                  className="absolute top-3 right-3 hidden size-5 text-brand-700 group-has-checked:block"
                  aria-hidden="true"
                />
              </label>
            ))}
          </div>
          <FieldError>{error('sellerKind')}</FieldError>
        </div>

        <Field
          label={t('profile.sport')}
          hint={t('profile.sportLocked')}
          render={(props) => (
            <select {...props} disabled className={cn(inputClass, 'bg-slate-50')} value="golf">
              <option value="golf">{t('catalog.category.golf')}</option>
            </select>
          )}
        />

        <fieldset>
          <legend className="mb-1 font-medium text-slate-700 text-sm">{t('profile.sportsInterests')}</legend>
          <p className="mb-3 text-slate-500 text-xs">{t('profile.sportsInterestsHint')}</p>
          <div className="flex flex-wrap gap-2">
            {INTERESTS.map((interest) => (
              <label
                key={interest}
                className="cursor-pointer rounded-full border border-slate-300 bg-white px-3 py-1.5 text-slate-700 text-sm has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="checkbox"
                  name="sportsInterests"
                  value={interest}
                  defaultChecked={values.sportsInterests.includes(interest)}
                  className="sr-only"
                />
                {t(INTEREST_KEY[interest])}
              </label>
            ))}
          </div>
          <FieldError>{error('sportsInterests')}</FieldError>
        </fieldset>
      </Section>
    </div>
  )
}
