/**
 * The e-mail notice of a conversation event (issue #15): in the recipient's language, with a link to
 * the conversation and no e-mail address or message text in it. At most one per conversation and
 * recipient per 15 minutes (notify.server.ts decides; this only writes it).
 */
import { sql } from 'drizzle-orm'
import { sellerDisplayName } from '~/catalog/seller-display'
import { type MessageKey, parseLocale, translator } from '~/i18n'
import { absoluteLocaleUrl } from '~/i18n/paths'
import { type DatabaseOrTransaction, rawQuery } from '~/platform/db.server'
import { sendMailLater } from '~/platform/email/mail-queue.server'
import { escapeHtml } from '~/platform/email/templates.server'
import { env } from '~/platform/env.server'
import type { ConversationEventKind } from './notify.server'

const INTRO: Record<ConversationEventKind, MessageKey> = {
  message: 'messages.mail.message',
  offer: 'messages.mail.offer',
  counter: 'messages.mail.counter',
  'offer-accepted': 'messages.mail.accepted',
  'offer-declined': 'messages.mail.declined',
  'offer-expired': 'messages.mail.expired',
  'listing-sold': 'messages.mail.sold',
}

export async function queueConversationNotice(
  tx: DatabaseOrTransaction,
  notice: { conversationId: string; recipientId: string; kind: ConversationEventKind },
) {
  const [row] = await rawQuery<{
    email: string
    language: string | null
    recipient_name: string | null
    other_name: string | null
    other_surname: string | null
    product_name: string | null
    notified_at: Date | string | null
  }>(
    tx,
    sql`select u.email, rp.language, coalesce(nullif(rp.name, ''), '') as recipient_name,
               op.name as other_name, op.surname as other_surname, p.name as product_name,
               case when c.buyer_id = ${notice.recipientId} then c.buyer_notified_at else c.seller_notified_at end as notified_at
          from conversations c
          join users u on u.id = ${notice.recipientId}
          left join profiles rp on rp.id = u.id
          left join profiles op on op.id = case when c.buyer_id = ${notice.recipientId} then c.seller_id else c.buyer_id end
          left join products p on p.id = c.product_id
         where c.id = ${notice.conversationId} and (c.buyer_id = ${notice.recipientId} or c.seller_id = ${notice.recipientId})`,
  )
  if (!row) return
  const locale = parseLocale(row.language) ?? 'en'
  const t = translator(locale)
  const other = sellerDisplayName(row.other_name, row.other_surname) ?? t('messages.someone')
  const listing = row.product_name ?? t('messages.noListing')
  const url = absoluteLocaleUrl(env().publicUrl, `/messages/${notice.conversationId}`, locale)
  const subject = t('messages.mail.subject', { listing })
  const greeting = t('mail.greeting', { name: row.recipient_name || t('messages.someone') })
  const intro = t(INTRO[notice.kind], { name: other, listing })
  const action = t('messages.mail.open')
  const warning = t('messages.offPlatformWarning')
  const text = [greeting, '', intro, '', `${action}: ${url}`, '', warning, '', t('mail.signature')].join('\n')
  const p = (inner: string) => `<p style="margin:0 0 16px;line-height:1.5">${inner}</p>`
  const html = `<!doctype html>
<html lang="${locale}">
<body style="margin:0;background:#f5eedd;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
  <div style="max-width:520px;margin:0 auto;padding:32px 16px">
    <p style="font-weight:700;font-size:18px;color:#12412e;margin:0 0 24px">${escapeHtml(t('app.name'))}</p>
    <div style="background:#ffffff;border-radius:16px;padding:28px">
      ${p(escapeHtml(greeting))}
      ${p(escapeHtml(intro))}
      ${p(`<a href="${escapeHtml(url)}" style="color:#166341">${escapeHtml(action)}</a>`)}
      ${p(`<small>${escapeHtml(warning)}</small>`)}
      ${p(escapeHtml(t('mail.signature')))}
    </div>
  </div>
</body>
</html>`
  const stamp = row.notified_at ? new Date(row.notified_at).toISOString() : 'first'
  await sendMailLater(tx, `messages-notice:${notice.conversationId}:${notice.recipientId}:${stamp}`, {
    to: row.email,
    subject,
    text,
    html,
  })
}
