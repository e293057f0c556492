import { auth, CLIENT_IP_HEADER } from '~/platform/auth.server'
import type { Route } from './+types/api.auth.$'

/**
 * better-auth over HTTP, limited to what a browser must reach directly: the provider callbacks of
 * third-party sign-in and the confirmation link of the sign-up e-mail. Everything else (signing
 * in, up and out, password resets) goes through the pages' form actions, which apply the spec's
 * messages and the abuse limits; here it answers 404.
 */
const SERVED = [/^\/verify-email$/, /^\/callback\/[\w-]+$/, /^\/oauth2\/callback\/[\w-]+$/, /^\/error$/]

function handle(request: Request, clientIp: string) {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, '')
  if (!SERVED.some((pattern) => pattern.test(path))) return new Response('Not Found', { status: 404 })
  // better-auth reads the client address from this header: only the server may set it.
  const headers = new Headers(request.headers)
  headers.set(CLIENT_IP_HEADER, clientIp)
  return auth().handler(new Request(request, { headers }))
}

export function loader({ request, context }: Route.LoaderArgs) {
  return handle(request, context.clientIp)
}

export function action({ request, context }: Route.ActionArgs) {
  return handle(request, context.clientIp)
}
