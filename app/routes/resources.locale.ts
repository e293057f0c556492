import { data, redirect } from 'react-router'
import { parseLocale } from '~/i18n'
import { localeCookieValue } from '~/i18n/locale-cookie'
import type { Route } from './+types/resources.locale'

/** Sets the interface language cookie. A plain form post comes back to `redirectTo`. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const locale = parseLocale(form.get('locale'))
  if (!locale) return data({ ok: false }, { status: 400 })
  const headers = { 'Set-Cookie': localeCookieValue(locale) }
  const redirectTo = form.get('redirectTo')
  // Only same-site paths, never `//evil.example`.
  if (typeof redirectTo === 'string' && redirectTo.startsWith('/') && !redirectTo.startsWith('//')) {
    return redirect(redirectTo, { headers })
  }
  return data({ ok: true, locale }, { headers })
}

export function loader() {
  return redirect('/')
}
