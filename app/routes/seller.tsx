import { CalendarDays, Flag, Mail, MapPin, ShieldQuestion, Star, UserX } from 'lucide-react'
import { data, isRouteErrorResponse, useLoaderData } from 'react-router'
import { responseTimeText } from '~/accounts/profile-stats'
import { signInPath } from '~/accounts/redirect-to'
import { useViewer } from '~/accounts/use-viewer'
import { getViewer } from '~/accounts/viewer.server'
import { ProductGrid } from '~/catalog/components/product-grid'
import { PrivateSellerNotice, SellerKindBadge } from '~/catalog/components/seller-kind'
import type { DescribedShare } from '~/catalog/condition/trust'
import { attachCardFit, fitSuggestionFor } from '~/catalog/fit/fit.server'
import { isUuid } from '~/catalog/product'
import { ratingAverageText, ratingText } from '~/catalog/seller-display'
import {
  getSellerProfile,
  SELLER_TABS,
  type SellerStats,
  type SellerTab,
  sellerListingCards,
} from '~/catalog/seller-page.server'
import { translator } from '~/i18n'
import { formatMonthYear, formatNumber } from '~/i18n/format'
import { requestLocale } from '~/i18n/locale-cookie'
import { localeFromMatches, pageMeta } from '~/i18n/meta'
import { absoluteLocaleUrl } from '~/i18n/paths'
import { useLocale, useT } from '~/i18n/react'
import { responseFigures, type SellerResponseFigures } from '~/messages/response-stats.server'
import { env } from '~/platform/env.server'
import { ReviewList } from '~/reviews/components/review-card'
import { describedShareOf, publicReviewsOf } from '~/reviews/reviews.server'
import { NotFoundPage } from '~/shell/not-found-page'
import { Avatar } from '~/ui/avatar'
import { ButtonLink, buttonClass } from '~/ui/button'
import { cn } from '~/ui/cn'
import { Container } from '~/ui/container'
import { Form, Link } from '~/ui/link'
import { LoadErrorPanel } from '~/ui/load-error-panel'
import { formatEuros } from '~/ui/money'
import type { Route } from './+types/seller'

/**
 * The public seller page (SPEC §2 "Public seller page"). /seller without an id answers 'No seller
 * ID provided'; an id without a seller profile 'Seller profile not found' (404), anything that is
 * not an id the 404 page; a seller without a name (or named "Unknown Seller") gets the
 * private-seller page. The tab lives in the URL (?tab=past).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!params.id) return data({ kind: 'no-id' as const }, { status: 400 })
  // Not an id at all: an unknown address such as /seller/account (SPEC §2 keeps links to
  // /seller/account, /seller/product and /seller/register that end on the 404 page).
  if (!isUuid(params.id)) return data({ kind: 'unknown-page' as const }, { status: 404 })
  const found = await getSellerProfile(params.id)
  if (!found) return data({ kind: 'not-found' as const }, { status: 404 })
  const { profile, stats } = found
  if (!profile.name) return { kind: 'private' as const }

  const requested = new URL(request.url).searchParams.get('tab')
  const tab: SellerTab = SELLER_TABS.find((t) => t === requested) ?? 'active'
  // Only revealed reviews: a hidden one is nobody's business but its author's (issue #16).
  const [viewer, listings, reviews, response, described] = await Promise.all([
    getViewer(request),
    sellerListingCards(profile, tab),
    publicReviewsOf(profile.id),
    responseFigures(profile.id),
    // Share of graded sales whose buyer confirmed them as described (issue #28).
    describedShareOf(profile.id),
  ])
  return {
    kind: 'seller' as const,
    profile,
    signedIn: Boolean(viewer),
    viewerId: viewer?.id ?? null,
    stats,
    // Measured from conversations (issue #15), not the spec's random figure.
    response,
    described,
    tab,
    // "Fits you" on the cards for a golfer with fitting data (issue #30); this page is never shared.
    listings: await attachCardFit(await fitSuggestionFor(viewer?.id), listings),
    reviews,
    url: absoluteLocaleUrl(env().publicUrl, `/seller/${profile.id}`, requestLocale(request)),
  }
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  if (data?.kind === 'seller') {
    const t = translator(localeFromMatches(matches))
    const { profile, stats } = data
    return [
      ...pageMeta(matches, {
        title: 'sellerPage.title',
        values: { name: profile.name ?? '' },
        descriptionText: t('sellerPage.metaDescription', {
          name: profile.name ?? '',
          city: profile.city ? t('sellerPage.metaCity', { city: profile.city }) : '',
          count: stats.activeListings,
        }),
        image: profile.avatarUrl ?? undefined,
        type: 'website',
      }),
    ]
  }
  const title =
    data?.kind === 'private'
      ? 'sellerPage.private'
      : data?.kind === 'no-id'
        ? 'sellerPage.noId'
        : 'sellerPage.notFound'
  return [...pageMeta(matches, { title }), { name: 'robots', content: 'noindex' }]
}

function Notice({ icon: Icon, title, text }: { icon: typeof UserX; title: string; text?: string }) {
  const t = useT()
  return (
    <Container className="py-20">
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-sand-100 text-brand-700">
          <Icon className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-5 font-bold text-2xl text-slate-900">{title}</h1>
        {text ? <p className="mt-2 text-slate-600">{text}</p> : null}
        <ButtonLink to="/browse" size="lg" className="mt-8">
          {t('sellerPage.browse')}
        </ButtonLink>
      </div>
    </Container>
  )
}

function StatCard({
  label,
  value,
  hint,
  testId,
}: {
  label: string
  value: string
  hint?: string
  testId?: string
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <dt className="text-slate-500 text-sm">{label}</dt>
      <dd className="mt-1 font-bold text-2xl text-slate-900 tabular-nums tracking-tight">{value}</dd>
      {hint ? <dd className="mt-0.5 text-slate-500 text-xs">{hint}</dd> : null}
    </div>
  )
}

function Statistics({
  stats,
  response,
  described,
}: {
  stats: SellerStats
  response: SellerResponseFigures
  described: DescribedShare
}) {
  const t = useT()
  const locale = useLocale()
  const number = (value: number) => formatNumber(value, locale)
  return (
    <section aria-labelledby="seller-statistics">
      <h2 id="seller-statistics" className="sr-only">
        {t('sellerPage.statistics')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <StatCard label={t('sellerPage.stat.totalListings')} value={number(stats.totalListings)} />
        <StatCard label={t('sellerPage.stat.activeListings')} value={number(stats.activeListings)} />
        <StatCard label={t('sellerPage.stat.soldListings')} value={number(stats.soldListings)} />
        <StatCard label={t('sellerPage.stat.totalViews')} value={number(stats.totalViews)} />
        <StatCard
          label={t('sellerPage.stat.avgSoldPrice')}
          value={stats.avgSoldPrice === null ? '—' : formatEuros(stats.avgSoldPrice)}
        />
        <StatCard
          label={t('sellerPage.stat.memberSince')}
          value={formatMonthYear(stats.memberSince, locale)}
        />
        <StatCard
          label={t('messages.stats.responseRate')}
          value={response.rate === null ? '—' : `${response.rate}%`}
        />
        <StatCard
          label={t('messages.stats.responseTime')}
          value={
            response.typicalSeconds === null
              ? '—'
              : (({ key, values }) => t(key, values))(responseTimeText(response.typicalSeconds))
          }
        />
        <StatCard
          testId="seller-described-share"
          label={t('conditionTrust.described.label')}
          value={
            described.percent === null
              ? '—'
              : t('conditionTrust.described.value', { percent: described.percent })
          }
          hint={
            described.total === 0
              ? t('conditionTrust.described.none')
              : described.total === 1
                ? t('conditionTrust.described.ofOne')
                : t('conditionTrust.described.ofMany', { count: number(described.total) })
          }
        />
      </dl>
    </section>
  )
}

function TabLink({
  base,
  tab,
  current,
  label,
  count,
}: {
  base: string
  tab: SellerTab
  current: SellerTab
  label: string
  count: number
}) {
  const active = tab === current
  return (
    <Link
      to={tab === 'active' ? base : `${base}?tab=${tab}`}
      aria-current={active ? 'page' : undefined}
      preventScrollReset
      className={cn(
        'inline-flex items-center gap-2 whitespace-nowrap border-b-2 px-1 pb-3 font-medium text-sm',
        active ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900',
      )}
    >
      {label}
      <span
        className={cn(
          'rounded-full px-2 py-0.5 text-xs tabular-nums',
          active ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-600',
        )}
      >
        {count}
      </span>
    </Link>
  )
}

export default function SellerPage() {
  const viewer = useViewer()
  const loaded = useLoaderData<typeof loader>()
  const t = useT()
  const locale = useLocale()
  if (loaded.kind === 'unknown-page') return <NotFoundPage />
  if (loaded.kind === 'no-id')
    return <Notice icon={ShieldQuestion} title={t('sellerPage.noId')} text={t('sellerPage.noIdText')} />
  if (loaded.kind === 'not-found') {
    return <Notice icon={UserX} title={t('sellerPage.notFound')} text={t('sellerPage.notFoundText')} />
  }
  if (loaded.kind === 'private') {
    return <Notice icon={UserX} title={t('sellerPage.private')} text={t('sellerPage.privateText')} />
  }

  const { profile, stats, response, described, tab, listings, reviews, signedIn, viewerId } = loaded
  const name = profile.name ?? ''
  // Contact Seller opens a conversation with them (issue #15); visitors sign in first.
  const signInHref = signInPath(`/seller/${profile.id}`)
  const pastCount = stats.totalListings - stats.activeListings

  return (
    <>
      <section className="border-slate-100 border-b bg-gradient-to-b from-brand-50/80 to-white">
        <Container className="py-8 sm:py-10">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center gap-4 sm:gap-6">
              <Avatar
                src={profile.avatarUrl}
                name={name}
                className="size-20 text-2xl ring-4 ring-white sm:size-24"
              />
              <div className="min-w-0">
                <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">{name}</h1>
                {profile.kind ? <SellerKindBadge kind={profile.kind} /> : null}
                <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600 text-sm">
                  {profile.city ? (
                    <span className="inline-flex items-center gap-1">
                      <MapPin className="size-4" aria-hidden="true" />
                      {profile.city}
                    </span>
                  ) : null}
                  <span className="inline-flex items-center gap-1">
                    <CalendarDays className="size-4" aria-hidden="true" />
                    {t('sellerPage.memberSince', { date: formatMonthYear(profile.memberSince, locale) })}
                  </span>
                  {profile.rating ? (
                    <span className="inline-flex items-center gap-1" data-testid="seller-page-rating">
                      <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                      <span className="sr-only">
                        {t('sellerPage.rating', {
                          rating: ratingAverageText(profile.rating, locale),
                          count: profile.rating.count,
                        })}
                      </span>
                      <span aria-hidden="true" className="font-semibold text-slate-800">
                        {ratingText(profile.rating, locale)}
                      </span>
                    </span>
                  ) : (
                    <span className="font-semibold text-slate-800" data-testid="seller-page-rating">
                      {t('rating.newSeller')}
                    </span>
                  )}
                </p>
              </div>
            </div>
            {viewerId === profile.id ? null : signedIn ? (
              <Form method="post" action="/messages">
                <input type="hidden" name="sellerId" value={profile.id} />
                <button type="submit" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
                  <Mail className="size-5" aria-hidden="true" />
                  {t('sellerPage.contact')}
                </button>
              </Form>
            ) : (
              <Link to={signInHref} className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
                <Mail className="size-5" aria-hidden="true" />
                {t('sellerPage.contact')}
              </Link>
            )}
          </div>
        </Container>
      </section>

      <Container className="space-y-8 py-8">
        {profile.kind === 'private' ? <PrivateSellerNotice /> : null}
        <Statistics stats={stats} response={response} described={described} />
        <section aria-labelledby="seller-listings">
          <h2 id="seller-listings" className="sr-only">
            {t('sellerPage.tabs')}
          </h2>
          <nav
            aria-label={t('sellerPage.tabs')}
            className="flex gap-6 overflow-x-auto border-slate-200 border-b"
          >
            <TabLink
              base={`/seller/${profile.id}`}
              tab="active"
              current={tab}
              label={t('sellerPage.tab.active')}
              count={stats.activeListings}
            />
            <TabLink
              base={`/seller/${profile.id}`}
              tab="past"
              current={tab}
              label={t('sellerPage.tab.past')}
              count={pastCount}
            />
          </nav>
          <div className="mt-6">
            {listings.length ? (
              <ProductGrid products={listings} favouritesOf={viewer?.id ?? null} />
            ) : (
              <p className="rounded-2xl border border-slate-300 border-dashed px-6 py-12 text-center text-slate-500">
                {tab === 'active' ? t('sellerPage.emptyActive') : t('sellerPage.emptyPast')}
              </p>
            )}
          </div>
        </section>
        <section aria-labelledby="seller-reviews" data-testid="seller-reviews">
          <h2 id="seller-reviews" className="mb-3 font-semibold text-slate-900 text-xl">
            {t('reviews.title')}
            {profile.rating ? ` · ${ratingText(profile.rating, locale)}` : ''}
          </h2>
          <ReviewList reviews={reviews} />
        </section>
        <p>
          <Link
            to={`/report/user/${profile.id}`}
            rel="nofollow"
            className="inline-flex items-center gap-1.5 text-slate-500 text-sm underline hover:text-red-700"
          >
            <Flag className="size-4" aria-hidden="true" />
            {t('sellerPage.report')}
          </Link>
        </p>
      </Container>
    </>
  )
}

/** SPEC §8: 'Error loading seller: {message}'. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  const message = isRouteErrorResponse(error)
    ? error.statusText || String(error.status)
    : error instanceof Error
      ? error.message
      : String(error)
  return (
    <LoadErrorPanel
      title={t('sellerPage.error', { message })}
      action={
        <Link to="/browse" className="inline-block font-semibold text-brand-700 underline underline-offset-4">
          {t('sellerPage.browse')}
        </Link>
      }
    />
  )
}
