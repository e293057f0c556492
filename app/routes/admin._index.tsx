import { redirect } from 'react-router'
import { requireAdmin } from '~/moderation/operators.server'
import type { Route } from './+types/admin._index'

/** /admin opens on the moderation queue. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  throw redirect('/admin/reports')
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  throw redirect('/admin/reports')
}
