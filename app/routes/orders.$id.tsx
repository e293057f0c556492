import { data, useLoaderData } from 'react-router'
import { requireUser } from '~/accounts/guards.server'
import { safeRedirectTo } from '~/accounts/redirect-to'
import { isShippingOption } from '~/catalog/delivery'
import { isUuid } from '~/catalog/product'
import { SHIPPING_OPTION_DETAILS } from '~/catalog/taxonomy'
import { DisputePanel, OpenDisputeForm } from '~/disputes/components/dispute-panel'
import { disputeAction } from '~/disputes/dispute-action.server'
import { disputeSubjectsFor, readDisputeForParty } from '~/disputes/disputes.server'
import { type MessageKey, translator } from '~/i18n'
import { formatLongDate } from '~/i18n/format'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { localePath } from '~/i18n/paths'
import { useLocale, useT } from '~/i18n/react'
import { conversationOfOrder } from '~/messages/conversations.server'
import { orderReference } from '~/orders/buyer-orders'
import { CARRIER_NAMES, isCarrier, trackingUrl } from '~/orders/carriers'
import { OrderActions } from '~/orders/components/order-actions'
import { OrderDeliveryInfo } from '~/orders/components/order-delivery'
import { OrderStatusBadge } from '~/orders/components/order-status-badge'
import { isHandOver } from '~/orders/order-delivery'
import { type OrderDetail, orderFigures, orderTimeline, type TimelineStep } from '~/orders/order-detail'
import { readOrderDetail } from '~/orders/order-detail.server'
import {
  AUTO_DELIVER_AFTER_DAYS,
  isUntrackedShipment,
  PROTECTION_DAYS,
  UNTRACKED_PROTECTION_DAYS,
} from '~/orders/order-lifecycle'
import { movesFor, ORDER_MOVE_DONE, type OrderMoveRefusal, orderMoveSchema } from '~/orders/order-transitions'
import { moveOrder, type OrderTransitionOutcome } from '~/orders/order-transitions.server'
import { log } from '~/platform/log.server'
import { redirectWithToast } from '~/platform/toast.server'
import { OrderReviewsPanel } from '~/reviews/components/order-reviews'
import {
  isReviewIntent,
  REVIEW_DONE,
  REVIEW_REFUSAL,
  type ReviewOutcome,
  reviewFormSchema,
} from '~/reviews/reviews'
import { readOrderReviews, replyToReview, submitReview } from '~/reviews/reviews.server'
import { Card } from '~/ui/card'
import { Container } from '~/ui/container'
import { validate } from '~/ui/form'
import { Form, Link } from '~/ui/link'
import { formatEuros } from '~/ui/money'
import type { Route } from './+types/orders.$id'

/** Where a form without a (valid) redirectTo comes back to. */
const FALLBACK = '/profile?tab=orders'

const REFUSAL: Record<
  Exclude<OrderTransitionOutcome['kind'], 'done' | 'invalid'>,
  { status: number; message: MessageKey }
> = {
  'not-found': { status: 404, message: 'orders.error.notFound' },
  forbidden: { status: 403, message: 'orders.error.forbidden' },
  conflict: { status: 409, message: 'orders.error.conflict' },
}

/**
 * POST intent = ship (+ carrier and trackingNumber, or untracked; nothing for a hand-over) | deliver | cancel, by the order's buyer or seller
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
  if (isReviewIntent(form.get('intent'))) return reviewAction(viewer.id, params.id, form, request)
  const intent = form.get('intent')
  if (typeof intent === 'string' && intent.startsWith('dispute-')) {
    if (!isUuid(params.id)) return refuse(404, 'orders.error.notFound')
    return disputeAction(viewer.id, params.id, form, request)
  }
  const input = validate(orderMoveSchema, {
    intent: form.get('intent'),
    trackingNumber: form.get('trackingNumber') ?? undefined,
    carrier: form.get('carrier') ?? undefined,
    untracked: form.get('untracked') ?? undefined,
    description: form.get('description') ?? undefined,
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
  if (outcome.kind === 'invalid') return refuse(400, outcome.error)
  if (outcome.kind !== 'done') return refuse(REFUSAL[outcome.kind].status, REFUSAL[outcome.kind].message)

  return redirectWithToast(
    localePath(safeRedirectTo(form.get('redirectTo'), FALLBACK), requestLocale(request)),
    {
      type: 'success',
      title: ORDER_MOVE_DONE[outcome.move === 'ship' && outcome.handedOver ? 'handOver' : outcome.move],
    },
  )
}

/**
 * POST intent = review (rating 1-5, comment) | reply (reviewId, reply), by a party of the order
 * (issue #16): the review rules live in app/reviews/reviews.server.ts. Success comes back to the
 * order's page with a toast; a refusal answers 400/404/409 with a message in the reader's language.
 */
async function reviewAction(userId: string, orderId: string, form: FormData, request: Request) {
  const t = translator(requestLocale(request))
  const refuse = (status: number, message: MessageKey) =>
    data<OrderMoveRefusal>({ ok: false, message: t(message) }, { status })
  const input = validate(reviewFormSchema, {
    intent: form.get('intent'),
    rating: form.get('rating') ?? undefined,
    comment: form.get('comment') ?? undefined,
    reviewId: form.get('reviewId') ?? undefined,
    reply: form.get('reply') ?? undefined,
    // The buyer's "as described?" per graded component (issue #28).
    describedHead: form.get('describedHead') ?? undefined,
    describedShaft: form.get('describedShaft') ?? undefined,
    describedGrip: form.get('describedGrip') ?? undefined,
  })
  if (!input.success) return refuse(400, Object.values(input.errors)[0] ?? 'orders.error.badIntent')
  if (!isUuid(orderId)) return refuse(404, 'orders.error.notFound')
  let outcome: ReviewOutcome
  try {
    outcome =
      input.data.intent === 'review'
        ? await submitReview(userId, orderId, input.data)
        : await replyToReview(userId, orderId, input.data.reviewId, input.data.reply)
  } catch (error) {
    log.error('review.failed', { error, orderId, intent: input.data.intent, userId })
    return refuse(500, 'orders.error.failed')
  }
  if (outcome.kind !== 'done') {
    return refuse(REVIEW_REFUSAL[outcome.kind].status, REVIEW_REFUSAL[outcome.kind].message)
  }
  return redirectWithToast(localePath(`/orders/${orderId}`, requestLocale(request)), {
    type: 'success',
    title: REVIEW_DONE[outcome.intent],
  })
}

/** The order's page (issue #13): its buyer or seller only; anyone else gets the 404 page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request)
  const order = isUuid(params.id) ? await readOrderDetail(viewer.id, params.id) : null
  if (!order) throw data(null, { status: 404 })
  // The conversation with the other party (issue #15), when there is one; otherwise a button opens it.
  const [reviews, conversationId, dispute, disputeSubjects] = await Promise.all([
    readOrderReviews(viewer.id, order.id),
    conversationOfOrder(viewer.id, order.id),
    readDisputeForParty(viewer.id, order.id, requestLocale(request)),
    // What the buyer can say is not as described (issue #28): the listing frozen at payment says.
    disputeSubjectsFor(viewer.id, order.id),
  ])
  const reportOpen = new URL(request.url).searchParams.get('report') === '1'
  return {
    order,
    timeline: orderTimeline(order),
    reviews,
    conversationId,
    dispute,
    disputeSubjects,
    reportOpen,
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'orders.detail.view', description: 'orders.detail.metaDescription' }),
  { name: 'robots', content: 'noindex' },
]

const STEP_LABEL: Record<TimelineStep, MessageKey> = {
  paid: 'orders.detail.paid',
  shipBy: 'orders.detail.shipBy',
  shipped: 'orders.detail.shipped',
  delivered: 'orders.detail.delivered',
  protectionEnds: 'orders.detail.protectionEnds',
  problem: 'orders.detail.problem',
  completed: 'orders.detail.completed',
  cancelled: 'orders.detail.cancelled',
  refunded: 'orders.detail.refunded',
}

/** What the buyer is told comes next, by status (with the date that matters then). */
function nextStep(order: OrderDetail): { key: MessageKey; date: string | null } | null {
  switch (order.status) {
    case 'confirmed':
      return { key: 'orders.detail.nextShip', date: order.shipBy }
    case 'shipped':
      return {
        key: isHandOver(order.shippingOption)
          ? 'delivery.nextHandedOver'
          : isUntrackedShipment({ ...order, inPerson: false })
            ? 'delivery.nextDeliverUntracked'
            : 'orders.detail.nextDeliver',
        date: order.shippedAt
          ? new Date(new Date(order.shippedAt).getTime() + AUTO_DELIVER_AFTER_DAYS * 86_400_000).toISOString()
          : null,
      }
    case 'delivered':
      return { key: 'orders.detail.nextProtection', date: order.protectionEndsAt }
    case 'disputed':
      return { key: 'orders.detail.nextDisputed', date: null }
    case 'completed':
      return { key: 'orders.detail.nextCompleted', date: null }
    case 'cancelled':
      return { key: 'orders.detail.nextCancelled', date: null }
    case 'refunded':
      return { key: 'orders.detail.nextRefunded', date: null }
    default:
      return null
  }
}

export default function OrderPage() {
  const { order, timeline, reviews, conversationId, dispute, disputeSubjects, reportOpen } =
    useLoaderData<typeof loader>()
  const t = useT()
  const locale = useLocale()
  const reference = orderReference(order.id)
  const next = order.party === 'buyer' ? nextStep(order) : null
  const link = trackingUrl(order.carrier, order.trackingNumber)
  const carrierName = order.carrier && isCarrier(order.carrier) ? CARRIER_NAMES[order.carrier] : ''
  const figures = orderFigures(order)
  const date = (iso: string | null) => (iso ? formatLongDate(iso, locale) : '')
  // The window this order was given: an untracked parcel delivered by the clock gets a longer one.
  const protectionDays =
    order.deliveredAt && order.protectionEndsAt
      ? Math.round((Date.parse(order.protectionEndsAt) - Date.parse(order.deliveredAt)) / 86_400_000)
      : PROTECTION_DAYS
  return (
    <Container className="max-w-3xl py-10">
      <Link
        to={order.party === 'buyer' ? '/profile?tab=orders' : '/seller/dashboard?tab=orders'}
        className="text-brand-700 text-sm underline-offset-4 hover:underline"
      >
        ← {t('orders.detail.back')}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="font-bold text-3xl text-slate-900">{t('orders.detail.title', { reference })}</h1>
        <span data-testid="order-status">
          <OrderStatusBadge status={order.status} deliveryOption={order.shippingOption} />
        </span>
      </div>
      {order.product ? (
        <p className="mt-2 text-slate-700">
          <Link to={`/product/${order.product.id}`} className="font-medium hover:underline">
            {order.product.name}
          </Link>{' '}
          <span className="text-slate-500">{order.product.brand}</span>
        </p>
      ) : (
        <p className="mt-2 text-slate-500">{t('orders.productGone')}</p>
      )}
      <OrderDeliveryInfo
        className="mt-2"
        delivery={{
          option: order.shippingOption,
          amount: order.shippingAmount,
          carrier: order.carrier,
          shipped: Boolean(order.shippedAt),
        }}
        trackingNumber={order.trackingNumber}
      />

      {next ? (
        <p className="mt-6 rounded-xl bg-brand-50 px-4 py-3 text-brand-900" role="status">
          {t(next.key, {
            date: date(next.date),
            days: protectionDays,
            protectionDays: UNTRACKED_PROTECTION_DAYS,
          })}
        </p>
      ) : null}
      <div className="mt-4">
        <OrderActions
          orderId={order.id}
          deliveryOption={order.shippingOption}
          status={order.status}
          party={order.party}
          itemName={order.product?.name ?? t('orders.productGone')}
        />
      </div>
      <div className="mt-4">
        {conversationId ? (
          <Link to={`/messages/${conversationId}`} className="font-medium text-brand-700 underline">
            {order.party === 'buyer' ? t('messages.messageSeller') : t('messages.messageBuyer')}
          </Link>
        ) : (
          <Form method="post" action="/messages">
            <input type="hidden" name="orderId" value={order.id} />
            <button type="submit" className="font-medium text-brand-700 underline">
              {order.party === 'buyer' ? t('messages.messageSeller') : t('messages.messageBuyer')}
            </button>
          </Form>
        )}
      </div>

      {dispute ? (
        <div className="mt-6">
          <DisputePanel dispute={dispute} party={order.party} />
        </div>
      ) : order.party === 'buyer' && movesFor('buyer', order.status).includes('report') ? (
        <div className="mt-6">
          <OpenDisputeForm open={reportOpen} subjects={disputeSubjects} />
        </div>
      ) : null}

      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <Card className="p-6">
          <h2 className="font-semibold text-lg text-slate-900">{t('orders.detail.timeline')}</h2>
          <ol className="mt-4 space-y-3" aria-label={t('orders.detail.timeline')}>
            {timeline.map((entry) => (
              <li key={entry.step} className="flex gap-3" data-step={entry.step}>
                <span
                  className={`mt-1.5 size-2.5 shrink-0 rounded-full ${entry.done ? 'bg-brand-700' : 'border-2 border-slate-400'}`}
                  aria-hidden="true"
                />
                <div>
                  <p className="font-medium text-slate-900">
                    {t(
                      entry.step === 'shipped' && isHandOver(order.shippingOption)
                        ? 'delivery.handedOver'
                        : STEP_LABEL[entry.step],
                    )}
                  </p>
                  <p className="text-slate-600 text-sm">
                    {date(entry.date)}
                    {entry.done ? '' : ` (${t('orders.detail.expected')})`}
                  </p>
                  {entry.step === 'shipped' && order.trackingNumber ? (
                    <p className="text-sm">
                      {link ? (
                        <a
                          href={link}
                          target="_blank"
                          rel="noreferrer noopener"
                          className="text-brand-700 underline-offset-4 hover:underline"
                        >
                          {t('orders.detail.trackWith', { carrier: carrierName })}: {order.trackingNumber}
                        </a>
                      ) : (
                        t('orders.tracking', { number: order.trackingNumber })
                      )}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        </Card>
        <Card className="p-6">
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between">
              <dt className="text-slate-600">{t('orders.detail.item')}</dt>
              <dd className="text-slate-900" data-testid="order-item-price">
                {formatEuros(figures.item)}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-600">
                {t('orders.detail.shipping')}
                {order.shippingOption && isShippingOption(order.shippingOption)
                  ? ` (${t(SHIPPING_OPTION_DETAILS[order.shippingOption].labelKey)})`
                  : ''}
              </dt>
              <dd className="text-slate-900">{formatEuros(figures.shipping)}</dd>
            </div>
            <div className="flex justify-between border-slate-100 border-t pt-2 font-semibold">
              <dt className="text-slate-900">{t('orders.detail.total')}</dt>
              <dd className="text-slate-900" data-testid="order-total">
                {formatEuros(figures.total)}
              </dd>
            </div>
            {figures.refunded > 0 ? (
              <>
                <div className="flex justify-between">
                  <dt className="text-slate-600">
                    {t('orders.detail.refundLine')}
                    {order.refundPendingAmount > 0 ? ` (${t('orders.detail.refundPending')})` : ''}
                  </dt>
                  <dd className="text-slate-900" data-testid="order-refunded">
                    −{formatEuros(figures.refunded)}
                  </dd>
                </div>
                <div className="flex justify-between font-semibold">
                  <dt className="text-slate-900">{t('orders.detail.paidAfterRefunds')}</dt>
                  <dd className="text-slate-900" data-testid="order-paid">
                    {formatEuros(figures.paid)}
                  </dd>
                </div>
              </>
            ) : null}
            <div className="flex justify-between pt-2">
              <dt className="text-slate-600">{t('orders.detail.commission')}</dt>
              <dd className="text-slate-900">{formatEuros(figures.commission)}</dd>
            </div>
            {order.party === 'seller' ? (
              <div className="flex justify-between">
                <dt className="text-slate-600">{t('orders.detail.net')}</dt>
                <dd className="text-slate-900" data-testid="order-seller-net">
                  {formatEuros(figures.sellerNet)}
                </dd>
              </div>
            ) : null}
          </dl>
        </Card>
      </div>
      {order.status === 'completed' || reviews.mine || reviews.theirs ? (
        <OrderReviewsPanel orderId={order.id} party={order.party} reviews={reviews} />
      ) : null}
    </Container>
  )
}
