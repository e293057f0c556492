/**
 * Sending a report (issue #14, DSA Art. 16): anyone, visitors too, about a listing or a user.
 * Refused input answers with the form's messages; the number of reports from one address is
 * limited (reportsPerIp). A report is saved and its acknowledgement queued in one transaction.
 */
import { sql } from 'drizzle-orm'
import { consumeRateLimit } from '~/accounts/rate-limit.server'
import type { Viewer } from '~/accounts/viewer'
import { isUuid } from '~/catalog/product'
import { type Locale, type MessageKey, parseLocale } from '~/i18n'
import { db, rawQuery } from '~/platform/db.server'
import { log } from '~/platform/log.server'
import { type Validation, validate } from '~/ui/form'
import { reports } from '../../db/schema'
import {
  isReportConfirmationToken,
  queueReportAcknowledgement,
  queueReportConfirmation,
} from './mails.server'
import { memberReportSchema, type ReportInput, type ReportSubject, visitorReportSchema } from './reports'

export interface ReportTarget {
  subject: ReportSubject
  id: string
  /** The listing's name, or the user's display name. */
  name: string
  /** Who is reported: the user, or the listing's seller. */
  userId: string | null
}

/** What may be reported: a listing still on the marketplace, or a user with a profile. */
export async function findReportTarget(subject: string, id: string): Promise<ReportTarget | null> {
  if (!isUuid(id)) return null
  if (subject === 'listing') {
    const [row] = await rawQuery<{ name: string; seller_id: string | null }>(
      db(),
      sql`select name, seller_id from products where id = ${id} and moderation_hold is null`,
    )
    return row ? { subject, id, name: row.name, userId: row.seller_id } : null
  }
  if (subject === 'user') {
    const [row] = await rawQuery<{ name: string | null; surname: string | null }>(
      db(),
      sql`select p.name, p.surname from profiles p join users u on u.id = p.id
           where p.id = ${id} and u.suspended_at is null`,
    )
    return row ? { subject, id, name: [row.name, row.surname].filter(Boolean).join(' '), userId: id } : null
  }
  return null
}

/** Which e-mail the reporter was sent: the acknowledgement, a link to confirm their address, or none (limits). */
export type ReportMail = 'acknowledgement' | 'confirmation' | 'none'

export type SubmitReportResult =
  | { ok: true; reportId: string; email: string; mail: ReportMail }
  | { ok: false; status: 400; errors: Record<string, MessageKey> }
  | { ok: false; status: 429; retryAfter: number }

/**
 * A member's report is answered at their account's own address; a visitor's address is first sent
 * only a link to confirm it (issue #26: the acknowledgement used to go to any address given). Mails
 * about reports are limited per recipient and per reporter; past a limit the report is still saved.
 */
export async function submitReport(
  target: ReportTarget,
  fields: Record<string, unknown>,
  caller: { viewer: Viewer | null; clientIp: string; locale: Locale },
): Promise<SubmitReportResult> {
  const input: Validation<ReportInput> = caller.viewer
    ? validate(memberReportSchema, fields)
    : validate(visitorReportSchema, fields)
  if (!input.success) return { ok: false, status: 400, errors: input.errors }
  const limit = await consumeRateLimit('reportsPerIp', caller.clientIp)
  if (!limit.allowed) return { ok: false, status: 429, retryAfter: limit.retryAfter }

  const member = caller.viewer
  const email = (member?.email ?? input.data.email ?? '').trim()
  const byRecipient = await consumeRateLimit('reportMailsPerRecipient', email)
  const byReporter = await consumeRateLimit(
    'reportMailsPerReporter',
    member ? `user:${member.id}` : `ip:${caller.clientIp}`,
  )
  const mail: ReportMail =
    byRecipient.allowed && byReporter.allowed ? (member ? 'acknowledgement' : 'confirmation') : 'none'
  const reportId = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(reports)
      .values({
        subject: target.subject,
        productId: target.subject === 'listing' ? target.id : null,
        reportedUserId: target.userId,
        reporterId: member?.id ?? null,
        reporterEmail: email,
        reporterEmailConfirmedAt: member ? new Date() : null,
        category: input.data.category,
        explanation: input.data.explanation,
        locale: caller.locale,
      })
      .returning({ id: reports.id })
    if (!row) throw new Error('report insert returned nothing')
    if (mail === 'acknowledgement')
      await queueReportAcknowledgement(tx, {
        id: row.id,
        email,
        locale: caller.locale,
        category: input.data.category,
        subjectName: target.name,
      })
    if (mail === 'confirmation')
      await queueReportConfirmation(tx, { id: row.id, email, locale: caller.locale })
    return row.id
  })
  log.info('report.received', { reportId, subject: target.subject, category: input.data.category, mail })
  return { ok: true, reportId, email, mail }
}

export type ConfirmReportResult = 'confirmed' | 'already' | 'invalid'

/** The report a confirmation link names, when its token is right for the address (nothing changes). */
async function reportOfLink(reportId: string, token: string) {
  if (!isUuid(reportId) || !/^[\w-]{43}$/.test(token)) return null
  const [row] = await rawQuery<{
    id: string
    reporter_email: string
    confirmed: boolean
    locale: string
    category: ReportInput['category']
    subject_name: string | null
  }>(
    db(),
    sql`select r.id, r.reporter_email, r.reporter_email_confirmed_at is not null as confirmed, r.locale,
               r.category, coalesce(p.name, nullif(concat_ws(' ', pr.name, pr.surname), '')) as subject_name
          from reports r
          left join products p on p.id = r.product_id
          left join profiles pr on pr.id = r.reported_user_id and r.subject = 'user'
         where r.id = ${reportId}`,
  )
  if (!row || !isReportConfirmationToken(row.id, row.reporter_email, token)) return null
  return row
}

/** What the confirmation page shows for a link (a GET: nothing changes). */
export async function checkReportConfirmation(reportId: string, token: string) {
  const report = await reportOfLink(reportId, token)
  if (!report) return { state: 'invalid' as const, email: null }
  return { state: report.confirmed ? ('already' as const) : ('ask' as const), email: report.reporter_email }
}

/**
 * The visitor confirms their address (POST from the link's page): from now on the report's
 * acknowledgement and decision go there. The acknowledgement is queued at once, once.
 */
export async function confirmReportEmail(reportId: string, token: string): Promise<ConfirmReportResult> {
  const report = await reportOfLink(reportId, token)
  if (!report) return 'invalid'
  return db().transaction(async (tx) => {
    const [confirmed] = await rawQuery<{ id: string }>(
      tx,
      sql`update reports set reporter_email_confirmed_at = now()
           where id = ${report.id} and reporter_email_confirmed_at is null returning id`,
    )
    if (!confirmed) return 'already'
    await queueReportAcknowledgement(tx, {
      id: report.id,
      email: report.reporter_email,
      locale: parseLocale(report.locale) ?? 'en',
      category: report.category,
      subjectName: report.subject_name ?? '',
    })
    return 'confirmed'
  })
}
