import { getViewer } from '~/accounts/viewer.server'
import { isUuid } from '~/catalog/product'
import { readDisputePhoto } from '~/disputes/dispute-photos.server'
import type { Route } from './+types/resources.dispute-photos'

/** Never kept by a shared cache, nor by the browser once the page is left. */
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' }

/**
 * GET a dispute's evidence photo (issue #26): for the dispute's buyer and seller and for operators;
 * 404 to anyone else, signed in or not, so the address tells a stranger nothing.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request)
  const index = /^\d{1,2}$/.test(params.index) ? Number(params.index) : -1
  const photo =
    viewer && isUuid(params.disputeId)
      ? await readDisputePhoto({ id: viewer.id, isOperator: viewer.admin }, params.disputeId, index)
      : null
  if (!photo) return new Response('Not found', { status: 404, headers: PRIVATE_HEADERS })
  return new Response(new Uint8Array(photo), {
    headers: { ...PRIVATE_HEADERS, 'Content-Type': 'image/webp', 'Content-Length': String(photo.length) },
  })
}
