import { CircleCheck, CircleX, Loader2, SearchX } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useLoaderData, useRevalidator } from 'react-router'
import { signInPath } from '~/accounts/redirect-to'
import { getViewer } from '~/accounts/viewer.server'
import { getCheckoutOutcome } from '~/checkout/checkout.server'
import { pageMeta } from '~/i18n/meta'
import { useT } from '~/i18n/react'
import { orderReference } from '~/orders/buyer-orders'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { Link } from '~/ui/link'
import { LoadErrorPanel } from '~/ui/load-error-panel'
import { formatEuros } from '~/ui/money'
import { NoticePanel } from '~/ui/notice-panel'
import type { Route } from './+types/checkout.success'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'checkout.success.title', description: 'checkout.success.metaDescription' }),
  { name: 'robots', content: 'noindex' },
]

/** How often, and how many times, the page asks again while the provider's webhook is on its way. */
const POLL_INTERVAL_MS = 1500
const POLL_ATTEMPTS = 40

/**
 * SPEC §2 "Success page": reads session_id, shows the processing message until the order is there
 * (the webhook may arrive after the buyer), then the reference with links to /profile and /browse.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const sessionId = params.get('session_id') ?? ''
  const viewer = await getViewer(request)
  if (!viewer)
    return { kind: 'visitor' as const, path: `/checkout/success?session_id=${encodeURIComponent(sessionId)}` }
  const outcome = sessionId && sessionId.length <= 255 ? await getCheckoutOutcome(viewer.id, sessionId) : null
  if (!outcome) return { kind: 'not-found' as const }
  return { kind: 'outcome' as const, outcome }
}

export default function CheckoutSuccess() {
  const loaderData = useLoaderData<typeof loader>()
  const t = useT()
  const revalidator = useRevalidator()
  const [attempts, setAttempts] = useState(0)
  const waiting =
    loaderData.kind === 'outcome' && ['open', 'creating', 'capturing'].includes(loaderData.outcome.status)
  useEffect(() => {
    if (!waiting || attempts >= POLL_ATTEMPTS) return
    const timer = window.setTimeout(() => {
      setAttempts((n) => n + 1)
      revalidator.revalidate()
    }, POLL_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [waiting, attempts, revalidator])

  const links = (
    <>
      <ButtonLink to="/profile?tab=orders">{t('checkout.success.viewOrders')}</ButtonLink>
      <ButtonLink to="/browse" variant="outline">
        {t('checkout.success.continue')}
      </ButtonLink>
    </>
  )

  let content: React.ReactNode
  if (loaderData.kind === 'visitor') {
    content = (
      <NoticePanel
        icon={SearchX}
        title={t('checkout.signInTitle')}
        text={t('checkout.signInText')}
        actions={<ButtonLink to={signInPath(loaderData.path)}>{t('checkout.signIn')}</ButtonLink>}
      />
    )
  } else if (loaderData.kind === 'not-found') {
    content = (
      <NoticePanel
        icon={SearchX}
        title={t('checkout.success.notFound')}
        text={t('checkout.success.notFoundText')}
        actions={links}
      />
    )
  } else if (waiting) {
    content = (
      <div role="status" aria-live="polite">
        <NoticePanel
          icon={Loader2}
          title={t('checkout.success.processing')}
          text={attempts >= POLL_ATTEMPTS ? t('checkout.success.slow') : t('checkout.success.processingText')}
          actions={attempts >= POLL_ATTEMPTS ? links : undefined}
        />
      </div>
    )
  } else if (loaderData.outcome.status !== 'completed' || loaderData.outcome.orders.length === 0) {
    const { outcome } = loaderData
    // Completed without orders: every item went to a quicker buyer, and nothing was charged.
    const allMissed = outcome.status === 'completed'
    content = (
      <NoticePanel
        icon={CircleX}
        tone="warning"
        title={t(allMissed ? 'checkout.success.allMissed' : 'checkout.success.notCompleted')}
        text={
          allMissed
            ? t('checkout.success.missed', {
                items: outcome.missed.join(', '),
                amount: formatEuros(outcome.amountNotCharged),
              })
            : t(
                outcome.status === 'failed'
                  ? 'checkout.success.declinedText'
                  : 'checkout.success.notCompletedText',
              )
        }
        actions={
          <>
            <ButtonLink to="/cart">{t('checkout.cancel.backToCart')}</ButtonLink>
            <ButtonLink to="/browse" variant="outline">
              {t('checkout.success.continue')}
            </ButtonLink>
          </>
        }
      />
    )
  } else {
    const { outcome } = loaderData
    content = (
      <NoticePanel
        icon={CircleCheck}
        tone="success"
        title={t('checkout.success.heading')}
        text={t('checkout.success.text')}
        actions={links}
      >
        <p className="mt-6 text-slate-600 text-sm">{t('checkout.success.reference')}</p>
        <p
          className="font-bold font-mono text-2xl text-slate-900 tracking-wider"
          data-testid="payment-reference"
        >
          {orderReference(outcome.checkoutId)}
        </p>
        {outcome.orders.length ? (
          <ul className="mt-4 w-full max-w-md divide-y divide-slate-100 rounded-xl border border-slate-200 text-left text-sm">
            {outcome.orders.map((order) => (
              <li key={order.id} className="flex justify-between gap-3 px-4 py-2">
                <span className="min-w-0 truncate">
                  <span className="mr-2 text-slate-500 text-xs">
                    {t('orders.reference', { reference: orderReference(order.id) })}
                  </span>
                  {order.productId ? (
                    <Link to={`/product/${order.productId}`} className="text-slate-900 hover:underline">
                      {order.name}
                    </Link>
                  ) : (
                    order.name
                  )}
                </span>
                <span className="font-medium text-slate-900">{formatEuros(order.totalAmount)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {outcome.missed.length ? (
          <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-amber-900 text-sm" role="alert">
            {t('checkout.success.missed', {
              items: outcome.missed.join(', '),
              amount: formatEuros(outcome.amountNotCharged),
            })}
          </p>
        ) : null}
      </NoticePanel>
    )
  }
  return <Container className="py-16">{content}</Container>
}

export function ErrorBoundary() {
  const t = useT()
  return <LoadErrorPanel title={t('checkout.success.notFound')} />
}
