import { LogOut, Package, Pencil, ShoppingBag } from 'lucide-react'
import { useActionData, useLoaderData, useNavigation } from 'react-router'
import { placeName } from '~/accounts/city-names'
import { FormAlert } from '~/accounts/components/form-alert'
import { INTEREST_KEY, ProfileFields } from '~/accounts/components/profile-fields'
import { ProfileStatisticsBlock } from '~/accounts/components/profile-statistics'
import { SandPage } from '~/accounts/components/sand-page'
import { useFormValidation } from '~/accounts/components/use-form-validation'
import { requireUser } from '~/accounts/guards.server'
import { AREA_CODES, COUNTRY_NAME_KEY } from '~/accounts/locations'
import { profileStatistics } from '~/accounts/profile-stats'
import { getAccountProfile, profileActivity, saveProfile } from '~/accounts/profiles.server'
import { type FormReply, refuseInput, refuseRequest } from '~/accounts/responses.server'
import { loadProfileSchema } from '~/accounts/schema-loaders'
import {
  type ProfileFormValues,
  profileFormInput,
  profileFormValues,
  profileSchema,
} from '~/accounts/schemas'
import { USER_TYPE_KEY, type UserType } from '~/accounts/user-types'
import type { ProductCardData } from '~/catalog/browse'
import { ProductGrid } from '~/catalog/components/product-grid'
import { FitProfileLink } from '~/catalog/fit/components/fit-profile-link'
import { sellerDisplayName } from '~/catalog/seller-display'
import { sellerListingCards } from '~/catalog/seller-page.server'
import type { Interest } from '~/catalog/taxonomy'
import { formatMonthYear } from '~/i18n/format'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { localePath } from '~/i18n/paths'
import { useLocale, useT } from '~/i18n/react'
import { responseFigures } from '~/messages/response-stats.server'
import type { BuyerOrder } from '~/orders/buyer-orders'
import { listBuyerOrders } from '~/orders/buyer-orders.server'
import { BuyerOrdersList } from '~/orders/components/buyer-orders-list'
import { log } from '~/platform/log.server'
import { mediaUrl } from '~/platform/storage.server'
import { redirectWithToast } from '~/platform/toast.server'
import { ReviewList } from '~/reviews/components/review-card'
import { publicReviewsOf } from '~/reviews/reviews.server'
import { Avatar } from '~/ui/avatar'
import { Button, ButtonLink } from '~/ui/button'
import { Card } from '~/ui/card'
import { cn } from '~/ui/cn'
import { Container } from '~/ui/container'
import { validate } from '~/ui/form'
import { Form, Link } from '~/ui/link'
import { NoticePanel } from '~/ui/notice-panel'
import type { Route } from './+types/profile'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'profile.title', description: 'profile.metaDescription' })

const TABS = ['profile', 'orders', 'listings'] as const
type Tab = (typeof TABS)[number]

/** My Profile (SPEC §2 "Profile"). The tab lives in the URL (?tab=orders), so the nav's Orders link opens it. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request)
  const params = new URL(request.url).searchParams
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'profile'
  const activityRead = profileActivity(viewer.id)
  const [account, activity, listingCards, buyerOrders, reviewsAboutMe, response] = await Promise.all([
    getAccountProfile(viewer.id),
    activityRead,
    tab === 'listings'
      ? activityRead.then(({ rating }) =>
          sellerListingCards(
            { id: viewer.id, name: sellerDisplayName(viewer.name, viewer.surname), rating },
            'all',
          ),
        )
      : Promise.resolve([]),
    tab === 'orders' ? listBuyerOrders(viewer.id) : Promise.resolve([]),
    // What others said about the user, as everyone sees it (revealed reviews only, issue #16).
    tab === 'profile' ? publicReviewsOf(viewer.id) : Promise.resolve([]),
    responseFigures(viewer.id),
  ])
  if (!account) throw new Response('Not Found', { status: 404 })
  const { profile } = account
  const values: ProfileFormValues = {
    name: profile?.name ?? '',
    surname: profile?.surname ?? '',
    areaCode: profile?.areaCode ?? '',
    phoneNumber: profile?.phoneNumber ?? '',
    city: profile?.city ?? '',
    postalCode: profile?.postalCode ?? '',
    userType: profile?.userType ?? '',
    // Profiles completed before sellers were asked start on "Private person", as completion does.
    sellerKind: profile?.sellerKind ?? 'private',
    sportsInterests: profile?.sportsInterests ?? [],
  }
  return {
    tab,
    editing: tab === 'profile' && params.get('edit') === '1',
    email: account.email,
    accountName: account.accountName,
    avatarUrl: mediaUrl(profile?.profilePicture),
    memberSince: (profile?.createdAt ?? account.createdAt).toISOString(),
    values,
    orders: activity.orders,
    listings: activity.listings,
    listingCards,
    buyerOrders,
    reviewsAboutMe,
    // The real rating (issue #16) and response figures measured from conversations (issue #15).
    stats: profileStatistics(activity.stats, activity.rating, response),
  }
}

export async function action({ request }: Route.ActionArgs) {
  // The row to change is the session's user: an id in the form is never read.
  const viewer = await requireUser(request)
  const formData = await request.formData()
  const values = profileFormValues(formData)
  const input = validate(profileSchema, profileFormInput(formData))
  if (!input.success) return refuseInput(input.errors, values, { generic: true })
  try {
    await saveProfile(viewer.id, input.data, {
      locale: requestLocale(request),
    })
  } catch (error) {
    log.error('profile.update_failed', { error, userId: viewer.id })
    return refuseRequest({ status: 500, title: 'profile.error', description: 'profile.updateFailed' }, values)
  }
  return redirectWithToast(localePath('/profile', requestLocale(request)), {
    type: 'success',
    title: 'profile.updated',
  })
}

function TabLink({ tab, current, label, count }: { tab: Tab; current: Tab; label: string; count?: number }) {
  const active = tab === current
  return (
    <Link
      to={tab === 'profile' ? '/profile' : `/profile?tab=${tab}`}
      aria-current={active ? 'page' : undefined}
      preventScrollReset
      className={cn(
        'inline-flex items-center gap-2 whitespace-nowrap border-b-2 px-1 pb-3 font-medium text-sm',
        active ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900',
      )}
    >
      {label}
      {count === undefined ? null : (
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs',
            active ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-600',
          )}
        >
          {count}
        </span>
      )}
    </Link>
  )
}

function Detail({ label, value, className }: { label: string; value: React.ReactNode; className?: string }) {
  const t = useT()
  return (
    <div className={className}>
      <dt className="text-slate-500 text-sm">{label}</dt>
      <dd className="mt-1 font-medium text-slate-900">
        {value || <span className="text-slate-500">{t('profile.notSet')}</span>}
      </dd>
    </div>
  )
}

function ProfileCard() {
  const t = useT()
  const locale = useLocale()
  const { values, email, editing } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply<ProfileFormValues> | undefined
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting'
  const { errors, onSubmit, onChange } = useFormValidation(loadProfileSchema, {
    serverErrors: reply?.errors,
    read: profileFormInput,
    generic: true,
  })
  const country = AREA_CODES.find((a) => a.code === values.areaCode)?.country

  if (editing || reply) {
    return (
      <Card className="p-6 sm:p-8">
        <h2 className="mb-6 font-semibold text-lg text-slate-900">{t('profile.details')}</h2>
        {reply?.failure ? (
          <FormAlert tone="error" title={t(reply.failure.title)} className="mb-6">
            {reply.failure.description ? t(reply.failure.description) : null}
          </FormAlert>
        ) : null}
        <Form method="post" action="/profile" noValidate onSubmit={onSubmit} onChange={onChange}>
          <ProfileFields values={reply?.values ?? values} errors={errors} email={email} />
          <div className="mt-10 flex flex-col-reverse gap-3 border-slate-100 border-t pt-6 sm:flex-row sm:justify-end">
            <ButtonLink to="/profile" variant="outline" size="lg" preventScrollReset>
              {t('common.cancel')}
            </ButtonLink>
            <Button type="submit" size="lg" disabled={pending}>
              {pending ? t('profile.saving') : t('profile.save')}
            </Button>
          </div>
        </Form>
      </Card>
    )
  }

  return (
    <Card className="p-6 sm:p-8">
      <div className="mb-6 flex items-center justify-between gap-4">
        <h2 className="font-semibold text-lg text-slate-900">{t('profile.details')}</h2>
        <ButtonLink to="/profile?edit=1" variant="outline" size="sm" preventScrollReset>
          <Pencil className="size-4" aria-hidden="true" />
          {t('profile.edit')}
        </ButtonLink>
      </div>
      <dl className="grid gap-6 sm:grid-cols-2">
        <Detail label={t('profile.firstName')} value={values.name} />
        <Detail label={t('profile.surname')} value={values.surname} />
        <Detail label={t('profile.email')} value={email} />
        <Detail
          label={t('profile.phone')}
          value={values.areaCode && values.phoneNumber ? `${values.areaCode} ${values.phoneNumber}` : ''}
        />
        <Detail
          label={t('profile.location')}
          value={[
            values.postalCode,
            values.city ? placeName(values.city, locale) : '',
            country ? t(COUNTRY_NAME_KEY[country]) : '',
          ]
            .filter(Boolean)
            .join(', ')}
        />
        <Detail
          label={t('profile.userType')}
          value={values.userType ? t(USER_TYPE_KEY[values.userType as UserType].label) : ''}
        />
        <Detail
          className="sm:col-span-2"
          label={t('profile.sportsInterests')}
          value={
            values.sportsInterests.length ? (
              <ul className="flex flex-wrap gap-2">
                {values.sportsInterests.map((id) => (
                  <li
                    key={id}
                    className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 text-sm"
                  >
                    {t(INTEREST_KEY[id as Interest])}
                  </li>
                ))}
              </ul>
            ) : (
              ''
            )
          }
        />
      </dl>
    </Card>
  )
}

/** The user's orders as a buyer, newest first, with the moves they may make (SPEC §2, §7). */
function OrdersPanel({ orders, count }: { orders: BuyerOrder[]; count: number }) {
  const t = useT()
  if (orders.length === 0) {
    return (
      <NoticePanel
        headingLevel="h2"
        className="max-w-none"
        icon={ShoppingBag}
        title={t('profile.orders.empty')}
        text={t('profile.orders.emptyText')}
        actions={<ButtonLink to="/browse">{t('profile.orders.browse')}</ButtonLink>}
      />
    )
  }
  return (
    <section aria-labelledby="profile-orders" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="profile-orders" className="font-semibold text-lg text-slate-900">
            {t('profile.orders.summary', { count })}
          </h2>
          <p className="text-slate-600 text-sm">{t('orders.buyerSummaryText')}</p>
        </div>
        <ButtonLink to="/buyer/dashboard" variant="outline" className="shrink-0">
          {t('profile.orders.dashboard')}
        </ButtonLink>
      </div>
      <BuyerOrdersList orders={orders} label={t('orders.buyerList')} />
    </section>
  )
}

/** The user's own listings, every status, newest first; changes happen in the seller dashboard. */
function ListingsPanel({ listings }: { listings: ProductCardData[] }) {
  const t = useT()
  if (listings.length === 0) {
    return (
      <NoticePanel
        headingLevel="h2"
        className="max-w-none"
        icon={Package}
        title={t('profile.listings.empty')}
        text={t('profile.listings.emptyText')}
        actions={<ButtonLink to="/list-product">{t('profile.listings.create')}</ButtonLink>}
      />
    )
  }
  return (
    <section aria-labelledby="profile-listings" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="profile-listings" className="font-semibold text-lg text-slate-900">
            {t('profile.listings.summary', { count: listings.length })}
          </h2>
          <p className="text-slate-600 text-sm">{t('profile.listings.summaryText')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/seller/dashboard" variant="outline">
            {t('profile.listings.dashboard')}
          </ButtonLink>
          <ButtonLink to="/list-product">{t('profile.listings.create')}</ButtonLink>
        </div>
      </div>
      <ProductGrid products={listings} />
    </section>
  )
}

export default function Profile() {
  const t = useT()
  const locale = useLocale()
  const {
    tab,
    values,
    accountName,
    email,
    avatarUrl,
    memberSince,
    orders,
    listings,
    listingCards,
    buyerOrders,
    reviewsAboutMe,
    stats,
  } = useLoaderData<typeof loader>()
  const displayName = [values.name, values.surname].filter(Boolean).join(' ') || accountName
  const since = formatMonthYear(memberSince, locale)

  return (
    <SandPage>
      <Container className="max-w-5xl space-y-8">
        <header className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-4">
            <Avatar src={avatarUrl} name={displayName} className="size-16 text-xl ring-4 ring-white" />
            <div className="min-w-0">
              <p className="font-medium text-brand-700 text-sm">{t('profile.title')}</p>
              <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">{displayName}</h1>
              {/* A long address breaks anywhere rather than widening the page on a phone. */}
              <p className="text-slate-600 text-sm [overflow-wrap:anywhere]">
                {email} · {t('profile.memberSince', { date: since })}
              </p>
            </div>
          </div>
          <Form method="post" action="/auth/sign-out">
            <Button type="submit" variant="outline">
              <LogOut className="size-4" aria-hidden="true" />
              {t('nav.signOut')}
            </Button>
          </Form>
        </header>

        {/* The Orders page (issue #31) leads with the orders: the figures come below them there. */}
        {tab === 'orders' ? null : <ProfileStatisticsBlock stats={stats} />}

        <nav aria-label={t('profile.tabs')} className="flex gap-6 overflow-x-auto border-slate-200 border-b">
          <TabLink tab="profile" current={tab} label={t('profile.tab.profile')} />
          <TabLink tab="orders" current={tab} label={t('profile.tab.orders')} count={orders} />
          <TabLink tab="listings" current={tab} label={t('profile.tab.listings')} count={listings} />
        </nav>

        {tab === 'profile' ? (
          <>
            <ProfileCard />
            <FitProfileLink />
            <section aria-labelledby="reviews-about-me" data-testid="reviews-about-me">
              <h2 id="reviews-about-me" className="mb-3 font-semibold text-slate-900 text-xl">
                {t('reviews.aboutYou')}
              </h2>
              <ReviewList reviews={reviewsAboutMe} />
            </section>
          </>
        ) : tab === 'orders' ? (
          <>
            <OrdersPanel orders={buyerOrders} count={orders} />
            <ProfileStatisticsBlock stats={stats} />
          </>
        ) : (
          <ListingsPanel listings={listingCards} />
        )}
      </Container>
    </SandPage>
  )
}
