import { ShoppingCart } from 'lucide-react'
import { Form, Link } from 'react-router'
import { signInPath } from '~/accounts/redirect-to'
import { useT } from '~/i18n/react'
import { Button, buttonClass } from '~/ui/button'

/**
 * Add to Cart on the product page. A visitor is sent to sign in and brought back; a signed-in buyer
 * posts `intent=add` with the product's id to /cart (the cart route's action adds it, SPEC §5
 * "Cart"); the seller's own listing shows the button disabled (SPEC §5: "the button is disabled").
 * The product page decides which; the cart work wires the action.
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
  const content = (
    <>
      <ShoppingCart className="size-5" aria-hidden="true" />
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
      <Link to={signInPath(returnTo)} className={buttonClass('primary', 'lg', 'w-full')}>
        {content}
      </Link>
    )
  }
  return (
    <Form method="post" action="/cart" className="w-full">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <Button type="submit" size="lg" className="w-full">
        {content}
      </Button>
    </Form>
  )
}
