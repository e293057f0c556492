import { formatMonthYear } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { Avatar } from '~/ui/avatar'
import { Icon } from '~/ui/icon'
import { Link } from '~/ui/link'
import type { ProductSeller } from '../product'
import { ratingAverageText, ratingText } from '../seller-display'
import { SellerKindBadge } from './seller-kind'

/**
 * The seller of a listing (SPEC §2): avatar, name, member-since date and rating, linking to their
 * page. A missing profile or a seller without a name shows "Unknown Seller" and no link.
 */
export function SellerCard({ seller }: { seller: ProductSeller | null }) {
  const t = useT()
  const locale = useLocale()
  const named = seller?.name ? seller : null
  const body = (
    <>
      <Avatar src={seller?.avatarUrl} name={named?.name} className="size-14 text-lg" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-500 text-xs uppercase tracking-wide">{t('product.seller')}</p>
        <p className="truncate font-semibold text-slate-900">{named?.name ?? t('product.unknownSeller')}</p>
        {seller?.kind ? <SellerKindBadge kind={seller.kind} /> : null}
        {seller ? (
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-slate-600 text-sm">
            <span>{t('product.memberSince', { date: formatMonthYear(seller.memberSince, locale) })}</span>
            {named?.rating ? (
              <span
                className="inline-flex items-center gap-1"
                data-testid="seller-rating"
                title={t('product.sellerRating', {
                  rating: ratingAverageText(named.rating, locale),
                  count: named.rating.count,
                })}
              >
                <Icon name="star" className="size-3.5 fill-amber-400 text-amber-400" />
                <span className="sr-only">
                  {t('product.sellerRating', {
                    rating: ratingAverageText(named.rating, locale),
                    count: named.rating.count,
                  })}
                </span>
                <span aria-hidden="true">{ratingText(named.rating, locale)}</span>
              </span>
            ) : named ? (
              <span data-testid="seller-rating">{t('rating.newSeller')}</span>
            ) : null}
            {seller.city ? (
              <span className="inline-flex items-center gap-1">
                <Icon name="map-pin" className="size-3.5" />
                {seller.city}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
    </>
  )
  const frame = 'flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4'
  if (!named) return <div className={frame}>{body}</div>
  return (
    <Link
      to={`/seller/${named.id}`}
      className={`${frame} group transition hover:border-brand-300 hover:shadow-sm`}
    >
      {body}
      <span className="hidden items-center gap-1 font-semibold text-brand-700 text-sm sm:inline-flex">
        {t('product.viewSeller')}
        <Icon name="chevron-right" className="size-4 transition group-hover:translate-x-0.5" />
      </span>
    </Link>
  )
}
