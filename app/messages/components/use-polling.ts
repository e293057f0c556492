import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'
import { POLL_INTERVAL_MS } from '../rules'

/**
 * Reloads the page's data every few seconds while the tab is visible (issue #15 "without a
 * reload"): the loaders read the database, so it works whichever server process answers.
 */
export function usePolling(interval = POLL_INTERVAL_MS) {
  const revalidator = useRevalidator()
  // The latest revalidator, read by one long-lived timer (a new one each render would drift).
  const latest = useRef(revalidator)
  latest.current = revalidator
  useEffect(() => {
    const timer = window.setInterval(() => {
      const current = latest.current
      if (document.visibilityState === 'visible' && current.state === 'idle') void current.revalidate()
    }, interval)
    return () => window.clearInterval(timer)
  }, [interval])
}
