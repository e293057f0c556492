import { useEffect, useRef } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { useT } from '~/i18n/react'
import { useLocalePath } from '~/ui/link'
import { setCardFavourite, setFavouritesViewer, useCardFavourite } from '../card-favourites'

/**
 * The heart on a card (issue #31). The same markup for everyone, so that it can stay on the
 * shared cached pages (docs/decisions/0041, 0064): a post to /favourites, which sends a visitor to
 * sign in and back here. For a member the browser fills the heart in (../card-favourites.ts) and
 * the post goes with a fetcher, the heart answering at once.
 */
export default function CardHeart({
  productId,
  name,
  viewerId,
}: {
  productId: string
  name: string
  /** The signed-in member (null: a visitor, whose hearts stay empty and lead to sign-in). */
  viewerId: string | null
}) {
  const t = useT()
  const localize = useLocalePath()
  const location = useLocation()
  const fetcher = useFetcher<{ ok: boolean }>()
  const saved = useCardFavourite(productId)
  const sent = useRef<string | null>(null)
  useEffect(() => setFavouritesViewer(viewerId), [viewerId])
  const pending = fetcher.formData?.get('intent')
  const shown = pending ? pending === 'add' : saved
  useEffect(() => {
    if (fetcher.state !== 'idle' || !sent.current) return
    if (fetcher.data?.ok) setCardFavourite(productId, sent.current === 'add')
    sent.current = null
  }, [fetcher.state, fetcher.data, productId])
  return (
    <fetcher.Form
      method="post"
      action={localize('/favourites')}
      className="card-heart"
      onSubmit={(event) => {
        sent.current = String(new FormData(event.currentTarget).get('intent'))
      }}
    >
      <input type="hidden" name="intent" value={shown ? 'remove' : 'add'} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <button type="submit" aria-pressed={shown} aria-label={t('phoneBrowse.saveListing', { name })}>
        {/* Drawn here, not lucide's Heart: sharing that icon's chunk with the product page's heart
            pulled this lazy chunk into the product page's first load. */}
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill={shown ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
        </svg>
      </button>
    </fetcher.Form>
  )
}
