import { Heart } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { useT } from '~/i18n/react'
import { useLocalePath } from '~/ui/link'
import { setCardFavourite, useCardFavourite } from '../card-favourites'

/**
 * The heart on a card (issue #31). The same markup for everyone, so that it can stay on the
 * shared cached pages (docs/decisions/0041, 0064): a post to /favourites, which sends a visitor to
 * sign in and back here. For a member the browser fills the heart in (../card-favourites.ts) and
 * the post goes with a fetcher, the heart answering at once.
 */
export function CardHeart({ productId, name }: { productId: string; name: string }) {
  const t = useT()
  const localize = useLocalePath()
  const location = useLocation()
  const fetcher = useFetcher<{ ok: boolean }>()
  const saved = useCardFavourite(productId)
  const sent = useRef<string | null>(null)
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
      <button
        type="submit"
        aria-pressed={shown}
        aria-label={t('phoneBrowse.saveListing', { name })}
        data-testid="card-heart"
      >
        <Heart className={shown ? 'size-5 fill-current' : 'size-5'} aria-hidden="true" />
      </button>
    </fetcher.Form>
  )
}
