import { requestLocale } from '~/i18n/locale-cookie'
import { localePath } from '~/i18n/paths'
import { redirectWithToast } from '~/platform/toast.server'
import type { Route } from './+types/auth.email-verified'

/**
 * Where the confirmation link of the sign-up e-mail lands once better-auth has checked it
 * (with ?error=… when it could not): on to the site root with a toast.
 */
export function loader({ request }: Route.LoaderArgs) {
  const failed = new URL(request.url).searchParams.has('error')
  return redirectWithToast(
    localePath('/', requestLocale(request)),
    failed
      ? { type: 'error', title: 'auth.emailVerifyFailed' }
      : { type: 'success', title: 'auth.emailVerified', description: 'auth.emailVerifiedDescription' },
  )
}
