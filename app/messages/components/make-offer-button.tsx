import { lazy, Suspense, useEffect, useState } from 'react'
import { signInPath } from '~/accounts/redirect-to'
import { useT } from '~/i18n/react'
import { buttonClass } from '~/ui/button'
import { Link } from '~/ui/link'

// The dialog loads on the first press (or when coming back from signing in): the product page's
// first load stays within its JavaScript budget (tests/unit/js-budget.test.ts).
const OfferDialog = lazy(() => import('./offer-dialog'))

export interface OfferTarget {
  productId: string
  name: string
  /** The lowest and highest offer, euro cents (app/messages/rules.ts offerBounds). */
  min: number
  max: number
}

/**
 * "Make an offer" on the product page (issue #31): a dialog that opens the conversation about the
 * listing and makes the offer in it (POST /messages with an amount). A visitor signs in first and
 * comes back to the listing with the dialog open (`?offer=1`, the `autoOpen` of the page's button).
 */
export function MakeOfferButton({
  target,
  signedIn,
  autoOpen = false,
  compact = false,
}: {
  target: OfferTarget
  signedIn: boolean
  autoOpen?: boolean
  /** The smaller button of the phone's sticky bar. */
  compact?: boolean
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (autoOpen && signedIn) setOpen(true)
  }, [autoOpen, signedIn])
  // No icon: an icon of its own would be one more chunk on the product page's first load. The
  // sticky bar's short label ("Offer") fits a 360 px phone; its name still says it all.
  const content = compact ? t('phone.offerShort') : t('phone.makeOffer')
  const name = compact ? t('phone.makeOffer') : undefined
  const look = buttonClass('outline', compact ? 'md' : 'lg')
  if (!signedIn) {
    return (
      <Link
        to={signInPath(`/product/${target.productId}?offer=1`)}
        className={look}
        aria-label={name}
        data-testid="make-offer"
      >
        {content}
      </Link>
    )
  }
  return (
    <>
      <button
        type="button"
        className={look}
        aria-label={name}
        onClick={() => setOpen(true)}
        data-testid="make-offer"
      >
        {content}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <OfferDialog target={target} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
