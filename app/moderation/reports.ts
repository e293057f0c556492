import { z } from 'zod'
import type { MessageKey } from '~/i18n'
import { key } from '~/ui/form'
import {
  EXPLANATION_MAX,
  EXPLANATION_MIN,
  REASON_MAX,
  REASON_MIN,
  REPORT_CATEGORIES,
  type ReportCategory,
  type ReportStatus,
} from './report-rules'

export * from './report-rules'

export const CATEGORY_KEY: Record<ReportCategory, MessageKey> = {
  counterfeit: 'report.category.counterfeit',
  prohibited: 'report.category.prohibited',
  misleading: 'report.category.misleading',
  offensive: 'report.category.offensive',
  fraud: 'report.category.fraud',
  other: 'report.category.other',
}

export const STATUS_KEY: Record<ReportStatus, MessageKey> = {
  open: 'admin.reportStatus.open',
  dismissed: 'admin.reportStatus.dismissed',
  actioned: 'admin.reportStatus.actioned',
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const field = () => z.preprocess(text, z.string())

const reportFields = {
  category: z.preprocess(text, z.enum(REPORT_CATEGORIES, { error: key('report.error.category') })),
  explanation: field()
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, key('report.error.explanationRequired'))
        .min(EXPLANATION_MIN, key('report.error.explanationShort'))
        .max(EXPLANATION_MAX, key('report.error.explanationLong')),
    ),
  goodFaith: z.preprocess(
    (value) => value === 'on' || value === 'true',
    z.literal(true, { error: key('report.error.goodFaith') }),
  ),
}

/** The report form of a signed-in user: their account's address receives the answers. */
export const memberReportSchema = z.object(reportFields)

/** The report form of a visitor: the same, plus the address where the answers go. */
export const visitorReportSchema = z.object({
  ...reportFields,
  email: field()
    .transform((value) => value.trim().toLowerCase())
    .pipe(
      z
        .string()
        .min(1, key('report.error.emailRequired'))
        .pipe(z.email(key('report.error.email')).max(254, key('report.error.email'))),
    ),
})

export type ReportInput = z.output<typeof memberReportSchema> & { email?: string }

export const REPORT_TEXT_FIELDS = ['category', 'explanation', 'email'] as const

/** An operator's decision: what and why (the reason is required, it is what the affected user reads). */
export const decisionSchema = z.object({
  intent: z.enum(['dismiss', 'remove-listing', 'restore-listing', 'suspend', 'reinstate'], {
    error: key('admin.error.intent'),
  }),
  reason: field()
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, key('admin.error.reasonRequired'))
        .min(REASON_MIN, key('admin.error.reasonShort'))
        .max(REASON_MAX, key('admin.error.reasonLong')),
    ),
})

export type DecisionInput = z.output<typeof decisionSchema>

/** Retrying or discarding a failed job from the console: also a decision with its reason. */
export const jobDecisionSchema = z.object({
  intent: z.enum(['retry', 'discard'], { error: key('admin.error.intent') }),
  jobId: z.uuid({ error: key('admin.error.notFound') }),
  reason: decisionSchema.shape.reason,
})
