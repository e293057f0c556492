import { useT } from '~/i18n/react'
import { Icon } from '~/ui/icon'
import type { SellerKind } from '../product'

/** "Professional seller" or "Private seller" (issue #14): who the buyer deals with. */
export function SellerKindBadge({ kind }: { kind: SellerKind }) {
  const t = useT()
  return (
    <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700 text-xs">
      <Icon name={kind === 'trader' ? 'building-complex' : 'user'} className="size-3.5" />
      {t(kind === 'trader' ? 'product.sellerKind.trader' : 'product.sellerKind.private')}
    </span>
  )
}

/**
 * What buying from a private person means (issue #14): the EU right of withdrawal binds traders
 * only, but the marketplace's own protection still applies.
 */
export function PrivateSellerNotice() {
  const t = useT()
  return (
    <div className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm">
      <Icon name="shield-check" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <p className="text-slate-700">
        <span className="font-semibold text-slate-900">{t('product.privateSeller.title')}</span>{' '}
        {t('product.privateSeller.text')}
      </p>
    </div>
  )
}
