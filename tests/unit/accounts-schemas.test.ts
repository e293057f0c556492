import { describe, expect, it } from 'vitest'
import {
  forgotPasswordSchema,
  profileSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '~/accounts/schemas'
import { sellerAccountSchema, sellerProfileSchema } from '~/accounts/seller-onboarding'
import { validationToast } from '~/accounts/validation-toast'
import { translator } from '~/i18n'
import { validate } from '~/ui/form'

const en = translator('en')
const signUp = {
  name: 'Ana García',
  email: 'Ana@Example.test ',
  password: 'long-enough-1',
  confirmPassword: 'long-enough-1',
}

describe('sign-up form', () => {
  it('accepts a valid form, trimming the name and lower-casing the e-mail', () => {
    expect(validate(signUpSchema, { ...signUp, name: '  Ana García ' })).toEqual({
      success: true,
      data: {
        name: 'Ana García',
        email: 'ana@example.test',
        password: 'long-enough-1',
        confirmPassword: 'long-enough-1',
      },
    })
  })

  it('gives each missing field the spec’s own message', () => {
    const result = validate(signUpSchema, { name: ' ', email: '', password: '', confirmPassword: '' })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(en(result.errors.name!)).toBe('Please enter your full name to continue.')
    expect(en(result.errors.email!)).toBe('Please enter your email address to continue.')
    expect(en(result.errors.password!)).toBe('Please enter a password to continue.')
  })

  it('treats absent fields like empty ones', () => {
    const result = validate(signUpSchema, {})
    expect(result.success ? {} : result.errors).toMatchObject({
      name: 'auth.nameRequiredDescription',
      email: 'auth.emailRequiredDescription',
      password: 'auth.passwordRequiredDescription',
    })
  })

  it('refuses an invalid e-mail, a short password and a different confirmation', () => {
    const errors = (input: object) => {
      const result = validate(signUpSchema, { ...signUp, ...input })
      return result.success ? {} : result.errors
    }
    expect(errors({ email: 'ana@' })).toEqual({ email: 'auth.invalidEmail' })
    expect(errors({ password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'auth.passwordTooShort',
    })
    expect(errors({ confirmPassword: 'other-pass-1' })).toEqual({
      confirmPassword: 'auth.passwordsDontMatch',
    })
    expect(en('auth.passwordsDontMatch')).toBe("Passwords don't match")
  })

  it('pairs the missing-field messages with their titles in the toast', () => {
    expect(validationToast({ name: 'auth.nameRequiredDescription' })).toEqual({
      title: 'auth.nameRequired',
      description: 'auth.nameRequiredDescription',
    })
    expect(en('auth.nameRequired')).toBe('Name Required')
    expect(en('auth.emailRequired')).toBe('Email Required')
    expect(en('auth.passwordRequired')).toBe('Password Required')
    expect(validationToast({ confirmPassword: 'auth.passwordsDontMatch' })).toEqual({
      title: 'profile.fixErrors',
      description: 'auth.passwordsDontMatch',
    })
    expect(validationToast({ name: 'profile.firstNameRequired' }, { generic: true })).toEqual({
      title: 'profile.fixErrors',
      description: 'profile.fixErrorsDescription',
    })
  })
})

describe('sign-in, forgot and reset forms', () => {
  it('sign-in needs e-mail and password; remember me is a checkbox', () => {
    expect(validate(signInSchema, { email: 'a@b.test', password: 'x', rememberMe: 'on' })).toEqual({
      success: true,
      data: { email: 'a@b.test', password: 'x', rememberMe: true },
    })
    expect(validate(signInSchema, { email: 'a@b.test', password: 'x' })).toMatchObject({
      data: { rememberMe: false },
    })
    const empty = validate(signInSchema, { email: '', password: '' })
    expect(empty.success ? {} : empty.errors).toEqual({
      email: 'auth.emailRequiredDescription',
      password: 'auth.passwordRequiredDescription',
    })
  })

  it('forgot password needs a valid e-mail; reset needs the token and a matching new password', () => {
    expect(validate(forgotPasswordSchema, { email: 'x' })).toEqual({
      success: false,
      errors: { email: 'auth.invalidEmail' },
    })
    const reset = validate(resetPasswordSchema, {
      token: '',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    })
    expect(reset.success ? {} : reset.errors).toEqual({ token: 'auth.reset.missingToken' })
  })
})

describe('profile form (SPEC §5)', () => {
  const profile = {
    name: ' Ana ',
    surname: 'García',
    areaCode: '+34',
    phoneNumber: '612 34-56 78',
    city: 'Madrid',
    postalCode: '',
    userType: 'both',
    sellerKind: 'private',
    sportsInterests: ['clubs', 'clubs', 'all-golf'],
  }
  const errors = (input: object) => {
    const result = validate(profileSchema, { ...profile, ...input })
    return result.success ? {} : result.errors
  }

  it('cleans a valid form: trimmed text, phone digits only, unique interests', () => {
    expect(validate(profileSchema, profile)).toEqual({
      success: true,
      data: { ...profile, name: 'Ana', phoneNumber: '612345678', sportsInterests: ['clubs', 'all-golf'] },
    })
    expect(validate(profileSchema, { ...profile, sportsInterests: 'shoes' })).toMatchObject({
      data: { sportsInterests: ['shoes'] },
    })
  })

  it('has the spec’s message for each rule', () => {
    expect(errors({ name: '' })).toEqual({ name: 'profile.firstNameRequired' })
    expect(errors({ surname: '' })).toEqual({ surname: 'profile.surnameRequired' })
    expect(errors({ phoneNumber: '' })).toEqual({ phoneNumber: 'profile.phoneBothRequired' })
    expect(errors({ areaCode: '' })).toEqual({ areaCode: 'profile.phoneBothRequired' })
    expect(errors({ phoneNumber: '12345' })).toEqual({ phoneNumber: 'profile.phoneDigits' })
    expect(errors({ phoneNumber: '1234567890123456' })).toEqual({ phoneNumber: 'profile.phoneDigits' })
    expect(errors({ phoneNumber: '123456' })).toEqual({})
    expect(errors({ phoneNumber: '123456789012345' })).toEqual({})
    expect(errors({ areaCode: '0034' })).toEqual({ areaCode: 'profile.areaCodeInvalid' })
    expect(errors({ city: ' ' })).toEqual({ city: 'profile.cityRequired' })
    // Issue #14: a seller says whether they sell as a trader or a private person; a buyer is not asked.
    expect(errors({ sellerKind: '' })).toEqual({ sellerKind: 'profile.sellerKindRequired' })
    expect(errors({ userType: 'seller', sellerKind: undefined })).toEqual({
      sellerKind: 'profile.sellerKindRequired',
    })
    expect(errors({ sellerKind: 'company' })).toEqual({ sellerKind: 'profile.sellerKindRequired' })
    expect(errors({ userType: 'buyer', sellerKind: '' })).toEqual({})
    expect(en('profile.sellerKindRequired')).toBe('Say whether you sell as a business or as a private person')
    expect(en('profile.firstNameRequired')).toBe('First name is required')
    expect(en('profile.surnameRequired')).toBe('Surname is required')
    expect(en('profile.phoneBothRequired')).toBe('Both area code and phone number are required')
    expect(en('profile.phoneDigits')).toBe('Phone number must be 6-15 digits')
    expect(en('profile.areaCodeInvalid')).toBe('Please select a valid EU area code')
  })

  it('reports every problem at once, phone rules included', () => {
    expect(errors({ name: '', surname: '', phoneNumber: '12', city: '' })).toEqual({
      name: 'profile.firstNameRequired',
      surname: 'profile.surnameRequired',
      phoneNumber: 'profile.phoneDigits',
      city: 'profile.cityRequired',
    })
  })
})

describe('seller onboarding forms (SPEC §5)', () => {
  const profile = {
    name: 'Ana',
    email: 'ana@example.test',
    phone: '+34612345678',
    city: 'Madrid',
    postalCode: '28001',
    profilePicture: 'data:image/jpeg;base64,xyz',
  }

  it('has the minimums and messages of the spec', () => {
    expect(validate(sellerProfileSchema, profile).success).toBe(true)
    const result = validate(sellerProfileSchema, {
      name: 'A',
      email: 'ana',
      phone: '123456789',
      city: 'M',
      postalCode: '280',
      profilePicture: '',
    })
    expect(
      result.success ? {} : Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, en(v)])),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      city: 'Please enter your city',
      postalCode: 'Please enter a valid postal code',
      profilePicture: 'Profile picture is required',
    })
  })

  it('needs a password of 8 and the same confirmation', () => {
    expect(validate(sellerAccountSchema, { password: 'abcdefgh', confirmPassword: 'abcdefgh' }).success).toBe(
      true,
    )
    const short = validate(sellerAccountSchema, { password: 'abc', confirmPassword: 'abc' })
    expect(short.success ? {} : short.errors).toEqual({ password: 'sellerOnboarding.passwordMin' })
    const different = validate(sellerAccountSchema, { password: 'abcdefgh', confirmPassword: 'abcdefgx' })
    expect(different.success ? {} : different.errors).toEqual({
      confirmPassword: 'sellerOnboarding.passwordsDontMatch',
    })
  })
})
