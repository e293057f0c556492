import { useT } from '~/i18n/react'
import { cn } from '~/ui/cn'
import { Icon } from '~/ui/icon'
import { Link } from '~/ui/link'
import { type BrowseQuery, browseHref, pageLinks, shownCount } from '../browse'

const item = 'grid h-10 min-w-10 place-items-center rounded-lg px-3 font-medium text-sm'
const step =
  'flex h-10 items-center gap-1 rounded-lg px-3 font-medium text-slate-700 text-sm hover:bg-slate-100'

/**
 * Page links: plain links, so paging works without JavaScript and every page has its own URL.
 * `more`: the results were counted only so far (decision 0066), there may be pages past the last.
 */
export function BrowsePagination({
  query,
  pageCount,
  more = false,
}: {
  query: BrowseQuery
  pageCount: number
  more?: boolean
}) {
  const t = useT()
  if (pageCount <= 1) return null
  const page = Math.min(query.page, pageCount)
  const href = (n: number) => browseHref({ ...query, page: n })
  return (
    <nav aria-label={t('browse.pagination')} className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className={step}>
              <Icon name="chevron-left" className="size-4" />
              {t('common.previous')}
            </Link>
          ) : null}
        </li>
        {pageLinks(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="hidden px-1 text-slate-400 sm:block">
              …
            </li>
          ) : (
            <li key={n} className="hidden sm:block">
              <Link
                to={href(n)}
                aria-label={t('browse.pageLink', { page: n })}
                aria-current={n === page ? 'page' : undefined}
                className={cn(
                  item,
                  n === page ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} rel="next" className={step}>
              {t('common.next')}
              <Icon name="chevron-right" className="size-4" />
            </Link>
          ) : null}
        </li>
      </ul>
      <p className="text-slate-500 text-sm">
        {t('common.page', { page, pages: shownCount(String(pageCount), more) })}
      </p>
    </nav>
  )
}
