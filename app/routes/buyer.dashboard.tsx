import { DashboardFrame } from '~/accounts/components/dashboard-frame'
import { requireUser } from '~/accounts/guards.server'
import { pageMeta } from '~/i18n/meta'
import { useT } from '~/i18n/react'
import type { Route } from './+types/buyer.dashboard'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'dashboard.buyer.title', description: 'dashboard.buyer.metaDescription' })

/** Login required (SPEC §6). Figures, interests and recent orders arrive with the orders work. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request)
  return null
}

export default function BuyerDashboard() {
  const t = useT()
  return <DashboardFrame title={t('dashboard.buyer.title')} subtitle={t('dashboard.buyer.subtitle')} />
}
