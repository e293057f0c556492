import { BadgeCheck, CircleCheck, CircleX } from 'lucide-react'
import { GRADED_COMPONENTS } from '~/catalog/condition/grades'
import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import type { ReviewView } from '../reviews'
import { ReviewStars } from './review-stars'

/** One review as the public sees it: stars, author and side, date, "verified purchase", reply. */
export function ReviewCard({ review, children }: { review: ReviewView; children?: React.ReactNode }) {
  const t = useT()
  const locale = useLocale()
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ReviewStars rating={review.rating} />
        <span className="font-semibold text-slate-900">{review.authorName ?? t('reviews.anonymous')}</span>
        <span className="text-slate-500 text-sm">
          {t(review.authorRole === 'buyer' ? 'reviews.fromBuyer' : 'reviews.fromSeller')} ·{' '}
          {formatLongDate(review.createdAt, locale)}
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800 text-xs">
          <BadgeCheck className="size-3.5" aria-hidden="true" />
          {t('reviews.verified')}
        </span>
      </div>
      <DescribedLine review={review} />
      {review.comment ? <p className="mt-2 whitespace-pre-line text-slate-700">{review.comment}</p> : null}
      {review.reply ? (
        <div className="mt-3 border-brand-200 border-l-4 pl-3" data-testid="review-reply">
          <p className="font-medium text-slate-600 text-sm">{t('reviews.replyHeading')}</p>
          <p className="whitespace-pre-line text-slate-700">{review.reply}</p>
        </div>
      ) : null}
      {children}
    </article>
  )
}

/** The buyer's "as described" answers per graded component (issue #28), when there are any. */
function DescribedLine({ review }: { review: ReviewView }) {
  const t = useT()
  const answered = GRADED_COMPONENTS.filter((component) => review.described?.[component] !== undefined)
  if (answered.length === 0) return null
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="review-described">
      {answered.map((component) => {
        const yes = review.described[component] === true
        const Icon = yes ? CircleCheck : CircleX
        return (
          <li
            key={component}
            className={
              yes
                ? 'inline-flex items-center gap-1 text-green-800'
                : 'inline-flex items-center gap-1 text-red-800'
            }
          >
            <Icon className="size-4" aria-hidden="true" />
            {t(yes ? 'reviews.described.confirmedYes' : 'reviews.described.confirmedNo', {
              component: t(`reviews.described.${component}`),
            })}
          </li>
        )
      })}
    </ul>
  )
}

/** A member's public reviews with the line saying how reviews are checked (EU Omnibus rules). */
export function ReviewList({ reviews }: { reviews: ReviewView[] }) {
  const t = useT()
  return (
    <div className="space-y-3">
      <p className="text-slate-600 text-sm" data-testid="reviews-how-checked">
        {t('reviews.howChecked')}
      </p>
      {reviews.length === 0 ? (
        <p className="text-slate-600">{t('reviews.none')}</p>
      ) : (
        <ul className="space-y-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
