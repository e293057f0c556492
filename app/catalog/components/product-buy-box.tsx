import { type ReactNode, useId } from 'react'
import { useT } from '~/i18n/react'
import { ButtonLink, buttonClass } from '~/ui/button'
import { Icon } from '~/ui/icon'
import { Form, Link } from '~/ui/link'

/** The buy actions' element: the phone's sticky bar shows once it has scrolled away. */
export const BUY_ACTIONS_ID = 'buy-actions'

/**
 * The actions of a product page (SPEC §2 "Product detail"): Add to Cart, Contact Seller and the
 * favourite heart for an active listing; "Not Available" for any other status; "This is your
 * listing" for its seller, instead of the buy actions. The Add to Cart button is the cart's and the
 * heart is the favourites': the route hands them in (`addToCart`, `favourite`), so the catalogue
 * does not import other domains' components.
 */
export function ProductBuyBox({
  active,
  ownListing,
  contactHref,
  addToCart,
  favourite,
  editHref,
  reservedForOther = false,
  buyNow,
  makeOffer,
}: {
  active: boolean
  ownListing: boolean
  /** Renders the cart's Add to Cart button; `describedBy` names the notice that explains it. */
  addToCart: (options: { describedBy?: string }) => ReactNode
  /**
   * Contact Seller (issue #15): the listing to open a conversation about (a POST to /messages) for
   * a signed-in visitor, the sign-in page otherwise; null when the seller cannot be reached.
   */
  contactHref: string | { productId: string } | null
  /** Reserved for another buyer after an accepted offer: shown as "Reserved" instead of buy actions. */
  reservedForOther?: boolean
  /** The favourite heart (not shown on the seller's own listing). */
  favourite: ReactNode
  /** Where the seller edits the listing (their own active listing only). */
  editHref?: string
  /** "Buy now" (issue #31): straight to checkout with this item only; handed in by the route. */
  buyNow?: ReactNode
  /** "Make an offer" (issue #31): the messages' offer dialog, handed in by the route. */
  makeOffer?: ReactNode
}) {
  const t = useT()
  const ownNoticeId = useId()

  const notAvailable = (
    <div className="flex items-center gap-3">
      <div
        role="status"
        className="flex flex-1 items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      >
        <Icon name="circle-slash" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <div>
          <p className="font-semibold text-slate-900">{t('product.notAvailable')}</p>
          <p className="mt-0.5 text-slate-600 text-sm">{t('product.notAvailableText')}</p>
        </div>
      </div>
      {ownListing ? null : favourite}
    </div>
  )

  if (ownListing) {
    return (
      <div className="space-y-3">
        <div
          id={ownNoticeId}
          className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
        >
          <Icon name="store" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-brand-900">{t('product.ownListing')}</p>
            <p className="mt-0.5 text-brand-800 text-sm">{t('product.ownListingText')}</p>
          </div>
        </div>
        {active ? null : notAvailable}
        <div className="flex flex-col gap-3 sm:flex-row">
          {active ? <div className="flex-1">{addToCart({ describedBy: ownNoticeId })}</div> : null}
          {active && editHref ? (
            <ButtonLink to={editHref} variant="outline" size="lg">
              <Icon name="pencil" className="size-4" />
              {t('product.editListing')}
            </ButtonLink>
          ) : null}
          <ButtonLink
            to="/seller/dashboard"
            variant="outline"
            size="lg"
            className={active ? undefined : 'w-full'}
          >
            {t('product.manageListing')}
          </ButtonLink>
        </div>
      </div>
    )
  }

  if (!active) return notAvailable

  return (
    <div className="space-y-3" id={BUY_ACTIONS_ID}>
      {reservedForOther || !buyNow ? null : <div className="grid">{buyNow}</div>}
      <div className="flex gap-3">
        {reservedForOther ? null : <div className="flex-1">{addToCart({})}</div>}
        {favourite}
      </div>
      {reservedForOther || !makeOffer ? null : <div className="grid">{makeOffer}</div>}
      {reservedForOther ? (
        <p
          role="status"
          className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm"
        >
          <span className="font-semibold">{t('messages.reserved')}</span> · {t('messages.reservedText')}
        </p>
      ) : null}
      {typeof contactHref === 'string' ? (
        <Link to={contactHref} className={buttonClass('outline', 'lg', 'w-full')}>
          <Icon name="message-circle" className="size-5" />
          {t('product.contactSeller')}
        </Link>
      ) : contactHref ? (
        <Form method="post" action="/messages">
          <input type="hidden" name="productId" value={contactHref.productId} />
          <button type="submit" className={buttonClass('outline', 'lg', 'w-full')}>
            <Icon name="message-circle" className="size-5" />
            {t('product.contactSeller')}
          </button>
        </Form>
      ) : null}
      <p className="flex items-center gap-2 text-slate-600 text-sm">
        <Icon name="badge-check" className="size-4 shrink-0 text-brand-600" />
        {t('product.buyerProtection')}
      </p>
    </div>
  )
}
