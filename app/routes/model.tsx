import { PackageSearch } from 'lucide-react'
import { data, useLoaderData } from 'react-router'
import { getViewer } from '~/accounts/viewer.server'
import { ModelPageView } from '~/catalog/components/model-page-view'
import { attachCardFit, fitSuggestionFor } from '~/catalog/fit/fit.server'
import { modelJsonLd } from '~/catalog/price-guide/model-page'
import { sharedModelPage } from '~/catalog/price-guide/model-page.server'
import { translator } from '~/i18n'
import { requestLocale } from '~/i18n/locale-cookie'
import { localeFromMatches, pageMeta } from '~/i18n/meta'
import { absoluteLocaleUrl } from '~/i18n/paths'
import { useT } from '~/i18n/react'
import { env } from '~/platform/env.server'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import type { Route } from './+types/model'

/**
 * A club model's page, /models/<slug> and /es/models/<slug> (issue #29 item 4): stock specs,
 * listings on sale, sold prices and the price guide, all rendered on the server. An unknown slug
 * answers 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request)
  const t = translator(locale)
  const [loaded, suggestion] = await Promise.all([
    // The same for everyone, kept per model and language for a few seconds (decision 0071).
    sharedModelPage(params.slug, locale),
    getViewer(request).then((viewer) => fitSuggestionFor(viewer?.id)),
  ])
  if (!loaded) return data({ page: null }, { status: 404 })
  // "Fits you" on the listings' cards for a golfer with fitting data (issue #30): a member's page
  // is rendered for them; visitors who are not signed in share it through the page cache.
  const page = { ...loaded, listings: await attachCardFit(suggestion, loaded.listings) }
  const url = absoluteLocaleUrl(env().publicUrl, `/models/${page.slug}`, locale)
  const name = `${page.brand} ${page.model}`
  const description = t('priceGuide.metaDescription', { name })
  return { page, description, jsonLd: modelJsonLd(page, { url, description }) }
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  if (!data?.page) {
    return [
      ...pageMeta(matches, { title: 'priceGuide.notFound', description: 'priceGuide.notFoundText' }),
      { name: 'robots', content: 'noindex' },
    ]
  }
  const t = translator(localeFromMatches(matches))
  return [
    ...pageMeta(matches, {
      titleText: t('priceGuide.metaTitle', { name: `${data.page.brand} ${data.page.model}` }),
      descriptionText: data.description,
      type: 'product',
    }),
    { 'script:ld+json': data.jsonLd },
  ]
}

function ModelNotFound() {
  const t = useT()
  return (
    <Container className="py-20">
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-sand-100 text-brand-700">
          <PackageSearch className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-5 font-bold text-2xl text-slate-900">{t('priceGuide.notFound')}</h1>
        <p className="mt-2 text-slate-600">{t('priceGuide.notFoundText')}</p>
        <ButtonLink to="/browse?subcategory=clubs" size="lg" className="mt-8">
          {t('priceGuide.allClubs')}
        </ButtonLink>
      </div>
    </Container>
  )
}

export default function ModelRoute() {
  const loaderData = useLoaderData<typeof loader>()
  if (!loaderData.page) return <ModelNotFound />
  return <ModelPageView page={loaderData.page} />
}
