/**
 * Sending a report (issue #14, DSA Art. 16): anyone, visitors too, about a listing or a user.
 * Refused input answers with the form's messages; the number of reports from one address is
 * limited (reportsPerIp). A report is saved and its acknowledgement queued in one transaction.
 */
import { sql } from 'drizzle-orm'
import { consumeRateLimit } from '~/accounts/rate-limit.server'
import type { Viewer } from '~/accounts/viewer'
import { isUuid } from '~/catalog/product'
import type { Locale, MessageKey } from '~/i18n'
import { db, rawQuery } from '~/platform/db.server'
import { log } from '~/platform/log.server'
import { type Validation, validate } from '~/ui/form'
import { reports } from '../../db/schema'
import { queueReportAcknowledgement } from './mails.server'
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

export type SubmitReportResult =
  | { ok: true; reportId: string; email: string }
  | { ok: false; status: 400; errors: Record<string, MessageKey> }
  | { ok: false; status: 429; retryAfter: number }

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

  const email = caller.viewer?.email ?? input.data.email ?? ''
  const reportId = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(reports)
      .values({
        subject: target.subject,
        productId: target.subject === 'listing' ? target.id : null,
        reportedUserId: target.userId,
        reporterId: caller.viewer?.id ?? null,
        reporterEmail: email,
        category: input.data.category,
        explanation: input.data.explanation,
        locale: caller.locale,
      })
      .returning({ id: reports.id })
    if (!row) throw new Error('report insert returned nothing')
    await queueReportAcknowledgement(tx, {
      id: row.id,
      email,
      locale: caller.locale,
      category: input.data.category,
      subjectName: target.name,
    })
    return row.id
  })
  log.info('report.received', { reportId, subject: target.subject, category: input.data.category })
  return { ok: true, reportId, email }
}
