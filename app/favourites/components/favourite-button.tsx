import { useFetcher } from 'react-router'
import { signInPath } from '~/accounts/redirect-to'
import { useT } from '~/i18n/react'
import { cn } from '~/ui/cn'
import { Icon } from '~/ui/icon'
import { Link, useLocalePath } from '~/ui/link'

const heartClass = (saved: boolean) =>
  cn(
    'grid size-12 shrink-0 place-items-center rounded-lg border transition-colors',
    saved
      ? 'border-red-200 bg-red-50 text-red-600 hover:bg-red-100'
      : 'border-slate-300 bg-white text-slate-600 hover:bg-slate-50 hover:text-red-600',
  )

/**
 * The heart of a listing (issue #16 item 3). Signed in, it posts to /favourites with a fetcher
 * (a plain form without scripts) and shows the new state at once; a visitor is sent to sign in and
 * comes back to the listing (`returnTo`).
 */
export function FavouriteButton({
  productId,
  saved,
  signedIn,
  returnTo,
}: {
  productId: string
  saved: boolean
  signedIn: boolean
  returnTo: string
}) {
  const t = useT()
  const localize = useLocalePath()
  const fetcher = useFetcher()
  if (!signedIn) {
    return (
      <Link
        to={signInPath(returnTo)}
        aria-label={t('favourites.save')}
        className={heartClass(false)}
        data-testid="favourite-button"
      >
        <Icon name="heart" className="size-5" />
      </Link>
    )
  }
  // The state being sent, so the heart answers before the server does.
  const pending = fetcher.formData?.get('intent')
  const shown = pending ? pending === 'add' : saved
  return (
    <fetcher.Form method="post" action={localize('/favourites')}>
      <input type="hidden" name="intent" value={shown ? 'remove' : 'add'} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        aria-pressed={shown}
        aria-label={t('favourites.save')}
        className={heartClass(shown)}
        data-testid="favourite-button"
      >
        <Icon name="heart" className={cn('size-5', shown && 'fill-current')} />
      </button>
    </fetcher.Form>
  )
}
