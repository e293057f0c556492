import { Euro, Package, Plus, ReceiptText, Tag } from 'lucide-react'
import { data, useLoaderData } from 'react-router'
import { DashboardFrame } from '~/accounts/components/dashboard-frame'
import { requireUser } from '~/accounts/guards.server'
import { isUuid } from '~/catalog/product'
import { formatNumber } from '~/i18n/format'
import { pageMeta } from '~/i18n/meta'
import { useLocale, useT } from '~/i18n/react'
import { OrderActions } from '~/orders/components/order-actions'
import { SellerOrdersList } from '~/orders/components/seller-orders-list'
import { listSellerOrders } from '~/orders/seller-orders.server'
import { PayoutsPanel } from '~/payouts/components/payouts-panel'
import { readPayouts } from '~/payouts/payouts.server'
import { log } from '~/platform/log.server'
import { dataWithToast } from '~/platform/toast.server'
import { SellerListings } from '~/selling/components/seller-listings'
import { getDashboardStats, listDashboardListings } from '~/selling/dashboard.server'
import {
  isListingIntent,
  LISTING_ACTION_MESSAGES,
  type ListingActionReply,
  newPriceProblem,
  parseNewPrice,
} from '~/selling/listing-actions'
import { deleteListing, markListingSold, updateListingPrice } from '~/selling/listings.server'
import { ButtonLink } from '~/ui/button'
import { cn } from '~/ui/cn'
import { Link } from '~/ui/link'
import { LoadErrorPanel } from '~/ui/load-error-panel'
import { formatEuros } from '~/ui/money'
import { StatCard } from '~/ui/stat-card'
import type { Route } from './+types/seller.dashboard'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'dashboard.seller.title', description: 'dashboard.seller.metaDescription' })

const TABS = ['products', 'orders', 'payouts'] as const
type Tab = (typeof TABS)[number]

/** Login required (SPEC §6). The four figures, and the listings or the orders (?tab=orders). */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request)
  const requested = new URL(request.url).searchParams.get('tab')
  const tab: Tab = TABS.find((t) => t === requested) ?? 'products'
  const [stats, listings, orders, payouts] = await Promise.all([
    getDashboardStats(viewer.id),
    tab === 'products' ? listDashboardListings(viewer.id) : Promise.resolve([]),
    tab === 'orders' ? listSellerOrders(viewer.id) : Promise.resolve([]),
    tab === 'payouts' ? readPayouts(viewer.id) : Promise.resolve(null),
  ])
  return { tab, stats, listings, orders, payouts }
}

/**
 * Price edit, Mark Sold and delete of the signed-in seller's own listings. Each write names the
 * seller in its WHERE clause: someone else's listing (or one that is no longer active) is not
 * found (404) and stays as it was.
 */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireUser(request)
  const form = await request.formData()
  const intent = form.get('intent')
  const productId = form.get('productId')
  const reply = (ok: boolean): ListingActionReply => ({
    ok,
    intent: isListingIntent(intent) ? intent : null,
    productId: typeof productId === 'string' ? productId : null,
  })
  if (!isListingIntent(intent)) return data(reply(false), { status: 400 })
  const messages = LISTING_ACTION_MESSAGES[intent]
  const fail = (status: number) =>
    dataWithToast(
      reply(false),
      { type: 'error', title: 'sellerDashboard.error', description: messages.failed },
      { status },
    )
  if (typeof productId !== 'string' || !isUuid(productId)) return fail(404)

  let price: number | null = null
  if (intent === 'update-price') {
    price = parseNewPrice(form.get('price'))
    if (price === null) {
      return dataWithToast(
        reply(false),
        {
          type: 'error',
          title: 'sellerDashboard.invalidPrice',
          description: newPriceProblem(form.get('price')),
        },
        { status: 400 },
      )
    }
  }
  try {
    const done =
      intent === 'update-price'
        ? await updateListingPrice(viewer.id, productId, price as number)
        : intent === 'mark-sold'
          ? await markListingSold(viewer.id, productId)
          : await deleteListing(viewer.id, productId)
    if (!done) return fail(404)
  } catch (error) {
    log.error('listing.change_failed', { error, intent, productId, sellerId: viewer.id })
    return fail(500)
  }
  return dataWithToast(reply(true), { type: 'success', title: messages.done })
}

function TabLink({ tab, current, label }: { tab: Tab; current: Tab; label: string }) {
  const active = tab === current
  return (
    <Link
      to={tab === 'products' ? '/seller/dashboard' : `/seller/dashboard?tab=${tab}`}
      aria-current={active ? 'page' : undefined}
      preventScrollReset
      className={cn(
        'inline-flex items-center whitespace-nowrap border-b-2 px-1 pb-3 font-medium text-sm',
        active ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900',
      )}
    >
      {label}
    </Link>
  )
}

export default function SellerDashboard() {
  const t = useT()
  const locale = useLocale()
  const { tab, stats, listings, orders, payouts } = useLoaderData<typeof loader>()
  const number = (value: number) => formatNumber(value, locale)
  return (
    <DashboardFrame title={t('dashboard.seller.title')} subtitle={t('dashboard.seller.subtitle')}>
      <section aria-labelledby="dashboard-stats">
        <h2 id="dashboard-stats" className="sr-only">
          {t('sellerDashboard.stats')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard
            icon={Euro}
            label={t('sellerDashboard.totalRevenue')}
            value={formatEuros(stats.totalRevenue)}
            hint={t('sellerDashboard.revenueHint')}
          />
          <StatCard
            icon={Tag}
            label={t('sellerDashboard.activeListings')}
            value={number(stats.activeListings)}
          />
          <StatCard icon={Package} label={t('sellerDashboard.itemsSold')} value={number(stats.itemsSold)} />
          <StatCard
            icon={ReceiptText}
            label={t('sellerDashboard.totalOrders')}
            value={number(stats.totalOrders)}
          />
        </dl>
      </section>

      <section aria-labelledby="dashboard-section">
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-end sm:justify-between sm:border-slate-200 sm:border-b">
          <nav
            aria-label={t('sellerDashboard.tabs')}
            className="flex gap-6 overflow-x-auto border-slate-200 border-b sm:border-b-0"
          >
            <TabLink tab="products" current={tab} label={t('sellerDashboard.tab.products')} />
            <TabLink tab="orders" current={tab} label={t('sellerDashboard.tab.orders')} />
            <TabLink tab="payouts" current={tab} label={t('payouts.tab')} />
          </nav>
          <ButtonLink to="/list-product" size="sm" className="shrink-0 self-start sm:mb-2 sm:self-auto">
            <Plus className="size-4" aria-hidden="true" />
            {t('sellerDashboard.listItem')}
          </ButtonLink>
        </div>
        <h2 id="dashboard-section" className="sr-only">
          {tab === 'products'
            ? t('sellerDashboard.tab.products')
            : tab === 'orders'
              ? t('sellerDashboard.tab.orders')
              : t('payouts.tab')}
        </h2>
        <div className="mt-5">
          {tab === 'products' ? (
            <SellerListings listings={listings} />
          ) : tab === 'payouts' && payouts ? (
            <PayoutsPanel view={payouts} />
          ) : (
            <SellerOrdersList
              orders={orders}
              actions={(order) => (
                <OrderActions
                  orderId={order.id}
                  deliveryOption={order.delivery.option}
                  status={order.status}
                  party="seller"
                  itemName={order.product?.name ?? t('orders.productGone')}
                />
              )}
            />
          )}
        </div>
      </section>
    </DashboardFrame>
  )
}

/** SPEC §8: 'Failed to load your products'. */
export function ErrorBoundary() {
  const t = useT()
  return <LoadErrorPanel title={t('sellerDashboard.loadFailed')} />
}
