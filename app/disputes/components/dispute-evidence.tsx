import { CONDITION_KEY } from '~/catalog/taxonomy'
import type { MessageKey } from '~/i18n'
import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { cn } from '~/ui/cn'
import { formatEuros } from '~/ui/money'
import type { DisputeView } from '../disputes'
import { SUBJECT_KEY } from '../disputes'
import { DisputePhotos } from './dispute-panel'

/** A message of another module that may not be there (a slot's name, a grade's definition). */
function useOptionalT() {
  const t = useT()
  return (key: string) => {
    const text = t(key as MessageKey)
    return text === key ? null : text
  }
}

/**
 * The promise beside the reality (issue #28 item 4): on the left the listing as it was paid for
 * (its photo of the slot in question, the grade and what it means, the passport values promised),
 * on the right the buyer's photos. Shown to both parties and to the operator; stacked on a phone.
 */
export function DisputeEvidenceComparison({ dispute }: { dispute: DisputeView }) {
  const t = useT()
  const optional = useOptionalT()
  const locale = useLocale()
  const evidence = dispute.evidence
  if (!evidence) return null
  const subjectName = evidence.subject ? t(SUBJECT_KEY[evidence.subject]) : null
  const slotName = evidence.slot ? optional(`conditionPhotos.slot.${evidence.slot}`) : null
  return (
    <section
      aria-labelledby={`evidence-${dispute.id}`}
      className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
      data-testid="dispute-evidence"
    >
      <h3 id={`evidence-${dispute.id}`} className="font-semibold text-slate-900">
        {subjectName
          ? t('disputes.evidence.titleAbout', { subject: subjectName })
          : t('disputes.evidence.title')}
      </h3>
      <p className="mt-1 text-slate-600 text-xs">
        {t('disputes.evidence.frozen', { date: formatLongDate(evidence.takenAt, locale) })}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div data-testid="dispute-evidence-promised">
          <h4 className="font-medium text-slate-800 text-sm">{t('disputes.evidence.promised')}</h4>
          <p className="mt-1 text-slate-700 text-sm">
            {evidence.name} · {t(CONDITION_KEY[evidence.condition])} · {formatEuros(evidence.price)}
          </p>
          {evidence.photos.length ? (
            <ul className="mt-2 flex flex-wrap gap-2">
              {evidence.photos.map((photo, index) => (
                <li key={photo.key}>
                  <figure>
                    <a href={photo.url} target="_blank" rel="noreferrer">
                      <img
                        src={photo.url}
                        alt={
                          subjectName && !photo.instead && index === 0
                            ? t('disputes.evidence.photoOf', { subject: subjectName })
                            : t('disputes.evidence.photoNumber', { number: index + 1 })
                        }
                        className="size-36 rounded-lg bg-white object-contain sm:size-40"
                      />
                    </a>
                    <figcaption className="mt-1 max-w-40 text-slate-600 text-xs">
                      {photo.instead
                        ? t('disputes.evidence.noSlotPhoto')
                        : index === 0 && slotName
                          ? slotName
                          : null}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-600 text-sm">{t('disputes.evidence.noPhotos')}</p>
          )}
          {evidence.grades.length ? (
            <dl className="mt-3 space-y-2 text-sm" data-testid="dispute-evidence-grades">
              {evidence.grades.map(({ component, grade }) => {
                const definition = optional(`conditionGrades.definition.${component}.${grade}`)
                return (
                  <div key={component}>
                    <dt className="font-medium text-slate-800">
                      {t('disputes.evidence.grade', { component: t(SUBJECT_KEY[component]), grade })}
                    </dt>
                    {definition ? <dd className="text-slate-600">{definition}</dd> : null}
                  </div>
                )
              })}
            </dl>
          ) : null}
          {evidence.passport ? (
            evidence.passport.length ? (
              <dl
                className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm"
                data-testid="dispute-evidence-passport"
              >
                {evidence.passport.map((row) => (
                  <div key={row.field} className="contents">
                    <dt className="text-slate-600">{row.label}</dt>
                    <dd className="text-slate-900">{row.value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mt-3 text-slate-600 text-sm">{t('disputes.evidence.noPassport')}</p>
            )
          ) : null}
        </div>
        <div data-testid="dispute-evidence-buyer">
          <h4 className="font-medium text-slate-800 text-sm">{t('disputes.evidence.received')}</h4>
          {dispute.photos.length ? (
            <DisputePhotos
              photos={dispute.photos}
              className="mt-2"
              imageClassName={cn('size-36 sm:size-40')}
            />
          ) : (
            <p className="mt-2 text-slate-600 text-sm">{t('disputes.evidence.noBuyerPhotos')}</p>
          )}
        </div>
      </div>
    </section>
  )
}
