import { useT } from '~/i18n/react'
import { buttonClass } from '~/ui/button'
import { Icon } from '~/ui/icon'
import { Link } from '~/ui/link'
import { type SearchChip, SearchChips } from './search-chips'

const panelClass =
  'flex flex-col items-center rounded-2xl border border-slate-300 border-dashed bg-sand-50/60 px-6 py-14 text-center'

/**
 * SPEC §2: an empty category says "No {sport} listings yet" and offers to list the first item.
 * Only for a category with nothing in it: a search or filter that finds nothing is NoResults.
 */
export function BrowseEmptyState({
  sport,
}: {
  /** The sport's name as it reads inside a sentence ("golf", "tenis"). */
  sport: string
}) {
  const t = useT()
  return (
    <div className={panelClass}>
      <span className="grid size-14 place-items-center rounded-full bg-white text-brand-700 shadow-sm">
        <Icon name="package-open" className="size-7" />
      </span>
      <h2 className="mt-4 font-bold text-slate-900 text-xl">{t('browse.empty', { sport })}</h2>
      <p className="mt-2 max-w-md text-slate-600 text-sm">{t('browse.emptyHint')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/list-product" className={buttonClass('primary', 'md')}>
          {t('browse.listFirst')}
        </Link>
      </div>
    </div>
  )
}

/**
 * A search or filter that finds nothing: "No results for “…”", a way to remove each word and
 * filter, a close term that finds something ("did you mean"), and clearing everything.
 */
export function NoResults({
  q,
  chips,
  suggestion,
  clearAllHref,
}: {
  q: string | null
  chips: SearchChip[]
  /** A term that finds listings, with its address. */
  suggestion: { term: string; href: string } | null
  clearAllHref: string
}) {
  const t = useT()
  return (
    <div className={panelClass}>
      <span className="grid size-14 place-items-center rounded-full bg-white text-brand-700 shadow-sm">
        <Icon name="search-x" className="size-7" />
      </span>
      <h2 className="mt-4 font-bold text-slate-900 text-xl">
        {q ? t('search.noResults.title', { q }) : t('search.noResults.filtersTitle')}
      </h2>
      {suggestion ? (
        <p className="mt-3 text-lg text-slate-800">
          {t('search.noResults.didYouMean')}{' '}
          <Link to={suggestion.href} className="font-semibold text-brand-700 underline hover:text-brand-800">
            {suggestion.term}
          </Link>
          {t('search.noResults.didYouMeanEnd')}
        </p>
      ) : null}
      {chips.length > 0 ? (
        <>
          <p className="mt-3 max-w-md text-slate-600 text-sm">{t('search.noResults.hint')}</p>
          <div className="mt-3 flex justify-center">
            <SearchChips chips={chips} clearAllHref={null} label={t('search.active.label')} />
          </div>
        </>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={clearAllHref} className={buttonClass('outline', 'md')}>
          {t('search.noResults.clearAll')}
        </Link>
      </div>
    </div>
  )
}
