/**
 * The account forms' rules (SPEC §5), shared by the browser and the actions. Every message is a
 * dictionary key whose English text is the spec's own.
 */
import { z } from 'zod'
import { INTERESTS } from '~/catalog/taxonomy'
import { key } from '~/ui/form'
import { knownCity } from './city-names'
import { isAreaCode, PHONE_DIGITS_MAX, PHONE_DIGITS_MIN, phoneDigits } from './locations'
import { SELLER_KINDS, sellsAs, USER_TYPES } from './user-types'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

const text = (value: unknown) => (typeof value === 'string' ? value : '')
/** A form field as a string ('' when absent), so that every rule below can report its own message. */
const field = () => z.preprocess(text, z.string())
const checkbox = () =>
  z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean())

const email = (requiredKey = key('auth.emailRequiredDescription')) =>
  field()
    .transform((value) => value.trim().toLowerCase())
    .pipe(
      z
        .string()
        .min(1, requiredKey)
        .pipe(z.email(key('auth.invalidEmail')).max(254, key('auth.invalidEmail'))),
    )

const newPassword = () =>
  field().pipe(
    z
      .string()
      .min(1, key('auth.passwordRequiredDescription'))
      .min(PASSWORD_MIN, key('auth.passwordTooShort'))
      .max(PASSWORD_MAX, key('auth.passwordTooLong')),
  )

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx<T>,
) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: key('auth.passwordsDontMatch') })
  }
}

/** /signup: full name, e-mail, password and its confirmation. */
export const signUpSchema = z
  .object({
    name: field()
      .transform((value) => value.trim())
      .pipe(z.string().min(1, key('auth.nameRequiredDescription')).max(100, key('auth.nameTooLong'))),
    email: email(),
    password: newPassword(),
    confirmPassword: field(),
  })
  .superRefine(passwordsMatch)

/** /auth: e-mail and password (both required); remember me ticked keeps a long session. */
export const signInSchema = z.object({
  email: email(),
  password: field().pipe(
    z.string().min(1, key('auth.passwordRequiredDescription')).max(PASSWORD_MAX, key('auth.passwordTooLong')),
  ),
  rememberMe: checkbox(),
})

export const forgotPasswordSchema = z.object({ email: email() })

export const resetPasswordSchema = z
  .object({
    token: field().pipe(z.string().min(1, key('auth.reset.missingToken'))),
    password: newPassword(),
    confirmPassword: field(),
  })
  .superRefine(passwordsMatch)

/**
 * /complete-profile and the profile card's edit mode. The phone rules of SPEC §5 run even when other
 * fields are wrong (`when`), so that every message shows at once.
 */
export const profileSchema = z
  .object({
    name: field()
      .transform((value) => value.trim())
      .pipe(z.string().min(1, key('profile.firstNameRequired')).max(60, key('profile.tooLong'))),
    surname: field()
      .transform((value) => value.trim())
      .pipe(z.string().min(1, key('profile.surnameRequired')).max(60, key('profile.tooLong'))),
    areaCode: field().transform((value) => value.trim()),
    phoneNumber: field().transform(phoneDigits),
    // A built-in city is stored by its English name, whichever language it was picked in (issue #31):
    // pages show it in the reader's language (placeName), and browse's city filter has one value.
    city: field()
      .transform((value) => value.trim())
      .transform((value) => knownCity(value)?.name ?? value)
      .pipe(z.string().min(1, key('profile.cityRequired')).max(80, key('profile.tooLong'))),
    postalCode: field()
      .transform((value) => value.trim())
      .pipe(z.string().max(12, key('profile.postalCodeInvalid'))),
    userType: z.enum(USER_TYPES, { error: key('profile.userTypeInvalid') }),
    // Asked of sellers only (issue #14): checked below, ignored for a buyer.
    sellerKind: z.preprocess(
      (value) => (value === '' || value == null ? undefined : value),
      z.enum(SELLER_KINDS, { error: key('profile.sellerKindRequired') }).optional(),
    ),
    sportsInterests: z.preprocess(
      (value) => (Array.isArray(value) ? value : value == null || value === '' ? [] : [value]),
      z
        .array(z.enum(INTERESTS, { error: key('profile.interestsInvalid') }))
        .transform((ids) => [...new Set(ids)]),
    ),
  })
  .superRefine(
    (value, ctx) => {
      const { areaCode, phoneNumber } = value
      if (sellsAs(value.userType) && !value.sellerKind) {
        ctx.addIssue({ code: 'custom', path: ['sellerKind'], message: key('profile.sellerKindRequired') })
      }
      // §4 needs both for a complete profile, so "neither" is refused here too (docs/spec-deviations.md).
      if (!areaCode || !phoneNumber) {
        ctx.addIssue({
          code: 'custom',
          path: [areaCode ? 'phoneNumber' : 'areaCode'],
          message: key('profile.phoneBothRequired'),
        })
      }
      if (areaCode && !isAreaCode(areaCode)) {
        ctx.addIssue({ code: 'custom', path: ['areaCode'], message: key('profile.areaCodeInvalid') })
      }
      if (phoneNumber && (phoneNumber.length < PHONE_DIGITS_MIN || phoneNumber.length > PHONE_DIGITS_MAX)) {
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: key('profile.phoneDigits') })
      }
    },
    { when: () => true },
  )

export type ProfileInput = z.output<typeof profileSchema>

/** The profile form fields whose typed text goes back to the browser with a 400. */
export const PROFILE_TEXT_FIELDS = [
  'name',
  'surname',
  'areaCode',
  'phoneNumber',
  'city',
  'postalCode',
  'userType',
  'sellerKind',
] as const

/** Reads the profile form (sports interests are repeated checkboxes). */
export function profileFormInput(formData: FormData) {
  return {
    ...Object.fromEntries(PROFILE_TEXT_FIELDS.map((name) => [name, formData.get(name)])),
    sportsInterests: formData.getAll('sportsInterests'),
  }
}

/** What the profile form shows: the stored profile, or what was typed when it was refused. */
export type ProfileFormValues = Record<(typeof PROFILE_TEXT_FIELDS)[number], string> & {
  sportsInterests: string[]
}

export function profileFormValues(formData: FormData): ProfileFormValues {
  const text = (name: string) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : ''
  }
  return {
    name: text('name'),
    surname: text('surname'),
    areaCode: text('areaCode'),
    phoneNumber: text('phoneNumber'),
    city: text('city'),
    postalCode: text('postalCode'),
    userType: text('userType'),
    sellerKind: text('sellerKind'),
    sportsInterests: formData.getAll('sportsInterests').filter((v): v is string => typeof v === 'string'),
  }
}
