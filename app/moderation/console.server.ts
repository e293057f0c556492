/**
 * What the operator console shows (issue #14 "Console pages"): the moderation queue, users, orders
 * and the audit log. Read-only queries; the decisions are in decisions.server.ts.
 */
import { sql } from 'drizzle-orm'
import { db, rawQuery } from '~/platform/db.server'
import {
  isPriorityReport,
  PRIORITY_CATEGORIES,
  type ReportCategory,
  type ReportStatus,
  type ReportSubject,
} from './reports'

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

export interface ReportRow {
  id: string
  subject: ReportSubject
  category: ReportCategory
  explanation: string
  status: ReportStatus
  reporterEmail: string
  createdAt: string
  decidedAt: string | null
  productId: string | null
  productName: string | null
  listingRemoved: boolean
  reportedUserId: string | null
  reportedUserEmail: string | null
  reportedUserSuspended: boolean
  /** A counterfeit report (issue #28): first in the open queue, and marked. */
  priority: boolean
}

/**
 * The moderation queue: open reports oldest first, priority categories (counterfeit) before all
 * others; decided ones newest first.
 */
export async function listReports(status: ReportStatus, limit = 100): Promise<ReportRow[]> {
  const priority = sql`r.category in (${sql.join(
    PRIORITY_CATEGORIES.map((category) => sql`${category}`),
    sql`, `,
  )})`
  const order =
    status === 'open' ? sql`${priority} desc, r.created_at asc` : sql`r.decided_at desc nulls last`
  const rows = await rawQuery<{
    id: string
    subject: ReportSubject
    category: ReportCategory
    explanation: string
    status: ReportStatus
    reporter_email: string
    created_at: Date | string
    decided_at: Date | string | null
    product_id: string | null
    product_name: string | null
    moderation_hold: string | null
    reported_user_id: string | null
    reported_email: string | null
    suspended_at: Date | string | null
  }>(
    db(),
    sql`select r.id, r.subject, r.category, r.explanation, r.status, r.reporter_email, r.created_at,
               r.decided_at, r.product_id, p.name as product_name, p.moderation_hold, r.reported_user_id,
               u.email as reported_email, u.suspended_at
          from reports r
          left join products p on p.id = r.product_id
          left join users u on u.id = r.reported_user_id
         where r.status = ${status}
         order by ${order}, r.id
         limit ${limit}`,
  )
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    category: row.category,
    explanation: row.explanation,
    status: row.status,
    reporterEmail: row.reporter_email,
    createdAt: iso(row.created_at) ?? '',
    decidedAt: iso(row.decided_at),
    productId: row.product_id,
    productName: row.product_name,
    listingRemoved: row.moderation_hold === 'removed',
    reportedUserId: row.reported_user_id,
    reportedUserEmail: row.reported_email,
    reportedUserSuspended: Boolean(row.suspended_at),
    priority: isPriorityReport(row.category),
  }))
}

export interface UserRow {
  id: string
  email: string
  name: string
  role: string
  suspendedAt: string | null
  createdAt: string
}

interface UserDbRow {
  id: string
  email: string
  name: string
  role: string
  suspended_at: Date | string | null
  created_at: Date | string
}

const userOf = (row: UserDbRow): UserRow => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  suspendedAt: iso(row.suspended_at),
  createdAt: iso(row.created_at) ?? '',
})

/** Users whose e-mail contains `query` (case-insensitive), newest first. */
export async function searchUsers(query: string, limit = 50): Promise<UserRow[]> {
  const pattern = `%${query
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const rows = await rawQuery<UserDbRow>(
    db(),
    sql`select id, email, name, role, suspended_at, created_at from users
         where lower(email) like ${pattern}
         order by created_at desc, id limit ${limit}`,
  )
  return rows.map(userOf)
}

export interface UserListing {
  id: string
  name: string
  price: number
  status: string
  moderationHold: string | null
  createdAt: string
}

export interface OrderRow {
  id: string
  status: string
  totalAmount: number
  productName: string | null
  buyerEmail: string | null
  sellerEmail: string | null
  createdAt: string
  /** How it reaches the buyer (issue #26): the method paid for, its price, and the tracking once sent. */
  delivery: {
    option: string | null
    amount: number
    carrier: string | null
    trackingNumber: string | null
    shipped: boolean
  }
}

/** One user with their listings and their orders (as buyer and as seller). */
export async function userDetail(userId: string) {
  const [user] = await rawQuery<UserDbRow & { seller_kind: string | null }>(
    db(),
    sql`select u.id, u.email, u.name, u.role, u.suspended_at, u.created_at, p.seller_kind
          from users u left join profiles p on p.id = u.id where u.id = ${userId}`,
  )
  if (!user) return null
  const [listings, orders] = await Promise.all([
    rawQuery<{
      id: string
      name: string
      price: number
      status: string
      moderation_hold: string | null
      created_at: Date | string
    }>(
      db(),
      sql`select id, name, price, status, moderation_hold, created_at from products
           where seller_id = ${userId} order by created_at desc, id limit 100`,
    ),
    ordersWhere(sql`o.buyer_id = ${userId} or o.seller_id = ${userId}`, 100),
  ])
  return {
    user: { ...userOf(user), sellerKind: user.seller_kind },
    listings: listings.map(
      (row): UserListing => ({
        id: row.id,
        name: row.name,
        price: row.price,
        status: row.status,
        moderationHold: row.moderation_hold,
        createdAt: iso(row.created_at) ?? '',
      }),
    ),
    orders,
  }
}

async function ordersWhere(where: ReturnType<typeof sql>, limit: number): Promise<OrderRow[]> {
  const rows = await rawQuery<{
    id: string
    status: string
    total_amount: number
    product_name: string | null
    buyer_email: string | null
    seller_email: string | null
    created_at: Date | string
    shipping_option: string | null
    shipping_amount: number
    carrier: string | null
    tracking_number: string | null
    shipped_at: Date | string | null
  }>(
    db(),
    sql`select o.id, o.status, o.total_amount, p.name as product_name, b.email as buyer_email,
               s.email as seller_email, o.created_at, o.shipping_option, o.shipping_amount, o.carrier,
               o.tracking_number, o.shipped_at
          from orders o
          left join products p on p.id = o.product_id
          left join users b on b.id = o.buyer_id
          left join users s on s.id = o.seller_id
         where ${where}
         order by o.created_at desc, o.id limit ${limit}`,
  )
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    totalAmount: row.total_amount,
    productName: row.product_name,
    buyerEmail: row.buyer_email,
    sellerEmail: row.seller_email,
    createdAt: iso(row.created_at) ?? '',
    delivery: {
      option: row.shipping_option,
      amount: row.shipping_amount,
      carrier: row.carrier,
      trackingNumber: row.tracking_number,
      shipped: Boolean(row.shipped_at),
    },
  }))
}

/** Orders whose reference (the first 8 characters of the id, as buyers see it) or id is `reference`. */
export async function searchOrders(reference: string) {
  const cleaned = reference.trim().replace(/^#/, '').toLowerCase()
  if (!/^[0-9a-f-]{4,36}$/.test(cleaned)) return []
  return ordersWhere(sql`o.id::text like ${`${cleaned}%`}`, 20)
}

export interface TimelineEvent {
  at: string
  event: 'ordered' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refund' | 'refunded'
  detail?: string
}

/** One order with its timeline, from what is recorded today (order dates, checkout, refunds). */
export async function orderTimeline(orderId: string) {
  const [order] = await rawQuery<{
    id: string
    created_at: Date | string
    shipped_at: Date | string | null
    delivered_at: Date | string | null
    cancelled_at: Date | string | null
    tracking_number: string | null
    completed_at: Date | string | null
    amount_captured: number | null
  }>(
    db(),
    sql`select o.id, o.created_at, o.shipped_at, o.delivered_at, o.cancelled_at, o.tracking_number,
               cs.completed_at, cs.amount_captured
          from orders o left join checkout_sessions cs on cs.id = o.checkout_session_id
         where o.id = ${orderId}`,
  )
  if (!order) return null
  const refunds = await rawQuery<{
    amount: number
    created_at: Date | string
    refunded_at: Date | string | null
  }>(
    db(),
    sql`select amount, created_at, refunded_at from refunds where order_id = ${orderId} order by created_at`,
  )
  const events: TimelineEvent[] = [{ at: iso(order.created_at) ?? '', event: 'ordered' }]
  if (order.completed_at) events.push({ at: iso(order.completed_at) ?? '', event: 'paid' })
  if (order.shipped_at)
    events.push({
      at: iso(order.shipped_at) ?? '',
      event: 'shipped',
      detail: order.tracking_number ?? undefined,
    })
  if (order.delivered_at) events.push({ at: iso(order.delivered_at) ?? '', event: 'delivered' })
  if (order.cancelled_at) events.push({ at: iso(order.cancelled_at) ?? '', event: 'cancelled' })
  for (const refund of refunds) {
    events.push({ at: iso(refund.created_at) ?? '', event: 'refund', detail: String(refund.amount) })
    if (refund.refunded_at)
      events.push({ at: iso(refund.refunded_at) ?? '', event: 'refunded', detail: String(refund.amount) })
  }
  return events.sort((a, b) => a.at.localeCompare(b.at))
}

export interface AuditRow {
  id: string
  actorEmail: string
  action: string
  subjectType: string
  subjectId: string
  reason: string
  createdAt: string
}

export async function listAudit(limit = 200): Promise<AuditRow[]> {
  const rows = await rawQuery<{
    id: string
    actor_email: string
    action: string
    subject_type: string
    subject_id: string
    reason: string
    created_at: Date | string
  }>(
    db(),
    sql`select id, actor_email, action, subject_type, subject_id, reason, created_at
          from audit_log order by created_at desc, id limit ${limit}`,
  )
  return rows.map((row) => ({
    id: row.id,
    actorEmail: row.actor_email,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    reason: row.reason,
    createdAt: iso(row.created_at) ?? '',
  }))
}
