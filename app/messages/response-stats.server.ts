/**
 * A seller's real response figures (issue #15 item 3), from their conversations: the share of
 * conversations in which they answered the buyer's first message, and the median time to that
 * answer. Replaces the spec's random response rate (docs/spec-deviations.md).
 */
import { sql } from 'drizzle-orm'
import { db, rawQuery } from '~/platform/db.server'

export interface SellerResponseFigures {
  /** Percent, rounded; null before any buyer wrote to them. */
  rate: number | null
  /** Median seconds to the first answer; null before the first answer. */
  typicalSeconds: number | null
}

export async function responseFigures(sellerId: string): Promise<SellerResponseFigures> {
  const [row] = await rawQuery<{ asked: number; answered: number; median_seconds: number | null }>(
    db(),
    sql`with asked as (
          select c.id, min(m.created_at) as asked_at
            from conversations c join messages m on m.conversation_id = c.id and m.sender_id = c.buyer_id
           where c.seller_id = ${sellerId}
           group by c.id
        ), answered as (
          select a.id, a.asked_at,
                 (select min(m.created_at) from messages m
                   where m.conversation_id = a.id and m.sender_id = ${sellerId} and m.created_at >= a.asked_at) as answered_at
            from asked a
        )
        select count(*)::int as asked, count(answered_at)::int as answered,
               percentile_cont(0.5) within group (order by extract(epoch from answered_at - asked_at))::float8 as median_seconds
          from answered`,
  )
  if (!row || row.asked === 0) return { rate: null, typicalSeconds: null }
  return {
    rate: Math.round((row.answered / row.asked) * 100),
    typicalSeconds: row.median_seconds === null ? null : Math.round(row.median_seconds),
  }
}
