/** SPEC §6: the only route-protected pages; a visitor is sent to /auth (and back after signing in). */
export const PROTECTED_PATHS = [
  '/profile',
  '/seller/dashboard',
  '/buyer/dashboard',
  '/seller/registration',
  '/seller/account-creation',
] as const

export function isProtectedPath(pathname: string) {
  return PROTECTED_PATHS.some((path) => pathname === path || pathname === `${path}/`)
}
