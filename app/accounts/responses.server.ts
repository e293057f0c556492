import { data } from 'react-router'
import { dataWithToast } from '~/platform/toast.server'
import type { FieldErrors } from '~/ui/form'
import type { AuthFailure } from './authentication.server'
import { validationToast } from './validation-toast'

/** What an account form's action answers when it refuses: the problems and what the user typed. */
export interface FormReply<V> {
  errors?: FieldErrors
  failure?: AuthFailure
  values: V
}

/** Response headers carrying each Set-Cookie value (a redirect after signing in, for instance). */
export function cookieHeaders(setCookies: string[]) {
  const headers = new Headers()
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie)
  return headers
}

/** 400 with a message per field, the typed values, and the toast of SPEC §8. */
export function refuseInput<V>(errors: FieldErrors, values: V, options: { generic?: boolean } = {}) {
  return dataWithToast(
    { errors, values } satisfies FormReply<V>,
    { type: 'error', ...validationToast(errors, options) },
    {
      status: 400,
    },
  )
}

/** The auth service said no (wrong password, existing account, too many attempts, …). */
export function refuseRequest<V>(failure: AuthFailure, values: V) {
  const headers = failure.retryAfter ? { 'Retry-After': String(failure.retryAfter) } : undefined
  return data({ failure, values } satisfies FormReply<V>, { status: failure.status, headers })
}
