import { getViewer } from '~/accounts/viewer.server'
import { log } from '~/platform/log.server'
import { parseFormBody, readBodyWithLimit } from '~/platform/request-body.server'
import { MAX_PHOTO_BYTES, type PhotoProblem } from '~/selling/photo-rules'
import { discardListingPhoto, PhotoUploadError, uploadListingPhoto } from '~/selling/photos.server'
import type { Route } from './+types/resources.product-photos'

/** Room for the multipart boundaries and the other fields next to a photo of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024

const refuse = (problem: PhotoProblem, status: number) => Response.json({ problem }, { status })

/**
 * POST one listing photo (multipart: `photo`). Answers 201 `{ key, url, cardUrl }`, or an error
 * status with `{ problem }` (app/selling/photo-rules.ts maps it to the spec's message). POST
 * `intent=discard` with `key` takes a photo out of the listing in progress (204). Signed-in users
 * only; the body is read up to the size limit.
 */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await getViewer(request)
  if (!viewer) return refuse('sign-in', 401)
  const body = await readBodyWithLimit(request, MAX_PHOTO_BYTES + MULTIPART_OVERHEAD)
  if (!body) return refuse('too-large', 413)
  const form = await parseFormBody(body, request.headers.get('content-type'))
  if (form?.get('intent') === 'discard') {
    const discarded = await discardListingPhoto(viewer.id, form.get('key'))
    return new Response(null, { status: discarded ? 204 : 404 })
  }
  const file = form?.get('photo')
  if (!form || !(file instanceof File)) return refuse('invalid-type', 400)
  try {
    const photo = await uploadListingPhoto(viewer.id, new Uint8Array(await file.arrayBuffer()))
    return Response.json(photo, { status: 201 })
  } catch (error) {
    if (error instanceof PhotoUploadError) return refuse(error.problem, error.status)
    log.error('listing.photo_upload_failed', { error, userId: viewer.id })
    return refuse('failed', 500)
  }
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}
