import { redirect } from 'react-router'
import { homeOf } from '~/accounts/guards.server'
import { getViewer } from '~/accounts/viewer.server'
import { pageMeta } from '~/i18n/meta'
import type { Route } from './+types/landing'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, {})

/** SPEC §2 "Landing": a signed-in user goes to /home (or to profile completion without a name). */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request)
  if (viewer) throw redirect(homeOf(viewer))
  return null
}

export default function Page() {
  return <h1 className="p-8 text-2xl">landing — Discover Golf Gear</h1>
}
