import { ArrowRight } from 'lucide-react'
import { data, useLoaderData } from 'react-router'
import { useViewer } from '~/accounts/use-viewer'
import { getViewer } from '~/accounts/viewer.server'
import { type BrowseLink, browseHref } from '~/catalog/browse'
import { browseListings } from '~/catalog/browse.server'
import { BrowseEmptyState } from '~/catalog/components/browse-empty-state'
import { ProductGrid, ProductGridSkeleton } from '~/catalog/components/product-grid'
import { attachCardFit, fitSuggestionFor } from '~/catalog/fit/fit.server'
import { attachCardSpecs } from '~/catalog/passport/card-specs.server'
import { ACTIVE_CATEGORY, CATEGORY_EMOJI, DEFAULT_CATEGORY_EMOJI, isCategory } from '~/catalog/taxonomy'
import { INTL_LOCALE, type Translate, translator } from '~/i18n'
import { formatNumber } from '~/i18n/format'
import { localeFromMatches, pageMeta } from '~/i18n/meta'
import { useLocale, useT } from '~/i18n/react'
import { buttonClass } from '~/ui/button'
import { Container } from '~/ui/container'
import { Link } from '~/ui/link'
import { LoadErrorPanel } from '~/ui/load-error-panel'
import { useLoadingLocation } from '~/ui/use-loading-location'
import type { Route } from './+types/category'

/**
 * SPEC §2 "Category page". Golf shows its newest listings; tennis, padel, hockey and cycling have
 * none and show the empty state. Any other name gets the default emoji and the empty state too,
 * answered with status 404 (and noindex) so that made-up addresses are not indexed as pages.
 */
/** What the golf page shows: the first browse page, newest first. */
const GOLF_LISTINGS: BrowseLink = {
  q: null,
  category: ACTIVE_CATEGORY,
  subcategory: null,
  sort: 'date_desc',
  page: 1,
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = params.category.toLowerCase().slice(0, 40)
  const category = isCategory(slug) ? slug : null
  if (category === ACTIVE_CATEGORY) {
    const { items, total } = await browseListings(GOLF_LISTINGS, { filterCounts: false })
    // "Fits you" only for a member with a golfer profile, whose page is rendered for them alone (decision 0061).
    const fit = await fitSuggestionFor((await getViewer(request))?.id)
    return data({ category, slug, items: await attachCardFit(fit, await attachCardSpecs(items)), total })
  }
  return data({ category, slug, items: [], total: 0 }, category ? undefined : { status: 404 })
}

/** The translated sport name, or the address's own word for a category that does not exist. */
function categoryName(t: Translate, category: string | null, slug: string) {
  if (category && isCategory(category)) return t(`catalog.category.${category}`)
  const words = slug.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const locale = localeFromMatches(matches)
  const name = data ? categoryName(translator(locale), data.category, data.slug) : ''
  const tags = pageMeta(matches, {
    titleText: name || undefined,
    description: 'browse.category.description',
    values: { category: name.toLocaleLowerCase(INTL_LOCALE[locale]) },
  })
  if (data && !data.category) tags.push({ name: 'robots', content: 'noindex' })
  return tags
}

export default function CategoryPage() {
  const viewer = useViewer()
  const { category, slug, items, total } = useLoaderData<typeof loader>()
  const t = useT()
  const locale = useLocale()
  const loading = useLoadingLocation()?.pathname.startsWith('/category/') ?? false
  const name = categoryName(t, category, slug)
  const inSentence = name.toLocaleLowerCase(INTL_LOCALE[locale])
  const emoji = category ? CATEGORY_EMOJI[category] : DEFAULT_CATEGORY_EMOJI
  const browseAll = browseHref(GOLF_LISTINGS)

  return (
    <>
      <section className="border-slate-100 border-b bg-gradient-to-b from-brand-50/80 to-white">
        <Container className="flex flex-col items-start gap-3 py-10 sm:flex-row sm:items-center sm:gap-6">
          <span
            aria-hidden="true"
            className="grid size-16 shrink-0 place-items-center rounded-2xl bg-white text-4xl shadow-sm ring-1 ring-slate-200"
            data-testid="category-emoji"
          >
            {emoji}
          </span>
          <div>
            <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{name}</h1>
            <p className="mt-2 text-slate-600">{t('browse.category.line', { category: inSentence })}</p>
          </div>
        </Container>
      </section>
      <Container className="py-8">
        {loading ? (
          <ProductGridSkeleton label={t('browse.loading')} />
        ) : items.length > 0 ? (
          <>
            <div className="mb-5 flex flex-wrap items-baseline justify-between gap-3">
              <h2 className="font-bold text-slate-900 text-xl">{t('browse.category.latest')}</h2>
              <Link
                to={browseAll}
                className="flex items-center gap-1 font-semibold text-brand-700 text-sm hover:underline"
              >
                {t('browse.category.seeAll', { count: formatNumber(total, locale) })}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </div>
            <ProductGrid products={items} favouritesOf={viewer?.id ?? null} />
            {total > items.length ? (
              <div className="mt-10 flex justify-center">
                <Link to={browseAll} className={buttonClass('outline', 'lg')}>
                  {t('browse.category.seeAll', { count: formatNumber(total, locale) })}
                </Link>
              </div>
            ) : null}
          </>
        ) : (
          <BrowseEmptyState sport={inSentence} />
        )}
      </Container>
    </>
  )
}

/** SPEC §2: on a load error, an error heading plus the error text. */
export function ErrorBoundary() {
  const t = useT()
  return <LoadErrorPanel title={t('browse.category.errorTitle')} message={t('browse.errorMessage')} />
}
