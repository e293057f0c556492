/**
 * The one place a conversation event (a message, an offer and its answers, a notice from the
 * marketplace) reaches the other party outside the page: an e-mail notice through the job queue,
 * at most one per conversation and recipient every NOTICE_INTERVAL_MINUTES. In-app notifications
 * can be added here later.
 */
import { sql } from 'drizzle-orm'
import { type DatabaseOrTransaction, rawQuery } from '~/platform/db.server'
import { enqueue } from '~/platform/jobs/queue.server'
import { NOTICE_INTERVAL_MINUTES } from './rules'

export type ConversationEventKind =
  | 'message'
  | 'offer'
  | 'counter'
  | 'offer-accepted'
  | 'offer-declined'
  | 'offer-expired'
  | 'listing-sold'

export interface ConversationEvent {
  kind: ConversationEventKind
  conversationId: string
  /** Who should hear about it. */
  recipientId: string
  now: Date
}

/**
 * Called in the transaction that saved the event. The recipient's notice mark is moved in the same
 * statement that checks it, so two events at once (in two processes) queue one e-mail.
 */
export async function onConversationEvent(tx: DatabaseOrTransaction, event: ConversationEvent) {
  const since = new Date(event.now.getTime() - NOTICE_INTERVAL_MINUTES * 60_000).toISOString()
  const now = event.now.toISOString()
  const [due] = await rawQuery<{ id: string }>(
    tx,
    sql`update conversations set
          buyer_notified_at = case when buyer_id = ${event.recipientId} then ${now}::timestamptz else buyer_notified_at end,
          seller_notified_at = case when seller_id = ${event.recipientId} then ${now}::timestamptz else seller_notified_at end
         where id = ${event.conversationId}
           and ((buyer_id = ${event.recipientId} and (buyer_notified_at is null or buyer_notified_at <= ${since}::timestamptz))
             or (seller_id = ${event.recipientId} and (seller_notified_at is null or seller_notified_at <= ${since}::timestamptz)))
       returning id`,
  )
  if (!due) return false
  await enqueue(
    tx,
    'messages.notice',
    { conversationId: event.conversationId, recipientId: event.recipientId, kind: event.kind },
    { dedupeKey: `messages-notice:${event.conversationId}:${event.recipientId}:${now}` },
  )
  return true
}
