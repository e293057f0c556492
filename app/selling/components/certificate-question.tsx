import { BadgeCheck } from 'lucide-react'
import { useId } from 'react'
import { useT } from '~/i18n/react'

/**
 * The Scotty Cameron certificate question (issue #28 "signs of a fake"): for a Scotty Cameron
 * putter the wizard asks outright whether the certificate of authenticity comes with it, instead
 * of a checkbox among the extras. The answer is the passport's `certificate` field.
 */
export function CertificateQuestion({
  value,
  onChange,
}: {
  value: boolean
  onChange: (certificate: boolean) => void
}) {
  const t = useT()
  const id = useId()
  return (
    <fieldset
      aria-describedby={`${id}-hint`}
      className="rounded-xl border border-brand-100 bg-brand-50/60 p-4"
      data-testid="certificate-question"
    >
      <legend className="sr-only">{t('conditionTrust.certificate.legend')}</legend>
      <p aria-hidden="true" className="flex items-start gap-2 font-semibold text-brand-900 text-sm">
        <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('conditionTrust.certificate.legend')}
      </p>
      <p id={`${id}-hint`} className="mt-1 text-slate-600 text-sm">
        {t('conditionTrust.certificate.hint')}
      </p>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {([true, false] as const).map((answer) => (
          <label
            key={String(answer)}
            className="inline-flex min-h-11 items-center gap-2 text-slate-800 text-sm"
          >
            <input
              type="radio"
              name={`${id}-certificate`}
              className="size-4 accent-brand-700"
              checked={value === answer}
              onChange={() => onChange(answer)}
            />
            {t(answer ? 'conditionTrust.certificate.yes' : 'conditionTrust.certificate.no')}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
