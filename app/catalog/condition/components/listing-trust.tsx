import { Icon } from '~/ui/icon'
import type { TrustView } from '../trust'

/**
 * The product page's signs of a fake (issue #28 item 5): "Ships from Germany" and, when the price
 * is far under the price guide, the "check before you buy" notice with the tells to check. The
 * texts come translated from the loader (`trustView`), and the icons are ones the page already
 * ships: the product page is at its first-load budget.
 */
export function ListingTrust({ trust }: { trust: TrustView }) {
  return (
    <>
      {trust.shipsFrom ? (
        <p className="-mt-3 flex items-center gap-1.5 text-slate-700 text-sm" data-testid="ships-from">
          <Icon name="truck" className="size-4 text-brand-700" />
          {trust.shipsFrom}
        </p>
      ) : null}
      {trust.check ? (
        <section
          aria-labelledby="check-before-you-buy"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
          data-testid="check-before-you-buy"
        >
          <h2 id="check-before-you-buy" className="flex items-center gap-2 font-semibold">
            <Icon name="eye" className="size-5 shrink-0 text-amber-700" />
            {trust.check.title}
          </h2>
          <p className="mt-2 text-sm">{trust.check.intro}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {trust.check.tells.map((tell) => (
              <li key={tell}>{tell}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
