import { Heart, HeartOff } from 'lucide-react'
import { redirect, useFetcher, useLoaderData } from 'react-router'
import { requireUser } from '~/accounts/guards.server'
import { safeRedirectTo, signInPath } from '~/accounts/redirect-to'
import { getViewer } from '~/accounts/viewer.server'
import { ProductStatusBadge } from '~/catalog/components/product-status-badge'
import { isUuid } from '~/catalog/product'
import { isFavouriteIntent } from '~/favourites/favourites'
import { addFavourite, listFavourites, removeFavourite } from '~/favourites/favourites.server'
import { formatLongDate } from '~/i18n/format'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { localePath } from '~/i18n/paths'
import { useLocale, useT } from '~/i18n/react'
import { dataWithToast } from '~/platform/toast.server'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { Link, useLocalePath } from '~/ui/link'
import { formatEuros } from '~/ui/money'
import { NoticePanel } from '~/ui/notice-panel'
import type { Route } from './+types/favourites'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'favourites.title', description: 'favourites.metaDescription' })

/** Login required: the user's saved listings with their current price and status. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request)
  return { favourites: await listFavourites(viewer.id) }
}

/**
 * The heart: `intent=add|remove` and the listing. A fetcher stays on its page (without scripts the
 * post lands here, on the list). A visitor is sent to sign in and back to the listing (`returnTo`);
 * a listing that cannot be saved (not on sale, one's own) is a 400 with a message.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const viewer = await getViewer(request)
  if (!viewer) {
    const back = safeRedirectTo(form.get('returnTo'), '/favourites')
    return redirect(localePath(signInPath(back), requestLocale(request)))
  }
  const intent = form.get('intent')
  const productId = form.get('productId')
  const refuse = () =>
    dataWithToast(
      { ok: false },
      { type: 'error', title: 'favourites.failed', description: 'favourites.failedText' },
      { status: 400 },
    )
  if (!isFavouriteIntent(intent) || typeof productId !== 'string' || !isUuid(productId)) return refuse()
  if (intent === 'add') {
    if (!(await addFavourite(viewer.id, productId))) return refuse()
    return dataWithToast({ ok: true }, { type: 'success', title: 'favourites.added' })
  }
  await removeFavourite(viewer.id, productId)
  return dataWithToast({ ok: true }, { type: 'success', title: 'favourites.removed' })
}

function RemoveButton({ productId }: { productId: string }) {
  const t = useT()
  const localize = useLocalePath()
  const fetcher = useFetcher()
  return (
    <fetcher.Form method="post" action={localize('/favourites')}>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="productId" value={productId} />
      <button
        type="submit"
        className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-slate-600 text-sm hover:bg-red-50 hover:text-red-700"
        aria-busy={fetcher.state !== 'idle' || undefined}
      >
        <HeartOff className="size-4" aria-hidden="true" />
        {t('favourites.remove')}
      </button>
    </fetcher.Form>
  )
}

export default function FavouritesPage() {
  const { favourites } = useLoaderData<typeof loader>()
  const t = useT()
  const locale = useLocale()
  return (
    <Container className="py-8 sm:py-10">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{t('favourites.title')}</h1>
      <p className="mt-2 text-slate-600">{t('favourites.subtitle')}</p>
      {favourites.length === 0 ? (
        <NoticePanel
          icon={Heart}
          headingLevel="h2"
          className="mt-8"
          title={t('favourites.empty')}
          text={t('favourites.emptyText')}
          actions={<ButtonLink to="/browse">{t('favourites.browse')}</ButtonLink>}
        />
      ) : (
        <ul className="mt-6 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {favourites.map((item) => (
            <li key={item.id} className="flex items-center gap-4 p-4" data-testid="favourite-row">
              <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-sand-100">
                {item.imageUrl ? <img src={item.imageUrl} alt="" className="size-full object-cover" /> : null}
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-brand-700 text-xs uppercase tracking-wide">{item.brand}</p>
                <h2 className="truncate font-semibold text-slate-900">
                  <Link to={`/product/${item.id}`} className="hover:text-brand-700 hover:underline">
                    {item.name}
                  </Link>
                </h2>
                <p className="mt-0.5 flex flex-wrap items-center gap-2 text-slate-500 text-sm">
                  <ProductStatusBadge status={item.status} />
                  {item.available ? null : <span>{t('favourites.notAvailable')}</span>}
                  <span>{t('favourites.savedOn', { date: formatLongDate(item.savedAt, locale) })}</span>
                </p>
              </div>
              <div className="flex flex-col items-end gap-1">
                <data value={item.price} className="font-bold text-lg text-slate-900">
                  {formatEuros(item.price)}
                </data>
                <RemoveButton productId={item.id} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Container>
  )
}
