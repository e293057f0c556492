/**
 * The alert e-mails (issue #16 item 4), in the recipient's language and in the look of the other
 * e-mails: a few listings with their price and link, the way on, and at the foot the one-click
 * unsubscribe of that kind (also in the `List-Unsubscribe` headers) and the preferences page.
 */
import { type Locale, translator } from '~/i18n'
import { absoluteLocaleUrl } from '~/i18n/paths'
import type { Mail } from '~/platform/email/mailer.server'
import { escapeHtml } from '~/platform/email/templates.server'
import { env } from '~/platform/env.server'
import { formatEuros } from '~/ui/money'
import type { AlertEmailKind } from './alert-kinds'
import { unsubscribeUrl } from './unsubscribe.server'

export interface AlertRecipient {
  userId: string
  email: string
  name: string
  locale: Locale
  /** The version of their alert preferences, which the unsubscribe link is bound to. */
  preferencesVersion: number
}

export interface MailListing {
  id: string
  name: string
  brand: string
  /** Euro cents. */
  price: number
  /** Euro cents: the price before, for a price drop. */
  previousPrice?: number
}

export function alertMail(
  to: AlertRecipient,
  kind: AlertEmailKind,
  content: {
    subject: string
    paragraphs: string[]
    listings: MailListing[]
    /** A second list under its own heading (similar listings of a sold favourite). */
    more?: { heading: string; listings: MailListing[] }
    action: { label: string; path: string }
  },
): Mail {
  const t = translator(to.locale)
  const publicUrl = env().publicUrl
  const link = (path: string) => absoluteLocaleUrl(publicUrl, path, to.locale)
  const unsubscribe = unsubscribeUrl(to.userId, kind, to.preferencesVersion, to.locale)
  const preferences = link('/alert-preferences')
  const actionUrl = link(content.action.path)
  const greeting = t('mail.greeting', { name: to.name || to.email })
  const line = (item: MailListing) =>
    item.previousPrice
      ? t('alerts.mail.itemDropped', {
          name: item.name,
          brand: item.brand,
          price: formatEuros(item.price),
          previous: formatEuros(item.previousPrice),
        })
      : t('alerts.mail.item', { name: item.name, brand: item.brand, price: formatEuros(item.price) })
  const textList = (items: MailListing[]) =>
    items.flatMap((item) => [`- ${line(item)}`, `  ${link(`/product/${item.id}`)}`])

  const text = [
    greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...textList(content.listings),
    '',
    ...(content.more && content.more.listings.length > 0
      ? [content.more.heading, ...textList(content.more.listings), '']
      : []),
    `${content.action.label}: ${actionUrl}`,
    '',
    t('mail.signature'),
    '',
    '--',
    t(`alerts.mail.why.${kind}`),
    `${t('alerts.mail.unsubscribe')}: ${unsubscribe}`,
    `${t('alerts.mail.preferences')}: ${preferences}`,
  ].join('\n')

  const p = (inner: string, style = 'margin:0 0 16px;line-height:1.5') => `<p style="${style}">${inner}</p>`
  const htmlList = (items: MailListing[]) =>
    `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.6">${items
      .map(
        (item) =>
          `<li><a href="${escapeHtml(link(`/product/${item.id}`))}" style="color:#166341">${escapeHtml(line(item))}</a></li>`,
      )
      .join('')}</ul>`
  const html = `<!doctype html>
<html lang="${to.locale}">
<body style="margin:0;background:#f5eedd;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
  <div style="max-width:520px;margin:0 auto;padding:32px 16px">
    <p style="font-weight:700;font-size:18px;color:#12412e;margin:0 0 24px">${escapeHtml(t('app.name'))}</p>
    <div style="background:#ffffff;border-radius:16px;padding:28px">
      ${p(escapeHtml(greeting))}
      ${content.paragraphs.map((paragraph) => p(escapeHtml(paragraph))).join('\n      ')}
      ${htmlList(content.listings)}
      ${
        content.more && content.more.listings.length > 0
          ? `${p(`<strong>${escapeHtml(content.more.heading)}</strong>`, 'margin:0 0 8px')}${htmlList(content.more.listings)}`
          : ''
      }
      <p style="margin:8px 0 0"><a href="${escapeHtml(actionUrl)}" style="display:inline-block;background:#166341;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>
    </div>
    <p style="margin:24px 0 8px;font-size:13px;color:#475569">${escapeHtml(t('mail.signature'))}</p>
    <p style="margin:0;font-size:12px;color:#64748b;line-height:1.5">${escapeHtml(t(`alerts.mail.why.${kind}`))}
      <a href="${escapeHtml(unsubscribe)}" style="color:#475569">${escapeHtml(t('alerts.mail.unsubscribe'))}</a> ·
      <a href="${escapeHtml(preferences)}" style="color:#475569">${escapeHtml(t('alerts.mail.preferences'))}</a></p>
  </div>
</body>
</html>`
  return {
    to: to.email,
    subject: content.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
