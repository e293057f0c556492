import { PackageOpen } from 'lucide-react'
import { Link } from 'react-router'
import { useT } from '~/i18n/react'
import { buttonClass } from '~/ui/button'

/**
 * SPEC §2: an empty result says "No {sport} listings yet" and offers to list the first item. A
 * search that found nothing also says so and offers to clear it.
 */
export function BrowseEmptyState({
  sport,
  searchTerm,
  clearSearchHref,
}: {
  /** The sport's name as it reads inside a sentence ("golf", "tenis"). */
  sport: string
  searchTerm?: string | null
  clearSearchHref?: string
}) {
  const t = useT()
  return (
    <div className="flex flex-col items-center rounded-2xl border border-slate-300 border-dashed bg-sand-50/60 px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-white text-brand-700 shadow-sm">
        <PackageOpen className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 font-bold text-slate-900 text-xl">{t('browse.empty', { sport })}</h2>
      <p className="mt-2 max-w-md text-slate-600 text-sm">
        {searchTerm ? t('browse.emptySearch', { q: searchTerm }) : t('browse.emptyHint')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/list-product" className={buttonClass('primary', 'md')}>
          {t('browse.listFirst')}
        </Link>
        {searchTerm && clearSearchHref ? (
          <Link to={clearSearchHref} className={buttonClass('outline', 'md')}>
            {t('browse.clearSearch')}
          </Link>
        ) : null}
      </div>
    </div>
  )
}
