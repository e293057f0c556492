import { getViewer } from '~/accounts/viewer.server'
import { favouriteIds } from '~/favourites/favourites.server'
import { PERSONAL_CACHE_CONTROL } from '~/platform/personal-pages'
import type { Route } from './+types/resources.favourite-ids'

/**
 * The listings the signed-in member saved, for the hearts on the cards of shared pages
 * (app/catalog/card-favourites.ts, docs/decisions/0064). Personal: never stored by anyone.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request)
  const ids = viewer ? await favouriteIds(viewer.id) : []
  return Response.json({ ids }, { headers: { 'Cache-Control': PERSONAL_CACHE_CONTROL, Vary: 'Cookie' } })
}
