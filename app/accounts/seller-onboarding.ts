/**
 * Seller onboarding (SPEC §2, §4, §5): two client-side steps that keep the seller profile in session
 * storage and simulate the account creation. No account is created (the spec says so).
 */
import { z } from 'zod'
import { key } from '~/ui/form'

export const SELLER_PROFILE_STORAGE_KEY = 'sellerProfile'
/** SPEC §9: the simulated account creation takes 1.5 s. */
export const SIMULATED_ACCOUNT_CREATION_MS = 1500

/**
 * Addresses as the spec states them, although none of the three exists (SPEC §2 "Route
 * discrepancies to keep"): the user ends on the 404 page.
 */
export const SELLER_ONBOARDING_QUIRKS = {
  afterProfile: '/seller/account',
  profileMissing: '/seller/register',
  afterAccount: '/seller/product',
} as const

const text = () => z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string())

export const sellerProfileSchema = z.object({
  name: text().pipe(z.string().trim().min(2, key('sellerOnboarding.nameMin'))),
  email: text().pipe(z.email(key('sellerOnboarding.emailInvalid'))),
  phone: text().pipe(z.string().trim().min(10, key('sellerOnboarding.phoneInvalid'))),
  city: text().pipe(z.string().trim().min(2, key('sellerOnboarding.cityInvalid'))),
  postalCode: text().pipe(z.string().trim().min(4, key('sellerOnboarding.postalCodeInvalid'))),
  profilePicture: text().pipe(z.string().min(1, key('sellerOnboarding.photoRequired'))),
})

export type SellerProfile = z.output<typeof sellerProfileSchema>

export const sellerAccountSchema = z
  .object({
    password: text().pipe(z.string().min(8, key('sellerOnboarding.passwordMin'))),
    confirmPassword: text(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: key('sellerOnboarding.passwordsDontMatch'),
  })

export function readSellerProfile(storage: Storage): SellerProfile | null {
  try {
    const parsed = sellerProfileSchema.safeParse(
      JSON.parse(storage.getItem(SELLER_PROFILE_STORAGE_KEY) ?? 'null'),
    )
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
