import { redirect } from 'react-router'
import { requestLocale } from '~/i18n/locale-cookie'
import { localePath } from '~/i18n/paths'
import { signInPath } from './redirect-to'
import type { Viewer } from './viewer'
import { getViewer } from './viewer.server'

/**
 * Guards for loaders and actions. Each either returns the signed-in user or throws a redirect,
 * so a route reads as: `const user = await requireUser(request)`.
 *
 * - `requireUser` / `requireUserId`: visitors go to /auth?redirectTo=<this page>, and come back
 *   here after signing in (SPEC §4 "Protected routes").
 * - `requireCompleteProfile`: additionally sends an incomplete profile (SPEC §4) to
 *   /complete-profile?force=1.
 *
 * Never take a user id from the form or the URL for anything the user owns: use the guard's.
 */
function pathOf(request: Request) {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

export async function requireUser(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request)
  if (!viewer) throw redirect(localePath(signInPath(pathOf(request)), requestLocale(request)))
  return viewer
}

export async function requireUserId(request: Request): Promise<string> {
  return (await requireUser(request)).id
}

export const FORCE_COMPLETION_PATH = '/complete-profile?force=1'

export async function requireCompleteProfile(request: Request): Promise<Viewer> {
  const viewer = await requireUser(request)
  if (!viewer.profileComplete) throw redirect(localePath(FORCE_COMPLETION_PATH, requestLocale(request)))
  return viewer
}

/** Where a signed-in user belongs instead of the landing page (SPEC §2 "Landing"). */
export function homeOf(viewer: Viewer) {
  return viewer.name ? '/home' : FORCE_COMPLETION_PATH
}
