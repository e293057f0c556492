/**
 * Disputes as both parties and the operator see them (issue #14 item 2; docs/decisions/0031-disputes.md).
 * Isomorphic: the forms, the action and the console read the same rules and schemas.
 */
import { z } from 'zod'
import type { MessageKey } from '~/i18n'
import { key } from '~/ui/form'
import { AMOUNT_PROBLEM_KEY, readAmount } from '~/ui/money'
import type { DisputeEvidence, PromisedPhoto } from './dispute-evidence'
import {
  DISPUTE_DESCRIPTION_MAX,
  DISPUTE_DESCRIPTION_MIN,
  DISPUTE_NOTE_MAX,
  DISPUTE_REASONS,
  DISPUTE_SUBJECTS,
  type DisputeOutcome,
  type DisputeReason,
  type DisputeStatus,
  type DisputeSubject,
  MAX_DISPUTE_PHOTOS,
} from './dispute-rules'

export * from './dispute-rules'

export const REASON_KEY: Record<DisputeReason, MessageKey> = {
  'not-received': 'disputes.reason.not-received',
  'not-as-described': 'disputes.reason.not-as-described',
  damaged: 'disputes.reason.damaged',
  counterfeit: 'disputes.reason.counterfeit',
  other: 'disputes.reason.other',
}

/** What is not as described (issue #28), as the buyer picks it and the pages name it. */
export const SUBJECT_KEY: Record<DisputeSubject, MessageKey> = {
  head: 'disputes.subject.head',
  shaft: 'disputes.subject.shaft',
  grip: 'disputes.subject.grip',
  'not-genuine': 'disputes.subject.not-genuine',
  'wrong-spec': 'disputes.subject.wrong-spec',
  'missing-item': 'disputes.subject.missing-item',
}

export const STATUS_KEY: Record<DisputeStatus, MessageKey> = {
  'awaiting-seller': 'disputes.status.awaiting-seller',
  'offer-pending': 'disputes.status.offer-pending',
  'return-requested': 'disputes.status.return-requested',
  'return-shipped': 'disputes.status.return-shipped',
  escalated: 'disputes.status.escalated',
  resolved: 'disputes.status.resolved',
}

export const OUTCOME_KEY: Record<DisputeOutcome, MessageKey> = {
  'full-refund': 'disputes.outcome.full-refund',
  'partial-refund': 'disputes.outcome.partial-refund',
  released: 'disputes.outcome.released',
}

/** The console's filters (issue #14 item 5) and the statuses each one shows. */
export const DISPUTE_FILTERS = ['open', 'seller', 'operator', 'closed'] as const
export type DisputeFilter = (typeof DISPUTE_FILTERS)[number]
export const FILTER_STATUSES: Record<DisputeFilter, readonly DisputeStatus[]> = {
  open: ['awaiting-seller', 'offer-pending', 'return-requested', 'return-shipped', 'escalated'],
  seller: ['awaiting-seller', 'return-shipped'],
  operator: ['escalated'],
  closed: ['resolved'],
}
export const FILTER_KEY: Record<DisputeFilter, MessageKey> = {
  open: 'disputes.admin.filter.open',
  seller: 'disputes.admin.filter.seller',
  operator: 'disputes.admin.filter.operator',
  closed: 'disputes.admin.filter.closed',
}

export const isDisputeFilter = (value: unknown): value is DisputeFilter =>
  DISPUTE_FILTERS.includes(value as DisputeFilter)

/** Whose move it is in each status (null: nobody's, the dispute is closed). */
export function turnOf(status: DisputeStatus): 'buyer' | 'seller' | 'operator' | null {
  switch (status) {
    case 'awaiting-seller':
    case 'return-shipped':
      return 'seller'
    case 'offer-pending':
    case 'return-requested':
      return 'buyer'
    case 'escalated':
      return 'operator'
    default:
      return null
  }
}

/**
 * An offer or a partial refund is at least one cent and less than the seller's share (the
 * commission is not given back by a partial refund; a refund of everything is a full refund).
 * Amounts are typed as everywhere else (readAmount: "25", "25,50", "1.234,50").
 */
export const maxPartialRefund = (order: { totalAmount: number; commissionAmount: number }) =>
  order.totalAmount - order.commissionAmount - 1

const text = (min: number, max: number, tooShort: MessageKey, tooLong: MessageKey) =>
  z
    .string({ error: key(tooShort) })
    .trim()
    .min(min, key(tooShort))
    .max(max, key(tooLong))

/** Cents of a typed amount; one that reads two ways ("1.234") gets its own message. */
function typedCents(value: string, ctx: z.RefinementCtx, path: PropertyKey[] = []) {
  const reading = readAmount(value)
  if (reading.ok && reading.cents > 0) return reading.cents
  const ambiguous = !reading.ok && reading.problem === 'ambiguous'
  ctx.addIssue({
    code: 'custom',
    path,
    message: ambiguous ? AMOUNT_PROBLEM_KEY.ambiguous : key('disputes.error.amount'),
  })
  return z.NEVER
}

const amount = z
  .string({ error: key('disputes.error.amount') })
  .transform((value, ctx) => typedCents(value, ctx))

/**
 * The buyer's report. Photos are storage keys from the listing photo pipeline. "Not as described"
 * names its subject (issue #28); the other reasons have none (a subject sent with them is dropped).
 * Whether the subject fits the order (a component the item was graded on) is the server's check.
 */
export const openDisputeSchema = z
  .object({
    reason: z.enum(DISPUTE_REASONS, { error: key('disputes.error.reason') }),
    subject: z.string().optional(),
    description: text(
      DISPUTE_DESCRIPTION_MIN,
      DISPUTE_DESCRIPTION_MAX,
      'disputes.error.describe',
      'disputes.error.describeLong',
    ),
    photos: z.array(z.string().max(300)).max(MAX_DISPUTE_PHOTOS, key('disputes.error.photos')),
  })
  .transform((value, ctx) => {
    if (value.reason !== 'not-as-described') return { ...value, subject: null }
    const subject = DISPUTE_SUBJECTS.find((each) => each === value.subject)
    if (!subject) {
      ctx.addIssue({ code: 'custom', path: ['subject'], message: key('disputes.error.subject') })
      return z.NEVER
    }
    return { ...value, subject }
  })
/** What openDispute takes: the form's output; callers other than the form may leave the subject out. */
export type OpenDisputeInput = Omit<z.output<typeof openDisputeSchema>, 'subject'> & {
  subject?: DisputeSubject | null
}

/** What each party can do next (the intent posted to /orders/{id}). */
export const disputeMoveSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('dispute-refund') }),
    z.object({ intent: z.literal('dispute-offer'), amount }),
    z.object({ intent: z.literal('dispute-return') }),
    z.object({
      intent: z.literal('dispute-contest'),
      note: text(1, DISPUTE_NOTE_MAX, 'disputes.error.note', 'disputes.error.noteLong'),
    }),
    z.object({ intent: z.literal('dispute-accept-offer') }),
    z.object({ intent: z.literal('dispute-decline-offer') }),
    z.object({
      intent: z.literal('dispute-return-shipped'),
      trackingNumber: text(3, 64, 'disputes.error.tracking', 'disputes.error.tracking'),
    }),
    z.object({ intent: z.literal('dispute-return-received') }),
  ],
  { error: () => key('orders.error.badIntent') },
)
export type DisputeMove = z.output<typeof disputeMoveSchema>
export type DisputeIntent = DisputeMove['intent']

export const DISPUTE_MOVE_DONE: Record<DisputeIntent | 'dispute-open', MessageKey> = {
  'dispute-open': 'disputes.done.open',
  'dispute-refund': 'disputes.done.refund',
  'dispute-offer': 'disputes.done.offer',
  'dispute-return': 'disputes.done.return',
  'dispute-contest': 'disputes.done.contest',
  'dispute-accept-offer': 'disputes.done.acceptOffer',
  'dispute-decline-offer': 'disputes.done.declineOffer',
  'dispute-return-shipped': 'disputes.done.returnShipped',
  'dispute-return-received': 'disputes.done.returnReceived',
}

/** The operator's decision on an escalated dispute (or a refund of a paid order from the console). */
export const operatorDecisionSchema = z
  .object({
    outcome: z.enum(['full-refund', 'partial-refund', 'released'], { error: key('admin.error.intent') }),
    amount: z.string().optional(),
    reason: z
      .string({ error: key('admin.error.reasonRequired') })
      .trim()
      .min(1, key('admin.error.reasonRequired'))
      .min(5, key('admin.error.reasonShort'))
      .max(1000, key('admin.error.reasonLong')),
  })
  .transform((value, ctx) => {
    if (value.outcome !== 'partial-refund') return { ...value, amount: null }
    const cents = typedCents(value.amount ?? '', ctx, ['amount'])
    return { ...value, amount: cents }
  })
export type OperatorDecision = z.output<typeof operatorDecisionSchema>

/** One step of a dispute's timeline, as the pages show it. */
export interface DisputeEventView {
  actor: 'buyer' | 'seller' | 'operator' | 'system'
  kind: string
  amount: number | null
  note: string | null
  at: string
}

/** One row of the passport the listing promised, in the reader's language. */
export interface PromisedSpecRow {
  field: string
  label: string
  value: string
}

/** The evidence model (dispute-evidence.ts) with the addresses of the listing's photos. */
export interface DisputeEvidenceView extends Omit<DisputeEvidence, 'photos'> {
  photos: (PromisedPhoto & { url: string })[]
  /** The passport's rows as promised ([] when none was given; null when the subject does not involve it). */
  passport: PromisedSpecRow[] | null
}

/** A dispute as its parties and the operator see it. */
export interface DisputeView {
  id: string
  orderId: string
  reason: DisputeReason
  /** What is not as described (issue #28); null for the other reasons and older disputes. */
  subject: DisputeSubject | null
  /** The listing as paid for, beside the buyer's photos; null for orders paid before snapshots. */
  evidence: DisputeEvidenceView | null
  description: string
  photos: { key: string; url: string }[]
  status: DisputeStatus
  dueAt: string | null
  offerAmount: number | null
  returnTrackingNumber: string | null
  escalatedAt: string | null
  escalationCause: string | null
  outcome: DisputeOutcome | null
  refundAmount: number | null
  resolutionReason: string | null
  resolvedAt: string | null
  createdAt: string
  events: DisputeEventView[]
}

/** What /orders/{id} answers when it refuses a dispute step (a success redirects). */
export interface DisputeRefusal {
  ok: false
  message: string
  /** The field the message belongs to, when there is one. */
  field?: string
}
