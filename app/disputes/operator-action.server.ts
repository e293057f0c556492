/**
 * The operator's decision forms of the console (a dispute's outcome, a completed order's refund):
 * read, checked, decided, answered with a toast or a translated message and a 4xx.
 */
import { data } from 'react-router'
import type { Viewer } from '~/accounts/viewer'
import { isUuid } from '~/catalog/product'
import { type Locale, type MessageKey, translator } from '~/i18n'
import { dataWithToast } from '~/platform/toast.server'
import { validate } from '~/ui/form'
import { operatorDecisionSchema } from './disputes'
import { decideDispute, type OperatorResult, refundCompletedOrder } from './disputes.server'

export interface OperatorReply {
  about: string
  error?: { field?: string; message: string }
}

const REFUSAL: Record<
  Exclude<OperatorResult, { ok: true }>['reason'],
  { status: number; error: MessageKey; field?: string }
> = {
  'not-found': { status: 404, error: 'admin.error.notFound' },
  already: { status: 409, error: 'admin.error.already' },
  amount: { status: 400, error: 'disputes.admin.amountError', field: 'amount' },
  busy: { status: 409, error: 'disputes.admin.busy' },
}

/** `kind` says what the form decides: a dispute (`disputeId`) or a completed order's refund (`orderId`). */
export async function operatorDecisionFromForm(
  operator: Viewer,
  kind: 'dispute' | 'order',
  subjectId: string,
  form: FormData,
  locale: Locale,
) {
  const t = translator(locale)
  const refuse = (status: number, error: MessageKey, field?: string) =>
    data<OperatorReply>(
      { about: subjectId, error: { message: t(error), ...(field ? { field } : {}) } },
      { status },
    )
  // Not an id at all: a bad form (400), so that only the authorisation answers 404.
  if (!isUuid(subjectId)) return refuse(400, 'admin.error.notFound')
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const input = validate(operatorDecisionSchema, {
    outcome: text('outcome'),
    amount: text('amount'),
    reason: text('reason'),
  })
  if (!input.success) {
    const [field, message] = Object.entries(input.errors)[0] ?? ['form', 'admin.error.intent']
    return refuse(400, message as MessageKey, field)
  }
  const result =
    kind === 'dispute'
      ? await decideDispute(operator, subjectId, input.data)
      : await refundCompletedOrder(operator, subjectId, input.data)
  if (!result.ok) {
    const refusal = REFUSAL[result.reason]
    return refuse(refusal.status, refusal.error, refusal.field)
  }
  return dataWithToast({ about: subjectId } satisfies OperatorReply, { type: 'success', title: 'admin.done' })
}
