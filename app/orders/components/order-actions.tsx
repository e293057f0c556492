import { Ban, CircleAlert, PackageCheck, ThumbsUp, Truck } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useEffect, useId, useRef } from 'react'
import { useFetcher, useLocation, useRevalidator } from 'react-router'
import { useT } from '~/i18n/react'
import { Button, buttonClass } from '~/ui/button'
import { inputClass } from '~/ui/field'
import { Link, useLocalePath } from '~/ui/link'
import { toast } from '~/ui/toast'
import { orderReference } from '../buyer-orders'
import { CARRIER_NAMES, CARRIERS } from '../carriers'
import { movesFor, type OrderMoveRefusal, type OrderParty, TRACKING_NUMBER_MAX } from '../order-transitions'

type MoveFetcher = ReturnType<typeof useFetcher<OrderMoveRefusal>>

/**
 * The status moves `party` can make on one order now (app/orders/order-transitions.ts): the seller
 * ships (with an optional tracking number) or cancels, the buyer marks delivered or cancels.
 * Each posts to /orders/{id}; success comes back to this page with a toast, a refusal shows its
 * message here and reloads the list (the order may have changed under us).
 */
export function OrderActions({
  orderId,
  status,
  party,
  itemName,
}: {
  orderId: string
  status: string
  party: OrderParty
  itemName: string
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
          <ShipForm fetcher={fetcher} action={action} redirectTo={redirectTo} busy={Boolean(pendingMove)} />
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
}: {
  fetcher: MoveFetcher
  action: string
  redirectTo: string
  busy: boolean
}) {
  const t = useT()
  const inputId = useId()
  const shipping = fetcher.formData?.get('intent') === 'ship'
  return (
    <fetcher.Form method="post" action={action} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="ship" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${inputId}-carrier`} className="font-medium text-slate-600 text-xs">
          {t('orders.action.carrierLabel')}
        </label>
        <select
          id={`${inputId}-carrier`}
          name="carrier"
          defaultValue=""
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
          placeholder={t('orders.action.trackingPlaceholder')}
          className={`${inputClass} h-8 w-56 text-sm`}
        />
      </div>
      <Button type="submit" size="sm" disabled={busy}>
        <Truck className="size-4" aria-hidden="true" />
        {shipping && fetcher.state !== 'idle' ? t('orders.action.shipping') : t('orders.action.ship')}
      </Button>
    </fetcher.Form>
  )
}

/** Cancel, after a confirmation dialog (Radix: focus moves into it and Escape closes it). */
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
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm" disabled={busy} className="text-red-700 hover:bg-red-50">
          <Ban className="size-4" aria-hidden="true" />
          {cancelling ? t('orders.action.cancelling') : t('orders.action.cancel')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="font-semibold text-lg text-slate-900">
            {t('orders.action.cancelTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600">
            {t('orders.action.cancelText', { reference: orderReference(orderId), name: itemName })}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('outline')}>
              {t('orders.action.keep')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass('danger')}
              onClick={() => fetcher.submit({ intent: 'cancel', redirectTo }, { method: 'post', action })}
            >
              {t('orders.action.cancelConfirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
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
