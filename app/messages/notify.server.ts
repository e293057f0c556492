/**
 * The one place a conversation event (a message, an offer and its answers, a notice from the
 * marketplace) reaches the other party outside the page: an e-mail notice through the job queue,
 * at most one per conversation and recipient every NOTICE_INTERVAL_MINUTES, and the bell
 * (app/notifications): an offer event every time, a message when its e-mail notice goes out.
 */
import { sql } from 'drizzle-orm'
import { sellerDisplayName } from '~/catalog/seller-display'
import { notify } from '~/notifications/notifications.server'
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
  if (event.kind !== 'message' || due) await notifyInProduct(tx, event)
  if (!due) return false
  await enqueue(
    tx,
    'messages.notice',
    { conversationId: event.conversationId, recipientId: event.recipientId, kind: event.kind },
    { dedupeKey: `messages-notice:${event.conversationId}:${event.recipientId}:${now}` },
  )
  return true
}

interface ConversationNoticeRow {
  listing_name: string | null
  other_name: string | null
  other_surname: string | null
}

/** The bell's entry for a conversation event, in the recipient's list. */
async function notifyInProduct(tx: DatabaseOrTransaction, event: ConversationEvent) {
  const [row] = await rawQuery<ConversationNoticeRow>(
    tx,
    sql`select p.name as listing_name, pr.name as other_name, pr.surname as other_surname
          from conversations c
          left join products p on p.id = c.product_id
          left join profiles pr on pr.id = case when c.buyer_id = ${event.recipientId} then c.seller_id else c.buyer_id end
         where c.id = ${event.conversationId}`,
  )
  if (!row) return
  const path = `/messages/${event.conversationId}`
  const key = `conversation:${event.conversationId}:${event.recipientId}:${event.kind}:${event.now.toISOString()}`
  if (event.kind === 'message') {
    const from = sellerDisplayName(row.other_name, row.other_surname) ?? ''
    await notify(tx, event.recipientId, 'message', { path, from }, { key })
  } else {
    await notify(
      tx,
      event.recipientId,
      'offer',
      { path, name: row.listing_name ?? '', status: event.kind },
      { key },
    )
  }
}
