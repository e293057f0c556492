import { useEffect, useRef } from 'react'
import { useFetcher, useRevalidator } from 'react-router'
import type { CartActionReply } from '../actions'

/**
 * A fetcher for the /cart action. React Router reloads the page's data (and with it the root
 * loader, which shows the toast cookie and the cart badge) after a successful action, but not
 * after a 4xx/5xx answer; for those this asks for the reload itself, so that a refusal's toast
 * ('Item already in cart', 'Failed to update quantity', …) shows at once and a stale row goes.
 */
export function useCartFetcher() {
  const fetcher = useFetcher<CartActionReply>()
  const revalidator = useRevalidator()
  const handled = useRef<CartActionReply | undefined>(undefined)
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined
  useEffect(() => {
    if (!reply || reply.ok || handled.current === reply) return
    handled.current = reply
    void revalidator.revalidate()
  }, [reply, revalidator])
  return fetcher
}
