import { redirect, useLoaderData, useNavigation } from 'react-router'
import { type BrowseQuery, browseHref, parseBrowseQuery } from '~/catalog/browse'
import { browseListings } from '~/catalog/browse.server'
import { BrowseEmptyState } from '~/catalog/components/browse-empty-state'
import { BrowseFilters } from '~/catalog/components/browse-filters'
import { BrowsePagination } from '~/catalog/components/browse-pagination'
import { CategoryTiles } from '~/catalog/components/category-tiles'
import { ProductGrid, ProductGridSkeleton } from '~/catalog/components/product-grid'
import { ACTIVE_CATEGORY, SUBCATEGORY_TITLE_KEY } from '~/catalog/taxonomy'
import { INTL_LOCALE, translator } from '~/i18n'
import { formatNumber } from '~/i18n/format'
import { localeFromMatches, pageMeta } from '~/i18n/meta'
import { useLocale, useT } from '~/i18n/react'
import { env } from '~/platform/env.server'
import { Container } from '~/ui/container'
import { LoadErrorPanel } from '~/ui/load-error-panel'
import type { Route } from './+types/browse'

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseBrowseQuery(new URL(request.url).searchParams)
  const result = await browseListings(query)
  // A page past the end (results went away, or a hand-edited link) goes to the last page.
  const lastPage = Math.max(result.pageCount, 1)
  if (query.page > lastPage) throw redirect(browseHref({ ...query, page: lastPage }))
  return { query, ...result, canonicalUrl: `${env().publicUrl}${browseHref(query)}` }
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
  if (data) tags.push({ tagName: 'link', rel: 'canonical', href: data.canonicalUrl })
  return tags
}

/** The browse state being loaded right now, so the controls show the choice at once. */
function usePendingQuery(): BrowseQuery | null {
  const navigation = useNavigation()
  if (navigation.state !== 'loading' || navigation.location.pathname !== '/browse') return null
  return parseBrowseQuery(new URLSearchParams(navigation.location.search))
}

export default function BrowsePage() {
  const { query, items, total, pageCount, counts } = useLoaderData<typeof loader>()
  const t = useT()
  const locale = useLocale()
  const pending = usePendingQuery()
  const shown = pending ?? query
  const category = query.category ?? ACTIVE_CATEGORY
  const sport = t(`catalog.category.${category}`).toLocaleLowerCase(INTL_LOCALE[locale])
  const title = query.subcategory ? t(SUBCATEGORY_TITLE_KEY[query.subcategory]) : t('browse.title')

  return (
    <>
      <section className="border-slate-100 border-b bg-gradient-to-b from-brand-50/80 to-white">
        <Container className="pt-8 pb-6 sm:pt-10">
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-2 text-slate-600" aria-live="polite">
            {total === 1
              ? t('browse.resultCountOne')
              : t('browse.resultCount', { count: formatNumber(total, locale) })}
            {query.q ? ` ${t('browse.resultsFor', { q: query.q })}` : null}
          </p>
          <div className="mt-6">
            <BrowseFilters query={shown} />
          </div>
          {category === ACTIVE_CATEGORY ? (
            <div className="mt-5">
              <CategoryTiles query={shown} counts={counts} active={shown.subcategory} />
            </div>
          ) : null}
        </Container>
      </section>
      <Container className="py-8">
        <h2 className="sr-only">{t('browse.resultsHeading')}</h2>
        <div aria-busy={pending ? true : undefined}>
          {pending ? (
            <ProductGridSkeleton label={t('browse.loading')} />
          ) : items.length > 0 ? (
            <ProductGrid products={items} />
          ) : (
            <BrowseEmptyState
              sport={sport}
              searchTerm={query.q}
              clearSearchHref={browseHref({ ...query, q: null, sort: 'date_desc', page: 1 })}
            />
          )}
        </div>
        {pending ? null : <BrowsePagination query={query} pageCount={pageCount} />}
      </Container>
    </>
  )
}

/** SPEC §2/§8: a load failure shows a translated heading and "Error loading products". */
export function ErrorBoundary() {
  const t = useT()
  return <LoadErrorPanel title={t('browse.errorTitle')} message={t('browse.errorMessage')} />
}
