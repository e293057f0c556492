import { useId } from 'react'
import { Form, useActionData, useNavigation } from 'react-router'
import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { FieldError, inputClass } from '~/ui/field'
import { useLocalePath } from '~/ui/link'
import { type OrderReviews, REVEAL_AFTER_DAYS, REVIEW_COMMENT_MAX } from '../reviews'
import { DescribedQuestions } from './described-questions'
import { ReviewCard } from './review-card'
import { ReviewStars } from './review-stars'

const DAY_MS = 86_400_000

/**
 * The reviews part of /orders/{id} (issue #16), for one party: the form while they may review,
 * their own review (hidden from everyone else until revealed), and the other party's review once
 * it is public, with the one reply they may give.
 */
export function OrderReviewsPanel({
  orderId,
  party,
  reviews,
}: {
  orderId: string
  party: 'buyer' | 'seller'
  reviews: OrderReviews
}) {
  const t = useT()
  const locale = useLocale()
  const refusal = useActionData<{ ok: false; message: string }>()
  const navigation = useNavigation()
  // The order's address in the page's language: the action answers in the language it is posted to.
  const action = useLocalePath()(`/orders/${orderId}`)
  const busy = navigation.state !== 'idle' && navigation.formAction === action
  const ids = useId()
  const date = (iso: string) => formatLongDate(iso, locale)
  return (
    <Card className="mt-6 p-6" data-testid="order-reviews">
      <h2 className="font-semibold text-lg text-slate-900">{t('reviews.title')}</h2>
      {refusal?.ok === false ? <FieldError>{refusal.message}</FieldError> : null}

      {reviews.canReview ? (
        <Form method="post" action={action} className="mt-4 space-y-4" aria-labelledby={`${ids}-title`}>
          <h3 id={`${ids}-title`} className="font-medium text-slate-900">
            {t(party === 'buyer' ? 'reviews.formTitleBuyer' : 'reviews.formTitleSeller')}
          </h3>
          <input type="hidden" name="intent" value="review" />
          <fieldset>
            <legend className="mb-1 font-medium text-slate-700 text-sm">{t('reviews.ratingLabel')}</legend>
            <div className="flex flex-wrap gap-3">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="inline-flex items-center gap-1.5">
                  <input type="radio" name="rating" value={n} required className="accent-brand-700" />
                  <span className="sr-only">{t('reviews.star', { count: n })}</span>
                  <ReviewStars rating={n} className="pointer-events-none" />
                </label>
              ))}
            </div>
          </fieldset>
          {party === 'buyer' && reviews.graded.length > 0 ? (
            <DescribedQuestions parts={reviews.graded} />
          ) : null}
          <div>
            <label htmlFor={`${ids}-comment`} className="mb-1 block font-medium text-slate-700 text-sm">
              {t('reviews.commentLabel')}
            </label>
            <textarea
              id={`${ids}-comment`}
              name="comment"
              rows={3}
              maxLength={REVIEW_COMMENT_MAX}
              className={inputClass}
              aria-describedby={`${ids}-hint`}
            />
            <p id={`${ids}-hint`} className="mt-1 text-slate-500 text-sm">
              {t('reviews.commentHint', { max: REVIEW_COMMENT_MAX })} {t('reviews.hiddenRule')}
            </p>
          </div>
          {reviews.reviewBy ? (
            <p className="text-slate-600 text-sm">
              {t('reviews.reviewBy', { date: date(reviews.reviewBy) })}
            </p>
          ) : null}
          <Button type="submit" disabled={busy}>
            {busy ? t('reviews.submitting') : t('reviews.submit')}
          </Button>
        </Form>
      ) : !reviews.mine && reviews.windowClosed && reviews.reviewBy ? (
        <p className="mt-3 text-slate-600">{t('reviews.closed', { date: date(reviews.reviewBy) })}</p>
      ) : null}

      {reviews.mine ? (
        <section className="mt-5" aria-label={t('reviews.mine')} data-testid="my-review">
          <h3 className="mb-2 font-medium text-slate-900">{t('reviews.mine')}</h3>
          <ReviewCard review={reviews.mine} />
          {reviews.mine.revealed ? null : (
            <p className="mt-2 text-slate-600 text-sm" data-testid="review-hidden-note">
              {t('reviews.hiddenUntil', {
                date: date(
                  new Date(
                    new Date(reviews.mine.createdAt).getTime() + REVEAL_AFTER_DAYS * DAY_MS,
                  ).toISOString(),
                ),
              })}
            </p>
          )}
        </section>
      ) : null}

      <section
        className="mt-5"
        aria-label={t(party === 'buyer' ? 'reviews.theirsSeller' : 'reviews.theirsBuyer')}
      >
        <h3 className="mb-2 font-medium text-slate-900">
          {t(party === 'buyer' ? 'reviews.theirsSeller' : 'reviews.theirsBuyer')}
        </h3>
        {reviews.theirs ? (
          <div data-testid="their-review">
            <ReviewCard review={reviews.theirs}>
              {reviews.theirs.reply ? null : (
                <Form method="post" action={action} className="mt-3 space-y-2">
                  <input type="hidden" name="intent" value="reply" />
                  <input type="hidden" name="reviewId" value={reviews.theirs.id} />
                  <label htmlFor={`${ids}-reply`} className="block font-medium text-slate-700 text-sm">
                    {t('reviews.replyLabel')}
                  </label>
                  <textarea
                    id={`${ids}-reply`}
                    name="reply"
                    rows={2}
                    required
                    maxLength={REVIEW_COMMENT_MAX}
                    className={inputClass}
                  />
                  <Button type="submit" size="sm" variant="secondary" disabled={busy}>
                    {t('reviews.replySubmit')}
                  </Button>
                </Form>
              )}
            </ReviewCard>
          </div>
        ) : (
          <p className="text-slate-600 text-sm">{t('reviews.awaiting')}</p>
        )}
      </section>
    </Card>
  )
}
