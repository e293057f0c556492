import { data } from 'react-router'
import { accountDataExport } from '~/accounts/data-export.server'
import { requireUser } from '~/accounts/guards.server'
import { golferProfileUpdatedAt, readGolferProfile } from '~/catalog/fit/golfer-profile.server'
import { clock } from '~/platform/clock.server'
import { PERSONAL_CACHE_CONTROL } from '~/platform/personal-pages'
import type { Route } from './+types/profile.data-export'

/**
 * "Download my data" (GDPR art. 20, issue #30 item 5): the signed-in member's data as a JSON file,
 * fitting data included. Visitors go to sign in; nothing here is ever cached.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request)
  const now = clock.now()
  const [account, fitting, fittingUpdatedAt] = await Promise.all([
    accountDataExport(viewer.id, now),
    readGolferProfile(viewer.id),
    golferProfileUpdatedAt(viewer.id),
  ])
  if (!account) throw data(null, { status: 404, headers: { 'Cache-Control': PERSONAL_CACHE_CONTROL } })
  const document = { ...account, fitting: fitting ? { ...fitting, updatedAt: fittingUpdatedAt } : null }
  const day = now.toISOString().slice(0, 10)
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="fairway-market-data-${day}.json"`,
      'Cache-Control': PERSONAL_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
