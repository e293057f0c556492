import { AlertTriangle, ArrowLeft, Ban, Flag, Handshake } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { isBelowGuide } from '~/catalog/price-guide/pricing-help'
import { useLocale, useT } from '~/i18n/react'
import { CATEGORY_KEY, REPORT_CATEGORIES } from '~/moderation/reports'
import { Button, ButtonLink } from '~/ui/button'
import { cn } from '~/ui/cn'
import { Container } from '~/ui/container'
import { inputClass, Textarea } from '~/ui/field'
import { Link } from '~/ui/link'
import { formatEuros, readAmount } from '~/ui/money'
import type { Thread } from '../conversations.server'
import { MESSAGE_MAX_LENGTH, type ThreadOffer } from '../rules'
import { useMessageText } from './conversation-list'

type Reply = { ok: boolean; intent: string; error?: string }

function useDateTime() {
  const locale = useLocale()
  return (iso: string) =>
    new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso))
}

function FormError({ reply }: { reply: Reply | undefined }) {
  if (!reply || reply.ok || !reply.error) return null
  return (
    <p role="alert" className="mt-2 text-red-700 text-sm">
      {reply.error}
    </p>
  )
}

function OfferCard({ offer, bounds }: { offer: ThreadOffer; bounds: { min: number; max: number } | null }) {
  const t = useT()
  const when = useDateTime()
  const fetcher = useFetcher<Reply>()
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-4" data-testid="offer">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <Handshake className="size-5 text-amber-700" aria-hidden="true" />
        {offer.madeBy === 'buyer' ? t('messages.offer.byBuyer') : t('messages.offer.bySeller')}:{' '}
        <span data-testid="offer-amount">{formatEuros(offer.amount)}</span>
      </p>
      <p className="mt-1 text-slate-700 text-sm" data-testid="offer-status">
        {t(`messages.offer.status.${offer.status}`)}
        {offer.status === 'open'
          ? ` · ${t('messages.offer.expiresAt', { time: when(offer.expiresAt) })}`
          : ''}
      </p>
      {offer.canAnswer ? (
        <fetcher.Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="offerId" value={offer.id} />
          <Button type="submit" name="intent" value="accept" size="sm">
            {t('messages.offer.accept')}
          </Button>
          <Button type="submit" name="intent" value="decline" size="sm" variant="outline">
            {t('messages.offer.decline')}
          </Button>
          {offer.canCounter && bounds ? (
            <span className="flex items-end gap-2">
              <label className="text-sm">
                <span className="block text-slate-700">{t('messages.offer.counterLabel')}</span>
                <input name="amount" inputMode="decimal" className={cn(inputClass, 'w-28')} />
              </label>
              <Button type="submit" name="intent" value="counter" size="sm" variant="outline">
                {t('messages.offer.counter')}
              </Button>
            </span>
          ) : null}
        </fetcher.Form>
      ) : null}
      <FormError reply={fetcher.data} />
    </div>
  )
}

export function ThreadView({
  thread,
  bounds,
  reservedForMe,
  guideLow = null,
}: {
  thread: Thread
  bounds: { min: number; max: number } | null
  reservedForMe: { amount: number; reservedUntil: string } | null
  /** The price guide's low value for this listing (issue #29): an offer under it gets a warning. */
  guideLow?: number | null
}) {
  const t = useT()
  const when = useDateTime()
  const text = useMessageText()
  const send = useFetcher<Reply>()
  const offer = useFetcher<Reply>()
  const block = useFetcher<Reply>()
  const formRef = useRef<HTMLFormElement>(null)
  const [offerText, setOfferText] = useState('')
  const typedOffer = offerText.trim() ? readAmount(offerText) : null
  const belowGuide = isBelowGuide(
    typedOffer?.ok ? typedOffer.cents : null,
    guideLow === null ? null : { low: guideLow },
  )
  const { conversation, messages, offers } = thread
  const name = conversation.other.name || t('messages.someone')
  const product = conversation.product

  useEffect(() => {
    if (send.state === 'idle' && send.data?.ok) formRef.current?.reset()
  }, [send.state, send.data])
  useEffect(() => {
    if (offer.state === 'idle' && offer.data?.ok) setOfferText('')
  }, [offer.state, offer.data])

  const live = offers.filter((o) => o.status === 'open' || o.status === 'accepted')
  return (
    <Container className="max-w-3xl py-8">
      <Link to="/messages" className="inline-flex items-center gap-1 text-brand-700 text-sm hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('messages.back')}
      </Link>
      <header className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-bold text-2xl text-slate-900">{t('messages.threadTitle', { name })}</h1>
          {product ? (
            <p className="text-slate-600">
              <Link to={`/product/${product.id}`} className="underline">
                {t('messages.about', { listing: product.name })}
              </Link>{' '}
              · {t('messages.listingPrice', { price: formatEuros(product.price) })}
              {product.reservedForOther ? ` · ${t('messages.reserved')}` : ''}
            </p>
          ) : null}
        </div>
        <block.Form method="post">
          <Button
            type="submit"
            name="intent"
            value={thread.blockedByMe ? 'unblock' : 'block'}
            variant="outline"
            size="sm"
          >
            <Ban className="size-4" aria-hidden="true" />
            {thread.blockedByMe ? t('messages.unblock') : t('messages.block')}
          </Button>
        </block.Form>
      </header>

      <p className="mt-4 flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('messages.offPlatformWarning')}
      </p>

      {reservedForMe ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
          <p className="text-brand-900" data-testid="reserved-for-me">
            {t('messages.reservedForYou', {
              price: formatEuros(reservedForMe.amount),
              time: when(reservedForMe.reservedUntil),
            })}
          </p>
          <ButtonLink to="/cart" size="sm">
            {t('messages.goToCheckout')}
          </ButtonLink>
        </div>
      ) : null}

      <ol className="mt-6 space-y-3" aria-live="polite" data-testid="messages">
        {messages.length === 0 ? <li className="text-slate-500">{t('messages.noMessages')}</li> : null}
        {messages.map((message) => (
          <li
            key={message.id}
            className={cn(
              'max-w-[85%] rounded-2xl px-4 py-2',
              message.from === 'me' && 'ml-auto bg-brand-700 text-white',
              message.from === 'them' && 'bg-white ring-1 ring-slate-200',
              message.from === 'system' && 'mx-auto bg-slate-100 text-center text-slate-700 text-sm',
            )}
            data-testid="message"
          >
            <p className="text-xs opacity-75">
              {message.from === 'me'
                ? t('messages.you')
                : message.from === 'them'
                  ? name
                  : t('messages.marketplace')}{' '}
              · {when(message.createdAt)}
            </p>
            {/* Plain text: React escapes it, links stay text. */}
            <p className="whitespace-pre-wrap break-words" data-testid="message-body">
              {text(message.body, message.kind)}
            </p>
            {message.hasLink && message.kind === 'text' ? (
              <p className="mt-1 flex items-center gap-1 text-xs opacity-90" data-testid="link-warning">
                <AlertTriangle className="size-3.5" aria-hidden="true" />
                {t('messages.linkWarning')}
              </p>
            ) : null}
            {message.from === 'them' && message.kind === 'text' ? (
              <ReportMessage messageId={message.id} />
            ) : null}
          </li>
        ))}
      </ol>

      {live.length ? (
        <div className="mt-6 space-y-3">
          {live.map((o) => (
            <OfferCard key={o.id} offer={o} bounds={bounds} />
          ))}
        </div>
      ) : null}

      {thread.blocked ? (
        <p role="status" className="mt-6 rounded-xl bg-slate-100 p-4 text-slate-700">
          {thread.blockedByMe ? t('messages.blockedByMe') : t('messages.blockedByThem')}
        </p>
      ) : (
        <>
          <send.Form method="post" ref={formRef} className="mt-6">
            <input type="hidden" name="intent" value="send" />
            <label htmlFor="message-body" className="font-medium text-slate-900">
              {t('messages.bodyLabel')}
            </label>
            <Textarea
              id="message-body"
              name="body"
              rows={3}
              maxLength={MESSAGE_MAX_LENGTH}
              required
              aria-describedby="message-hint"
              className="mt-1"
            />
            <p id="message-hint" className="mt-1 text-slate-500 text-xs">
              {t('messages.bodyHint', { max: MESSAGE_MAX_LENGTH })}
            </p>
            <Button type="submit" className="mt-2" disabled={send.state !== 'idle'}>
              {send.state !== 'idle' ? t('messages.sending') : t('messages.send')}
            </Button>
            <FormError reply={send.data} />
          </send.Form>

          {thread.canOffer && bounds ? (
            <offer.Form method="post" className="mt-6 rounded-xl border border-slate-200 p-4">
              <input type="hidden" name="intent" value="offer" />
              <h2 className="font-semibold text-slate-900">{t('messages.offer.title')}</h2>
              <label className="mt-2 block text-sm">
                <span className="block text-slate-700">{t('messages.offer.amountLabel')}</span>
                <input
                  name="amount"
                  inputMode="decimal"
                  required
                  className={cn(inputClass, 'w-36')}
                  value={offerText}
                  onChange={(event) => setOfferText(event.target.value)}
                  aria-describedby={belowGuide ? 'offer-below-guide' : undefined}
                />
              </label>
              <p className="mt-1 text-slate-500 text-xs">
                {t('messages.offer.hint', { min: formatEuros(bounds.min), max: formatEuros(bounds.max) })}
              </p>
              {belowGuide && guideLow !== null ? (
                <p
                  id="offer-below-guide"
                  role="status"
                  className="mt-2 flex items-start gap-2 rounded-lg bg-amber-50 p-2 text-amber-900 text-sm"
                  data-testid="offer-below-guide"
                >
                  <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {t('pricingHelp.offer.belowGuide', { low: formatEuros(guideLow) })}
                </p>
              ) : null}
              <Button type="submit" size="sm" className="mt-2">
                {t('messages.offer.make')}
              </Button>
              <FormError reply={offer.data} />
            </offer.Form>
          ) : null}
        </>
      )}
    </Container>
  )
}

function ReportMessage({ messageId }: { messageId: string }) {
  const t = useT()
  const fetcher = useFetcher<Reply>()
  return (
    <details className="mt-1 text-slate-700 text-xs">
      <summary className="inline-flex cursor-pointer items-center gap-1 underline">
        <Flag className="size-3.5" aria-hidden="true" />
        {t('messages.reportMessage')}
      </summary>
      <fetcher.Form method="post" className="mt-2 space-y-2 rounded-lg bg-white p-3 text-left text-slate-900">
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="messageId" value={messageId} />
        <p className="font-semibold">{t('messages.report.title')}</p>
        <select name="category" className={inputClass} aria-label={t('report.categoryLabel')}>
          {REPORT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(CATEGORY_KEY[category])}
            </option>
          ))}
        </select>
        <Textarea name="explanation" rows={2} aria-label={t('report.explanationLabel')} />
        <label className="flex items-start gap-2">
          <input type="checkbox" name="goodFaith" />
          {t('report.goodFaithLabel')}
        </label>
        <Button type="submit" size="sm" variant="outline">
          {t('report.submit')}
        </Button>
        <FormError reply={fetcher.data} />
      </fetcher.Form>
    </details>
  )
}
