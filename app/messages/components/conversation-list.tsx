import { MessageCircle } from 'lucide-react'
import { isMessageKey } from '~/i18n'
import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { cn } from '~/ui/cn'
import { Container } from '~/ui/container'
import { Link } from '~/ui/link'
import { formatEuros } from '~/ui/money'
import { type ConversationSummary, parseEventBody } from '../rules'

/** A stored message as one line of text in the reader's language (events are message keys). */
export function useMessageText() {
  const t = useT()
  return (body: string, kind: string = 'text') => {
    if (kind === 'text') return body
    const { key, amount } = parseEventBody(body)
    return isMessageKey(key) ? t(key, { amount: amount === null ? '' : formatEuros(amount) }) : body
  }
}

export function ConversationList({ conversations }: { conversations: ConversationSummary[] }) {
  const t = useT()
  const locale = useLocale()
  const text = useMessageText()
  return (
    <Container className="max-w-3xl py-8">
      <h1 className="font-bold text-2xl text-slate-900">{t('messages.title')}</h1>
      {conversations.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-slate-300 border-dashed px-6 py-12 text-center text-slate-500">
          {t('messages.empty')}
        </p>
      ) : (
        <ul
          className="mt-6 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
          data-testid="conversations"
        >
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <Link
                to={`/messages/${conversation.id}`}
                className={cn(
                  'flex items-center gap-4 px-4 py-3 hover:bg-slate-50',
                  conversation.unread && 'bg-brand-50/60',
                )}
              >
                {conversation.product?.imageUrl ? (
                  <img
                    src={conversation.product.imageUrl}
                    alt=""
                    className="size-14 shrink-0 rounded-lg object-cover"
                  />
                ) : (
                  <span className="grid size-14 shrink-0 place-items-center rounded-lg bg-sand-100 text-brand-700">
                    <MessageCircle className="size-6" aria-hidden="true" />
                  </span>
                )}
                <span className="min-w-0 flex-1">
                  {/* The date goes under the name when both do not fit: on a phone, a Spanish long date
                      beside the unread badge had left the name a single letter. */}
                  <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                    <span
                      className={cn('max-w-full truncate text-slate-900', conversation.unread && 'font-bold')}
                      data-testid="conversation-name"
                    >
                      {conversation.other.name || t('messages.someone')}
                    </span>
                    {conversation.lastMessageAt ? (
                      <span className="shrink-0 text-slate-500 text-xs">
                        {formatLongDate(conversation.lastMessageAt, locale)}
                      </span>
                    ) : null}
                  </span>
                  <span className="block truncate text-slate-600 text-sm">
                    {conversation.product?.name ?? t('messages.noListing')}
                  </span>
                  <span className="block truncate text-slate-500 text-sm">
                    {conversation.lastMessage
                      ? text(conversation.lastMessage, conversation.lastMessageKind)
                      : ''}
                  </span>
                </span>
                {conversation.unread ? (
                  <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 font-semibold text-white text-xs">
                    {t('messages.unread')}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Container>
  )
}
