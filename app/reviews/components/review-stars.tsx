import { Star } from 'lucide-react'
import { useT } from '~/i18n/react'
import { cn } from '~/ui/cn'

/** A review's 1-5 stars as one image with its rating for screen readers. */
export function ReviewStars({ rating, className }: { rating: number; className?: string }) {
  const t = useT()
  return (
    <span
      role="img"
      aria-label={t('reviews.rated', { rating })}
      className={cn('inline-flex items-center gap-0.5', className)}
      data-rating={rating}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn('size-4', n <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
          aria-hidden="true"
        />
      ))}
    </span>
  )
}
