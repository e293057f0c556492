import { safeRedirectTo } from '~/accounts/redirect-to'
import { requestLocale } from '~/i18n/locale-cookie'
import { localePath } from '~/i18n/paths'
import { redirectWithToast } from '~/platform/toast.server'
import type { Route } from './+types/auth.email-verified'

/**
 * Where the confirmation link of the sign-up e-mail lands once better-auth has checked it
 * (with ?error=… when it could not): on with a toast to where the new user was going
 * (`redirectTo`, written in their language at sign-up), or to the site root.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const failed = params.has('error')
  const target = safeRedirectTo(params.get('redirectTo'), '')
  return redirectWithToast(
    target || localePath('/', requestLocale(request)),
    failed
      ? { type: 'error', title: 'auth.emailVerifyFailed' }
      : { type: 'success', title: 'auth.emailVerified', description: 'auth.emailVerifiedDescription' },
  )
}
