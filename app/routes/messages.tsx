import { data, redirect, useLoaderData } from 'react-router'
import { requireUser } from '~/accounts/guards.server'
import { translator } from '~/i18n'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { localePath } from '~/i18n/paths'
import { ConversationList } from '~/messages/components/conversation-list'
import { usePolling } from '~/messages/components/use-polling'
import { type ConversationTarget, listConversations, openConversation } from '~/messages/conversations.server'
import { makeOffer } from '~/messages/offers.server'
import { sameSiteRefererPath } from '~/platform/referer'
import { redirectWithToast } from '~/platform/toast.server'
import type { Route } from './+types/messages'

/**
 * /messages (issue #15): the signed-in user's conversations, unread first. POST opens (or finds)
 * the conversation about a listing (Contact Seller), a seller (the seller page) or an order, and
 * goes there; visitors are sent to sign in first. With `amount` (the product page's "Make an offer",
 * issue #31) the buyer's offer is made in that conversation too: a refusal answers 4xx with the
 * translated reason (the open conversation stays), and success goes to the conversation.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request)
  return { conversations: await listConversations(viewer.id) }
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireUser(request)
  const locale = requestLocale(request)
  const form = await request.formData().catch(() => new FormData())
  const field = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' && value ? value : null
  }
  const productId = field('productId')
  const sellerId = field('sellerId')
  const orderId = field('orderId')
  const target: ConversationTarget | null = productId
    ? { productId }
    : sellerId
      ? { sellerId }
      : orderId
        ? { orderId }
        : null
  if (!target) return data({ error: translator(locale)('messages.error.notFound') }, { status: 400 })
  const opened = await openConversation(viewer, target)
  if (!opened.ok) {
    const back = sameSiteRefererPath(request)
    const to = back ? back.split('?')[0] || '/' : localePath('/messages', locale)
    return redirectWithToast(to, { type: 'error', title: opened.error }, { status: 303 })
  }
  const thread = localePath(`/messages/${opened.conversationId}`, locale)
  if (productId && form.has('amount')) {
    const offer = await makeOffer(viewer.id, opened.conversationId, form.get('amount'))
    if (!offer.ok) {
      return data(
        { error: translator(locale)(offer.error), conversation: thread },
        {
          status: offer.status,
          headers: offer.retryAfter ? { 'Retry-After': String(offer.retryAfter) } : undefined,
        },
      )
    }
  }
  return redirect(thread, 303)
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'messages.title' }),
  { name: 'robots', content: 'noindex' },
]

export default function MessagesPage() {
  const { conversations } = useLoaderData<typeof loader>()
  usePolling()
  return <ConversationList conversations={conversations} />
}
