/**
 * In-product notifications (issue #16 item 5): `notify()` writes one row in the caller's
 * transaction, so a notification exists exactly when the change it tells about was committed.
 * Every domain may call it (orders, alerts; messages, offers and reviews on their branches):
 *
 *   await notify(tx, buyerId, 'order-step', { step: 'shipped', reference, name, path: `/orders/${id}` },
 *     { key: `order-shipped:${id}` })
 *
 * `key` names the event: the same key for the same user notifies once (a retried job, a repeated step).
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { type DatabaseOrTransaction, db } from '~/platform/db.server'
import { log } from '~/platform/log.server'
import { notifications } from '../../db/schema'
import {
  isNotificationKind,
  NOTIFICATION_TEXT,
  NOTIFICATIONS_SHOWN,
  type NotificationData,
  type NotificationItem,
  type NotificationKind,
} from './kinds'

export async function notify<K extends NotificationKind>(
  tx: DatabaseOrTransaction,
  userId: string | null | undefined,
  kind: K,
  data: NotificationData[K],
  options: { key?: string } = {},
): Promise<void> {
  if (!userId) return
  await tx
    .insert(notifications)
    .values({
      userId,
      kind,
      data: data as unknown as Record<string, string | number | null>,
      key: options.key ?? null,
    })
    .onConflictDoNothing()
}

/** Notifications the user has not opened yet (the bell's number). */
export async function unreadCount(userId: string): Promise<number> {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return row?.count ?? 0
}

/** The user's notifications, newest first, as they were before this read. */
export async function listNotifications(userId: string): Promise<NotificationItem[]> {
  const rows = await db()
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN)
  const items: NotificationItem[] = []
  for (const row of rows) {
    // A kind this version does not know (written by a newer one) is left out rather than failing.
    if (!isNotificationKind(row.kind)) {
      log.warn('notifications.unknown_kind', { kind: row.kind })
      continue
    }
    const data = row.data as unknown as NotificationData[typeof row.kind] & { price?: number }
    const text = (NOTIFICATION_TEXT[row.kind] as (value: typeof data) => NotificationItem['text'])(data)
    items.push({
      id: row.id,
      kind: row.kind,
      text,
      path:
        typeof data.path === 'string' && data.path.startsWith('/') && !data.path.startsWith('//')
          ? data.path
          : '/',
      price: typeof data.price === 'number' ? data.price : null,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })
  }
  return items
}

/**
 * Marks the user's notifications read: all of them, or those written up to `upTo` (what the page
 * showed, so that one arriving meanwhile stays new). Answers how many were unread.
 */
export async function markAllRead(userId: string, now = new Date(), upTo?: Date): Promise<number> {
  const changed = await db()
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        // The page knows the time to the millisecond; PostgreSQL keeps microseconds.
        upTo
          ? sql`date_trunc('milliseconds', ${notifications.createdAt}) <= ${upTo.toISOString()}::timestamptz`
          : undefined,
      ),
    )
    .returning({ id: notifications.id })
  return changed.length
}
