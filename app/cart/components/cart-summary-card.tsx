import { AlertTriangle, Lock } from 'lucide-react'
import { useId } from 'react'
import { useT } from '~/i18n/react'
import { Button, ButtonLink } from '~/ui/button'
import { Link } from '~/ui/link'
import { formatEuros } from '~/ui/money'
import { type CartItem, canCheckout, cartSummary } from '../cart'

/**
 * The cart's summary (SPEC §2 "Cart"): items, subtotal, shipping 'Calculated at checkout' (docs/spec-deviations.md), total, and the
 * Checkout button, which waits until unavailable items are removed.
 */
export function CartSummaryCard({ items }: { items: readonly CartItem[] }) {
  const t = useT()
  const blockedId = useId()
  const summary = cartSummary(items)
  const ready = canCheckout(summary)
  return (
    <section
      aria-labelledby="cart-summary"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="cart-summary" className="font-semibold text-lg text-slate-900">
        {t('cart.summary')}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('cart.summaryItems', { count: summary.itemCount })}</dt>
          <dd className="font-medium text-slate-900 tabular-nums" data-testid="cart-subtotal">
            {formatEuros(summary.subtotal)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('cart.shipping')}</dt>
          <dd className="text-slate-700">{t('cart.calculatedAtCheckout')}</dd>
        </div>
        <div className="flex justify-between gap-4 border-slate-200 border-t pt-3 text-base">
          <dt className="font-semibold text-slate-900">{t('cart.total')}</dt>
          <dd className="font-bold text-slate-900 tabular-nums" data-testid="cart-total">
            {formatEuros(summary.subtotal)}
          </dd>
        </div>
      </dl>
      {ready ? (
        <ButtonLink to="/checkout" size="lg" className="mt-6 w-full">
          <Lock className="size-4" aria-hidden="true" />
          {t('cart.checkout')}
        </ButtonLink>
      ) : (
        <>
          <Button size="lg" className="mt-6 w-full" disabled aria-describedby={blockedId}>
            <Lock className="size-4" aria-hidden="true" />
            {t('cart.checkout')}
          </Button>
          <p id={blockedId} className="mt-3 flex items-start gap-2 text-amber-800 text-sm" role="status">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('cart.removeUnavailable')}
          </p>
        </>
      )}
      <Link
        to="/browse"
        className="mt-4 block text-center font-medium text-brand-700 text-sm hover:underline"
      >
        {t('cart.continueShopping')}
      </Link>
    </section>
  )
}
