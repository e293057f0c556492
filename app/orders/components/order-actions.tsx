import { Ban, CircleAlert, Handshake, PackageCheck, ThumbsUp, TriangleAlert, Truck } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useFetcher, useLocation, useRevalidator } from 'react-router'
import { useT } from '~/i18n/react'
import { Button, buttonClass } from '~/ui/button'
import { ConfirmDialog } from '~/ui/confirm-dialog'
import { inputClass } from '~/ui/field'
import { Link, useLocalePath } from '~/ui/link'
import { toast } from '~/ui/toast'
import { orderReference } from '../buyer-orders'
import { CARRIER_NAMES, CARRIERS, isCarrier } from '../carriers'
import { isHandOver } from '../order-delivery'
import { AUTO_DELIVER_AFTER_DAYS, UNTRACKED_PROTECTION_DAYS } from '../order-lifecycle'
import {
  movesFor,
  type OrderMoveRefusal,
  type OrderParty,
  shipmentProblem,
  TRACKING_NUMBER_MAX,
} from '../order-transitions'

type MoveFetcher = ReturnType<typeof useFetcher<OrderMoveRefusal>>

/**
 * The status moves `party` can make on one order now (app/orders/order-transitions.ts): the seller
 * ships (carrier and tracking number, or "sent untracked") or hands over (collection, meet) after
 * a confirmation, or cancels; the buyer marks delivered or cancels.
 * Each posts to /orders/{id}; success comes back to this page with a toast, a refusal shows its
 * message here and reloads the list (the order may have changed under us).
 */
export function OrderActions({
  orderId,
  status,
  party,
  itemName,
  deliveryOption,
}: {
  orderId: string
  status: string
  party: OrderParty
  itemName: string
  /** The delivery method chosen at checkout: a collection or meeting is handed over. */
  deliveryOption: string | null
}) {
  const t = useT()
  const localize = useLocalePath()
  const fetcher = useFetcher<OrderMoveRefusal>({ key: `order-move-${orderId}` })
  const { revalidate } = useRevalidator()
  const location = useLocation()
  const redirectTo = `${location.pathname}${location.search}`
  const moves = movesFor(party, status)
  const pendingMove = fetcher.state === 'idle' ? null : fetcher.formData?.get('intent')
  const refusal = fetcher.state === 'idle' && fetcher.data?.ok === false ? fetcher.data.message : null
  const handled = useRef<OrderMoveRefusal | undefined>(undefined)

  useEffect(() => {
    const reply = fetcher.data
    if (fetcher.state !== 'idle' || reply?.ok !== false || handled.current === reply) return
    handled.current = reply
    toast.error(reply.message)
    void revalidate()
  }, [fetcher.state, fetcher.data, revalidate])

  if (moves.length === 0) return null
  // The order's address in the page's language: the action answers in the language it is posted to.
  const action = localize(`/orders/${orderId}`)
  return (
    <div
      className="flex flex-col items-stretch gap-2 sm:items-end"
      aria-busy={pendingMove ? true : undefined}
    >
      <div className="flex flex-wrap items-end gap-2 sm:justify-end">
        {moves.includes('ship') ? (
          <ShipForm
            fetcher={fetcher}
            action={action}
            redirectTo={redirectTo}
            busy={Boolean(pendingMove)}
            handOver={isHandOver(deliveryOption)}
            orderId={orderId}
            itemName={itemName}
          />
        ) : null}
        {moves.includes('deliver') ? (
          <fetcher.Form method="post" action={action}>
            <input type="hidden" name="intent" value="deliver" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <Button type="submit" size="sm" disabled={Boolean(pendingMove)}>
              <PackageCheck className="size-4" aria-hidden="true" />
              {pendingMove === 'deliver' ? t('orders.action.delivering') : t('orders.action.deliver')}
            </Button>
          </fetcher.Form>
        ) : null}
        {moves.includes('accept') ? (
          <fetcher.Form method="post" action={action}>
            <input type="hidden" name="intent" value="accept" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <Button type="submit" size="sm" disabled={Boolean(pendingMove)}>
              <ThumbsUp className="size-4" aria-hidden="true" />
              {pendingMove === 'accept' ? t('orders.action.accepting') : t('orders.action.accept')}
            </Button>
          </fetcher.Form>
        ) : null}
        {moves.includes('report') ? <ReportProblem orderId={orderId} busy={Boolean(pendingMove)} /> : null}
        {moves.includes('cancel') ? (
          <CancelOrder
            fetcher={fetcher}
            action={action}
            redirectTo={redirectTo}
            orderId={orderId}
            itemName={itemName}
            busy={Boolean(pendingMove)}
            cancelling={pendingMove === 'cancel'}
          />
        ) : null}
      </div>
      {refusal ? (
        <p role="alert" className="text-red-700 text-sm">
          {refusal}
        </p>
      ) : null}
    </div>
  )
}

function ShipForm({
  fetcher,
  action,
  redirectTo,
  busy,
  handOver,
  orderId,
  itemName,
}: {
  fetcher: MoveFetcher
  action: string
  redirectTo: string
  busy: boolean
  handOver: boolean
  orderId: string
  itemName: string
}) {
  const t = useT()
  const inputId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [untracked, setUntracked] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<{ carrier: string; number: string } | null>(null)
  const shipping = fetcher.formData?.get('intent') === 'ship' && fetcher.state !== 'idle'
  const reference = orderReference(orderId)
  // The box is the form's own: one ticked before hydration counts once the page is live.
  const readUntracked = useCallback(() => {
    const box = formRef.current?.elements.namedItem('untracked')
    setUntracked(box instanceof HTMLInputElement && box.checked)
  }, [])
  useEffect(readUntracked, [readUntracked])

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const carrier = String(data.get('carrier') ?? '')
    const number = String(data.get('trackingNumber') ?? '').trim()
    const issue = shipmentProblem(handOver, {
      carrier: carrier || null,
      trackingNumber: number || null,
      untracked: data.get('untracked') === '1',
    })
    setProblem(issue ? t(issue) : null)
    if (issue) {
      const field = issue === 'delivery.error.carrierRequired' ? 'carrier' : 'trackingNumber'
      event.currentTarget.querySelector<HTMLElement>(`[name="${field}"]`)?.focus()
      return
    }
    setConfirming({
      carrier: isCarrier(carrier) && carrier !== 'other' ? CARRIER_NAMES[carrier] : '',
      number,
    })
  }

  function submit() {
    const form = formRef.current
    setConfirming(null)
    if (form) fetcher.submit(form, { method: 'post', action })
  }

  const label = handOver ? t('delivery.action.handOver') : t('orders.action.ship')
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={onSubmit}
      onChange={readUntracked}
      noValidate
      className="flex flex-col gap-2"
    >
      <input type="hidden" name="intent" value="ship" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {handOver ? null : (
        <>
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${inputId}-carrier`} className="font-medium text-slate-600 text-xs">
                {t('orders.action.carrierLabel')}
              </label>
              <select
                id={`${inputId}-carrier`}
                name="carrier"
                defaultValue=""
                disabled={untracked}
                className={`${inputClass} h-8 w-32 text-sm`}
              >
                <option value="">{t('orders.action.carrierNone')}</option>
                {CARRIERS.map((carrier) => (
                  <option key={carrier} value={carrier}>
                    {carrier === 'other' ? t('orders.action.carrierOther') : CARRIER_NAMES[carrier]}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={inputId} className="font-medium text-slate-600 text-xs">
                {t('orders.action.trackingLabel')}
              </label>
              <input
                id={inputId}
                name="trackingNumber"
                type="text"
                maxLength={TRACKING_NUMBER_MAX}
                autoComplete="off"
                disabled={untracked}
                placeholder={t('orders.action.trackingPlaceholder')}
                className={`${inputClass} h-8 w-56 max-w-full text-sm`}
              />
            </div>
          </div>
          <label className="flex items-center gap-2 text-slate-700 text-sm">
            <input type="checkbox" name="untracked" value="1" className="accent-brand-700" />
            {t('delivery.action.untracked')}
          </label>
          {untracked ? (
            <p className="flex max-w-md gap-1.5 text-amber-800 text-xs">
              <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
              {t('delivery.action.untrackedWarning', {
                days: AUTO_DELIVER_AFTER_DAYS,
                protectionDays: UNTRACKED_PROTECTION_DAYS,
              })}
            </p>
          ) : null}
        </>
      )}
      {problem ? (
        <p role="alert" className="text-red-700 text-sm">
          {problem}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" disabled={busy}>
          {handOver ? (
            <Handshake className="size-4" aria-hidden="true" />
          ) : (
            <Truck className="size-4" aria-hidden="true" />
          )}
          {shipping ? t(handOver ? 'delivery.action.handingOver' : 'orders.action.shipping') : label}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null)
        }}
        title={t(handOver ? 'delivery.action.handOverTitle' : 'delivery.action.shipTitle')}
        description={
          handOver
            ? t('delivery.action.handOverText', { reference, name: itemName })
            : confirming?.number
              ? t('delivery.action.shipText', {
                  reference,
                  name: itemName,
                  carrier: confirming.carrier || t('orders.action.carrierOther'),
                  number: confirming.number,
                })
              : t('delivery.action.shipUntrackedText', { reference, name: itemName })
        }
        confirmLabel={t(handOver ? 'delivery.action.handOverConfirm' : 'delivery.action.shipConfirm')}
        cancelLabel={t('delivery.action.notYet')}
        onConfirm={submit}
      >
        {!handOver && !confirming?.number ? (
          <p className="mt-3 flex gap-1.5 rounded-lg bg-amber-50 px-3 py-2 text-amber-900 text-sm">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('delivery.action.untrackedWarning', {
              days: AUTO_DELIVER_AFTER_DAYS,
              protectionDays: UNTRACKED_PROTECTION_DAYS,
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </fetcher.Form>
  )
}

/** Cancel, after a confirmation (app/ui/confirm-dialog.tsx). */
function CancelOrder({
  fetcher,
  action,
  redirectTo,
  orderId,
  itemName,
  busy,
  cancelling,
}: {
  fetcher: MoveFetcher
  action: string
  redirectTo: string
  orderId: string
  itemName: string
  busy: boolean
  cancelling: boolean
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        className="text-red-700 hover:bg-red-50"
        onClick={() => setOpen(true)}
      >
        <Ban className="size-4" aria-hidden="true" />
        {cancelling ? t('orders.action.cancelling') : t('orders.action.cancel')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="danger"
        title={t('orders.action.cancelTitle')}
        description={t('orders.action.cancelText', { reference: orderReference(orderId), name: itemName })}
        confirmLabel={t('orders.action.cancelConfirm')}
        cancelLabel={t('orders.action.keep')}
        onConfirm={() => fetcher.submit({ intent: 'cancel', redirectTo }, { method: 'post', action })}
      />
    </>
  )
}

/** "Report a problem": the order page's dispute form (app/disputes), opened. */
function ReportProblem({ orderId, busy }: { orderId: string; busy: boolean }) {
  const t = useT()
  return (
    <Link
      to={`/orders/${orderId}?report=1#report-problem`}
      aria-disabled={busy || undefined}
      className={`${buttonClass('outline', 'sm')} text-amber-800 hover:bg-amber-50`}
    >
      <CircleAlert className="size-4" aria-hidden="true" />
      {t('orders.action.report')}
    </Link>
  )
}
