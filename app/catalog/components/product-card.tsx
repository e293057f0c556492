import { ImageOff } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { formatNumber } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { formatEuros } from '~/ui/money'
import type { ProductCardData } from '../browse'
import { PRODUCT_CARD_SIZE } from '../image-keys'
import { discountPercent } from '../pricing'
import { SELLER_RATING } from '../seller-display'

/**
 * A listing in a grid (SPEC §2 "Product card"): photo, brand, name, price, original price and
 * discount, seller and rating. The whole card opens the product; the seller's name opens the
 * seller page, except for a private seller (no usable name), who cannot be opened.
 * Below the `sm` breakpoint the card lies on its side, so a one-column phone grid stays compact.
 */
export function ProductCard({ product, priority = false }: { product: ProductCardData; priority?: boolean }) {
  const t = useT()
  const locale = useLocale()
  const discount = discountPercent(product.price, product.originalPrice)
  const href = `/product/${product.id}`
  return (
    <article className="group relative flex h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-300 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600 sm:flex-col">
      <div className="relative min-h-32 w-32 shrink-0 self-stretch overflow-hidden bg-sand-50 sm:aspect-square sm:min-h-0 sm:w-auto">
        <CardImage src={product.imageUrl} alt={product.name} priority={priority} />
        {discount ? (
          <span className="absolute top-2 left-2 rounded-full bg-red-600 px-2 py-0.5 font-bold text-white text-xs shadow-sm">
            <span aria-hidden="true">-{discount}%</span>
            <span className="sr-only">{t('browse.card.discount', { percent: discount })}</span>
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <p className="truncate font-semibold text-brand-700 text-xs uppercase tracking-wide">
          {product.brand}
        </p>
        <h3 className="mt-1 line-clamp-2 font-semibold text-slate-900 text-sm leading-snug sm:text-[0.95rem]">
          {/* The link's ::after covers the card, so a click anywhere opens the product. */}
          <Link to={href} className="after:absolute after:inset-0 after:content-[''] focus:outline-none">
            {product.name}
          </Link>
        </h3>
        <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
          <data value={product.price} className="font-bold text-lg text-slate-900">
            {formatEuros(product.price)}
          </data>
          {product.originalPrice && product.originalPrice > product.price ? (
            <s className="text-slate-400 text-sm">
              <span className="sr-only">{t('browse.card.originalPrice')} </span>
              {formatEuros(product.originalPrice)}
            </s>
          ) : null}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 border-slate-100 pt-3 text-xs sm:mt-3 sm:border-t sm:text-sm">
          {product.seller ? (
            <Link
              to={`/seller/${product.seller.id}`}
              className="relative z-10 truncate font-medium text-slate-700 hover:text-brand-700 hover:underline"
            >
              {product.seller.name}
            </Link>
          ) : (
            // Above the card's link: clicking a private seller opens nothing (SPEC: navigation blocked).
            <span className="relative z-10 cursor-default truncate text-slate-500">
              {t('browse.card.privateSeller')}
            </span>
          )}
          <span className="flex shrink-0 items-center gap-1 text-slate-600">
            <span aria-hidden="true" className={product.seller ? 'text-amber-400' : 'text-slate-300'}>
              ★
            </span>
            <span className="sr-only">
              {product.seller
                ? t('browse.card.rating', { rating: formatNumber(SELLER_RATING, locale) })
                : t('browse.card.noRating')}
            </span>
            <span aria-hidden="true">
              {product.seller ? formatNumber(SELLER_RATING, locale) : t('browse.card.ratingNotAvailable')}
            </span>
          </span>
        </div>
      </div>
    </article>
  )
}

/** The card thumbnail, or a placeholder when there is none or it fails to load. */
function CardImage({ src, alt, priority }: { src: string | null; alt: string; priority: boolean }) {
  const t = useT()
  const [failed, setFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  // An image that failed before React hydrated never fires onError: check it once on mount.
  useEffect(() => {
    const element = image.current
    if (element?.complete && element.naturalWidth === 0) setFailed(true)
  }, [])
  if (!src || failed) {
    return (
      <div className="flex size-full min-h-32 flex-col items-center justify-center gap-1 text-slate-400">
        <ImageOff className="size-7" aria-hidden="true" />
        <span className="px-2 text-center text-xs">{t('browse.card.noImage')}</span>
      </div>
    )
  }
  return (
    <img
      ref={image}
      src={src}
      alt={alt}
      width={PRODUCT_CARD_SIZE}
      height={PRODUCT_CARD_SIZE}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className="absolute inset-0 size-full object-cover transition duration-300 group-hover:scale-[1.03] sm:static"
    />
  )
}
