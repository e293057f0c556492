import { CircleX } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { data, useFetcher, useLoaderData } from 'react-router'
import { getViewer } from '~/accounts/viewer.server'
import { isUuid } from '~/catalog/product'
import { cancelCheckout, isCheckoutOpen } from '~/checkout/checkout.server'
import { pageMeta } from '~/i18n/meta'
import { useT } from '~/i18n/react'
import { Button, ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { Form } from '~/ui/link'
import { NoticePanel } from '~/ui/notice-panel'
import type { Route } from './+types/checkout.cancel'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'checkout.cancel.title', description: 'checkout.cancel.metaDescription' }),
  { name: 'robots', content: 'noindex' },
]

/**
 * SPEC §2 "Cancel page": links to /cart and /browse. The payment provider sends the buyer here with
 * a GET, which changes nothing (a link on another site could send it too). Once the page is
 * hydrated it closes that checkout with a POST (at the provider too), so its items are free for
 * other buyers at once; without JavaScript its button does the same, and otherwise the checkout
 * simply expires at its deadline.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const checkoutId = new URL(request.url).searchParams.get('checkout')
  const viewer = await getViewer(request)
  const open = Boolean(
    viewer && checkoutId && isUuid(checkoutId) && (await isCheckoutOpen(viewer.id, checkoutId)),
  )
  return { checkoutId: open ? checkoutId : null }
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData())
  const checkoutId = form.get('checkout')
  const viewer = await getViewer(request)
  if (!viewer || typeof checkoutId !== 'string' || !isUuid(checkoutId))
    return data({ cancelled: false }, { status: 400 })
  return { cancelled: await cancelCheckout(viewer.id, checkoutId) }
}

/** Once hydrated: closes the open checkout the page was opened for, once. */
function useCloseCheckout(checkoutId: string | null) {
  const fetcher = useFetcher()
  const sent = useRef<string | null>(null)
  useEffect(() => {
    if (!checkoutId || sent.current === checkoutId) return
    sent.current = checkoutId
    fetcher.submit({ checkout: checkoutId }, { method: 'post' })
  }, [checkoutId, fetcher.submit])
}

export default function CheckoutCancel() {
  const { checkoutId } = useLoaderData<typeof loader>()
  const t = useT()
  useCloseCheckout(checkoutId)
  return (
    <Container className="py-16">
      <NoticePanel
        icon={CircleX}
        tone="warning"
        title={t('checkout.cancel.title')}
        text={t('checkout.cancel.text')}
        actions={
          <>
            <ButtonLink to="/cart">{t('checkout.cancel.backToCart')}</ButtonLink>
            <ButtonLink to="/browse" variant="outline">
              {t('checkout.cancel.continue')}
            </ButtonLink>
            {checkoutId ? (
              <Form method="post">
                <input type="hidden" name="checkout" value={checkoutId} />
                <Button type="submit" variant="ghost">
                  {t('checkout.cancel.close')}
                </Button>
              </Form>
            ) : null}
          </>
        }
      />
    </Container>
  )
}
