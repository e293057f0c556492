export type OnboardingRole = 'buyer' | 'seller'

/**
 * Where a card of the onboarding page leads (SPEC §1): buyers to /browse and sellers to
 * /list-product when signed in; a visitor signs in first.
 */
export function onboardingTarget(role: OnboardingRole, signedIn: boolean): string {
  if (!signedIn) return '/auth'
  return role === 'buyer' ? '/browse' : '/list-product'
}
