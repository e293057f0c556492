import { CircleSlash, Minus, Plus, Trash2 } from 'lucide-react'
import { ProductImage } from '~/catalog/components/product-image'
import { CONDITION_KEY } from '~/catalog/taxonomy'
import { useT } from '~/i18n/react'
import { Badge } from '~/ui/badge'
import { cn } from '~/ui/cn'
import { Link, useLocalePath } from '~/ui/link'
import { formatEuros } from '~/ui/money'
import { Spinner } from '~/ui/spinner'
import { type CartItem, chargedOnceHint, isAvailable, MAX_CART_QUANTITY, steppedQuantity } from '../cart'
import { useCartFetcher } from './use-cart-fetcher'

function LineImage({ src, alt }: { src: string | null; alt: string }) {
  const t = useT()
  return (
    <ProductImage
      src={src}
      alt={alt}
      noImageText={t('cart.noImage')}
      size="sm"
      className="size-full object-cover"
      loading="lazy"
      decoding="async"
    />
  )
}

const stepButton =
  'grid size-9 place-items-center text-slate-700 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40'

/**
 * One cart line: the product as it is now, −/+ (steps of 1; − at 1 removes) and Remove. Each is a
 * form posting to /cart, sent by a fetcher once scripts run and as a plain form before that.
 */
export function CartLine({ item }: { item: CartItem }) {
  const t = useT()
  const localize = useLocalePath()
  const fetcher = useCartFetcher()
  const busy = fetcher.state !== 'idle'
  const pending = fetcher.formData
  const pendingQuantity = pending?.get('intent') === 'update' ? Number(pending.get('quantity')) : null
  const removing = pending?.get('intent') === 'remove' || (pendingQuantity !== null && pendingQuantity <= 0)
  // Show the number the buyer asked for while the server writes it.
  const quantity = pendingQuantity !== null && pendingQuantity > 0 ? pendingQuantity : item.quantity
  const available = isAvailable(item)
  const href = `/product/${item.productId}`

  return (
    <li
      className={cn('flex gap-4 p-4 transition-opacity sm:p-5', removing && 'opacity-50')}
      aria-busy={busy || undefined}
      data-testid="cart-line"
    >
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="size-20 shrink-0 overflow-hidden rounded-xl border border-slate-200 bg-sand-50 sm:size-28"
      >
        <LineImage src={item.imageUrl} alt="" />
      </Link>

      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <p className="font-semibold text-brand-700 text-xs uppercase tracking-wide">{item.brand}</p>
            <h3 className="font-semibold text-slate-900 leading-snug">
              <Link to={href} className="hover:text-brand-700 hover:underline">
                {item.name}
              </Link>
            </h3>
            <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-slate-600 text-sm">
              <span>
                {t('cart.condition')}: {t(CONDITION_KEY[item.condition])}
              </span>
              {item.size ? (
                <span>
                  {t('cart.size')}: {item.size}
                </span>
              ) : null}
            </p>
          </div>
          <p
            className={cn(
              'font-bold text-lg text-slate-900 tabular-nums sm:text-right',
              !available && 'text-slate-500 line-through',
            )}
          >
            {formatEuros(item.price)}
          </p>
        </div>

        {available ? null : (
          <p
            className="flex flex-wrap items-center gap-2 text-slate-600 text-sm"
            data-testid="cart-unavailable"
          >
            <Badge tone="grey" className="gap-1">
              <CircleSlash className="size-3.5" aria-hidden="true" />
              {t('cart.unavailable')}
            </Badge>
            {t('cart.unavailableText')}
          </p>
        )}
        {available && chargedOnceHint({ quantity }) ? (
          <p className="text-amber-800 text-sm">{t('cart.chargedOnce')}</p>
        ) : null}

        <div className="flex flex-wrap items-center justify-between gap-3">
          {available ? (
            <fetcher.Form method="post" action={localize('/cart')} className="flex items-center gap-2">
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="itemId" value={item.id} />
              <span className="text-slate-600 text-sm">{t('cart.quantity')}</span>
              <span className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300">
                <button
                  type="submit"
                  name="quantity"
                  value={steppedQuantity(quantity, -1)}
                  disabled={busy}
                  aria-label={t('cart.decrease', { name: item.name })}
                  className={stepButton}
                >
                  <Minus className="size-4" aria-hidden="true" />
                </button>
                <output
                  aria-label={t('cart.quantityOf', { name: item.name })}
                  aria-live="polite"
                  className="grid h-9 min-w-10 place-items-center border-slate-300 border-x px-2 font-semibold text-slate-900 tabular-nums"
                >
                  {quantity}
                </output>
                <button
                  type="submit"
                  name="quantity"
                  value={steppedQuantity(quantity, 1)}
                  // One of a kind (issue #31): nothing to raise.
                  disabled={busy || quantity >= MAX_CART_QUANTITY}
                  title={quantity >= MAX_CART_QUANTITY ? t('phone.cart.oneOfAKind') : undefined}
                  aria-label={t('cart.increase', { name: item.name })}
                  className={stepButton}
                >
                  <Plus className="size-4" aria-hidden="true" />
                </button>
              </span>
              {busy && !removing ? <Spinner className="size-4" label={t('cart.updating')} /> : null}
            </fetcher.Form>
          ) : (
            <span />
          )}
          <fetcher.Form method="post" action={localize('/cart')}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="itemId" value={item.id} />
            <button
              type="submit"
              disabled={busy}
              aria-label={t('cart.removeItem', { name: item.name })}
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 font-medium text-red-700 text-sm hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('cart.remove')}
            </button>
          </fetcher.Form>
        </div>
      </div>
    </li>
  )
}
