import { Form, useNavigation } from 'react-router'
import { useT } from '~/i18n/react'
import { Button } from '~/ui/button'
import { Field, Textarea } from '~/ui/field'
import { REASON_MAX } from '../report-rules'

export interface DecisionChoice {
  intent: string
  label: string
  variant?: 'primary' | 'outline' | 'danger'
}

/**
 * One operator decision: the reason (required, it goes into the audit log and the statement of
 * reasons) and a button per possible decision. `hidden` names what the decision is about.
 */
export function DecisionForm({
  hidden,
  choices,
  error,
  label,
}: {
  hidden: Record<string, string>
  choices: DecisionChoice[]
  error?: string
  label?: string
}) {
  const t = useT()
  const navigation = useNavigation()
  const pending =
    navigation.state === 'submitting' &&
    Object.entries(hidden).every(([name, value]) => navigation.formData?.get(name) === value)
  return (
    <Form method="post" className="space-y-3">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field
        label={label ?? t('admin.reason')}
        hint={t('admin.reasonHint')}
        error={error}
        render={(props) => <Textarea {...props} name="reason" rows={2} maxLength={REASON_MAX} />}
      />
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <Button
            key={choice.intent}
            type="submit"
            name="intent"
            value={choice.intent}
            size="sm"
            variant={choice.variant ?? 'outline'}
            disabled={pending}
          >
            {choice.label}
          </Button>
        ))}
      </div>
    </Form>
  )
}
