import { type Locale, type MessageKey, translator } from '~/i18n'
import type { Mail } from './mailer.server'

/** The account e-mails, in the language the recipient was using (SPEC: English and Spanish). */
export type AccountMailKind = 'verify-email' | 'reset-password'

const KEYS: Record<
  AccountMailKind,
  { subject: MessageKey; intro: MessageKey; action: MessageKey; outro: MessageKey }
> = {
  'verify-email': {
    subject: 'mail.verify.subject',
    intro: 'mail.verify.intro',
    action: 'mail.verify.action',
    outro: 'mail.verify.outro',
  },
  'reset-password': {
    subject: 'mail.reset.subject',
    intro: 'mail.reset.intro',
    action: 'mail.reset.action',
    outro: 'mail.reset.outro',
  },
}

export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function accountMail(
  kind: AccountMailKind,
  { to, name, url, locale }: { to: string; name: string; url: string; locale: Locale },
): Mail {
  const t = translator(locale)
  const keys = KEYS[kind]
  const greeting = t('mail.greeting', { name: name || to })
  const text = [
    greeting,
    '',
    t(keys.intro),
    '',
    `${t(keys.action)}: ${url}`,
    '',
    t(keys.outro),
    '',
    t('mail.signature'),
  ].join('\n')
  const html = `<!doctype html>
<html lang="${locale}">
<body style="margin:0;background:#f5eedd;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
  <div style="max-width:520px;margin:0 auto;padding:32px 16px">
    <p style="font-weight:700;font-size:18px;color:#12412e;margin:0 0 24px">${escapeHtml(t('app.name'))}</p>
    <div style="background:#ffffff;border-radius:16px;padding:28px">
      <p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
      <p style="margin:0 0 24px;line-height:1.5">${escapeHtml(t(keys.intro))}</p>
      <p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#166341;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(t(keys.action))}</a></p>
      <p style="margin:0 0 8px;font-size:13px;color:#475569">${escapeHtml(t('mail.linkFallback'))}</p>
      <p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${escapeHtml(url)}" style="color:#166341">${escapeHtml(url)}</a></p>
      <p style="margin:0;font-size:13px;color:#475569;line-height:1.5">${escapeHtml(t(keys.outro))}</p>
    </div>
    <p style="margin:24px 0 0;font-size:13px;color:#475569">${escapeHtml(t('mail.signature'))}</p>
  </div>
</body>
</html>`
  return { to, subject: t(keys.subject), text, html }
}
