import { redirect } from 'react-router'
import { callerOf, signOut } from '~/accounts/authentication.server'
import { cookieHeaders } from '~/accounts/responses.server'
import { requestLocale } from '~/i18n/locale-cookie'
import { localePath } from '~/i18n/paths'
import { redirectWithToast } from '~/platform/toast.server'
import type { Route } from './+types/auth.sign-out'

/** Sign Out (user menu, My Profile): ends the session on the server and goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  const setCookies = await signOut(callerOf(request, context.clientIp))
  return redirectWithToast(
    localePath('/', requestLocale(request)),
    { type: 'info', title: 'auth.signedOut' },
    { headers: cookieHeaders(setCookies) },
  )
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(localePath('/', requestLocale(request)))
}
