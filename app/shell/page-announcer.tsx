import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigation } from 'react-router'

/**
 * After a client-side navigation to another page, focus moves to the page's main heading and the
 * new title is read out by a polite live region: what a full page load does for screen-reader
 * users. Changes of the query or hash on the same page (filters, tabs) keep focus where it is.
 */
export function PageAnnouncer() {
  const location = useLocation()
  const navigation = useNavigation()
  const [message, setMessage] = useState('')
  const previousPath = useRef<string | null>(null)
  useEffect(() => {
    if (navigation.state !== 'idle') return
    const previous = previousPath.current
    previousPath.current = location.pathname
    if (previous === null || previous === location.pathname) return
    // After React has committed the new page and the title update.
    const timer = window.setTimeout(() => {
      const heading = document.querySelector<HTMLElement>('main h1')
      if (heading && !heading.contains(document.activeElement)) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
        heading.focus({ preventScroll: true })
      }
      setMessage(document.title)
    }, 50)
    return () => window.clearTimeout(timer)
  }, [location.pathname, navigation.state])
  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="page-announcer">
      {message}
    </div>
  )
}
