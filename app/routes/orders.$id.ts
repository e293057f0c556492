import { data, redirect } from 'react-router'
import { requireUser } from '~/accounts/guards.server'
import { safeRedirectTo } from '~/accounts/redirect-to'
import { isUuid } from '~/catalog/product'
import { type MessageKey, translator } from '~/i18n'
import { requestLocale } from '~/i18n/locale-cookie'
import { localePath } from '~/i18n/paths'
import { ORDER_MOVE_DONE, type OrderMoveRefusal, orderMoveSchema } from '~/orders/order-transitions'
import { moveOrder, type OrderTransitionOutcome } from '~/orders/order-transitions.server'
import { log } from '~/platform/log.server'
import { redirectWithToast } from '~/platform/toast.server'
import { validate } from '~/ui/form'
import type { Route } from './+types/orders.$id'

/** Where a form without a (valid) redirectTo comes back to. */
const FALLBACK = '/profile?tab=orders'

const REFUSAL: Record<
  Exclude<OrderTransitionOutcome['kind'], 'done'>,
  { status: number; message: MessageKey }
> = {
  'not-found': { status: 404, message: 'orders.error.notFound' },
  forbidden: { status: 403, message: 'orders.error.forbidden' },
  conflict: { status: 409, message: 'orders.error.conflict' },
}

/**
 * POST intent = ship (+ trackingNumber) | deliver | cancel, by the order's buyer or seller
 * (app/orders/order-transitions.ts says who may do what). Success redirects to `redirectTo` with a
 * toast; a refusal answers 400/403/404/409 with a message in the reader's language.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireUser(request)
  const t = translator(requestLocale(request))
  const refuse = (status: number, message: MessageKey) =>
    data<OrderMoveRefusal>({ ok: false, message: t(message) }, { status })

  const form = await request.formData().catch(() => null)
  if (!form) return refuse(400, 'orders.error.badIntent')
  const input = validate(orderMoveSchema, {
    intent: form.get('intent'),
    trackingNumber: form.get('trackingNumber') ?? undefined,
  })
  if (!input.success) return refuse(400, Object.values(input.errors)[0] ?? 'orders.error.badIntent')
  // Not an id at all: as unknown as any other order the user cannot see.
  if (!isUuid(params.id)) return refuse(404, 'orders.error.notFound')

  let outcome: OrderTransitionOutcome
  try {
    outcome = await moveOrder(viewer.id, params.id, input.data)
  } catch (error) {
    log.error('order.move_failed', {
      error,
      orderId: params.id,
      intent: input.data.intent,
      userId: viewer.id,
    })
    return refuse(500, 'orders.error.failed')
  }
  if (outcome.kind !== 'done') return refuse(REFUSAL[outcome.kind].status, REFUSAL[outcome.kind].message)

  return redirectWithToast(
    localePath(safeRedirectTo(form.get('redirectTo'), FALLBACK), requestLocale(request)),
    {
      type: 'success',
      title: ORDER_MOVE_DONE[outcome.move],
    },
  )
}

/** Orders are read on /profile and /seller/dashboard; this address only takes posts. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localePath(FALLBACK, requestLocale(request)))
}
