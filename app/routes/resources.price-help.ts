import { data } from 'react-router'
import { modelPriceHelp } from '~/catalog/price-guide/pricing-help.server'
import type { Route } from './+types/resources.price-help'

/**
 * A catalogue model's price guide and recent sales, as JSON (issue #29 item 2): the wizard's
 * pricing step asks for it once the seller picked the model. Public figures, cached a while; an
 * unknown model answers 404 with `help: null`.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const model = (new URL(request.url).searchParams.get('model') ?? '').trim()
  const help = await modelPriceHelp(model)
  return data(
    { help },
    { status: help ? 200 : 404, headers: { 'Cache-Control': help ? 'public, max-age=300' : 'no-store' } },
  )
}
