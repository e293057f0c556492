import { PackageSearch } from 'lucide-react'
import { useT } from '~/i18n/react'
import { Link } from '~/ui/link'

/**
 * "Complete your set" (issue #30 item 4): a way to the `wanted` page, naming a catalogue model
 * (its slug) when there is one. Static: fine on shared, cached pages.
 */
export function CompleteYourSetLink({ slug, className }: { slug?: string; className?: string }) {
  const t = useT()
  return (
    <p className={className ?? 'mt-4 flex flex-wrap items-center gap-2 text-slate-700 text-sm'}>
      <PackageSearch className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <span>{t('wanted.modelLinkText')}</span>
      <Link
        to={slug ? `/wanted?model=${encodeURIComponent(slug)}` : '/wanted'}
        className="font-semibold text-brand-700 underline hover:text-brand-900"
      >
        {t('wanted.modelLink')}
      </Link>
    </p>
  )
}
