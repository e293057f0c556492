import { ArrowRight, Euro, ReceiptText, ShoppingBag, ShoppingCart, Truck } from 'lucide-react'
import { useLoaderData } from 'react-router'
import { DashboardFrame } from '~/accounts/components/dashboard-frame'
import { INTEREST_KEY } from '~/accounts/components/profile-fields'
import { requireUser } from '~/accounts/guards.server'
import { getAccountProfile } from '~/accounts/profiles.server'
import { interestHref } from '~/catalog/interest-links'
import { INTERESTS, type Interest } from '~/catalog/taxonomy'
import { formatNumber } from '~/i18n/format'
import { pageMeta } from '~/i18n/meta'
import { useLocale, useT } from '~/i18n/react'
import { RECENT_ORDERS_SHOWN } from '~/orders/buyer-orders'
import { getBuyerDashboardStats, listBuyerOrders } from '~/orders/buyer-orders.server'
import { BuyerOrdersList } from '~/orders/components/buyer-orders-list'
import { ButtonLink } from '~/ui/button'
import { Link } from '~/ui/link'
import { LoadErrorPanel } from '~/ui/load-error-panel'
import { formatEuros } from '~/ui/money'
import { StatCard } from '~/ui/stat-card'
import type { Route } from './+types/buyer.dashboard'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'dashboard.buyer.title', description: 'dashboard.buyer.metaDescription' })

/**
 * SPEC §2 "Buyer dashboard", login required (SPEC §6): figures computed from the user's orders and
 * cart (not the spec's sample figures), their interests, and their five most recent orders.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request)
  const [stats, recentOrders, account] = await Promise.all([
    getBuyerDashboardStats(viewer.id),
    listBuyerOrders(viewer.id, RECENT_ORDERS_SHOWN),
    getAccountProfile(viewer.id),
  ])
  const interests = (account?.profile?.sportsInterests ?? []).filter((id): id is Interest =>
    INTERESTS.includes(id as Interest),
  )
  return { stats, recentOrders, interests }
}

export default function BuyerDashboard() {
  const t = useT()
  const locale = useLocale()
  const { stats, recentOrders, interests } = useLoaderData<typeof loader>()
  const number = (value: number) => formatNumber(value, locale)
  return (
    <DashboardFrame
      title={t('dashboard.buyer.title')}
      subtitle={t('dashboard.buyer.subtitle')}
      links={['browse', 'cart', 'profile']}
    >
      {/* Orders first, the figures below them (issue #31 "One Orders page"). */}
      <section aria-labelledby="buyer-recent-orders" className="space-y-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id="buyer-recent-orders" className="font-semibold text-lg text-slate-900">
            {t('orders.dashboard.recentOrders')}
          </h2>
          {recentOrders.length ? (
            <Link
              to="/profile?tab=orders"
              className="inline-flex items-center gap-1 font-medium text-brand-700 text-sm hover:underline"
            >
              {t('orders.dashboard.allOrders')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          ) : null}
        </div>
        {recentOrders.length ? (
          <BuyerOrdersList orders={recentOrders} label={t('orders.dashboard.recentOrders')} compact />
        ) : (
          <div className="flex flex-col items-center rounded-2xl border border-slate-300 border-dashed bg-white px-6 py-10 text-center">
            <span className="grid size-12 place-items-center rounded-full bg-sand-100 text-brand-700">
              <ShoppingBag className="size-6" aria-hidden="true" />
            </span>
            <p className="mt-3 text-slate-600">{t('orders.dashboard.noOrders')}</p>
            <ButtonLink to="/browse" className="mt-5">
              {t('profile.orders.browse')}
            </ButtonLink>
          </div>
        )}
      </section>

      <section aria-labelledby="buyer-stats">
        <h2 id="buyer-stats" className="sr-only">
          {t('orders.dashboard.stats')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard
            icon={ReceiptText}
            label={t('orders.dashboard.totalOrders')}
            value={number(stats.totalOrders)}
          />
          <StatCard
            icon={Euro}
            label={t('orders.dashboard.totalSpent')}
            value={formatEuros(stats.totalSpent)}
            hint={t('orders.dashboard.totalSpentHint')}
          />
          <StatCard
            icon={Truck}
            label={t('orders.dashboard.inProgress')}
            value={number(stats.inProgress)}
            hint={t('orders.dashboard.inProgressHint')}
          />
          <StatCard
            icon={ShoppingCart}
            label={t('orders.dashboard.cartItems')}
            value={number(stats.cartItems)}
          />
        </dl>
      </section>

      <section aria-labelledby="buyer-interests" className="space-y-4">
        <h2 id="buyer-interests" className="font-semibold text-lg text-slate-900">
          {t('orders.dashboard.interests')}
        </h2>
        {interests.length ? (
          <ul className="flex flex-wrap gap-2">
            {interests.map((interest) => (
              <li key={interest}>
                <Link
                  to={interestHref(interest)}
                  className="inline-flex items-center rounded-full border border-brand-200 bg-white px-4 py-2 font-medium text-brand-800 text-sm shadow-sm hover:border-brand-400 hover:bg-brand-50"
                >
                  {t(INTEREST_KEY[interest])}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-slate-300 border-dashed bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-slate-600">{t('orders.dashboard.noInterests')}</p>
            <ButtonLink to="/profile?edit=1" variant="outline" size="sm" className="shrink-0">
              {t('orders.dashboard.chooseInterests')}
            </ButtonLink>
          </div>
        )}
      </section>
    </DashboardFrame>
  )
}

export function ErrorBoundary() {
  const t = useT()
  return <LoadErrorPanel title={t('orders.dashboard.loadFailed')} />
}
