import { useId } from 'react'
import { signInPath } from '~/accounts/redirect-to'
import { useT } from '~/i18n/react'
import { Button, buttonClass } from '~/ui/button'
import { Icon } from '~/ui/icon'
import { Link, useLocalePath } from '~/ui/link'
import { useCartFetcher } from './use-cart-fetcher'

/**
 * Add to Cart on the product page. A visitor gets a link to sign in (and back), with the spec's
 * hint under it; a signed-in buyer posts `intent=add` to /cart with a fetcher, so they stay on the
 * product page while the toast and the cart badge update (SPEC §5 "Cart"); without scripts it is a
 * plain form. The seller's own listing shows the button disabled (SPEC §5: "the button is
 * disabled"). The product page decides which, and offers none of them for an inactive listing.
 */
export function AddToCartButton({
  productId,
  signedIn,
  ownListing,
  returnTo,
  describedBy,
}: {
  productId: string
  signedIn: boolean
  ownListing: boolean
  /** The page to come back to after signing in. */
  returnTo: string
  /** The id of a text explaining why the button is disabled. */
  describedBy?: string
}) {
  const t = useT()
  const localize = useLocalePath()
  const hintId = useId()
  const fetcher = useCartFetcher()
  const content = (
    <>
      <Icon name="shopping-cart" className="size-5" />
      {t('product.addToCart')}
    </>
  )
  if (ownListing) {
    return (
      <Button size="lg" className="w-full" disabled aria-describedby={describedBy}>
        {content}
      </Button>
    )
  }
  if (!signedIn) {
    return (
      <div>
        <Link
          to={signInPath(returnTo)}
          className={buttonClass('primary', 'lg', 'w-full')}
          aria-describedby={hintId}
        >
          {content}
        </Link>
        <p id={hintId} className="mt-2 text-center text-slate-500 text-xs">
          {t('cart.signInRequired')}
        </p>
      </div>
    )
  }
  const adding = fetcher.state !== 'idle'
  return (
    <fetcher.Form
      method="post"
      action={localize('/cart')}
      className="w-full"
      onSubmit={(event) => {
        // A second press while adding is ignored (the button stays focusable: see below).
        if (adding) event.preventDefault()
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {/* aria-disabled, not disabled: a disabled button loses keyboard focus, and focus must stay here. */}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        aria-disabled={adding || undefined}
        aria-busy={adding || undefined}
      >
        {adding ? (
          <>
            <span
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
            {t('cart.adding')}
          </>
        ) : (
          content
        )}
      </Button>
    </fetcher.Form>
  )
}
