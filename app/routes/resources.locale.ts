import { data, redirect } from 'react-router'
import { setPreferredLanguage } from '~/accounts/profiles.server'
import { safeRedirectTo } from '~/accounts/redirect-to'
import { getViewer } from '~/accounts/viewer.server'
import { parseLocale } from '~/i18n'
import { localeCookieValue } from '~/i18n/locale-cookie'
import type { Route } from './+types/resources.locale'

/**
 * Sets the interface language cookie and, for a signed-in user, the language stored in their
 * profile (their e-mails' language). A plain form post comes back to `redirectTo`.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const locale = parseLocale(form.get('locale'))
  if (!locale) return data({ ok: false }, { status: 400 })
  const viewer = await getViewer(request)
  if (viewer) await setPreferredLanguage(viewer.id, locale)
  const headers = { 'Set-Cookie': localeCookieValue(locale) }
  // Only paths of this site (app/accounts/redirect-to.ts); the sign-in screens too, where the switch also is.
  // The switcher's buttons without JavaScript name their target in the query (one per button).
  const target = form.get('redirectTo') ?? new URL(request.url).searchParams.get('redirectTo')
  const redirectTo = safeRedirectTo(target, '', { allowAuthScreens: true })
  if (redirectTo) return redirect(redirectTo, { headers })
  return data({ ok: true, locale }, { headers })
}

export function loader() {
  return redirect('/')
}
