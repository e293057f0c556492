import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import { useT } from '~/i18n/react'
import { Spinner } from '~/ui/spinner'
import { isProtectedPath } from '../protected-paths'

const SHOW_AFTER_MS = 250

/**
 * While the browser waits for the next page (its loaders decide on the server whether the visitor may
 * see it): a thin progress bar, and for the protected pages the spec's "Verifying your access...".
 * Shown only when the wait is long enough to notice.
 */
export function NavigationStatus() {
  const t = useT()
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
        <div className="fixed top-20 left-1/2 z-50 -translate-x-1/2 rounded-full border border-slate-200 bg-white px-4 py-2 shadow-lg">
          <Spinner label={t('auth.verifyingAccess')} />
        </div>
      ) : (
        <span role="status" className="sr-only">
          {t('common.loading')}
        </span>
      )}
    </>
  )
}
