/**
 * The e-mails of moderation (issue #14): the reporter's acknowledgement and the decision on their
 * report, and the statement of reasons (DSA Art. 17) to the user a decision affects. Each is
 * written in its recipient's language and queued in the transaction of the decision under its own
 * key (sendMailLater), so it goes out once, after the decision is saved.
 */
import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import { type Locale, type MessageKey, parseLocale, translator } from '~/i18n'
import { absoluteLocaleUrl } from '~/i18n/paths'
import { type DatabaseOrTransaction, rawQuery } from '~/platform/db.server'
import { sendMailLater } from '~/platform/email/mail-queue.server'
import type { Mail } from '~/platform/email/mailer.server'
import { escapeHtml } from '~/platform/email/templates.server'
import { env } from '~/platform/env.server'
import { log } from '~/platform/log.server'
import { derivedSecret } from '~/platform/secrets.server'
import { CATEGORY_KEY, type ReportCategory } from './reports'

interface Person {
  email: string
  name: string
  locale: Locale
}

async function personOf(tx: DatabaseOrTransaction, userId: string): Promise<Person | null> {
  const [row] = await rawQuery<{ email: string; name: string | null; language: string | null }>(
    tx,
    sql`select u.email, coalesce(nullif(p.name, ''), u.name) as name, p.language
          from users u left join profiles p on p.id = u.id
         where u.id = ${userId}`,
  )
  if (!row) return null
  return { email: row.email, name: row.name ?? '', locale: parseLocale(row.language) ?? 'en' }
}

function renderMail(
  to: Person,
  subject: string,
  paragraphs: string[],
  action?: { label: string; path: string },
): Mail {
  const t = translator(to.locale)
  const url = action ? absoluteLocaleUrl(env().publicUrl, action.path, to.locale) : null
  const greeting = t('mail.greeting', { name: to.name || to.email })
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action && url ? [`${action.label}: ${url}`, ''] : []),
    t('mail.signature'),
  ].join('\n')
  const p = (inner: string) => `<p style="margin:0 0 16px;line-height:1.5">${inner}</p>`
  const html = `<!doctype html>
<html lang="${to.locale}">
<body style="margin:0;background:#f5eedd;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
  <div style="max-width:520px;margin:0 auto;padding:32px 16px">
    <p style="font-weight:700;font-size:18px;color:#12412e;margin:0 0 24px">${escapeHtml(t('app.name'))}</p>
    <div style="background:#ffffff;border-radius:16px;padding:28px">
      ${p(escapeHtml(greeting))}
      ${paragraphs.map((paragraph) => p(escapeHtml(paragraph).replace(/\n/g, '<br>'))).join('\n      ')}
      ${action && url ? p(`<a href="${escapeHtml(url)}" style="color:#166341">${escapeHtml(action.label)}</a>`) : ''}
      ${p(escapeHtml(t('mail.signature')))}
    </div>
  </div>
</body>
</html>`
  return { to: to.email, subject, text, html }
}

/**
 * The language of a report's mails: a signed-in reporter's stored language (their profile's, as
 * for every e-mail to a member), a visitor's the one of the page they reported from.
 */
async function reporterLocale(
  tx: DatabaseOrTransaction,
  reportId: string,
  reported: string,
): Promise<Locale> {
  const [row] = await rawQuery<{ language: string | null }>(
    tx,
    sql`select p.language from reports r join profiles p on p.id = r.reporter_id where r.id = ${reportId}`,
  )
  return parseLocale(row?.language) ?? parseLocale(reported) ?? 'en'
}

/** The reporter's acknowledgement: we received the notice and will look at it. */
export async function queueReportAcknowledgement(
  tx: DatabaseOrTransaction,
  report: { id: string; email: string; locale: Locale; category: ReportCategory; subjectName: string },
) {
  const locale = await reporterLocale(tx, report.id, report.locale)
  const t = translator(locale)
  const to = { email: report.email, name: '', locale }
  await sendMailLater(
    tx,
    `report-received:${report.id}`,
    renderMail(to, t('report.mail.received.subject'), [
      t('report.mail.received.intro', {
        subject: report.subjectName,
        category: t(CATEGORY_KEY[report.category]),
      }),
      t('report.mail.received.next'),
    ]),
  )
}

export type ReportOutcome = 'dismissed' | 'listing-removed' | 'user-suspended'

const OUTCOME_KEY: Record<ReportOutcome, MessageKey> = {
  dismissed: 'report.mail.decision.dismissed',
  'listing-removed': 'report.mail.decision.listingRemoved',
  'user-suspended': 'report.mail.decision.userSuspended',
}

/**
 * A visitor's report: the one e-mail their address gets before it is confirmed, a link to confirm
 * it (the acknowledgement and the decision follow only then). Whoever typed someone else's address
 * sends that person this one short message at most, within the per-recipient limit.
 */
export async function queueReportConfirmation(
  tx: DatabaseOrTransaction,
  report: { id: string; email: string; locale: Locale },
) {
  const t = translator(report.locale)
  const params = new URLSearchParams({ r: report.id, t: reportConfirmationToken(report.id, report.email) })
  await sendMailLater(
    tx,
    `report-confirm:${report.id}`,
    renderMail(
      { email: report.email, name: '', locale: report.locale },
      t('report.mail.confirm.subject'),
      [t('report.mail.confirm.intro'), t('report.mail.confirm.ignore')],
      {
        label: t('report.mail.confirm.action'),
        path: `/report/confirm?${params}`,
      },
    ),
  )
}

/** Binds a confirmation link to one report and the address it was sent to. */
export function reportConfirmationToken(reportId: string, email: string) {
  return crypto
    .createHmac('sha256', derivedSecret('report-confirm'))
    .update(`${reportId}\n${email.trim().toLowerCase()}`)
    .digest('base64url')
}

export function isReportConfirmationToken(reportId: string, email: string, token: string) {
  const given = Buffer.from(token, 'base64url')
  const expected = Buffer.from(reportConfirmationToken(reportId, email), 'base64url')
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/** The decision on a report, to the person who sent it (only to an address that was confirmed). */
export async function queueReporterDecision(
  tx: DatabaseOrTransaction,
  report: { id: string; email: string; confirmed: boolean; locale: string },
  outcome: ReportOutcome,
) {
  if (!report.confirmed) return
  const locale = await reporterLocale(tx, report.id, report.locale)
  const t = translator(locale)
  await sendMailLater(
    tx,
    `report-decided:${report.id}`,
    renderMail({ email: report.email, name: '', locale }, t('report.mail.decision.subject'), [
      t(OUTCOME_KEY[outcome]),
    ]),
  )
}

export type StatementKind =
  | 'listing-removed'
  | 'listing-restored'
  | 'account-suspended'
  | 'account-reinstated'

/**
 * The statement of reasons (DSA Art. 17) to the user a decision affects: what was decided, about
 * what, on which grounds (the category of the notice when there was one, and the operator's own
 * words), that a person decided it, and how to ask for it to be looked at again.
 */
export async function queueStatementOfReasons(
  tx: DatabaseOrTransaction,
  statement: {
    /** The audit row of the decision: one statement per decision. */
    decisionId: string
    userId: string
    kind: StatementKind
    reason: string
    listingName?: string
    category?: ReportCategory
  },
) {
  const person = await personOf(tx, statement.userId)
  if (!person) {
    log.warn('moderation.statement_no_recipient', { userId: statement.userId, kind: statement.kind })
    return
  }
  const t = translator(person.locale)
  const paragraphs =
    statement.kind === 'listing-removed'
      ? [t('moderation.mail.listingRemoved.intro', { name: statement.listingName ?? '' })]
      : statement.kind === 'listing-restored'
        ? [
            t('moderation.mail.listingRestored.intro', { name: statement.listingName ?? '' }),
            `${t('moderation.mail.reason')}\n${statement.reason}`,
          ]
        : statement.kind === 'account-suspended'
          ? [t('moderation.mail.suspended.intro')]
          : [t('moderation.mail.reinstated.intro')]
  if (statement.kind !== 'account-reinstated' && statement.kind !== 'listing-restored') {
    if (statement.category)
      paragraphs.push(t('moderation.mail.grounds', { category: t(CATEGORY_KEY[statement.category]) }))
    paragraphs.push(`${t('moderation.mail.reason')}\n${statement.reason}`)
    paragraphs.push(t('moderation.mail.human'))
    paragraphs.push(
      t('moderation.mail.appeal', { url: absoluteLocaleUrl(env().publicUrl, '/terms', person.locale) }),
    )
  }
  const subject =
    statement.kind === 'listing-removed'
      ? t('moderation.mail.listingRemoved.subject', { name: statement.listingName ?? '' })
      : statement.kind === 'listing-restored'
        ? t('moderation.mail.listingRestored.subject', { name: statement.listingName ?? '' })
        : statement.kind === 'account-suspended'
          ? t('moderation.mail.suspended.subject')
          : t('moderation.mail.reinstated.subject')
  await sendMailLater(tx, `statement:${statement.decisionId}`, renderMail(person, subject, paragraphs))
}
