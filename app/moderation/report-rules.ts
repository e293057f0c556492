/**
 * What a report is made of (issue #14, DSA Art. 16 "notice and action"), with no dependency so that
 * db/schema.ts can guard its columns with the same lists.
 */
export const REPORT_SUBJECTS = ['listing', 'user'] as const
export type ReportSubject = (typeof REPORT_SUBJECTS)[number]

export const REPORT_CATEGORIES = [
  'counterfeit',
  'prohibited',
  'misleading',
  'offensive',
  'fraud',
  'other',
] as const
export type ReportCategory = (typeof REPORT_CATEGORIES)[number]

/**
 * Categories the moderation queue puts first and marks (issue #28 "signs of a fake"): a
 * counterfeit listing costs a buyer the whole price, and fakes sell fast when priced low.
 */
export const PRIORITY_CATEGORIES: readonly ReportCategory[] = ['counterfeit']

export function isPriorityReport(category: ReportCategory) {
  return PRIORITY_CATEGORIES.includes(category)
}

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

/** Characters of the explanation: enough to act on, not an essay. */
export const EXPLANATION_MIN = 10
export const EXPLANATION_MAX = 2000
/** Characters of the operator's reason for a decision (it goes into the statement of reasons). */
export const REASON_MIN = 5
export const REASON_MAX = 1000
