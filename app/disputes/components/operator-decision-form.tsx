import { useId } from 'react'
import { Form, useNavigation } from 'react-router'
import { useT } from '~/i18n/react'
import { Button } from '~/ui/button'
import { Field, Input, Textarea } from '~/ui/field'
import type { DisputeOutcome } from '../dispute-rules'
import { OUTCOME_KEY } from '../disputes'

/**
 * The operator's decision on a dispute (or a refund of a completed order): the outcome, the amount
 * of a partial refund, and the reason both parties read (required; also the audit row's reason).
 */
export function OperatorDecisionForm({
  outcomes,
  hidden = {},
  error,
  submitLabel,
}: {
  outcomes: readonly DisputeOutcome[]
  hidden?: Record<string, string>
  error?: { field?: string; message: string } | null
  submitLabel: string
}) {
  const t = useT()
  const id = useId()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <Form method="post" className="space-y-3" data-testid="operator-decision">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset>
        <legend className="font-medium text-slate-800 text-sm">{t('disputes.admin.outcome')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {outcomes.map((outcome, index) => (
            <label key={outcome} className="flex items-center gap-2 text-sm" htmlFor={`${id}-${outcome}`}>
              <input
                id={`${id}-${outcome}`}
                type="radio"
                name="outcome"
                value={outcome}
                defaultChecked={index === 0}
              />
              {t(OUTCOME_KEY[outcome])}
            </label>
          ))}
        </div>
      </fieldset>
      {outcomes.includes('partial-refund') ? (
        <Field
          label={t('disputes.admin.amount')}
          error={error?.field === 'amount' ? error.message : null}
          render={(props) => <Input {...props} name="amount" inputMode="decimal" className="max-w-40" />}
        />
      ) : null}
      <Field
        label={t('admin.reason')}
        hint={t('admin.reasonHint')}
        error={error?.field === 'reason' ? error.message : null}
        render={(props) => <Textarea {...props} name="reason" rows={2} maxLength={1000} />}
      />
      {error && error.field !== 'amount' && error.field !== 'reason' ? (
        <p role="alert" className="text-red-700 text-sm">
          {error.message}
        </p>
      ) : null}
      <Button type="submit" size="sm" variant="primary" disabled={busy}>
        {submitLabel}
      </Button>
    </Form>
  )
}
