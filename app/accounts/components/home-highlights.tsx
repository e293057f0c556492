import { Flag, Footprints, Gauge, Glasses, type LucideIcon, Shirt, ShoppingBag, Target } from 'lucide-react'
import type { ListingCounts } from '~/catalog/browse'
import { SUBCATEGORIES, SUBCATEGORY_TITLE_KEY, type Subcategory } from '~/catalog/taxonomy'
import { formatNumber } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { Link } from '~/ui/link'

/** The statistics of /home, live from the database (see docs/spec-deviations.md). */
export function HomeStatistics({
  golfers,
  itemsSold,
  listings,
}: {
  golfers: number
  itemsSold: number
  listings: number
}) {
  const t = useT()
  const locale = useLocale()
  const count = (value: number) => formatNumber(value, locale)
  const figures = [
    { value: count(golfers), label: t('home.stats.golfers') },
    { value: count(itemsSold), label: t('home.stats.itemsSold') },
    { value: count(listings), label: t('home.stats.listings') },
  ]
  return (
    <section aria-labelledby="home-stats" className="rounded-3xl bg-brand-900 px-6 py-8 text-white sm:px-10">
      <h2 id="home-stats" className="sr-only">
        {t('home.stats.title')}
      </h2>
      <dl className="grid grid-cols-3 gap-4 text-center">
        {figures.map(({ value, label }) => (
          <div key={label} className="flex flex-col-reverse gap-1">
            <dt className="text-brand-100 text-xs sm:text-sm">{label}</dt>
            <dd className="font-bold text-2xl tracking-tight sm:text-4xl">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

const TILE_ICON: Record<Subcategory, LucideIcon> = {
  clubs: Flag,
  'bags-trolleys': ShoppingBag,
  accessories: Glasses,
  'clothing-apparel': Shirt,
  shoes: Footprints,
  electronics: Gauge,
  'training-aids': Target,
}

/** The seven golf subcategories with their visible listing counts (the browse tiles' numbers). */
export function CategoryTiles({ counts }: { counts: ListingCounts }) {
  const t = useT()
  const locale = useLocale()
  const count = (value: number) => formatNumber(value, locale)
  return (
    <section aria-labelledby="home-categories">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-categories" className="font-bold text-slate-900 text-xl">
          {t('home.categories')}
        </h2>
        <Link to="/browse" className="font-semibold text-brand-700 text-sm hover:underline">
          {t('home.categories.browseAll', { count: count(counts.total) })}
        </Link>
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {SUBCATEGORIES.map((id) => {
          const Icon = TILE_ICON[id]
          return (
            <li key={id}>
              <Link
                to={`/browse?subcategory=${id}`}
                className="flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center font-medium text-slate-800 text-sm shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
              >
                <span className="grid size-12 place-items-center rounded-full bg-sand-100 text-brand-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                {t(SUBCATEGORY_TITLE_KEY[id])}
                <span className="font-normal text-slate-500 text-xs" data-testid={`home-count-${id}`}>
                  {counts.bySubcategory[id] === 1
                    ? t('home.categories.countOne')
                    : t('home.categories.count', { count: count(counts.bySubcategory[id]) })}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
