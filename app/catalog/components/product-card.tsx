import { useLocale, useT } from '~/i18n/react'
import { Link } from '~/ui/link'
import { formatEuros } from '~/ui/money'
import type { CardGolf, ProductCardData } from '../browse'
import { PRODUCT_CARD_SIZE } from '../image-keys'
import { ratingAverageText, ratingText } from '../seller-display'
import { CONDITION_KEY } from '../taxonomy'
import { ProductImage } from './product-image'
import { ProductStatusBadge } from './product-status-badge'

/**
 * A listing in a grid (SPEC §2 "Product card"): photo, brand, name, price, the new retail price
 * ("New 599 €", issue #29: no discount badge that reads like a shop sale), seller and rating. The whole card opens the product; the seller's name opens the
 * seller page, except for a private seller (no usable name), who cannot be opened.
 * Below the `sm` breakpoint the card lies on its side, so a one-column phone grid stays compact.
 * Reusable wherever listings are shown (seller page, home): give it a ProductCardData.
 */
export function ProductCard({ product, priority = false }: { product: ProductCardData; priority?: boolean }) {
  const t = useT()
  // The look lives in app.css (.product-card…): this markup repeats on every card of a page.
  return (
    <article className="product-card">
      <div className="product-card-media">
        <CardImage src={product.imageUrl} alt={product.name} priority={priority} />
        {product.status ? (
          <ProductStatusBadge status={product.status} className="product-card-status" />
        ) : null}
      </div>
      <div className="product-card-body">
        <p className="product-card-brand">{product.brand}</p>
        <h3 className="product-card-name">
          <Link to={`/product/${product.id}`}>{product.name}</Link>
        </h3>
        {product.golf ? <CardGolfLine golf={product.golf} /> : null}
        {/* "Fits you" / "Close fit" (issue #30): only on pages rendered for the golfer alone (decision 0061). */}
        {product.fit ? (
          <p className="product-card-fit" data-fit={product.fit}>
            {t(`fit.badge.${product.fit}`)}
          </p>
        ) : null}
        {product.condition ? (
          <p className="product-card-condition" data-testid="card-condition">
            {t(CONDITION_KEY[product.condition])}
          </p>
        ) : null}
        <p className="product-card-price">
          <data value={product.price}>{formatEuros(product.price)}</data>
          {product.originalPrice && product.originalPrice > product.price ? (
            <span className="product-card-new">
              {t('pricingHelp.newPrice', { price: formatEuros(product.originalPrice) })}
            </span>
          ) : null}
        </p>
        <p className="product-card-seller">
          {product.seller ? (
            <Link to={`/seller/${product.seller.id}`}>{product.seller.name}</Link>
          ) : (
            // Not a link: a seller without a name cannot be opened (SPEC §2).
            <span>{t('browse.card.privateSeller')}</span>
          )}
          <CardRating seller={product.seller} />
        </p>
      </div>
    </article>
  )
}

/**
 * A club's type, hand and flex at a glance (issue #27), short for the eye ("Driver · LH · Stiff")
 * and in full words for a screen reader.
 */
function CardGolfLine({ golf }: { golf: CardGolf }) {
  const t = useT()
  const short = [
    golf.clubType ? t(`passportPage.card.clubType.${golf.clubType}`) : null,
    golf.hand ? t(`passportPage.card.hand.${golf.hand}`) : null,
    golf.flex ? t(`passportPage.card.flex.${golf.flex}`) : null,
  ].filter((part): part is string => part !== null)
  const full = [
    golf.clubType ? t(`passport.clubType.${golf.clubType}`) : null,
    golf.hand ? t(`passport.hand.${golf.hand}`) : null,
    golf.flex ? t(`passport.flex.${golf.flex}`) : null,
  ].filter((part): part is string => part !== null)
  if (short.length === 0) return null
  return (
    <p className="product-card-golf" data-testid="card-golf">
      <span aria-hidden="true">{short.join(' · ')}</span>
      <span className="sr-only">{full.join(', ')}</span>
    </p>
  )
}

/**
 * The seller's real rating, "4.8 (12)" (issue #16), "New seller" before their first review, and
 * N/A for a private seller.
 */
function CardRating({ seller }: { seller: ProductCardData['seller'] }) {
  const t = useT()
  const locale = useLocale()
  if (!seller) {
    return (
      <span
        className="product-card-rating"
        data-rated="false"
        role="img"
        aria-label={t('browse.card.noRating')}
      >
        {t('browse.card.ratingNotAvailable')}
      </span>
    )
  }
  if (!seller.rating) {
    return (
      <span className="product-card-rating" data-rated="new">
        {t('rating.newSeller')}
      </span>
    )
  }
  return (
    <span
      className="product-card-rating"
      role="img"
      aria-label={t('browse.card.rating', {
        rating: ratingAverageText(seller.rating, locale),
        count: seller.rating.count,
      })}
    >
      {ratingText(seller.rating, locale)}
    </span>
  )
}

/** The card thumbnail, or a placeholder when there is none or it fails to load. */
function CardImage({ src, alt, priority }: { src: string | null; alt: string; priority: boolean }) {
  const t = useT()
  return (
    <ProductImage
      src={src}
      alt={alt}
      noImageText={t('browse.card.noImage')}
      width={PRODUCT_CARD_SIZE}
      height={PRODUCT_CARD_SIZE}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
