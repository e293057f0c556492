import { CircleX } from 'lucide-react'
import { getViewer } from '~/accounts/viewer.server'
import { isUuid } from '~/catalog/product'
import { cancelCheckout } from '~/checkout/checkout.server'
import { pageMeta } from '~/i18n/meta'
import { useT } from '~/i18n/react'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { NoticePanel } from '~/ui/notice-panel'
import type { Route } from './+types/checkout.cancel'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'checkout.cancel.title', description: 'checkout.cancel.metaDescription' }),
  { name: 'robots', content: 'noindex' },
]

/**
 * SPEC §2 "Cancel page": links to /cart and /browse. Arriving here from the payment page closes
 * that checkout (at the provider too) so its items are free for other buyers at once.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const checkoutId = new URL(request.url).searchParams.get('checkout')
  const viewer = await getViewer(request)
  if (viewer && checkoutId && isUuid(checkoutId)) await cancelCheckout(viewer.id, checkoutId)
  return null
}

export default function CheckoutCancel() {
  const t = useT()
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
          </>
        }
      />
    </Container>
  )
}
