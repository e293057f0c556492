/**
 * Every step of a dispute e-mails both parties, each in their language (profiles.language), through
 * the job queue in the transaction of the step (issue #14 item 2). An escalation also tells the
 * operator. One key per step and recipient: a step happens once per dispute, so nobody is mailed twice.
 */
import { sql } from 'drizzle-orm'
import { type MessageKey, translator } from '~/i18n'
import { notify } from '~/notifications/notifications.server'
import { orderReference } from '~/orders/buyer-orders'
import { type Person, personColumns, personOf, renderMail } from '~/orders/order-emails.server'
import { type DatabaseOrTransaction, rawQuery } from '~/platform/db.server'
import { sendMailLater } from '~/platform/email/mail-queue.server'
import { env } from '~/platform/env.server'
import { log } from '~/platform/log.server'
import { formatEuros } from '~/ui/money'
import type { DisputeOutcome, DisputeReason, DisputeSubject } from './dispute-rules'
import { SUBJECT_KEY } from './disputes'

export type DisputeMail =
  | 'opened'
  | 'offered'
  | 'return-requested'
  | 'return-shipped'
  | 'escalated'
  | 'resolved'

const CAUSE_KEY: Record<string, MessageKey> = {
  'no-answer': 'disputes.cause.no-answer',
  'offer-declined': 'disputes.cause.offer-declined',
  'offer-unanswered': 'disputes.cause.offer-unanswered',
  contested: 'disputes.cause.contested',
  'return-not-confirmed': 'disputes.cause.return-not-confirmed',
}

const OUTCOME_MAIL_KEY: Record<DisputeOutcome, MessageKey> = {
  'full-refund': 'disputes.mail.outcome.full-refund',
  'partial-refund': 'disputes.mail.outcome.partial-refund',
  released: 'disputes.mail.outcome.released',
}

const REASON_KEY: Record<DisputeReason, MessageKey> = {
  'not-received': 'disputes.reason.not-received',
  'not-as-described': 'disputes.reason.not-as-described',
  damaged: 'disputes.reason.damaged',
  counterfeit: 'disputes.reason.counterfeit',
  other: 'disputes.reason.other',
}

interface DisputeMailRow extends Record<string, unknown> {
  id: string
  buyer_id: string | null
  seller_id: string | null
  order_id: string
  reason: DisputeReason
  subject: DisputeSubject | null
  description: string
  offer_amount: number | null
  return_tracking_number: string | null
  escalation_cause: string | null
  outcome: DisputeOutcome | null
  refund_amount: number | null
  resolution_reason: string | null
  name: string | null
  total_amount: number
}

export async function queueDisputeMail(tx: DatabaseOrTransaction, disputeId: string, mail: DisputeMail) {
  const [row] = await rawQuery<DisputeMailRow>(
    tx,
    sql`select d.id, d.buyer_id, d.seller_id, d.order_id, d.reason, d.subject, d.description, d.offer_amount, d.return_tracking_number,
               d.escalation_cause, d.outcome, d.refund_amount, d.resolution_reason, p.name, o.total_amount,
               ${personColumns('buyer')}, ${personColumns('seller')}
          from disputes d
          join orders o on o.id = d.order_id
          left join products p on p.id = o.product_id
          left join users buyer_u on buyer_u.id = d.buyer_id
          left join profiles buyer_p on buyer_p.id = d.buyer_id
          left join users seller_u on seller_u.id = d.seller_id
          left join profiles seller_p on seller_p.id = d.seller_id
         where d.id = ${disputeId}`,
  )
  if (!row) {
    log.warn('dispute_mail.no_dispute', { disputeId, mail })
    return
  }
  const recipients: { party: 'buyer' | 'seller' | 'operator'; to: Person | null }[] = [
    { party: 'buyer', to: personOf(row, 'buyer') },
    { party: 'seller', to: personOf(row, 'seller') },
  ]
  if (mail === 'escalated')
    recipients.push({
      party: 'operator',
      to: { email: env().OPERATOR_EMAIL, name: 'Fairway Market', locale: 'en' },
    })
  for (const { party, to } of recipients) {
    if (!to) {
      log.warn('dispute_mail.no_recipient', { disputeId, mail, party })
      continue
    }
    const t = translator(to.locale)
    const reference = orderReference(row.order_id)
    const values = {
      reference,
      name: row.name ?? t('orders.reference', { reference }),
      amount: formatEuros(row.refund_amount ?? row.offer_amount ?? row.total_amount),
      total: formatEuros(row.total_amount),
      // "Not as described · Head" (issue #28): the seller learns at once what the buyer disputes.
      reason: row.subject
        ? `${t(REASON_KEY[row.reason])} · ${t(SUBJECT_KEY[row.subject])}`
        : t(REASON_KEY[row.reason]),
      tracking: row.return_tracking_number ?? '',
    }
    const paragraphs = [t(`disputes.mail.${mail}.intro` as MessageKey, values)]
    if (mail === 'opened') paragraphs.push(`“${row.description}”`)
    if (mail === 'escalated' && row.escalation_cause) {
      const cause = CAUSE_KEY[row.escalation_cause]
      if (cause) paragraphs.push(t(cause))
    }
    if (mail === 'resolved' && row.outcome) {
      paragraphs.push(t(OUTCOME_MAIL_KEY[row.outcome], values))
      if (row.resolution_reason)
        paragraphs.push(t('disputes.mail.operatorReason', { reason: row.resolution_reason }))
    }
    const path = party === 'operator' ? `/admin/disputes/${row.id}` : `/orders/${row.order_id}`
    // The parties' bells too (issue #16 item 5); the operator works from the console.
    if (party !== 'operator')
      await notify(
        tx,
        party === 'buyer' ? row.buyer_id : row.seller_id,
        'dispute',
        { path, step: mail, reference },
        { key: `dispute-${mail}:${row.id}:${party}` },
      )
    await sendMailLater(
      tx,
      `dispute-${mail}:${row.id}:${party}`,
      renderMail(to, {
        subject: t(`disputes.mail.${mail}.subject` as MessageKey, values),
        paragraphs,
        action: { label: t('orders.mail.openOrder'), path },
      }),
    )
  }
}
