import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import { useT } from '~/i18n/react'
import { isProtectedPath } from '../protected-paths'
import { useViewer } from '../use-viewer'

const SHOW_AFTER_MS = 250

/**
 * While the browser waits for the next page (its loaders decide on the server whether the visitor may
 * see it): a thin progress bar, and for the protected pages the spec's waiting texts (SPEC §4
 * "Protected routes": "Loading..." with "Verifying your access...", or "Checking authentication..."
 * while a visitor's fate is being decided). Shown only when the wait is long enough to notice.
 */
export function NavigationStatus() {
  const t = useT()
  const viewer = useViewer()
  const navigation = useNavigation()
  const [visible, setVisible] = useState(false)
  const loading = navigation.state === 'loading'

  useEffect(() => {
    if (!loading) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [loading])

  if (!loading || !visible) return null
  const protectedTarget = isProtectedPath(navigation.location.pathname)
  return (
    <>
      <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-500" />
      {protectedTarget ? (
        <div
          role="status"
          className="fixed top-20 left-1/2 z-50 flex -translate-x-1/2 items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-lg"
        >
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
          />
          <span className="text-sm">
            <span className="block font-semibold text-slate-900">{t('common.loading')}</span>
            <span className="block text-slate-600">
              {viewer ? t('auth.verifyingAccess') : t('auth.checkingAuthentication')}
            </span>
          </span>
        </div>
      ) : (
        <span role="status" className="sr-only">
          {t('common.loading')}
        </span>
      )}
    </>
  )
}
