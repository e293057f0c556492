import { LogIn, ShoppingCart } from 'lucide-react'
import { data, redirect, useLoaderData } from 'react-router'
import { safeRedirectTo, signInPath } from '~/accounts/redirect-to'
import { getViewer } from '~/accounts/viewer.server'
import { CART_FAILURE_MESSAGE, type CartActionReply, type CartIntent, isCartIntent } from '~/cart/actions'
import { MAX_CART_QUANTITY, parseQuantity } from '~/cart/cart'
import { addToCart, listCart, removeFromCart, setQuantity } from '~/cart/cart.server'
import { CartLine } from '~/cart/components/cart-line'
import { CartSummaryCard } from '~/cart/components/cart-summary-card'
import { isUuid } from '~/catalog/product'
import type { MessageKey } from '~/i18n'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { localePath } from '~/i18n/paths'
import { useT } from '~/i18n/react'
import { log } from '~/platform/log.server'
import { dataWithToast, redirectWithToast, type ToastInput } from '~/platform/toast.server'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { LoadErrorPanel } from '~/ui/load-error-panel'
import { NoticePanel } from '~/ui/notice-panel'
import type { Route } from './+types/cart'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'cart.title', description: 'cart.metaDescription' }),
  { name: 'robots', content: 'noindex' },
]

/** SPEC §2 "/cart: everyone": a visitor gets the sign-in prompt, not a redirect. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request)
  if (!viewer) return { signedIn: false as const, items: [] }
  return { signedIn: true as const, items: await listCart(viewer.id) }
}

const reply = (intent: CartIntent | null, message: MessageKey | null = null): CartActionReply => ({
  ok: message === null,
  intent,
  message,
})

function refuse(intent: CartIntent | null, status: number, message: MessageKey, toast?: ToastInput) {
  return dataWithToast(
    reply(intent, message),
    toast ?? { type: 'error', title: 'cart.toast.error', description: message },
    { status },
  )
}

/**
 * intent=add (productId), update (itemId, quantity) and remove (itemId). The user is the
 * session's; ids only name what to act on, and cart.server.ts checks them against that user.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const intent = form.get('intent')
  if (!isCartIntent(intent)) return refuse(null, 400, 'cart.invalidRequest')

  const viewer = await getViewer(request)
  if (!viewer) {
    // SPEC §5: adding needs sign-in; the buyer comes back to where they were. A change to a cart
    // line from a session that has since ended just asks to sign in again.
    if (intent !== 'add') return redirect(localePath(signInPath('/cart'), requestLocale(request)))
    return redirectWithToast(
      localePath(signInPath(safeRedirectTo(form.get('returnTo'), '/cart')), requestLocale(request)),
      {
        type: 'error',
        title: 'cart.toast.signIn',
        description: 'cart.toast.signInText',
      },
    )
  }

  const failed = CART_FAILURE_MESSAGE[intent]
  try {
    if (intent === 'add') {
      const productId = form.get('productId')
      if (typeof productId !== 'string' || !isUuid(productId))
        return refuse(intent, 400, 'cart.invalidRequest')
      const outcome = await addToCart(viewer.id, productId)
      switch (outcome) {
        case 'added':
          return dataWithToast(reply(intent), { type: 'success', title: 'cart.toast.added' })
        case 'already':
          return refuse(intent, 409, 'cart.toast.already', { type: 'info', title: 'cart.toast.already' })
        case 'own':
          return refuse(intent, 403, 'cart.toast.own')
        case 'unavailable':
          return refuse(intent, 409, failed)
        case 'not-found':
          return refuse(intent, 404, failed)
      }
    }

    const itemId = form.get('itemId')
    if (typeof itemId !== 'string' || !isUuid(itemId)) return refuse(intent, 400, 'cart.invalidRequest')
    if (intent === 'remove') {
      if (!(await removeFromCart(viewer.id, itemId))) return refuse(intent, 404, failed)
      return dataWithToast(reply(intent), { type: 'success', title: 'cart.toast.removed' })
    }

    const quantity = parseQuantity(form.get('quantity'))
    if (quantity === null) return refuse(intent, 400, 'cart.invalidRequest')
    // A used item is one of a kind (issue #31): never more than one of a listing.
    if (quantity > MAX_CART_QUANTITY) return refuse(intent, 400, 'phone.cart.oneOfAKind')
    const result = await setQuantity(viewer.id, itemId, quantity)
    if (result === 'not-found') return refuse(intent, 404, failed)
    if (result === 'removed')
      return dataWithToast(reply(intent), { type: 'success', title: 'cart.toast.removed' })
    return data(reply(intent))
  } catch (error) {
    log.error('cart.change_failed', { error, intent, userId: viewer.id })
    return refuse(intent, 500, failed)
  }
}

function SignInPrompt() {
  const t = useT()
  return (
    <NoticePanel
      headingLevel="h2"
      icon={LogIn}
      title={t('cart.signInTitle')}
      text={t('cart.signInRequired')}
      actions={
        <ButtonLink to={signInPath('/cart')} size="lg">
          {t('cart.signIn')}
        </ButtonLink>
      }
    />
  )
}

function EmptyCart() {
  const t = useT()
  return (
    <NoticePanel
      headingLevel="h2"
      icon={ShoppingCart}
      title={t('cart.empty')}
      text={t('cart.emptyText')}
      actions={
        <ButtonLink to="/browse" size="lg">
          {t('cart.browse')}
        </ButtonLink>
      }
    />
  )
}

export default function CartPage() {
  const t = useT()
  const { signedIn, items } = useLoaderData<typeof loader>()
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">{t('cart.title')}</h1>
      <div className="mt-6 sm:mt-8">
        {!signedIn ? (
          <SignInPrompt />
        ) : items.length === 0 ? (
          <EmptyCart />
        ) : (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
            <section aria-labelledby="cart-items">
              <h2 id="cart-items" className="sr-only">
                {t('cart.items')}
              </h2>
              <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
                {items.map((item) => (
                  <CartLine key={item.id} item={item} />
                ))}
              </ul>
            </section>
            <CartSummaryCard items={items} />
          </div>
        )}
      </div>
    </Container>
  )
}

export function ErrorBoundary() {
  const t = useT()
  return <LoadErrorPanel title={t('cart.errorTitle')} message={t('cart.errorMessage')} />
}
