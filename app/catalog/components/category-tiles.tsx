import { Link } from 'react-router'
import { formatNumber } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { type BrowseQuery, browseHref, type ListingCounts } from '../browse'
import { SUBCATEGORIES, SUBCATEGORY_TITLE_KEY, type Subcategory } from '../taxonomy'

/**
 * "All Golf" and the seven subcategories with their listing counts. Choosing one rewrites the
 * address in place (replace, scroll kept), as SPEC §2 asks of a category change.
 */
export function CategoryTiles({
  query,
  counts,
  active,
}: {
  query: BrowseQuery
  counts: ListingCounts
  active: Subcategory | null
}) {
  const t = useT()
  const locale = useLocale()
  const tiles = [
    { id: null, label: t('catalog.interest.all-golf'), count: counts.total },
    ...SUBCATEGORIES.map((id) => ({
      id,
      label: t(SUBCATEGORY_TITLE_KEY[id]),
      count: counts.bySubcategory[id],
    })),
  ]
  return (
    <nav aria-label={t('browse.tilesLabel')} className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 md:grid md:grid-cols-4">
        {tiles.map((tile) => {
          const selected = tile.id === active
          return (
            <li key={tile.id ?? 'all'} className="w-40 shrink-0 md:w-auto">
              <Link
                to={browseHref({ ...query, subcategory: tile.id, page: 1 })}
                replace
                preventScrollReset
                aria-current={selected ? 'page' : undefined}
                data-empty={tile.count === 0 ? '' : undefined}
                className="category-tile"
              >
                <span>{tile.label}</span>
                <span>
                  {tile.count === 1
                    ? t('browse.resultCountOne')
                    : t('browse.resultCount', { count: formatNumber(tile.count, locale) })}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
