import { useEffect } from 'react'
import { useRevalidator } from 'react-router'
import { POLL_INTERVAL_MS } from '../rules'

/**
 * Reloads the page's data every few seconds while the tab is visible (issue #15 "without a
 * reload"): the loaders read the database, so it works whichever server process answers.
 */
export function usePolling(interval = POLL_INTERVAL_MS) {
  const revalidator = useRevalidator()
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle')
        void revalidator.revalidate()
    }, interval)
    return () => window.clearInterval(timer)
  }, [revalidator, interval])
}
