import { type Location, useLocation, useNavigation } from 'react-router'

/**
 * The address the router is loading, for a page that shows what is coming (skeletons, the new
 * choice in its controls); null when nothing is loading or when the address is the page already
 * shown (only its hash may differ). That load brings nothing new: it is a reload of the same data,
 * or a failed request's way back to the page (app/shell/failed-requests.client.ts, retried while
 * the server keeps failing), during which the page must stay as it was (issue #26).
 */
export function useLoadingLocation(): Location | null {
  const navigation = useNavigation()
  const shown = useLocation()
  if (navigation.state !== 'loading') return null
  const next = navigation.location
  return next.pathname === shown.pathname && next.search === shown.search ? null : next
}
