// The chevron the page's breadcrumbs load anyway: no icon chunk of its own (first-load budget).
import { Icon } from '~/ui/icon'
import { Link } from '~/ui/link'
import type { ProductCardData } from '../browse'
import { ProductCard } from './product-card'

/**
 * A row of listings under a product ("More from this seller", "Similar items"): a heading, an
 * optional link to see more, and up to four cards. Nothing at all when there is no listing.
 */
export function RelatedListings({
  id,
  title,
  products,
  more,
}: {
  id: string
  title: string
  products: ProductCardData[]
  more?: { to: string; label: string }
}) {
  if (products.length === 0) return null
  return (
    <section aria-labelledby={id} data-testid={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="font-semibold text-slate-900 text-xl">
          {title}
        </h2>
        {more ? (
          <Link
            to={more.to}
            className="inline-flex items-center gap-1 font-medium text-brand-700 text-sm hover:underline"
          >
            {more.label}
            <Icon name="chevron-right" className="size-4" />
          </Link>
        ) : null}
      </div>
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  )
}
