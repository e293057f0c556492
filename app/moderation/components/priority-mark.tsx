import { Siren } from 'lucide-react'
import { useT } from '~/i18n/react'

/** The moderation queue's mark of a priority report (counterfeit, issue #28), with what it means. */
export function PriorityMark() {
  const t = useT()
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-red-700 px-2 py-0.5 font-bold text-white text-xs uppercase tracking-wide"
      title={t('conditionTrust.report.priorityHint')}
      data-testid="report-priority"
    >
      <Siren className="size-3.5" aria-hidden="true" />
      {t('conditionTrust.report.priority')}
      <span className="sr-only">{`: ${t('conditionTrust.report.priorityHint')}`}</span>
    </span>
  )
}
