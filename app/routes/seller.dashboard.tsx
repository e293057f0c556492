import { DashboardFrame } from '~/accounts/components/dashboard-frame'
import { requireUser } from '~/accounts/guards.server'
import { pageMeta } from '~/i18n/meta'
import { useT } from '~/i18n/react'
import type { Route } from './+types/seller.dashboard'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'dashboard.seller.title', description: 'dashboard.seller.metaDescription' })

/** Login required (SPEC §6). Revenue, listings and orders arrive with the selling work. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request)
  return null
}

export default function SellerDashboard() {
  const t = useT()
  return <DashboardFrame title={t('dashboard.seller.title')} subtitle={t('dashboard.seller.subtitle')} />
}
