/**
 * The dispute steps posted to /orders/{id} (intent = dispute-…): read, checked, done by the party
 * asking (the domain's writes name them), answered with a redirect and a toast, or a translated
 * message and a 4xx. Nothing typed is lost: a refusal keeps the page and its form as they were.
 */
import { data } from 'react-router'
import { type MessageKey, translator } from '~/i18n'
import { requestLocale } from '~/i18n/locale-cookie'
import { localePath } from '~/i18n/paths'
import { log } from '~/platform/log.server'
import { redirectWithToast } from '~/platform/toast.server'
import { validate } from '~/ui/form'
import { DISPUTE_MOVE_DONE, type DisputeRefusal, disputeMoveSchema, openDisputeSchema } from './disputes'
import { type DisputeOutcomeResult, moveDispute, openDispute } from './disputes.server'

const REFUSAL: Record<'not-found' | 'forbidden' | 'conflict', { status: number; message: MessageKey }> = {
  'not-found': { status: 404, message: 'orders.error.notFound' },
  forbidden: { status: 403, message: 'orders.error.forbidden' },
  conflict: { status: 409, message: 'disputes.error.conflict' },
}

export async function disputeAction(userId: string, orderId: string, form: FormData, request: Request) {
  const locale = requestLocale(request)
  const t = translator(locale)
  const refuse = (status: number, message: MessageKey, field?: string) =>
    data<DisputeRefusal>({ ok: false, message: t(message), ...(field ? { field } : {}) }, { status })
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const intent = text('intent') ?? ''

  let outcome: DisputeOutcomeResult
  try {
    if (intent === 'dispute-open') {
      const input = validate(openDisputeSchema, {
        reason: text('reason'),
        subject: text('subject'),
        description: text('description') ?? '',
        photos: form.getAll('photos').filter((value) => typeof value === 'string'),
      })
      if (!input.success) {
        const [field, message] = Object.entries(input.errors)[0] ?? ['form', 'orders.error.badIntent']
        return refuse(400, message as MessageKey, field)
      }
      outcome = await openDispute(userId, orderId, input.data)
    } else {
      const input = validate(disputeMoveSchema, {
        intent,
        amount: text('amount'),
        note: text('note'),
        trackingNumber: text('trackingNumber'),
      })
      if (!input.success) {
        const [field, message] = Object.entries(input.errors)[0] ?? ['form', 'orders.error.badIntent']
        return refuse(400, message as MessageKey, field)
      }
      outcome = await moveDispute(userId, orderId, input.data)
    }
  } catch (error) {
    log.error('dispute.step_failed', { error, orderId, intent, userId })
    return refuse(500, 'orders.error.failed')
  }
  if (outcome.kind === 'invalid') return refuse(400, outcome.error)
  if (outcome.kind !== 'done') return refuse(REFUSAL[outcome.kind].status, REFUSAL[outcome.kind].message)
  const done = DISPUTE_MOVE_DONE[intent as keyof typeof DISPUTE_MOVE_DONE] ?? 'disputes.done.open'
  return redirectWithToast(localePath(`/orders/${orderId}`, locale), { type: 'success', title: done })
}
