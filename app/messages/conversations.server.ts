/**
 * Conversations between a buyer and a seller (issue #15). Only the two parties read or write one:
 * every statement names the asking user in its WHERE clause, so anyone else finds nothing (404).
 * Nobody's e-mail address is read here: a party is shown by their public name only.
 */
import { sql } from 'drizzle-orm'
import { consumeRateLimit } from '~/accounts/rate-limit.server'
import type { Viewer } from '~/accounts/viewer'
import { cardImageUrl } from '~/catalog/image-urls.server'
import { isUuid } from '~/catalog/product'
import { sellerDisplayName } from '~/catalog/seller-display'
import type { Locale, MessageKey } from '~/i18n'
import { translator } from '~/i18n'
import { submitReport } from '~/moderation/reports.server'
import { clock } from '~/platform/clock.server'
import { db, rawQuery } from '~/platform/db.server'
import { log } from '~/platform/log.server'
import { validate } from '~/ui/form'
import { onConversationEvent } from './notify.server'
import {
  type ConversationSummary,
  containsLink,
  messageSchema,
  type OfferStatus,
  type ThreadMessage,
  type ThreadOffer,
} from './rules'

export type Refusal = {
  ok: false
  status: 400 | 403 | 404 | 409 | 429
  error: MessageKey
  retryAfter?: number
}

/** Where Contact Seller, or an order page, leads: a listing, a seller, or an order of the viewer. */
export type ConversationTarget = { productId: string } | { sellerId: string } | { orderId: string }

/** Opens (or finds) the viewer's conversation about a target; its id, or why not. */
export async function openConversation(
  viewer: Pick<Viewer, 'id'>,
  target: ConversationTarget,
): Promise<{ ok: true; conversationId: string } | Refusal> {
  let parties: { productId: string | null; buyerId: string; sellerId: string } | null = null
  if ('productId' in target) {
    if (!isUuid(target.productId)) return { ok: false, status: 404, error: 'messages.error.notFound' }
    const [row] = await rawQuery<{ seller_id: string | null }>(
      db(),
      sql`select seller_id from products where id = ${target.productId} and moderation_hold is null`,
    )
    if (!row?.seller_id) return { ok: false, status: 404, error: 'messages.error.notFound' }
    if (row.seller_id === viewer.id) return { ok: false, status: 400, error: 'messages.error.own' }
    parties = { productId: target.productId, buyerId: viewer.id, sellerId: row.seller_id }
  } else if ('sellerId' in target) {
    if (!isUuid(target.sellerId)) return { ok: false, status: 404, error: 'messages.error.notFound' }
    const [row] = await rawQuery<{ id: string }>(
      db(),
      sql`select u.id from users u join profiles p on p.id = u.id
           where u.id = ${target.sellerId} and u.suspended_at is null`,
    )
    if (!row) return { ok: false, status: 404, error: 'messages.error.notFound' }
    if (row.id === viewer.id) return { ok: false, status: 400, error: 'messages.error.own' }
    parties = { productId: null, buyerId: viewer.id, sellerId: row.id }
  } else {
    if (!isUuid(target.orderId)) return { ok: false, status: 404, error: 'messages.error.notFound' }
    const [row] = await rawQuery<{
      product_id: string | null
      buyer_id: string | null
      seller_id: string | null
    }>(
      db(),
      sql`select product_id, buyer_id, seller_id from orders
           where id = ${target.orderId} and (buyer_id = ${viewer.id} or seller_id = ${viewer.id})`,
    )
    if (!row?.buyer_id || !row.seller_id || row.buyer_id === row.seller_id)
      return { ok: false, status: 404, error: 'messages.error.notFound' }
    parties = { productId: row.product_id, buyerId: row.buyer_id, sellerId: row.seller_id }
  }

  const existing = await findConversationId(parties)
  if (existing) return { ok: true, conversationId: existing }
  const limit = await consumeRateLimit('conversationStartsPerUser', viewer.id)
  if (!limit.allowed)
    return { ok: false, status: 429, error: 'messages.error.tooMany', retryAfter: limit.retryAfter }
  await rawQuery(
    db(),
    sql`insert into conversations (product_id, buyer_id, seller_id, created_at)
        values (${parties.productId}, ${parties.buyerId}, ${parties.sellerId}, ${clock.now().toISOString()}::timestamptz)
        on conflict do nothing`,
  )
  const id = await findConversationId(parties)
  if (!id) throw new Error('conversation insert found nothing')
  return { ok: true, conversationId: id }
}

async function findConversationId(parties: { productId: string | null; buyerId: string; sellerId: string }) {
  const [row] = await rawQuery<{ id: string }>(
    db(),
    parties.productId
      ? sql`select id from conversations where product_id = ${parties.productId} and buyer_id = ${parties.buyerId}`
      : sql`select id from conversations where product_id is null and seller_id = ${parties.sellerId} and buyer_id = ${parties.buyerId}`,
  )
  return row?.id ?? null
}

/** The conversation of an order's listing and buyer, when one was started (for the order page). */
export async function conversationOfOrder(viewerId: string, orderId: string): Promise<string | null> {
  if (!isUuid(orderId)) return null
  const [row] = await rawQuery<{ id: string }>(
    db(),
    sql`select c.id from orders o
          join conversations c on c.product_id = o.product_id and c.buyer_id = o.buyer_id
         where o.id = ${orderId} and (o.buyer_id = ${viewerId} or o.seller_id = ${viewerId})`,
  )
  return row?.id ?? null
}

interface ConversationRow {
  id: string
  product_id: string | null
  buyer_id: string
  seller_id: string
  product_name: string | null
  product_image: string | null
  product_price: number | null
  product_status: string | null
  other_id: string
  other_name: string | null
  other_surname: string | null
  last_message_body: string | null
  last_message_kind: 'text' | 'offer' | 'notice' | null
  last_message_at: Date | string | null
  unread: boolean
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** Columns of a conversation seen by `viewerId` (the other party's public name, never an address). */
const conversationColumns = (viewerId: string) => sql`
  c.id, c.product_id, c.buyer_id, c.seller_id, p.name as product_name, p.images[1] as product_image,
  p.price as product_price, p.status as product_status,
  o.id as other_id, op.name as other_name, op.surname as other_surname,
  c.last_message_body, c.last_message_kind, c.last_message_at,
  (c.last_message_at is not null and c.last_message_sender_id is distinct from ${viewerId}::uuid and
   coalesce(case when c.buyer_id = ${viewerId} then c.buyer_read_at else c.seller_read_at end, '-infinity'::timestamptz)
     < c.last_message_at) as unread`

const conversationJoins = (viewerId: string) => sql`
  left join products p on p.id = c.product_id
  join users o on o.id = case when c.buyer_id = ${viewerId} then c.seller_id else c.buyer_id end
  left join profiles op on op.id = o.id`

function summaryOf(row: ConversationRow, viewerId: string): ConversationSummary {
  return {
    id: row.id,
    product: row.product_id
      ? { id: row.product_id, name: row.product_name ?? '', imageUrl: cardImageUrl(row.product_image) }
      : null,
    other: { id: row.other_id, name: sellerDisplayName(row.other_name, row.other_surname) ?? '' },
    role: row.buyer_id === viewerId ? 'buyer' : 'seller',
    lastMessage: row.last_message_body,
    lastMessageKind: row.last_message_kind ?? 'text',
    lastMessageAt: iso(row.last_message_at),
    unread: row.unread,
  }
}

/** The viewer's conversations: unread first, then the latest. */
export async function listConversations(viewerId: string): Promise<ConversationSummary[]> {
  const rows = await rawQuery<ConversationRow>(
    db(),
    sql`select ${conversationColumns(viewerId)}
          from conversations c ${conversationJoins(viewerId)}
         where c.buyer_id = ${viewerId} or (c.seller_id = ${viewerId} and c.last_message_at is not null)
         order by unread desc, c.last_message_at desc nulls last, c.created_at desc
         limit 200`,
  )
  return rows.map((row) => summaryOf(row, viewerId))
}

/** Conversations with something the viewer has not read (the navigation's count). */
export async function unreadConversationCount(viewerId: string): Promise<number> {
  const [row] = await rawQuery<{ count: number }>(db(), unreadCountQuery(viewerId))
  return row?.count ?? 0
}

/** The same count as one SQL expression (the viewer query of the navigation reads it too). */
export function unreadCountQuery(viewerId: string) {
  return sql`select count(*)::int as count from conversations c
              where c.last_message_at is not null and c.last_message_sender_id is distinct from ${viewerId}::uuid
                and ((c.buyer_id = ${viewerId} and (c.buyer_read_at is null or c.buyer_read_at < c.last_message_at))
                  or (c.seller_id = ${viewerId} and (c.seller_read_at is null or c.seller_read_at < c.last_message_at)))`
}

export interface Thread {
  conversation: ConversationSummary & {
    product:
      | (ConversationSummary['product'] & { price: number; status: string; reservedForOther: boolean })
      | null
  }
  messages: ThreadMessage[]
  offers: ThreadOffer[]
  /** The viewer blocked the other party. */
  blockedByMe: boolean
  /** Either blocked the other: nobody can write. */
  blocked: boolean
  /** The viewer (the buyer) may make an offer now. */
  canOffer: boolean
}

/** A conversation for one of its parties; null for anyone else (or when there is none). */
export async function getThread(
  viewerId: string,
  conversationId: string,
  now = clock.now(),
): Promise<Thread | null> {
  if (!isUuid(conversationId)) return null
  const [row] = await rawQuery<ConversationRow>(
    db(),
    sql`select ${conversationColumns(viewerId)}
          from conversations c ${conversationJoins(viewerId)}
         where c.id = ${conversationId} and (c.buyer_id = ${viewerId} or c.seller_id = ${viewerId})`,
  )
  if (!row) return null
  const [messageRows, offerRows, blocks, reservation] = await Promise.all([
    rawQuery<{
      id: string
      sender_id: string | null
      kind: ThreadMessage['kind']
      body: string
      created_at: Date | string
    }>(
      db(),
      sql`select * from (select id, sender_id, kind, body, created_at from messages
           where conversation_id = ${conversationId} order by created_at desc, id desc limit 300) m
         order by created_at, id`,
    ),
    rawQuery<{
      id: string
      made_by: 'buyer' | 'seller'
      amount: number
      status: OfferStatus
      expires_at: Date | string
      reserved_until: Date | string | null
    }>(
      db(),
      sql`select id, made_by, amount, status, expires_at, reserved_until from offers
           where conversation_id = ${conversationId} order by created_at, id`,
    ),
    rawQuery<{ blocker_id: string }>(
      db(),
      sql`select blocker_id from user_blocks
           where (blocker_id = ${viewerId} and blocked_id = ${row.other_id})
              or (blocker_id = ${row.other_id} and blocked_id = ${viewerId})`,
    ),
    row.product_id
      ? rawQuery<{ buyer_id: string }>(
          db(),
          sql`select buyer_id from offers where product_id = ${row.product_id} and status = 'accepted'
               and reserved_until > ${now.toISOString()}::timestamptz`,
        )
      : Promise.resolve([]),
  ])
  const role = row.buyer_id === viewerId ? 'buyer' : 'seller'
  const summary = summaryOf(row, viewerId)
  const offers: ThreadOffer[] = offerRows.map((offer) => {
    // An offer past its deadline is expired whether or not its job has run yet.
    const status: OfferStatus =
      offer.status === 'open' && new Date(offer.expires_at) <= now
        ? 'expired'
        : offer.status === 'accepted' && offer.reserved_until && new Date(offer.reserved_until) <= now
          ? 'lapsed'
          : offer.status
    const answerable = status === 'open' && offer.made_by !== role && row.product_status === 'active'
    return {
      id: offer.id,
      madeBy: offer.made_by,
      amount: offer.amount,
      status,
      expiresAt: new Date(offer.expires_at).toISOString(),
      reservedUntil: iso(offer.reserved_until),
      canAnswer: answerable,
      canCounter: answerable && role === 'seller',
    }
  })
  const blocked = blocks.length > 0
  const reservedForOther = reservation.some((r) => r.buyer_id !== row.buyer_id)
  return {
    conversation: {
      ...summary,
      product: summary.product
        ? {
            ...summary.product,
            price: row.product_price ?? 0,
            status: row.product_status ?? 'inactive',
            reservedForOther,
          }
        : null,
    },
    messages: messageRows.map((message) => ({
      id: message.id,
      from: message.sender_id === null ? 'system' : message.sender_id === viewerId ? 'me' : 'them',
      kind: message.kind,
      body: message.body,
      createdAt: new Date(message.created_at).toISOString(),
      hasLink: containsLink(message.body),
    })),
    offers,
    blockedByMe: blocks.some((block) => block.blocker_id === viewerId),
    blocked,
    canOffer:
      role === 'buyer' &&
      !blocked &&
      row.product_status === 'active' &&
      !reservedForOther &&
      !offers.some((offer) => offer.status === 'open' || offer.status === 'accepted'),
  }
}

/** Marks the conversation read by the viewer up to `now`. */
export async function markRead(viewerId: string, conversationId: string, now = clock.now()) {
  if (!isUuid(conversationId)) return
  const at = now.toISOString()
  await rawQuery(
    db(),
    sql`update conversations set
          buyer_read_at = case when buyer_id = ${viewerId} then ${at}::timestamptz else buyer_read_at end,
          seller_read_at = case when seller_id = ${viewerId} then ${at}::timestamptz else seller_read_at end
         where id = ${conversationId} and (buyer_id = ${viewerId} or seller_id = ${viewerId})`,
  )
}

interface PartyRow {
  id: string
  buyer_id: string
  seller_id: string
  product_id: string | null
}

/** Locks the conversation for one of its parties; null for anyone else. */
export async function lockConversation(
  tx: Parameters<typeof rawQuery>[0],
  viewerId: string,
  conversationId: string,
): Promise<PartyRow | null> {
  if (!isUuid(conversationId)) return null
  const [row] = await rawQuery<PartyRow>(
    tx,
    sql`select id, buyer_id, seller_id, product_id from conversations
         where id = ${conversationId} and (buyer_id = ${viewerId} or seller_id = ${viewerId}) for update`,
  )
  return row ?? null
}

/** Whether either of two users blocked the other. */
export async function isBlocked(tx: Parameters<typeof rawQuery>[0], a: string, b: string) {
  const rows = await rawQuery<{ one: number }>(
    tx,
    sql`select 1 as one from user_blocks
         where (blocker_id = ${a} and blocked_id = ${b}) or (blocker_id = ${b} and blocked_id = ${a}) limit 1`,
  )
  return rows.length > 0
}

/**
 * Adds a message to the conversation and bumps it for the list; the other party hears of it
 * (onConversationEvent). `kind` 'offer' is written by offers.server.ts, 'notice' by the marketplace.
 */
export async function appendMessage(
  tx: Parameters<typeof rawQuery>[0],
  conversation: PartyRow,
  message: { senderId: string | null; kind: 'text' | 'offer' | 'notice'; body: string; offerId?: string },
  now: Date,
  notify: { recipientId: string; kind: Parameters<typeof onConversationEvent>[1]['kind'] } | null,
) {
  const at = now.toISOString()
  await rawQuery(
    tx,
    sql`insert into messages (conversation_id, sender_id, kind, body, offer_id, created_at)
        values (${conversation.id}, ${message.senderId}, ${message.kind}, ${message.body}, ${message.offerId ?? null}, ${at}::timestamptz)`,
  )
  await rawQuery(
    tx,
    sql`update conversations set last_message_at = ${at}::timestamptz, last_message_sender_id = ${message.senderId},
               last_message_body = ${message.body.slice(0, 200)}, last_message_kind = ${message.kind},
               buyer_read_at = case when buyer_id = ${message.senderId}::uuid then ${at}::timestamptz else buyer_read_at end,
               seller_read_at = case when seller_id = ${message.senderId}::uuid then ${at}::timestamptz else seller_read_at end
         where id = ${conversation.id}`,
  )
  if (notify) await onConversationEvent(tx, { ...notify, conversationId: conversation.id, now })
}

/** A text message from one party to the other. */
export async function sendMessage(
  viewerId: string,
  conversationId: string,
  fields: { body?: unknown },
  now = clock.now(),
): Promise<{ ok: true } | Refusal> {
  const input = validate(messageSchema, { body: typeof fields.body === 'string' ? fields.body : '' })
  if (!input.success) return { ok: false, status: 400, error: input.errors.body ?? 'messages.error.empty' }
  const limit = await consumeRateLimit('messagesPerUser', viewerId)
  if (!limit.allowed)
    return { ok: false, status: 429, error: 'messages.error.tooMany', retryAfter: limit.retryAfter }
  return db().transaction(async (tx) => {
    const conversation = await lockConversation(tx, viewerId, conversationId)
    if (!conversation) return { ok: false, status: 404, error: 'messages.error.notFound' } as const
    const other = conversation.buyer_id === viewerId ? conversation.seller_id : conversation.buyer_id
    if (await isBlocked(tx, viewerId, other))
      return { ok: false, status: 403, error: 'messages.error.blocked' } as const
    await appendMessage(tx, conversation, { senderId: viewerId, kind: 'text', body: input.data.body }, now, {
      recipientId: other,
      kind: 'message',
    })
    log.info('messages.sent', { conversationId })
    return { ok: true } as const
  })
}

/** The viewer blocks (or unblocks) the other party of one of their conversations. */
export async function setBlocked(viewerId: string, conversationId: string, block: boolean) {
  const thread = await getThread(viewerId, conversationId)
  if (!thread) return false
  const other = thread.conversation.other.id
  await rawQuery(
    db(),
    block
      ? sql`insert into user_blocks (blocker_id, blocked_id) values (${viewerId}, ${other}) on conflict do nothing`
      : sql`delete from user_blocks where blocker_id = ${viewerId} and blocked_id = ${other}`,
  )
  log.info(block ? 'messages.blocked' : 'messages.unblocked', { conversationId })
  return true
}

/**
 * Reports a message the other party wrote: a report about its sender in the moderation queue,
 * with the message quoted in the explanation.
 */
export async function reportMessage(
  viewer: Viewer,
  messageId: string,
  fields: Record<string, unknown>,
  caller: { clientIp: string; locale: Locale },
) {
  if (!isUuid(messageId)) return { ok: false, status: 404, error: 'messages.error.notFound' } as const
  const [row] = await rawQuery<{
    body: string
    sender_id: string
    name: string | null
    surname: string | null
  }>(
    db(),
    sql`select m.body, m.sender_id, p.name, p.surname from messages m
          join conversations c on c.id = m.conversation_id
          left join profiles p on p.id = m.sender_id
         where m.id = ${messageId} and m.sender_id is not null and m.sender_id <> ${viewer.id}
           and (c.buyer_id = ${viewer.id} or c.seller_id = ${viewer.id})`,
  )
  if (!row) return { ok: false, status: 404, error: 'messages.error.notFound' } as const
  const t = translator(caller.locale)
  const own = typeof fields.explanation === 'string' ? fields.explanation.trim() : ''
  const quoteLabel = `\n\n${t('messages.report.quoted')}: `
  const room = Math.max(0, 2000 - own.length - quoteLabel.length - 2)
  const explanation = own.length >= 10 ? `${own}${quoteLabel}«${row.body.slice(0, room)}»` : own
  const result = await submitReport(
    {
      subject: 'user',
      id: row.sender_id,
      name: sellerDisplayName(row.name, row.surname) ?? '',
      userId: row.sender_id,
    },
    { ...fields, explanation },
    { viewer, clientIp: caller.clientIp, locale: caller.locale },
  )
  return result
}
