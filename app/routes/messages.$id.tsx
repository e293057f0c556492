import { useEffect, useRef } from 'react'
import { data, type ShouldRevalidateFunction, useFetcher, useLoaderData } from 'react-router'
import { requireUser } from '~/accounts/guards.server'
import { listingGuide } from '~/catalog/price-guide/pricing-help.server'
import type { MessageKey } from '~/i18n'
import { translator } from '~/i18n'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { localePath } from '~/i18n/paths'
import { ThreadView } from '~/messages/components/thread-view'
import { usePolling } from '~/messages/components/use-polling'
import { getThread, markRead, reportMessage, sendMessage, setBlocked } from '~/messages/conversations.server'
import { answerOffer, makeOffer, reservationOf } from '~/messages/offers.server'
import { offerBounds } from '~/messages/rules'
import { dataWithToast, redirectWithToast } from '~/platform/toast.server'
import { NotFoundPage } from '~/shell/not-found-page'
import type { Route } from './+types/messages.$id'

/**
 * One conversation (issue #15): its messages and offers, for its two parties only (anyone else
 * gets the 404 page). Opening it changes nothing (a GET never does); once hydrated the page marks
 * it read with a POST (intent=read), again whenever polling brings something new.
 * POST intent = read | send | offer | accept | decline | counter | block | unblock | report.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request)
  const thread = await getThread(viewer.id, params.id)
  if (!thread) return data({ thread: null }, { status: 404 })
  const product = thread.conversation.product
  const [reservation, guide] = await Promise.all([
    product ? reservationOf(product.id) : null,
    // The buyer is warned before offering under the guide's low value (issue #29).
    product && thread.canOffer ? listingGuide(product.id) : null,
  ])
  return {
    thread,
    bounds: product ? offerBounds(product.price) : null,
    reservedForMe: reservation && reservation.buyerId === viewer.id ? reservation : null,
    guideLow: guide?.guide.low ?? null,
  }
}

export interface ThreadReply {
  ok: boolean
  intent: string
  error?: string
  errorKey?: MessageKey
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireUser(request)
  const locale = requestLocale(request)
  const t = translator(locale)
  const form = await request.formData().catch(() => new FormData())
  const intent = String(form.get('intent') ?? '')
  const refuse = (status: number, error: MessageKey, retryAfter?: number) =>
    data<ThreadReply>(
      { ok: false, intent, error: t(error), errorKey: error },
      { status, headers: retryAfter ? { 'Retry-After': String(retryAfter) } : undefined },
    )
  const done = () => data<ThreadReply>({ ok: true, intent })

  if (intent === 'read') {
    await markRead(viewer.id, params.id)
    return done()
  }
  if (intent === 'send') {
    const result = await sendMessage(viewer.id, params.id, { body: form.get('body') ?? '' })
    return result.ok ? done() : refuse(result.status, result.error, result.retryAfter)
  }
  if (intent === 'offer') {
    const result = await makeOffer(viewer.id, params.id, form.get('amount'))
    return result.ok ? done() : refuse(result.status, result.error, result.retryAfter)
  }
  if (intent === 'accept' || intent === 'decline' || intent === 'counter') {
    const result = await answerOffer(viewer.id, String(form.get('offerId') ?? ''), intent, form.get('amount'))
    return result.ok ? done() : refuse(result.status, result.error)
  }
  if (intent === 'block' || intent === 'unblock') {
    const changed = await setBlocked(viewer.id, params.id, intent === 'block')
    if (!changed) return refuse(404, 'messages.error.notFound')
    return dataWithToast<ThreadReply>(
      { ok: true, intent },
      { type: 'success', title: intent === 'block' ? 'messages.blockedToast' : 'messages.unblockedToast' },
    )
  }
  if (intent === 'report') {
    const fields = Object.fromEntries(form) as Record<string, unknown>
    const result = await reportMessage(viewer, String(form.get('messageId') ?? ''), fields, {
      clientIp: context.clientIp,
      locale,
    })
    if (result.ok) {
      return redirectWithToast(localePath(`/messages/${params.id}`, locale), {
        type: 'success',
        title: 'messages.report.sent',
      })
    }
    if (result.status === 400) {
      const first = Object.values(result.errors)[0] ?? 'report.error.title'
      return refuse(400, first)
    }
    if (result.status === 429) return refuse(429, 'report.error.title', result.retryAfter)
    return refuse(result.status, result.error)
  }
  return refuse(400, 'messages.error.notFound')
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'messages.title' }),
  { name: 'robots', content: 'noindex' },
]

/** Marking read changes nothing the thread shows: only the navigation's count reloads. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'read' ? false : defaultShouldRevalidate

/** Once hydrated, and whenever a newer message shows: the conversation is read. */
function useMarkRead(newest: string | undefined) {
  const fetcher = useFetcher()
  const sent = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!newest || sent.current === newest) return
    sent.current = newest
    fetcher.submit({ intent: 'read' }, { method: 'post' })
  }, [newest, fetcher.submit])
}

export default function ConversationPage() {
  const loaded = useLoaderData<typeof loader>()
  usePolling()
  useMarkRead(loaded.thread?.messages.at(-1)?.id)
  if (!loaded.thread) return <NotFoundPage />
  return (
    <ThreadView
      thread={loaded.thread}
      bounds={loaded.bounds}
      reservedForMe={loaded.reservedForMe}
      guideLow={loaded.guideLow}
    />
  )
}
