import { formatNumber } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { Link } from '~/ui/link'
import { type BrowseQuery, browseHref, type ListingCounts, shownCount, withSubcategory } from '../browse'
import { SUBCATEGORIES, SUBCATEGORY_TITLE_KEY, type Subcategory } from '../taxonomy'

/**
 * "All Golf" and the seven subcategories with their listing counts. Choosing one rewrites the
 * address in place (replace, scroll kept), as SPEC §2 asks of a category change. Search and
 * filters stay, except sizes (they belong to one subcategory), so another tile's count ignores the
 * size; the chosen tile shows what the grid shows (`total`).
 */
export function CategoryTiles({
  query,
  counts,
  active,
  total,
  totalAtLeast = false,
  countsAtLeast = false,
}: {
  query: BrowseQuery
  counts: ListingCounts
  active: Subcategory | null
  /** What the grid shows; left out while the next results load. */
  total?: number
  /** The grid's total and the tiles' counts are lower bounds (decision 0066): "1,000+". */
  totalAtLeast?: boolean
  countsAtLeast?: boolean
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
          const ofTotal = selected && total !== undefined
          const count = ofTotal ? total : tile.count
          const atLeast = count > 0 && (ofTotal ? totalAtLeast : countsAtLeast)
          return (
            <li key={tile.id ?? 'all'} className="w-40 shrink-0 md:w-auto">
              <Link
                to={
                  selected ? browseHref({ ...query, page: 1 }) : browseHref(withSubcategory(query, tile.id))
                }
                replace
                preventScrollReset
                aria-current={selected ? 'page' : undefined}
                data-empty={count === 0 ? '' : undefined}
                className="category-tile"
              >
                <span>{tile.label}</span>
                <span>
                  {count === 1 && !atLeast
                    ? t('browse.resultCountOne')
                    : t('browse.resultCount', { count: shownCount(formatNumber(count, locale), atLeast) })}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
