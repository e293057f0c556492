import { useT } from '~/i18n/react'
import { buttonClass } from '~/ui/button'
import { CloseMark } from '~/ui/close-mark'
import { cn } from '~/ui/cn'
import { Icon } from '~/ui/icon'
import { inputClass } from '~/ui/input-class'
import { Form, Link, useNavigate } from '~/ui/link'
import { useSyncedValue } from '~/ui/use-synced-value'
import {
  type BrowseQuery,
  browseHref,
  defaultSort,
  filterSearchParams,
  MAX_SEARCH_LENGTH,
  parseBrowseQuery,
  SORT_LABEL_KEY,
  SORT_OPTIONS,
  type SortOption,
  withSubcategory,
} from '../browse'
import { isSubcategory, SUBCATEGORIES, SUBCATEGORY_TITLE_KEY } from '../taxonomy'
import { SelectField } from './select-field'

/** The filters of `query` as hidden fields, so that a search sent without JavaScript keeps them. */
export function HiddenFilterFields({ query }: { query: BrowseQuery }) {
  return (
    <>
      {[...filterSearchParams(query.filters)].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

/**
 * Search box, category filter and sort order: a GET form, so it works before (and without)
 * JavaScript. With JavaScript, changing a select rewrites the address in place (SPEC §2: a
 * category change does not navigate) and a search is a client-side navigation; the filters of the
 * filter panel stay.
 */
export function BrowseToolbar({ query, skipTo }: { query: BrowseQuery; skipTo?: string }) {
  const t = useT()
  const navigate = useNavigate()
  const searchBox = useSyncedValue(query.q ?? '')
  const go = (next: BrowseQuery, replace: boolean) =>
    navigate(browseHref(next), { replace, preventScrollReset: replace })

  return (
    <Form
      method="get"
      action="/browse"
      role="search"
      // Named: the navigation bar has a search landmark too (issue #26, axe landmark-unique).
      aria-label={t('browse.searchLabel')}
      className="grid gap-3 md:grid-cols-[minmax(0,1fr)_13rem_15rem]"
      onSubmit={(event) => {
        event.preventDefault()
        const typed = String(new FormData(event.currentTarget).get('q') ?? '')
        const { q } = parseBrowseQuery(new URLSearchParams({ q: typed }))
        // A sort the visitor chose stays; the default one follows the search (relevance vs newest).
        const sort = query.sort === defaultSort(query.q) ? defaultSort(q) : query.sort
        go({ ...query, q, sort, page: 1 }, false)
      }}
    >
      {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
      <HiddenFilterFields query={query} />
      <div className="relative">
        <label htmlFor="browse-search" className="sr-only">
          {t('browse.searchLabel')}
        </label>
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
        />
        <input
          // A new search term from elsewhere (the navigation bar, a chip) replaces what the box shows.
          ref={searchBox}
          id="browse-search"
          type="search"
          name="q"
          defaultValue={query.q ?? ''}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t('browse.searchPlaceholder')}
          className={cn(
            inputClass,
            'h-11 pl-10 [&::-webkit-search-cancel-button]:hidden',
            query.q ? 'pr-22 sm:pr-32' : 'pr-12 sm:pr-24',
          )}
        />
        {/* For keyboards (issue #31): the next Tab after the search box, past the selects, tiles and filters. */}
        {skipTo ? (
          <a href={`#${skipTo}`} className="skip-link">
            {t('phoneBrowse.skipToResults')}
          </a>
        ) : null}
        <div className="absolute inset-y-1 right-1 flex items-center gap-1">
          {query.q ? (
            <Link
              to={browseHref({ ...query, q: null, sort: defaultSortAfterClear(query), page: 1 })}
              className="grid size-9 place-items-center rounded-md text-slate-600 hover:bg-slate-100"
              aria-label={t('browse.clearSearch')}
            >
              <CloseMark className="size-4" />
            </Link>
          ) : null}
          <button
            type="submit"
            className={buttonClass('primary', 'sm', 'h-9 w-9 px-0 sm:w-auto sm:px-3')}
            aria-label={t('browse.searchSubmit')}
          >
            <Icon name="search" className="size-4 sm:hidden" />
            <span className="hidden sm:inline">{t('browse.searchSubmit')}</span>
          </button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 md:contents">
        <SelectField
          id="browse-subcategory"
          name="subcategory"
          label={t('browse.categoryFilter')}
          value={query.subcategory ?? ''}
          onChange={(value) => go(withSubcategory(query, isSubcategory(value) ? value : null), true)}
          options={[
            { value: '', label: t('browse.allCategories') },
            ...SUBCATEGORIES.map((id) => ({ value: id, label: t(SUBCATEGORY_TITLE_KEY[id]) })),
          ]}
        />
        {/* The default order's value is empty: a search submitted without JavaScript then gets the
            default of the new search (relevance) instead of keeping "newest first". */}
        <SelectField
          id="browse-sort"
          name="sort"
          label={t('browse.sortLabel')}
          value={query.sort === defaultSort(query.q) ? '' : query.sort}
          onChange={(value) =>
            go({ ...query, sort: value ? (value as SortOption) : defaultSort(query.q), page: 1 }, true)
          }
          options={SORT_OPTIONS.map((id) => ({
            value: id === defaultSort(query.q) ? '' : id,
            label: t(SORT_LABEL_KEY[id]),
          }))}
        />
      </div>
      <noscript className="md:col-span-3">
        <button type="submit" className={buttonClass('outline', 'md', 'w-full')}>
          {t('browse.applyFilters')}
        </button>
      </noscript>
    </Form>
  )
}

/** Clearing the search keeps a sort the visitor chose, but drops relevance (nothing to rank). */
function defaultSortAfterClear(query: BrowseQuery): SortOption {
  return query.sort === 'relevance' ? defaultSort(null) : query.sort
}
