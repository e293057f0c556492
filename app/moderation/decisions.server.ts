/**
 * The operator's decisions (issue #14): dismiss a report, remove a listing, suspend or reinstate a
 * user. Each is one transaction that changes the state only if it still applies, writes its audit
 * row (who, when, what, why) and queues the e-mails it owes: the statement of reasons to the user
 * affected and the decision to everyone whose open report it settles. Caches of browse and search
 * are emptied after it commits, so a hidden listing leaves every page at once.
 */
import { sql } from 'drizzle-orm'
import type { Viewer } from '~/accounts/viewer'
import { invalidateBrowseCache } from '~/catalog/browse.server'
import { invalidateMarketplaceStats } from '~/catalog/marketplace-stats.server'
import { releaseCheckoutsOfUser } from '~/checkout/checkout.server'
import { type DatabaseOrTransaction, db, rawQuery } from '~/platform/db.server'
import { log } from '~/platform/log.server'
import { clearPageCaches } from '~/platform/page-cache.server'
import { auditLog } from '../../db/schema'
import { queueReporterDecision, queueStatementOfReasons, type ReportOutcome } from './mails.server'
import type { ReportCategory } from './reports'

export type Operator = Pick<Viewer, 'id' | 'email'>

export type DecisionResult =
  | { ok: true }
  /** Nothing to do: already decided, not found, or not allowed (an operator cannot suspend themself). */
  | { ok: false; reason: 'not-found' | 'already' | 'self' }

async function audit(
  tx: DatabaseOrTransaction,
  operator: Operator,
  entry: { action: string; subjectType: 'report' | 'listing' | 'user'; subjectId: string; reason: string },
) {
  const [row] = await tx
    .insert(auditLog)
    .values({ actorId: operator.id, actorEmail: operator.email, ...entry })
    .returning({ id: auditLog.id })
  if (!row) throw new Error('audit insert returned nothing')
  return row.id
}

interface OpenReport {
  id: string
  reporter_email: string
  reporter_email_confirmed_at: Date | string | null
  locale: string
  category: ReportCategory
}

/** Settles the open reports `where` selects as actioned, and tells each reporter. */
async function settleReports(
  tx: DatabaseOrTransaction,
  operator: Operator,
  where: ReturnType<typeof sql>,
  outcome: ReportOutcome,
) {
  const settled = await rawQuery<OpenReport>(
    tx,
    sql`update reports set status = 'actioned', decided_at = now(), decided_by = ${operator.id}
         where status = 'open' and (${where})
     returning id, reporter_email, reporter_email_confirmed_at, locale, category`,
  )
  for (const report of settled)
    await queueReporterDecision(
      tx,
      {
        id: report.id,
        email: report.reporter_email,
        confirmed: report.reporter_email_confirmed_at !== null,
        locale: report.locale,
      },
      outcome,
    )
  return settled
}

function afterListingsChanged() {
  invalidateBrowseCache()
  invalidateMarketplaceStats()
  clearPageCaches()
}

export async function dismissReport(
  operator: Operator,
  reportId: string,
  reason: string,
): Promise<DecisionResult> {
  return db().transaction(async (tx) => {
    const [report] = await rawQuery<OpenReport>(
      tx,
      sql`update reports set status = 'dismissed', decided_at = now(), decided_by = ${operator.id}
           where id = ${reportId} and status = 'open'
       returning id, reporter_email, reporter_email_confirmed_at, locale, category`,
    )
    if (!report) return { ok: false, reason: 'already' as const }
    await audit(tx, operator, {
      action: 'report.dismissed',
      subjectType: 'report',
      subjectId: reportId,
      reason,
    })
    await queueReporterDecision(
      tx,
      {
        id: report.id,
        email: report.reporter_email,
        confirmed: report.reporter_email_confirmed_at !== null,
        locale: report.locale,
      },
      'dismissed',
    )
    return { ok: true as const }
  })
}

/**
 * Takes a listing off the marketplace for good: inactive and held as 'removed', so browse, search,
 * the product page, the cart and checkout leave it out. `category` is the ground the notice gave.
 */
export async function removeListing(
  operator: Operator,
  productId: string,
  reason: string,
  category?: ReportCategory,
): Promise<DecisionResult> {
  const result = await db().transaction(async (tx) => {
    const [listing] = await rawQuery<{ name: string; seller_id: string | null }>(
      tx,
      sql`update products
             set status = case when status = 'active' then 'inactive' else status end,
                 moderation_hold = 'removed', updated_at = now()
           where id = ${productId} and moderation_hold is distinct from 'removed'
       returning name, seller_id`,
    )
    if (!listing) return { ok: false, reason: 'already' as const }
    const decisionId = await audit(tx, operator, {
      action: 'listing.removed',
      subjectType: 'listing',
      subjectId: productId,
      reason,
    })
    if (listing.seller_id) {
      await queueStatementOfReasons(tx, {
        decisionId,
        userId: listing.seller_id,
        kind: 'listing-removed',
        reason,
        listingName: listing.name,
        category,
      })
    }
    await settleReports(tx, operator, sql`product_id = ${productId}`, 'listing-removed')
    return { ok: true as const }
  })
  if (result.ok) {
    afterListingsChanged()
    log.info('moderation.listing_removed', { productId, operatorId: operator.id })
  }
  return result
}

/**
 * Puts a removed listing back (a mistaken or appealed removal): the hold is lifted and the listing
 * is on sale again if it was taken off sale, or held for its seller's suspension if the seller is
 * suspended now. The seller is told; the audit row says who and why.
 */
export async function restoreListing(
  operator: Operator,
  productId: string,
  reason: string,
): Promise<DecisionResult> {
  const result = await db().transaction(async (tx) => {
    const [listing] = await rawQuery<{ name: string; seller_id: string | null }>(
      tx,
      sql`update products p
             set moderation_hold = case when u.suspended_at is not null then 'seller-suspended' end,
                 status = case when p.status = 'inactive' and u.suspended_at is null then 'active' else p.status end,
                 updated_at = now()
            from users u
           where p.id = ${productId} and u.id = p.seller_id and p.moderation_hold = 'removed'
       returning p.name, p.seller_id`,
    )
    if (!listing) return { ok: false, reason: 'already' as const }
    const decisionId = await audit(tx, operator, {
      action: 'listing.restored',
      subjectType: 'listing',
      subjectId: productId,
      reason,
    })
    if (listing.seller_id) {
      await queueStatementOfReasons(tx, {
        decisionId,
        userId: listing.seller_id,
        kind: 'listing-restored',
        reason,
        listingName: listing.name,
      })
    }
    return { ok: true as const }
  })
  if (result.ok) {
    afterListingsChanged()
    log.info('moderation.listing_restored', { productId, operatorId: operator.id })
  }
  return result
}

/**
 * Suspends a user: they are signed out everywhere at once (their sessions are deleted, and a new
 * one is refused), their listings on sale are held, and their unfinished checkouts (and those
 * holding their listings) are released.
 */
export async function suspendUser(
  operator: Operator,
  userId: string,
  reason: string,
  category?: ReportCategory,
): Promise<DecisionResult> {
  if (userId === operator.id) return { ok: false, reason: 'self' }
  const result = await db().transaction(async (tx) => {
    const [user] = await rawQuery<{ id: string }>(
      tx,
      sql`update users set suspended_at = now(), updated_at = now()
           where id = ${userId} and suspended_at is null returning id`,
    )
    if (!user) return { ok: false, reason: 'already' as const }
    await tx.execute(sql`delete from sessions where user_id = ${userId}`)
    await tx.execute(
      sql`update products set status = 'inactive', moderation_hold = 'seller-suspended', updated_at = now()
           where seller_id = ${userId} and status = 'active' and moderation_hold is null`,
    )
    // Sold ones too: their product pages and the seller page leave held listings out.
    await tx.execute(
      sql`update products set moderation_hold = 'seller-suspended', updated_at = now()
           where seller_id = ${userId} and status = 'sold' and moderation_hold is null`,
    )
    const decisionId = await audit(tx, operator, {
      action: 'user.suspended',
      subjectType: 'user',
      subjectId: userId,
      reason,
    })
    await queueStatementOfReasons(tx, { decisionId, userId, kind: 'account-suspended', reason, category })
    await settleReports(tx, operator, sql`reported_user_id = ${userId}`, 'user-suspended')
    return { ok: true as const }
  })
  if (result.ok) {
    afterListingsChanged()
    await releaseCheckoutsOfUser(userId)
    log.info('moderation.user_suspended', { userId, operatorId: operator.id })
  }
  return result
}

/** Lifts a suspension: the user may sign in again and the listings held for it are back on sale. */
export async function reinstateUser(
  operator: Operator,
  userId: string,
  reason: string,
): Promise<DecisionResult> {
  const result = await db().transaction(async (tx) => {
    const [user] = await rawQuery<{ id: string }>(
      tx,
      sql`update users set suspended_at = null, updated_at = now()
           where id = ${userId} and suspended_at is not null returning id`,
    )
    if (!user) return { ok: false, reason: 'already' as const }
    await tx.execute(
      sql`update products set status = case when status = 'inactive' then 'active' else status end,
                 moderation_hold = null, updated_at = now()
           where seller_id = ${userId} and moderation_hold = 'seller-suspended'`,
    )
    const decisionId = await audit(tx, operator, {
      action: 'user.reinstated',
      subjectType: 'user',
      subjectId: userId,
      reason,
    })
    await queueStatementOfReasons(tx, { decisionId, userId, kind: 'account-reinstated', reason })
    return { ok: true as const }
  })
  if (result.ok) {
    afterListingsChanged()
    log.info('moderation.user_reinstated', { userId, operatorId: operator.id })
  }
  return result
}

/** The report a decision is taken from: its listing, its user and the ground it gave. */
export async function reportById(reportId: string) {
  const [row] = await rawQuery<{
    id: string
    product_id: string | null
    reported_user_id: string | null
    category: ReportCategory
    status: string
  }>(db(), sql`select id, product_id, reported_user_id, category, status from reports where id = ${reportId}`)
  return row ?? null
}

/** An operator's action outside moderation (a job retried or discarded), in the audit log. */
export async function recordOperatorAction(
  operator: Operator,
  entry: { action: string; subjectType: 'job'; subjectId: string; reason: string },
) {
  await db()
    .insert(auditLog)
    .values({ actorId: operator.id, actorEmail: operator.email, ...entry })
}
