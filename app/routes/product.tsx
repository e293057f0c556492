import { data, useLoaderData, useSearchParams } from 'react-router'
import { placeName } from '~/accounts/city-names'
import { AREA_CODES, COUNTRY_NAME_KEY, type Country, shipsFromCountry } from '~/accounts/locations'
import { signInPath } from '~/accounts/redirect-to'
import { getViewer } from '~/accounts/viewer.server'
import { isAvailable } from '~/cart/cart'
import { AddToCartButton } from '~/cart/components/add-to-cart-button'
import { browseHref } from '~/catalog/browse'
import { PassportTable } from '~/catalog/components/passport-table'
import { BUY_ACTIONS_ID, ProductBuyBox } from '~/catalog/components/product-buy-box'
import { ProductFit } from '~/catalog/components/product-fit'
import { ProductGallery } from '~/catalog/components/product-gallery'
import { ProductGrades } from '~/catalog/components/product-grades'
import { ProductPrice } from '~/catalog/components/product-price'
import { ProductStatusBadge } from '~/catalog/components/product-status-badge'
import { RelatedListings } from '~/catalog/components/related-listings'
import { SellerCard } from '~/catalog/components/seller-card'
import { PrivateSellerNotice } from '~/catalog/components/seller-kind'
import { StickyBuyBar } from '~/catalog/components/sticky-buy-bar'
import { ListingTrust } from '~/catalog/condition/components/listing-trust'
import { trustView } from '~/catalog/condition/trust.server'
import { attachCardFit, fitSuggestionFor, productFit } from '~/catalog/fit/fit.server'
import { productFitView } from '~/catalog/fit/fit-view.server'
import { sharedProductPage } from '~/catalog/product-page.server'
import { absoluteUrl, metaDescriptionOf, passportProperties, productJsonLd } from '~/catalog/product-seo'
import { countProductVisit } from '~/catalog/product-views.server'
import {
  CONDITION_KEY,
  isSubcategory,
  SHIPPING_OPTION_DETAILS,
  SUBCATEGORY_TITLE_KEY,
} from '~/catalog/taxonomy'
import { FavouriteButton } from '~/favourites/components/favourite-button'
import { favouriteState } from '~/favourites/favourites.server'
import { translator } from '~/i18n'
import { formatLongDate, formatNumber } from '~/i18n/format'
import { requestLocale } from '~/i18n/locale-cookie'
import { localeFromMatches, pageMeta } from '~/i18n/meta'
import { absoluteLocaleUrl } from '~/i18n/paths'
import { useLocale, useT } from '~/i18n/react'
import { MakeOfferButton } from '~/messages/components/make-offer-button'
import { reservationOf } from '~/messages/offers.server'
import { offerBounds } from '~/messages/rules'
import { env } from '~/platform/env.server'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { Icon } from '~/ui/icon'
import { Link } from '~/ui/link'
import { formatEuros } from '~/ui/money'
import type { Route } from './+types/product'

/**
 * The product page (SPEC §2 "Product detail"): one query for the listing and its seller. A visit
 * counts one view (once per 30 minutes per browser; the seller's own visits and crawlers do not
 * count). A missing listing answers 404 with "Product Not Found".
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request)
  const viewer = await getViewer(request)
  const shared = await sharedProductPage(params.id, locale, viewer?.id ?? null, shipsFromCountry)
  if (!shared) return data({ product: null }, { status: 404 })
  // What is the member's own is read for this request; the rest is the same for everyone (decision 0067).
  const { product, related: sharedRelated, passport, grades, priceGuide, trust } = shared
  const t = translator(locale)
  const [reservation, favourite, fit] = await Promise.all([
    reservationOf(product.id),
    favouriteState(viewer?.id ?? null, product.id),
    // Does this club fit the golfer viewing (issue #30)? Visitors get an invitation only.
    productFit(viewer?.id ?? null, product.id),
  ])
  // "Fits you" on the related cards for a golfer with fitting data (issue #30): the signed-in page
  // is never shared (the page cache keeps only visitors' product pages). The listing's own verdict
  // already read the golfer's suggestion; a listing fitting does not read (not a club) reads it here.
  const suggestion =
    fit === null ? await fitSuggestionFor(viewer?.id) : fit.kind === 'result' ? fit.suggestion : null
  const relatedWithFit = await attachCardFit(suggestion, [
    ...sharedRelated.fromSeller,
    ...sharedRelated.similar,
  ])
  const fromSellerCount = sharedRelated.fromSeller.length
  const related = {
    fromSeller: relatedWithFit.slice(0, fromSellerCount),
    similar: relatedWithFit.slice(fromSellerCount),
  }

  const ownListing = Boolean(viewer && viewer.id === product.sellerId)
  const headers = new Headers()
  // Visitors who are not signed in were counted in front of the page cache (server/app.ts).
  if (!ownListing && !context.productVisitCounted) {
    const visitCookie = countProductVisit(request, product.id, context.clientIp)
    if (visitCookie) headers.append('Set-Cookie', visitCookie)
  }

  const publicUrl = env().publicUrl
  const url = absoluteLocaleUrl(publicUrl, `/product/${product.id}`, locale)
  return data(
    {
      // A built-in city in the reader's language (issue #31), worked out here: the page ships no city list.
      product: { ...product, location: product.location ? placeName(product.location, locale) : null },
      ownListing,
      signedIn: Boolean(viewer),
      // An accepted offer reserves the listing for its buyer (issue #15): others see "Reserved".
      reservedForOther: Boolean(reservation && reservation.buyerId !== viewer?.id),
      // "Make an offer" (issue #31) while nobody holds the listing; its bounds are the thread's.
      offer: reservation ? null : offerBounds(product.price),
      favourite,
      related,
      // Built here: the browse URL rules stay out of the page's JavaScript (issue #31, first load).
      subcategoryHref: isSubcategory(product.subcategory)
        ? browseHref({
            q: null,
            category: null,
            subcategory: product.subcategory,
            sort: 'date_desc',
            page: 1,
          })
        : null,
      passport,
      grades,
      priceGuide,
      fit: productFitView(fit, t, locale),
      // Signs of a fake, in the page's language (issue #28).
      trust: trustView(trust, t, locale, (code) => t(COUNTRY_NAME_KEY[code as Country])),
      url,
      imageUrl: product.photos[0] ? absoluteUrl(product.photos[0].url, publicUrl) : undefined,
      jsonLd: productJsonLd(product, {
        url,
        publicUrl,
        sellerUrl: product.seller
          ? absoluteLocaleUrl(publicUrl, `/seller/${product.seller.id}`, locale)
          : undefined,
        returnsUrl: absoluteLocaleUrl(publicUrl, '/returns', locale),
        countries: AREA_CODES.map((area) => area.country),
        // The passport as schema.org PropertyValues (issue #27), in the page's language.
        properties: passport ? passportProperties(passport, t) : undefined,
      }),
    },
    { headers },
  )
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  if (!data?.product) {
    return [
      ...pageMeta(matches, { title: 'product.notFound', description: 'product.notFoundText' }),
      { name: 'robots', content: 'noindex' },
    ]
  }
  const t = translator(localeFromMatches(matches))
  const { product } = data
  const description =
    metaDescriptionOf(product.description) ||
    t('product.metaDescription', {
      name: product.name,
      brand: product.brand,
      condition: t(CONDITION_KEY[product.condition]),
      price: formatEuros(product.price),
    })
  return [
    ...pageMeta(matches, {
      titleText: product.name,
      descriptionText: description,
      image: data.imageUrl,
      type: 'product',
    }),
    { 'script:ld+json': data.jsonLd },
  ]
}

function Breadcrumbs({
  subcategory,
  subcategoryHref,
  name,
}: {
  subcategory: string
  subcategoryHref: string | null
  name: string
}) {
  const t = useT()
  const crumbs = [
    { to: '/', label: t('product.home') },
    { to: '/browse', label: t('product.browse') },
    ...(subcategoryHref && isSubcategory(subcategory)
      ? [{ to: subcategoryHref, label: t(SUBCATEGORY_TITLE_KEY[subcategory]) }]
      : []),
  ]
  return (
    <nav aria-label={t('product.breadcrumbs')}>
      <ol className="flex flex-wrap items-center gap-1 text-slate-500 text-sm">
        {crumbs.map((crumb) => (
          <li key={crumb.to} className="inline-flex items-center gap-1">
            <Link to={crumb.to} className="hover:text-brand-700 hover:underline">
              {crumb.label}
            </Link>
            <Icon name="chevron-right" className="size-3.5 text-slate-400" />
          </li>
        ))}
        <li aria-current="page" className="max-w-[16rem] truncate font-medium text-slate-700 sm:max-w-md">
          {name}
        </li>
      </ol>
    </nav>
  )
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="rounded-xl bg-sand-50 px-4 py-3">
      <dt className="text-slate-500 text-xs uppercase tracking-wide">{label}</dt>
      <dd className="mt-0.5 truncate font-semibold text-slate-900">{value || '—'}</dd>
    </div>
  )
}

function ProductNotFound() {
  const t = useT()
  return (
    <Container className="py-20">
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-sand-100 text-brand-700">
          <Icon name="package-search" className="size-8" />
        </span>
        <h1 className="mt-5 font-bold text-2xl text-slate-900">{t('product.notFound')}</h1>
        <p className="mt-2 text-slate-600">{t('product.notFoundText')}</p>
        <ButtonLink to="/browse" size="lg" className="mt-8">
          {t('product.backToBrowse')}
        </ButtonLink>
      </div>
    </Container>
  )
}

export default function ProductPage() {
  const loaded = useLoaderData<typeof loader>()
  const t = useT()
  const locale = useLocale()
  const [params] = useSearchParams()
  // Back from signing in after "Make an offer": the dialog opens again (issue #31).
  const autoOffer = params.get('offer') === '1'
  if (!loaded.product) return <ProductNotFound />
  const { product, ownListing, signedIn, related, reservedForOther, favourite, passport, grades, trust } =
    loaded
  const offerTarget = loaded.offer && { productId: product.id, name: product.name, ...loaded.offer }
  // "Buy now" (issue #31): checkout with this item only; a visitor signs in and lands there.
  const buyNowTo = `/checkout?item=${product.id}`
  const buyNow = (
    <ButtonLink to={signedIn ? buyNowTo : signInPath(buyNowTo)} size="lg" data-testid="buy-now">
      {t('phone.buyNow')}
    </ButtonLink>
  )
  const { seller } = product
  // The cart's own rule (an active listing whose seller still exists), so the page never offers
  // an Add to Cart that the server would refuse.
  const active = isAvailable(product)
  const actions = active && !ownListing && !reservedForOther
  // Contact Seller opens the conversation about this listing (issue #15); visitors sign in first.
  const contact = seller
    ? signedIn
      ? { productId: product.id }
      : signInPath(`/product/${product.id}`)
    : null

  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumbs
        subcategory={product.subcategory}
        subcategoryHref={loaded.subcategoryHref}
        name={product.name}
      />
      <div className="mt-5 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="lg:row-span-1">
          <ProductGallery photos={product.photos} name={product.name} />
        </div>

        <div className="flex flex-col gap-6 lg:row-span-2">
          <header>
            <div className="flex items-center justify-between gap-3">
              <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{product.brand}</p>
              <ProductStatusBadge status={product.status} className="text-sm" />
            </div>
            <h1 className="mt-1 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
              {product.name}
            </h1>
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-500 text-sm">
              <span>{t('product.listedOn', { date: formatLongDate(product.createdAt, locale) })}</span>
              <span className="inline-flex items-center gap-1">
                <Icon name="eye" className="size-4" />
                {t('product.views', { count: formatNumber(product.viewsCount, locale) })}
              </span>
              <span className="inline-flex items-center gap-1" data-testid="favourite-count">
                <Icon name="heart" className="size-4" />
                {favourite.count === 1
                  ? t('favourites.savedByOne')
                  : t('favourites.savedByMany', { count: formatNumber(favourite.count, locale) })}
              </span>
            </p>
          </header>

          <ProductPrice
            price={product.price}
            originalPrice={product.originalPrice}
            guide={loaded.priceGuide}
          />

          <dl className="grid grid-cols-2 gap-3">
            <Fact label={t('product.condition')} value={t(CONDITION_KEY[product.condition])} />
            <Fact label={t('product.size')} value={product.size} />
            <Fact label={t('product.brand')} value={product.brand} />
            <Fact label={t('product.location')} value={product.location} />
          </dl>
          <ProductGrades view={grades} />
          <ListingTrust trust={trust} />
          {loaded.fit && <ProductFit view={loaded.fit} />}

          <ProductBuyBox
            active={active}
            ownListing={ownListing}
            editHref={`/product/${product.id}/edit`}
            contactHref={contact}
            reservedForOther={reservedForOther}
            buyNow={buyNow}
            makeOffer={
              offerTarget ? (
                <MakeOfferButton target={offerTarget} signedIn={signedIn} autoOpen={autoOffer} />
              ) : null
            }
            favourite={
              <FavouriteButton
                productId={product.id}
                saved={favourite.saved}
                signedIn={signedIn}
                returnTo={`/product/${product.id}`}
              />
            }
            addToCart={({ describedBy }) => (
              <AddToCartButton
                productId={product.id}
                signedIn={signedIn}
                ownListing={ownListing}
                returnTo={`/product/${product.id}`}
                describedBy={describedBy}
              />
            )}
          />

          {product.shippingOptions.length ? (
            <section aria-labelledby="product-shipping">
              <h2 id="product-shipping" className="flex items-center gap-2 font-semibold text-slate-900">
                <Icon name="truck" className="size-5 text-brand-700" />
                {t('product.shipping')}
              </h2>
              <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
                {product.shippingOptions.map((option) => {
                  const details = SHIPPING_OPTION_DETAILS[option]
                  return (
                    <li key={option} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
                      <span>
                        <span className="block font-medium text-slate-900">{t(details.labelKey)}</span>
                        <span className="block text-slate-500">{t(details.timeKey)}</span>
                      </span>
                      <span className="font-semibold text-slate-900">
                        {details.costCents ? formatEuros(details.costCents) : t('catalog.free')}
                      </span>
                    </li>
                  )
                })}
              </ul>
            </section>
          ) : null}

          {actions ? (
            <StickyBuyBar watchId={BUY_ACTIONS_ID} price={product.price}>
              <ButtonLink
                to={signedIn ? buyNowTo : signInPath(buyNowTo)}
                size="md"
                data-testid="sticky-buy-now"
              >
                {t('phone.buyNow')}
              </ButtonLink>
              {offerTarget ? <MakeOfferButton target={offerTarget} signedIn={signedIn} compact /> : null}
            </StickyBuyBar>
          ) : null}
          <SellerCard seller={seller} />
          {seller?.kind === 'private' ? <PrivateSellerNotice /> : null}
          {ownListing ? null : (
            <p>
              <Link
                to={`/report/listing/${product.id}`}
                rel="nofollow"
                className="inline-flex items-center gap-1.5 text-slate-500 text-sm underline hover:text-red-700"
              >
                <Icon name="flag" className="size-4" />
                {t('product.report')}
              </Link>
            </p>
          )}
        </div>

        <section aria-labelledby="product-description" className="lg:col-start-1">
          <h2 id="product-description" className="font-semibold text-lg text-slate-900">
            {t('product.description')}
          </h2>
          <p className="mt-3 whitespace-pre-line text-slate-700 leading-relaxed">{product.description}</p>
        </section>

        <div className="lg:col-start-1">
          <PassportTable view={passport} />
        </div>
      </div>

      <div className="mt-12 space-y-10 sm:mt-16">
        <RelatedListings
          id="more-from-seller"
          title={t('product.moreFromSeller')}
          products={related.fromSeller}
          more={seller ? { to: `/seller/${seller.id}`, label: t('product.allFromSeller') } : undefined}
        />
        <RelatedListings
          id="similar-items"
          title={t('product.similarItems')}
          products={related.similar}
          more={
            loaded.subcategoryHref && isSubcategory(product.subcategory)
              ? {
                  to: loaded.subcategoryHref,
                  label: t('product.moreInSubcategory', {
                    subcategory: t(SUBCATEGORY_TITLE_KEY[product.subcategory]),
                  }),
                }
              : undefined
          }
        />
      </div>
    </Container>
  )
}
