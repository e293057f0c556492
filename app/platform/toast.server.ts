import { createCookie, data, redirect } from 'react-router'
import type { MessageKey, MessageValues } from '~/i18n'
import { derivedSecret } from './secrets.server'

/**
 * A toast to show once after a redirect (a "flash" message), carried in a signed cookie.
 * Title and description are dictionary keys so the page renders them in the reader's language;
 * `descriptionText` carries a server message that has no key (e.g. 'Sign in error' + message).
 */
export interface Toast {
  id: string
  type: 'success' | 'error' | 'info'
  title: MessageKey
  description?: MessageKey
  descriptionText?: string
  values?: MessageValues
}

export type ToastInput = Omit<Toast, 'id'> & { id?: string }

let cookie: ReturnType<typeof createCookie> | undefined
function toastCookie() {
  cookie ??= createCookie('toast', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production' && !process.env.PUBLIC_URL?.startsWith('http://'),
    secrets: [derivedSecret('toast-cookie')],
    maxAge: 60,
  })
  return cookie
}

export async function toastHeader(toast: ToastInput) {
  return toastCookie().serialize({ ...toast, id: toast.id ?? crypto.randomUUID() })
}

/** Redirects and shows `toast` on the next page. */
export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await toastHeader(toast))
  return redirect(url, { ...init, headers })
}

/** Returns data and shows `toast` on the current page. */
export async function dataWithToast<T>(value: T, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await toastHeader(toast))
  return data(value, { ...init, headers })
}

/** Reads the pending toast (if any) and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; clearHeader?: string }> {
  const header = request.headers.get('cookie')
  if (!header?.includes('toast=')) return { toast: null }
  const value = (await toastCookie().parse(header)) as Toast | null
  const clearHeader = await toastCookie().serialize('', { maxAge: 0 })
  return {
    toast: value && typeof value === 'object' && typeof value.title === 'string' ? value : null,
    clearHeader,
  }
}
