/**
 * The console's decision actions, shared by its pages: the form read and checked (a reason is
 * required), the decision taken, and the answer (a toast, or the form's message with a 4xx).
 */
import { data } from 'react-router'
import type { Viewer } from '~/accounts/viewer'
import { isUuid } from '~/catalog/product'
import type { MessageKey } from '~/i18n'
import { dataWithToast } from '~/platform/toast.server'
import { validate } from '~/ui/form'
import {
  type DecisionResult,
  dismissReport,
  reinstateUser,
  removeListing,
  reportById,
  restoreListing,
  suspendUser,
} from './decisions.server'
import { decisionSchema } from './reports'

export interface DecisionReply {
  /** What the decision was about (a report, a user or a listing id), so the right form shows the message. */
  about: string
  error?: MessageKey
}

const REFUSAL: Record<
  Exclude<DecisionResult, { ok: true }>['reason'],
  { status: number; error: MessageKey }
> = {
  'not-found': { status: 404, error: 'admin.error.notFound' },
  already: { status: 409, error: 'admin.error.already' },
  self: { status: 400, error: 'admin.error.self' },
}

function refuse(about: string, status: number, error: MessageKey) {
  return dataWithToast({ about, error } satisfies DecisionReply, { type: 'error', title: error }, { status })
}

async function answer(about: string, result: DecisionResult) {
  if (!result.ok) return refuse(about, REFUSAL[result.reason].status, REFUSAL[result.reason].error)
  return dataWithToast({ about } satisfies DecisionReply, { type: 'success', title: 'admin.done' })
}

/**
 * A decision posted from the console: on a report (reportId: dismiss, remove its listing, suspend
 * its user), on a user (userId: suspend, reinstate) or on a listing (productId: remove).
 */
export async function decideFromForm(operator: Viewer, formData: FormData) {
  const reportId = String(formData.get('reportId') ?? '')
  const userId = String(formData.get('userId') ?? '')
  const productId = String(formData.get('productId') ?? '')
  const about = reportId || userId || productId
  if (!isUuid(about))
    return data({ about, error: 'admin.error.notFound' } satisfies DecisionReply, { status: 404 })
  const input = validate(decisionSchema, { intent: formData.get('intent'), reason: formData.get('reason') })
  if (!input.success) {
    return refuse(about, 400, input.errors.reason ?? input.errors.intent ?? 'admin.error.intent')
  }
  const { intent, reason } = input.data

  if (reportId) {
    const report = await reportById(reportId)
    if (!report) return refuse(about, 404, 'admin.error.notFound')
    if (report.status !== 'open') return refuse(about, 409, 'admin.error.already')
    if (intent === 'dismiss') return answer(about, await dismissReport(operator, reportId, reason))
    if (intent === 'remove-listing' && report.product_id)
      return answer(about, await removeListing(operator, report.product_id, reason, report.category))
    if (intent === 'suspend' && report.reported_user_id)
      return answer(about, await suspendUser(operator, report.reported_user_id, reason, report.category))
    return refuse(about, 400, 'admin.error.intent')
  }
  if (userId && intent === 'suspend') return answer(about, await suspendUser(operator, userId, reason))
  if (userId && intent === 'reinstate') return answer(about, await reinstateUser(operator, userId, reason))
  if (productId && intent === 'remove-listing')
    return answer(about, await removeListing(operator, productId, reason))
  if (productId && intent === 'restore-listing')
    return answer(about, await restoreListing(operator, productId, reason))
  return refuse(about, 400, 'admin.error.intent')
}
