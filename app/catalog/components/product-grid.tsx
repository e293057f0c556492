import { lazy, Suspense } from 'react'
import { Skeleton } from '~/ui/skeleton'
import { BROWSE_SKELETON_CARDS, type ProductCardData } from '../browse'
import { ProductCard } from './product-card'

/**
 * The hearts load with their own chunk (browse's first load is at its JavaScript budget): the server
 * renders them in place, and until the chunk is in a tap is a plain form post (like GolfFilters).
 */
const CardHeart = lazy(() => import('./card-heart'))

/** SPEC §9: one column on phones, then 2, 3, 4 and 5 as the screen widens. */
const GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5'
/**
 * Beside browse's filter sidebar the grid has less room than the screen: the columns follow the
 * width of the grid's container instead (1 to 4; a fifth would make cards too narrow to read).
 */
const GRID_BESIDE_FILTERS =
  'grid grid-cols-1 gap-3 @min-[28rem]:grid-cols-2 @min-[28rem]:gap-5 @min-[40rem]:grid-cols-3 @min-[54rem]:grid-cols-4'

type GridLayout = 'page' | 'beside-filters'
const gridClass = (layout: GridLayout) => (layout === 'page' ? GRID : GRID_BESIDE_FILTERS)

/** How many cards load eagerly: about the first row on a wide screen; the rest wait until scrolled to. */
const EAGER_CARDS = 5

/**
 * `favouritesOf`: with it (the signed-in member's id, or null for a visitor) each card has a heart
 * (issue #31); the page's markup stays the same for everyone, the browser fills the hearts in.
 */
export function ProductGrid({
  products,
  layout = 'page',
  favouritesOf,
}: {
  products: ProductCardData[]
  layout?: GridLayout
  favouritesOf?: string | null
}) {
  const hearts = favouritesOf !== undefined
  return (
    <ul className={gridClass(layout)}>
      {products.map((product, index) => (
        <li key={product.id} className="relative">
          <ProductCard product={product} priority={index < EAGER_CARDS} />
          {hearts ? (
            <Suspense fallback={null}>
              <CardHeart productId={product.id} name={product.name} viewerId={favouritesOf ?? null} />
            </Suspense>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** Ten placeholder cards in the shape of the real ones, while results load (SPEC §9). */
export function ProductGridSkeleton({ label, layout = 'page' }: { label: string; layout?: GridLayout }) {
  return (
    <div role="status" aria-label={label} data-testid="product-grid-skeleton">
      <ul className={gridClass(layout)} aria-hidden="true">
        {Array.from({ length: BROWSE_SKELETON_CARDS }, (_, index) => (
          <li
            key={index}
            className="flex overflow-hidden rounded-2xl border border-slate-200 bg-white sm:flex-col"
          >
            <Skeleton className="h-32 w-32 shrink-0 rounded-none sm:aspect-square sm:h-auto sm:w-full" />
            <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="mt-2 h-6 w-24" />
              <Skeleton className="mt-auto h-4 w-28 sm:mt-3" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
