import { data } from 'react-router'
import type { ClubModel } from '~/catalog/passport/club-model'
import { clubModelsOfBrand } from '~/catalog/passport/specs.server'
import type { Route } from './+types/resources.club-models'

/**
 * The club model catalogue of one brand, as JSON (issue #27): the listing wizard's model picker
 * asks for it when a seller of clubs names the brand. Public data, cached by the browser a while.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const brand = (new URL(request.url).searchParams.get('brand') ?? '').trim().slice(0, 60)
  const models: ClubModel[] = brand ? await clubModelsOfBrand(brand) : []
  return data({ brand, models }, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
