import { useId } from 'react'
import { useT } from '~/i18n/react'
import type { GradedPart } from '../reviews'

/**
 * The buyer's review asks, for each component the item was graded on, whether it was as described
 * (issue #28 "honest grading pays off"). Plain radio groups: they post with the review form, and
 * the server refuses a review that leaves one unanswered (the answers typed so far stay).
 */
export function DescribedQuestions({ parts }: { parts: GradedPart[] }) {
  const t = useT()
  const id = useId()
  return (
    <fieldset aria-describedby={`${id}-hint`} data-testid="review-described-questions">
      <legend className="font-medium text-slate-700 text-sm">{t('reviews.described.legend')}</legend>
      <p id={`${id}-hint`} className="mt-1 text-slate-500 text-sm">
        {t('reviews.described.hint')}
      </p>
      <div className="mt-2 space-y-3">
        {parts.map(({ component, grade }) => {
          const name = `described${component.charAt(0).toUpperCase()}${component.slice(1)}`
          const label = t('reviews.described.part', { component: t(`reviews.described.${component}`), grade })
          return (
            <fieldset key={component} className="rounded-lg border border-slate-200 px-3 py-2">
              <legend className="px-1 font-medium text-slate-900 text-sm">{label}</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-2">
                {(['yes', 'no'] as const).map((answer) => (
                  <label
                    key={answer}
                    className="inline-flex min-h-11 items-center gap-2 text-slate-800 text-sm"
                  >
                    <input
                      type="radio"
                      name={name}
                      value={answer}
                      required
                      className="size-4 accent-brand-700"
                    />
                    {t(answer === 'yes' ? 'reviews.described.yes' : 'reviews.described.no')}
                  </label>
                ))}
              </div>
            </fieldset>
          )
        })}
      </div>
    </fieldset>
  )
}
