import { redirect, useLoaderData } from 'react-router'
import { placeName } from '~/accounts/city-names'
import { COUNTRY_NAME_KEY, type Country } from '~/accounts/locations'
import { useViewer } from '~/accounts/use-viewer'
import { getViewer } from '~/accounts/viewer.server'
import { SaveSearchForm } from '~/alerts/components/save-search-form'
import {
  type BrowseQuery,
  browseHref,
  defaultSort,
  golfFilterCount,
  isSearching,
  offersSavedSearch,
  parseBrowseQuery,
  shownCount,
} from '~/catalog/browse'
import { browseListings } from '~/catalog/browse.server'
import { BrowseEmptyState, NoResults } from '~/catalog/components/browse-empty-state'
import { BrowsePagination } from '~/catalog/components/browse-pagination'
import { BrowseToolbar } from '~/catalog/components/browse-toolbar'
import { CategoryTiles } from '~/catalog/components/category-tiles'
import { FilterPanel, FilterSheetButton } from '~/catalog/components/filter-panel'
import { ProductGrid, ProductGridSkeleton } from '~/catalog/components/product-grid'
import { clearedHref, GolfWords, SearchChips, searchChips } from '~/catalog/components/search-chips'
import { attachCardFit, fitSuggestionFor } from '~/catalog/fit/fit.server'
import { attachCardSpecs } from '~/catalog/passport/card-specs.server'
import { golfFacetLabel } from '~/catalog/passport/golf-labels'
import { golfWordOffers } from '~/catalog/passport/golf-query'
import { ACTIVE_CATEGORY, SUBCATEGORY_TITLE_KEY } from '~/catalog/taxonomy'
import { INTL_LOCALE, translator } from '~/i18n'
import { formatNumber } from '~/i18n/format'
import { requestLocale } from '~/i18n/locale-cookie'
import { localeFromMatches, pageMeta } from '~/i18n/meta'
import { absoluteLocaleUrl, localePath } from '~/i18n/paths'
import { useLocale, useT } from '~/i18n/react'
import { env } from '~/platform/env.server'
import { Container } from '~/ui/container'
import { LoadErrorPanel } from '~/ui/load-error-panel'
import { useLoadingLocation } from '~/ui/use-loading-location'
import type { Route } from './+types/browse'

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const query = parseBrowseQuery(params)
  // A form sent without JavaScript also sends its empty fields (price_min=&city=…): one address per result.
  // Neither does a clubs link from before the golf facets (size=Left-Handed is now hand=left).
  if (
    [...params.values()].some((value) => value === '') ||
    (query.subcategory === 'clubs' && params.has('size'))
  )
    throw redirect(localePath(browseHref(query), requestLocale(request)))
  // Fit (issue #30): a member with a golfer profile gets this page rendered for them alone; for
  // everyone else (and for the shared page) there is no suggestion (decision 0061).
  const fit = await fitSuggestionFor((await getViewer(request))?.id)
  const result = await browseListings(query, { fit })
  // A page past the end (results went away, or a hand-edited link) goes to the last page.
  const lastPage = Math.max(result.pageCount, 1)
  if (query.page > lastPage)
    throw redirect(localePath(browseHref({ ...query, page: lastPage }), requestLocale(request)))
  const locale = requestLocale(request)
  return {
    query,
    ...result,
    // Built-in cities in the reader's language ("Sevilla" on /es/browse, issue #31); the value stays.
    facets: {
      ...result.facets,
      cities: result.facets.cities.map((city) => ({ ...city, label: placeName(city.label, locale) })),
    },
    // Club type, hand and flex on the cards (issue #27): one small query after the cached page.
    items: await attachCardFit(fit, await attachCardSpecs(result.items)),
    // The golf words of the term, read here: their tables stay out of the page's JavaScript.
    golfWords: golfWordOffers(query, (facet) =>
      golfFacetLabel(facet, translator(requestLocale(request)), requestLocale(request)),
    ),
    canonicalUrl: absoluteLocaleUrl(env().publicUrl, browseHref(query), requestLocale(request)),
  }
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const subcategory = data?.query.subcategory
  const t = translator(localeFromMatches(matches))
  const tags = subcategory
    ? pageMeta(matches, {
        title: SUBCATEGORY_TITLE_KEY[subcategory],
        description: 'browse.subcategoryDescription',
        values: { subcategory: t(SUBCATEGORY_TITLE_KEY[subcategory]) },
      })
    : pageMeta(matches, { title: 'browse.title', description: 'browse.description' })
  return tags
}

/** Where "Skip to results" goes. */
const RESULTS_ID = 'results'

/** The browse state being loaded right now, so the controls show the choice at once. */
function usePendingQuery(): BrowseQuery | null {
  const loading = useLoadingLocation()
  if (loading?.pathname !== '/browse') return null
  return parseBrowseQuery(new URLSearchParams(loading.search))
}

export default function BrowsePage() {
  const {
    query,
    items,
    total,
    totalAtLeast,
    countsAtLeast,
    pageCount,
    counts,
    facets,
    suggestion,
    golfWords,
    fitCount,
  } = useLoaderData<typeof loader>()
  const t = useT()
  const locale = useLocale()
  const viewer = useViewer()
  const pending = usePendingQuery()
  const shown = pending ?? query
  const category = query.category ?? ACTIVE_CATEGORY
  const sport = t(`catalog.category.${category}`).toLocaleLowerCase(INTL_LOCALE[locale])
  const title = query.subcategory ? t(SUBCATEGORY_TITLE_KEY[query.subcategory]) : t('browse.title')
  const countryName = (code: string) =>
    code in COUNTRY_NAME_KEY ? t(COUNTRY_NAME_KEY[code as Country]) : code
  const chips = searchChips(query, facets, t, countryName, locale)
  const golf = category === ACTIVE_CATEGORY
  // The golf facets apply to clubs: on the clubs page, or on all of golf when clubs are found.
  const showGolf =
    query.subcategory === 'clubs' ||
    (!query.subcategory && (counts.bySubcategory.clubs > 0 || golfFilterCount(query.filters) > 0))
  const searching = isSearching(query)

  return (
    <>
      <section className="border-slate-100 border-b bg-gradient-to-b from-brand-50/80 to-white">
        <Container className="pt-5 pb-5 sm:pt-10 sm:pb-6">
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-4xl">{title}</h1>
          {/* Phones: the count and the filter sheet's button share a line, so results start high (issue #31). */}
          <div className="mt-2 flex items-center justify-between gap-3">
            <p className="text-slate-700" aria-live="polite" data-testid="result-count">
              {total === 1 && !totalAtLeast
                ? t('browse.resultCountOne')
                : t('browse.resultCount', { count: shownCount(formatNumber(total, locale), totalAtLeast) })}
              {query.q ? ` ${t('browse.resultsFor', { q: query.q })}` : null}
            </p>
            {golf ? <FilterSheetButton query={shown} className="shrink-0" /> : null}
          </div>
          {offersSavedSearch(query) ? (
            <div className="mt-3">
              <SaveSearchForm query={query} />
            </div>
          ) : null}
          <div className="mt-4 sm:mt-6">
            <BrowseToolbar query={shown} skipTo={RESULTS_ID} />
          </div>
          {golf ? (
            <div className="mt-4 sm:mt-5">
              <CategoryTiles
                query={shown}
                counts={counts}
                active={shown.subcategory}
                total={pending ? undefined : total}
                totalAtLeast={totalAtLeast}
                countsAtLeast={countsAtLeast}
              />
            </div>
          ) : null}
        </Container>
      </section>
      <Container className="py-5 sm:py-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        {golf ? (
          <div>
            <FilterPanel
              query={shown}
              facets={facets}
              countryName={countryName}
              showGolf={showGolf}
              fitCount={fitCount}
              total={pending ? undefined : total}
              totalAtLeast={totalAtLeast}
              countsAtLeast={countsAtLeast}
            />
          </div>
        ) : null}
        <div className={golf ? '@container' : 'lg:col-span-2'}>
          <h2 className="sr-only">{t('browse.resultsHeading')}</h2>
          {items.length > 0 && chips.length > 0 ? (
            <div className="mb-5">
              <SearchChips chips={chips} clearAllHref={clearedHref(query)} label={t('search.active.label')} />
            </div>
          ) : null}
          {golf && golfWords ? (
            <div className="mb-5">
              <GolfWords offers={golfWords} />
            </div>
          ) : null}
          {/* "Skip to results" (in the toolbar, after the search box) lands here (issue #31). */}
          <div id={RESULTS_ID} tabIndex={-1} aria-busy={pending ? true : undefined}>
            {pending ? (
              <ProductGridSkeleton label={t('browse.loading')} layout={golf ? 'beside-filters' : 'page'} />
            ) : items.length > 0 ? (
              <ProductGrid
                products={items}
                layout={golf ? 'beside-filters' : 'page'}
                favouritesOf={viewer?.id ?? null}
              />
            ) : searching ? (
              <NoResults
                q={query.q}
                chips={chips}
                suggestion={
                  suggestion
                    ? {
                        term: suggestion,
                        href: browseHref({ ...query, q: suggestion, sort: defaultSort(suggestion), page: 1 }),
                      }
                    : null
                }
                clearAllHref={clearedHref(query)}
              />
            ) : (
              <BrowseEmptyState sport={sport} />
            )}
          </div>
          {pending ? null : <BrowsePagination query={query} pageCount={pageCount} more={totalAtLeast} />}
        </div>
      </Container>
    </>
  )
}

/** SPEC §2/§8: a load failure shows a translated heading and "Error loading products". */
export function ErrorBoundary() {
  const t = useT()
  return <LoadErrorPanel title={t('browse.errorTitle')} message={t('browse.errorMessage')} />
}
